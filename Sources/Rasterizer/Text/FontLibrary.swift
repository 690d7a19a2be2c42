import CCairo
import CPangoCairo
import FlipbookCore
import Foundation

/// The fonts Flipbook shapes text with, and the Pango objects that shape it.
///
/// ## Deterministic fonts
///
/// A render must be the same bytes on every machine with the bootstrap's
/// packages, whatever else is installed. So Flipbook never asks the
/// system's fontconfig what "sans-serif" is: it builds its own fontconfig
/// configuration holding only
///
/// - the files of Debian's `fonts-inter` (Inter and Inter Display: the
///   stand-ins for SF Pro Text and SF Pro Display), `fonts-dejavu-core`
///   (DejaVu Sans, Serif and Sans Mono: the serif and monospaced designs, and
///   the fallback for scripts Inter lacks, such as Hebrew and Arabic),
///   `fonts-noto-color-emoji` (Noto Color Emoji), `fonts-noto-cjk` (Noto
///   Sans CJK: Chinese, Japanese and Korean; optional), `fonts-urw-base35`
///   (Nimbus Sans Regular: Helvetica's stand-in, optional) and
///   `fonts-material-design-icons-iconfont` (Material Icons: the stand-in
///   for SF Symbols, optional), found at the paths those packages install;
/// - fonts registered explicitly with `register(contentsOf:)`;
///
/// and the aliases `emoji`, `sans-serif`, `serif` and `monospace` pointing
/// at them, and one rule: a bitmap face (colour emoji) is scaled from its
/// one strike to the size asked for. If a package's files are missing, `status` says which package
/// to install, and rendering text throws `RasterizerError.missingFonts`.
///
/// ## Rendering choices
///
/// Hinting off, metrics unhinted, glyph positions not rounded to whole
/// pixels (subpixel positioning), greyscale antialiasing: text then lays out
/// identically at every scale (a 3× render is the 1× render enlarged, as on
/// iOS, whose text is unhinted too) and never picks up the colour fringes of
/// subpixel (LCD) antialiasing, which belong to one screen's pixel layout.
///
/// ## Threads
///
/// Pango's font map and context are not thread-safe, so every Pango call
/// goes through `withPango`, one at a time. Shaped text keeps Cairo scaled
/// fonts, which Cairo shares safely between threads: drawing needs no lock.
public final class FontLibrary: @unchecked Sendable {
  /// The library every render uses.
  public static let shared = FontLibrary()

  let lock = NSLock()
  let config: OpaquePointer
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let context: OpaquePointer
  private var missing: [MissingFonts] = []
  private var knownFamilies: [String: Bool] = [:]
  /// Faces by the name a custom font asked for (FontLibrary+Names.swift).
  var namedFaces: [String: NamedFace?] = [:]
  /// Whether the fonts in the resource bundles were registered.
  var bundledFontsRegistered = false
  private var registered: Set<String> = []
  /// Scaled fonts by Cairo pointer (each holds a reference, so a pointer is
  /// never reused while it is a key).
  private var scaledFonts: [OpaquePointer: ScaledFont] = [:]
  /// Bumped when fonts are registered: cached layouts made before are stale.
  private var fontGeneration = 0
  /// How many times fonts have been registered (cached layouts from an
  /// earlier generation are stale).
  var generation: Int { lock.withLock { fontGeneration } }

  /// A package whose font files were not found.
  public struct MissingFonts: Hashable, Sendable, CustomStringConvertible {
    /// The families the package provides.
    public var families: [String]
    /// The Debian package that installs them.
    public var package: String
    /// Where Flipbook looked.
    public var directory: String
    public var description: String { "\(families.joined(separator: ", ")) (\(package), looked in \(directory))" }
  }

