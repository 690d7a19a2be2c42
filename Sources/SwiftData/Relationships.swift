import Foundation

// # Inverse relationships
//
// SwiftData keeps both sides of a relationship in step: with
// `@Relationship(inverse: \Message.chat) var messages: [Message]` on
// `Chat`, appending a message to `chat.messages` sets `message.chat` to
// the chat, and setting `message.chat = chat` appends the message to
// `chat.messages` (and removes it from its old chat's), whichever side
// declares the inverse. Apps lean on it: a list of chats reads
// `chat.contact!` after appending the chat to `contact.createdChats`. And a
// model related to one in a context joins that context, as SwiftData
// inserts related models when the owner is inserted or saved.
//
// `@Model` registers each declared inverse pair once per type
// (`_$registerRelationships()`, called when a schema names the type or a
// context first inserts one), and every tracked property reports its
// changes here (`didChange`); a change to a property with a registered
// inverse updates the other side through typed closures made at
// registration. Updating the other side reports back, and finds its own
// side already in step, so the pair settles at once. Delete rules are
// still not applied (see the module's essay).

/// The inverse-relationship registry `@Model` classes report to (see the
/// essay above). Public for the macro's expansion, not for apps.
public enum _ModelRelationships {
  /// What to do to the other side when one side's value changes: given the
  /// owner and the old and new values (type-erased), update the related
  /// models' inverse properties.
  typealias Update = (_ owner: AnyObject, _ old: Any, _ new: Any) -> Void

  private final class Registry: @unchecked Sendable {
    // Guarded by `lock`: written at registration, read on every tracked
    // property's change, from any thread a model is used on.
    let lock = NSLock()
    var updates: [AnyKeyPath: Update] = [:]
    var registeredTypes: Set<ObjectIdentifier> = []
  }

  private static let registry = Registry()

  /// Registers `type`'s inverse pairs once (`@Model`'s
  /// `_$registerRelationships()`).
  public static func registerOnce(_ type: any PersistentModel.Type) {
    let key = ObjectIdentifier(type)
    registry.lock.lock()
    let isNew = registry.registeredTypes.insert(key).inserted
    registry.lock.unlock()
    if isNew { type._$registerRelationships() }
  }

  private static func add(_ keyPath: AnyKeyPath, _ update: @escaping Update) {
    registry.lock.lock()
    registry.updates[keyPath] = update
    registry.lock.unlock()
  }

  /// A to-many property whose inverse is to-one: `Chat.messages` ↔
  /// `Message.chat`.
  public static func register<Owner: PersistentModel, Related: PersistentModel>(
    _ forward: ReferenceWritableKeyPath<Owner, [Related]>, inverse: ReferenceWritableKeyPath<Related, Owner?>
  ) {
    add(forward, manyToOne(inverse))
    add(inverse, oneToMany(forward))
  }

  /// A to-one property whose inverse is to-many: `Message.chat` ↔
  /// `Chat.messages`.
  public static func register<Owner: PersistentModel, Related: PersistentModel>(
    _ forward: ReferenceWritableKeyPath<Owner, Related?>, inverse: ReferenceWritableKeyPath<Related, [Owner]>
  ) {
    register(inverse, inverse: forward)
  }

  /// A one-to-one pair.
  public static func register<Owner: PersistentModel, Related: PersistentModel>(
    _ forward: ReferenceWritableKeyPath<Owner, Related?>, inverse: ReferenceWritableKeyPath<Related, Owner?>
  ) {
    add(forward, oneToOne(inverse))
    add(inverse, oneToOne(forward))
  }

  /// A many-to-many pair.
  public static func register<Owner: PersistentModel, Related: PersistentModel>(
    _ forward: ReferenceWritableKeyPath<Owner, [Related]>, inverse: ReferenceWritableKeyPath<Related, [Owner]>
  ) {
    add(forward, manyToMany(inverse))
    add(inverse, manyToMany(forward))
  }

  /// Any other shape (a non-optional to-one, a key path the types don't
  /// pair): kept, not maintained. (Generic, so that the typed shapes
  /// above, more specialised, win where they apply.)
  public static func register<Forward: AnyKeyPath, Inverse: AnyKeyPath>(_ forward: Forward, inverse: Inverse) {}

