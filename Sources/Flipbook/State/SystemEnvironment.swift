import Foundation

// The environment values that describe the device and the app's state.
// Flipbook renders as an iPhone in portrait, in the foreground, with the
// accessibility settings at their defaults; each value can be set with
// `.environment(_:_:)` to render another case.

/// A size class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// Whether the app is in the foreground, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Hashable, Comparable, Sendable {
  case background, inactive, active
}

/// The contrast the user asked for, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable {
  case standard, increased
}

/// The text weight the user asked for, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
  case regular, bold
}

/// Opens a URL, as SwiftUI's `OpenURLAction`. A film opens nothing: the
/// default action discards the URL (and tells a completion handler so);
/// an action set with `.environment(\.openURL, OpenURLAction { … })` runs
/// its handler.
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
  public struct Result: Sendable {
    let accepted: Bool
    /// The handler opened it.
    public static let handled = Result(accepted: true)
    /// The handler refused it.
    public static let discarded = Result(accepted: false)
    /// The system should open it (in a film: not opened).
    public static let systemAction = Result(accepted: false)
    /// The system should open `url` instead (in a film: not opened).
    public static func systemAction(_ url: URL) -> Result { Result(accepted: false) }
  }

  let handler: @Sendable (URL) -> Result

  /// An action that runs `handler`.
  public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

  /// Opens `url`.
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens `url`, then tells `completion` whether it was.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(handler(url).accepted)
  }
}

/// Ends a search, as SwiftUI's `DismissSearchAction` (Flipbook's search
/// field is never active, so it does nothing).
public struct DismissSearchAction: Sendable {
  /// Ends the search.
  public func callAsFunction() {}
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}
private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}
private struct ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}
private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}
private struct ReduceMotionKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
private struct ReduceTransparencyKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
private struct DifferentiateWithoutColorKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
private struct InvertColorsKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
private struct VoiceOverKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
private struct ContrastKey: EnvironmentKey {
  static var defaultValue: ColorSchemeContrast { .standard }
}
private struct LegibilityWeightKey: EnvironmentKey {
  static var defaultValue: LegibilityWeight? { .regular }
}
private struct IsSearchingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// The horizontal size class: `.compact`, an iPhone in portrait.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class: `.regular`, an iPhone in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The scene's phase: `.active` (a render is of the app in front).
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// Opens URLs (see `OpenURLAction`).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  /// Whether the user asked for less motion (false).
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Whether the user asked for less transparency (false).
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Whether the user asked to tell things apart without colour (false).
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether the display inverts colours (false).
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }

  /// Whether VoiceOver is running (false).
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverKey.self] }
    set { self[VoiceOverKey.self] = newValue }
  }

  /// The contrast asked for (`.standard`).
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ContrastKey.self] }
    set { self[ContrastKey.self] = newValue }
  }

  /// The text weight asked for (`.regular`).
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// Whether a search in a `.searchable` view is active (false).
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the active search (nothing to end in Flipbook).
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}
