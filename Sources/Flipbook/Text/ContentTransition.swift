import Foundation

/// How a view's content animates when it changes in place (not an insertion
/// or removal), as SwiftUI's `ContentTransition`: what a `Text` shows while
/// its string, font or colour changes under an animation.
///
/// As SwiftUI documents, a content transition takes effect only within a
/// transaction that carries an animation; without one the new content
/// shows at once. The default is `.interpolate`.
///
/// What each one draws here (Flipbook's reading of iOS 17's look):
/// - `.identity`: the new content at once, even under an animation.
/// - `.opacity`: the old content fades out as the new fades in, both drawn
///   from the view's top-leading corner (the view's frame moves and resizes
///   through layout animation), the progress following the transaction's
///   animation.
/// - `.interpolate`: SwiftUI morphs matching glyphs (colour, weight, size)
///   and fades the others. Here, when only the string changed, characters
///   the two strings share (matched as for `.numericText`) slide to their
///   new place and the others fade out and in where they are; one line of
///   the same text changing only its size grows or shrinks through the
///   sizes between (the new layout drawn scaled from the old size, from
///   its top-leading corner); another change of font, or of colour,
///   cross-fades the whole text, which shows the same two end states with
///   a blend between rather than a morph.
/// - `.numericText(countsDown:)` and `.numericText(value:)`: characters the
///   two strings share stay (sliding to their new place); the others roll:
///   counting up, the old character rises out and the new one rises in from
///   below (down when counting down), each fading and blurring as it moves.
///   Strings are matched by their common start, then right-aligned (how
///   digits line up). Text on several lines fades as `.opacity` does.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identity, opacity, interpolate
    case numeric(countsDown: Bool?, value: Double?)
  }

  let kind: Kind

  /// The new content shows at once, with no animation.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out while the new fades in.
  public static let opacity = ContentTransition(kind: .opacity)
  /// Views interpolate their content where they can (text with matching
  /// glyphs), else cross-fade. The default.
  public static let interpolate = ContentTransition(kind: .interpolate)

  /// A transition for text showing a number: the digits that change roll,
  /// up when `countsDown` is false, down when it is true.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numeric(countsDown: countsDown, value: nil))
  }

  /// A transition for text showing `value`: the digits that change roll up
  /// when the new value is larger than the old, down when it is smaller.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numeric(countsDown: nil, value: value))
  }

  /// iOS 17's transition of one symbol into another by a symbol effect
  /// (`.contentTransition(.symbolEffect(.replace))`, as on a heart that
  /// fills). Flipbook's stand-in symbols have no layers to animate, so the
  /// old symbol fades out while the new fades in, as `.opacity` does.
  public static func symbolEffect<T: ContentTransitionSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    .opacity
  }

  /// The symbol effect the system picks for a symbol's change (a replace):
  /// drawn as a cross-fade here (see `symbolEffect(_:options:)`).
  public static var symbolEffect: ContentTransition { .opacity }
}

private struct ContentTransitionKey: EnvironmentKey {
  static var defaultValue: ContentTransition { .interpolate }
}

private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// How views in this environment animate changes to their content
  /// (`.interpolate` unless set).
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }

  /// Whether content transitions draw through an offscreen group (SwiftUI's
  /// Metal hint). Every drawing here is offscreen already: it changes nothing.
  public var contentTransitionAddsDrawingGroup: Bool {
    get { self[ContentTransitionAddsDrawingGroupKey.self] }
    set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Animates changes to the content of the views inside (a `Text`'s
  /// string, font or colour) with `transition`, when the change happens
  /// under an animation.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}
