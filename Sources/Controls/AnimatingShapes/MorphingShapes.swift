// The post's challenge, solved: "implement morphable shapes like this one
// below" (07_shapes.gif). Every shape is its outline's distance from the
// middle at `MorphShape.samples` evenly spaced angles (each of the five is
// star-shaped about its middle, so one distance per angle describes it),
// held in the post's `AnimatableVector`: animating the vector morphs any
// shape into any other, every angle's distance easing on its own. Colours
// animate as a second vector (the gradient's centre colour, red, green and
// blue), so a morph also blends the fill.
import Flipbook

/// The five shapes of the recording.
enum MorphKind: String, CaseIterable {
  case star = "Star", circle = "Circle", diamond = "Diamond", candy = "Candy", house = "House"

  /// The outline's distance from the middle at `angle` (radians, clockwise
  /// on screen from 3 o'clock), as a fraction of half the shape's size.
  func radius(at angle: Double) -> Double {
    let direction = (x: cos(angle), y: sin(angle))
    switch self {
    case .circle:
      return 1
    case .star:
      // Seven points, the first straight up; inner corners at 0.55.
      let points = 7
      let corners = (0..<(2 * points)).map { i -> (Double, Double) in
        let a = -Double.pi / 2 + Double(i) * .pi / Double(points)
        let r = i.isMultiple(of: 2) ? 1.0 : 0.55
        return (r * cos(a), r * sin(a))
      }
      return Self.rayDistance(direction, polygon: corners)
    case .diamond:
      // A diamond with gently hollow sides: |x|^p + |y|^p = 1, p < 1.
      let p = 0.95
      return pow(pow(abs(direction.x), p) + pow(abs(direction.y), p), -1 / p)
    case .candy:
      // A round sweet and its wrapper's two twists.
      let wrapper = [(0.0, 0.0), (1.0, -0.42), (0.93, 0.0), (1.0, 0.42), (0.0, 0.0), (-1.0, 0.42), (-0.93, 0.0), (-1.0, -0.42)]
      return max(0.42, Self.rayDistance(direction, polygon: wrapper))
    case .house:
      // Roof, walls, and an arched door cut into the bottom.
      var outline: [(Double, Double)] = [(0, -1), (0.82, -0.3), (0.82, 0.9), (0.32, 0.9), (0.32, 0.62)]
      for step in 1..<12 {
        let a = Double(step) / 12 * .pi
        outline.append((0.32 * cos(a), 0.62 - 0.32 * sin(a)))
      }
      outline += [(-0.32, 0.62), (-0.32, 0.9), (-0.82, 0.9), (-0.82, -0.3)]
      return Self.rayDistance(direction, polygon: outline)
    }
  }

  /// The gradient's centre colour (its edge is the same a little darker),
  /// from the recording.
  var color: (red: Double, green: Double, blue: Double) {
    switch self {
    case .circle: (0.98, 0.67, 0.05)
    case .star: (0.39, 0.82, 0.24)
    case .diamond: (0.32, 0.80, 0.99)
    case .candy: (0.64, 0.65, 1.0)
    case .house: (0.99, 0.58, 0.92)
    }
  }

  /// The shape as the morph's vector.
  var vector: AnimatableVector {
    AnimatableVector(with: (0..<MorphShape.samples).map { radius(at: MorphShape.angle(of: $0)) })
  }

  /// Where a ray from the middle in `direction` leaves `polygon` (the
  /// farthest crossing: the polygons here are star-shaped about the middle).
  static func rayDistance(_ direction: (x: Double, y: Double), polygon: [(Double, Double)]) -> Double {
    var farthest = 0.0
    for i in polygon.indices {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      let edge = (x: b.0 - a.0, y: b.1 - a.1)
      let denominator = direction.x * edge.y - direction.y * edge.x
      guard abs(denominator) > 1e-12 else { continue }
      let t = (a.0 * edge.y - a.1 * edge.x) / denominator
      let u = (a.0 * direction.y - a.1 * direction.x) / denominator
      if t > 0, u >= 0, u <= 1 { farthest = max(farthest, t) }
    }
    return farthest
  }
}

/// A closed outline through `radii` (fractions of half the rect's smaller
/// side) at evenly spaced angles around the rect's middle.
struct MorphShape: Shape {
  static let samples = 180
  var radii: AnimatableVector

