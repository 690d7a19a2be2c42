import Foundation

// Symbol effects (iOS 17): `.symbolEffect(.bounce, value: count)`,
// `.symbolEffect(.pulse)`. Flipbook draws the symbol at rest: a discrete
// effect's one-shot motion and an indefinite effect's loop are not
// animated (a documented difference); the modifiers are kept so the code
// compiles and renders the symbol as it stands between effects.

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
  public var iterative: VariableColorSymbolEffect { self }
  public var cumulative: VariableColorSymbolEffect { self }
  public var reversing: VariableColorSymbolEffect { self }
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

/// How a symbol effect plays, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let `repeating` = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
  /// Plays `effect` on the symbols here while `isActive` (drawn at rest;
  /// see the essay above).
  public func symbolEffect<T: IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { self }

  /// Plays `effect` once each time `value` changes (drawn at rest).
  public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { self }

  /// Stops the symbol effects here (nothing plays in Flipbook).
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
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

extension View {
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
