import Foundation

/// A font, as SwiftUI's `Font`: a text style (`.body`, `.title` …), a system
/// font of a size, or a custom family, with weight, slant and width
/// modifiers. Resolved against the environment when text is laid out.
///
/// ## Sizes
///
/// Text styles have iOS's sizes at the default Dynamic Type category
/// ("Large"), from Apple's Human Interface Guidelines (Typography, iOS):
/// largeTitle 34, title 28, title2 22, title3 20, headline 17 semibold,
/// body 17, callout 16, subheadline 15, footnote 13, caption 12, caption2 11.
/// Lines are as tall as iOS sets SF Pro (1.19 × the size: body is 20.29
/// points) — see `LineMetrics.systemFont`; a text style's lines are its
/// own distance apart (body 22 points: `DynamicTypeSize.linePitches`),
/// a system font of a size's as tall as the font.
///
/// ## Designs and the families that stand in for Apple's
///
/// | design | Apple's font | Flipbook's | why |
/// |---|---|---|---|
/// | `.default` | SF Pro Text (< 20 pt), SF Pro Display (≥ 20 pt) | Inter (≤ 20 pt), Inter Display (> 20 pt) | Inter shares SF Pro's brief (a neo-grotesque for screens), and has the same two optical cuts; switched where iOS switches, each spaced to SF Pro's widths (Font+Calibration.swift: measured on 95 runs of iOS references; the text cut alone ran 6–13 % wide from 21 pt) |
/// | `.rounded` | SF Pro Rounded | Inter, Inter Display | no rounded grotesque is packaged in Debian; the shapes lose their rounded terminals, spaced to SF Pro Rounded's widths (narrower than SF Pro's below 28 pt) |
/// | `.serif` | New York | Noto Serif | the closest open serif in Debian by measurement (Font+Calibration.swift: DejaVu Serif ran 8.5 % wide, Noto Serif 2.4 %, then spaced to New York's widths and set on its line height) |
/// | `.monospaced` | SF Mono | DejaVu Sans Mono | the monospaced face packaged with them, spaced to SF Mono's advance |
///
/// Emoji come from Noto Color Emoji; scripts Inter lacks (Hebrew, Arabic
/// …) from DejaVu Sans.
public struct Font: Hashable, Sendable {
  enum Base: Hashable, Sendable {
    case textStyle(TextStyle, design: Design?, weight: Weight?)
    case system(size: CGFloat, weight: Weight?, design: Design?)
    case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
  }

  var base: Base
  var weight: Weight?
  var isItalic = false
  var isMonospaced = false
  var hasMonospacedDigit = false
  /// Which letters show as small capitals.
  var smallCapitals: FontDescriptor.SmallCaps = []
  var width: CGFloat?
  /// The line spacing style (`leading(_:)`).
  var lineSpacingStyle: Leading = .standard

  init(_ base: Base) { self.base = base }

  /// A weight, as SwiftUI's `Font.Weight`.
  public struct Weight: Hashable, Sendable {
    /// The weight on the OpenType scale (100 … 900).
    let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// A design, as SwiftUI's `Font.Design`.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// A text style, as SwiftUI's `Font.TextStyle`.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The size in points at iOS's default Dynamic Type category.
    public var size: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title: 28
      case .title2: 22
      case .title3: 20
      case .headline, .body: 17
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption: 12
      case .caption2: 11
      }
    }

    /// The style's own weight: semibold for `headline`, regular otherwise.
    var weight: Weight { self == .headline ? .semibold : .regular }
  }

  /// A width, as SwiftUI's `Font.Width` (kept; the stand-in families have
  /// one width).
  public struct Width: Hashable, Sendable {
    let value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(0.7)
    public static let condensed = Width(0.8)
    public static let standard = Width(1)
    public static let expanded = Width(1.2)
  }

  /// Line spacing styles, as SwiftUI's `Font.Leading`: a text style's
  /// lines 2 points closer (`tight`) or further apart (`loose`) than its
  /// standard pitch, as iOS's tight- and loose-leading variants of the
  /// text styles set them (iOS 26's list footers, footnote set tight: 16
  /// points apart where standard footnote lines are 18, vault-ios's
  /// references at 3×). Fonts of a size, and custom fonts, keep their
  /// lines: the modifier has no effect on them, as SwiftUI documents for
  /// fonts without leading adjustments.
  public enum Leading: Hashable, Sendable { case standard, tight, loose }
}

