import Flipbook
import Foundation
import Observation

/// What to fetch, as SwiftData's `FetchDescriptor`.
public struct FetchDescriptor<T: PersistentModel> {
  public var predicate: Predicate<T>?
  public var sortBy: [SortDescriptor<T>]
  public var fetchLimit: Int?
  public var fetchOffset: Int?
  public var includePendingChanges = true
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

/// The models of a container, as SwiftData's `ModelContext`: kept in
/// memory in insertion order (see SwiftData.swift's essay). Observable:
/// inserting or deleting redraws the views that fetched.
@Observable
public final class ModelContext: @unchecked Sendable {
  /// The models, by type, in insertion order.
  private var models: [ObjectIdentifier: [AnyObject]] = [:]
  @ObservationIgnored public let container: ModelContainer
  @ObservationIgnored public var autosaveEnabled = true
  /// Whether there are unsaved changes: never (nothing is written).
  public var hasChanges: Bool { false }

  public init(_ container: ModelContainer) {
    self.container = container
  }

  /// Adds `model` (and keeps it: a model inserted twice is kept once).
  public func insert<T: PersistentModel>(_ model: T) {
    _ModelRelationships.registerOnce(T.self)
    let key = ObjectIdentifier(T.self)
    guard !(models[key] ?? []).contains(where: { $0 === model }) else { return }
    models[key, default: []].append(model)
    Self.registry.withLock { $0.owners[ObjectIdentifier(model)] = Weak(self) }
  }

  /// Removes `model`.
  public func delete<T: PersistentModel>(_ model: T) {
    models[ObjectIdentifier(T.self)]?.removeAll { $0 === model }
    Self.registry.withLock { registry in
      registry.owners[ObjectIdentifier(model)] = nil
      registry.deleted.insert(ObjectIdentifier(model))
    }
  }

  /// Removes every model of `type` that `predicate` matches (all without one).
  public func delete<T: PersistentModel>(model type: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
    for model in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(model) }
  }

  /// The models `descriptor` asks for: filtered, sorted, offset, limited.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    var result = (models[ObjectIdentifier(T.self)] ?? []).compactMap { $0 as? T }
    if let predicate = descriptor.predicate { result = try result.filter { try predicate.evaluate($0) } }
    if !descriptor.sortBy.isEmpty { result.sort(using: descriptor.sortBy) }
    if let offset = descriptor.fetchOffset, offset > 0 { result = Array(result.dropFirst(offset)) }
    if let limit = descriptor.fetchLimit, limit >= 0 { result = Array(result.prefix(limit)) }
    return result
  }

  /// How many models `descriptor` finds.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

  /// The identifiers of the models `descriptor` finds.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// The model with `id` in this context, if any.
  public func model(for id: PersistentIdentifier) -> (any PersistentModel)? {
    for list in models.values {
      for model in list { if let model = model as? any PersistentModel, model.persistentModelID == id { return model } }
    }
    return nil
  }

  /// The model of type `T` with `id`, if any.
  public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? { model(for: id) as? T }

  /// Succeeds: the models stay (nothing is written).
  public func save() throws {}
  /// Does nothing (nothing is pending).
  public func rollback() {}
  public func processPendingChanges() {}
  /// Runs `block`, then saves.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  // The context each model was inserted into, and the deleted ones.
  private struct Registry {
    var owners: [ObjectIdentifier: Weak] = [:]
    var deleted: Set<ObjectIdentifier> = []
  }
  private final class Weak {
    weak var context: ModelContext?
    init(_ context: ModelContext) { self.context = context }
  }
  private static let registry = LockedRegistry()
  private final class LockedRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var value = Registry()
    func withLock<R>(_ body: (inout Registry) -> R) -> R {
      lock.lock()
      defer { lock.unlock() }
      return body(&value)
    }
  }

  static func owner(of model: AnyObject) -> ModelContext? {
    registry.withLock { $0.owners[ObjectIdentifier(model)]?.context }
  }

  static func deleted(_ model: AnyObject) -> Bool {
    registry.withLock { $0.deleted.contains(ObjectIdentifier(model)) }
  }
}
