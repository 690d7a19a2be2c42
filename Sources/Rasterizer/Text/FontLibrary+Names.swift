import CPangoCairo
import FlipbookCore
import Foundation

// # A custom font by its name
//
// `Font.custom(_:size:)` names a font as iOS's `UIFont(name:size:)` does:
// by its PostScript name ("Roboto-Bold", what Xcode's font list and most
// apps use), and failing that by its full name ("Roboto Bold") or family
// name ("Roboto"). A PostScript or full name picks one face, with its
// weight and slant; a family name picks the family's regular face, other
// weights coming from `.fontWeight(_:)`.
//
// An app's fonts ship in its bundle (listed under `UIAppFonts`); a Swift
// package's in its targets' resources. So a name no font here answers to
// sends Flipbook, once, through the SwiftPM resource bundles beside the
// running executable, registering every TrueType, OpenType and collection
// file found there, before it says the font is missing.

extension FontLibrary {
  /// The face a custom font's name picks.
  public struct NamedFace: Hashable, Sendable {
    /// The family Pango asks for.
    public var family: String
    /// The face's weight on the OpenType scale (100 … 900); nil when the
    /// name was a family's, whose weight the text chooses.
    public var weight: Int?
    /// Whether the face is italic or oblique.
    public var italic: Bool

    /// Creates a face of `family`.
    public init(family: String, weight: Int?, italic: Bool) {
      self.family = family
      self.weight = weight
      self.italic = italic
    }
  }

  /// The face `name` picks (a PostScript, full or family name, as iOS
  /// resolves `UIFont(name:)`), registering the resource bundles' fonts
  /// the first time a name is not found; nil when no font answers to it.
  public func face(named name: String) -> NamedFace? {
    if let found = lock.withLock({ namedFaces[name] }) { return found }
    var face = lookUp(name)
    if face == nil, registerBundledFonts() > 0 { face = lookUp(name) }
    lock.withLock { namedFaces[name] = face }
    return face
  }

  /// Registers the font files in the SwiftPM resource bundles beside the
  /// running executable (once); how many were added.
  @discardableResult
  public func registerBundledFonts() -> Int {
    let first = lock.withLock {
      defer { bundledFontsRegistered = true }
      return !bundledFontsRegistered
    }
    guard first else { return 0 }
    return registerFonts(inBundles: ResourceBundles.urls)
  }

  /// Registers the font files under each of `bundles`; how many were
  /// added (a file that holds no font is skipped).
  @discardableResult
  public func registerFonts(inBundles bundles: [URL]) -> Int {
    var added = 0
    for bundle in bundles {
      for file in Self.fontFiles(under: bundle) where (try? register(contentsOf: file)) != nil { added += 1 }
    }
    return added
  }

  /// The font files under `directory`, in path order.
  package static func fontFiles(under directory: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
    var files: [URL] = []
    for case let url as URL in walker where ["ttf", "otf", "ttc"].contains(url.pathExtension.lowercased()) {
      files.append(url)
    }
    return files.sorted { $0.path < $1.path }
  }

  private func lookUp(_ name: String) -> NamedFace? {
    lock.withLock {
      for key in [FC_POSTSCRIPT_NAME, FC_FULLNAME] {
        if let face = firstFace(where: key, is: name) { return face }
      }
      guard var face = firstFace(where: FC_FAMILY, is: name) else { return nil }
      face.weight = nil
      face.italic = false
      return face
    }
  }

  /// The first font (in fontconfig's order) whose `key` is `value`; call
  /// inside the lock.
  func firstFace(where key: String, is value: String) -> NamedFace? {
    let pattern = FcPatternCreate()!
    defer { FcPatternDestroy(pattern) }
    _ = value.withCString { FcPatternAddString(pattern, key, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
    let objects = FcObjectSetCreate()!
    defer { FcObjectSetDestroy(objects) }
    _ = FcObjectSetAdd(objects, FC_FAMILY)
    _ = FcObjectSetAdd(objects, FC_WEIGHT)
    _ = FcObjectSetAdd(objects, FC_SLANT)
    guard let list = FcFontList(config, pattern, objects) else { return nil }
    defer { FcFontSetDestroy(list) }
    // Several files may answer (a face registered twice): the same face.
    var faces: [NamedFace] = []
    for index in 0..<Int(list.pointee.nfont) {
      guard let font = list.pointee.fonts[index] else { continue }
      var family: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch, let family else { continue }
      var weight: Int32 = 0, slant: Int32 = 0
      let hasWeight = FcPatternGetInteger(font, FC_WEIGHT, 0, &weight) == FcResultMatch
      _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
      faces.append(NamedFace(
        family: String(cString: family), weight: hasWeight ? Int(FcWeightToOpenType(weight)) : 400,
        italic: slant != 0))
    }
    return faces.min { ($0.family, $0.weight ?? 0) < ($1.family, $1.weight ?? 0) }
  }
}
