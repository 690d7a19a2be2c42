// 06_anatomy.png: the post's anatomy of `GenderToggle`, drawn from the
// toggle's own constants and the shapes it draws: the track (`baseWidth` ×
// `baseHeight`, hatched), the `SexShape` in its frame (dotted, offset as
// the girl state places it) with the white button, and dimension lines for
// the width, the height, the gap and the stroke, each labelled with its
// value. A toggle with other constants gets other lines and labels.
import Flipbook

/// The constants a gender toggle is built from (`GenderToggle`'s, or a
/// variant's).
protocol GenderToggleMetrics {
  var baseWidth: CGFloat { get }
  var baseHeight: CGFloat { get }
  var stroke: CGFloat { get }
  var gap: CGFloat { get }
}

extension GenderToggle: GenderToggleMetrics {}

struct GenderToggleAnatomy: View {
  let baseWidth: CGFloat
  let baseHeight: CGFloat
  let stroke: CGFloat
  let gap: CGFloat
  static let size = CGSize(width: 300, height: 230)

  init(_ toggle: some GenderToggleMetrics) {
    baseWidth = toggle.baseWidth
    baseHeight = toggle.baseHeight
    stroke = toggle.stroke
    gap = toggle.gap
  }

  /// The dimension labels, as drawn.
  var labels: [String] {
    ["width \(Self.figure(baseWidth))", "height \(Self.figure(baseHeight))", "gap \(Self.figure(gap))", "stroke \(Self.figure(stroke))"]
  }

  static func figure(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
  }

  /// The shape's side, as `GenderToggle` frames it.
  var shapeSide: CGFloat { baseHeight + 6 * stroke - 2 * gap }
  /// The girl state's offset of the shape and the button.
  let offset: CGFloat = -10

