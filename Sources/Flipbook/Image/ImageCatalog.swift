import Encoders
import Foundation
import Synchronization

/// Images of Xcode asset catalogs (`Name.imageset/Contents.json`) and
/// image files, decoded once per process and shared.
///
/// An image set lists files by scale (`1x`, `2x`, `3x`) and appearance
/// (`luminosity: dark`): the render's `displayScale` picks the smallest
/// scale at least as large (else the largest), and the dark files serve
/// the dark scheme when there are any. A single file with no scale (SVG,
/// PDF) serves every scale: as vectors with `preserves-vector-
/// representation`, else rasterized at the render's scale, as Xcode
/// compiles it; a vector file in a scale's slot is rasterized at that
/// scale.
/// `template-rendering-intent` sets the default rendering mode.
final class ImageCatalog: Sendable {
  static let shared = ImageCatalog()

  /// What the lock guards: every look-up kept.
  private struct Store {
    /// Image sets by name, per catalog root (a bundle's path).
    var indexes: [String: [String: URL]] = [:]
    var sources: [String: ImageSource] = [:]
    /// Symbol sets read, by folder path (nil: unusable, warned once).
    var symbolSets: [String: SymbolSet?] = [:]
    /// Image sets' `Contents.json` read, by folder path (or why not).
    var imageSets: [String: Result<ImageSetContents, any Error>] = [:]
    /// Set folders found by name (nil: none), and images picked, per
    /// bundle: `Image("name")` resolves every pass, and finding the set
    /// again (the bundle's URL is a `stat`, the folder a URL built anew)
    /// was a fifth of the segment control's resolve.
    var setFolders: [SetKey: URL?] = [:]
    var picks: [PickKey: Resolved?] = [:]
    /// The bundles the keys name, kept alive so that no other bundle takes
    /// their identity.
    var bundles: [ObjectIdentifier: Bundle] = [:]

    /// Whether a key's bundle is still kept: a look-up made while the
    /// caches were being forgotten is not stored. (The caller holds the
    /// bundle, so no other bundle can have taken its identity.)
    func isKept(_ bundle: ObjectIdentifier?) -> Bool { bundle.map { bundles[$0] != nil } ?? true }
  }
  private let store = Mutex(Store())

  private struct SetKey: Hashable {
    var name: String
    var ext: String
    var bundle: ObjectIdentifier?
  }

  private struct PickKey: Hashable {
    var name: String
    var bundle: ObjectIdentifier?
    var scale: CGFloat
    var dark: Bool
  }

  /// The key of `bundle` (nil: the main bundle and the resource bundles).
  /// A body that makes a new `Bundle` object every pass would make a new
  /// key each time: past `maximumBundles` the look-ups are forgotten and
  /// found again, so memory stays bounded.
  private func identity(of bundle: Bundle?) -> ObjectIdentifier? {
    guard let bundle else { return nil }
    let id = ObjectIdentifier(bundle)
    store.withLock { store in
      guard store.bundles[id] == nil else { return }
      if store.bundles.count >= Self.maximumBundles {
        store.bundles = [:]
        store.setFolders = [:]
        store.picks = [:]
      }
      store.bundles[id] = bundle
    }
    return id
  }

  /// The bundles whose look-ups are kept at once.
  static let maximumBundles = 64

  /// How many bundles' look-ups are kept now (for tests).
  var keptBundleCount: Int { store.withLock { $0.bundles.count } }

  /// The folder of the set named `name` with extension `ext` in the
  /// catalogs of `bundle`, found once.
  private func setFolder(named name: String, ext: String, bundle: Bundle?) -> URL? {
    let key = SetKey(name: name, ext: ext, bundle: identity(of: bundle))
    if let known = store.withLock({ $0.setFolders[key] }) { return known }
    let found = roots(for: bundle).lazy.compactMap { self.index(of: $0, ext: ext)[name] }.first
    store.withLock { if $0.isKept(key.bundle) { $0.setFolders[key] = found } }
    return found
  }

  /// An image set's choice for a render.
  struct Resolved {
    var source: ImageSource
    var isTemplate: Bool
  }

