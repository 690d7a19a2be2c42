import Flipbook
import Foundation

// # A sector's outline
//
// A slice of a pie or a donut, as Swift Charts draws `SectorMark`:
// between its start and end angles (clockwise from 12 o'clock), outer
// radius R, inner radius ρ (0 for a pie). `angularInset` is a gap of
// constant width between neighbours: each straight edge is moved into
// its slice by half the inset, parallel to its ray, so the gap's sides
// stay parallel and a pie's slices no longer meet at the centre. A
// `cornerRadius` rounds every corner with a circle tangent to both sides
// it joins:
//
// - outer corner: its centre is R − r from the middle and r from the edge
//   line; it touches the edge at the foot of that centre and the arc on
//   the ray through it;
// - inner corner: the same with ρ + r;
// - a pie's apex (no inner arc): on the bisector, r from both edges; a
//   slice of half a turn or more has no apex, its edges end d from the
//   middle and are joined straight.
//
// Work is done in a frame turned so the edge's ray lies along +x, the
// slice on the side of +y (mirrored for the end edge), then turned back.
// A radius that can't fit (thin slices, rings thinner than two radii) is
// halved until it does, and a slice too thin for its inset is not drawn.

struct SectorPath {
  var center: CGPoint
  var outer: CGFloat
  var inner: CGFloat
  /// Angles in radians, clockwise on screen from the +x axis.
  var start: Double
  var end: Double
  var inset: CGFloat
  var cornerRadius: CGFloat

  /// The slice's outline, or nil when the inset leaves nothing.
  var path: Path? {
    let sweep = end - start
    let d = Double(max(0, inset)) / 2
    let rOuter = Double(outer)
    let rInner = Double(max(0, min(inner, outer)))
    guard sweep > 0, rOuter > 0 else { return nil }
    // The edge lines of a slice under half a turn cross at the apex,
    // d / sin(half) out along the bisector; the slice is empty where that
    // reaches the outer arc. A larger slice's edges end where they pass
    // the middle, d from it.
    let half = min(sweep / 2, .pi / 2)
    let isReflex = sweep >= .pi
    let apexDistance = isReflex ? d : d / sin(half)
    guard apexDistance < rOuter, d < rOuter else { return nil }
    let hasInner = rInner > max(apexDistance, d)

    var radius = Double(max(0, cornerRadius))
    radius = min(radius, (rOuter - (hasInner ? rInner : 0)) / 2)
    while radius > 0.01, !fits(radius: radius, d: d, rOuter: rOuter, rInner: hasInner ? rInner : 0, half: half) { radius /= 2 }
    if radius <= 0.01 { radius = 0 }

    var path = Path()
    // Start edge (slice on +y of the turned frame) then outer arc, end
    // edge (mirrored), inner arc or apex.
    let outerStart = outerCorner(radius: radius, d: d, rOuter: rOuter)
    let outerEnd = outerStart.mirrored
    path.move(to: point(outerStart.edge, turnedBy: start))
    if radius > 0 {
      path.addArc(
        center: point(outerStart.center, turnedBy: start), radius: CGFloat(radius),
        startAngle: .radians(angle(of: outerStart.edge - outerStart.center) + start),
        endAngle: .radians(angle(of: outerStart.arc - outerStart.center) + start), clockwise: false)
    }
    path.addArc(
      center: center, radius: outer, startAngle: .radians(angle(of: outerStart.arc) + start),
      endAngle: .radians(angle(of: outerEnd.arc) + end), clockwise: false)
    if radius > 0 {
      path.addArc(
        center: point(outerEnd.center, turnedBy: end), radius: CGFloat(radius),
        startAngle: .radians(angle(of: outerEnd.arc - outerEnd.center) + end),
        endAngle: .radians(angle(of: outerEnd.edge - outerEnd.center) + end), clockwise: false)
    }
    if hasInner {
      let innerStart = innerCorner(radius: radius, d: d, rInner: rInner)
      let innerEnd = innerStart.mirrored
      path.addLine(to: point(innerEnd.edge, turnedBy: end))
      if radius > 0 {
        path.addArc(
          center: point(innerEnd.center, turnedBy: end), radius: CGFloat(radius),
          startAngle: .radians(angle(of: innerEnd.edge - innerEnd.center) + end),
          endAngle: .radians(angle(of: innerEnd.arc - innerEnd.center) + end), clockwise: false)
      }
      path.addArc(
        center: center, radius: CGFloat(rInner), startAngle: .radians(angle(of: innerEnd.arc) + end),
        endAngle: .radians(angle(of: innerStart.arc) + start), clockwise: true)
      if radius > 0 {
        path.addArc(
          center: point(innerStart.center, turnedBy: start), radius: CGFloat(radius),
          startAngle: .radians(angle(of: innerStart.arc - innerStart.center) + start),
          endAngle: .radians(angle(of: innerStart.edge - innerStart.center) + start), clockwise: false)
      }
    } else if isReflex {
      path.addLine(to: point(Vector(x: 0, y: -d), turnedBy: end))
      path.addLine(to: point(Vector(x: 0, y: d), turnedBy: start))
    } else {
      // The apex, where both edges meet on the bisector.
      let bisector = start + sweep / 2
      let apex = Vector(x: apexDistance, y: 0)
      if radius > 0 {
        let centerDistance = (d + radius) / sin(half)
        let cornerCenter = Vector(x: centerDistance, y: 0)
        // Feet on the two edges, in the bisector's frame.
        let along = centerDistance * cos(half)
        let footEnd = Vector(x: along * cos(half) + d * sin(half), y: along * sin(half) - d * cos(half))
        let footStart = Vector(x: footEnd.x, y: -footEnd.y)
        path.addLine(to: point(footEnd, turnedBy: bisector))
        path.addArc(
          center: point(cornerCenter, turnedBy: bisector), radius: CGFloat(radius),
          startAngle: .radians(angle(of: footEnd - cornerCenter) + bisector),
          endAngle: .radians(angle(of: footStart - cornerCenter) + bisector), clockwise: false)
      } else {
        path.addLine(to: point(apex, turnedBy: bisector))
      }
    }
    path.closeSubpath()
    return path
  }

