@_spi(Reflection) import Swift
import Foundation

// MARK: - Finding a view's dynamic properties
//
// Before a view's body runs, its `@State` (and `@StateObject`, `@Namespace`)
// properties are linked to the store under the view's identity, and its
// `@Environment` (and `@EnvironmentObject`) properties given the
// environment. Which stored properties those are depends only on the type,
// so each type's are found once: their names and offsets in the value, read
// from the type's field metadata (`_forEachField`), with the conformance
// that prepares each. A resolve then reads just those fields in place.
// Reflecting each value with `Mirror` instead (boxing every stored property,
// child views included, into an `Any` and casting it) was a quarter of the
// morphing-shapes film's passes. Types the field metadata does not describe
// (classes) are still reflected.

extension ResolveInputs {
  /// Links the view's `@State` properties to the store and gives its
  /// `@Environment` properties the environment, before its body runs.
  func prepareDynamicProperties<V>(of view: V) {
    guard let fields = DynamicPropertyTypes.fields(of: V.self) else { return prepareByReflection(view) }
    guard !fields.isEmpty else { return }
    withUnsafePointer(to: view) { pointer in
      let base = UnsafeRawPointer(pointer)
      for field in fields { prepare(field, at: base + field.offset) }
    }
  }

  private func prepare(_ field: DynamicPropertyTypes.Field, at pointer: UnsafeRawPointer) {
    switch field.kind {
    case .environment(let reader): reader.read(at: pointer, environment)
    case .state(let linkable):
      if let stateStore { linkable.link(at: pointer, to: stateStore, key: StateStore.Key(identity: identity, property: .stored(label: field.label))) }
    }
  }

  /// The same through `Mirror`, for types without field metadata.
  private func prepareByReflection<V>(_ view: V, prefix: String = "") {
    for child in Mirror(reflecting: view).children {
      let label = prefix + (child.label ?? "")
      if let environment = child.value as? EnvironmentReader {
        environment.read(self.environment)
      } else if let state = child.value as? StateLinkable {
        if let stateStore { state.link(to: stateStore, key: StateStore.Key(identity: identity, property: .stored(label: label))) }
      } else if child.value is any DynamicProperty {
        prepareByReflection(child.value, prefix: label + ".")
      }
    }
  }
}

/// Each view and modifier type's dynamic properties, found once and shared
/// by every graph (a type's fields never change).
enum DynamicPropertyTypes {
  /// A stored property that is a dynamic property: its name (the key of
  /// its state), its offset in the value, and what prepares it.
  struct Field {
    enum Kind {
      case environment(any EnvironmentReader.Type)
      case state(any StateLinkable.Type)
    }
    let label: String
    let offset: Int
    let kind: Kind
  }

  private static let lock = NSLock()
  /// By type: its dynamic properties in declaration order (often none), or
  /// nil where its fields can't be listed (then it is reflected).
  nonisolated(unsafe) private static var known: [ObjectIdentifier: [Field]?] = [:]

  static func fields(of type: Any.Type) -> [Field]? {
    let key = ObjectIdentifier(type)
    if let fields = lock.withLock({ known[key] }) { return fields }
    let fields = listFields(of: type)
    lock.withLock { known[key] = fields }
    return fields
  }

  private static func listFields(of type: Any.Type) -> [Field]? {
    // Enums and tuples hold no property wrappers; classes aren't listed.
    guard !(type is AnyClass) else { return nil }
    var fields: [Field] = []
    // False when the type's fields can't be listed, or a nested
    // property's can't (its closure stops the walk).
    let listed = _forEachField(of: type) { name, offset, fieldType, _ in
      let label = String(cString: name)
      if let reader = fieldType as? any EnvironmentReader.Type {
        fields.append(Field(label: label, offset: offset, kind: .environment(reader)))
      } else if let linkable = fieldType as? any StateLinkable.Type {
        fields.append(Field(label: label, offset: offset, kind: .state(linkable)))
      } else if fieldType is any DynamicProperty.Type, !(fieldType is AnyClass) {
        // A dynamic property of the user's own (a struct holding
        // `@Environment` or `@State`): SwiftUI prepares what it holds as if
        // the view held it, so its fields are listed here, at their
        // offsets in the view, named under the property's name.
        guard let inner = listFields(of: fieldType) else { return false }
        fields += inner.map { Field(label: label + "." + $0.label, offset: offset + $0.offset, kind: $0.kind) }
      }
      return true
    }
    return listed ? fields : nil
  }
}

extension EnvironmentReader {
  /// Reads the environment into the property of this type at `pointer`.
  static func read(at pointer: UnsafeRawPointer, _ environment: EnvironmentValues) {
    pointer.assumingMemoryBound(to: Self.self).pointee.read(environment)
  }
}

extension StateLinkable {
  /// Links the property of this type at `pointer` to `store` under `key`.
  static func link(at pointer: UnsafeRawPointer, to store: StateStore, key: StateStore.Key) {
    pointer.assumingMemoryBound(to: Self.self).pointee.link(to: store, key: key)
  }
}

protocol StateLinkable {
  func link(to store: StateStore, key: StateStore.Key)
}

extension State: StateLinkable {}
