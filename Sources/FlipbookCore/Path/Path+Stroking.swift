import Foundation

// MARK: - Stroke outlines
//
// `strokedPath(_:)` turns a stroke into a region to fill, as Core Graphics'
// `copy(strokingWithWidth:…)` and SwiftUI's `Path.strokedPath(_:)` do, so a
// stroke can be filled with any style, clipped to, hit-tested or stroked
// again. Cairo strokes but cannot hand the outline back, so Flipbook builds
// it here, in three steps:
//
//   1. Each subpath is flattened to a polyline (chords within 0.02 pt of
//      the curve) and, with a dash pattern, cut into dashes by arc length.
//   2. Each piece of the stroke becomes a small convex polygon: a quad per
//      chord (half the width on each side), a join at each corner (a
//      miter, bevel or round fan, by the style and the miter limit), and a
//      cap at each open end (square or round; butt adds nothing). Corners
//      inside a flattened curve get a miter, which follows the smooth
//      offset curve. An open end is cut square to the path's own
//      direction there, not to its first or last chord (a sliver fills
//      the difference), so the two ends of an arc swept a full turn meet
//      without a crack.
//   3. Every polygon is oriented the same way, so filling the result with
//      the non-zero rule paints exactly their union: the stroke.
//
// The outline is therefore many overlapping subpaths, not one contour:
// filled with the non-zero rule (the default) it is the stroke, to within
// the flattening tolerance; filled even-odd or stroked again, the overlaps
// show.

extension Path {
  /// The outline of this path stroked with `style`, as a path to fill with
  /// the non-zero rule (see the essay above). A zero, negative or
  /// non-finite line width gives an empty path; an invalid dash pattern
  /// (negative, non-finite or all-zero lengths) strokes solid; past
  /// 100,000 dash boundaries a subpath's remaining dashes are dropped.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let width = Double(style.lineWidth)
    guard width.isFinite, width > 0, elements.allSatisfy(\.isFinite) else { return Path() }
    var stroker = Stroker(style: style, halfWidth: width / 2)
    for subpath in subpaths {
      stroker.stroke(subpath)
    }
    return stroker.outline
  }
}

/// Builds a stroke's outline polygon by polygon.
struct Stroker {
  static let tolerance = 0.02

  /// A point of a flattened polyline; `isCorner` when a segment of the
  /// original path ends there (a join of the style's kind), not a chord's
  /// end inside a curve.
  struct Vertex {
    var point: CGPoint
    var isCorner: Bool
  }

  let style: StrokeStyle
  let halfWidth: Double
  var outline = Path()

  init(style: StrokeStyle, halfWidth: Double) {
    self.style = style
    self.halfWidth = halfWidth
  }

  mutating func stroke(_ subpath: Subpath) {
    var vertices = [Vertex(point: subpath.start, isCorner: true)]
    for segment in subpath.segments {
      let points = segment.flattened(tolerance: Self.tolerance)
      for (i, p) in points.enumerated() {
        let vertex = Vertex(point: p, isCorner: i == points.count - 1)
        if let last = vertices.last, last.point.isAlmostEqual(to: p) {
          vertices[vertices.count - 1].isCorner = vertices[vertices.count - 1].isCorner || vertex.isCorner
        } else {
          vertices.append(vertex)
        }
      }
    }
    var closed = subpath.isClosed
    if closed, vertices.count > 1, vertices[0].point.isAlmostEqual(to: vertices[vertices.count - 1].point) {
      vertices.removeLast()
    }
    if vertices.count < 2 { closed = false }
    if let pattern = dashPattern {
      for dash in dashes(of: vertices, closed: closed, pattern: pattern) { strokePolyline(dash, closed: false) }
    } else {
      strokePolyline(
        vertices, closed: closed, startTangent: subpath.segments.first?.startTangent,
        endTangent: subpath.segments.last?.endTangent)
    }
  }

