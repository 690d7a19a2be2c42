import FlipbookCore
import Foundation

// MARK: - Drawing recorded as data
//
// A `Canvas` draws with an immediate-mode context: its closure calls
// `fill`, `stroke`, `draw` and `drawLayer` with the context's state
// (transform, opacity, blend mode, clips, filters) as it stands at each
// call. Flipbook runs the closure when the frame's display list is made,
// against a recording context: every drawing call is kept, with that
// state, as a `Call`, and a `drawLayer`'s content as a nested recording.
// The display list then holds data, not code: it compares, prints, and
// draws on any thread.
//
// Replaying re-issues the very same calls on a real context, so a replay
// draws exactly what the closure drew straight to the canvas. The
// recording starts from a neutral state in the canvas's own coordinates;
// the context it is replayed into supplies what lies outside (the canvas's
// place in the frame, the effects around it):
//
// - transforms compose: a call's transform is its recorded one followed by
//   the replay context's;
// - clips are stored in the recording's coordinates (as `clip(to:)`
//   stores them, in the space of the canvas) and mapped by the replay
//   context's transform, after the replay context's own clips;
// - filters apply after the replay context's own (the filter of a
//   `.shadow` around the canvas wraps each of its calls, as when drawn
//   directly);
// - opacity and blend mode are the recorded ones (a canvas is replayed
//   where they are neutral: the display list draws opacity and blend
//   modes as layers around it).
//
// Colours are resolved when recorded (the shading and filter colours, in
// the context's environment then), so a recording needs no environment to
// replay and equal recordings draw equal pixels.

extension GraphicsContext {
  /// A drawing recorded as data: the calls a closure made on a recording
  /// context, each with the context's state at the call (see the essay
  /// above). Equal recordings draw the same pixels.
  public struct Recording: Equatable, Sendable {
    /// The calls, in order.
    public internal(set) var calls: [Call] = []

    /// A recording with no calls.
    public init() {}
  }

  /// One recorded drawing call and the state it was made in.
  public struct Call: Equatable, Sendable {
    /// What was drawn.
    public var operation: Operation
    /// The context's state at the call.
    public var state: State
  }

  /// A recorded drawing call.
  public enum Operation: Equatable, Sendable {
    /// `fill(_:with:style:)`.
    case fill(Path, Shading, FillStyle)
    /// `stroke(_:with:style:)`; a hairline keeps `lineWidth` 0.
    case stroke(Path, Shading, StrokeStyle, antialiased: Bool)
    /// `draw(_:at:styles:)` of a laid-out paragraph: its glyph runs.
    case text(TextLayout, origin: CGPoint, styles: [TextRunStyle])
    /// `draw(_:in:from:interpolation:antialiased:tint:)` of an image.
    case image(
      ImageSource, in: CGRect, from: CGRect?, interpolation: ImageInterpolation, antialiased: Bool, tint: Shading?)
    /// `drawLayer(content:)`: the content recorded on its own, composited
    /// once with the state.
    indirect case layer(Recording)
  }

  /// The part of a context's state a drawing call depends on.
  public struct State: Equatable, Sendable {
    /// `opacity`.
    public var opacity: Double
    /// `blendMode`.
    public var blendMode: BlendMode
    /// `transform`, in the recording's coordinates.
    public var transform: CGAffineTransform
    /// The clips, in the recording's coordinates.
    public var clips: [Clip]
    /// The filters, colours resolved.
    public var filters: [AppliedFilter]
  }

  /// Collects the calls of a recording context (one per `drawLayer`
  /// level).
  final class Recorder {
    var recording = Recording()
    /// The recording canvas's bounds, in points.
    let bounds: CGRect

    init(bounds: CGRect) { self.bounds = bounds }
  }

  /// Runs `body` on a recording context of `size` points at `scale`
  /// pixels a point in `environment`, and returns what it drew.
  /// - Throws: `RasterizerError.cairo` when Cairo can't allocate the
  ///   context's one-pixel placeholder.
  public static func record(
    size: CGSize, scale: CGFloat, environment: EnvironmentValues, _ body: (inout GraphicsContext) -> Void
  ) throws(RasterizerError) -> Recording {
    let recorder = Recorder(bounds: CGRect(origin: .zero, size: size))
    var context = GraphicsContext(
      recorder: recorder, placeholder: try CairoCanvas.placeholder(scale: scale), environment: environment)
    body(&context)
    return recorder.recording
  }

  /// Records `operation` with the state now, when this is a recording
  /// context; false when it draws for real.
  func record(_ operation: Operation) -> Bool {
    guard let recorder else { return false }
    recorder.recording.calls.append(Call(operation: operation, state: recordedState))
    return true
  }

  /// The state as recorded: filter colours resolved in the environment.
  private var recordedState: State {
    State(
      opacity: opacity, blendMode: blendMode, transform: transform, clips: clips,
      filters: filters.map { AppliedFilter(filter: $0.filter.resolved(in: environment), options: $0.options) })
  }

  /// Replays `recording` into this context: each call made again with its
  /// recorded state placed in this context's (see the essay above).
  public func replay(_ recording: Recording) {
    replay(recording, base: self)
  }

  private func replay(_ recording: Recording, base: GraphicsContext) {
    for call in recording.calls {
      var context = base
      context.opacity = call.state.opacity
      context.blendMode = call.state.blendMode
      context.transform = call.state.transform.concatenating(base.transform)
      context.clips = base.clips + call.state.clips.map {
        Clip(path: $0.path.applying(base.transform), style: $0.style, inverse: $0.inverse)
      }
      context.filters = base.filters + call.state.filters
      switch call.operation {
      case .fill(let path, let shading, let style):
        context.fill(path, with: shading, style: style)
      case .stroke(let path, let shading, let style, let antialiased):
        context._stroke(path, with: shading, style: style, antialiased: antialiased)
      case .text(let layout, let origin, let styles):
        context.draw(layout, at: origin, styles: styles)
      case .image(let source, let rect, let part, let interpolation, let antialiased, let tint):
        context.draw(source, in: rect, from: part, interpolation: interpolation, antialiased: antialiased, tint: tint)
      case .layer(let content):
        // The layer's own context starts as `drawLayer` starts it: this
        // transform, no clips, no filters; its calls were recorded from
        // there, so they compose with the replay's transform alone.
        context.drawLayer { inner in
          var layerBase = inner
          layerBase.transform = base.transform
          inner.replay(content, base: layerBase)
        }
      }
    }
  }
}

/// A filter as a context keeps it: the filter and its options.
public struct AppliedFilter: Equatable, Sendable {
  /// The filter.
  public var filter: GraphicsContext.Filter
  /// How it is applied.
  public var options: GraphicsContext.FilterOptions
}


