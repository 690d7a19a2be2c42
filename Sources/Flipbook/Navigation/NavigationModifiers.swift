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

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}

/// Records what a view says about its stack's bar while it resolves.
struct _NavigationModifier: ViewModifier, PrimitiveModifier {
  let apply: (NavigationContext) -> Void

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    if let context = inputs.navigation { apply(context) }
    return content(inputs)
  }
}

extension View {
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

  /// Sets the bar's background (at rest iOS draws none; accepted).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

  /// Sets whether the bar's background shows (accepted).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

  /// Sets the bar's colour scheme (accepted).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

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

  /// Declares where values pushed on the stack go (Flipbook shows the root).
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
    -> some View
  { self }

  /// Declares a view pushed while `isPresented` (Flipbook shows the root).
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
    self
  }

  /// Sets a navigation view's style (accepted; iPhones stack).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// How a `NavigationView` lays out its columns, as SwiftUI's
/// `NavigationViewStyle` (an iPhone in portrait always stacks).
public protocol NavigationViewStyle {}

/// A stack navigation view style, as SwiftUI's `StackNavigationViewStyle`.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
/// The platform's default, as SwiftUI's `DefaultNavigationViewStyle`.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }
/// Columns side by side, as SwiftUI's `DoubleColumnNavigationViewStyle`.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Sendable { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// The stack style.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The default style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  /// The two-column style.
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

/// A link that pushes a view, as SwiftUI's `NavigationLink`. In a `List`
/// it is a row as iOS draws one: its label in the primary colour (styles
/// set inside it stay) and a disclosure chevron (›) at the trailing end,
/// in the tertiary label colour. Elsewhere it is drawn as its label in the
/// tint colour, like a borderless button. Flipbook shows a stack's root,
/// so a tap on it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

  public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }

  /// A link pushed while `isActive` is true (SwiftUI's iOS 16-deprecated
  /// form, with the destination built by a closure). Drawn as its label.
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link pushed while `selection` equals `tag` (SwiftUI's deprecated
  /// form). Drawn as its label.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// `init(destination:tag:selection:label:)` with the destination built by
  /// a closure.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: some View { _NavigationLinkLook(label: label) }
}

/// A navigation link's drawing: a list row with a chevron inside a list,
/// else a borderless button.
struct _NavigationLinkLook<Label: View>: View {
  let label: Label
  @Environment(\.enclosingListLook) private var list

  var body: some View {
    if list != nil {
      Button(action: {}) {
        HStack(spacing: 8) {
          label.frame(maxWidth: .infinity, alignment: .leading)
          Image(systemName: "chevron.right")
            .font(.system(size: 14, weight: .semibold))
            .foregroundStyle(Color.semantic(.tertiaryLabel))
        }
      }
      .buttonStyle(.plain)
    } else {
      Button(action: {}) { label }
    }
  }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    label = Text(titleKey)
  }

  /// A titled link pushed while `isActive` is true (deprecated form).
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    label = Text(titleKey)
  }

  /// A titled link pushed while `isActive` is true (deprecated form).
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    label = Text(title)
  }

  /// A titled link pushed while `isActive` is true (iOS 16-deprecated form).
  public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }

  public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }
}

extension NavigationLink where Destination == Never {
  /// A link pushing `value` on the stack.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Destination == Never, Label == Text {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey) }

  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}
