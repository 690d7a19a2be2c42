import Foundation

/// A display list as text: one item a line, in drawing order, what an
/// effect holds indented two spaces under it. Figures are written to two
/// decimals, colours as sRGB hex, text as its lines and glyph runs, images
/// by content key, a Canvas as the calls its closure made: the same text
/// from run to run and machine to machine, for text goldens
/// (`expectGolden(ofDisplayList:)`) and diffs.
extension DisplayList: CustomStringConvertible {
  public var description: String {
    let lines = describe(indent: "")
    return lines.isEmpty ? "(nothing drawn)" : lines.joined(separator: "\n")
  }

  func describe(indent: String) -> [String] {
    typealias T = DrawingText
    var lines: [String] = []
    for item in items {
      switch item {
      case .path(let item):
        switch item.drawing {
        case .fill(let style):
          lines.append(T.fill(item.path, item.shading, style, indent: indent))
        case .stroke(let style, let antialiased):
          lines.append(T.stroke(item.path, item.shading, style, antialiased: antialiased, indent: indent))
        }
      case .text(let item):
        lines += T.text(item.layout, at: item.origin, styles: item.styles, indent: indent)
      case .image(let item):
        var line = "\(indent)image \(item.source.contentKey) in \(T.rect(item.frame))"
        if item.tiles { line += " tiled" }
        if item.capInsets != EdgeInsets() {
          let i = item.capInsets
          line += " caps \(T.figure(i.top)) \(T.figure(i.leading)) \(T.figure(i.bottom)) \(T.figure(i.trailing))"
        }
        if let tint = item.tint { line += " tint \(tint)" }
        lines.append(line)
      case .canvas(let item):
        lines.append("\(indent)canvas \(T.rect(item.frame))\(item.failure.map { " failed: \($0)" } ?? "")")
        lines += item.recording.describe(indent: indent + "  ")
      case .backdrop(let item):
        lines.append(
          "\(indent)backdrop blur \(T.figure(item.blurRadius)) saturation \(T.figure(item.saturation)) tint \(item.tint) "
            + T.path(item.path))
      case .effect(let effect, let content):
        let inner = indent + "  "
        switch effect {
        case .opacity(let opacity): lines.append("\(indent)opacity \(T.figure(opacity))")
        case .transform(let transform): lines.append("\(indent)transform \(T.transform(transform))")
        case .projection(let p):
          let m = [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33]
          lines.append("\(indent)projection [\(m.map(T.figure).joined(separator: " "))]")
        case .clip(let path, let style): lines.append("\(indent)clip\(T.fillStyle(style)) \(T.path(path))")
        case .mask(let mask):
          lines.append("\(indent)mask")
          lines += mask.describe(indent: inner + "  ").isEmpty ? [] : ["\(inner)by"] + mask.describe(indent: inner + "  ")
          lines.append("\(inner)content")
          lines += content.describe(indent: inner + "  ")
          continue
        case .filter(let filter): lines.append("\(indent)filter \(filter)")
        case .blendMode(let mode): lines.append("\(indent)blend \(mode.name)")
        case .compositingGroup: lines.append("\(indent)group")
        case .symbol:
          // A marker for snapshot comparisons: the glyph's drawing as is.
          lines += content.describe(indent: indent)
          continue
        }
        lines += content.describe(indent: inner)
      }
    }
    return lines
  }
}
