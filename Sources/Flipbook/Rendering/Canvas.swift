import Foundation

/// A view that draws with SwiftUI's immediate-mode `GraphicsContext`, as
/// SwiftUI's `Canvas`. It takes the space it is offered (10 × 10 points
/// when none is), draws in its own coordinates (origin at its top-left)
/// and is clipped to its frame.
public struct Canvas: View, PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer`. Flipbook draws every canvas into 8-bit
  /// sRGB on the thread rendering the frame, so `opaque`, `colorMode` and
  /// `rendersAsynchronously` change nothing.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [CanvasNode(renderer: renderer, environment: inputs.environment)] }
}

/// A Canvas: a leaf whose drawing is its closure, run when frames draw.
final class CanvasNode: ViewNode {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues

  init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues) {
    self.renderer = renderer
    self.environment = environment
  }

  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    list.append(.canvas(DisplayList.CanvasItem(frame: placed.frame, environment: environment, renderer: renderer)))
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool { placed.frame.contains(point) }
}
