import Foundation

// MARK: - Navigation bars
//
// A `NavigationStack` (or `NavigationView`) shows its root view under
// iOS 17's navigation bar, as the app first shows it:
//
// - The bar is 44 points tall below the top safe area; with a large title
//   (the default for a stack's root, `.large`, `.automatic`) another 52
//   points hold the title, 34-point bold (`largeTitle`), 16 points from the
//   leading edge and 8 above the area's bottom. An inline title is the
//   17-point semibold `headline`, centred in the 44 points.
// - Toolbar items sit in the 44 points, 16 points in from each edge
//   (leading placements on the left, trailing, primary and automatic ones
//   on the right, `.principal` in the middle instead of an inline title);
//   `.bottomBar` items go in a 49-point bar above the bottom safe area.
// - At rest (scrolled to the top) iOS 15+ draws no bar background or
//   hairline, so neither does Flipbook; the content's safe area ends at the
//   bar, so a background that ignores the safe area runs under it.
// - The stack takes all the space offered; its root view is laid out in
//   what is left below the bar.
//
// The title and toolbar are read from each screen as it resolves (the
// outermost modifier wins, as in SwiftUI); `navigationBarHidden(true)` or
// `toolbar(.hidden, for: .navigationBar)` hides the bar.
//
// ## Pushing and popping (`NavigationStackHost.swift`)
//
// A stack shows the top of its screens: the root, then one screen per value
// of its path (`NavigationStack(path:)`, or its own when it has none), each
// drawn by the `navigationDestination(for:)` registered for the value's
// type by a screen below it, then the views pushed by
// `NavigationLink(destination:)`, then those a `navigationDestination(
// isPresented:)` or `NavigationLink(isActive:)` presents. A tap on a link
// pushes (appending its value to the path); the back button and `dismiss`
// pop. A pushed screen's bar has a back button: a chevron and the title of
// the screen below, or "Back" when that title is long (more than 12
// characters) or missing, as UIKit shortens it.
//
// A push or pop animates as UINavigationController's: the new screen slides
// in from the trailing edge over the old one, which moves a third of the
// way out to the leading edge under a 10 % black dim (pop is the reverse),
// while the bars, drawn in a layer of their own over the screens,
// cross-fade (the screens keep a hidden copy of their bar for their
// layout); `navigationTransitionAnimation`, 0.35 s. Path changes made without an
// animation animate so too, as iOS animates them. Screens on the stack are
// opaque (the system background) except the root.
//
// Bad input: a path of any length draws; only its last
// `NavigationStackHost.resolvedDepth` screens (and the root, for its
// destinations) are resolved. A value without a destination for its type
// shows a yellow warning triangle, as SwiftUI does, and warns once.

/// A view with a navigation bar over its root view and the screens pushed
/// on it, as SwiftUI's `NavigationStack` (see the essay above).
nonisolated public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: NavigationPathAccess?
  @State private var ownPath: [AnyHashable] = []
  @State private var pushedViews: [PushedView] = []
  @State private var pushCount = 0
  /// The edit mode the stack's screens share (an `EditButton` in the bar
  /// turns it on), unless one is set above the stack.
  @State private var editMode = EditMode.inactive

  /// A stack showing `root`, with a path of its own.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
  }

  /// A stack showing `root` and, over it, a screen for each value of the
  /// type-erased `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = NavigationPathAccess(
      elements: { path.wrappedValue.elements },
      append: { value in path.wrappedValue.append(value); return true },
      removeLast: { path.wrappedValue.removeLast($0) })
  }

  /// A stack showing `root` and, over it, a screen for each value of
  /// `path`, a collection of one type of value.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
    self.path = NavigationPathAccess(
      elements: { path.wrappedValue.map(AnyHashable.init) },
      append: { value in
        guard let element = value.base as? Data.Element else { return false }
        path.wrappedValue.append(element)
        return true
      },
      removeLast: { k in path.wrappedValue.removeLast(Swift.min(Swift.max(k, 0), path.wrappedValue.count)) })
  }

  public var body: some View {
    let values = path?.elements() ?? ownPath
    let editMode = $editMode
    NavigationStackHost(
      root: AnyView(root), values: values, views: pushedViews,
      navigator: Navigator(push: push, popValues: popValues, popViews: popViews))
    .transformEnvironment(\.editMode) { if $0 == nil { $0 = editMode } }
  }

  private func push(_ target: Navigator.Target) {
    withAnimation(navigationTransitionAnimation) {
      switch target {
      case .value(let value):
        if let path {
          if !path.append(value) {
            Warnings.once("a NavigationLink presents a value of type \(type(of: value.base)), which the stack's path cannot hold")
          }
        } else {
          ownPath.append(value)
        }
      case .view(let view):
        pushCount += 1
        pushedViews.append(PushedView(id: pushCount, view: view))
      }
    }
  }

  private func popValues(_ count: Int) {
    withAnimation(navigationTransitionAnimation) {
      if let path { path.removeLast(count) } else { ownPath.removeLast(Swift.min(count, ownPath.count)) }
    }
  }

  private func popViews(_ count: Int) {
    withAnimation(navigationTransitionAnimation) { pushedViews.removeLast(Swift.min(count, pushedViews.count)) }
  }
}

