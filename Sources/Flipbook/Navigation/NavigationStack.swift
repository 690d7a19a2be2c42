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
// The title and toolbar are read from the root view as it resolves (the
// outermost modifier wins, as in SwiftUI); `navigationBarHidden(true)` or
// `toolbar(.hidden, for: .navigationBar)` hides the bar. Links don't
// navigate: films show a stack's root.

/// A view with a navigation bar over its root view, as SwiftUI's
/// `NavigationStack` (see the essay above).
public struct NavigationStack<Root: View>: View, PrimitiveView {
  let root: Root

  /// A stack showing `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }

  /// A stack bound to a path of pushed values (Flipbook shows the root).
  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { makeNavigationNodes(root: root, inputs) }
}

/// The older name of a navigation stack, as SwiftUI's `NavigationView`.
public struct NavigationView<Content: View>: View, PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { makeNavigationNodes(root: content, inputs) }
}

/// A split view of columns, as SwiftUI's `NavigationSplitView`: on an
/// iPhone it collapses to a stack of its sidebar, which Flipbook shows.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
  let sidebar: Sidebar

  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) { self.sidebar = sidebar() }

  public var body: some View { NavigationStack { sidebar } }
}

/// What a stack's root said about its bar, gathered while it resolves.
final class NavigationContext {
  var title: Text?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var isBarHidden: Bool?
  var items: [ToolbarEntry] = []
  var search: SearchField?
}

/// Resolves `root` under a bar built from what it declares.
func makeNavigationNodes<Root: View>(root: Root, _ inputs: ResolveInputs) -> [ViewNode] {
  let context = NavigationContext()
  var rootInputs = inputs.container.child(.index(0))
  rootInputs.navigation = context
  let content = Flipbook.resolve(
    root.frame(maxWidth: .infinity, maxHeight: .infinity), rootInputs)
  let contentNode =
    content.count == 1 ? content[0] : StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: content)
  guard context.isBarHidden != true else { return [contentNode] }
  var barInputs = inputs.container.child(.index(1))
  barInputs.navigation = nil
  let bar = Flipbook.resolveSingle(_NavigationBar(context: context), barInputs)
  var bottomInputs = inputs.container.child(.index(2))
  bottomInputs.navigation = nil
  let bottomItems = context.items.filter { $0.placement == .bottomBar }
  let top = SafeAreaInsetNode(contentNode, inset: bar, edge: .top, alignment: .center, spacing: 0)
  guard !bottomItems.isEmpty else { return [top] }
  let bottom = Flipbook.resolveSingle(_BottomToolbar(items: bottomItems), bottomInputs)
  return [SafeAreaInsetNode(top, inset: bottom, edge: .bottom, alignment: .center, spacing: 0)]
}

/// The bar (see the essay atop this file).
struct _NavigationBar: View {
  let context: NavigationContext

  var body: some View {
    let large = (context.displayMode ?? .automatic) != .inline && context.title != nil
    let leading = context.items.filter { $0.placement.isLeading }
    let trailing = context.items.filter { $0.placement.isTrailing }
    let principal = context.items.first { $0.placement == .principal }
    VStack(alignment: .leading, spacing: 0) {
      ZStack {
        HStack(spacing: 16) {
          ForEach(leading.indices, id: \.self) { leading[$0].view }
          Spacer(minLength: 0)
          ForEach(trailing.indices, id: \.self) { trailing[$0].view }
        }
        .padding(.horizontal, 16)
        if let principal {
          principal.view
        } else if !large, let title = context.title {
          title.font(.headline).lineLimit(1)
        }
      }
      .frame(height: 44)
      if large, let title = context.title {
        title.font(.largeTitle.bold()).lineLimit(1)
          .padding(.horizontal, 16)
          .padding(.bottom, 8)
          .frame(maxWidth: .infinity, minHeight: 52, maxHeight: 52, alignment: .bottomLeading)
      }
      if let search = context.search { _SearchField(field: search) }
    }
    .frame(maxWidth: .infinity)
  }
}

/// The bottom toolbar: 49 points, its items spread across.
struct _BottomToolbar: View {
  let items: [ToolbarEntry]

  var body: some View {
    HStack {
      ForEach(items.indices, id: \.self) { i in
        if i > 0 { Spacer() }
        items[i].view
      }
    }
    .padding(.horizontal, 16)
    .frame(maxWidth: .infinity, minHeight: 49, maxHeight: 49)
  }
}