// MARK: - Making fonts

extension Font {
  public static let largeTitle = Font(.textStyle(.largeTitle, design: nil, weight: nil))
  public static let title = Font(.textStyle(.title, design: nil, weight: nil))
  public static let title2 = Font(.textStyle(.title2, design: nil, weight: nil))
  public static let title3 = Font(.textStyle(.title3, design: nil, weight: nil))
  public static let headline = Font(.textStyle(.headline, design: nil, weight: nil))
  public static let subheadline = Font(.textStyle(.subheadline, design: nil, weight: nil))
  public static let body = Font(.textStyle(.body, design: nil, weight: nil))
  public static let callout = Font(.textStyle(.callout, design: nil, weight: nil))
  public static let footnote = Font(.textStyle(.footnote, design: nil, weight: nil))
  public static let caption = Font(.textStyle(.caption, design: nil, weight: nil))
  public static let caption2 = Font(.textStyle(.caption2, design: nil, weight: nil))

  /// The system font of a text style, in a design and weight.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(.textStyle(style, design: design, weight: weight))
  }

  /// The system font of a text style in a design (the older spelling).
  @_disfavoredOverload
  public static func system(_ style: TextStyle, design: Design = .default) -> Font {
    Font(.textStyle(style, design: design, weight: nil))
  }

  /// The system font at a fixed size, in a weight and design.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(.system(size: size, weight: weight, design: design))
  }

  /// The system font at a fixed size (the older spelling).
  @_disfavoredOverload
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(.system(size: size, weight: weight, design: design))
  }

  /// A registered or bundled family at a size that scales with the body
  /// style (at the default category: exactly `size`). A family that is not
  /// installed falls back to the system font at that size, as on iOS, with
  /// one warning on standard error.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(.custom(name: name, size: size, relativeTo: .body))
  }

  /// A custom family at a size that scales with `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(.custom(name: name, size: size, relativeTo: textStyle))
  }

  /// A custom family at a size that does not scale.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(.custom(name: name, size: fixedSize, relativeTo: nil))
  }

  /// Registers the fonts in a TrueType, OpenType or collection file so that
  /// `.custom(_:size:)` can name their families (iOS registers an app's
  /// fonts from its Info.plist, or through `CTFontManagerRegisterFontsForURL`).
  ///
  /// - Throws: `FlipbookError.fontFile` when the file is unreadable or holds no font.
  public static func register(contentsOf url: URL) throws {
    do {
      try FontLibrary.shared.register(contentsOf: url)
    } catch RasterizerError.fontFile(_, let problem) {
      throw FlipbookError.fontFile(path: url.path, problem: problem)
    }
  }

  /// Registers every `.ttf`, `.otf`, `.ttc` and `.otc` file in `bundle`
  /// (a SwiftPM resource bundle's fonts), returning how many were.
  @discardableResult
  public static func registerFonts(in bundle: Bundle) throws -> Int {
    let extensions = ["ttf", "otf", "ttc", "otc"]
    let urls: [URL] = extensions.flatMap { ext in
      (bundle.urls(forResourcesWithExtension: ext, subdirectory: nil) ?? []).map { $0 as URL }
    }
    for url in urls.sorted(by: { $0.path < $1.path }) { try register(contentsOf: url) }
    return urls.count
  }
}

// MARK: - Modifiers

extension Font {
  /// This font in `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }

  /// This font in italics.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font's monospaced variant (the monospaced design).
  public func monospaced() -> Font {
    var font = self
    font.isMonospaced = true
    return font
  }

