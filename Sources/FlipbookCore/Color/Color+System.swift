extension Color {
  /// SwiftUI's adaptive system colours, with Apple's published iOS values
  /// (Human Interface Guidelines, iOS 15–18) for the light and dark
  /// schemes, and iOS 26's palette under `PlatformLook.iOS26`.
  package enum SystemColor: String, Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case primary, secondary
    // UIKit's semantic colours, which controls, hierarchical styles and
    // `UIColor`'s stand-in draw with.
    case tertiaryLabel, quaternaryLabel, quinaryLabel
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case separator, opaqueSeparator, placeholderText, link
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    package func resolved(in scheme: ColorScheme, look: PlatformLook = .iOS18) -> Resolved {
      let dark = scheme == .dark
      func rgb(_ light: (Int, Int, Int), _ darkValue: (Int, Int, Int), opacity: Float = 1) -> Resolved {
        let (r, g, b) = dark ? darkValue : light
        return Resolved(red: Float(r) / 255, green: Float(g) / 255, blue: Float(b) / 255, opacity: opacity)
      }
      if look == .iOS26, let modern = modernHue { return rgb(modern.light, modern.dark) }
      // iOS 26's separator is fainter: (60, 60, 67) at 12.3 % in the light
      // scheme, measured on list separators (bradleymackey/vault-ios: 231
      // over white) and on a `Color(.separator)` swatch (vjr2005/Challenge:
      // 220 over (242, 242, 247)). The dark scheme's is not measured yet.
      if look == .iOS26, self == .separator, !dark { return rgb((60, 60, 67), (84, 84, 88), opacity: 0.123) }
      switch self {
      case .red: return rgb((255, 59, 48), (255, 69, 58))
      case .orange: return rgb((255, 149, 0), (255, 159, 10))
      case .yellow: return rgb((255, 204, 0), (255, 214, 10))
      case .green: return rgb((52, 199, 89), (48, 209, 88))
      case .mint: return rgb((0, 199, 190), (99, 230, 226))
      case .teal: return rgb((48, 176, 199), (64, 200, 224))
      case .cyan: return rgb((50, 173, 230), (100, 210, 255))
      case .blue: return rgb((0, 122, 255), (10, 132, 255))
      case .indigo: return rgb((88, 86, 214), (94, 92, 230))
      case .purple: return rgb((175, 82, 222), (191, 90, 242))
      case .pink: return rgb((255, 45, 85), (255, 55, 95))
      case .brown: return rgb((162, 132, 94), (172, 142, 104))
      case .gray: return rgb((142, 142, 147), (142, 142, 147))
      // `primary` is the label colour: black, or white in dark mode.
      case .primary: return rgb((0, 0, 0), (255, 255, 255))
      // `secondary` is secondaryLabel: grey at 60 % opacity.
      case .secondary: return rgb((60, 60, 67), (235, 235, 245), opacity: 0.6)
      case .tertiaryLabel, .placeholderText: return rgb((60, 60, 67), (235, 235, 245), opacity: 0.3)
      case .quaternaryLabel: return rgb((60, 60, 67), (235, 235, 245), opacity: dark ? 0.16 : 0.18)
      // UIKit has no fifth label level; half the fourth's opacity.
      case .quinaryLabel: return rgb((60, 60, 67), (235, 235, 245), opacity: dark ? 0.08 : 0.09)
      case .systemFill: return rgb((120, 120, 128), (120, 120, 128), opacity: dark ? 0.36 : 0.2)
      case .secondarySystemFill: return rgb((120, 120, 128), (120, 120, 128), opacity: dark ? 0.32 : 0.16)
      case .tertiarySystemFill: return rgb((118, 118, 128), (118, 118, 128), opacity: dark ? 0.24 : 0.12)
      case .quaternarySystemFill: return rgb((116, 116, 128), (118, 118, 128), opacity: dark ? 0.18 : 0.08)
      case .systemBackground: return rgb((255, 255, 255), (0, 0, 0))
      case .secondarySystemBackground: return rgb((242, 242, 247), (28, 28, 30))
      case .tertiarySystemBackground: return rgb((255, 255, 255), (44, 44, 46))
      case .systemGroupedBackground: return rgb((242, 242, 247), (0, 0, 0))
      case .secondarySystemGroupedBackground: return rgb((255, 255, 255), (28, 28, 30))
      case .tertiarySystemGroupedBackground: return rgb((242, 242, 247), (44, 44, 46))
      case .separator: return rgb((60, 60, 67), (84, 84, 88), opacity: dark ? 0.6 : 0.29)
      case .opaqueSeparator: return rgb((198, 198, 200), (56, 56, 58))
      case .link: return rgb((0, 122, 255), (9, 132, 255))
      case .systemGray2: return rgb((174, 174, 178), (99, 99, 102))
      case .systemGray3: return rgb((199, 199, 204), (72, 72, 74))
      case .systemGray4: return rgb((209, 209, 214), (58, 58, 60))
      case .systemGray5: return rgb((229, 229, 234), (44, 44, 46))
      case .systemGray6: return rgb((242, 242, 247), (28, 28, 30))
      }
    }

    /// iOS 26's palette for the twelve hues (PlatformLook's note: light
    /// red, blue, indigo, purple and green measured on iOS 26.5's
    /// references, the rest as Apple publishes them); nil for the other
    /// colours, which iOS 26 keeps.
    private var modernHue: (light: (Int, Int, Int), dark: (Int, Int, Int))? {
      switch self {
      case .red: ((255, 56, 60), (255, 66, 69))
      case .orange: ((255, 141, 40), (255, 146, 48))
      case .yellow: ((255, 204, 0), (255, 214, 0))
      case .green: ((52, 199, 89), (48, 209, 88))
      case .mint: ((0, 200, 179), (0, 218, 195))
      case .teal: ((0, 195, 208), (0, 210, 224))
      case .cyan: ((0, 192, 232), (60, 211, 254))
      case .blue: ((0, 136, 255), (0, 145, 255))
      case .indigo: ((97, 85, 245), (109, 124, 255))
      case .purple: ((203, 48, 224), (219, 52, 242))
      case .pink: ((255, 45, 85), (255, 55, 95))
      case .brown: ((172, 127, 94), (183, 138, 102))
      default: nil
      }
    }
  }

  /// Fully transparent.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// Black in every colour scheme.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// White in every colour scheme.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// System red: #FF3B30 light, #FF453A dark.
  public static let red = Color(storage: .system(.red))
  /// System orange: #FF9500 light, #FF9F0A dark.
  public static let orange = Color(storage: .system(.orange))
  /// System yellow: #FFCC00 light, #FFD60A dark.
  public static let yellow = Color(storage: .system(.yellow))
  /// System green: #34C759 light, #30D158 dark.
  public static let green = Color(storage: .system(.green))
  /// System mint: #00C7BE light, #63E6E2 dark.
  public static let mint = Color(storage: .system(.mint))
  /// System teal: #30B0C7 light, #40C8E0 dark.
  public static let teal = Color(storage: .system(.teal))
  /// System cyan: #32ADE6 light, #64D2FF dark.
  public static let cyan = Color(storage: .system(.cyan))
  /// System blue: #007AFF light, #0A84FF dark.
  public static let blue = Color(storage: .system(.blue))
  /// The accent colour controls and links use, as an iOS app's: the
  /// colour set named "AccentColor" in the app's asset catalog (Xcode's
  /// app template makes one and names it the global accent colour), and
  /// system blue when there is none.
  ///
  /// On Linux "the app's catalog" is the main bundle's, or else the one
  /// SwiftPM resource bundle beside the executable whose catalog has an
  /// "AccentColor" set (the app target's, in a test of it); when several
  /// do, which is the app's can't be told, so the colour stays blue and a
  /// warning says so (`.tint(_:)` sets it either way).
  public static var accentColor: Color {
    switch AssetCatalog.accentColorSource {
    case .system: return .blue
    case .mainBundle: return Color(storage: .named(AssetCatalog.accentColorName, bundlePath: nil))
    case .bundle(let path): return Color(storage: .named(AssetCatalog.accentColorName, bundlePath: path))
    }
  }
  /// System indigo: #5856D6 light, #5E5CE6 dark.
  public static let indigo = Color(storage: .system(.indigo))
  /// System purple: #AF52DE light, #BF5AF2 dark.
  public static let purple = Color(storage: .system(.purple))
  /// System pink: #FF2D55 light, #FF375F dark.
  public static let pink = Color(storage: .system(.pink))
  /// System brown: #A2845E light, #AC8E68 dark.
  public static let brown = Color(storage: .system(.brown))
  /// System grey: #8E8E93 in both schemes.
  public static let gray = Color(storage: .system(.gray))
  /// The primary content colour: black in light mode, white in dark mode.
  public static let primary = Color(storage: .system(.primary))
  /// The secondary content colour: #3C3C43 (light) or #EBEBF5 (dark) at 60 % opacity.
  public static let secondary = Color(storage: .system(.secondary))

  /// A UIKit semantic colour by name (`Color.semantic(.systemFill)`), for
  /// Flipbook's controls and styles.
  package static func semantic(_ color: SystemColor) -> Color { Color(storage: .system(color)) }
}
