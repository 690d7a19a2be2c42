import Foundation

/// A node with its frame: one element of the placed tree the layout pass
/// makes. Frames are in the root's space, in points, edges on the pixel
/// grid. Children are in drawing order (back to front).
///
/// The placed tree is what hit testing walks and what the display list is
/// lowered from; it is built once per pass and only read afterwards.
final class PlacedView {
  /// The node placed.
  let node: ViewNode
  /// Its frame in the root's space.
  let frame: CGRect
  /// Its children, back to front.
  private(set) var children: [PlacedView] = []

  /// Sets the children (the layout pass, once, as it places them).
  func setChildren(_ children: [PlacedView]) { self.children = children }

  /// A placed view of `node` at `frame` (made by the layout pass only).
  init(node: ViewNode, frame: CGRect) {
    self.node = node
    self.frame = frame
  }

  /// Appends what this view draws to `list`.
  func lower(into list: inout DisplayList) { node.lower(self, into: &list) }

  /// The topmost tap handler for `tap` under `point` (root space).
  func hitTest(_ point: CGPoint, _ tap: TapQuery) -> TapTarget? { node.hitTest(self, point, tap) }

  /// Whether this view draws under `point` (root space).
  func contentContains(_ point: CGPoint) -> Bool { node.contentContains(self, point) }

  /// Every placed view in the tree, parents before children.
  var descendantsAndSelf: [PlacedView] {
    var result: [PlacedView] = []
    var stack = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.children.reversed())
    }
    return result
  }

  /// The frames of the views of type `type` (custom views and shapes, by
  /// the type written in the code), outermost first, in tree order.
  func frames<V>(of type: V.Type) -> [CGRect] {
    var result: [CGRect] = []
    var stack = [self]
    while let view = stack.popLast() {
      if view.node.viewTypes.contains(where: { $0 == type }) {
        result.append(view.frame)
      } else {
        stack.append(contentsOf: view.children.reversed())
      }
    }
    return result
  }
}

extension CGRect {
  /// This rect carried by the move and scale that take `from` to `to`.
  func mapped(from: CGRect, to: CGRect) -> CGRect {
    let sx = from.width > 0 ? to.width / from.width : 1
    let sy = from.height > 0 ? to.height / from.height : 1
    return CGRect(
      x: to.minX + (minX - from.minX) * sx, y: to.minY + (minY - from.minY) * sy, width: width * sx, height: height * sy)
  }
}
