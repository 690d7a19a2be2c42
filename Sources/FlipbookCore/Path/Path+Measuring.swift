import Foundation

extension Path {
  /// The smallest rectangle containing every point the path passes through:
  /// tight around curves (their extrema, not their control points), as in
  /// SwiftUI. `CGRect.null` for an empty path.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for subpath in subpaths {
      points.append(subpath.start)
      for segment in subpath.segments {
        let b = segment.bounds
        points.append(CGPoint(x: b.minX, y: b.minY))
        points.append(CGPoint(x: b.maxX, y: b.maxY))
      }
    }
    return CGRect.enclosing(points)
  }

  /// The total arc length of the path in points, closing lines included.
  public var length: CGFloat {
    subpaths.reduce(0) { total, subpath in
      total + subpath.segments.reduce(0) { $0 + $1.length() }
    }
  }

  /// Whether the filled path covers `p`. Open subpaths count as closed (as
  /// in filling). `eoFill` picks the even-odd rule over non-zero winding.
  /// Curves are flattened to within 1/1000 point.
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    guard p.x.isFinite, p.y.isFinite else { return false }
    var winding = 0
    for subpath in subpaths {
      var previous = subpath.start
      var polygon: [CGPoint] = []
      for segment in subpath.segments { polygon += segment.flattened(tolerance: 0.001) }
      polygon.append(subpath.start)
      for point in polygon {
        winding += crossing(from: previous, to: point, at: p)
        previous = point
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  /// +1 or -1 when the edge a→b crosses the horizontal ray from `p` toward
  /// +x (upward and downward edges in opposite signs), else 0.
  private func crossing(from a: CGPoint, to b: CGPoint, at p: CGPoint) -> Int {
    if a.y <= p.y {
      if b.y > p.y, isLeft(a, b, p) > 0 { return 1 }
    } else if b.y <= p.y, isLeft(a, b, p) < 0 {
      return -1
    }
    return 0
  }

  private func isLeft(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Double {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }
}
