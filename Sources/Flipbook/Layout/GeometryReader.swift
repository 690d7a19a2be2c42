import Foundation

/// A view that takes all the space it is offered and builds its content
/// from that size, as SwiftUI's `GeometryReader`. Children are placed at
/// the top-leading corner (iOS 14 and later). With no proposal it is
/// 10 × 10 points.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    [GeometryReaderNode { proxy in resolve(self.content(proxy), inputs.container.child(.index(0))) }]
  }
}

/// A reader's size and position, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
  /// The reader's size in points.
  public let size: CGSize
  let globalFrame: CGRect

  /// How far the safe area's edges lie inside the reader's frame: zero
  /// unless the reader reaches into a device's insets (a preview of a
  /// device, or a film given `safeAreaInsets`), as SwiftUI measures it.
  public let safeAreaInsets: EdgeInsets

  /// The frames of the named coordinate spaces around the reader.
  let namedSpaces: [AnyHashable: CGRect]

  init(
    size: CGSize, globalFrame: CGRect, safeAreaInsets: EdgeInsets = EdgeInsets(),
    namedSpaces: [AnyHashable: CGRect] = [:]
  ) {
    self.size = size
    self.globalFrame = globalFrame
    self.safeAreaInsets = safeAreaInsets
    self.namedSpaces = namedSpaces
  }

  /// The reader's frame in `coordinateSpace`: its own (origin zero), the
  /// render's root, or the enclosing view that `.coordinateSpace(name:)`
  /// named so (the root's, if no enclosing view has that name).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global: globalFrame
    case .named(let name):
      if let space = namedSpaces[name] { globalFrame.offsetBy(dx: -space.minX, dy: -space.minY) } else { globalFrame }
    }
  }

  /// The bounds of the container that names `coordinateSpace`, in the
  /// reader's own space, as SwiftUI's `bounds(of:)` (iOS 17): for
  /// `.scrollView`, the innermost scroll view's visible frame; nil when no
  /// enclosing view has that space.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard let space = namedSpaces[coordinateSpace.name] else { return nil }
    return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }
}

/// A coordinate space a view names, as SwiftUI's `NamedCoordinateSpace`
/// (iOS 17): `.coordinateSpace(.named("scroll"))`.
public struct NamedCoordinateSpace: Hashable {
  let name: AnyHashable

  /// The space named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }

  /// The innermost enclosing scroll view's space, which the system names
  /// (iOS 17).
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: CoordinateSpace.scrollViewName) }

  /// The innermost enclosing scroll view's space (one that scrolls along
  /// `axis`; Flipbook takes the innermost).
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

/// Records the frame of a view that names its coordinate space for the
/// views inside it.
final class CoordinateSpaceNode: ModifierNode {
  let name: AnyHashable

  init(_ child: ViewNode, name: AnyHashable) {
    self.name = name
    super.init(child)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    var inner = pass
    inner.namedSpaces[name] = frame
    return [inner.place(child, in: frame, proposal: proposal)]
  }
}

nonisolated struct _CoordinateSpaceModifier: ViewModifier, NodeModifier {
  let name: AnyHashable
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { CoordinateSpaceNode(node, name: name) }
}

nonisolated extension View {
  /// Names this view's coordinate space: a `GeometryProxy` inside it
  /// measures `frame(in: .named(name))` from this view's top-leading
  /// corner.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
  }

  /// Names this view's coordinate space (iOS 17's spelling).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(_CoordinateSpaceModifier(name: name.name))
  }
}

/// A coordinate space for `GeometryProxy.frame(in:)`, as in SwiftUI.
public enum CoordinateSpace: Hashable {
  /// The render's root.
  case global
  /// The view's own space.
  case local
  /// The space of the enclosing view named so by `.coordinateSpace(name:)`.
  case named(AnyHashable)

  /// The name a scroll view gives its frame for the views inside.
  static let scrollViewName = AnyHashable("_Flipbook.scrollView")

  /// The innermost enclosing scroll view's space (iOS 17): a view's
  /// `frame(in: .scrollView)` is measured from the scroll view's
  /// top-leading corner; outside any scroll view, the root's.
  public static var scrollView: CoordinateSpace { .named(scrollViewName) }

  /// The innermost enclosing scroll view's space along `axis`.
  public static func scrollView(axis: Axis) -> CoordinateSpace { scrollView }
}

/// A reader: as large as offered; its content is resolved during the
/// layout pass, when the reader's frame is known (the graph is then still
/// being updated on one thread: nothing is resolved while frames draw).
/// Each content view is offered the reader's size and placed at its
/// top-leading corner.
final class GeometryReaderNode: ViewNode {
  let makeContent: (GeometryProxy) -> [ViewNode]

  init(makeContent: @escaping (GeometryProxy) -> [ViewNode]) { self.makeContent = makeContent }

  override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let contentProposal = ProposedViewSize(frame.size)
    let proxy = GeometryProxy(
      size: frame.size, globalFrame: frame, safeAreaInsets: pass.safeAreaInsets(of: frame), namedSpaces: pass.namedSpaces)
    return makeContent(proxy).map { node in
      let size = node.sizeThatFits(contentProposal)
      return pass.place(node, in: CGRect(origin: frame.origin, size: size), proposal: contentProposal)
    }
  }
}
