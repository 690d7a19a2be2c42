// The post's challenge, solved: "implement morphable shapes like this one
// below" (07_shapes.gif). Every shape is its outline walked clockwise from
// its point at 3 o'clock and cut into `MorphShape.points` points evenly
// spaced along it, held in the post's `AnimatableVector` (x and y in
// turn): animating the vector morphs any shape into any other, each point
// moving straight towards its namesake on the next outline.
//
// What the recording shows, measured from its frames (rays from the
// middle every 5°, columns scanned for the outline, and the fill's middle
// colour, at every 40 ms frame):
// - the shapes: a seven-pointed star with a point at 3 o'clock, a circle,
//   a diamond with straight sides, an oval sweet in a wrapper whose ends
//   are cut square, a house whose walls span the whole width with a 45°
//   roof and an arched door, all 108 pt across, centred 63.5 pt down;
// - how the points pair up: the in-between outlines lean and twist (a
//   house turning into a circle tilts, a sweet turning into a house
//   sags on one side), as outlines paired point by point along their
//   length from 3 o'clock do; outlines paired by angle from the middle
//   would stay symmetric. Drawn this way, every in-between outline of the
//   recording is traced to within about a pixel;
// - one spring moving shape and colour together: each morph overshoots
//   (the circle's diamond comes out hollow-sided for a moment) and
//   settles in about 1.2 s; fitted over three morphs, a response of
//   1.09 s and a damping fraction of 0.56 (RMS 0.017 of the morph);
// - the colour keeps its luminance while its hue turns (a house turning
//   back into a circle passes through blue, cyan, green and yellow, and
//   overshoots into salmon): one orange gradient under a `hueRotation`
//   whose angle springs with the shape. The gradient and the angles are
//   fitted to the shapes' measured colours (RMS 13 of 255).
import Flipbook

/// The five shapes of the recording.
enum MorphKind: String, CaseIterable {
  case star = "Star", circle = "Circle", diamond = "Diamond", candy = "Candy", house = "House"

  /// The outline's corners, clockwise on screen from the point at 3
  /// o'clock, in fractions of half the shape's size about its middle
  /// (curves as many short edges).
  var outline: [(x: Double, y: Double)] {
    switch self {
    case .circle:
      return (0..<MorphShape.points).map { i in
        let angle = Double(i) / Double(MorphShape.points) * 2 * .pi
        return (cos(angle), sin(angle))
      }
    case .star:
      // Seven points, the first at 3 o'clock; inner corners at 0.66.
      return (0..<14).map { i in
        let angle = Double(i) * .pi / 7
        let r = i.isMultiple(of: 2) ? 1.0 : 0.66
        return (r * cos(angle), r * sin(angle))
      }
    case .diamond:
      return [(1, 0), (0, 1), (-1, 0), (0, -1)]
    case .candy:
      // An oval sweet (0.42 wide, 0.5 tall) and its wrapper's two twists,
      // whose edges run from the sweet out to square-cut ends.
      let (end, half, waist, width, height) = (1.0, 0.407, 0.075, 0.42, 0.5)
      let slope = (half - waist) / end
      // Where a wrapper edge, y = waist + slope·x, meets the oval.
      let a = 1 / (width * width) + slope * slope / (height * height)
      let b = 2 * waist * slope / (height * height)
      let c = waist * waist / (height * height) - 1
      let meet = (-b + (b * b - 4 * a * c).squareRoot()) / (2 * a)
      let from = atan2((waist + slope * meet) / height, meet / width)
      func arc(from start: Double) -> [(x: Double, y: Double)] {
        (1..<40).map { k in
          let t = start + (Double.pi - 2 * from) * Double(k) / 40
          return (width * cos(t), height * sin(t))
        }
      }
      let joint = (x: meet, y: waist + slope * meet)
      return [(end, 0), (end, half), joint] + arc(from: from) + [(-joint.x, joint.y), (-end, half)]
        + [(-end, -half), (-joint.x, -joint.y)] + arc(from: .pi + from) + [(joint.x, -joint.y), (end, -half)]
    case .house:
      // Walls the whole width, an arched door (a parabola from the sill up
      // to 0.41 below the middle) cut into the bottom, and a 45° roof.
      let (sill, door, arch) = (0.985, 0.39, 0.407)
      let doorway = (1..<32).map { step -> (x: Double, y: Double) in
        let x = door - 2 * door * Double(step) / 32
        return (x, arch + (sill - arch) * (x * x) / (door * door))
      }
      return [(1, 0), (1, sill), (door, sill)] + doorway + [(-door, sill), (-1, sill), (-1, 0), (0, -1)]
    }
  }

  /// How far the orange gradient's hue turns for this shape: the angle
  /// that turns the recording's orange into the shape's measured colour
  /// (green star, cyan diamond, lavender sweet, pink house). A morph
  /// springs through the angles between, as the recording does.
  var hue: Angle {
    switch self {
    case .circle: .zero
    case .star: .degrees(54)
    case .diamond: .degrees(133)
    case .candy: .degrees(200)
    case .house: .degrees(269)
    }
  }

