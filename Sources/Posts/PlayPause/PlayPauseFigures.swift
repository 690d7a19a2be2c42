// The tutorial's Figures 5 and 6, drawn from `PlayPauseShape`'s own path:
// Figure 5 is the play triangle cut in two by the vertical line through its
// middle, Figure 6 the two halves become the pause bars, each corner named
// A–E as the tutorial names them. The corners are read back from
// `path(in:)` (two closed subpaths of four points each), so the figures
// follow the shape when its code changes.
import Flipbook

/// Figure 5 (`shift` 0: the triangle, D marked where the cut meets its top
/// edge) or Figure 6 (`shift` 1: the halves as the pause bars).
struct PlayPauseFigure: View {
  let shift: CGFloat
  /// The shape's frame in the figure's 355 × 320 pt.
  static let shapeFrame = CGRect(x: 64, y: 36, width: 256, height: 256)

  /// The names of each subpath's four points, as the tutorial gives them:
  /// the left half A D E C, the right half D B B E (its two right corners
  /// meet at the tip B).
  static let names = [["A", "D", "E", "C"], ["D", "B", "B", "E"]]

  /// The corners of the shape at `shift`, by subpath, in the figure's space.
  static func corners(shift: CGFloat) -> [[CGPoint]] {
    var shape = PlayPauseShape(isPlaying: false)
    shape.animatableData = shift
    var polygons: [[CGPoint]] = []
    // The tutorial's path starts at (0, 0) whatever the rect's origin.
    let origin = shapeFrame.origin
    shape.path(in: CGRect(origin: .zero, size: shapeFrame.size)).forEach { element in
      switch element {
      case .move(let point): polygons.append([CGPoint(x: point.x + origin.x, y: point.y + origin.y)])
      case .line(let point): polygons[polygons.count - 1].append(CGPoint(x: point.x + origin.x, y: point.y + origin.y))
      default: break
      }
    }
    return polygons
  }

  /// Each label once: its name, its corner, and where the text goes (out
  /// from its polygon's middle, 16 points away).
  static func labels(shift: CGFloat) -> [(name: String, corner: CGPoint, at: CGPoint)] {
    var labels: [(name: String, corner: CGPoint, at: CGPoint)] = []
    for (polygon, names) in zip(corners(shift: shift), names) {
      let middle = CGPoint(
        x: polygon.map(\.x).reduce(0, +) / CGFloat(polygon.count),
        y: polygon.map(\.y).reduce(0, +) / CGFloat(polygon.count))
      for (corner, name) in zip(polygon, names) {
        if labels.contains(where: { $0.name == name && hypot($0.corner.x - corner.x, $0.corner.y - corner.y) < 1 }) { continue }
        let dx = corner.x - middle.x
        let dy = corner.y - middle.y
        let length = max(hypot(dx, dy), 1)
        labels.append((name, corner, CGPoint(x: corner.x + dx / length * 16, y: corner.y + dy / length * 16)))
      }
    }
    return labels
  }

  var body: some View {
    let frame = Self.shapeFrame
    let cutX = frame.midX
    let labels = Self.labels(shift: shift)
    ZStack(alignment: .topLeading) {
      Color.white
      ForEach(Array(Self.corners(shift: shift).enumerated()), id: \.offset) { index, polygon in
        Path { path in
          path.addLines(polygon)
          path.closeSubpath()
        }
        .fill(Color.black)
      }
      Path { path in
        path.move(to: CGPoint(x: cutX, y: 6))
        path.addLine(to: CGPoint(x: cutX, y: 314))
      }
      .stroke(Color(red: 0.75, green: 0.1, blue: 0.1), lineWidth: 1)
      if shift == 0, let d = labels.first(where: { $0.name == "D" })?.corner {
        Circle().fill(Color(red: 0.3, green: 0.85, blue: 0.2))
          .overlay(Circle().stroke(Color(red: 0.1, green: 0.2, blue: 0.6), lineWidth: 1))
          .frame(width: 6, height: 6)
          .position(d)
      }
      ForEach(Array(labels.enumerated()), id: \.offset) { _, label in
        Text(label.name).font(.system(size: 17, weight: .bold)).position(label.at)
      }
    }
    .frame(width: 355, height: 320)
  }
}

extension Film {
  /// `Figure5.png` (`shift` 0) and `Figure6.png` (1): 710 × 640 px.
  static func playPauseFigure(_ number: Int) -> Film {
    Film(
      "play-pause-figure-\(number)",
      summary: number == 5 ? "A still: the play triangle cut in two, points A–E (Figure5.png)"
        : "A still: the triangle's halves as the pause bars (Figure6.png)",
      size: CGSize(width: 355, height: 320), scale: 2, background: .white, fps: 25, script: []
    ) {
      PlayPauseFigure(shift: number == 5 ? 0 : 1)
    }
  }
}
