import Foundation

// `import UniformTypeIdentifiers` on Linux: Apple's uniform type identifiers,
// the names of file and data formats that drag and drop, the photo picker,
// file importers and `Transferable` speak. Declared in Package.swift for
// Linux only: on macOS Apple's module is used.
//
// A type is its identifier; what it means comes from a table of the
// system-declared types SwiftUI code names (`UTType.png`, `.pdf`, `.json` …),
// each with the types it conforms to, its filename extensions and MIME
// types, as Apple's `UTCoreTypes.h` and the system's declarations give them.
// Conformance walks that graph (`UTType.png.conforms(to: .image)` is true,
// as is `.image.conforms(to: .data)`), so code that filters dropped or
// picked items by type takes the branch it takes on iOS.
//
// Types an app declares (`UTType(exportedAs:)`, `UTType(importedAs:)`) are
// kept in a process-wide registry with the supertypes given, so that
// `UTType("com.example.doc")` finds them afterwards, as Launch Services
// finds a type the app's Info.plist declares. An extension or MIME type
// nobody declared gives a dynamic type (`isDynamic`), as on Apple
// platforms; its identifier is "dyn." and a readable form of the tag, not
// Apple's encoded one (nothing should parse it).
//
// swift-custom-dump's `#if canImport(UniformTypeIdentifiers)` finds this
// module in a package that builds both: its one conformance reads
// `identifier`, which this `UTType` has, so that branch compiles.

/// A uniform type identifier, as UniformTypeIdentifiers' `UTType`: the
/// name of a format, what it conforms to, and its filename extensions and
/// MIME types.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The type's identifier, such as "public.png".
  public let identifier: String

  init(known identifier: String) { self.identifier = identifier }

  /// The declared type with this identifier; `nil` when neither the system
  /// table nor the app declared it.
  public init?(_ identifier: String) {
    guard TypeRegistry.shared.declaration(of: identifier) != nil else { return nil }
    self.identifier = identifier
  }

  /// A type the app exports (declares as its own), as `UTType(exportedAs:)`:
  /// registered with `parentType` (default `.data`) as its supertype.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.identifier = identifier
    TypeRegistry.shared.declareIfNeeded(identifier, parents: [(parentType ?? .data).identifier])
  }

  /// A type the app imports (declared by another app), as
  /// `UTType(importedAs:)`.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(exportedAs: identifier, conformingTo: parentType)
  }

  /// The type whose preferred or listed filename extension is `ext`
  /// (without the dot, any case) and that conforms to `supertype` (default
  /// `.data`); a dynamic type when none is declared; `nil` only for an
  /// empty extension.
  public init?(filenameExtension ext: String, conformingTo supertype: UTType = .data) {
    self.init(tag: ext, tagClass: .filenameExtension, conformingTo: supertype)
  }

  /// The type of a MIME type (any case), as `UTType(mimeType:)`; dynamic
  /// when none is declared.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
  }

  /// The type with `tag` in `tagClass` that conforms to `supertype`.
  public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
    let tag = tag.lowercased()
    guard !tag.isEmpty else { return nil }
    if let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
      self = found
    } else {
      let prefix = tagClass == .filenameExtension ? "ext" : "mime"
      identifier = "dyn.\(prefix):\(tag)"
      TypeRegistry.shared.declareIfNeeded(
        identifier, parents: [(supertype ?? .data).identifier], tags: [tagClass: [tag]], dynamic: true)
    }
  }

  /// Every declared type with `tag` in `tagClass` that conforms to
  /// `supertype`, as `UTType.types(tag:tagClass:conformingTo:)`.
  public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
    TypeRegistry.shared.identifiers(withTag: tag.lowercased(), tagClass: tagClass)
      .map(UTType.init(known:))
      .filter { supertype == nil || $0.conforms(to: supertype!) }
  }

  /// The preferred filename extension ("png"), if the type has one.
  public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

  /// The preferred MIME type ("image/png"), if the type has one.
  public var preferredMIMEType: String? { tags[.mimeType]?.first }

  /// The type's filename extensions and MIME types.
  public var tags: [UTTagClass: [String]] { declaration?.tags ?? [:] }

  /// A short English description ("PNG image"), as the system's.
  public var localizedDescription: String? { declaration?.description }

  /// Whether the system table or the app declared the type.
  public var isDeclared: Bool { declaration.map { !$0.dynamic } ?? false }

  /// Whether the type was made up for an undeclared tag.
  public var isDynamic: Bool { declaration?.dynamic ?? identifier.hasPrefix("dyn.") }

  /// Whether the identifier is in the reserved "public." domain.
  public var isPublic: Bool { identifier.hasPrefix("public.") }

  /// Whether the system declares the type.
  public var isSystemDeclared: Bool { declaration?.system ?? false }

  /// The version of the declaration; `nil`, as for most types.
  public var version: Int? { nil }

  /// A web page describing the type; `nil` here.
  public var referenceURL: URL? { nil }

  /// Every type this one conforms to, directly or through others (itself
  /// excluded).
  public var supertypes: Set<UTType> {
    var found = Set<String>()
    var pending = declaration?.parents ?? []
    while let next = pending.popLast() {
      if found.insert(next).inserted {
        pending += TypeRegistry.shared.declaration(of: next)?.parents ?? []
      }
    }
    return Set(found.map(UTType.init(known:)))
  }

  /// Whether the type is `type` or conforms to it through its supertypes
  /// (`UTType.png.conforms(to: .image)`).
  public func conforms(to type: UTType) -> Bool {
    type.identifier == identifier || supertypes.contains(type)
  }

  /// Whether this type conforms to `type` and is not it.
  public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

  /// Whether `type` conforms to this type and is not it.
  public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

  public var description: String { identifier }
  public var debugDescription: String { "\(identifier) (\(localizedDescription ?? "undeclared"))" }

  var declaration: TypeRegistry.Declaration? { TypeRegistry.shared.declaration(of: identifier) }
}

/// A class of tags a type may have, as UniformTypeIdentifiers' `UTTagClass`.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Filename extensions, such as "png".
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
  /// MIME types, such as "image/png".
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

extension URL {
  /// This URL with `partialName` appended and the preferred extension of
  /// `contentType` added when the name has none, as Foundation's overlay
  /// in UniformTypeIdentifiers.
  public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
    let url = appendingPathComponent(partialName)
    guard url.pathExtension.isEmpty, let ext = contentType.preferredFilenameExtension else { return url }
    return url.appendingPathExtension(ext)
  }

  /// This URL with the preferred extension of `contentType`.
  public func appendingPathExtension(for contentType: UTType) -> URL {
    guard let ext = contentType.preferredFilenameExtension else { return self }
    return appendingPathExtension(ext)
  }
}
