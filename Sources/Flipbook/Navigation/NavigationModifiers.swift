import Foundation

/// The navigation bar's settings, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
  /// How a bar shows its title.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// Large at a stack's root, inline elsewhere.
    case automatic
    /// Inline, in the bar.
    case inline
    /// Large, under the bar.
    case large
  }
}

/// How a toolbar shows its title, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let name: String
  let barMode: NavigationBarItem.TitleDisplayMode
  /// Large at a stack's root, inline elsewhere.
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic", barMode: .automatic)
  /// Inline, in the bar.
  public static let inline = ToolbarTitleDisplayMode(name: "inline", barMode: .inline)
  /// In the bar, larger, at its leading edge (drawn as `.inline`).
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge", barMode: .inline)
  /// Large, under the bar.
  public static let large = ToolbarTitleDisplayMode(name: "large", barMode: .large)
}

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}

/// Records what a view says about its stack's bar while it resolves.
nonisolated struct _NavigationModifier: ViewModifier, PrimitiveModifier {
  let apply: (NavigationContext, EnvironmentValues) -> Void

  init(apply: @escaping (NavigationContext) -> Void) { self.apply = { context, _ in apply(context) } }

  /// A modifier that also reads the environment where it is applied.
  init(applyIn apply: @escaping (NavigationContext, EnvironmentValues) -> Void) { self.apply = apply }

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    if let context = inputs.navigation { apply(context, inputs.environment) }
    return content(inputs)
  }
}

nonisolated extension View {
  /// Sets the title of the navigation bar this view is the root of.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(_NavigationModifier { if $0.title == nil { $0.title = title } })
  }

  /// Sets the bar's title from a localized key.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

  /// Sets the bar's title from a string.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

  /// Sets how the bar shows its title.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(_NavigationModifier { if $0.displayMode == nil { $0.displayMode = displayMode } })
  }

  /// Sets how the bar shows its title, as iOS 17's
  /// `toolbarTitleDisplayMode(_:)`: `.inline`, `.large` and `.automatic` as
  /// `navigationBarTitleDisplayMode` sets them; `.inlineLarge` keeps the
  /// title in the 44-pt bar, drawn as `.inline` (iOS's larger leading
  /// title there is not measured).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.barMode)
  }

  /// Sets the bar's title and how it shows (SwiftUI's older form).
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the bar's title from a localized key (SwiftUI's older form).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
    -> some View
  {
    navigationBarTitle(Text(titleKey), displayMode: displayMode)
  }

  /// Sets the bar's title from a string (SwiftUI's older form).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
    -> some View
  {
    navigationBarTitle(Text(title), displayMode: displayMode)
  }

  /// Hides the navigation bar.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    modifier(_NavigationModifier { if $0.isBarHidden == nil { $0.isBarHidden = hidden } })
  }

  /// Hides or shows bars: `.hidden` for `.navigationBar` hides the stack's bar.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(_NavigationModifier { context in
      if bars.contains(.navigationBar) || bars.contains(.automatic), context.isBarHidden == nil, visibility != .automatic {
        context.isBarHidden = visibility == .hidden
      }
    })
  }

  /// Sets the navigation bar's background: drawn where the bar shows one,
  /// which at rest (content not scrolled under it) is only when
  /// `.toolbarBackground(.visible, for: .navigationBar)` asks for it, as
  /// on iOS 16–18. Other bars accept it and draw their own.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    modifier(_NavigationModifier { context in
      if bars.contains(.navigationBar) || bars.contains(.automatic), context.barBackground == nil {
        context.barBackground = AnyShapeStyle(style)
      }
    })
  }

  /// Sets whether the navigation bar's background shows: `.visible` draws
  /// it at rest (its `toolbarBackground(_:for:)` style, else the bar
  /// material) with UIKit's hairline under it; `.automatic` and `.hidden`
  /// draw none at rest, as iOS's scroll-edge appearance does.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(_NavigationModifier { context in
      if bars.contains(.navigationBar) || bars.contains(.automatic), context.barBackgroundVisibility == nil {
        context.barBackgroundVisibility = visibility
      }
    })
  }

  /// Sets the navigation bar's colour scheme: its title, items and
  /// background drawn in `colorScheme` (`.dark`: a white title over a
  /// coloured bar) where the bar shows its background, which is with
  /// `toolbarBackground(.visible, for: .navigationBar)`, as on iOS 16–18
  /// (without it the scheme waits for content scrolled under the bar).
  /// nil leaves the screen's. Other bars accept it.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    modifier(_NavigationModifier { context in
      if bars.contains(.navigationBar) || bars.contains(.automatic), context.barColorScheme == nil {
        context.barColorScheme = colorScheme
      }
    })
  }

  /// Hides the back button (a root has none).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

  /// Puts views at the bar's leading and trailing ends (SwiftUI's older form).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(_NavigationModifier { context in
      context.items.append(ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading)))
      context.items.append(ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing)))
    })
  }

  /// Puts a view at the bar's leading end (SwiftUI's older form).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(_NavigationModifier { $0.items.append(ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading))) })
  }

  /// Puts a view at the bar's trailing end (SwiftUI's older form).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(_NavigationModifier { $0.items.append(ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))) })
  }

  /// Declares the view a value of type `D` on the stack's path shows, for
  /// the screens above this one.
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
    -> some View
  {
    modifier(_NavigationModifier { context in
      context.destinations[ObjectIdentifier(D.self)] = { value in (value.base as? D).map { AnyView(destination($0)) } }
    })
  }

  /// Pushes `destination` on the stack while `isPresented` is true; popping
  /// it sets `isPresented` to false.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
    let view = AnyView(destination())
    return modifier(_NavigationModifier { context in
      guard isPresented.wrappedValue else { return }
      context.presented.append((view, { isPresented.wrappedValue = false }))
    })
  }

  /// Pushes the view for `item` while it is not nil; popping sets it to nil.
  public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C)
    -> some View
  {
    modifier(_NavigationModifier { context in
      guard let value = item.wrappedValue else { return }
      context.presented.append((AnyView(destination(value)), { item.wrappedValue = nil }))
    })
  }

  /// Sets a navigation view's style (accepted; iPhones stack).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// How a `NavigationView` lays out its columns, as SwiftUI's
