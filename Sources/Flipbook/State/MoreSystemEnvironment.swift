import Foundation

// MARK: - The rest of the system's environment values
//
// Values an app reads with `@Environment(\.name)` whose defaults are an
// iPhone's, launched and in front: one window that can't open another, the
// screen at full luminance, no undo manager until a document sets one.
// Those that change drawing are read where they do (the list reads
// `defaultMinListRowHeight`; `pixelLength` is the display scale's
// reciprocal).

private struct IsFocusedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct UndoManagerKey: EnvironmentKey {
  static var defaultValue: UndoManager? { nil }
}

private struct IsLuminanceReducedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
  static var defaultValue: Visibility { .automatic }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

private struct KeyboardShortcutKey: EnvironmentKey {
  static var defaultValue: KeyboardShortcut? { nil }
}

extension EnvironmentValues {
  /// Whether the nearest focusable ancestor has focus, as SwiftUI's
  /// `isFocused` (false: nothing has focus in a render unless a
  /// `@FocusState` gives it).
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }

  /// The undo manager views register changes with, as SwiftUI's
  /// `undoManager` (nil: a render has no document window).
  public var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }

  /// Whether the display is dimmed (always-on), as SwiftUI's
  /// `isLuminanceReduced` (false).
  public var isLuminanceReduced: Bool {
    get { self[IsLuminanceReducedKey.self] }
    set { self[IsLuminanceReducedKey.self] = newValue }
  }

  /// The size of a pixel in points, as SwiftUI's `pixelLength`:
  /// `1 / displayScale`.
  public var pixelLength: CGFloat { 1 / max(displayScale, 1) }

  /// Whether menus show their indicator, as SwiftUI's
  /// `menuIndicatorVisibility` (`.automatic`).
  public var menuIndicatorVisibility: Visibility {
    get { self[MenuIndicatorVisibilityKey.self] }
    set { self[MenuIndicatorVisibilityKey.self] = newValue }
  }

  /// The least height of a list row, as SwiftUI's `defaultMinListRowHeight`:
  /// 44 points (iOS 26's look: 51); a list reads it for every row, so
  /// `.environment(\.defaultMinListRowHeight, 30)` packs short rows closer.
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] ?? (platformLook == .iOS26 ? 51 : 44) }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The least height of a list section header, as SwiftUI's
  /// `defaultMinListHeaderHeight` (nil: the header's own).
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }

  /// The keyboard shortcut of the enclosing control, as SwiftUI's
  /// `keyboardShortcut` environment value (nil).
  public var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }

  /// Whether the app can show several windows, as SwiftUI's
  /// `supportsMultipleWindows` (false: an iPhone's app has one).
  public var supportsMultipleWindows: Bool { false }

  /// Opens a window of a `WindowGroup`, as SwiftUI's `openWindow` (an
  /// iPhone's app can't: calling it does nothing).
  public var openWindow: OpenWindowAction { OpenWindowAction() }

  /// Closes a window, as SwiftUI's `dismissWindow` (does nothing).
  public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}

/// Opens a window, as SwiftUI's `OpenWindowAction` (iOS 16): an iPhone's
/// app has one window, so calling it does nothing, as on an iPhone.
public struct OpenWindowAction: Sendable {
  /// Opens the window group of `id`.
  public func callAsFunction(id: String) {}
  /// Opens a window presenting `value`.
  public func callAsFunction<D: Codable & Hashable>(value: D) {}
  /// Opens the window group of `id` presenting `value`.
  public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

/// Closes a window, as SwiftUI's `DismissWindowAction` (iOS 17): does
/// nothing in a render.
public struct DismissWindowAction: Sendable {
  /// Closes the window this view is in.
  public func callAsFunction() {}
  /// Closes the windows of `id`.
  public func callAsFunction(id: String) {}
  /// Closes the window presenting `value`.
  public func callAsFunction<D: Codable & Hashable>(value: D) {}
  /// Closes the window of `id` presenting `value`.
  public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}
