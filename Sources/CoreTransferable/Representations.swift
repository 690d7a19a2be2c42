import Foundation
import UniformTypeIdentifiers

/// An item sent and received as bytes of one content type, as
/// CoreTransferable's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  let contentType: UTType
  let exporter: (@Sendable (Item) async throws -> Data)?
  let importer: (@Sendable (Data) async throws -> Item)?

  /// Both ways.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    self.contentType = contentType
    exporter = exporting
    importer = importing
  }

  /// Sent only.
  public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    contentType = exportedContentType
    exporter = exporting
    importer = nil
  }

  /// Received only.
  public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    contentType = importedContentType
    exporter = nil
    importer = importing
  }

  public func _transferEntries() -> [_TransferEntry] {
    let exporter = exporter
    let importer = importer
    return [
      _TransferEntry(
        contentType: contentType,
        export: exporter.map { export in { item in try await export(item as! Item) } },
        import: importer.map { make in { data, _ in try await make(data) } })
    ]
  }
}

/// A file sent with an item, as CoreTransferable's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
  /// The file.
  public let file: URL
  /// Whether the receiver may open the original rather than a copy.
  public let allowAccessingOriginalFile: Bool

  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file received for an item, as CoreTransferable's
/// `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
  /// The received file (a copy in a temporary folder, unless opened in
  /// place).
  public let file: URL
  /// Whether `file` is the sender's original.
  public let isOriginalFile: Bool
}

/// An item sent and received as a file, as CoreTransferable's
/// `FileRepresentation`. Exported bytes are the file's contents; imported
/// bytes are written to a temporary file the importer reads (and which is
/// removed after it returns).
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
  let contentType: UTType
  let exporter: (@Sendable (Item) async throws -> SentTransferredFile)?
  let importer: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

  /// Both ways.
  public init(
    contentType: UTType, shouldAttemptToOpenFileInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    self.contentType = contentType
    exporter = exporting
    importer = importing
  }

  /// Sent only.
  public init(
    exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    contentType = exportedContentType
    exporter = exporting
    importer = nil
  }

  /// Received only.
  public init(
    importedContentType: UTType, shouldAttemptToOpenFileInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    contentType = importedContentType
    exporter = nil
    importer = importing
  }

  public func _transferEntries() -> [_TransferEntry] {
    let exporter = exporter
    let importer = importer
    return [
      _TransferEntry(
        contentType: contentType,
        export: exporter.map { export in
          { item in
            let sent = try await export(item as! Item)
            do { return try Data(contentsOf: sent.file) } catch {
              throw CoreTransferableError.fileUnavailable(sent.file, reason: "\(error)")
            }
          }
        },
        import: importer.map { make in
          { data, type in
            let received = try TemporaryTransferFile(data, name: "Received", contentType: type)
            defer { received.remove() }
            return try await make(ReceivedTransferredFile(file: received.file, isOriginalFile: false))
          }
        })
    ]
  }
}

/// An item sent and received as its `Codable` encoding (JSON unless an
/// encoder and decoder are given), as CoreTransferable's
/// `CodableRepresentation`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, @unchecked Sendable {
  // The coders are never mutated after init, and the closures capture
  // nothing else but the item's type.
  let contentType: UTType
  let encode: (Item) throws -> Data
  let decode: (Data) throws -> Item

  /// JSON of `contentType`.
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {
    self.contentType = contentType
    encode = { try JSONEncoder().encode($0) }
    decode = { try JSONDecoder().decode(Item.self, from: $0) }
  }

  /// JSON of `contentType`, with these coders.
  public init(
    for itemType: Item.Type = Item.self, contentType: UTType, encoder: JSONEncoder, decoder: JSONDecoder
  ) {
    self.contentType = contentType
    encode = { try encoder.encode($0) }
    decode = { try decoder.decode(Item.self, from: $0) }
  }

  /// A property list of `contentType`.
  public init(
    for itemType: Item.Type = Item.self, contentType: UTType, encoder: PropertyListEncoder, decoder: PropertyListDecoder
  ) {
    self.contentType = contentType
    encode = { try encoder.encode($0) }
    decode = { try decoder.decode(Item.self, from: $0) }
  }

  public func _transferEntries() -> [_TransferEntry] {
    let encode = encode
    let decode = decode
    return [
      _TransferEntry(
        contentType: contentType,
        export: { item in try encode(item as! Item) },
        import: { data, _ in
          do { return try decode(data) } catch {
            throw CoreTransferableError.importFailed(type: "\(Item.self)", reason: "\(error)")
          }
        })
    ]
  }
}

/// An item sent and received as another transferable value, as
/// CoreTransferable's `ProxyRepresentation` (`ProxyRepresentation(exporting:
/// \.name)` sends a value as its name's text).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
  let exporter: (@Sendable (Item) async throws -> ProxyRepresentation)?
  let importer: (@Sendable (ProxyRepresentation) async throws -> Item)?

  /// Both ways.
  public init(
    exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
    importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
  ) {
    exporter = exporting
    importer = importing
  }

  /// Sent only.
  public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
    exporter = exporting
    importer = nil
  }

  /// Received only.
  public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
    exporter = nil
    importer = importing
  }

  public func _transferEntries() -> [_TransferEntry] {
    let exporter = exporter
    let importer = importer
    return ProxyRepresentation.entries.map { proxied in
      var entry = proxied
      entry.export =
        if let exporter, let export = proxied.export {
          { item in try await export(try await exporter(item as! Item)) }
        } else { nil }
      entry.import =
        if let importer, let make = proxied.import {
          { data, type in try await importer(try await make(data, type) as! ProxyRepresentation) }
        } else { nil }
      entry.condition = nil
      entry.suggestedFileName = nil
      return entry
    }.filter { $0.export != nil || $0.import != nil }
  }
}

// MARK: - Modifiers

/// A representation changed by a modifier (`suggestedFileName`,
/// `exportingCondition`, `visibility`).
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
  public typealias Item = Base.Item
  let base: Base
  let change: @Sendable (inout _TransferEntry) -> Void

  public func _transferEntries() -> [_TransferEntry] {
    base._transferEntries().map { entry in
      var entry = entry
      change(&entry)
      return entry
    }
  }
}

extension TransferRepresentation {
  /// The file name a receiver should give the item's file.
  public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
    _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = { _ in fileName } }
  }

  /// The file name a receiver should give this item's file.
  public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> _ModifiedTransferRepresentation<Self> {
    _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = { fileName($0 as! Item) } }
  }

  /// Offers the representation for export only when `condition` holds for
  /// the item.
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ModifiedTransferRepresentation<Self> {
    _ModifiedTransferRepresentation(base: self) { $0.condition = { condition($0 as! Item) } }
  }

  /// Who may receive the representation.
  public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
    _ModifiedTransferRepresentation(base: self) { $0.visibility = visibility }
  }
}
