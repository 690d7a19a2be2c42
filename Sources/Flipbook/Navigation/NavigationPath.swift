import Foundation

/// A type-erased list of the values pushed on a `NavigationStack`, as
/// SwiftUI's `NavigationPath`: the stack shows a screen for each.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map(AnyHashable.init) }

  /// How many values are pushed.
  public var count: Int { elements.count }
  /// Whether nothing is pushed.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops `k` values (at most as many as there are).
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(Swift.max(k, 0), elements.count)) }
}

/// Whether a view is being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// Whether editing (active or transient).
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the list or form here: one set with
  /// `.environment(\.editMode, $mode)`, else inside a navigation stack the
  /// stack's own (inactive until an `EditButton` turns it on); nil
  /// elsewhere. `EditButton` reads and toggles it.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}