  // MARK: Corners, in the start edge's turned frame

  struct Corner {
    var center: Vector
    /// Where the corner circle touches the straight edge and the arc.
    var edge: Vector
    var arc: Vector
    var mirrored: Corner { Corner(center: center.mirrored, edge: edge.mirrored, arc: arc.mirrored) }
  }

  func outerCorner(radius: Double, d: Double, rOuter: Double) -> Corner {
    let along = ((rOuter - radius) * (rOuter - radius) - (d + radius) * (d + radius)).squareRoot()
    let center = Vector(x: along, y: d + radius)
    let arc = radius > 0 ? center * (rOuter / (rOuter - radius)) : Vector(x: along, y: d)
    return Corner(center: center, edge: Vector(x: along, y: d), arc: arc)
  }

  func innerCorner(radius: Double, d: Double, rInner: Double) -> Corner {
    let along = ((rInner + radius) * (rInner + radius) - (d + radius) * (d + radius)).squareRoot()
    let center = Vector(x: along, y: d + radius)
    let arc = radius > 0 ? center * (rInner / (rInner + radius)) : Vector(x: along, y: d)
    return Corner(center: center, edge: Vector(x: along, y: d), arc: arc)
  }

  /// Whether corners of `radius` fit: each corner's reach along the arc
  /// stays within half the slice, and the corner circles exist.
  func fits(radius: Double, d: Double, rOuter: Double, rInner: Double, half: Double) -> Bool {
    guard rOuter - radius > d + radius else { return false }
    let outerReach = angle(of: outerCorner(radius: radius, d: d, rOuter: rOuter).center)
    guard outerReach < half else { return false }
    if rInner > 0 {
      guard rInner + radius > d + radius else { return false }
      let innerReach = angle(of: innerCorner(radius: radius, d: d, rInner: rInner).center)
      return innerReach < half
    }
    // A pie's apex corner lies inside the outer corners (a slice of half
    // a turn or more keeps a sharp middle).
    guard half < .pi / 2 else { return true }
    let apexAlong = (d + radius) / sin(half) * cos(half)
    return apexAlong < outerCorner(radius: radius, d: d, rOuter: rOuter).edge.x
  }

  func point(_ vector: Vector, turnedBy turn: Double) -> CGPoint {
    CGPoint(
      x: center.x + CGFloat(vector.x * cos(turn) - vector.y * sin(turn)),
      y: center.y + CGFloat(vector.x * sin(turn) + vector.y * cos(turn)))
  }

  func angle(of vector: Vector) -> Double { atan2(vector.y, vector.x) }

  struct Vector {
    var x: Double
    var y: Double
    var mirrored: Vector { Vector(x: x, y: -y) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vector, k: Double) -> Vector { Vector(x: a.x * k, y: a.y * k) }
  }
}
