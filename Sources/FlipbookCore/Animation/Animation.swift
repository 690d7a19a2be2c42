import Foundation

/// How a change of state moves through time, as in SwiftUI.
///
/// ## Which SwiftUI defaults
/// Timing curves, springs and their parameter defaults are SwiftUI's as of
/// iOS 17 / macOS 14, with one deliberate exception: `Animation.default` is
/// `easeInOut(duration: 0.35)`, its value in iOS 13–16 — the SwiftUI the
/// seed posts were written and recorded against (iOS 17 made it a spring).
///
/// An animation is a tree: a timing curve or a spring at the leaf, wrapped by
/// `delay`, `speed` and `repeat` modifiers in the order they were applied;
/// `.easeOut(duration: 0.4).repeatForever()` repeats the ease-out, while
/// `.delay(1).repeatForever()` repeats the delay too.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  indirect enum Node: Hashable, Sendable {
    case curve(UnitCurve, duration: Double)
    /// `blendDuration` is kept for API fidelity; a spring that interrupts a
    /// spring takes over its value and velocity (see `AnimationTrack`), so
    /// no blend is needed.
    case spring(Spring, blendDuration: Double)
    case delay(Node, Double)
    case speed(Node, Double)
    /// `count` nil repeats forever.
    case repeated(Node, count: Int?, autoreverses: Bool)
  }

  let node: Node

  init(_ node: Node) { self.node = node }

  /// `easeInOut(duration: 0.35)`: the default of iOS 13–16 (see the type's notes).
  public static let `default` = Animation.easeInOut(duration: 0.35)

  /// Constant speed for `duration` seconds (default 0.35).
  public static func linear(duration: Double) -> Animation { timingCurve(.linear, duration: duration) }
  public static var linear: Animation { .linear(duration: 0.35) }
  /// Starts slowly: Bézier (0.42, 0), (1, 1).
  public static func easeIn(duration: Double) -> Animation { timingCurve(.easeIn, duration: duration) }
  public static var easeIn: Animation { .easeIn(duration: 0.35) }
  /// Ends slowly: Bézier (0, 0), (0.58, 1).
  public static func easeOut(duration: Double) -> Animation { timingCurve(.easeOut, duration: duration) }
  public static var easeOut: Animation { .easeOut(duration: 0.35) }
  /// Starts and ends slowly: Bézier (0.42, 0), (0.58, 1).
  public static func easeInOut(duration: Double) -> Animation { timingCurve(.easeInOut, duration: duration) }
  public static var easeInOut: Animation { .easeInOut(duration: 0.35) }

  /// A cubic Bézier timing curve through control points (c0x, c0y), (c1x, c1y).
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    timingCurve(
      .bezier(startControlPoint: UnitPoint(x: c0x, y: c0y), endControlPoint: UnitPoint(x: c1x, y: c1y)),
      duration: duration)
  }

  /// An animation easing through `curve` over `duration` seconds. A negative
  /// or non-finite duration is treated as 0 (an immediate change).
  public static func timingCurve(_ curve: UnitCurve, duration: Double = 0.35) -> Animation {
    Animation(.curve(curve, duration: duration.isFinite ? max(0, duration) : 0))
  }

  /// A spring with SwiftUI's defaults: response 0.5 s, damping fraction 0.825.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  {
    Animation(.spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration))
  }

  /// A spring with a perceptual duration and bounce (iOS 17). Disfavoured so
  /// that `.spring()` means `spring(response:dampingFraction:blendDuration:)`.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(.spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration))
  }

  /// An animation driven by `spring`.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation(.spring(spring, blendDuration: blendDuration))
  }

  /// `spring()`: response 0.5 s, damping fraction 0.825.
  public static var spring: Animation { .spring(response: 0.5, dampingFraction: 0.825) }

  /// A spring from physical parameters; `initialVelocity` is in units of the
  /// animated distance per second.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
    var animation = Animation(.spring(spring, blendDuration: 0))
    animation.initialUnitVelocity = initialVelocity.isFinite ? initialVelocity : 0
    return animation
  }

  /// A short, stiff spring for interactive changes: response 0.15 s, damping
  /// fraction 0.86, blend duration 0.25 s.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  public static var interactiveSpring: Animation { .interactiveSpring() }

  /// A spring with no bounce: duration 0.5, bounce 0 (plus `extraBounce`).
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: extraBounce)
  }
  public static var smooth: Animation { .smooth() }
  /// A spring with a little bounce: duration 0.5, bounce 0.15 (plus `extraBounce`).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  public static var snappy: Animation { .snappy() }
  /// A spring with visible bounce: duration 0.5, bounce 0.3 (plus `extraBounce`).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  public static var bouncy: Animation { .bouncy() }

  // MARK: Modifiers

  /// Waits `delay` seconds before starting.
  public func delay(_ delay: Double) -> Animation {
    Animation(.delay(node, delay.isFinite ? max(0, delay) : 0))
  }

  /// Runs `speed` times faster (durations and delays inside are divided by
  /// it). A non-positive or non-finite speed leaves the animation unchanged.
  public func speed(_ speed: Double) -> Animation {
    guard speed.isFinite, speed > 0 else { return self }
    return Animation(.speed(node, speed))
  }

  /// Runs `repeatCount` times; with `autoreverses` every other run goes
  /// back from the new value to the old along the same curve played forward
  /// in time (an ease-out leaves both ends fast; SwiftUI's behaviour, not
  /// the curve mirrored in time), so an even count ends on the starting value (and the view
  /// then shows its model value, as in SwiftUI).
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(.repeated(node, count: max(1, repeatCount), autoreverses: autoreverses))
  }

  /// Repeats for as long as the film runs.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(.repeated(node, count: nil, autoreverses: autoreverses))
  }

  public var description: String { "\(node)" }

  /// An initial velocity in units of the animated distance per second,
  /// set by `interpolatingSpring(… initialVelocity:)`.
  var initialUnitVelocity: Double = 0
}
