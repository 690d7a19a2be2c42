import Foundation
import UniformTypeIdentifiers

/// One way of sending or receiving an item, as CoreTransferable's
/// `TransferRepresentation`: a built-in representation, or a composition of
/// them in `body`.
public protocol TransferRepresentation<Item>: Sendable {
  /// The type sent or received.
  associatedtype Item: Transferable
  /// The composition this representation is made of.
  associatedtype Body: TransferRepresentation

  /// The representations this one is made of.
  @TransferRepresentationBuilder<Item> var body: Body { get }

  /// The content types with their exporters and importers (Flipbook's
  /// door into a representation; the built-in ones give theirs, a
  /// composed one its body's).
  func _transferEntries() -> [_TransferEntry]
}

extension TransferRepresentation {
  public func _transferEntries() -> [_TransferEntry] { body._transferEntries() }
}

extension TransferRepresentation where Body == Never {
  /// A built-in representation has no body: its entries are its own.
  public var body: Never { fatalError("\(Self.self) is a built-in representation") }
}

extension Never: TransferRepresentation {
  public typealias Body = Never
  public typealias Item = Never
  public var body: Never { fatalError("Never has no body") }
  public func _transferEntries() -> [_TransferEntry] { [] }
}

extension Never: Transferable {
  public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

/// A content type with its exporter and importer, the item typed `Any`.
public struct _TransferEntry: @unchecked Sendable {  // closures made from the item's own Sendable representations
  var contentType: UTType
  var export: ((Any) async throws -> Data)?
  var `import`: ((Data, UTType) async throws -> Any)?
  var visibility: TransferRepresentationVisibility = .all
  var condition: ((Any) -> Bool)?
  var suggestedFileName: ((Any) -> String?)?

  func isEnabled(for item: Any) -> Bool { condition?(item) ?? true }
}

/// Who may receive a representation, as CoreTransferable's
/// `TransferRepresentationVisibility`.
public struct TransferRepresentationVisibility: Hashable, Sendable {
  let level: Int
  /// Any process.
  public static let all = TransferRepresentationVisibility(level: 3)
  /// Apps of the same development team.
  public static let team = TransferRepresentationVisibility(level: 2)
  /// Apps in the same app group.
  public static let group = TransferRepresentationVisibility(level: 1)
  /// This process only.
  public static let ownProcess = TransferRepresentationVisibility(level: 0)

  /// Whether a representation of this visibility is offered to a receiver
  /// asking for `requested` (a narrower request sees more).
  func includes(_ requested: TransferRepresentationVisibility) -> Bool { level >= requested.level }
}

/// Builds a list of representations, as CoreTransferable's
/// `TransferRepresentationBuilder`.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
    representation
  }
  public static func buildBlock() -> _TransferRepresentationList<Item> { _TransferRepresentationList(entries: []) }
  public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
    representation
  }
  public static func buildBlock<each R: TransferRepresentation>(
    _ representations: repeat each R
  ) -> _TransferRepresentationList<Item> {
    var entries: [_TransferEntry] = []
    for representation in repeat each representations { entries += representation._transferEntries() }
    return _TransferRepresentationList(entries: entries)
  }
  public static func buildOptional<R: TransferRepresentation>(_ representation: R?) -> _TransferRepresentationList<Item>
  where R.Item == Item {
    _TransferRepresentationList(entries: representation?._transferEntries() ?? [])
  }
  public static func buildEither<R: TransferRepresentation>(first: R) -> _TransferRepresentationList<Item>
  where R.Item == Item {
    _TransferRepresentationList(entries: first._transferEntries())
  }
  public static func buildEither<R: TransferRepresentation>(second: R) -> _TransferRepresentationList<Item>
  where R.Item == Item {
    _TransferRepresentationList(entries: second._transferEntries())
  }
  public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R)
    -> _TransferRepresentationList<Item> where R.Item == Item
  {
    _TransferRepresentationList(entries: representation._transferEntries())
  }
}

/// Several representations in order (what `TransferRepresentationBuilder`
/// makes of a block).
public struct _TransferRepresentationList<Item: Transferable>: TransferRepresentation {
  let entries: [_TransferEntry]
  public func _transferEntries() -> [_TransferEntry] { entries }
}