/// The animation of a push or pop: UINavigationController's 0.35 s, with
/// its ease out (Flipbook's reading of UIKit's transition).
let navigationTransitionAnimation = Animation.timingCurve(0.2, 0.8, 0.3, 1, duration: 0.35)

/// Reads and writes a stack's path, whatever its type.
struct NavigationPathAccess {
  var elements: () -> [AnyHashable]
  /// Appends a value; false when the path cannot hold its type.
  var append: (AnyHashable) -> Bool
  var removeLast: (Int) -> Void
}

/// A view pushed by `NavigationLink(destination:)`.
struct PushedView {
  var id: Int
  var view: AnyView
}

/// What links and back buttons call to push and pop (in the environment
/// of a stack's screens).
struct Navigator {
  enum Target {
    case value(AnyHashable)
    case view(AnyView)
  }

  var push: (Target) -> Void
  var popValues: (Int) -> Void
  var popViews: (Int) -> Void
}

private struct NavigatorKey: EnvironmentKey {
  static var defaultValue: Navigator? { nil }
}

extension EnvironmentValues {
  /// The stack a view is in, for its links.
  var navigator: Navigator? {
    get { self[NavigatorKey.self] }
    set { self[NavigatorKey.self] = newValue }
  }
}

/// The older name of a navigation stack, as SwiftUI's `NavigationView`.
nonisolated public struct NavigationView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View { NavigationStack { content } }
}


/// What a stack's root said about its bar, gathered while it resolves.
final class NavigationContext {
  var title: Text?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var isBarHidden: Bool?
  /// `toolbarBackground(_:for:)`'s style and visibility for the bar.
  var barBackground: AnyShapeStyle?
  var barBackgroundVisibility: Visibility?
  /// `toolbarColorScheme(_:for:)`'s scheme for the bar.
  var barColorScheme: ColorScheme?
  var items: [ToolbarEntry] = []
  var search: SearchField?
  /// Destinations for pushed values, by the values' type.
  var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  /// Views this screen presents on the stack (`navigationDestination(
  /// isPresented:)`, `NavigationLink(isActive:)`), with how to dismiss them.
  var presented: [(view: AnyView, dismiss: () -> Void)] = []
}

/// Resolves one screen's `content` under a bar built from what it
/// declares (into `context`), with a back button when `back` is set.
///
/// With `barApart`, the bar is not drawn in the screen: the screen keeps a
/// hidden copy of it for its layout and the bar itself is handed back
/// there, for the stack to draw in its own layer (its title cross-fades
/// while the screens slide).
func makeNavigationNodes<Root: View>(
  root: Root, context: NavigationContext = NavigationContext(), back: NavigationBack? = nil, inheritsLargeTitle: Bool = true,
  barApart: NavigationBarSlot? = nil, _ inputs: ResolveInputs
) -> [ViewNode] {
  var rootInputs = inputs.container.child(.index(0))
  rootInputs.navigation = context
  let content = Flipbook.resolve(
    root.frame(maxWidth: .infinity, maxHeight: .infinity), rootInputs)
  let contentNode =
    content.count == 1 ? content[0] : StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: content)
  guard context.isBarHidden != true else { return [contentNode] }
  var barInputs = inputs.container.child(.index(1))
  barInputs.navigation = nil
  let barView = _NavigationBar(context: context, back: back, inheritsLargeTitle: inheritsLargeTitle)
  var bar = Flipbook.resolveSingle(barView, barInputs)
  if let barApart {
    barApart.node = bar
    // The space it takes, drawn by no one and read by no one.
    var spaceInputs = inputs.container.child(.index(3))
    spaceInputs.navigation = nil
    bar = Flipbook.resolveSingle(barView.hidden().accessibilityHidden(true), spaceInputs)
  }
  var bottomInputs = inputs.container.child(.index(2))
  bottomInputs.navigation = nil
  let bottomItems = context.items.filter { $0.placement == .bottomBar }
  let top = SafeAreaInsetNode(contentNode, inset: bar, edge: .top, alignment: .center, spacing: 0)
  guard !bottomItems.isEmpty else { return [top] }
  let bottom = Flipbook.resolveSingle(_BottomToolbar(items: bottomItems), bottomInputs)
  return [SafeAreaInsetNode(top, inset: bottom, edge: .bottom, alignment: .center, spacing: 0)]
}

/// Where a screen's bar is handed back when drawn apart (`barApart`).
final class NavigationBarSlot {
  var node: ViewNode?
}

/// A pushed screen's back button: the title it shows and what it pops.
struct NavigationBack {
  var title: String
  var action: () -> Void

  /// The back button under a screen titled `previous`: its title when
  /// short enough (12 characters at most), else "Back", as UIKit shortens
  /// a long one.
  init(previous: Text?, action: @escaping () -> Void) {
    let string = previous?.string ?? ""
    title = string.isEmpty || string.count > 12 ? "Back" : string
    self.action = action
  }
}

