import Foundation
import Synchronization

/// Named colours read from Xcode asset catalogs (`*.xcassets` folders of
/// `Name.colorset/Contents.json`), so `Color("Pink")` resolves on Linux from
/// the same catalog the app ships.
///
/// A colour set may have a dark variant (`"appearances": [{"appearance":
/// "luminosity", "value": "dark"}]`); components may be written as `0.976`,
/// `249` or `0xF9`, in the `srgb`, `extended-srgb`, `extended-linear-srgb` or
/// `display-p3` colour spaces, as Xcode writes them.
public struct AssetCatalog: Sendable {
  /// A named colour's variants.
  public struct ColorSet: Hashable, Sendable {
    /// The colour in the light (any) appearance.
    public var light: Color.Resolved
    /// The colour in the dark appearance; `light` when the set has none.
    public var dark: Color.Resolved

    /// Creates a colour set.
    public init(light: Color.Resolved, dark: Color.Resolved? = nil) {
      self.light = light
      self.dark = dark ?? light
    }
  }

  /// The colours, by name.
  public var colors: [String: ColorSet]
  /// Catalogs by bundle path, for `Color(_:bundle:)`.
  var bundles: [String: [String: ColorSet]]

  /// A catalog of the given colours.
  public init(colors: [String: ColorSet] = [:]) {
    self.colors = colors
    self.bundles = [:]
  }

  /// Reads every `*.xcassets` folder found (recursively) under `directory`.
  public init(contentsOf directory: URL) {
    self.init(colors: Self.load(under: directory))
  }

  /// The catalogs of the main bundle and of the SwiftPM resource bundles
  /// (`*.resources`, `*.bundle`) beside the running executable, read once.
  public static let main: AssetCatalog = {
    var catalog = AssetCatalog(colors: load(under: Bundle.main.bundleURL, descend: false))
    for url in resourceBundles {
      let colors = load(under: url)
      catalog.bundles[url.path] = colors
      catalog.colors.merge(colors) { first, _ in first }
    }
    return catalog
  }()

  /// Where the app's accent colour comes from: the bundle path of the one
  /// catalog holding a colour set named "AccentColor" (nil: the main
  /// bundle's), or no source (system blue). See `Color.accentColor`.
  ///
  /// A catalog counts when it has an "AccentColor" set, with a colour or
  /// without: Xcode's app template makes the set with none, which is
  /// system blue on iOS, and an app that keeps it is still the app whose
  /// accent it is (Apple's tutorial apps, built side by side in one
  /// package, each with the template's empty set: none lends another its
  /// colour).
  package static let accentColorSource: AccentColorSource = accentColorSource(
    main: Bundle.main.bundleURL, bundles: resourceBundles)

  /// The accent colour's source among the catalogs directly in `main` and
  /// under each of `bundles` (see `accentColorSource`).
  package static func accentColorSource(main: URL, bundles: [URL]) -> AccentColorSource {
    let inMain = sets(withExtension: "colorset", under: main, descend: false)[accentColorName] != nil
    let withSet = bundles.filter { sets(withExtension: "colorset", under: $0)[accentColorName] != nil }
    let source = accentColorSource(mainHasAccent: inMain, bundlesWithAccent: withSet.map(\.path))
    // The one set found, when it holds no colour: system blue.
    switch source {
    case .mainBundle: return load(under: main, descend: false)[accentColorName] != nil ? source : .system
    case .bundle(let path): return load(under: URL(fileURLWithPath: path))[accentColorName] != nil ? source : .system
    case .system: return source
    }
  }

  /// The colour set name Xcode's app template gives the global accent
  /// colour (its `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`).
  package static let accentColorName = "AccentColor"

  /// Where the accent colour comes from.
  package enum AccentColorSource: Equatable, Sendable {
    /// No catalog has one, or several do: system blue.
    case system
    /// The main bundle's catalog.
    case mainBundle
    /// The resource bundle at this path.
    case bundle(String)
  }

  /// The accent colour's source: the main bundle's "AccentColor" when it
  /// has one, otherwise the one resource bundle's that has one; with none,
  /// or with several (a test binary holding two apps' or libraries'
  /// catalogs: which is the app's can't be told), system blue, the latter
  /// said once on standard error.
  package static func accentColorSource(mainHasAccent: Bool, bundlesWithAccent: [String]) -> AccentColorSource {
    if mainHasAccent { return .mainBundle }
    if bundlesWithAccent.count == 1 { return .bundle(bundlesWithAccent[0]) }
    if bundlesWithAccent.count > 1 {
      Warnings.once(
        "\(bundlesWithAccent.count) resource bundles have an AccentColor asset (\(bundlesWithAccent.sorted().map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))): "
          + "the accent colour stays system blue; set it with .tint(_:)")
    }
    return .system
  }

  /// The SwiftPM resource bundles beside the running executable, in path
  /// order (`ResourceBundles`): where asset catalogs (colours and images)
  /// are looked for after the main bundle.
  package static var resourceBundles: [URL] { ResourceBundles.urls }

