import Foundation

extension GraphicsContext {
  /// A text resolved in a context's environment, ready to measure and
  /// draw, as SwiftUI's `GraphicsContext.ResolvedText`.
  public struct ResolvedText {
    let resolved: Text.Resolved
    let environment: EnvironmentValues

    /// The fill of text that sets no colour of its own (the environment's
    /// foreground style unless changed).
    public var shading: GraphicsContext.Shading

    /// The text's size when offered `size`: wrapped to its width,
    /// limited by its height, as a `Text` view sizes itself.
    public func measure(in size: CGSize) -> CGSize {
      let layout = self.layout(in: size)
      return CGSize(width: min(layout.size.width, size.width.isFinite ? max(size.width, 0) : .infinity), height: layout.size.height)
    }

    /// The first line's baseline from the top, laid out in `size`.
    public func firstBaseline(in size: CGSize) -> CGFloat { layout(in: size).firstBaseline }

    /// The last line's baseline from the top, laid out in `size`.
    public func lastBaseline(in size: CGSize) -> CGFloat { layout(in: size).lastBaseline }

    func layout(in size: CGSize) -> TextLayout {
      TextLayout.make(
        resolved.paragraph, width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil)
    }

    func styles(in frame: CGRect) -> [TextRunStyle] {
      resolved.styles.map { style in
        var runStyle = style.resolved(in: frame, environment)
        if style.fillsWithForeground { runStyle.shading = shading }
        return runStyle
      }
    }
  }

  /// Resolves `text` in this context's environment (font, foreground style,
  /// line settings).
  public func resolve(_ text: Text) -> ResolvedText {
    let resolved = text.resolved(in: environment)
    let fill = environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
    return ResolvedText(
      resolved: resolved, environment: environment,
      shading: fill._shading(in: .zero, environment: environment).resolved(in: environment))
  }

  /// Draws `text` on one line per paragraph, its `anchor` (a unit point of
  /// its bounds: `.center` by default) at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text` wrapped to `rect`'s width and limited to its height, from
  /// its top-left corner.
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  /// Draws resolved text, its `anchor` at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let layout = text.layout(in: CGSize(width: CGFloat.infinity, height: .infinity))
    let origin = CGPoint(x: point.x - anchor.x * layout.size.width, y: point.y - anchor.y * layout.size.height)
    draw(layout, at: origin, styles: text.styles(in: CGRect(origin: origin, size: layout.size)))
  }

  /// Draws resolved text wrapped to `rect`'s width and limited to its height.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    let layout = text.layout(in: rect.size)
    draw(layout, at: rect.origin, styles: text.styles(in: CGRect(origin: rect.origin, size: layout.size)))
  }
}