/// `NavigationViewStyle` (an iPhone in portrait always stacks).
public protocol NavigationViewStyle {}

/// A stack navigation view style, as SwiftUI's `StackNavigationViewStyle`.
nonisolated public struct StackNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
/// The platform's default, as SwiftUI's `DefaultNavigationViewStyle`.
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
/// Columns side by side, as SwiftUI's `DoubleColumnNavigationViewStyle`.
nonisolated public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }

nonisolated extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// The stack style.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

nonisolated extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The default style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

nonisolated extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// The two-column style.
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

/// A link that pushes a view, as SwiftUI's `NavigationLink`. In a `List`
/// it is a row as iOS draws one: its label in the primary colour (styles
/// set inside it stay) and a disclosure chevron (›) at the trailing end,
/// in the tertiary label colour. Elsewhere it is drawn as its label in the
/// tint colour, like a borderless button. A tap pushes its destination on
/// the enclosing `NavigationStack` (see its essay). Outside a stack it is
/// disabled and drawn so, as iOS draws it: vault-ios's settings form
/// (iOS 26.5, a `Form` with no stack around it) shows its link's label
/// dimmed, the chevron as in any row.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let target: NavigationLinkTarget

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(AnyView(destination))
  }

  /// A link pushed while `isActive` is true (deprecated form).
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .presented(
      AnyView(destination), isPresented: isActive.wrappedValue, present: { isActive.wrappedValue = true },
      dismiss: { isActive.wrappedValue = false })
  }

  /// A link pushed while `isActive` is true (SwiftUI's iOS 16-deprecated
  /// form, with the destination built by a closure).
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// A link pushed while `selection` equals `tag` (SwiftUI's deprecated
  /// form); a tap sets `selection` to `tag`, popping sets it to nil.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    target = .presented(
      AnyView(destination), isPresented: selection.wrappedValue == tag, present: { selection.wrappedValue = tag },
      dismiss: { selection.wrappedValue = nil })
  }

  /// `init(destination:tag:selection:label:)` with the destination built by
  /// a closure.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), tag: tag, selection: selection, label: label)
  }

  public var body: some View {
    _NavigationLinkLook(label: label, target: target)
      .modifier(_NavigationModifier { context in
        guard case .presented(let view, true, _, let dismiss) = target else { return }
        context.presented.append((view, dismiss))
      })
  }
}

/// What a navigation link pushes.
enum NavigationLinkTarget {
  /// A view, pushed on the stack.
  case view(AnyView)
  /// A value, appended to the stack's path (nil: a disabled link).
  case value(AnyHashable?)
  /// A view presented while a binding says so.
  case presented(AnyView, isPresented: Bool, present: () -> Void, dismiss: () -> Void)
}

/// A navigation link's drawing: a list row with a chevron inside a list,
/// else a borderless button; a tap pushes.
nonisolated struct _NavigationLinkLook<Label: View>: View {
  let label: Label
  let target: NavigationLinkTarget
  @Environment(\.enclosingListLook) private var list
  @Environment(\.navigator) private var navigator

  private func activate() {
    switch target {
    case .view(let view): navigator?.push(.view(view))
    case .value(let value): if let value { navigator?.push(.value(value)) }
    case .presented(_, _, let present, _): withAnimation(navigationTransitionAnimation) { present() }
    }
  }

  var body: some View {
    if list != nil {
      Button(action: activate) {
        HStack(spacing: 8) {
          label.frame(maxWidth: .infinity, alignment: .leading)
          Image(systemName: "chevron.right")
            .font(.system(size: 14, weight: .semibold))
            .foregroundStyle(Color.semantic(.tertiaryLabel))
        }
      }
      .buttonStyle(.plain)
      .disabled(navigator == nil)
    } else {
      Button(action: activate) { label }
        .disabled(navigator == nil)
    }
  }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(titleKey) }
  }

  /// A titled link pushed while `isActive` is true (deprecated form).
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  /// A titled link pushed while `isActive` is true (deprecated form).
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// A titled link pushed while `isActive` is true (iOS 16-deprecated form).
  public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// A link appending `value` to the stack's path (nil: disabled).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .value(value.map(AnyHashable.init))
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.init(value: value) { Text(titleKey) } }

  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.init(value: value) { Text(title) } }
}

extension NavigationLink {
  /// Whether the link's destination shows in a split view's detail column,
  /// as SwiftUI's `isDetailLink(_:)` (iOS 13–16). A compact-width
  /// navigation pushes either way, as an iPhone does, so the link is
  /// drawn and behaves as it is.
  public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}