  /// The dash lengths when they make a pattern (finite, non-negative, some
  /// length), else nil (a solid stroke).
  var dashPattern: [Double]? {
    let pattern = style.dash.map(Double.init)
    guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), pattern.reduce(0, +) > 0 else { return nil }
    return pattern.count % 2 == 0 ? pattern : pattern + pattern
  }

  /// The painted pieces of the polyline under the dash pattern.
  func dashes(of vertices: [Vertex], closed: Bool, pattern: [Double]) -> [[Vertex]] {
    var points = vertices
    if closed, let first = vertices.first { points.append(first) }
    let period = pattern.reduce(0, +)
    var phase = Double(style.dashPhase).isFinite ? Double(style.dashPhase).truncatingRemainder(dividingBy: period) : 0
    if phase < 0 { phase += period }
    // Find where in the pattern the stroke starts.
    var index = 0
    var remaining = pattern[0]
    while phase > 0 {
      if phase >= remaining {
        phase -= remaining
        index = (index + 1) % pattern.count
        remaining = pattern[index]
      } else {
        remaining -= phase
        phase = 0
      }
    }
    var result: [[Vertex]] = []
    var current: [Vertex] = index % 2 == 0 ? [points[0]] : []
    var guardCount = 0
    for i in 0..<(points.count - 1) {
      var a = points[i].point
      let b = points[i + 1].point
      var length = Vector(from: a, to: b).length
      while length > 0 {
        guardCount += 1
        // A pattern far finer than the path: the first 100,000 dash
        // boundaries are drawn, the rest dropped (documented below).
        if guardCount > 100_000 { return result }
        if remaining >= length {
          remaining -= length
          if index % 2 == 0 { current.append(points[i + 1]) }
          length = 0
        } else {
          let t = remaining / length
          let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
          if index % 2 == 0 {
            current.append(Vertex(point: cut, isCorner: true))
            result.append(current)
            current = []
          } else {
            current = [Vertex(point: cut, isCorner: true)]
          }
          length -= remaining
          a = cut
          index = (index + 1) % pattern.count
          remaining = pattern[index]
        }
      }
    }
    if index % 2 == 0, !current.isEmpty { result.append(current) }
    return result
  }

  /// Strokes a polyline. An open one's ends are cut square to
  /// `startTangent` and `endTangent`, the path's own directions there, when
  /// given: a flattened curve's first and last chords lean off them by half
  /// a chord's turn, and an end cut square to its chord leaves a sliver
  /// uncovered on the outer side. Where both ends of an open ring meet (an
  /// arc swept a full turn, as `addArc` from 0 to 360° draws it), the two
  /// cuts then coincide, as Core Graphics cuts them, instead of leaving a
  /// hairline crack across the stroke (renaudjenny/SwiftClockUI's wind-up
  /// key at 3×, 104 levels against its iOS reference).
  mutating func strokePolyline(
    _ vertices: [Vertex], closed: Bool, startTangent: Vector? = nil, endTangent: Vector? = nil
  ) {
    guard let first = vertices.first else { return }
    if vertices.count == 1 {
      // A lone point: a dot for round caps, a square for square caps.
      switch style.lineCap {
      case .round: addDisc(at: first.point)
      case .square:
        let h = halfWidth
        addPolygon([
          CGPoint(x: first.point.x - h, y: first.point.y - h), CGPoint(x: first.point.x + h, y: first.point.y - h),
          CGPoint(x: first.point.x + h, y: first.point.y + h), CGPoint(x: first.point.x - h, y: first.point.y + h),
        ])
      default: break
      }
      return
    }
    let count = vertices.count
    let chords = closed ? count : count - 1
    for i in 0..<chords {
      let a = vertices[i].point
      let b = vertices[(i + 1) % count].point
      let n = normal(from: a, to: b)
      addPolygon([offset(a, n, 1), offset(b, n, 1), offset(b, n, -1), offset(a, n, -1)])
    }
    let joints = closed ? Array(0..<count) : Array(1..<(count - 1))
    for i in joints {
      let previous = vertices[(i - 1 + count) % count].point
      let vertex = vertices[i]
      let next = vertices[(i + 1) % count].point
      addJoin(previous, vertex.point, next, kind: vertex.isCorner ? style.lineJoin : .miter)
    }
    if !closed {
      let start = vertices[0].point, end = vertices[count - 1].point
      let firstChord = Vector(from: start, to: vertices[1].point).normalized
      let lastChord = Vector(from: vertices[count - 2].point, to: end).normalized
      let startDirection = startTangent.flatMap(\.unitIfFinite) ?? firstChord
      let endDirection = endTangent.flatMap(\.unitIfFinite) ?? lastChord
      addEndWedge(at: start, from: startDirection, to: firstChord)
      addEndWedge(at: end, from: lastChord, to: endDirection)
      addCap(at: start, away: CGPoint(x: start.x + startDirection.x, y: start.y + startDirection.y))
      addCap(at: end, away: CGPoint(x: end.x - endDirection.x, y: end.y - endDirection.y))
    }
  }

  /// The sliver between an end's cut square to the path's direction and
  /// the cut square to its chord, on the side the chord turns away from:
  /// a bevel join between the two directions (see `strokePolyline`).
  mutating func addEndWedge(at p: CGPoint, from d1: Vector, to d2: Vector) {
    guard d1.dot(d2) > 0 else { return }
    addJoin(CGPoint(x: p.x - d1.x, y: p.y - d1.y), p, CGPoint(x: p.x + d2.x, y: p.y + d2.y), kind: .bevel)
  }

  /// The unit normal (to the left, y down) of the chord from `a` to `b`.
  func normal(from a: CGPoint, to b: CGPoint) -> Vector {
    let d = Vector(from: a, to: b).normalized
    return Vector(x: -d.y, y: d.x)
  }

  func offset(_ p: CGPoint, _ n: Vector, _ side: Double) -> CGPoint {
    CGPoint(x: p.x + n.x * halfWidth * side, y: p.y + n.y * halfWidth * side)
  }

  mutating func addJoin(_ previous: CGPoint, _ p: CGPoint, _ next: CGPoint, kind: CGLineJoin) {
    let d1 = Vector(from: previous, to: p).normalized
    let d2 = Vector(from: p, to: next).normalized
    let turn = d1.cross(d2)
    guard abs(turn) > 1e-12 || d1.dot(d2) < 0 else { return }  // straight on: the quads meet
    // The outer side is the one the path turns away from.
    let side: Double = turn > 0 ? -1 : 1
    let n1 = Vector(x: -d1.y, y: d1.x), n2 = Vector(x: -d2.y, y: d2.x)
    let outer1 = offset(p, n1, side), outer2 = offset(p, n2, side)
    switch kind {
    case .round:
      addDisc(at: p)
    case .miter:
      // The miter's length over the width is 1 / sin(θ/2), θ the angle
      // between the chords; past the limit the corner is bevelled.
      let cosTheta = -d1.dot(d2)
      let sinHalf = ((1 - cosTheta) / 2).squareRoot()
      let limit = Double(style.miterLimit)
      if sinHalf > 1e-9, 1 / sinHalf <= max(limit, 1) || !limit.isFinite {
        let bisector = Vector(x: (n1.x + n2.x) * side, y: (n1.y + n2.y) * side).normalized
        let length = halfWidth / sinHalf
        let tip = CGPoint(x: p.x + bisector.x * length, y: p.y + bisector.y * length)
        addPolygon([p, outer1, tip, outer2])
      } else {
        addPolygon([p, outer1, outer2])
      }
    default:
      addPolygon([p, outer1, outer2])
    }
  }

  mutating func addCap(at end: CGPoint, away from: CGPoint) {
    let d = Vector(from: from, to: end).normalized
    let n = Vector(x: -d.y, y: d.x)
    switch style.lineCap {
    case .square:
      let beyond = CGPoint(x: end.x + d.x * halfWidth, y: end.y + d.y * halfWidth)
      addPolygon([offset(end, n, 1), offset(beyond, n, 1), offset(beyond, n, -1), offset(end, n, -1)])
    case .round:
      addDisc(at: end)
    default:
      break
    }
  }

  /// A disc of the stroke's half width, as a polygon within the tolerance.
  mutating func addDisc(at centre: CGPoint) {
    let r = halfWidth
    let step = r > Self.tolerance ? 2 * acos(1 - Self.tolerance / r) : .pi / 2
    let count = max(8, min(4096, Int((2 * .pi / step).rounded(.up))))
    addPolygon((0..<count).map { i in
      let a = 2 * .pi * Double(i) / Double(count)
      return CGPoint(x: centre.x + r * cos(a), y: centre.y + r * sin(a))
    })
  }

  /// Appends a polygon, reversed if needed so all wind the same way.
  mutating func addPolygon(_ points: [CGPoint]) {
    var area = 0.0
    for i in points.indices {
      let a = points[i], b = points[(i + 1) % points.count]
      area += a.x * b.y - b.x * a.y
    }
    guard abs(area) > 1e-12 else { return }
    let ordered = area > 0 ? points : points.reversed()
    outline.move(to: ordered[0])
    for p in ordered.dropFirst() { outline.addLine(to: p) }
    outline.closeSubpath()
  }
}

extension Path {
  /// Each subpath as a polyline within `tolerance` of its curves, with
  /// whether it was closed: what polygon operations (Rasterizer's path
  /// booleans) work on. A subpath with no segments is left out.
  package func flattenedSubpaths(tolerance: Double) -> [(points: [CGPoint], isClosed: Bool)] {
    subpaths.compactMap { subpath in
      guard !subpath.segments.isEmpty else { return nil }
      var points = [subpath.start]
      for segment in subpath.segments {
        for p in segment.flattened(tolerance: tolerance) where !(points.last?.isAlmostEqual(to: p) ?? false) {
          points.append(p)
        }
      }
      return (points, subpath.isClosed)
    }
  }
}
