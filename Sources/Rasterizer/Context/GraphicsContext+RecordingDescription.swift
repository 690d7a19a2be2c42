import FlipbookCore
import Foundation

// Drawing data as text, for display-list goldens and diffs: stable from
// run to run (figures to two decimals, colours as hex, images by content
// key, fonts by their descriptors), one drawing call a line, nested
// content indented two spaces deeper.

/// How figures and colours are written in printed display lists.
package enum DrawingText {
  /// `value` to two decimals, trailing zeros dropped ("3", "0.5", "-12.25").
  package static func figure(_ value: CGFloat) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.2f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// "(x, y)".
  package static func point(_ point: CGPoint) -> String { "(\(figure(point.x)), \(figure(point.y)))" }

  /// "w×h".
  package static func size(_ size: CGSize) -> String { "\(figure(size.width))×\(figure(size.height))" }

  /// "(x, y) w×h".
  package static func rect(_ rect: CGRect) -> String { "\(point(rect.origin)) \(size(rect.size))" }

  /// The colour as sRGB hex with alpha, "#RRGGBBAA" (extended-range
  /// components clamped).
  package static func color(_ color: Color) -> String {
    let c = color.resolve(in: EnvironmentValues())
    func byte(_ v: Float) -> String {
      let value = Int((min(max(v, 0), 1) * 255).rounded())
      return String(value, radix: 16, uppercase: true).leftPadded(to: 2)
    }
    return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + byte(c.opacity)
  }

  /// "[a b c d tx ty]".
  package static func transform(_ t: CGAffineTransform) -> String {
    "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(figure).joined(separator: " ") + "]"
  }

  /// The path's elements: "M x y", "L x y", "Q cx cy x y", "C c1x c1y c2x
  /// c2y x y", "Z".
  package static func path(_ path: Path) -> String {
    var parts: [String] = []
    path.forEach { element in
      switch element {
      case .move(let p): parts.append("M \(figure(p.x)) \(figure(p.y))")
      case .line(let p): parts.append("L \(figure(p.x)) \(figure(p.y))")
      case .quadCurve(let p, let c): parts.append("Q \(figure(c.x)) \(figure(c.y)) \(figure(p.x)) \(figure(p.y))")
      case .curve(let p, let c1, let c2):
        parts.append(
          "C \(figure(c1.x)) \(figure(c1.y)) \(figure(c2.x)) \(figure(c2.y)) \(figure(p.x)) \(figure(p.y))")
      case .closeSubpath: parts.append("Z")
      }
    }
    return parts.isEmpty ? "(empty)" : parts.joined(separator: " ")
  }

  /// "even-odd" when the fill rule is, else nothing.
  package static func fillStyle(_ style: FillStyle) -> String { style.isEOFilled ? " even-odd" : "" }

  /// A fill, as a display list and a recording print it; `state` is what
  /// a recorded call's context adds (" transform … clip …").
  package static func fill(
    _ path: Path, _ shading: GraphicsContext.Shading, _ style: FillStyle, state: String = "", indent: String
  ) -> String {
    "\(indent)fill \(shading)\(fillStyle(style))\(state) \(self.path(path))"
  }

  /// A stroke, as `fill` prints a fill.
  package static func stroke(
    _ path: Path, _ shading: GraphicsContext.Shading, _ style: StrokeStyle, antialiased: Bool, state: String = "",
    indent: String
  ) -> String {
    "\(indent)stroke \(shading) \(strokeStyle(style))\(antialiased ? "" : " aliased")\(state) \(self.path(path))"
  }

  /// Laid-out text: a line for where and in what, then its lines and
  /// glyph runs indented under it.
  package static func text(
    _ layout: TextLayout, at origin: CGPoint, styles: [TextRunStyle], state: String = "", indent: String
  ) -> [String] {
    ["\(indent)text at \(point(origin)) \(size(layout.size)) \(styles.map(\.shading.description).joined(separator: ", "))\(state)"]
      + layout.describeLines(indent: indent + "  ")
  }

  /// The stroke's width, and what is not the default of cap, join, dash.
  package static func strokeStyle(_ style: StrokeStyle) -> String {
    var text = "width \(figure(style.lineWidth))"
    if style.lineCap != .butt { text += " cap \(style.lineCap)" }
    if style.lineJoin != .miter { text += " join \(style.lineJoin)" }
    if !style.dash.isEmpty { text += " dash [\(style.dash.map(figure).joined(separator: " "))] phase \(figure(style.dashPhase))" }
    return text
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

extension GraphicsContext.Shading: CustomStringConvertible {
  /// The shading as printed in display lists: a colour as hex, a gradient
  /// with its geometry and stops, a tiled image by its content key.
  public var description: String {
    typealias T = DrawingText
    func stops(_ gradient: Gradient) -> String {
      gradient.stops.map { "\(T.color($0.color)) \(T.figure($0.location))" }.joined(separator: ", ")
    }
    switch kind {
    case .color(let color): return T.color(color)
    case .linear(let gradient, let start, let end, _):
      return "linear \(T.point(start))→\(T.point(end)) [\(stops(gradient))]"
    case .radial(let gradient, let center, let startRadius, let endRadius, _):
      return "radial \(T.point(center)) r \(T.figure(startRadius))→\(T.figure(endRadius)) [\(stops(gradient))]"
    case .elliptical(let gradient, let center, let radii, let start, let end, _):
      return "elliptical \(T.point(center)) radii \(T.size(radii)) \(T.figure(start))→\(T.figure(end)) [\(stops(gradient))]"
    case .conic(let gradient, let center, let angle, let span, _):
      return "conic \(T.point(center)) from \(T.figure(angle.degrees))° span \(T.figure(span)) [\(stops(gradient))]"
    case .mesh(let mesh):
      let corners = [0, mesh.width - 1, mesh.colors.count - mesh.width, mesh.colors.count - 1]
        .filter { mesh.colors.indices.contains($0) }.map { T.color(mesh.colors[$0]) }.joined(separator: ", ")
      return "mesh \(mesh.width)×\(mesh.height)\(mesh.smoothsColors ? "" : " unsmoothed") corners [\(corners)]"
    case .tiledImage(let source, let origin, let part, let scale):
      return "tiled \(source.contentKey) origin \(T.point(origin)) part \(T.rect(part)) scale \(T.figure(scale))"
    }
  }
}

extension GraphicsContext.Filter: CustomStringConvertible {
  /// The filter as printed in display lists.
  public var description: String {
    typealias T = DrawingText
    switch kind {
    case .shadow(let color, let radius, let x, let y, let blendMode, let options):
      var text = "shadow \(T.color(color)) radius \(T.figure(radius)) offset \(T.point(CGPoint(x: x, y: y)))"
      if blendMode != .normal { text += " blend \(blendMode.name)" }
      if options.contains(.shadowAbove) { text += " above" }
      if options.contains(.shadowOnly) { text += " only" }
      if options.contains(.invertsAlpha) { text += " inverted" }
      if options.contains(.disablesGroup) { text += " ungrouped" }
      return text
    case .blur(let radius, let options):
      return "blur \(T.figure(radius))" + (options.contains(.opaque) ? " opaque" : "")
        + (options.contains(.dithersResult) ? " dithered" : "")
    case .colorMultiply(let color): return "colorMultiply \(T.color(color))"
    case .grayscale(let amount): return "grayscale \(T.figure(amount))"
    case .luminanceToAlpha: return "luminanceToAlpha"
    case .colorMatrix(let m):
      let rows = [[m.r1, m.r2, m.r3, m.r4, m.r5], [m.g1, m.g2, m.g3, m.g4, m.g5],
                  [m.b1, m.b2, m.b3, m.b4, m.b5], [m.a1, m.a2, m.a3, m.a4, m.a5]]
      return "colorMatrix " + rows.map { "[" + $0.map { T.figure(CGFloat($0)) }.joined(separator: " ") + "]" }.joined(separator: " ")
    }
  }
}

extension GraphicsContext.BlendMode {
  /// The mode's name, as its static member is spelled.
  package var name: String {
    let names = [
      "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight",
      "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "clear", "copy",
      "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn", "destinationOut",
      "destinationAtop", "xor", "plusDarker", "plusLighter",
    ]
    return names.indices.contains(Int(rawValue)) ? names[Int(rawValue)] : "blend(\(rawValue))"
  }
}

extension TextLayout {
  /// The layout's lines as printed in display lists, one a line, indented
  /// by `indent`: the line's text, baseline and width, then each glyph run
  /// with its font and glyph ids.
  package func describeLines(indent: String) -> [String] {
    typealias T = DrawingText
    let utf8 = Array((paragraph?.string ?? "").utf8)
    var text: [String] = []
    for (index, line) in lines.enumerated() {
      let offsets = line.clusters.map(\.byteOffset)
      let start = offsets.min() ?? 0
      let end = index + 1 < lines.count ? (lines[index + 1].clusters.map(\.byteOffset).min() ?? utf8.count) : utf8.count
      let slice = start < end && end <= utf8.count ? String(decoding: utf8[start..<end], as: UTF8.self) : ""
      text.append(
        "\(indent)line \(String(reflecting: slice)) baseline \(T.figure(line.baseline)) x \(T.figure(line.x)) width \(T.figure(line.width))")
      for run in line.runs {
        if let paragraph, paragraph.runs.indices.contains(run.runIndex), let image = paragraph.runs[run.runIndex].inlineImage {
          text.append("\(indent)  run \(run.runIndex) image \(image.name) \(T.size(image.size)) at x \(T.figure(run.minX))")
          continue
        }
        guard !run.glyphs.isEmpty else { continue }
        let font = paragraph.flatMap { $0.runs.indices.contains(run.runIndex) ? $0.runs[run.runIndex].font : nil }
        let name = font.map { "\($0.families.first ?? "?") \(T.figure($0.size)) w\($0.weight)\($0.italic ? " italic" : "")" } ?? "?"
        text.append("\(indent)  run \(run.runIndex) \(name) glyphs [\(run.glyphs.map { String($0.id) }.joined(separator: " "))]")
      }
    }
    return text
  }
}

extension GraphicsContext.Recording: CustomStringConvertible {
  /// The calls, one a line, a layer's content indented under it.
  public var description: String { describe(indent: "").joined(separator: "\n") }

  /// The calls as lines, each starting with `indent`.
  package func describe(indent: String) -> [String] {
    typealias T = DrawingText
    var lines: [String] = []
    for call in calls {
      let state = call.state.summary
      switch call.operation {
      case .fill(let path, let shading, let style):
        lines.append(T.fill(path, shading, style, state: state, indent: indent))
      case .stroke(let path, let shading, let style, let antialiased):
        lines.append(T.stroke(path, shading, style, antialiased: antialiased, state: state, indent: indent))
      case .text(let layout, let origin, let styles):
        lines += T.text(layout, at: origin, styles: styles, state: state, indent: indent)
      case .image(let source, let rect, let part, _, _, let tint):
        lines.append(
          "\(indent)image \(source.contentKey) in \(T.rect(rect))\(part.map { " from \(T.rect($0))" } ?? "")"
            + "\(tint.map { " tint \($0)" } ?? "")\(state)")
      case .layer(let content):
        lines.append("\(indent)layer\(state)")
        lines += content.describe(indent: indent + "  ")
      }
    }
    return lines
  }
}

extension GraphicsContext.State {
  /// What differs from a fresh context, as " key value" pairs.
  var summary: String {
    typealias T = DrawingText
    var text = ""
    if transform != .identity { text += " transform \(T.transform(transform))" }
    if opacity != 1 { text += " opacity \(T.figure(opacity))" }
    if blendMode != .normal { text += " blend \(blendMode.name)" }
    for clip in clips {
      text += " clip\(clip.inverse ? " inverse" : "")\(T.fillStyle(clip.style)) {\(T.path(clip.path))}"
    }
    for applied in filters { text += " filter {\(applied.filter)}" }
    return text
  }
}
