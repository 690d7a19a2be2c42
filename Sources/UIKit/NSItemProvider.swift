import CoreTransferable
import Foundation

// Foundation's `NSItemProvider` on Apple platforms; swift-corelibs-foundation
// has none, so it is declared here, in UIKit, which every SwiftUI file sees
// (and re-exports Foundation). It is what drag and drop, the share sheet
// and `PHPickerResult.itemProvider` hand over: a list of representations,
// each a type identifier with a loader.
//
// The provider is real: what is registered (data, objects, items, files,
// `Transferable` values) can be loaded back, by type identifier or a type
// it conforms to, and a request for anything else fails with Apple's
// NSItemProvider error codes. Data loaders run at once and their
// completion handlers are called before the load call returns; a
// `Transferable` value's conversion is async and its handler is called
// when a task finishes it (Apple calls every handler later on a
// background queue). `DispatchGroup` code written for either order works.

/// An object that can be made from an item provider's data, as
/// Foundation's `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject {
  /// The type identifiers the class reads, most preferred first.
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  /// An object made from `data` of `typeIdentifier`.
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// An object an item provider can send, as Foundation's
/// `NSItemProviderWriting`.
public protocol NSItemProviderWriting: AnyObject {
  /// The type identifiers the object writes, most preferred first.
  static var writableTypeIdentifiersForItemProvider: [String] { get }
  /// Produces the object's data as `typeIdentifier`.
  func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress?
}

/// Items of several representations, as Foundation's `NSItemProvider`.
open class NSItemProvider: NSObject, @unchecked Sendable {  // representations are only added before the provider is handed on
  /// Foundation's `NSItemProviderErrorDomain`.
  public static let errorDomain = "NSItemProviderErrorDomain"

  /// Foundation's `NSItemProvider.ErrorCode`.
  public enum ErrorCode: Int, Sendable {
    case unknownError = -1
    case itemUnavailableError = -1000
    case unexpectedValueClassError = -1100
    case unavailableCoercionError = -1200
  }

  /// Who may load a representation, as Foundation's
  /// `NSItemProviderRepresentationVisibility`.
  public enum RepresentationVisibility: Int, Sendable { case all = 0, team = 1, group = 2, ownProcess = 3 }

