import Foundation

// Symbol effects (iOS 17): `.symbolEffect(.bounce, value: count)`,
// `.symbolEffect(.pulse)`, played over film time on the SF Symbols inside
// (`SymbolEffectPlayback.swift` has the motions and their timings). A
// discrete effect plays once each time its value changes; an indefinite
// one loops while active. Replace and the appear/disappear transitions
// draw the symbol as it stands (a documented difference).

/// An effect on a symbol, as SwiftUI's `SymbolEffect`.
public protocol SymbolEffect: Sendable {}
/// An effect that plays once per change of a value.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that plays while active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that makes a symbol appear or disappear.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// A symbol's layers or whole, and a direction, shared by the effects.
public struct _SymbolEffectParts: Sendable {
  var direction = 0
  var byLayer = false
}

/// A bounce.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var parts = _SymbolEffectParts()
  public var up: BounceSymbolEffect { var copy = self; copy.parts.direction = 1; return copy }
  public var down: BounceSymbolEffect { var copy = self; copy.parts.direction = -1; return copy }
  public var byLayer: BounceSymbolEffect { var copy = self; copy.parts.byLayer = true; return copy }
  public var wholeSymbol: BounceSymbolEffect { var copy = self; copy.parts.byLayer = false; return copy }
}

/// A pulse of opacity.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var parts = _SymbolEffectParts()
  public var byLayer: PulseSymbolEffect { var copy = self; copy.parts.byLayer = true; return copy }
  public var wholeSymbol: PulseSymbolEffect { var copy = self; copy.parts.byLayer = false; return copy }
}

/// Layers lit in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var parts = _SymbolEffectParts()
  var isCumulative = false
  var isReversing = false
  public var iterative: VariableColorSymbolEffect { var copy = self; copy.isCumulative = false; return copy }
  public var cumulative: VariableColorSymbolEffect { var copy = self; copy.isCumulative = true; return copy }
  public var reversing: VariableColorSymbolEffect { var copy = self; copy.isReversing = true; return copy }
  public var nonReversing: VariableColorSymbolEffect { var copy = self; copy.isReversing = false; return copy }
}

/// A scale up or down.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
  var parts = _SymbolEffectParts()
  public var up: ScaleSymbolEffect { var copy = self; copy.parts.direction = 1; return copy }
  public var down: ScaleSymbolEffect { var copy = self; copy.parts.direction = -1; return copy }
  public var byLayer: ScaleSymbolEffect { var copy = self; copy.parts.byLayer = true; return copy }
  public var wholeSymbol: ScaleSymbolEffect { var copy = self; copy.parts.byLayer = false; return copy }
}

/// An appearance.
public struct AppearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect {
  var parts = _SymbolEffectParts()
  public var up: AppearSymbolEffect { self }
  public var down: AppearSymbolEffect { self }
  public var byLayer: AppearSymbolEffect { self }
  public var wholeSymbol: AppearSymbolEffect { self }
}

/// A disappearance.
public struct DisappearSymbolEffect: TransitionSymbolEffect, IndefiniteSymbolEffect {
  var parts = _SymbolEffectParts()
  public var up: DisappearSymbolEffect { self }
  public var down: DisappearSymbolEffect { self }
  public var byLayer: DisappearSymbolEffect { self }
  public var wholeSymbol: DisappearSymbolEffect { self }
}

/// A replacement of one symbol by another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
  var parts = _SymbolEffectParts()
  public var downUp: ReplaceSymbolEffect { self }
  public var upUp: ReplaceSymbolEffect { self }
  public var offUp: ReplaceSymbolEffect { self }
  public var byLayer: ReplaceSymbolEffect { self }
  public var wholeSymbol: ReplaceSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// How a symbol effect plays, as SwiftUI's `SymbolEffectOptions`: how
/// many times (nil: the effect's own; an indefinite effect loops) and how
/// fast. A speed that is not finite and positive counts as 1; a count
/// below 1 as 1.
public struct SymbolEffectOptions: Sendable {
  var repeatCount: Int?
  var speed: Double = 1

  public static let `default` = SymbolEffectOptions()
  /// Repeats without end.
  public static let `repeating` = SymbolEffectOptions(repeatCount: .max)
  /// Plays once.
  public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(count, 1)) }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    var copy = self
    copy.repeatCount = max(count, 1)
    return copy
  }
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    copy.speed = speed.isFinite && speed > 0 ? speed : 1
    return copy
  }
}

nonisolated extension View {
  /// Plays `effect` on the symbols here while `isActive`, looping (see
  /// `SymbolEffectPlayback`).
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    modifier(_SymbolEffectModifier(motion: SymbolMotion(effect), options: options, trigger: .active(isActive)))
  }

  /// Plays `effect` once each time `value` changes.
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    modifier(_SymbolEffectModifier(motion: SymbolMotion(effect), options: options, trigger: .value(AnyEquatableValue(value))))
  }

  /// Stops the symbol effects here.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    transformEnvironment(\.symbolEffectFrame) { if isEnabled { $0 = nil } }
  }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`
/// (see `ResolvedSymbol.lower` for what each mode draws): a symbol's
/// layers are its glyph, its enclosure and its badge.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

nonisolated extension View {
  /// Sets how symbols here colour their layers (nil: the default,
  /// monochrome), as SwiftUI's `symbolRenderingMode(_:)`.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
}

extension Image {
  /// Sets how this symbol colours its layers, over the environment's.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var image = self
    image.symbolRenderingMode = mode
    return image
  }
}
