import Foundation

/// `.contentShape`: the shape that stands for the content in hit testing.
nonisolated struct _ContentShapeModifier<S: Shape>: ViewModifier, NodeModifier {
  let shape: S
  let eoFill: Bool

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let shape = shape
    return ContentShapeNode(node, shape: { shape.path(in: $0) }, eoFill: eoFill)
  }
}

/// Replaces the child's drawn content for hit testing with a shape laid in
/// its frame.
final class ContentShapeNode: ModifierNode {
  let shape: (CGRect) -> Path
  let eoFill: Bool

  init(_ child: ViewNode, shape: @escaping (CGRect) -> Path, eoFill: Bool) {
    self.shape = shape
    self.eoFill = eoFill
    super.init(child)
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool {
    let frame = placed.frame
    return shape(CGRect(origin: .zero, size: frame.size))
      .contains(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), eoFill: eoFill)
  }
}

nonisolated extension View {
  /// Uses `shape` instead of the drawn content for hit testing (taps).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
  }
}
