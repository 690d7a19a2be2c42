import Foundation

/// What kind of element an accessibility element is, as SwiftUI's
/// `AccessibilityTraits`: a set VoiceOver reads ("button", "heading" …).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  /// The element's default action (a double tap in VoiceOver).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Escape (a two-finger scrub).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The "magic tap" (a two-finger double tap).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deletion.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Showing a menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  init(name: String) { self.name = name }
  /// An action named by the app.
  public init(named name: Text) { self.name = name.string }
}

/// Whether an element's children are combined, kept or ignored, as
/// SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let kind: Int
  /// The children's labels become the element's.
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  /// The children stay elements of their own.
  public static let contain = AccessibilityChildBehavior(kind: 1)
  /// The children's labels are joined into the element's.
  public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// One element VoiceOver would visit: what the accessibility modifiers and
/// texts of a laid-out view say, with its frame. Read with
/// `ImageRenderer.accessibilityElements`.
public struct AccessibilityElement: Hashable, Sendable {
  /// The label: set by `accessibilityLabel`, else the text inside.
  public var label: String
  /// The value (`accessibilityValue`), if set.
  public var value: String?
  /// The hint (`accessibilityHint`), if set.
  public var hint: String?
  /// The identifier (`accessibilityIdentifier`), if set.
  public var identifier: String?
  /// The traits: added ones, minus removed ones; `isStaticText` for text.
  public var traits: AccessibilityTraits
  /// The actions VoiceOver offers.
  public var actions: [String]
  /// The element's frame in the root's space, in points.
  public var frame: CGRect
}