  var body: some View {
    Canvas { context, size in
      // Toggle points to the canvas: the toggle and the shape's frame fit
      // with room for the lines and labels around them.
      let left = min(0, baseWidth / 2 + offset - shapeSide / 2) - 16
      let right = baseWidth + 16
      let top = min(0, baseHeight / 2 - shapeSide / 2) - 6
      let bottom = max(baseHeight, baseHeight / 2 + shapeSide / 2) + 10
      let scale = min((size.width - 20) / (right - left), (size.height - 10) / (bottom - top))
      let shift = CGPoint(x: (size.width - (right - left) * scale) / 2 - left * scale, y: (size.height - (bottom - top) * scale) / 2 - top * scale)
      let map = CGAffineTransform(translationX: shift.x, y: shift.y).scaledBy(x: scale, y: scale)
      func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(map) }
      let ink = Color.black
      let thin = StrokeStyle(lineWidth: 1)

      // The track, hatched.
      let track = Path(roundedRect: CGRect(x: 0, y: 0, width: baseWidth, height: baseHeight), cornerRadius: baseHeight / 2)
        .applying(map)
      context.drawLayer { layer in
        layer.clip(to: track)
        var hatch = Path()
        var x = -baseHeight
        while x < baseWidth {
          hatch.move(to: p(x, baseHeight))
          hatch.addLine(to: p(x + baseHeight, 0))
          x += 1.5
        }
        layer.stroke(hatch, with: .color(Color(white: 0.45)), lineWidth: 0.6)
      }
      context.stroke(track, with: .color(ink), lineWidth: 2.5)

      // The shape in its frame, white with an outline, and the button.
      let frame = CGRect(x: baseWidth / 2 + offset - shapeSide / 2, y: baseHeight / 2 - shapeSide / 2, width: shapeSide, height: shapeSide)
      // Outlined as filled: the circle and the cross as one outline.
      let shape = SexShape(arroweness: 0, stroke: stroke).path(in: CGRect(origin: .zero, size: frame.size))
        .applying(CGAffineTransform(translationX: frame.minX, y: frame.minY)).applying(map)
        .normalized(eoFill: false)
      context.fill(shape, with: .color(.white))
      context.stroke(shape, with: .color(ink), lineWidth: 2)
      let button = baseHeight - 2 * gap - 2 * stroke
      let centre = CGPoint(x: baseWidth / 2 + offset, y: baseHeight / 2)
      let buttonPath = Path(ellipseIn: CGRect(x: centre.x - button / 2, y: centre.y - button / 2, width: button, height: button)).applying(map)
      context.stroke(buttonPath, with: .color(ink), lineWidth: 2)
      let dotted = StrokeStyle(lineWidth: 1, dash: [1.5, 2.5])
      context.stroke(Path(frame).applying(map), with: .color(ink), style: dotted)
      context.stroke(Path(CGRect(x: 0, y: 0, width: baseWidth, height: baseHeight)).applying(map), with: .color(ink), style: dotted)

      // The button's travel: from the girl's side to the boy's.
      var arrow = Path()
      arrow.move(to: p(centre.x, centre.y))
      arrow.addLine(to: p(centre.x - 2 * offset, centre.y))
      let head = p(centre.x - 2 * offset, centre.y)
      arrow.move(to: CGPoint(x: head.x - 7, y: head.y - 5))
      arrow.addLine(to: head)
      arrow.addLine(to: CGPoint(x: head.x - 7, y: head.y + 5))
      arrow.move(to: CGPoint(x: p(centre.x, centre.y).x - 5, y: head.y))
      arrow.addLine(to: CGPoint(x: p(centre.x, centre.y).x + 5, y: head.y))
      context.stroke(arrow, with: .color(ink), style: thin)

      let font = Font.system(size: 12)
      /// A dimension line from `a` to `b` (toggle points) with slanted ticks.
      func dimension(_ a: CGPoint, _ b: CGPoint) {
        var line = Path()
        let (pa, pb) = (p(a.x, a.y), p(b.x, b.y))
        line.move(to: pa)
        line.addLine(to: pb)
        for end in [pa, pb] {
          line.move(to: CGPoint(x: end.x - 5, y: end.y + 5))
          line.addLine(to: CGPoint(x: end.x + 5, y: end.y - 5))
        }
        context.stroke(line, with: .color(ink), style: thin)
      }
      func extensionLine(from a: CGPoint, to b: CGPoint) {
        var line = Path()
        line.move(to: p(a.x, a.y))
        line.addLine(to: p(b.x, b.y))
        context.stroke(line, with: .color(ink), style: thin)
      }

      // Width, above the track.
      let widthY = top + 3
      extensionLine(from: CGPoint(x: 0, y: baseHeight / 2), to: CGPoint(x: 0, y: widthY - 1))
      extensionLine(from: CGPoint(x: baseWidth, y: baseHeight / 2), to: CGPoint(x: baseWidth, y: widthY - 1))
      dimension(CGPoint(x: 0, y: widthY), CGPoint(x: baseWidth, y: widthY))
      context.draw(Text(labels[0]).font(font), at: p(baseWidth - 1, widthY - 0.5), anchor: .bottomTrailing)

      // Height, left of everything.
      let heightX = left + 6
      extensionLine(from: CGPoint(x: baseWidth / 2, y: 0), to: CGPoint(x: heightX - 1, y: 0))
      extensionLine(from: CGPoint(x: baseWidth / 2, y: baseHeight), to: CGPoint(x: heightX - 1, y: baseHeight))
      dimension(CGPoint(x: heightX, y: 0), CGPoint(x: heightX, y: baseHeight))
      var vertical = context
      vertical.translateBy(x: p(heightX, 0).x - 8, y: p(0, baseHeight / 2).y)
      vertical.rotate(by: .degrees(-90))
      vertical.draw(Text(labels[1]).font(font), at: .zero, anchor: .bottom)

      // Gap, right of the track: its top edge and the circle's.
      let gapX = baseWidth + 6
      extensionLine(from: CGPoint(x: baseWidth / 2, y: 0), to: CGPoint(x: gapX + 3, y: 0))
      extensionLine(from: CGPoint(x: centre.x, y: gap), to: CGPoint(x: gapX + 3, y: gap))
      dimension(CGPoint(x: gapX, y: -3), CGPoint(x: gapX, y: gap + 3))
      context.draw(Text(labels[2]).font(font), at: p(gapX + 2, gap / 2), anchor: .leading)

      // Stroke, under the stem.
      let stemLeft = frame.minX + (shapeSide - stroke) / 2
      let stemY = frame.maxY + 4
      extensionLine(from: CGPoint(x: stemLeft, y: frame.maxY), to: CGPoint(x: stemLeft, y: stemY + 1))
      extensionLine(from: CGPoint(x: stemLeft + stroke, y: frame.maxY), to: CGPoint(x: stemLeft + stroke, y: stemY + 1))
      dimension(CGPoint(x: stemLeft, y: stemY), CGPoint(x: stemLeft + stroke, y: stemY))
      context.draw(Text(labels[3]).font(font), at: p(stemLeft + stroke / 2, stemY + 1), anchor: .top)
    }
    .frame(width: Self.size.width, height: Self.size.height)
  }
}

extension Film {
  /// `06_anatomy.png`: 600 × 460 px (the post's is 600 × 455).
  static var genderToggleAnatomy: Film {
    Film("gender-toggle-anatomy", summary: "A still: GenderToggle's anatomy from its constants (06_anatomy.png)",
         size: GenderToggleAnatomy.size, scale: 2, background: .white, fps: 25, script: []) {
      GenderToggleAnatomy(GenderToggle(gender: .constant(.girl)))
    }
  }
}
