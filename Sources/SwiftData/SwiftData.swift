@_exported import Foundation
import Flipbook
@_exported import Observation

// # SwiftData on Linux
//
// Apps written since 2023 keep their models in SwiftData: `@Model` classes,
// a `ModelContainer` set on the scene, `@Query` in views and
// `@Environment(\.modelContext)` to insert and delete. There is no Core
// Data store on Linux, and a snapshot must not depend on a file anyway, so
// this module keeps every container in memory, whatever its configuration
// says (`isStoredInMemoryOnly` is honoured trivially; a file URL is never
// written): models inserted into a context are fetched back from it,
// filtered by `#Predicate` and sorted by `SortDescriptor` (Foundation's,
// evaluated as written), and views reading them redraw when the context or
// a model changes (both are observable).
//
// - `@Model` makes the class `Observable` and `PersistentModel` (identity
//   by object; `persistentModelID`); stored properties with a written type
//   are tracked (see FlipbookMacros' ModelMacro). A relationship's
//   `inverse:` is kept in step both ways, and a model related to one in a
//   context joins it (Relationships.swift). `@Attribute`, the rest of
//   `@Relationship` and `@Transient` are accepted and add nothing: the
//   store keeps values as they are, so `.unique` is not enforced and delete
//   rules do not cascade (a documented difference).
// - A context holds the models inserted into it, in insertion order;
//   `save()` succeeds and keeps them (nothing is written), `rollback()`
//   does nothing, `delete(model:where:)` removes the matches.
// - `VersionedSchema`, `SchemaMigrationPlan` and `MigrationStage` compile
//   and are kept; an in-memory store has nothing to migrate.
// - With no container set, a view's context is an empty one of its own
//   (SwiftData has none and its `@Query` then finds nothing).
//
// Declared in Package.swift for Linux only: on macOS Apple's module is used.

/// A SwiftData model class (see the essay above).
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(_$registerRelationships))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "FlipbookMacros", type: "ModelMacro")

/// A model's tracked stored property (added by `@Model`).
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "FlipbookMacros", type: "PersistedPropertyMacro")

/// A property's storage options, as SwiftData's `@Attribute` (kept, not
/// enforced).
@attached(peer)
public macro Attribute(
  _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "FlipbookMacros", type: "PropertyMarkerMacro")

/// A relationship's rules, as SwiftData's `@Relationship`: `inverse` is
/// kept in step both ways (Relationships.swift); the delete rule and
/// counts are kept, not enforced.
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
  hashModifier: String? = nil
) = #externalMacro(module: "FlipbookMacros", type: "PropertyMarkerMacro")

/// A property the store does not keep (and `@Model` does not track).
@attached(peer)
public macro Transient() = #externalMacro(module: "FlipbookMacros", type: "PropertyMarkerMacro")

/// A model's identity, as SwiftData's `PersistentIdentifier`.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
  let value: UInt
  let entityName: String
  public static func < (a: Self, b: Self) -> Bool { a.value < b.value }
  public var description: String { "PersistentIdentifier(\(entityName) #\(value))" }
}

/// A model class, as SwiftData's `PersistentModel` (`@Model` conforms a
/// class): identity is the object's.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// Registers the class's inverse relationships (`@Model` writes it).
  static func _$registerRelationships()
}

extension PersistentModel {
  /// The model's identity (its object's).
  public var persistentModelID: PersistentIdentifier {
    PersistentIdentifier(value: UInt(bitPattern: ObjectIdentifier(self).hashValue), entityName: String(describing: Self.self))
  }
  public var id: PersistentIdentifier { persistentModelID }
  public static func == (a: Self, b: Self) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// The context the model was inserted into, if any.
  public var modelContext: ModelContext? { ModelContext.owner(of: self) }
  /// Whether the model was deleted from its context.
  public var isDeleted: Bool { ModelContext.deleted(self) }
  /// Whether the model has unsaved changes: never (nothing is written).
  public var hasChanges: Bool { false }
}