  /// The roots searched for `bundle` (and whether to look below their top
  /// level): its own, or the main bundle's catalogs and the resource
  /// bundles beside the executable, as `AssetCatalog.main` reads colours.
  private func roots(for bundle: Bundle?) -> [(url: URL, descend: Bool)] {
    if let bundle { return [(bundle.bundleURL, true)] }
    return [(Bundle.main.bundleURL, false)] + AssetCatalog.resourceBundles.map { ($0, true) }
  }

  /// The sets with extension `ext` under `root`, by name (read once).
  private func index(of root: (url: URL, descend: Bool), ext: String = "imageset") -> [String: URL] {
    let key = ext + "|" + root.url.path
    if let known = store.withLock({ $0.indexes[key] }) { return known }
    let found = AssetCatalog.sets(withExtension: ext, under: root.url, descend: root.descend)
    store.withLock { $0.indexes[key] = found }
    return found
  }

  /// Whether a catalog of `bundle` has an image set named `name`.
  func hasImage(named name: String, bundle: Bundle?) -> Bool {
    setFolder(named: name, ext: "imageset", bundle: bundle) != nil
  }

  /// Whether a catalog of `bundle` has a symbol set named `name` (usable or not).
  func hasSymbolSet(named name: String, bundle: Bundle?) -> Bool {
    setFolder(named: name, ext: "symbolset", bundle: bundle) != nil
  }

  /// The custom symbol named `name` (a `Name.symbolset`) in the catalogs of
  /// `bundle`, read once; nil when there is none (silently) or it is
  /// unusable (with one warning).
  func symbolSet(named name: String, bundle: Bundle?) -> SymbolSet? {
    guard let set = setFolder(named: name, ext: "symbolset", bundle: bundle) else { return nil }
    if let known = store.withLock({ $0.symbolSets[set.path] }) { return known }
    var symbolSet: SymbolSet?
    do {
      symbolSet = try SymbolSet(at: set, catalog: self)
    } catch {
      warn("\(error)")
    }
    store.withLock { $0.symbolSets[set.path] = symbolSet }
    return symbolSet
  }

  /// The image named `name` for a render at `scale` in `scheme`, or nil
  /// (with one warning per name) when no catalog has it or it cannot be read.
  func image(named name: String, bundle: Bundle?, scale: CGFloat, scheme: ColorScheme) -> Resolved? {
    let key = PickKey(name: name, bundle: identity(of: bundle), scale: scale, dark: scheme == .dark)
    if let known = store.withLock({ $0.picks[key] }) { return known }
    let pick = pickImage(named: name, bundle: bundle, scale: scale, scheme: scheme)
    store.withLock { if $0.isKept(key.bundle) { $0.picks[key] = pick } }
    return pick
  }

  private func pickImage(named name: String, bundle: Bundle?, scale: CGFloat, scheme: ColorScheme) -> Resolved? {
    guard let set = setFolder(named: name, ext: "imageset", bundle: bundle) else {
      warn("no image named '\(name)' found in asset catalog")
      return nil
    }
    do {
      let contents = try imageSetContents(at: set)
      guard let file = contents.file(scale: scale, dark: scheme == .dark) else {
        warn("the image set \(set.path) lists no file")
        return nil
      }
      var source = try self.source(at: set.appendingPathComponent(file.name).path, scale: file.scale ?? 1)
      // A PDF or SVG that does not preserve its vector data is compiled
      // into bitmaps: one with no scale at the scales an app runs at, one
      // in a scale's slot (a PDF in the 1x slot, the old vector-asset
      // habit) at that slot's scale only, the image of that scale, as
      // Xcode's asset compiler does. Drawn at another size, those pixels
      // are what is scaled: Foodybite's 115 × 110-pt star (a PDF in 1x)
      // drawn 40 pt wide at 3× on iOS 18.1 is its 1x bitmap enlarged, so
      // its thin tips are faint, where drawing the vectors inked them.
      if source.isVector, !contents.preservesVector {
        source = try source.rasterized(scale: file.scale ?? scale)
      }
      return Resolved(source: source, isTemplate: contents.isTemplate)
    } catch {
      warn("\(error)")
      return nil
    }
  }