/// The bar (see the essay atop this file).
nonisolated struct _NavigationBar: View {
  let context: NavigationContext
  var back: NavigationBack?
  /// Whether `.automatic` means large here: at the root, and on a screen
  /// pushed over one with a large title (iOS inherits the mode).
  var inheritsLargeTitle = true
  @Environment(\.platformLook) private var platformLook
  @Environment(\.displayScale) private var displayScale

  /// The large title's area under the bar and the title's distance from
  /// its bottom: iOS 17–18's 52 and 8; iOS 26's 71.5 and 7, as one
  /// reference measures it (vault-ios's `LiteratureView`, iOS 26.5, 3×,
  /// `.image` of a `NavigationStack` with a large title: the title's
  /// baseline 301 px = 100.33 pt down, the content 115.5 pt, where iOS
  /// 17–18's metrics put them at 80 and 96). How iOS 26 splits that between
  /// the bar and the title's area is not measured: an inline title keeps
  /// the 44-pt bar.
  private var largeTitleArea: (height: CGFloat, bottom: CGFloat) { platformLook == .iOS26 ? (71.5, 7) : (52, 8) }

  /// Whether the title is drawn large, under the bar.
  static func isLarge(_ context: NavigationContext, inheritsLargeTitle: Bool) -> Bool {
    guard context.title != nil else { return false }
    switch context.displayMode ?? .automatic {
    case .inline: return false
    case .large: return true
    case .automatic: return inheritsLargeTitle
    }
  }

  /// The bar in its colour scheme: `toolbarColorScheme(_:for:)`'s, which
  /// iOS applies where the bar's background shows (with
  /// `toolbarBackground(.visible, for:)`; at rest the bar is the screen's
  /// own and keeps its scheme).
  var body: some View {
    let scheme = context.barBackgroundVisibility == .visible ? context.barColorScheme : nil
    return bar.transformEnvironment(\.colorScheme) { if let scheme { $0 = scheme } }
  }

  @ViewBuilder private var bar: some View {
    let large = Self.isLarge(context, inheritsLargeTitle: inheritsLargeTitle)
    let leading = context.items.filter { $0.placement.isLeading }
    let trailing = context.items.filter { $0.placement.isTrailing }
    let principal = context.items.first { $0.placement == .principal }
    VStack(alignment: .leading, spacing: 0) {
      ZStack {
        HStack(spacing: 16) {
          if let back {
            Button(action: back.action) {
              HStack(spacing: 5) {
                Image(systemName: "chevron.backward").font(.system(size: 17, weight: .semibold)).imageScale(.large)
                Text(back.title).lineLimit(1)
              }
            }
            .padding(.leading, -8)
          }
          ForEach(leading.indices, id: \.self) { leading[$0].view.environment(\.isBarItem, true) }
          Spacer(minLength: 0)
          ForEach(trailing.indices, id: \.self) { i in
            // A confirmation action is UIKit's done-style bar item: semibold.
            if trailing[i].placement == .confirmationAction {
              trailing[i].view.fontWeight(.semibold).environment(\.isBarItem, true)
            } else {
              trailing[i].view.environment(\.isBarItem, true)
            }
          }
        }
        .padding(.horizontal, 16)
        if let principal {
          principal.view
        } else if !large, let title = context.title {
          title.font(.headline).lineLimit(1)
        }
      }
      .frame(height: 44)
      // UIKit's bar does not grow with Dynamic Type (its titles and items
      // offer the Large Content Viewer instead): fespinoza/sample-json-app's
      // iOS 17 detail screen at accessibilityExtraExtraLarge has the inline
      // title at 17 points. The large title below does scale.
      .dynamicTypeSize(.large)
      if large, let title = context.title {
        title.font(.largeTitle.bold()).lineLimit(1)
          .padding(.horizontal, 16)
          .padding(.bottom, largeTitleArea.bottom)
          .frame(maxWidth: .infinity, minHeight: largeTitleArea.height, maxHeight: largeTitleArea.height, alignment: .bottomLeading)
      }
      if let search = context.search { _SearchField(field: search) }
    }
    .frame(maxWidth: .infinity)
    .background {
      // A background at rest only when asked for (`.toolbarBackground(
      // .visible)`): the style given, else the bar material, up under the
      // status bar, with UIKit's 30 % black hairline at the bottom.
      if context.barBackgroundVisibility == .visible {
        Rectangle().fill(context.barBackground ?? AnyShapeStyle(Material.bar))
          .overlay(alignment: .bottom) {
            Rectangle().fill(Color(.sRGB, white: 0, opacity: 0.3)).frame(height: 1 / max(displayScale, 1))
          }
          .ignoresSafeArea(edges: .top)
      }
    }
  }
}

/// The bottom toolbar: 49 points, its items spread across.
nonisolated struct _BottomToolbar: View {
  let items: [ToolbarEntry]

  var body: some View {
    HStack {
      ForEach(items.indices, id: \.self) { i in
        if i > 0 { Spacer() }
        items[i].view.environment(\.isBarItem, true)
      }
    }
    .padding(.horizontal, 16)
    .frame(maxWidth: .infinity, minHeight: 49, maxHeight: 49)
  }
}
