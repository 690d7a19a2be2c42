import Foundation

// MARK: - Symbol effects over film time
//
// `symbolEffect(_:options:value:)` plays a discrete effect once from the
// pass its value changes; `symbolEffect(_:options:isActive:)` loops an
// indefinite one while active. The modifier reads the film's time while an
// effect plays (so films draw every frame of it, and stills the symbol at
// rest), and hands the symbols inside a frame of the effect
// (`SymbolEffectFrame`, in the environment), which `ResolvedSymbol` draws.
//
// The motions, Flipbook's reading of SF Symbols' (the SF Symbols app's
// previews, timed frame by frame), at speed 1:
//
// - **bounce** (0.5 s): squashed to 0.85 at 0.1 s, overshoot to 1.12 at
//   0.25 s, 0.97 at 0.4 s, rest at 0.5 s, scaled about the symbol's bottom
//   middle (`.down`: about its top, shrinking first the other way round);
//   repeating bounces follow each other with no pause;
// - **pulse** (1 s): the opacity down to 0.3 and back, easing;
// - **variableColor** (1.2 s a cycle, its parts — a symbol's separate
//   strokes, inner first — lit in turn: `.iterative` one at a time,
//   `.cumulative` up to it; unlit parts at 35 %, as SF's inactive layers);
// - **scale** (`.up` 1.2 ×, `.down` 0.85 ×) held while active, after a
//   0.25-s ease;
// - **appear**, **disappear** and **replace**: the symbol as it stands.

/// What an effect draws at one instant, for the symbols inside.
struct SymbolEffectFrame: Equatable {
  /// Scale about `anchor` (unit coordinates of the symbol's frame).
  var scale: CGFloat = 1
  var anchor = UnitPoint(x: 0.5, y: 1)
  var opacity: Double = 1
  /// Variable colour: the parts lit (nil: all); `lit` of them from the
  /// first (cumulative) or the one at `lit` (iterative).
  var lit: Double?
  var isCumulative = true
}

private struct SymbolEffectFrameKey: EnvironmentKey {
  static var defaultValue: SymbolEffectFrame? { nil }
}

extension EnvironmentValues {
  /// The symbol effect playing on the symbols here, at this instant.
  var symbolEffectFrame: SymbolEffectFrame? {
    get { self[SymbolEffectFrameKey.self] }
    set { self[SymbolEffectFrameKey.self] = newValue }
  }
}

/// An effect's motion, independent of how it is triggered.
enum SymbolMotion {
  case bounce(down: Bool)
  case pulse
  case variableColor(cumulative: Bool, reversing: Bool)
  case scale(up: Bool)
  case still

  init(_ effect: some SymbolEffect) {
    switch effect {
    case let bounce as BounceSymbolEffect: self = .bounce(down: bounce.parts.direction < 0)
    case is PulseSymbolEffect: self = .pulse
    case let variable as VariableColorSymbolEffect:
      self = .variableColor(cumulative: variable.isCumulative, reversing: variable.isReversing)
    case let scale as ScaleSymbolEffect: self = .scale(up: scale.parts.direction >= 0)
    default: self = .still
    }
  }

  /// One play's length in seconds at speed 1.
  var duration: Double {
    switch self {
    case .bounce: 0.5
    case .pulse: 1
    case .variableColor: 1.2
    case .scale: 0.25
    case .still: 0
    }
  }

  /// Plays without end while active (loops), or settles (scale).
  var holdsAtEnd: Bool { if case .scale = self { true } else { false } }