  /// The image set's `Contents.json` at `set`, read once (an unreadable
  /// one throws the same error every time without reading it again): an
  /// `Image("name")` resolves every pass, and reading the file each time was
  /// a sixth of the segment control's resolve.
  private func imageSetContents(at set: URL) throws -> ImageSetContents {
    if let known = store.withLock({ $0.imageSets[set.path] }) { return try known.get() }
    let read = Result { try ImageSetContents(at: set) }
    store.withLock { $0.imageSets[set.path] = read }
    return try read.get()
  }

  /// The image in the file at `path` (PNG, JPEG, SVG or PDF), `scale`
  /// pixels a point for rasters, decoded once.
  func source(at path: String, scale: CGFloat) throws -> ImageSource {
    let key = "\(scale)|\(path)"
    if let known = store.withLock({ $0.sources[key] }) { return known }
    let name = (path as NSString).lastPathComponent
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FlipbookError.image(name: path, problem: .unreadable)
    }
    let bytes = [UInt8](data)
    let source: ImageSource
    do {
      source = try ImageSource.decode(bytes, name: name, scale: scale)
    } catch RasterizerError.image(_, let problem) {
      throw FlipbookError.image(name: path, problem: problem)
    } catch {
      // Cairo could not allocate the image's surface.
      throw FlipbookError.image(name: path, problem: .undecodable(library: "cairo", message: "\(error)"))
    }
    store.withLock { $0.sources[key] = source }
    return source
  }

  func warn(_ message: String) { Warnings.once(message) }

  /// The `Contents.json` of the set folder `set` (a `kind` such as "image
  /// set", for errors) as a JSON object, and its path.
  /// - Throws: `FlipbookError.image` when it is missing or not an object.
  static func contents(of set: URL, kind: String) throws -> (path: String, json: [String: Any]) {
    let path = set.appendingPathComponent("Contents.json").path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FlipbookError.image(name: path, problem: .missingContents(kind: kind))
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw FlipbookError.image(name: path, problem: .contentsNotJSON(message: (error as NSError).localizedDescription))
    }
    guard let json = object as? [String: Any] else {
      throw FlipbookError.image(name: path, problem: .contentsNotAnObject)
    }
    return (path, json)
  }
}

/// An image set's `Contents.json`.
struct ImageSetContents {
  struct File {
    var name: String
    var scale: CGFloat?
    var dark: Bool
  }

  var files: [File] = []
  var isTemplate = false
  /// `preserves-vector-representation`: a PDF or SVG drawn as vectors at
  /// any size. Without it Xcode's asset compiler rasterizes a single-scale
  /// vector file at @1x, @2x and @3x (its own size at each), and an image
  /// drawn larger or smaller scales those pixels (WalletConnect/web3modal-
  /// swift's 20-pt PDF icons drawn at 14 pt show the resampled softness in
  /// its iOS references).
  var preservesVector = false

  init(at set: URL) throws {
    let json = try ImageCatalog.contents(of: set, kind: "image set").json
    for entry in json["images"] as? [[String: Any]] ?? [] {
      guard let name = entry["filename"] as? String else { continue }
      let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let dark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
      let other = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) != "dark" }
      if !other { files.append(File(name: name, scale: scale, dark: dark)) }
    }
    let properties = json["properties"] as? [String: Any] ?? [:]
    isTemplate = (properties["template-rendering-intent"] as? String) == "template"
    preservesVector = (properties["preserves-vector-representation"] as? Bool) ?? false
  }

  /// The file for a render at `scale`: the scheme's appearance when it has
  /// files, then the smallest scale at least `scale` (else the largest); a
  /// file without a scale (a vector) serves any.
  func file(scale: CGFloat, dark: Bool) -> File? {
    let candidates = dark && files.contains(where: \.dark) ? files.filter(\.dark) : files.filter { !$0.dark }
    if let vector = candidates.first(where: { $0.scale == nil }) { return vector }
    let sorted = candidates.sorted { ($0.scale ?? 1) < ($1.scale ?? 1) }
    return sorted.first { ($0.scale ?? 1) >= scale - 0.001 } ?? sorted.last
  }
}