  /// The font packages Flipbook loads: where Debian installs their files,
  /// which of them to take, and the families they give.
  private static let packages: [(package: String, directory: String, families: [String], required: Bool, files: @Sendable (String) -> Bool)] = [
    ("fonts-inter", "/usr/share/fonts/opentype/inter", ["Inter", "Inter Display"], true,
     { $0.hasSuffix(".otf") && ($0.hasPrefix("Inter-") || $0.hasPrefix("InterDisplay-")) }),
    ("fonts-dejavu-core", "/usr/share/fonts/truetype/dejavu", ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"], true,
     { ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSerif", "DejaVuSerif-Bold", "DejaVuSansMono", "DejaVuSansMono-Bold"]
         .contains(($0 as NSString).deletingPathExtension) }),
    ("fonts-noto-color-emoji", "/usr/share/fonts/truetype/noto", ["Noto Color Emoji"], true, { $0 == "NotoColorEmoji.ttf" }),
    // The stand-in for New York (`Font.Design.serif`), chosen by measuring
    // open serifs against iOS's (Font+Calibration.swift).
    ("fonts-noto-core", "/usr/share/fonts/truetype/noto", ["Noto Serif"], true,
     { ["NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf", "NotoSerif-Italic.ttf", "NotoSerif-BoldItalic.ttf"].contains($0) }),
    // Chinese, Japanese and Korean (iOS's PingFang, Hiragino and Apple SD
    // Gothic Neo): the Source Han design, every region in one collection.
    ("fonts-noto-cjk", "/usr/share/fonts/opentype/noto", ["Noto Sans CJK SC"], false,
     { $0 == "NotoSansCJK-Regular.ttc" || $0 == "NotoSansCJK-Bold.ttc" }),
    // Helvetica's stand-in (Nimbus Sans, URW's Helvetica-metric design):
    // what iOS sets a custom font it has no file for in (Flipbook's
    // AppleFontFamilies); optional, the system font's stand-in otherwise.
    ("fonts-urw-base35", "/usr/share/fonts/opentype/urw-base35", ["Nimbus Sans"], false,
     { $0 == "NimbusSans-Regular.otf" }),
    // The stand-in for SF Symbols (`Image(systemName:)`); text renders without it.
    ("fonts-material-design-icons-iconfont", "/usr/share/fonts/truetype/material-design-icons-iconfont",
     ["Material Icons"], false, { $0 == "MaterialIcons-Regular.ttf" }),
  ]