  /// This font with fixed-width digits (OpenType `tnum`).
  public func monospacedDigit() -> Font {
    var font = self
    font.hasMonospacedDigit = true
    return font
  }

  /// This font in `design` (nil: unchanged), as `fontDesign(_:)` sets it on
  /// the system fonts; a custom font keeps its own face, as in SwiftUI.
  func designed(_ design: Design?) -> Font {
    guard let design else { return self }
    var font = self
    switch base {
    case .textStyle(let style, _, let weight): font.base = .textStyle(style, design: design, weight: weight)
    case .system(let size, let weight, _): font.base = .system(size: size, weight: weight, design: design)
    case .custom: break
    }
    return font
  }

  /// This font in `width` (nil: unchanged), as `fontWidth(_:)` sets it.
  func widened(_ width: Width?) -> Font {
    guard let width else { return self }
    return self.width(width)
  }

  /// This font in a width (kept; the stand-in families have one width).
  public func width(_ width: Width) -> Font {
    var font = self
    font.width = width.value
    return font
  }

  /// This font with a line spacing style (see `Font.Leading`).
  public func leading(_ leading: Leading) -> Font {
    var font = self
    font.lineSpacingStyle = leading
    return font
  }

  /// This font with lowercase letters as small capitals (OpenType `smcp`;
  /// drawn as smaller capitals where the stand-in font has none), as
  /// SwiftUI's `smallCaps()`.
  public func smallCaps() -> Font {
    var font = self
    font.smallCapitals.insert(.lowercase)
    return font
  }

  /// This font with lowercase letters as small capitals, as SwiftUI's
  /// `lowercaseSmallCaps()`.
  public func lowercaseSmallCaps() -> Font { smallCaps() }

  /// This font with uppercase letters as small capitals (OpenType `c2sc`,
  /// where the font has it), as SwiftUI's `uppercaseSmallCaps()`.
  public func uppercaseSmallCaps() -> Font {
    var font = self
    font.smallCapitals.insert(.uppercase)
    return font
  }
}

// MARK: - Resolving