  /// The shape as the morph's vector: `MorphShape.points` points evenly
  /// spaced along the outline from its first corner, x and y in turn.
  var vector: AnimatableVector {
    let corners = outline
    let lengths = corners.indices.map { i -> Double in
      let (a, b) = (corners[i], corners[(i + 1) % corners.count])
      return ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
    let total = lengths.reduce(0, +)
    var values: [Double] = []
    values.reserveCapacity(2 * MorphShape.points)
    var (edge, walked) = (0, 0.0)
    for k in 0..<MorphShape.points {
      let distance = total * Double(k) / Double(MorphShape.points)
      while edge < corners.count - 1, walked + lengths[edge] <= distance {
        walked += lengths[edge]
        edge += 1
      }
      let (a, b) = (corners[edge], corners[(edge + 1) % corners.count])
      let f = lengths[edge] > 0 ? (distance - walked) / lengths[edge] : 0
      values += [a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f]
    }
    return AnimatableVector(with: values)
  }
}

/// A closed outline through `outline`'s points (x and y in turn, in
/// fractions of half the rect's smaller side about its middle).
struct MorphShape: Shape {
  static let points = 360
  var outline: AnimatableVector

  var animatableData: AnimatableVector {
    get { outline }
    set { outline = newValue }
  }

  func path(in rect: CGRect) -> Path {
    Path { path in
      let half = Double(min(rect.width, rect.height)) / 2
      let values = outline.values
      let points = stride(from: 0, to: values.count - 1, by: 2).map { i in
        CGPoint(x: Double(rect.midX) + values[i] * half, y: Double(rect.midY) + values[i + 1] * half)
      }
      guard let first = points.first else { return }
      path.move(to: first)
      path.addLines(points)
      path.closeSubpath()
    }
  }
}

/// The morphing shape: the recording's orange radial gradient, a white
/// outline, and the hue turned for `kind`. The outline and the hue are
/// animatable (the shape's `AnimatableVector`, `hueRotation`'s angle), so a
/// change of kind under an animation morphs the one and turns the other.
struct MorphingShapeView: View {
  let kind: MorphKind

  var body: some View {
    let shape = MorphShape(outline: kind.vector)
    return shape
      .fill(
        RadialGradient(
          colors: [Color(red: 0.925, green: 0.698, blue: 0.161), Color(red: 0.831, green: 0.549, blue: 0.294)],
          center: .center, startRadius: 0, endRadius: 54))
      .overlay(shape.stroke(Color.white, lineWidth: 2))
      .hueRotation(kind.hue)
  }
}

/// The challenge's screen: the shape, and a row of text buttons that pick
/// the next one; shape and colour spring into it together.
struct MorphingShapesDemo: View {
  /// The recording's spring, fitted to its morphs (see the top of the file).
  static let morph = Animation.spring(response: 1.09, dampingFraction: 0.56)
  @State private var kind = MorphKind.circle

  var body: some View {
    VStack(spacing: 0) {
      MorphingShapeView(kind: kind)
        .frame(width: 108, height: 108)
        .padding(.top, 9.5)
      Spacer()
      HStack(spacing: 0) {
        ForEach(MorphKind.allCases, id: \.self) { shape in
          if shape != .star { Spacer(minLength: 0) }
          Button(shape.rawValue) { withAnimation(Self.morph) { kind = shape } }
            // The recording's labels: bold, about 12 pt, in a muted blue
            // (their strokes measure about 102, 143, 191), which the film
            // takes rather than the accent colour.
            .font(.system(size: 12, weight: .bold))
            .foregroundColor(Color(red: 0.40, green: 0.56, blue: 0.75))
        }
      }
      .padding(.horizontal, 3)
      .padding(.bottom, 9)
    }
  }
}

extension Film {
  /// `07_shapes.gif`: the shapes picked in the recording's order, each
  /// morph starting at the recording's instant (fitted with its spring:
  /// 0.04, 1.06, 2.16, 3.36, 4.44 and 5.88 s). A button's action runs when
  /// the finger lifts, 40 ms after it went down. 316 × 160 px, 25 fps,
  /// 7.68 s: 192 frames.
  static var morphingShapes: Film {
    // The buttons' centres along the bottom row, measured from the recording.
    let xs: [MorphKind: CGFloat] = [.star: 15, .circle: 75, .diamond: 149, .candy: 225, .house: 294]
    let press = 0.04
    let morphs: [(Double, MorphKind)] = [(0.04, .star), (1.06, .circle), (2.16, .diamond), (3.36, .candy), (4.44, .house), (5.88, .circle)]
    var script: [FilmStep<Void>] = []
    var now = 0.0
    for (time, shape) in morphs {
      script += [.wait(time - press - now), .tap(at: CGPoint(x: xs[shape]!, y: 144), pressDuration: press)]
      now = time - press
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
