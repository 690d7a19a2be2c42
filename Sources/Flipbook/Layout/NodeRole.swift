import Foundation

/// What a node is, where a pass or a container treats it apart from the
/// others: data a node sets when it is made (`ViewNode.role`), read by the
/// pass or container concerned. Most nodes are `.plain`.
///
/// One case per node: no node is two of these at once (a departing view's
/// node wraps the view's own, which keeps its role).
enum NodeRole {
  case plain
  /// A node with no children of its own to size (shapes, spacers,
  /// canvases: what layout statistics count as leaves).
  case leaf
  /// A view leaving, its removal transition running: stacks place it
  /// last, where it was, and taps pass through it.
  case departing
  /// A `Text`, with the string accessibility labels made of texts read.
  case text(String)
  /// A `matchedGeometryEffect`, for the layout pass to match.
  indirect case matchedGeometry(MatchedGeometry)
  /// A `Section`'s header, rows and footer, for the `List` it is in.
  indirect case listSection(ListSectionParts)
  /// A `GridRow`'s cells and alignment, for the `Grid` it is in.
  indirect case gridRow(cells: [ViewNode], alignment: VerticalAlignment?)
  /// The preference a node writes, for the reduction up the tree.
  indirect case preferenceWrite(PreferenceWrite)

  /// Whether this is `.leaf`.
  var isLeaf: Bool { if case .leaf = self { true } else { false } }
  /// Whether this is `.departing`.
  var isDeparting: Bool { if case .departing = self { true } else { false } }
  /// The matched geometry of a `.matchedGeometry` node.
  var matchedGeometry: MatchedGeometry? { if case .matchedGeometry(let geometry) = self { geometry } else { nil } }
  /// The parts of a `.listSection` node.
  var listSection: ListSectionParts? { if case .listSection(let parts) = self { parts } else { nil } }
  /// The cells and alignment of a `.gridRow` node.
  var gridRow: (cells: [ViewNode], alignment: VerticalAlignment?)? {
    if case .gridRow(let cells, let alignment) = self { (cells, alignment) } else { nil }
  }
  /// The write of a `.preferenceWrite` node.
  var preferenceWrite: PreferenceWrite? { if case .preferenceWrite(let write) = self { write } else { nil } }
  /// The string of a `.text` node.
  var text: String? { if case .text(let string) = self { string } else { nil } }
}
