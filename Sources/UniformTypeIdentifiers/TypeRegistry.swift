import Foundation

/// Every type known in the process: the system table below, then what the
/// app declares. Reads and writes under one lock (types are declared from
/// any thread, as `UTType(exportedAs:)` is called in a static property).
final class TypeRegistry: @unchecked Sendable {  // guarded by `lock`
  struct Declaration: Sendable {
    var parents: [String]
    var tags: [UTTagClass: [String]]
    var description: String?
    var system: Bool
    var dynamic: Bool
  }

  static let shared = TypeRegistry()

  private let lock = NSLock()
  private var declarations: [String: Declaration] = [:]
  private var byTag: [UTTagClass: [String: [String]]] = [:]

  private init() {
    for entry in SystemTypes.table {
      add(
        entry.identifier,
        Declaration(
          parents: entry.parents,
          tags: [.filenameExtension: entry.extensions, .mimeType: entry.mimeTypes].filter { !$0.value.isEmpty },
          description: entry.description, system: true, dynamic: false))
    }
  }

  func declaration(of identifier: String) -> Declaration? {
    lock.lock()
    defer { lock.unlock() }
    return declarations[identifier]
  }

  func identifiers(withTag tag: String, tagClass: UTTagClass) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return (byTag[tagClass]?[tag] ?? []).filter { declarations[$0]?.dynamic == false }
  }

  /// Declares `identifier` unless it is already declared (the system's
  /// declaration wins over an app's, as on Apple platforms).
  func declareIfNeeded(
    _ identifier: String, parents: [String], tags: [UTTagClass: [String]] = [:], dynamic: Bool = false
  ) {
    lock.lock()
    defer { lock.unlock() }
    guard declarations[identifier] == nil else { return }
    add(identifier, Declaration(parents: parents, tags: tags, description: nil, system: false, dynamic: dynamic))
  }

  private func add(_ identifier: String, _ declaration: Declaration) {
    declarations[identifier] = declaration
    for (tagClass, values) in declaration.tags {
      for value in values { byTag[tagClass, default: [:]][value.lowercased(), default: []].append(identifier) }
    }
  }
}
