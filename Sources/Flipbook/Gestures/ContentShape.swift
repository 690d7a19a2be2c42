import Foundation

/// `.contentShape`: the shape that stands for the content in hit testing.
nonisolated struct _ContentShapeModifier<S: Shape>: ViewModifier, NodeModifier {
  let shape: S
  let eoFill: Bool
  var forHitTesting = true

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    guard forHitTesting else { return node }
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

/// The kinds of content shape a view can define: which interactions a
/// `contentShape(_:_:eoFill:)` shape stands in for (SwiftUI,
/// iOS 15 / macOS 12).
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Hit testing and accessibility: the shape a tap lands in.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The shape of a drag's lifted preview.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The shape of a context menu's lifted preview.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// The shape a pointer's hover effect takes (iPadOS).
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// The shape a focus ring takes (macOS).
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// The shape accessibility reports as the view's frame.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

nonisolated extension View {
  /// Uses `shape` instead of the drawn content for hit testing (taps).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
  }

  /// Uses `shape` for the interactions `kinds` names. Only `.interaction`
  /// changes anything in a film (which taps land); previews, hover and focus
  /// shapes are drawn only while a person lifts, points at or focuses the
  /// view, which a render never does, so the view draws as it is.
  public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
    modifier(_ContentShapeModifier(
      shape: shape, eoFill: eoFill, forHitTesting: kinds.contains(.interaction)))
  }
}
