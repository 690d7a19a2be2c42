import Foundation

/// A stack's screens resolved and drawn, the top one over the one below
/// (see the essay in `NavigationStack.swift`).
nonisolated struct NavigationStackHost: View, PrimitiveView {
  let root: AnyView
  let values: [AnyHashable]
  let views: [PushedView]
  let navigator: Navigator

  /// How many screens under the top are resolved at most (with the root):
  /// a longer path draws its top screens, documented clamp for bad input.
  static let resolvedDepth = 32

  var body: Never { primitiveBody() }

  /// One screen of the stack.
  private struct Screen {
    enum Kind {
      case root
      case value(AnyHashable, index: Int)
      case view(PushedView)
      case presented(AnyView, dismiss: () -> Void, index: Int)
    }

    var kind: Kind
    var id: AnyHashable {
      switch kind {
      case .root: "root"
      case .value(let value, let index): ["value", index, value] as [AnyHashable]
      case .view(let pushed): ["view", pushed.id] as [AnyHashable]
      case .presented(_, _, let index): ["presented", index] as [AnyHashable]
      }
    }
  }

  /// A screen resolved: its nodes and what it said about its bar.
  private struct Resolved {
    var id: AnyHashable
    var nodes: [ViewNode]
    /// Its bar, drawn in the bars' layer (nil: hidden).
    var bar: ViewNode?
    var context: NavigationContext
    var large: Bool
  }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    var screens = [Screen(kind: .root)]
    screens += values.enumerated().map { Screen(kind: .value($1, index: $0)) }
    screens += views.map { Screen(kind: .view($0)) }
    // The root always (its destinations), then the top screens.
    let firstResolved = max(1, screens.count - Self.resolvedDepth)
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    var resolved: [Resolved] = []
    var index = 0
    while index < screens.count {
      if index > 0, index < firstResolved {
        index = firstResolved
        continue
      }
      let screen = screens[index]
      let context = NavigationContext()
      let below = resolved.last
      let content: AnyView
      switch screen.kind {
      case .root:
        content = root
      case .value(let value, _):
        if let destination = destinations[ObjectIdentifier(type(of: value.base))], let view = destination(value) {
          content = view
        } else {
          Warnings.once(
            "A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching navigationDestination declaration visible from the location of the link")
          content = AnyView(
            Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(.yellow).font(.largeTitle)
              .frame(maxWidth: .infinity, maxHeight: .infinity))
        }
      case .view(let pushed):
        content = pushed.view
      case .presented(let view, _, _):
        content = view
      }
      var screenInputs = inputs.child(.id(screen.id))
      let pop = popAction(screen)
      if index > 0 {
        let box = UncheckedAction(pop)
        screenInputs.environment.dismiss = DismissAction { box.run() }
      }
      screenInputs.environment.navigator = navigator
      let back = below.map { NavigationBack(previous: $0.context.title, action: pop) }
      let barSlot = NavigationBarSlot()
      let nodes = makeNavigationNodes(
        root: content, context: context, back: back, inheritsLargeTitle: below?.large ?? true, barApart: barSlot,
        screenInputs)
      destinations.merge(context.destinations) { _, new in new }
      resolved.append(Resolved(
        id: screen.id, nodes: nodes, bar: barSlot.node, context: context,
        large: _NavigationBar.isLarge(context, inheritsLargeTitle: below?.large ?? true)))
      // What this screen presents goes on the stack after everything else.
      for (offset, presented) in context.presented.enumerated() {
        screens.append(Screen(kind: .presented(presented.view, dismiss: presented.dismiss, index: screens.count + offset)))
      }
      index += 1
    }
    // The top screen and the one under it are drawn (the one under shows
    // while the top slides in or out), and the one under that, unseen, so
    // that a pop reveals screens already in place rather than inserting them.
    let visible = Array(resolved.suffix(3))
    let layers = visible.enumerated().map { position, screen in
      NavigationLayer(
        id: screen.id, nodes: screen.nodes, bar: screen.bar, isTop: position == visible.count - 1,
        isBuried: position < visible.count - 2, isRoot: screen.id == resolved[0].id)
    }
    // The screens slide; their bars, in a layer of their own over them,
    // cross-fade (UINavigationBar's title and items).
    let bars = layers.filter { $0.bar != nil && !$0.isBuried }
    let view = ZStack {
      ForEach(layers, id: \.id) { layer in
        _NavigationScreen(layer: layer)
      }
    }
    .overlay(alignment: .top) {
      ZStack(alignment: .top) {
        ForEach(bars, id: \.id) { layer in
          _NavigationBarLayer(layer: layer)
        }
      }
    }
    .animation(navigationTransitionAnimation, value: layers.map(\.id))
    // A navigation stack takes the space it is offered, as UIKit's
    // navigation controller behind SwiftUI's does: offered nothing (a
    // snapshot's size that fits, `sizeThatFits(in: .zero)`) it is empty,
    // and swift-snapshot-testing then draws it on the device's screen
    // (mmgoncalves/cstv's `MatchListView`, iOS 17: 1179 × 2556 px, not the
    // 32 × 116 pt its content would pick).
    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
    return Flipbook.resolve(view, inputs.child(.index(0)))
  }

  /// What pops `screen` (and everything above it): the back button's and
  /// `dismiss`'s action.
  private func popAction(_ screen: Screen) -> () -> Void {
    let navigator = navigator
    let valueCount = values.count, viewCount = views.count
    switch screen.kind {
    case .root:
      return {}
    case .value(_, let index):
      return {
        if viewCount > 0 { navigator.popViews(viewCount) }
        navigator.popValues(valueCount - index)
      }
    case .view(let pushed):
      let position = views.firstIndex { $0.id == pushed.id } ?? 0
      return { navigator.popViews(viewCount - position) }
    case .presented(_, let dismiss, _):
      return { withAnimation(navigationTransitionAnimation) { dismiss() } }
    }
  }
}