  /// Reports that `owner`'s property at `keyPath` changed from `old` to
  /// `new` (every tracked property of a `@Model` class calls this).
  public static func didChange<Owner: AnyObject, Value>(
    _ owner: Owner, _ keyPath: KeyPath<Owner, Value>, from old: Value, to new: Value
  ) {
    registry.lock.lock()
    let update = registry.updates.isEmpty ? nil : registry.updates[keyPath]
    registry.lock.unlock()
    update?(owner, old, new)
  }

  // MARK: The four shapes

  /// `owner.forward` (to-many) changed: models added point back to the
  /// owner, models removed stop pointing at it.
  private static func manyToOne<Owner: PersistentModel, Related: PersistentModel>(
    _ inverse: ReferenceWritableKeyPath<Related, Owner?>
  ) -> Update {
    { owner, old, new in
      guard let owner = owner as? Owner, let old = old as? [Related], let new = new as? [Related] else { return }
      for removed in old where !new.contains(where: { $0 === removed }) && removed[keyPath: inverse] === owner {
        removed[keyPath: inverse] = nil
      }
      for added in new where !old.contains(where: { $0 === added }) {
        join(added, to: owner)
        if added[keyPath: inverse] !== owner { added[keyPath: inverse] = owner }
      }
    }
  }

  /// `owner.forward` (to-one) changed: the old related model's to-many
  /// inverse loses the owner, the new one's gains it.
  private static func oneToMany<Owner: PersistentModel, Related: PersistentModel>(
    _ inverse: ReferenceWritableKeyPath<Related, [Owner]>
  ) -> Update {
    { owner, old, new in
      guard let owner = owner as? Owner else { return }
      let old = old as? Related, new = new as? Related
      if let old, old !== new, old[keyPath: inverse].contains(where: { $0 === owner }) {
        old[keyPath: inverse].removeAll { $0 === owner }
      }
      if let new, !new[keyPath: inverse].contains(where: { $0 === owner }) {
        join(new, to: owner)
        new[keyPath: inverse].append(owner)
      }
    }
  }

  /// One side of a one-to-one pair changed: the old partner lets go, the
  /// new one points back.
  private static func oneToOne<Owner: PersistentModel, Related: PersistentModel>(
    _ inverse: ReferenceWritableKeyPath<Related, Owner?>
  ) -> Update {
    { owner, old, new in
      guard let owner = owner as? Owner else { return }
      let old = old as? Related, new = new as? Related
      if let old, old !== new, old[keyPath: inverse] === owner { old[keyPath: inverse] = nil }
      if let new, new[keyPath: inverse] !== owner {
        join(new, to: owner)
        new[keyPath: inverse] = owner
      }
    }
  }

  /// One side of a many-to-many pair changed: each added model lists the
  /// owner, each removed one drops it.
  private static func manyToMany<Owner: PersistentModel, Related: PersistentModel>(
    _ inverse: ReferenceWritableKeyPath<Related, [Owner]>
  ) -> Update {
    { owner, old, new in
      guard let owner = owner as? Owner, let old = old as? [Related], let new = new as? [Related] else { return }
      for removed in old where !new.contains(where: { $0 === removed }) {
        if removed[keyPath: inverse].contains(where: { $0 === owner }) { removed[keyPath: inverse].removeAll { $0 === owner } }
      }
      for added in new where !old.contains(where: { $0 === added }) {
        join(added, to: owner)
        if !added[keyPath: inverse].contains(where: { $0 === owner }) { added[keyPath: inverse].append(owner) }
      }
    }
  }

  /// Inserts `related` into `owner`'s context when it has none (SwiftData
  /// inserts the models related to an inserted one).
  private static func join<Related: PersistentModel>(_ related: Related, to owner: some PersistentModel) {
    guard related.modelContext == nil, let context = owner.modelContext else { return }
    context.insert(related)
  }
}

extension PersistentModel {
  /// Registers the class's inverse relationships (`@Model` writes one for
  /// each `@Relationship(inverse:)`); none by default.
  public static func _$registerRelationships() {}
}
