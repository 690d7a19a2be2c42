import Foundation
import Testing

@testable import FlipbookCore

/// An independent cubic-Bézier timing solver: Bernstein form, pure bisection
/// on the curve parameter to 1e-13.
private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
  func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }
  var low = 0.0, high = 1.0
  while high - low > 1e-13 {
    let mid = (low + high) / 2
    if bernstein(x1, x2, mid) < t { low = mid } else { high = mid }
  }
  return bernstein(y1, y2, (low + high) / 2)
}

@Suite struct UnitCurveTests {
  static let samples = (0...40).map { Double($0) / 40 }

  @Test(arguments: [
    (UnitCurve.easeIn, 0.42, 0.0, 1.0, 1.0),
    (UnitCurve.easeOut, 0.0, 0.0, 0.58, 1.0),
    (UnitCurve.easeInOut, 0.42, 0.0, 0.58, 1.0),
    (UnitCurve.linear, 0.0, 0.0, 1.0, 1.0),
  ])
  func namedCurvesMatchAnIndependentSolver(_ curve: UnitCurve, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    for t in Self.samples {
      #expect(close(curve.value(at: t), referenceBezier(x1, y1, x2, y2, at: t), 1e-9))
    }
  }

  @Test func easeInOutIsSymmetricAndHalfwayAtHalfTime() {
    #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5, 1e-12))
    for t in Self.samples {
      #expect(close(UnitCurve.easeIn.value(at: t), 1 - UnitCurve.easeOut.value(at: 1 - t), 1e-9))
      #expect(close(UnitCurve.easeInOut.value(at: t), 1 - UnitCurve.easeInOut.value(at: 1 - t), 1e-9))
    }
    #expect(UnitCurve.easeIn.value(at: 0) == 0 && UnitCurve.easeIn.value(at: 1) == 1)
    #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
  }

  @Test func timingCurveAnimationAgreesWithNamedOnes() {
    let pairs: [(Animation, Animation)] = [
      (.timingCurve(0.42, 0, 0.58, 1, duration: 0.35), .easeInOut(duration: 0.35)),
      (.timingCurve(0.42, 0, 1, 1, duration: 0.35), .easeIn),
      (.timingCurve(0, 0, 0.58, 1, duration: 0.35), .easeOut),
      (.timingCurve(0, 0, 1, 1, duration: 0.35), .linear),
    ]
    for (custom, named) in pairs {
      for i in 1...20 {
        let t = 0.35 * Double(i) / 21
        #expect(close(custom.progress(at: t).fraction, named.progress(at: t).fraction, 1e-6))
      }
    }
  }

  @Test func velocitiesMatchFiniteDifferences() {
    for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut] {
      for t in stride(from: 0.05, through: 0.95, by: 0.1) {
        let h = 1e-6
        let numeric = (curve.value(at: t + h) - curve.value(at: t - h)) / (2 * h)
        #expect(close(curve.velocity(at: t), numeric, 1e-4))
      }
    }
  }

  @Test func circularCurvesHaveTheirClosedForms() {
    #expect(close(UnitCurve.circularEaseIn.value(at: 0.6), 1 - (1 - 0.36).squareRoot()))
    #expect(close(UnitCurve.circularEaseOut.value(at: 0.6), (1 - 0.16).squareRoot()))
    #expect(close(UnitCurve.circularEaseInOut.value(at: 0.5), 0.5))
    #expect(close(UnitCurve.circularEaseInOut.value(at: 0.25), 0.5 * (1 - (0.75).squareRoot())))
  }

  @Test func inversesUndoTheCurve() {
    let curves: [UnitCurve] = [
      .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
      .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.7), endControlPoint: UnitPoint(x: 0.6, y: 0.9)),
    ]
    for curve in curves {
      for t in stride(from: 0.0, through: 1.0, by: 0.05) {
        #expect(close(curve.inverse.value(at: curve.value(at: t)), t, 1e-6))
      }
      #expect(curve.inverse.inverse == curve)
    }
  }
}
