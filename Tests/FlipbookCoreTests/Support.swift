import Foundation
import Testing

@testable import FlipbookCore

/// Whether two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
  close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
  close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
    && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

extension Path {
  /// Every on-curve point and the sampled interior of each curve, in order.
  func sampledPoints(perSegment count: Int = 16) -> [CGPoint] {
    var points: [CGPoint] = []
    for subpath in subpaths {
      points.append(subpath.start)
      for segment in subpath.segments {
        for i in 1...count { points.append(segment.point(at: Double(i) / Double(count))) }
      }
    }
    return points
  }
}
