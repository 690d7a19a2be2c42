// 06_draft.png: the post's draft of `SexShape`, drawn from the shape's own
// path at the size `GenderToggle` gives it (its `baseHeight`, `stroke` and
// `gap`), scaled up: the rect (dashed, its (0,0) and (w,h) corners named),
// the circle and the cross outlined, every corner of the cross as a dot
// (the first, `startingPoint`, in pink), the circle's centre, and the
// stroke's width measured under the stem. Change the shape or the toggle's
// constants and the draft follows.
import Flipbook

struct SexShapeDraft: View {
  /// How much the draft enlarges the shape.
  static let magnification: CGFloat = 3.5
  static let size = CGSize(width: 300, height: 300)

  var body: some View {
    Canvas { context, size in
      let toggle = GenderToggle(gender: .constant(.girl))
      let side = toggle.baseHeight + 6 * toggle.stroke - 2 * toggle.gap
      let shape = SexShape(arroweness: 0, stroke: toggle.stroke)
      let scale = Self.magnification
      let origin = CGPoint(x: (size.width - side * scale) / 2, y: 30)
      let rect = CGRect(x: origin.x, y: origin.y, width: side * scale, height: side * scale)
      let transform = CGAffineTransform(translationX: origin.x, y: origin.y).scaledBy(x: scale, y: scale)
      let path = shape.path(in: CGRect(x: 0, y: 0, width: side, height: side))

      let blue = Color(red: 0.29, green: 0.56, blue: 0.89)
      let green = Color(red: 0.45, green: 0.85, blue: 0.25)
      let pink = Color(red: 0.91, green: 0.24, blue: 0.45)

      context.stroke(Path(rect), with: .color(.gray), style: StrokeStyle(lineWidth: 1.5, dash: [6, 4]))
      context.draw(Text("(0,0)").font(.system(size: 15)).foregroundStyle(blue), at: CGPoint(x: rect.minX - 4, y: rect.minY - 6),
                   anchor: .bottomTrailing)
      context.draw(Text("(w,h)").font(.system(size: 15)).foregroundStyle(blue), at: CGPoint(x: rect.maxX + 4, y: rect.maxY + 6),
                   anchor: .topLeading)
      context.stroke(path.applying(transform), with: .color(.black), lineWidth: 1.5)

      // The shape's corners: the cross is the subpath after the circle.
      var corners: [CGPoint] = []
      var ellipse: [CGPoint] = []
      var inCross = false
      path.forEach { element in
        switch element {
        case .move(let point):
          inCross = !ellipse.isEmpty
          (inCross ? { corners.append(point) } : { ellipse.append(point) })()
        case .line(let point): if inCross { corners.append(point) }
        case .curve(let point, _, _), .quadCurve(let point, _): if !inCross { ellipse.append(point) }
        case .closeSubpath: break
        }
      }
      let scaled = corners.map { $0.applying(transform) }
      for (index, corner) in scaled.enumerated().dropLast() {
        let dot = Path(ellipseIn: CGRect(x: corner.x - 3.5, y: corner.y - 3.5, width: 7, height: 7))
        context.fill(dot, with: .color(index == 0 ? pink : blue))
      }
      if let start = scaled.first {
        context.draw(Text("startingPoint").font(.system(size: 12)).foregroundStyle(pink), at: CGPoint(x: start.x, y: start.y + 8),
                     anchor: .top)
        // The stroke's width, from the starting point across the stem.
        let y = start.y + 27
        let end = start.x + toggle.stroke * scale
        var measure = Path()
        measure.move(to: CGPoint(x: start.x, y: y))
        measure.addLine(to: CGPoint(x: end, y: y))
        for x in [start.x, end] {
          measure.move(to: CGPoint(x: x, y: y - 4))
          measure.addLine(to: CGPoint(x: x, y: y + 4))
        }
        context.stroke(measure, with: .color(green), lineWidth: 2)
        context.draw(Text("strokeWidth").font(.system(size: 12)).foregroundStyle(green), at: CGPoint(x: (start.x + end) / 2, y: y + 5),
                     anchor: .top)
      }
      // The circle's centre: the middle of its bounds.
      let circle = ellipse.map { $0.applying(transform) }
      if let minX = circle.map(\.x).min(), let maxX = circle.map(\.x).max(), let minY = circle.map(\.y).min(),
        let maxY = circle.map(\.y).max()
      {
        let centre = CGPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
        context.fill(Path(ellipseIn: CGRect(x: centre.x - 3.5, y: centre.y - 3.5, width: 7, height: 7)), with: .color(green))
        context.draw(Text("center").font(.system(size: 12)).foregroundStyle(green), at: CGPoint(x: centre.x, y: centre.y - 6),
                     anchor: .bottom)
      }
    }
    .frame(width: Self.size.width, height: Self.size.height)
  }
}

extension Film {
  /// `06_draft.png`: 600 × 600 px (the post's is 600 × 587).
  static var sexShapeDraft: Film {
    Film("sex-shape-draft", summary: "A still: SexShape's points, drawn from its path (06_draft.png)",
         size: SexShapeDraft.size, scale: 2, background: .white, fps: 25, script: []) {
      SexShapeDraft()
    }
  }
}
