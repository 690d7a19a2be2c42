import Flipbook
import Foundation

/// A container's settings, as SwiftData's `ModelConfiguration` (kept; every
/// store is in memory on Linux).
public struct ModelConfiguration: Hashable, @unchecked Sendable {
  public var name: String
  public var isStoredInMemoryOnly: Bool
  public var allowsSave: Bool
  public var url: URL

  public init(
    _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
    groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    url = URL(fileURLWithPath: "/dev/null")
  }

  public init(
    _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
    cloudKitDatabase: CloudKitDatabase = .automatic
  ) {
    self.name = name ?? "default"
    isStoredInMemoryOnly = false
    self.allowsSave = allowsSave
    self.url = url
  }

  /// Where an app group's store lives, as SwiftData's.
  public struct GroupContainer: Hashable, Sendable {
    public static let automatic = GroupContainer()
    public static let none = GroupContainer()
    public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer() }
  }

  /// Which CloudKit database syncs the store, as SwiftData's (none syncs here).
  public struct CloudKitDatabase: Hashable, Sendable {
    public static let automatic = CloudKitDatabase()
    public static let none = CloudKitDatabase()
    public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase() }
  }
}

/// The model types of a store, as SwiftData's `Schema`.
public final class Schema: @unchecked Sendable {
  public let entities: [any PersistentModel.Type]
  public let version: Version

  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    entities = types
    self.version = version
    for type in types { _ModelRelationships.registerOnce(type) }
  }

  public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
    self.init(types, version: version)
  }

  public convenience init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }

  /// A schema's version, as SwiftData's `Schema.Version`.
  public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let major: Int, minor: Int, patch: Int
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }
    public static func < (a: Self, b: Self) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }
    public var description: String { "\(major).\(minor).\(patch)" }
  }

  /// A property's options, as `@Attribute` takes them.
  public enum Attribute {
    public struct Option: Hashable, Sendable {
      let name: String
      public static let unique = Option(name: "unique")
      public static let externalStorage = Option(name: "externalStorage")
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      public static let ephemeral = Option(name: "ephemeral")
      public static let spotlight = Option(name: "spotlight")
      public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
      public static func transformable(by transformerType: AnyClass) -> Option { Option(name: "transformable") }
    }
  }

  /// A relationship's options, as `@Relationship` takes them.
  public enum Relationship {
    public struct Option: Hashable, Sendable {
      let name: String
      public static let unique = Option(name: "unique")
    }
    public enum DeleteRule: Hashable, Sendable { case nullify, cascade, deny, noAction }
  }
}

/// A schema of one version, as SwiftData's `VersionedSchema`.
public protocol VersionedSchema {
  static var versionIdentifier: Schema.Version { get }
  static var models: [any PersistentModel.Type] { get }
}

/// How a store moves between schema versions, as SwiftData's
/// `SchemaMigrationPlan` (kept: an in-memory store has nothing to migrate).
public protocol SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { get }
  static var stages: [MigrationStage] { get }
}

/// One step of a migration, as SwiftData's `MigrationStage`.
public enum MigrationStage {
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: ((ModelContext) throws -> Void)?,
    didMigrate: ((ModelContext) throws -> Void)?)
}

/// A store and its main context, as SwiftData's `ModelContainer`: in memory
/// on Linux (see SwiftData.swift's essay).
public final class ModelContainer: @unchecked Sendable {
  public let schema: Schema
  public let configurations: [ModelConfiguration]
  private var context: ModelContext?

  public init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws {
    self.schema = schema
    self.configurations = configurations
  }

  public convenience init(
    for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
  ) throws {
    try self.init(for: schema, migrationPlan: migrationPlan, configurations: configurations)
  }

  public convenience init(for types: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws {
    try self.init(for: Schema(types), migrationPlan: migrationPlan, configurations: configurations)
  }

  /// The context views and the app use (made once).
  public var mainContext: ModelContext {
    if let context { return context }
    let made = ModelContext(self)
    context = made
    return made
  }

  /// Removes every model from the main context.
  public func deleteAllData() {
    context = nil
  }

  /// Erases the container's stores, as SwiftData's `erase()` (iOS 18):
  /// every model is gone and the main context starts empty. The stores
  /// here are in memory, so erasing can't fail.
  public func erase() throws {
    deleteAllData()
  }
}
