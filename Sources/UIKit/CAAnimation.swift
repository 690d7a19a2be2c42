import CoreGraphics
import FlipbookCore
import Foundation

// Core Animation's explicit animations, as the code that makes them sets
// them. A layer keeps what `add(_:forKey:)` adds, and its model values
// stay as they are, which is what `CALayer.render(in:)` — and so a
// snapshot — draws (CALayer.swift's essay).

/// Seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double

/// The current absolute time in seconds, as Core Animation's
/// `CACurrentMediaTime()` (the system's monotonic clock).
public func CACurrentMediaTime() -> CFTimeInterval {
  Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// How an animation's progress is paced, as `CAMediaTimingFunction`: one of
/// the named curves or a cubic Bézier through (0, 0), the two control
/// points and (1, 1).
open class CAMediaTimingFunction: @unchecked Sendable {
  /// The curve's control points.
  public let controlPoints: (CGPoint, CGPoint)
  public init(name: CAMediaTimingFunctionName) {
    controlPoints = switch name {
    case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeInEaseOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    default: (CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1))
    }
  }
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = (CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)), CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
  }
}

/// The named timing curves, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time, as
/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// Told when an animation starts and stops, as `CAAnimationDelegate`.
public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: CAAnimation)
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation, as Core Animation's `CAAnimation`: its timing (Core
/// Animation's defaults: 0.25 s when `duration` is 0, once, removed on
/// completion).
open class CAAnimation: CAAction, @unchecked Sendable {
  open var duration: CFTimeInterval = 0
  open var beginTime: CFTimeInterval = 0
  open var timeOffset: CFTimeInterval = 0
  open var speed: Float = 1
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed
  open var isRemovedOnCompletion = true
  open var timingFunction: CAMediaTimingFunction?
  /// Strongly held, as Core Animation holds it.
  open var delegate: CAAnimationDelegate?
  open var isAdditive = false
  open var isCumulative = false
  public init() {}
}

/// An animation of one property, named by `keyPath`, as
/// `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
  open var keyPath: String?
  public override init() { super.init() }
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation between two values, as `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// An animation through a list of values, as `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var path: CGPath?
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode: CAAnimationCalculationMode = .linear
}

/// How a keyframe animation interpolates, as `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// A spring's animation between two values, as `CASpringAnimation`.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  /// How long the spring takes to settle, from its parameters: until its
  /// envelope falls under a thousandth.
  open var settlingDuration: CFTimeInterval {
    guard mass > 0, stiffness > 0, damping > 0 else { return 0 }
    let decay = damping / (2 * mass)
    return Double(log(1000) / decay)
  }
}

/// Animations run together, as `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
  open var animations: [CAAnimation]?
}

/// A transition between a layer's states, as `CATransition`.
open class CATransition: CAAnimation, @unchecked Sendable {
  open var type: CATransitionType = .fade
  open var subtype: CATransitionSubtype?
  open var startProgress: Float = 0
  open var endProgress: Float = 1
}

/// The kinds of `CATransition`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = CATransitionType(rawValue: "fade")
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  public static let push = CATransitionType(rawValue: "push")
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The directions of `CATransition`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
