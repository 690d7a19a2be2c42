import CCairo
import FlipbookCore
import Foundation

/// How one paragraph run is painted: its fill and its decoration lines.
public struct TextRunStyle: Equatable, Sendable {
  /// What the glyphs are filled with. Colour glyphs (emoji) keep their own
  /// colours and take only the context's opacity.
  public var shading: GraphicsContext.Shading
  /// The underline's shading; nil for no underline.
  public var underline: GraphicsContext.Shading?
  /// The strikethrough's shading; nil for no strikethrough.
  public var strikethrough: GraphicsContext.Shading?

  /// Creates a run style.
  public init(
    shading: GraphicsContext.Shading, underline: GraphicsContext.Shading? = nil,
    strikethrough: GraphicsContext.Shading? = nil
  ) {
    self.shading = shading
    self.underline = underline
    self.strikethrough = strikethrough
  }
}

extension TextRunStyle {
  /// The style with its shadings resolved in `environment`.
  func resolved(in environment: EnvironmentValues) -> TextRunStyle {
    TextRunStyle(
      shading: shading.resolved(in: environment), underline: underline?.resolved(in: environment),
      strikethrough: strikethrough?.resolved(in: environment))
  }
}

extension GraphicsContext {
  /// Draws a laid-out paragraph with its top-left corner at `origin`,
  /// painting the glyphs of paragraph run `i` as `styles[i]` says (the last
  /// style serves runs beyond the array). Glyphs are Cairo's, unhinted, at
  /// the device resolution.
  public func draw(_ layout: TextLayout, at origin: CGPoint, styles: [TextRunStyle]) {
    guard !layout.lines.isEmpty, !styles.isEmpty, origin.x.isFinite, origin.y.isFinite,
      !record(.text(layout, origin: origin, styles: styles.map { $0.resolved(in: environment) }))
    else { return }
    draw { cr, opacity in
      for line in layout.lines {
        let baseline = origin.y + line.baseline
        let lineX = origin.x + line.x
        for run in line.runs {
          let style = styles[min(run.runIndex, styles.count - 1)]
          if let paragraph = layout.paragraph, paragraph.runs.indices.contains(run.runIndex),
            let image = paragraph.runs[run.runIndex].inlineImage
          {
            drawInline(image, at: CGPoint(x: lineX + run.minX, y: baseline - run.rise), scale: layout.scale, style: style, on: cr, opacity: opacity)
            continue
          }
          if !run.glyphs.isEmpty {
            cairo_set_scaled_font(cr, run.font.pointer)
            if run.font.hasColor {
              cairo_set_source_rgba(cr, 0, 0, 0, opacity)
            } else {
              style.shading.setSource(
                on: cr, environment: environment, opacity: opacity, canvasSize: (canvas.width, canvas.height))
            }
            var glyphs = run.glyphs.map { glyph in
              cairo_glyph_t(index: glyph.id, x: Double(lineX) + glyph.x, y: Double(baseline) + glyph.y)
            }
            cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
          }
          // Pango gives each line's top edge: the underline's below the
          // baseline, the strikethrough's above it.
          func rule(_ shading: Shading?, top: CGFloat, thickness: CGFloat) {
            guard let shading, run.maxX > run.minX else { return }
            cairo_rectangle(cr, lineX + run.minX, top, run.maxX - run.minX, thickness)
            shading.setSource(on: cr, environment: environment, opacity: opacity, canvasSize: (canvas.width, canvas.height))
            cairo_fill(cr)
          }
          rule(style.underline, top: baseline + run.underline.offset - run.rise, thickness: run.underline.thickness)
          rule(style.strikethrough, top: baseline - run.strikethrough.offset - run.rise, thickness: run.strikethrough.thickness)
        }
      }
    }
  }

  /// An inline image with its box's bottom-left corner at `origin` (on the
  /// baseline), its outline filled, and grown for a heavier weight, with
  /// its run's shading.
  private func drawInline(
    _ image: TextInlineImage, at origin: CGPoint, scale: CGFloat, style: TextRunStyle, on cr: OpaquePointer, opacity: Double
  ) {
    let width = image.size.width * scale, height = image.size.height * scale
    guard image.unitSize.width > 0, image.unitSize.height > 0, width.isFinite, height.isFinite, width > 0, height > 0
    else { return }
    let unit = height / image.unitSize.height
    let path = image.path.applying(
      CGAffineTransform(scaleX: width / image.unitSize.width, y: unit)
        .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y - height)))
    style.shading.setSource(on: cr, environment: environment, opacity: opacity, canvasSize: (canvas.width, canvas.height))
    path.replaceCairoPath(of: cr, filling: FillStyle())
    cairo_fill(cr)
    if image.emboldening > 0 {
      path.replaceCairoPath(of: cr)
      cairo_set_line_width(cr, image.emboldening * unit)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      cairo_stroke(cr)
    }
  }
}
