import Foundation

/// A flat list of numbers that interpolates component by component: the
/// animatable data of a shape style with a variable number of parts (a
/// gradient's geometry and its stops' locations and colours).
///
/// The empty vector is zero, so an animation's arithmetic (`to - from`,
/// velocities starting at `.zero`) works without knowing the length.
/// Vectors of different lengths never meet in one animation: a style's
/// records are keyed by its vector's length, so a gradient that gains a
/// stop jumps, as SwiftUI's does.
package struct StyleVector: VectorArithmetic, Hashable, Sendable {
  package var components: [Double]

  package init(_ components: [Double]) { self.components = components }

  package static var zero: StyleVector { StyleVector([]) }

  package var count: Int { components.count }

  private static func combine(_ lhs: StyleVector, _ rhs: StyleVector, _ op: (Double, Double) -> Double) -> StyleVector {
    let count = max(lhs.count, rhs.count)
    var result = [Double](repeating: 0, count: count)
    for index in 0..<count {
      let a = index < lhs.count ? lhs.components[index] : 0
      let b = index < rhs.count ? rhs.components[index] : 0
      result[index] = op(a, b)
    }
    return StyleVector(result)
  }

  package static func + (lhs: StyleVector, rhs: StyleVector) -> StyleVector { combine(lhs, rhs, +) }
  package static func - (lhs: StyleVector, rhs: StyleVector) -> StyleVector { combine(lhs, rhs, -) }

  package mutating func scale(by rhs: Double) {
    for index in components.indices { components[index] *= rhs }
  }

  package var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }

  package static func == (lhs: StyleVector, rhs: StyleVector) -> Bool {
    // Zero is zero at any length (an all-zero velocity equals `.zero`).
    let count = max(lhs.count, rhs.count)
    for index in 0..<count {
      let a = index < lhs.count ? lhs.components[index] : 0
      let b = index < rhs.count ? rhs.components[index] : 0
      if a != b { return false }
    }
    return true
  }

  package func hash(into hasher: inout Hasher) {
    var trimmed = components[...]
    while trimmed.last == 0 { trimmed = trimmed.dropLast() }
    hasher.combine(Array(trimmed))
  }
}