/// A pop for a `DismissAction`, whose closure is `@Sendable`: it runs on
/// the graph's thread, as every action does.
private final class UncheckedAction: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}

/// One drawn screen of a stack.
struct NavigationLayer {
  var id: AnyHashable
  var nodes: [ViewNode]
  var bar: ViewNode?
  var isTop: Bool
  /// Under the screen under the top: not drawn.
  var isBuried: Bool
  var isRoot: Bool
}

/// A screen: opaque unless the root, moved a third of the way out and
/// dimmed when covered, sliding in from and out to the trailing edge when
/// pushed and popped.
nonisolated struct _NavigationScreen: View {
  let layer: NavigationLayer

  var body: some View {
    _ResolvedNodes(nodes: layer.nodes)
      .background { if !layer.isRoot { Color.semantic(.systemBackground).ignoresSafeArea() } }
      .overlay { Color.black.opacity(layer.isTop ? 0 : 0.1).ignoresSafeArea().allowsHitTesting(false) }
      .modifier(_CoveredScreenEffect(covered: layer.isTop ? 0 : 1))
      .opacity(layer.isBuried ? 0 : 1)
      .allowsHitTesting(layer.isTop)
      .readByAccessibility(only: layer.isTop)
      .transition(layer.isTop ? .move(edge: .trailing) : .identity)
  }
}

/// A screen's bar in the bars' layer: shown for the top screen, faded out
/// for the one under it, fading in and out as they come and go.
nonisolated struct _NavigationBarLayer: View {
  let layer: NavigationLayer

  var body: some View {
    _ResolvedNodes(nodes: layer.bar.map { [$0] } ?? [])
      .opacity(layer.isTop ? 1 : 0)
      .allowsHitTesting(layer.isTop)
      .readByAccessibility(only: layer.isTop)
      .transition(.opacity)
  }
}

nonisolated extension View {
  /// A stack's layer as accessibility reads it: only the top one, its
  /// elements kept apart (not merged into one).
  fileprivate func readByAccessibility(only isTop: Bool) -> some View {
    accessibilityProperties { properties in
      properties.isHidden = !isTop
      properties.children = .contain
    }
  }
}

/// Moves a covered screen a third of its width towards the leading edge
/// (`covered` from 0 to 1), as UIKit's push moves the screen below.
nonisolated struct _CoveredScreenEffect: GeometryEffect {
  var covered: CGFloat

  var animatableData: CGFloat {
    get { covered }
    set { covered = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: -size.width * 0.3 * covered, y: 0))
  }
}
