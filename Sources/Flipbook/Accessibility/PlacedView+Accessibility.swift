import Foundation

extension PlacedView {
  /// The accessibility elements of this placed tree, in drawing order: a
  /// view with accessibility modifiers is one element (its label its own,
  /// else its texts' joined with ", "; hidden views and their content are
  /// left out; `accessibilityElement(children: .contain)` keeps the
  /// children as elements); a text elsewhere is a static-text element, an
  /// image with a label an image element (decorative images are left out).
  var accessibilityElements: [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    node.collectAccessibility(self, into: &elements)
    return elements
  }

  /// The strings of the texts in this subtree, in order.
  var accessibilityTexts: [String] { descendantsAndSelf.compactMap(\.node.role.text) }
}
