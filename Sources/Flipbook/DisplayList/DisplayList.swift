import Foundation

/// What a laid-out view tree draws, as a value: paths with their shading,
/// text as glyph runs, images by content key, Canvas drawings as recorded
/// calls, and groups of items under an effect, in drawing order.
///
/// The layout pass's placed tree is lowered to a display list once per pass
/// (`PlacedView.displayList`); frames then render from display lists alone,
/// on any thread, in parallel (`DisplayListRenderer`). Everything in it is
/// resolved: geometry is in the root's space (points), colours are resolved
/// in the view's environment, effects carry their final values.
///
/// It is data through and through: two lists compare equal when they draw
/// the same (a film's frame whose list equals the previous frame's is not
/// drawn again), and `description` prints it as an indented tree (the text
/// of `expectGolden(ofDisplayList:)` and the `.displayList` snapshot
/// strategy).
public struct DisplayList: Equatable, Sendable {
  /// The items, back to front (added only through `append`, which keeps
  /// `depth`).
  private(set) var items: [Item] = []
  /// How deeply effects nest in this list (0: no effects): drawing recurses
  /// this deep, so a deep list draws on a large stack.
  private(set) var depth = 0
  /// Whether any item draws text (which needs the bundled fonts). Kept as
  /// items are appended, like `depth`, so no one walks a deep list for it.
  private(set) var containsText = false

  /// One thing drawn.
  enum Item: Equatable, Sendable {
    /// A filled or stroked path.
    case path(PathItem)
    /// A `Canvas`'s drawing.
    case canvas(CanvasItem)
    case text(TextItem)
    case image(ImageItem)
    /// A material: what is drawn behind blurred, then tinted, in a path.
    case backdrop(BackdropItem)
    /// Items drawn under an effect.
    indirect case effect(Effect, DisplayList)
  }

  /// A filled or stroked path.
  struct PathItem: Equatable, Sendable {
    /// How the path is drawn.
    enum Drawing: Equatable, Sendable {
      case fill(FillStyle)
      case stroke(StrokeStyle, antialiased: Bool)
    }

    /// The outline, in root space.
    var path: Path
    /// What it paints with, colours resolved.
    var shading: GraphicsContext.Shading
    /// Fill or stroke, with its style.
    var drawing: Drawing
  }

  /// Laid-out text drawn with its top-left corner at `origin` (root
  /// space), run `i` painted as `styles[i]`.
  struct TextItem: Equatable, Sendable {
    var layout: TextLayout
    var origin: CGPoint
    var styles: [TextRunStyle]
  }

  /// An image drawn into `frame` (root space): stretched or tiled, its
  /// cap insets kept at their size, filled with `tint` when a template.
  struct ImageItem: Equatable, Sendable {
    var source: ImageSource
    var frame: CGRect
    var capInsets: EdgeInsets
    var tiles: Bool
    var interpolation: ImageInterpolation
    var antialiased: Bool
    var tint: GraphicsContext.Shading?
  }

  /// A material's backdrop: the drawing behind `path` (root space) blurred
  /// by `blurRadius` points and saturated by `saturation`, then the path
  /// filled with `tint` over it.
  struct BackdropItem: Equatable, Sendable {
    var path: Path
    var fillStyle: FillStyle
    var blurRadius: CGFloat
    var saturation: Double
    var tint: GraphicsContext.Shading
  }

  /// A `Canvas`: what its closure drew, recorded when the list was made
  /// (`GraphicsContext.Recording`: the calls, in the canvas's own
  /// coordinates, clipped to its bounds first), replayed when the list is
  /// drawn.
  struct CanvasItem: Equatable, Sendable {
    /// The canvas's frame, in root space.
    var frame: CGRect
    /// The calls its closure made.
    var recording: GraphicsContext.Recording
    /// Why the closure could not be recorded (Cairo could not allocate
    /// the recording context); drawing the list then throws it.
    var failure: RasterizerError?
  }

  /// How a group of items is drawn.
  enum Effect: Equatable, Sendable {
    /// Composited once, as a layer, at this opacity (0 < opacity < 1).
    case opacity(Double)
    /// Drawn under this transform (root space to root space).
    case transform(CGAffineTransform)
    /// Drawn under this projective transform (root space to root space):
    /// a 3D rotation's perspective.
    case projection(ProjectionTransform)
    /// Clipped to the path (root space).
    case clip(Path, FillStyle)
    /// Composited once through the alpha of the mask's drawing.
    case mask(DisplayList)
    /// Each drawing call's result filtered (a shadow, a blur).
    case filter(GraphicsContext.Filter)
    /// Composited once as a layer with this blend mode.
    case blendMode(GraphicsContext.BlendMode)
    /// Composited once as a layer.
    case compositingGroup
    /// Drawn as it is: an SF Symbol's stand-in glyph, drawn into this
    /// frame (the list's space). Snapshot comparisons of text by its
    /// boxes judge it as a one-character run (`textRuns`): the stand-in
    /// glyphs are another designer's, as Inter is to SF Pro.
    case symbol(CGRect)
  }

  /// Appends `item` (an effect through `append(_:_:)`, which counts its depth).
  mutating func append(_ item: Item) {
    if case .effect(let effect, let content) = item {
      append(effect, content)
    } else {
      if case .text = item { containsText = true }
      items.append(item)
    }
  }

  /// Appends another list's items as they are (an effect that changes
  /// nothing, such as an identity transform), keeping its depth.
  mutating func append(contentsOf other: DisplayList) {
    items += other.items
    depth = max(depth, other.depth)
    containsText = containsText || other.containsText
  }


  /// Appends `content` under `effect`, unless it draws nothing.
  mutating func append(_ effect: Effect, _ content: DisplayList) {
    guard !content.items.isEmpty else { return }
    var nested = content.depth
    containsText = containsText || content.containsText
    if case .mask(let mask) = effect {
      nested = max(nested, mask.depth)
      containsText = containsText || mask.containsText
    }
    depth = max(depth, nested + 1)
    items.append(.effect(effect, content))
  }

  /// How many items the list holds, counting nested ones.
  var itemCount: Int {
    items.reduce(0) { count, item in
      if case .effect(let effect, let content) = item {
        var nested = content.itemCount
        if case .mask(let mask) = effect { nested += mask.itemCount }
        return count + 1 + nested
      }
      return count + 1
    }
  }
}