extension Font {
  /// The descriptor Pango shapes with, with `weight` and `italic` from the
  /// text overriding the font's own when set.
  func resolved(
    weight textWeight: Weight? = nil, italic textItalic: Bool = false, monospacedDigit textDigits: Bool = false,
    dynamicTypeSize: DynamicTypeSize = .large
  ) -> FontDescriptor {
    var size: CGFloat
    var weight: Weight
    var design: Design
    var families: [String]
    var unweighted = false
    var missingFaceMetrics: LineMetrics?
    var faceItalic = false
    switch base {
    case .textStyle(let style, let styleDesign, let styleWeight):
      size = style.size(at: dynamicTypeSize)
      weight = styleWeight ?? style.weight
      design = styleDesign ?? .default
      families = []
    case .system(let systemSize, let systemWeight, let systemDesign):
      size = systemSize
      weight = systemWeight ?? .regular
      design = systemDesign ?? .default
      families = []
    case .custom(let name, let customSize, let relativeTo):
      size = relativeTo.map { customSize * $0.size(at: dynamicTypeSize) / $0.size } ?? customSize
      design = .default
      // A PostScript, full or family name, as iOS resolves it; the
      // resource bundles' fonts registered the first time one misses.
      let face = FontLibrary.shared.face(named: name)
      weight = face?.weight.map { Weight(value: $0) } ?? .regular
      faceItalic = face?.italic ?? false
      families = face.map { [$0.family] } ?? []
      if families.isEmpty && AppleFontFamilies.iOSHas(name) {
        Warnings.once(
          "no font is named \"\(name)\" (a PostScript, full or family name) here or in the resource bundles; register its file (Font.register(contentsOf:)) or set FLIPBOOK_FONTS; using the system font in its place")
      } else if families.isEmpty {
        // A face iOS lacks too: CoreText's Helvetica, regular whatever
        // weight is asked (see AppleFontFamilies).
        Warnings.once(
          "no font is named \"\(name)\" (a PostScript, full or family name) here or in the resource bundles, nor on iOS, which sets it in Helvetica, as here; register its file (Font.register(contentsOf:)) if the app ships it")
        unweighted = true
        // Apple's Helvetica where the user has it (FLIPBOOK_FONTS), else
        // its stand-in; without either, the system font's, regular.
        if let helvetica = ["Helvetica", AppleFontFamilies.helveticaStandIn].first(where: FontLibrary.shared.hasFamily) {
          families = [helvetica]
          missingFaceMetrics = AppleFontFamilies.missingFaceLineMetrics
        }
      }
    }
    if isMonospaced { design = .monospaced }
    if !unweighted, let fontWeight = self.weight { weight = fontWeight }
    if !unweighted, let textWeight { weight = textWeight }
    let isCustom = !families.isEmpty
    let tabularDigits = hasMonospacedDigit || textDigits
    if !isCustom { families = Self.families(design, size: size, tabularDigits: tabularDigits) }
    // The stand-ins' calibration (Font+Calibration.swift); Apple's own
    // faces and custom families are set as they are.
    var tracking: CGFloat = 0
    var sideBearing: CGFloat = 0
    if !isCustom {
      switch families.first {
      case let family? where family == "Inter" || family == "Inter Display":
        tracking = Self.standInTracking(family: family, size: size, weight: weight.value)
        if design == .rounded { tracking += Self.roundedStandInTracking(size: size) }
        if family == "Inter Display" { sideBearing = Self.displayCutSideBearing }
      case "DejaVu Sans Mono": tracking = Self.monospacedStandInTracking
      case "Noto Serif": tracking = Self.serifStandInTracking
      default: break
      }
    }
    // SF Pro's line metrics; a text style's lines its own distance apart.
    var lineMetrics: LineMetrics? =
      isCustom ? missingFaceMetrics : design == .default || design == .rounded ? .systemFont
      : design == .serif && families.first == "Noto Serif" ? Self.serifStandInLineMetrics : nil
    if case .textStyle(let style, _, _) = base, let metrics = lineMetrics {
      let adjustment: CGFloat = switch lineSpacingStyle {
      case .standard: 0
      case .tight: -2
      case .loose: 2
      }
      lineMetrics = metrics.withLinePitch(style.linePitch(at: dynamicTypeSize) + adjustment, size: size)
    }
    return FontDescriptor(
      families: families, size: size, weight: weight.value, italic: isItalic || textItalic || faceItalic,
      tabularDigits: tabularDigits,
      lineMetrics: lineMetrics, smallCaps: smallCapitals,
      tracking: tracking, sideBearing: sideBearing)
  }

  /// The families of the system font's designs: Apple's own where the
  /// machine has them (`FontLibrary.appleFontFiles`: SF Pro Text below
  /// 20 pt and SF Pro Display from 20, as iOS switches; SF Pro Rounded, SF
  /// Mono, New York), else the stand-ins (see the table above: Inter and
  /// Inter Display switch at 20 points too).
  static func families(_ design: Design, size: CGFloat, tabularDigits: Bool = false) -> [String] {
    let library = FontLibrary.shared
    func apple(_ names: [String]) -> String? { names.first { library.hasFamily($0) } }
    switch design {
    case .default:
      return apple(size >= 20 ? ["SF Pro Display", "SF Pro"] : ["SF Pro Text", "SF Pro"]).map { [$0] }
        ?? [standInFamily(size: size, tabularDigits: tabularDigits)]
    case .rounded: return apple(["SF Pro Rounded"]).map { [$0] } ?? [standInFamily(size: size, tabularDigits: tabularDigits)]
    case .serif: return apple(["New York"]).map { [$0] } ?? ["Noto Serif"]
    case .monospaced: return apple(["SF Mono"]).map { [$0] } ?? ["DejaVu Sans Mono"]
    }
  }
}

private struct FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
  /// The font text uses where it sets none; nil means `.body`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}
