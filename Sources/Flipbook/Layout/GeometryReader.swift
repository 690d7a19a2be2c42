import Foundation

/// A view that takes all the space it is offered and builds its content
/// from that size, as SwiftUI's `GeometryReader`. Children are placed at
/// the top-leading corner (iOS 14 and later). With no proposal it is
/// 10 × 10 points.
public struct GeometryReader<Content: View>: View, PrimitiveView {
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

  /// The safe area insets (Flipbook renders without any: zero).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `coordinateSpace`.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global, .named: globalFrame
    }
  }
}

/// A coordinate space for `GeometryProxy.frame(in:)`, as in SwiftUI.
public enum CoordinateSpace: Hashable {
  /// The render's root.
  case global
  /// The view's own space.
  case local
  /// A named space (Flipbook treats it as global).
  case named(AnyHashable)
}

final class GeometryReaderNode: ViewNode {
  let makeContent: (GeometryProxy) -> [ViewNode]

  init(makeContent: @escaping (GeometryProxy) -> [ViewNode]) { self.makeContent = makeContent }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  /// The content resolved by `prepare`, for the frame it was given.
  private var prepared: (frame: CGRect, children: [(ViewNode, CGRect)])?

  /// The content for `frame`: the prepared content when the frame is the
  /// prepared one, else resolved now (outside a film, where nothing runs
  /// in parallel).
  private func children(in frame: CGRect) -> [(ViewNode, CGRect)] {
    if let prepared, prepared.frame == frame { return prepared.children }
    return makeContent(GeometryProxy(size: frame.size, globalFrame: frame)).map { node in
      let size = node.sizeThatFits(ProposedViewSize(frame.size))
      return (node, CGRect(origin: frame.origin, size: size))
    }
  }

  override func prepare(in frame: CGRect, scale: CGFloat) {
    let children = children(in: frame)
    prepared = (frame, children)
    for (node, childFrame) in children { node.prepare(in: pixelRounded(childFrame, scale: scale), scale: scale) }
  }

  override func render(in frame: CGRect, _ context: inout RenderContext) {
    for (node, childFrame) in children(in: frame) { node.render(in: context.rounded(childFrame), &context) }
  }

  override func hitTest(_ point: CGPoint, in frame: CGRect) -> TapTarget? {
    for (node, childFrame) in children(in: frame).reversed() {
      if let target = node.hitTest(point, in: childFrame) { return target }
    }
    return nil
  }

  override func contentContains(_ point: CGPoint, in frame: CGRect) -> Bool {
    children(in: frame).contains { $0.0.contentContains(point, in: $0.1) }
  }
}
