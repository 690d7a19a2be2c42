import Foundation

/// A key a shortcut names, as SwiftUI's `KeyEquivalent`: a character, or
/// one of the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character (for named keys, the character UIKit gives them).
  public var character: Character

  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")
}

/// Modifier keys held with a shortcut's key, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
  public var key: KeyEquivalent
  public var modifiers: EventModifiers

  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return: a sheet's or alert's default button.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: the cancel button.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

nonisolated extension View {
  /// A hardware-keyboard shortcut for this control. A film presses no
  /// keys, and iOS draws nothing for a shortcut: nothing changes.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
  /// A hardware-keyboard shortcut for this control (nil: none); nothing drawn changes.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
}