  var animatableData: AnimatableVector {
    get { radii }
    set { radii = newValue }
  }

  static func angle(of index: Int) -> Double { -Double.pi / 2 + Double(index) / Double(samples) * 2 * .pi }

  func path(in rect: CGRect) -> Path {
    Path { path in
      let half = Double(min(rect.width, rect.height)) / 2
      let points = radii.values.indices.map { index -> CGPoint in
        let angle = Self.angle(of: index)
        let r = radii.values[index] * half
        return CGPoint(x: Double(rect.midX) + cos(angle) * r, y: Double(rect.midY) + sin(angle) * r)
      }
      guard let first = points.first else { return }
      path.move(to: first)
      path.addLines(points)
      path.closeSubpath()
    }
  }
}

/// The morphing shape filled with a radial gradient of `color` (red,
/// green, blue) and outlined in white. The colour is this view's animatable
/// data and the outline the shape's, so each follows the animation of its
/// own change.
struct MorphingShapeView: View, Animatable {
  let radii: AnimatableVector
  var color: AnimatableVector

  var animatableData: AnimatableVector {
    get { color }
    set { color = newValue }
  }

  var body: some View {
    let rgb = color.values + [0, 0, 0]
    let centre = Color(red: rgb[0], green: rgb[1], blue: rgb[2])
    let edge = Color(red: rgb[0] * 0.9, green: rgb[1] * 0.82, blue: rgb[2] * 0.9)
    return MorphShape(radii: radii)
      .fill(RadialGradient(colors: [centre, edge], center: .center, startRadius: 0, endRadius: 56))
      .overlay(MorphShape(radii: radii).stroke(Color.white, lineWidth: 2))
  }
}

/// The challenge's screen: the shape, and a row of text buttons that pick
/// the next one (the shape springs into it; its colour eases over a second).
struct MorphingShapesDemo: View {
  @State private var kind = MorphKind.circle
  @State private var radii = MorphKind.circle.vector
  @State private var color = AnimatableVector(with: [MorphKind.circle.color.red, MorphKind.circle.color.green, MorphKind.circle.color.blue])

  var body: some View {
    VStack(spacing: 0) {
      MorphingShapeView(radii: radii, color: color)
        .frame(width: 113, height: 113)
        .padding(.top, 7)
      Spacer()
      HStack(spacing: 0) {
        ForEach(MorphKind.allCases, id: \.self) { shape in
          if shape != .star { Spacer(minLength: 0) }
          Button(shape.rawValue) { pick(shape) }
            .font(.system(size: 11.5))
        }
      }
      .padding(.horizontal, 2)
      .padding(.bottom, 4)
    }
  }

  func pick(_ shape: MorphKind) {
    kind = shape
    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { radii = shape.vector }
    withAnimation(.easeInOut(duration: 1.0)) {
      color = AnimatableVector(with: [shape.color.red, shape.color.green, shape.color.blue])
    }
  }
}

extension Film {
  /// `07_shapes.gif`: the shapes picked in the recording's order, at its
  /// instants (found from its frame differences). 316 × 160 px, 25 fps,
  /// 7.68 s: 192 frames.
  static var morphingShapes: Film {
    // The buttons' centres along the bottom row, measured from the recording.
    let xs: [MorphKind: CGFloat] = [.star: 15, .circle: 76, .diamond: 149, .candy: 226, .house: 296]
    let taps: [(Double, MorphKind)] = [(0.04, .star), (1.08, .circle), (2.16, .diamond), (3.36, .candy), (4.44, .house), (5.88, .circle)]
    var script: [FilmStep<Void>] = []
    var now = 0.0
    for (time, shape) in taps {
      script += [.wait(time - now), .tap(at: CGPoint(x: xs[shape]!, y: 151), pressDuration: 0.08)]
      now = time
    }
    script.append(.wait(7.68 - now))
    return Film(
      "morphing-shapes", summary: "The post's challenge: shapes morphing through an AnimatableVector (07_shapes.gif)",
      size: CGSize(width: 316, height: 160), scale: 1, background: Color(hex: 0x393939), fps: 25, colorScheme: .dark,
      script: script
    ) {
      MorphingShapesDemo()
    }
  }
}
