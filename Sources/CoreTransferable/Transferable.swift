@_exported import Foundation
@_exported import UniformTypeIdentifiers

// `import CoreTransferable` on Linux (SwiftUI re-exports it, and so does
// Flipbook): how a value says which formats it can be sent and received in.
// Declared in Package.swift for Linux only: on macOS Apple's module is used.
//
// A type conforms by listing representations in `transferRepresentation`,
// most preferred first, as on Apple platforms: `DataRepresentation`,
// `FileRepresentation`, `CodableRepresentation` and `ProxyRepresentation`,
// with `suggestedFileName`, `exportingCondition` and `visibility`. The list
// is real: `exported(as:)` turns a value into the bytes of a content type
// through the first representation that exports it (or a type it conforms
// to), `init(importing:contentType:)` back, and `exportedContentTypes()` /
// `importedContentTypes()` list what a drop, a paste or the photo picker
// would offer or accept. What Linux lacks is a system to transfer with:
// nothing is ever dragged, dropped, pasted or picked in a render, so
// SwiftUI's modifiers that would call these (`draggable`,
// `dropDestination`, `PhotosPickerItem.loadTransferable`) have nothing to
// carry.
//
// Inside, each representation flattens to `_TransferEntry`s: a content
// type with an exporter from the item to bytes and an importer back, the
// item typed `Any` so that a proxy's entries can be rewrapped for the
// item it stands in for.

/// A type that can be sent and received as data, as CoreTransferable's
/// `Transferable`.
public protocol Transferable {
  /// The representations' type, built by `TransferRepresentationBuilder`.
  associatedtype Representation: TransferRepresentation

  /// The formats the type is sent and received in, most preferred first.
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
  static var entries: [_TransferEntry] { transferRepresentation._transferEntries() }

  /// The content types a value of this type can be exported as, in order
  /// of preference (each representation's type; not its supertypes).
  public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
    unique(entries.filter { $0.export != nil && $0.visibility.includes(visibility) }.map(\.contentType))
  }

  /// The content types a value of this type can be imported from, in order
  /// of preference.
  public static func importedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
    unique(entries.filter { $0.import != nil && $0.visibility.includes(visibility) }.map(\.contentType))
  }

  /// The value's bytes in `contentType`: from the first representation
  /// exporting exactly that type, else the first whose type conforms to
  /// it. Throws `CoreTransferableError.unsupportedContentType` when none
  /// does, or the exporter's error.
  public func exported(as contentType: UTType) async throws -> Data {
    let candidates = Self.entries.filter { $0.export != nil && $0.isEnabled(for: self) }
    guard
      let entry = candidates.first(where: { $0.contentType == contentType })
        ?? candidates.first(where: { $0.contentType.conforms(to: contentType) })
    else { throw CoreTransferableError.unsupportedContentType(contentType.identifier, type: "\(Self.self)") }
    return try await entry.export!(self)
  }

  /// A value made from `data` of `contentType` (`nil`: the first
  /// importing representation), through the first representation that
  /// imports that type or a supertype of it.
  public init(importing data: Data, contentType: UTType?) async throws {
    let candidates = Self.entries.filter { $0.import != nil }
    let entry: _TransferEntry?
    if let contentType {
      entry =
        candidates.first(where: { $0.contentType == contentType })
        ?? candidates.first(where: { contentType.conforms(to: $0.contentType) })
    } else {
      entry = candidates.first
    }
    guard let entry else {
      throw CoreTransferableError.unsupportedContentType(contentType?.identifier ?? "any", type: "\(Self.self)")
    }
    let value = try await entry.import!(data, contentType ?? entry.contentType)
    guard let typed = value as? Self else {
      throw CoreTransferableError.importFailed(type: "\(Self.self)", reason: "the representation made a \(type(of: value))")
    }
    self = typed
  }
}

private func unique(_ types: [UTType]) -> [UTType] {
  var seen = Set<UTType>()
  return types.filter { seen.insert($0).inserted }
}

/// What goes wrong moving a value in and out of its representations (the
/// one error type of CoreTransferable here; Apple's module throws its own
/// internal errors).
public enum CoreTransferableError: Error, CustomStringConvertible, Sendable {
  /// No representation of `type` exports or imports `identifier`.
  case unsupportedContentType(String, type: String)
  /// An importer's bytes could not be read as `type`.
  case importFailed(type: String, reason: String)
  /// A value of `type` could not be turned into bytes.
  case exportFailed(type: String, reason: String)
  /// A transferred file could not be read or written.
  case fileUnavailable(URL, reason: String)

  public var description: String {
    switch self {
    case .unsupportedContentType(let identifier, let type):
      "\(type) has no transfer representation for the content type \(identifier)"
    case .importFailed(let type, let reason): "could not import \(type): \(reason)"
    case .exportFailed(let type, let reason): "could not export \(type): \(reason)"
    case .fileUnavailable(let url, let reason): "the transferred file \(url.path) is unavailable: \(reason)"
    }
  }
}
