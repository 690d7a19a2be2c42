import Foundation

/// A view that draws with SwiftUI's immediate-mode `GraphicsContext`, as
/// SwiftUI's `Canvas`. It takes the space it is offered (10 × 10 points
/// when none is), draws in its own coordinates (origin at its top-left)
/// and is clipped to its frame.
public struct Canvas: View, PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer`. Flipbook records what the closure
  /// draws when the frame's display list is made (on the thread playing
  /// the film), and draws it into 8-bit sRGB with the frame, so `opaque`,
  /// `colorMode` and `rendersAsynchronously` change nothing.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [CanvasNode(renderer: renderer, environment: inputs.environment)] }
}

/// A Canvas: a leaf whose drawing is its closure, run when the display
/// list is made (and recorded there).
final class CanvasNode: ViewNode {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues

  init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues) {
    self.renderer = renderer
    self.environment = environment
  }

  /// Runs the closure on a recording context the canvas's size (clipped
  /// to its bounds, as a canvas draws), so the display list holds what it
  /// drew as data.
  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    let size = placed.frame.size
    do {
      let recording = try GraphicsContext.record(size: size, scale: environment.displayScale, environment: environment) {
        context in
        context.clip(to: Path(CGRect(origin: .zero, size: size)))
        renderer(&context, size)
      }
      list.append(.canvas(DisplayList.CanvasItem(frame: placed.frame, recording: recording, failure: nil)))
    } catch {
      list.append(.canvas(DisplayList.CanvasItem(frame: placed.frame, recording: .init(), failure: error)))
    }
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool { placed.frame.contains(point) }
  override var isLeaf: Bool { true }
}