  /// The frame `t` seconds (at speed 1) into one play.
  func frame(at t: Double) -> SymbolEffectFrame {
    var frame = SymbolEffectFrame()
    switch self {
    case .bounce(let down):
      let keys: [(Double, CGFloat)] = [(0, 1), (0.1, 0.85), (0.25, 1.12), (0.4, 0.97), (0.5, 1)]
      frame.scale = Self.interpolate(keys, at: t)
      if down { frame.anchor = UnitPoint(x: 0.5, y: 0) }
    case .pulse:
      let phase = min(max(t / 1, 0), 1)
      frame.opacity = 1 - 0.7 * (0.5 - 0.5 * cos(2 * .pi * phase))
    case .variableColor(let cumulative, let reversing):
      var phase = min(max(t / 1.2, 0), 1)
      if reversing { phase = phase < 0.5 ? phase * 2 : (1 - phase) * 2 }
      frame.lit = phase
      frame.isCumulative = cumulative
    case .scale(let up):
      let eased = 0.5 - 0.5 * cos(.pi * min(max(t / 0.25, 0), 1))
      frame.scale = 1 + (up ? 0.2 : -0.15) * eased
      frame.anchor = .center
    case .still:
      break
    }
    return frame
  }

  private static func interpolate(_ keys: [(Double, CGFloat)], at t: Double) -> CGFloat {
    guard let last = keys.last, t < last.0 else { return keys.last?.1 ?? 1 }
    for (a, b) in zip(keys, keys.dropFirst()) where t < b.0 {
      let u = CGFloat((t - a.0) / (b.0 - a.0))
      let eased = u * u * (3 - 2 * u)
      return a.1 + (b.1 - a.1) * eased
    }
    return last.1
  }
}

/// `symbolEffect`: see the essay above.
nonisolated struct _SymbolEffectModifier: ViewModifier, PrimitiveModifier {
  enum Trigger {
    case active(Bool)
    case value(AnyEquatableValue)
  }

  let motion: SymbolMotion
  let options: SymbolEffectOptions
  let trigger: Trigger

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    guard let elapsed = playingTime(inputs) else { return content(inputs) }
    var inputs = inputs
    inputs.environment.symbolEffectFrame = frame(elapsed: elapsed)
    return content(inputs)
  }

  /// Seconds (at speed 1) since the effect started, while it plays; nil
  /// at rest (or in a still, for a discrete effect).
  private func playingTime(_ inputs: ResolveInputs) -> Double? {
    let speed = options.speed
    switch trigger {
    case .active(let isActive):
      if case .still = motion { return nil }
      let box = startBox(inputs)
      guard isActive else {
        box?.value = Double?.none as Any
        return nil
      }
      // A loop from the pass it became active (stills: its first frame).
      let start: Double
      if let started = box?.value as? Double? ?? nil {
        start = started
      } else {
        start = inputs.time
        box?.value = Optional(start) as Any
      }
      return (inputs.time - start) * speed
    case .value(let value):
      guard let memory = inputs.memory, !inputs.seeding else { return nil }
      let changed = memory.lifecycle.watch(value, at: inputs.identity)
      let box = startBox(inputs)
      if changed { box?.value = Optional(inputs.time) as Any }
      guard let start = box?.value as? Double? ?? nil else { return nil }
      let count = Double(min(options.repeatCount ?? 1, 1_000))
      let elapsed = (inputs.time - start) * speed
      return elapsed < motion.duration * count ? elapsed : nil
    }
  }

  /// Where the effect's start time is kept: the view's state.
  private func startBox(_ inputs: ResolveInputs) -> StateStore.Box? {
    inputs.stateStore?.box(
      for: StateStore.Key(identity: inputs.identity, property: .stored(label: "_symbolEffectStart")), initial: Double?.none)
  }

  private func frame(elapsed: Double) -> SymbolEffectFrame {
    let duration = motion.duration
    guard duration > 0 else { return SymbolEffectFrame() }
    if motion.holdsAtEnd { return motion.frame(at: min(elapsed, duration)) }
    let limit = Double(options.repeatCount ?? .max)
    let plays = (elapsed / duration).rounded(.down)
    if plays >= limit { return SymbolEffectFrame() }
    return motion.frame(at: elapsed - plays * duration)
  }
}
