import CCairo
import FlipbookCore
import Foundation

/// SwiftUI's immediate-mode drawing API — the context a `Canvas` hands its
/// closure — implemented on Cairo.
///
/// ## How it works
///
/// A context is a *value*: its drawing state (`opacity`, `blendMode`,
/// `transform`, clips, filters, environment) lives in the struct, so a copy
/// can be changed without touching the original, as in SwiftUI. Only the
/// pixels it draws into are shared: a reference to a `CairoCanvas` (one Cairo
/// image surface and `cairo_t`). Each drawing call therefore configures Cairo
/// from scratch — save, device scale × `transform`, clips, operator — draws,
/// and restores; no Cairo state leaks between calls or copies.
///
/// Coordinates are points in the context's user space, y down; the canvas
/// has `scale` pixels per point, applied under `transform`. Clips are stored
/// already mapped into the canvas's point space, so later transforms do not
/// move them.
///
/// Most calls draw straight onto the canvas, with `opacity` folded into the
/// shading's alpha (a single fill or stroke covers each pixel once, so this
/// equals compositing it). Three things need the result of a call as an
/// image first, and render it into an offscreen layer of the same size, then
/// composite that layer: filters (a shadow blurs the drawn alpha), inverse
/// clips (composited through a coverage mask) and `.plusDarker` (which Cairo
/// has no operator for). `drawLayer` uses the same path for a whole group of
/// calls, which is what makes group opacity show no overlaps.
public struct GraphicsContext {
  /// Where this context's drawing lands.
  let canvas: CairoCanvas

  /// The opacity every drawing call is composited with, 0 ... 1 (default 1).
  public var opacity: Double = 1
  /// How drawing combines with what is already there (default `.normal`).
  public var blendMode: BlendMode = .normal
  /// User space → the canvas's points, applied to everything drawn after it
  /// is set. Starts as the identity.
  public var transform: CGAffineTransform = .identity
  /// The environment: colour scheme and asset catalogs used to resolve colours.
  public var environment: EnvironmentValues

  /// Clips, each in the canvas's point space.
  var clips: [Clip] = []
  /// Filters applied to each later drawing call (or layer), in the order added.
  var filters: [AppliedFilter] = []
  /// Whether drawing here is filtered (a shadow, a blur).
  package var isFiltered: Bool { !filters.isEmpty }
  /// Where calls go instead of the canvas in a recording context
  /// (`GraphicsContext.record`); nil when drawing for real.
  let recorder: Recorder?

  /// A clip as a context keeps it: the path in the canvas's coordinates
  /// (points; the transform at `clip(to:)` applied).
  public struct Clip: Equatable, Sendable {
    /// The clip's outline.
    public internal(set) var path: Path
    /// How its inside is found.
    public internal(set) var style: FillStyle
    /// Whether it keeps what lies outside the path instead.
    public internal(set) var inverse: Bool
  }

  init(canvas: CairoCanvas, environment: EnvironmentValues) {
    self.canvas = canvas
    self.environment = environment
    recorder = nil
  }

  /// A recording context: its calls go to `recorder`; `placeholder`
  /// gives the scale and is never drawn into.
  init(recorder: Recorder, placeholder: CairoCanvas, environment: EnvironmentValues) {
    canvas = placeholder
    self.environment = environment
    self.recorder = recorder
  }

  /// Whether filters apply to this context's drawing (for Flipbook's view
  /// layer, which must clip what a shadow shadows, not the shadow).
  package var _hasFilters: Bool { !filters.isEmpty }

  /// The canvas's size in points.
  var canvasBounds: CGRect {
    if let recorder { return recorder.bounds }
    return CGRect(x: 0, y: 0, width: CGFloat(canvas.width) / canvas.scale, height: CGFloat(canvas.height) / canvas.scale)
  }

  /// The device matrix: points → pixels, after `transform`.
  var deviceTransform: CGAffineTransform {
    transform.concatenating(CGAffineTransform(scaleX: canvas.scale, y: canvas.scale))
  }

  /// How many device pixels one user-space unit spans (the geometric mean of
  /// the device matrix's axis scales): used for blur radii and hairlines.
  var pixelsPerUnit: CGFloat {
    let m = deviceTransform
    let determinant = abs(m.a * m.d - m.b * m.c)
    return determinant > 0 ? determinant.squareRoot() : canvas.scale
  }
}
