import Foundation

/// A type whose values can be added, subtracted and scaled, so an animation
/// can interpolate between two of them, as in SwiftUI.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// A copy scaled by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }

  /// The value `amount` of the way from `self` toward `other`
  /// (`self + (other − self) × amount`; amounts outside 0…1 extrapolate).
  public func interpolated(towards other: Self, amount: Double) -> Self {
    self + (other - self).scaled(by: amount)
  }

  /// `self + other × factor`, with `other` left out when it is `.zero`.
  /// A user type's `.zero` need not be a true identity: the animating-shapes
  /// post's `AnimatableVector.zero` has one element, and its `+` keeps the
  /// shorter operand's length, so adding its zero velocity to a shape of
  /// hundreds of numbers would leave one number. Springs and keyframes add
  /// their velocity terms through this.
  func adding(_ other: Self, scaledBy factor: Double) -> Self {
    other == .zero ? self : self + other.scaled(by: factor)
  }

  /// Moves `self` `amount` of the way toward `other`.
  public mutating func interpolate(towards other: Self, amount: Double) {
    self = interpolated(towards: other, amount: amount)
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// The animatable data of a type with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public static func += (lhs: inout Self, rhs: Self) {}
  public static func -= (lhs: inout Self, rhs: Self) {}
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values, itself animatable, as in SwiftUI.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second

  /// Creates a pair.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: Self { Self(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