  /// The colour named `name` in `scheme`: from the bundle at `bundlePath`
  /// when given (read the first time it is asked for, then kept), otherwise
  /// from this catalog. A missing name is clear, as in SwiftUI, and is
  /// reported once on standard error.
  func color(named name: String, bundlePath: String?, in scheme: ColorScheme) -> Color.Resolved {
    let set: ColorSet?
    if let bundlePath {
      set = (bundles[bundlePath] ?? BundleCatalogs.shared.colors(under: bundlePath))[name]
    } else {
      set = colors[name]
    }
    guard let set else {
      Warnings.once("no color named '\(name)' found in asset catalog")
      return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    }
    return scheme == .dark ? set.dark : set.light
  }

  static func load(under directory: URL, descend: Bool = true) -> [String: ColorSet] {
    sets(withExtension: "colorset", under: directory, descend: descend).compactMapValues { url in
      // A colour set that can't be read is left out, saying why once (a
      // view asking for it then draws clear, as SwiftUI does for a name
      // it can't find).
      do {
        return try colorSet(fromContentsJSON: Data(contentsOf: url.appendingPathComponent("Contents.json")))
      } catch {
        Warnings.once("the colour set \(url.path) cannot be read: \(error)")
        return nil
      }
    }
  }

  /// The folders named `Name.<ext>` (`colorset`, `imageset`) in the asset
  /// catalogs under `directory`, by name (the first found wins). With
  /// `descend` false, only `*.xcassets` folders directly in `directory`
  /// are searched (the main bundle: the executable's folder, which holds
  /// much else).
  package static func sets(withExtension ext: String, under directory: URL, descend: Bool = true) -> [String: URL] {
    var result: [String: URL] = [:]
    guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
      return result
    }
    var namespaces: [String: Bool] = [:]
    /// Whether `folder`'s Contents.json marks it "Provides Namespace".
    func providesNamespace(_ folder: URL) -> Bool {
      if let known = namespaces[folder.path] { return known }
      let json = (try? Data(contentsOf: folder.appendingPathComponent("Contents.json")))
        .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
      let provides = (json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
      namespaces[folder.path] = provides
      return provides
    }
    for case let url as URL in enumerator {
      if !descend, enumerator.level == 1, url.pathExtension != "xcassets" { enumerator.skipDescendants(); continue }
      guard url.pathExtension == ext else { continue }
      // A set inside folders marked "Provides Namespace" is named with
      // their names first, as Xcode names it (`Fountain/Marble`), up to
      // the catalog.
      var name = url.deletingPathExtension().lastPathComponent
      var folder = url.deletingLastPathComponent()
      while folder.pathExtension != "xcassets", folder.path.count > directory.path.count {
        if providesNamespace(folder) { name = folder.lastPathComponent + "/" + name }
        folder = folder.deletingLastPathComponent()
      }
      if result[name] == nil { result[name] = url }
    }
    return result
  }

  /// Parses a colour set's `Contents.json`.
  static func colorSet(fromContentsJSON data: Data) throws -> ColorSet? {
    struct Contents: Decodable {
      struct Entry: Decodable {
        struct Appearance: Decodable { var appearance: String; var value: String }
        struct Definition: Decodable {
          var colorSpace: String?
          var components: [String: String]
          enum CodingKeys: String, CodingKey { case colorSpace = "color-space", components }
        }
        var appearances: [Appearance]?
        var color: Definition?
      }
      var colors: [Entry]
    }
    let contents = try JSONDecoder().decode(Contents.self, from: data)
    var light: Color.Resolved?
    var dark: Color.Resolved?
    for entry in contents.colors {
      guard let definition = entry.color, let resolved = resolve(definition.components, space: definition.colorSpace)
      else { continue }
      let appearance = entry.appearances?.first { $0.appearance == "luminosity" }?.value
      switch appearance {
      case nil, "light": if light == nil || appearance == nil { light = resolved }
      case "dark": dark = resolved
      default: continue
      }
    }
    return light.map { ColorSet(light: $0, dark: dark) }
  }

  private static func resolve(_ components: [String: String], space: String?) -> Color.Resolved? {
    func value(_ key: String) -> Float? {
      guard let text = components[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
      if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Float($0) / 255 } }
      if !text.contains("."), let integer = Int(text), integer > 1 { return Float(integer) / 255 }
      return Float(text)
    }
    guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
    let colorSpace: Color.RGBColorSpace =
      switch space {
      case "display-p3": .displayP3
      case "extended-linear-srgb": .sRGBLinear
      default: .sRGB
      }
    return Color.Resolved(colorSpace: colorSpace, red: r, green: g, blue: b, opacity: value("alpha") ?? 1)
  }
}

/// The catalogs of bundles named by `Color(_:bundle:)`, read once per
/// bundle for the process (not on every resolve).
final class BundleCatalogs: Sendable {
  static let shared = BundleCatalogs()
  private let catalogs = Mutex<[String: [String: AssetCatalog.ColorSet]]>([:])

  func colors(under bundlePath: String) -> [String: AssetCatalog.ColorSet] {
    if let known = catalogs.withLock({ $0[bundlePath] }) { return known }
    let loaded = AssetCatalog.load(under: URL(fileURLWithPath: bundlePath))
    catalogs.withLock { $0[bundlePath] = loaded }
    return loaded
  }

}
