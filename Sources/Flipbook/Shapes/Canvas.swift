import Foundation

/// A view that draws with SwiftUI's immediate-mode `GraphicsContext`, as
/// SwiftUI's `Canvas`. It takes the space it is offered (10 × 10 points
/// when none is), draws in its own coordinates (origin at its top-left)
/// and is clipped to its frame.
///
/// `symbols` are views the closure draws by tag (`context.resolveSymbol(id:)`):
/// each is rendered at its ideal size, in the canvas's environment and
/// scale, when the canvas draws (in its initial state: a symbol's state
/// doesn't change), and drawn as an image.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let symbols: Symbols

  /// A canvas drawn by `renderer`, which may draw `symbols` by their tags,
  /// as SwiftUI's `init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.symbols = symbols()
  }

  /// A canvas drawn by `renderer`. Flipbook records what the closure
  /// draws when the frame's display list is made (on the thread playing
  /// the film), and draws it into 8-bit sRGB with the frame, so `opaque`,
  /// `colorMode` and `rendersAsynchronously` change nothing.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
    symbols = EmptyView()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    var node = CanvasNode(renderer: renderer, environment: inputs.environment)
    if Symbols.self != EmptyView.self {
      // The tags now; the pictures when the canvas draws.
      let children = _VariadicView.Children(resolving: symbols, inputs)
      let symbols = self.symbols
      let ids = children.map { $0.node.tag(below: children.site) }
      node = CanvasNode(renderer: renderer, environment: inputs.environment) { environment in
        var resolved: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for (index, id) in ids.enumerated() {
          guard let id, resolved[id] == nil else { continue }
          let renderer = ImageRenderer(content: Group(subviews: symbols) { $0[index] })
          renderer.environment = environment
          renderer.scale = environment.displayScale
          guard let bitmap = renderer.bitmap, let source = try? ImageSource(bitmap: bitmap) else { continue }
          resolved[id] = GraphicsContext.ResolvedSymbol(source: source)
        }
        return resolved
      }
    }
    return [node]
  }
}

/// A Canvas: a leaf whose drawing is its closure, run when the display
/// list is made (and recorded there).
final class CanvasNode: ViewNode {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues
  /// The canvas's symbols, rendered (none without).
  let symbols: ((EnvironmentValues) -> [AnyHashable: GraphicsContext.ResolvedSymbol])?

  init(
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues,
    symbols: ((EnvironmentValues) -> [AnyHashable: GraphicsContext.ResolvedSymbol])? = nil
  ) {
    self.renderer = renderer
    self.environment = environment
    self.symbols = symbols
    super.init()
    role = .leaf
  }

  /// Runs the closure on a recording context the canvas's size (clipped
  /// to its bounds, as a canvas draws), so the display list holds what it
  /// drew as data.
  override func lower(_ placed: PlacedView, into list: inout DisplayList) {
    let size = placed.frame.size
    do {
      let symbols = self.symbols?(environment) ?? [:]
      var recorded: Result<GraphicsContext.Recording, RasterizerError>?
      GraphicsContext.ResolvedSymbol.$current.withValue(GraphicsContext.ResolvedSymbol.Symbols(symbols)) {
        recorded = Result { () throws(RasterizerError) in
          try GraphicsContext.record(size: size, scale: environment.displayScale, environment: environment) { context in
            context.clip(to: Path(CGRect(origin: .zero, size: size)))
            renderer(&context, size)
          }
        }
      }
      let recording = try recorded!.get()
      list.append(.canvas(DisplayList.CanvasItem(frame: placed.frame, recording: recording, failure: nil)))
    } catch {
      list.append(.canvas(DisplayList.CanvasItem(frame: placed.frame, recording: .init(), failure: error)))
    }
  }

  override func contentContains(_ placed: PlacedView, _ point: CGPoint) -> Bool { placed.frame.contains(point) }
}

extension GraphicsContext {
  /// A canvas symbol rendered, ready to draw, as SwiftUI's
  /// `GraphicsContext.ResolvedSymbol`.
  public struct ResolvedSymbol {
    let source: ImageSource

    /// Its size in points.
    public var size: CGSize { source.size }

    /// The symbols of the canvas whose closure is running.
    @TaskLocal static var current: Symbols?

    /// A canvas's rendered symbols, by tag.
    final class Symbols: @unchecked Sendable {
      let byID: [AnyHashable: ResolvedSymbol]
      init(_ byID: [AnyHashable: ResolvedSymbol]) { self.byID = byID }
    }
  }

  /// The canvas's symbol tagged `id`, or nil when it has none.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { ResolvedSymbol.current?.byID[AnyHashable(id)] }

  /// Draws `symbol` at its size, its `anchor` at `point`.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = symbol.size
    draw(symbol, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
      width: size.width, height: size.height))
  }

  /// Draws `symbol` stretched into `rect`.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    draw(symbol.source, in: rect, interpolation: .high, antialiased: true, tint: nil)
  }
}
