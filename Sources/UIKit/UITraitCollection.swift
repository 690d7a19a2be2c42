import CoreGraphics
import FlipbookCore
import Foundation

/// The appearance a colour or image is resolved for, as UIKit's
/// `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark

  /// The SwiftUI colour scheme the style names (nil when unspecified).
  package var colorScheme: ColorScheme? {
    switch self {
    case .light: .light
    case .dark: .dark
    case .unspecified: nil
    }
  }
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified, compact, regular
}

/// A device family, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// The writing direction of an interface, as UIKit's
/// `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1, leftToRight, rightToLeft
}

/// A Dynamic Type category, as UIKit's `UIContentSizeCategory` (its raw
/// values are UIKit's).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")


  /// Whether this is one of the accessibility categories.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

/// The traits a view is drawn with, as UIKit's `UITraitCollection`: the
/// appearance, the Dynamic Type category, the layout direction, the display
/// scale, the size classes and the idiom. Unspecified traits take the
/// environment's values when applied (`apply(to:)`).
public final class UITraitCollection: Hashable, CustomStringConvertible, @unchecked Sendable {
  public private(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
  public private(set) var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  public private(set) var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
  public private(set) var displayScale: CGFloat = 0
  public private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
  public private(set) var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
  public private(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified

  /// No trait specified.
  public init() {}
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init()
    self.userInterfaceStyle = userInterfaceStyle
  }
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init()
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init()
    self.layoutDirection = layoutDirection
  }
  public convenience init(displayScale: CGFloat) {
    self.init()
    self.displayScale = displayScale
  }
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init()
    self.horizontalSizeClass = horizontalSizeClass
  }
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init()
    self.verticalSizeClass = verticalSizeClass
  }
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init()
    self.userInterfaceIdiom = userInterfaceIdiom
  }

  /// The traits of `collections` merged: a later collection's specified
  /// traits win, as UIKit's `init(traitsFrom:)`.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    self.init()
    for traits in collections {
      if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
      if traits.preferredContentSizeCategory != .unspecified {
        preferredContentSizeCategory = traits.preferredContentSizeCategory
      }
      if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
      if traits.displayScale > 0 { displayScale = traits.displayScale }
      if traits.horizontalSizeClass != .unspecified { horizontalSizeClass = traits.horizontalSizeClass }
      if traits.verticalSizeClass != .unspecified { verticalSizeClass = traits.verticalSizeClass }
      if traits.userInterfaceIdiom != .unspecified { userInterfaceIdiom = traits.userInterfaceIdiom }
    }
  }

  /// The traits current code runs with: the light appearance of a phone.
  public static var current: UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .light), UITraitCollection(userInterfaceIdiom: .phone),
      UITraitCollection(preferredContentSizeCategory: .large), UITraitCollection(layoutDirection: .leftToRight),
      UITraitCollection(displayScale: UIScreen.main.scale),
    ])
  }


  public var description: String {
    "UITraitCollection(style: \(userInterfaceStyle), category: \(preferredContentSizeCategory.rawValue), "
      + "direction: \(layoutDirection), scale: \(displayScale), idiom: \(userInterfaceIdiom))"
  }

  private var key: [String] {
    [
      "\(userInterfaceStyle)", preferredContentSizeCategory.rawValue, "\(layoutDirection)", "\(displayScale)",
      "\(horizontalSizeClass)", "\(verticalSizeClass)", "\(userInterfaceIdiom)",
    ]
  }
  public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool { a.key == b.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
