// 07_wedge.png: the post's illustration of `WedgeShape`'s two properties,
// drawn with the shape itself: its rect (grey, with the (0,0) and
// (width, height) corners named), the axes through its middle, the wedge,
// and arcs for `angleOffset` (from 3 o'clock to the wedge's first edge) and
// `wedgeWidth` (along the wedge). The arcs take the same angles as the
// shape, so the figure follows the code.
import Flipbook

struct WedgeDiagram: View {
  /// The wedge shown: 60° from 3 o'clock, 72° wide (the post's figure).
  var angleOffset = Double.pi / 3
  var wedgeWidth = Double.pi * 0.4
  /// The shape's rect in the figure's 200 × 136 pt.
  static let rect = CGRect(x: 40, y: 22, width: 88, height: 88)

  var body: some View {
    let rect = Self.rect
    let centre = CGPoint(x: rect.midX, y: rect.midY)
    let radius = rect.width / 2
    let ink = Color(white: 0.25)
    ZStack(alignment: .topLeading) {
      Color.white
      Rectangle().fill(Color(white: 0.88)).frame(width: rect.width, height: rect.height).offset(x: rect.minX, y: rect.minY)
      Path { path in
        path.move(to: CGPoint(x: rect.minX - 20, y: centre.y))
        path.addLine(to: CGPoint(x: rect.maxX + 32, y: centre.y))
        path.move(to: CGPoint(x: centre.x, y: rect.minY - 16))
        path.addLine(to: CGPoint(x: centre.x, y: rect.maxY + 14))
      }
      .stroke(Color(white: 0.72), lineWidth: 0.75)
      WedgeShape(angleOffset: angleOffset, wedgeWidth: wedgeWidth)
        .fill(Color(red: 0.36, green: 0.80, blue: 0.87))
        .frame(width: rect.width, height: rect.height)
        .offset(x: rect.minX, y: rect.minY)
      arc(from: 0, to: angleOffset, radius: radius * 1.18, centre: centre).stroke(ink, style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
      arc(from: angleOffset, to: angleOffset + wedgeWidth, radius: radius * 1.1, centre: centre)
        .stroke(ink, style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
      label("angleOffset", at: point(centre, radius * 1.18 + 6, angleOffset / 2), anchor: .leading, color: ink)
      label("wedgeWidth", at: point(centre, radius * 1.1 + 9, angleOffset + wedgeWidth), anchor: .top, color: ink)
      label("(0,0)", at: CGPoint(x: rect.minX - 2, y: rect.minY + 2), anchor: .bottomTrailing, color: Color(white: 0.55))
      label("(width, height)", at: CGPoint(x: rect.maxX - 8, y: rect.maxY + 5), anchor: .topLeading, color: Color(white: 0.55))
    }
    .frame(width: 200, height: 136)
  }

  /// A point `distance` from `centre` at `angle` (radians, clockwise on
  /// screen from 3 o'clock, as the shape measures).
  func point(_ centre: CGPoint, _ distance: CGFloat, _ angle: Double) -> CGPoint {
    CGPoint(x: centre.x + cos(angle) * distance, y: centre.y + sin(angle) * distance)
  }

  func arc(from start: Double, to end: Double, radius: CGFloat, centre: CGPoint) -> Path {
    Path { path in
      path.addArc(center: centre, radius: radius, startAngle: .radians(start), endAngle: .radians(end), clockwise: false)
    }
  }

  /// Text placed so that its `anchor` point sits at `point`, taking no
  /// room in the figure's layout.
  func label(_ text: String, at point: CGPoint, anchor: Alignment, color: Color) -> some View {
    Color.clear.frame(width: 0, height: 0)
      .overlay(alignment: anchor) { Text(text).font(.system(size: 10.5)).foregroundStyle(color).fixedSize() }
      .position(point)
  }
}

extension Film {
  /// `07_wedge.png`: 400 × 272 px.
  static var wedgeDiagram: Film {
    Film("wedge-diagram", summary: "A still: WedgeShape's angleOffset and wedgeWidth (07_wedge.png)",
         size: CGSize(width: 200, height: 136), scale: 2, background: .white, fps: 25, script: []) {
      WedgeDiagram()
    }
  }
}
