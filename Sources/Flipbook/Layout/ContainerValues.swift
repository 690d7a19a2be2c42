import Foundation

// A container reads what modifiers put on its children: a row's insets or
// background in a `List`, a badge, a button's role in a dialog, a tag. The
// modifiers write them as values under a key type into the child's
// `LayoutTraits`, which every modifier wrapping the child passes up (the
// outermost write wins, as in SwiftUI), and the container reads them
// there: data, where it once looked for a node of a given class.

/// A key for a value a modifier sets on a view for its container.
protocol ContainerSlot {
  associatedtype Value
}

extension LayoutTraits {
  /// The value set under `key` by the modifiers on this view, if any.
  subscript<Key: ContainerSlot>(_ key: Key.Type) -> Key.Value? {
    values[ObjectIdentifier(key)] as? Key.Value
  }
}

/// A modifier's node that sets one container value on its child.
final class ContainerValueNode<Key: ContainerSlot>: ModifierNode {
  let value: Key.Value

  init(_ child: ViewNode, _ key: Key.Type, _ value: Key.Value) {
    self.value = value
    super.init(child)
    traits.values[ObjectIdentifier(Key.self)] = value
  }
}

/// `.tag(_:)`'s value.
enum TagValue: ContainerSlot { typealias Value = AnyHashable }
/// A dialog button's role (nil: none), for the dialog to sort.
enum DialogRoleValue: ContainerSlot { typealias Value = DialogRole }
/// `.tabItem(_:)`'s label.
enum TabItemValue: ContainerSlot { typealias Value = AnyView }
/// `.badge(_:)`'s label.
enum BadgeValue: ContainerSlot { typealias Value = Text }
/// `.listRowBackground(_:)`'s view.
enum ListRowBackgroundValue: ContainerSlot { typealias Value = AnyView }
/// A list row's `swipeActions`, by edge.
enum SwipeActionsValue: ContainerSlot { typealias Value = [SwipeActions] }
/// What edit mode lets a list row do (`onDelete`, `onMove` on its `ForEach`).
enum RowEditActionsValue: ContainerSlot { typealias Value = RowEditActions }
/// `.listRowInsets(_:)`'s insets.
enum ListRowInsetsValue: ContainerSlot { typealias Value = EdgeInsets }
/// The separators `.listRowSeparator(.hidden, edges:)` hides.
enum ListRowSeparatorValue: ContainerSlot { typealias Value = VerticalEdge.Set }
enum ListRowSeparatorTintValue: ContainerSlot { typealias Value = (color: Color, edges: VerticalEdge.Set) }
/// A section's separators `.listSectionSeparator(.hidden, edges:)` hides
/// and the tint `.listSectionSeparatorTint(_:edges:)` gives them: set on
/// the section, they reach its rows (as a section's row modifiers do).
enum ListSectionSeparatorValue: ContainerSlot { typealias Value = VerticalEdge.Set }
enum ListSectionSeparatorTintValue: ContainerSlot { typealias Value = (color: Color, edges: VerticalEdge.Set) }

/// A dialog button's role as a container value.
struct DialogRole {
  var role: ButtonRole?
}
