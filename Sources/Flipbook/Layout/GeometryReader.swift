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

  /// How far the safe area's edges lie inside the reader's frame: zero
  /// unless the reader reaches into a device's insets (a preview of a
  /// device, or a film given `safeAreaInsets`), as SwiftUI measures it.
  public let safeAreaInsets: EdgeInsets

  init(size: CGSize, globalFrame: CGRect, safeAreaInsets: EdgeInsets = EdgeInsets()) {
    self.size = size
    self.globalFrame = globalFrame
    self.safeAreaInsets = safeAreaInsets
  }

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
    return makeContent(GeometryProxy(size: frame.size, globalFrame: frame, safeAreaInsets: pass.safeAreaInsets(of: frame))).map { node in
      let size = node.sizeThatFits(contentProposal)
      return pass.place(node, in: pass.rounded(CGRect(origin: frame.origin, size: size)), proposal: contentProposal)
    }
  }
}
