import Foundation

/// A view that draws with SwiftUI's immediate-mode `GraphicsContext`, as
/// SwiftUI's `Canvas`. It takes the space it is offered (10 × 10 points
/// when none is), draws in its own coordinates (origin at its top-left)
/// and is clipped to its frame.
public struct Canvas: View, PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer`. `opaque`, `colorMode` and
  /// `rendersAsynchronously` are accepted for compatibility.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [CanvasNode(renderer: renderer, environment: inputs.environment)] }
}

final class CanvasNode: ViewNode {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues

  init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues) {
    self.renderer = renderer
    self.environment = environment
  }

  override func render(in frame: CGRect, _ context: inout RenderContext) {
    var graphics = context.graphics
    graphics.environment = environment
    graphics.translateBy(x: frame.minX, y: frame.minY)
    graphics.clip(to: Path(CGRect(origin: .zero, size: frame.size)))
    renderer(&graphics, frame.size)
  }

  override func contentContains(_ point: CGPoint, in frame: CGRect) -> Bool { frame.contains(point) }
}