  /// The aliases of the private configuration (fontconfig XML).
  private static let aliases = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <alias binding="strong"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
      <alias binding="strong"><family>sans-serif</family><prefer><family>Inter</family></prefer></alias>
      <alias binding="strong"><family>serif</family><prefer><family>Noto Serif</family></prefer></alias>
      <alias binding="strong"><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
      <!-- Bitmap (colour emoji) faces have one strike (Noto Color Emoji's is
           109 px): scale it to the size asked for. -->
      <match target="font">
        <test name="outline"><bool>false</bool></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
              <double>0</double>
              <double>0</double>
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </matrix>
          </times>
        </edit>
      </match>
    </fontconfig>
    """

  /// Apple's fonts, where the machine has them (Flipbook never ships them):
  /// SF Pro, SF Compact, SF Mono and New York files (by their file names:
  /// `SF-Pro…`, `SF-Compact…`, `SF-Mono…`, `NewYork…`) in the folders of
  /// `FLIPBOOK_FONTS` (colon-separated; `none` turns the search off) and
  /// in the usual font folders (`~/Library/Fonts`, `/Library/Fonts`,
  /// `/System/Library/Fonts`, `~/.local/share/fonts`, `~/.fonts`). With
  /// them, the system font is SF Pro itself (`Font.families`), so text
  /// matches iOS glyph for glyph; renders then differ from a machine
  /// without them, as goldens recorded on either will show.
  package static func appleFontFiles(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
    let given = environment["FLIPBOOK_FONTS"]
    if given == "none" { return [] }
    let home = environment["HOME"] ?? NSHomeDirectory()
    let folders = (given?.split(separator: ":").map(String.init) ?? [])
      + ["\(home)/Library/Fonts", "/Library/Fonts", "/System/Library/Fonts", "\(home)/.local/share/fonts", "\(home)/.fonts"]
    let prefixes = ["SF-Pro", "SFPro", "SF-Compact", "SFCompact", "SF-Mono", "SFMono", "NewYork"]
    var found: [String] = []
    for folder in folders {
      // A folder that can't be listed holds no fonts to use.
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
      for name in names where prefixes.contains(where: { name.hasPrefix($0) })
        && ["otf", "ttf", "ttc"].contains((name as NSString).pathExtension.lowercased())
      {
        found.append("\(folder)/\(name)")
      }
    }
    return found
  }

  /// The families appended to every font's list, in order: what shapes the
  /// characters a requested family lacks.
  /// Han characters take Noto Sans CJK's simplified-Chinese forms, as an
  /// English-language iPhone draws them in PingFang SC; kana and Hangul are
  /// in the same face.
  public static let fallbackFamilies = ["Inter", "DejaVu Sans", "Noto Sans CJK SC", "Noto Color Emoji"]

  private init() {
    let config = FcConfigCreate()!
    self.config = config
    Self.aliases.withCString { xml in
      xml.withMemoryRebound(to: FcChar8.self, capacity: Self.aliases.utf8.count + 1) { bytes in
        _ = FcConfigParseAndLoadFromMemory(config, bytes, FcFalse)
      }
    }
    var missing: [MissingFonts] = []
    for entry in Self.packages {
      // A font folder that is missing or unreadable has no fonts: a
      // required package then shows in `status` (and a frame with text
      // throws `missingFonts`).
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: entry.directory)) ?? [])
        .filter(entry.files).sorted()
      if files.isEmpty, entry.required {
        missing.append(MissingFonts(families: entry.families, package: entry.package, directory: entry.directory))
      }
      for file in files { _ = FcConfigAppFontAddFile(config, "\(entry.directory)/\(file)") }
    }
    for path in Self.appleFontFiles() { _ = FcConfigAppFontAddFile(config, path) }
    self.missing = missing
    let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
    fontMap = map
    pango_fc_font_map_set_config(OpaquePointer(map), config)
    pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
    context = pango_font_map_create_context(map)
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
    FcConfigDestroy(config)
  }

  /// The font packages whose files are missing; empty when text can render.
  public var status: [MissingFonts] { lock.withLock { missing } }

  /// Adds the fonts in the file at `url` (TrueType, OpenType or a
  /// collection) to the fonts text can use, by their family names, as iOS's
  /// `CTFontManagerRegisterFontsForURL` does. Registering a file twice is
  /// harmless.
  ///
  /// - Throws: `RasterizerError.fontFile` when the file cannot be read or
  ///   holds no font.
  public func register(contentsOf url: URL) throws(RasterizerError) {
    let path = url.standardizedFileURL.path
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw .fontFile(path: path, problem: .unreadable)
    }
    lock.lock()
    defer { lock.unlock() }
    do {
      guard !registered.contains(path) else { return }
      guard FcConfigAppFontAddFile(config, path) == FcTrue else {
        throw RasterizerError.fontFile(path: path, problem: .noFont)
      }
      registered.insert(path)
      knownFamilies.removeAll()
      namedFaces.removeAll()
      pango_fc_font_map_config_changed(OpaquePointer(fontMap))
      pango_context_changed(context)
      fontGeneration += 1
    }
  }

  /// Whether a font of `family` is available (bundled or registered).
  public func hasFamily(_ family: String) -> Bool {
    lock.withLock {
      if let known = knownFamilies[family] { return known }
      let found = firstFace(where: FC_FAMILY, is: family) != nil
      knownFamilies[family] = found
      return found
    }
  }

  /// The Cairo scaled font of a Pango font, one per face and size; call
  /// inside `withPango`.
  func scaledFont(for font: UnsafeMutablePointer<PangoFont>) -> ScaledFont? {
    guard let cairoFont = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return nil }
    if let known = scaledFonts[cairoFont] { return known }
    let description = pango_font_describe(font)
    let family = description.flatMap { pango_font_description_get_family($0) }.map { String(cString: $0) } ?? ""
    if let description { pango_font_description_free(description) }
    let scaled = ScaledFont(referencing: cairoFont, hasColor: family == "Noto Color Emoji")
    scaledFonts[scaled.pointer] = scaled
    return scaled
  }

  /// Runs `body` with the Pango context, one caller at a time.
  func withPango<R>(_ body: (_ context: OpaquePointer) throws -> R) rethrows -> R {
    try lock.withLock { try body(context) }
  }
}