  /// How a file representation is offered, as Foundation's
  /// `NSItemProviderFileOptions`.
  public struct FileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The receiver may open the file in place.
    public static let openInPlace = FileOptions(rawValue: 1)
  }

  public typealias LoadHandler = (_ completionHandler: @escaping (Any?, Error?) -> Void, _ expectedValueClass: AnyClass?, _ options: [AnyHashable: Any]?) -> Void

  struct Representation {
    let typeIdentifier: String
    let load: (@escaping (Data?, Error?) -> Void) -> Void
  }

  var representations: [Representation] = []

  /// A name for the item, suggested to a receiver that saves it.
  open var suggestedName: String?

  public override init() { super.init() }

  /// A provider of `item` as `typeIdentifier` (data, text or a URL; other
  /// items are listed and load as themselves through `loadItem`).
  public convenience init(item: Any?, typeIdentifier: String?) {
    self.init()
    guard let item, let typeIdentifier else { return }
    let data: Data? =
      switch item {
      case let data as Data: data
      case let text as String: Data(text.utf8)
      case let text as NSString: Data((text as NSString).description.utf8)
      case let url as URL: Data(url.absoluteString.utf8)
      default: nil
      }
    storedItems[typeIdentifier] = item
    registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
      completion(data, data == nil ? NSItemProvider.error(.unexpectedValueClassError) : nil)
      return nil
    }
  }

  /// A provider of the file at `fileURL`, as its type by extension;
  /// `nil` when there is no file.
  public convenience init?(contentsOf fileURL: URL?) {
    guard let fileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
    self.init()
    suggestedName = fileURL.deletingPathExtension().lastPathComponent
    let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
    registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
      do { completion(try Data(contentsOf: fileURL), nil) } catch { completion(nil, error) }
      return nil
    }
  }

  /// A provider of `object`'s representations.
  public convenience init(object: NSItemProviderWriting) {
    self.init()
    registerObject(object, visibility: .all)
  }

  var storedItems: [String: Any] = [:]

  /// Adds `object`'s representations.
  open func registerObject(_ object: NSItemProviderWriting, visibility: RepresentationVisibility) {
    for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
      registerDataRepresentation(forTypeIdentifier: identifier, visibility: visibility) { completion in
        object.loadData(withTypeIdentifier: identifier) { data, error in completion(data, error) }
      }
    }
  }

  /// Adds a representation loaded by `loadHandler` when asked for.
  open func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
    loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?
  ) {
    representations.append(Representation(typeIdentifier: typeIdentifier) { completion in _ = loadHandler(completion) })
  }

  /// Adds a representation of `contentType` loaded by `loadHandler`.
  open func registerDataRepresentation(
    for contentType: UTType, visibility: RepresentationVisibility = .all,
    loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?
  ) {
    registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
  }

  /// Adds a file representation (loaded as the file's data).
  open func registerFileRepresentation(
    forTypeIdentifier typeIdentifier: String, fileOptions: FileOptions = [], visibility: RepresentationVisibility,
    loadHandler: @escaping (@escaping (URL?, Bool, Error?) -> Void) -> Progress?
  ) {
    representations.append(
      Representation(typeIdentifier: typeIdentifier) { completion in
        _ = loadHandler { url, _, error in
          guard let url else { return completion(nil, error ?? NSItemProvider.error(.itemUnavailableError)) }
          do { completion(try Data(contentsOf: url), nil) } catch { completion(nil, error) }
        }
      })
  }

  /// Adds `transferable`'s exported representations, as iOS 16's
  /// `register(_:)`.
  open func register<T: Transferable>(_ transferable: @autoclosure @escaping () -> T) {
    for type in T.exportedContentTypes() {
      registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
        let value = transferable()
        NSItemProvider.convert {
          do { completion(try await value.exported(as: type), nil) } catch { completion(nil, error) }
        }
        return nil
      }
    }
  }

  /// The registered type identifiers, in order of registration.
  open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

  /// The registered content types.
  open var registeredContentTypes: [UTType] {
    registeredTypeIdentifiers.map { UTType($0) ?? UTType(exportedAs: $0) }
  }

  /// Whether a registered representation is `typeIdentifier` or conforms
  /// to it.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    representation(conformingTo: typeIdentifier) != nil
  }

  /// Whether a registered representation conforms to `typeIdentifier`.
  open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: FileOptions = []) -> Bool {
    hasItemConformingToTypeIdentifier(typeIdentifier)
  }

  /// Loads the data of the first representation conforming to
  /// `typeIdentifier`.
  @discardableResult
  open func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, Error?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    guard let found = representation(conformingTo: typeIdentifier) else {
      completionHandler(nil, NSItemProvider.error(.unavailableCoercionError))
      return progress
    }
    found.load { data, error in
      progress.completedUnitCount = 1
      completionHandler(data, error)
    }
    return progress
  }

  /// Loads the data of the first representation conforming to
  /// `contentType`.
  @discardableResult
  open func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
    loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
  }

  /// Loads the representation as a temporary file (removed when the
  /// handler returns, as on Apple platforms).
  @discardableResult
  open func loadFileRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (URL?, Error?) -> Void
  ) -> Progress {
    loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
      guard let data else { return completionHandler(nil, error) }
      do {
        let received = try TemporaryTransferFile(data, name: self.suggestedName ?? "Item", contentType: UTType(typeIdentifier))
        completionHandler(received.file, nil)
        received.remove()
      } catch {
        completionHandler(nil, error)
      }
    }
  }

  /// Loads the representation as a temporary file of `contentType`.
  @discardableResult
  open func loadFileRepresentation(for contentType: UTType, completionHandler: @escaping (URL?, Error?) -> Void) -> Progress {
    loadFileRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
  }

  /// Loads the item registered as `typeIdentifier`: the item itself when
  /// it was given with `init(item:typeIdentifier:)`, else its data.
  open func loadItem(
    forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
    completionHandler: ((Any?, Error?) -> Void)? = nil
  ) {
    if let item = storedItems[typeIdentifier] { completionHandler?(item, nil); return }
    loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in completionHandler?(data, error) }
  }

  /// Whether an object of `aClass` can be read from a representation.
  open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
    aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
  }

  /// Reads an object of `aClass` from the first representation it reads.
  @discardableResult
  open func loadObject(
    ofClass aClass: NSItemProviderReading.Type, completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void
  ) -> Progress {
    guard
      let identifier = aClass.readableTypeIdentifiersForItemProvider.first(where: {
        hasItemConformingToTypeIdentifier($0)
      })
    else {
      completionHandler(nil, NSItemProvider.error(.unavailableCoercionError))
      return Progress(totalUnitCount: 1)
    }
    return loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
      guard let data else { return completionHandler(nil, error) }
      do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: identifier), nil) } catch {
        completionHandler(nil, error)
      }
    }
  }

  /// Whether a `String` (or another value bridged from an object) can be
  /// read: text of any kind.
  open func canLoadObject<T: Transferable>(ofClass: T.Type) -> Bool {
    T.importedContentTypes().contains { hasItemConformingToTypeIdentifier($0.identifier) }
  }

  /// Reads a `String`, `URL` or other transferable value from the first
  /// representation it imports (Swift's bridged form of `loadObject`).
  @discardableResult
  open func loadObject<T: Transferable>(ofClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void) -> Progress {
    loadTransferable(type: T.self) { result in
      switch result {
      case .success(let value): completionHandler(value, nil)
      case .failure(let error): completionHandler(nil, error)
      }
    }
  }

  /// Imports a `Transferable` value from the first representation it
  /// imports, as iOS 16's `loadTransferable(type:completionHandler:)`.
  @discardableResult
  open func loadTransferable<T: Transferable>(
    type: T.Type, completionHandler: @escaping (Result<T, Error>) -> Void
  ) -> Progress {
    let imported = T.importedContentTypes()
    guard
      let (found, contentType) = imported.lazy.compactMap({ type -> (Representation, UTType)? in
        self.representation(conformingTo: type.identifier).map { ($0, UTType($0.typeIdentifier) ?? type) }
      }).first
    else {
      completionHandler(.failure(NSItemProvider.error(.unavailableCoercionError)))
      return Progress(totalUnitCount: 1)
    }
    let progress = Progress(totalUnitCount: 1)
    found.load { data, error in
      progress.completedUnitCount = 1
      guard let data else {
        return completionHandler(.failure(error ?? NSItemProvider.error(.itemUnavailableError)))
      }
      NSItemProvider.convert {
        do { completionHandler(.success(try await T(importing: data, contentType: contentType))) } catch {
          completionHandler(.failure(error))
        }
      }
    }
    return progress
  }

  func representation(conformingTo typeIdentifier: String) -> Representation? {
    if let exact = representations.first(where: { $0.typeIdentifier == typeIdentifier }) { return exact }
    guard let wanted = UTType(typeIdentifier) else { return nil }
    return representations.first { UTType($0.typeIdentifier)?.conforms(to: wanted) ?? false }
  }

  /// Foundation's error of `code` in `errorDomain`.
  package static func error(_ code: ErrorCode) -> NSError { NSError(domain: errorDomain, code: code.rawValue) }

  /// Runs a representation's async conversion in a task of its own (no
  /// thread waits for it: a caller on the cooperative pool could starve it).
  static func convert(_ work: @escaping () async -> Void) {
    nonisolated(unsafe) let work = work
    Task { await work() }
  }
}
