import Foundation

/// A damped harmonic oscillator, as in SwiftUI's `Spring` (iOS 17).
///
/// The spring moves a value from 0 toward `target`: with displacement
/// y = value − target it solves m·y'' + c·y' + k·y = 0, y(0) = −target,
/// y'(0) = initialVelocity, in closed form for the under-damped
/// (`dampingRatio` < 1, overshoots), critically damped (= 1) and over-damped
/// (> 1) cases.
///
/// Parameters relate as SwiftUI documents: stiffness k = (2π / response)² · m,
/// damping c = 4π · dampingRatio · m / response; `duration` is the
/// perceptual duration (= response); `bounce` is 1 − dampingRatio when
/// dampingRatio ≤ 1 and 1/dampingRatio − 1 (negative) above.
public struct Spring: Hashable, Sendable {
  public var mass: Double
  public var stiffness: Double
  public var damping: Double

  /// A spring from its physical parameters. Unless `allowOverDamping`, the
  /// damping is limited to critical (dampingRatio ≤ 1), as in SwiftUI.
  /// Non-positive or non-finite mass and stiffness fall back to 1 and a
  /// critically damped spring of response 0.5 s respectively.
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let m = mass.isFinite && mass > 0 ? mass : 1
    let k = stiffness.isFinite && stiffness > 0 ? stiffness : pow(2 * .pi / 0.5, 2) * m
    var c = damping.isFinite && damping >= 0 ? damping : 2 * (k * m).squareRoot()
    if !allowOverDamping { c = min(c, 2 * (k * m).squareRoot()) }
    self.mass = m
    self.stiffness = k
    self.damping = c
  }

  /// A spring that completes a cycle in `response` seconds with the given
  /// damping ratio (1 is critically damped, smaller overshoots).
  public init(response: Double = 0.5, dampingRatio: Double = 1.0) {
    let r = response.isFinite && response > 0 ? response : 0.5
    let zeta = dampingRatio.isFinite && dampingRatio >= 0 ? dampingRatio : 1
    self.init(
      mass: 1, stiffness: pow(2 * .pi / r, 2), damping: 4 * .pi * zeta / r, allowOverDamping: true)
  }

  /// A spring with a perceptual `duration` and `bounce` in −1…1 (0: no
  /// bounce; positive bounces; negative is over-damped).
  public init(duration: Double = 0.5, bounce: Double = 0.0) {
    let b = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
    self.init(response: duration, dampingRatio: b >= 0 ? 1 - b : 1 / (1 + b))
  }

  /// How long one undamped cycle takes, in seconds.
  public var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }
  /// Damping relative to critical damping.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// The perceptual duration (equal to `response`).
  public var duration: Double { response }
  /// 1 − dampingRatio up to critical damping, 1/dampingRatio − 1 beyond.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// A smooth spring with no bounce (duration 0.5).
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A snappy spring with a little bounce (duration 0.5, bounce 0.15).
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// A bouncy spring (duration 0.5, bounce 0.3).
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// The default relative threshold for settling.
  public static let defaultSettlingEpsilon = 0.001

  /// The time at which a spring from 0 toward a target at unit distance,
  /// at rest, stays within `epsilon` of the target for good. See
  /// `settlingDuration(target:initialVelocity:epsilon:)`.
  public var settlingDuration: Double {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: Self.defaultSettlingEpsilon)
  }

  /// The value at `time` of a spring moving from zero toward `target`.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    let (g, _, h, _) = responses(at: time)
    // value = target + y, y = −target·G + v0·H
    let settled = target.scaled(by: 1 - g)
    return settled.adding(initialVelocity, scaledBy: h)
  }

  /// The velocity at `time` of a spring moving from zero toward `target`.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    let (_, dg, _, dh) = responses(at: time)
    let settling = target.scaled(by: -dg)
    return settling.adding(initialVelocity, scaledBy: dh)
  }

  /// The time after which the spring's distance from `target` stays within
  /// `epsilon` × the size of the start (the larger of |target| and
  /// |initialVelocity| × 1 s, or 1 when both are zero). Found by bounding
  /// the oscillation's exponential envelope, then scanning back for the last
  /// excursion outside the band and bisecting it to 1e-6 s.
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double = Spring.defaultSettlingEpsilon
  ) -> Double {
    let a = target.magnitudeSquared.squareRoot()
    let v = initialVelocity.magnitudeSquared.squareRoot()
    let scale = max(a, v, a == 0 && v == 0 ? 1 : 0)
    let threshold = max(epsilon, 1e-12) * scale
    func distance(_ t: Double) -> Double {
      let (g, _, h, _) = responses(at: t)
      return target.scaled(by: -g).adding(initialVelocity, scaledBy: h).magnitudeSquared.squareRoot()
    }
    if a == 0 && v == 0 { return 0 }
    // Past `horizon` the envelope (a·|G|max + v·|H|max) is below the threshold.
    let decay = decayRate
    let envelopeScale = (a + v) * envelopeFactor
    var horizon = envelopeScale > threshold ? log(envelopeScale / threshold) / decay : 0
    horizon = min(max(horizon, 0), 3600)
    let steps = 2000
    let step = horizon / Double(steps)
    var last = -1
    for i in stride(from: steps, through: 0, by: -1) where distance(Double(i) * step) > threshold {
      last = i
      break
    }
    if last < 0 { return 0 }
    if last == steps { return horizon }
    var low = Double(last) * step, high = low + step
    while high - low > 1e-6 {
      let mid = (low + high) / 2
      if distance(mid) > threshold { low = mid } else { high = mid }
    }
    return high
  }

  /// The slowest exponential decay rate of the free response.
  var decayRate: Double {
    let w0 = (stiffness / mass).squareRoot()
    let zeta = dampingRatio
    if zeta < 1 { return zeta * w0 }
    if zeta == 1 { return w0 * 0.5 }  // t·e^{−w0·t} decays at least as e^{−w0·t/2}·(2/(e·w0))
    return w0 * (zeta - (zeta * zeta - 1).squareRoot())
  }

  /// A bound on |G| and |H| relative to their exponential envelope.
  var envelopeFactor: Double {
    let w0 = (stiffness / mass).squareRoot()
    let zeta = dampingRatio
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      return max((1 + pow(zeta * w0 / wd, 2)).squareRoot(), 1 / wd)
    }
    return max(2, 2 / w0) * (zeta > 1 ? zeta / (zeta * zeta - 1).squareRoot() + 1 : 1)
  }

  /// The free responses: G (unit displacement, at rest) and H (unit
  /// velocity, no displacement), and their time derivatives, at `t` ≥ 0.
  func responses(at t: Double) -> (g: Double, dg: Double, h: Double, dh: Double) {
    let t = max(0, t)
    let w0 = (stiffness / mass).squareRoot()
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-9 {
      let e = exp(-w0 * t)
      return (e * (1 + w0 * t), -w0 * w0 * t * e, t * e, e * (1 - w0 * t))
    }
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let e = exp(-zeta * w0 * t)
      let c = cos(wd * t), s = sin(wd * t)
      return (
        e * (c + zeta * w0 / wd * s),
        -e * w0 * w0 / wd * s,
        e * s / wd,
        e * (c - zeta * w0 / wd * s)
      )
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
    let e1 = exp(r1 * t), e2 = exp(r2 * t)
    return (
      (r2 * e1 - r1 * e2) / (r2 - r1),
      r1 * r2 * (e1 - e2) / (r2 - r1),
      (e1 - e2) / (r1 - r2),
      (r1 * e1 - r2 * e2) / (r1 - r2)
    )
  }
}
