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
    collectAccessibility(into: &elements)
    return elements
  }

  private func collectAccessibility(into elements: inout [AccessibilityElement]) {
    if let node = node as? AccessibilityNode {
      let properties = node.properties
      if properties.isHidden { return }
      if properties.children == .contain {
        for child in children { child.collectAccessibility(into: &elements) }
        return
      }
      var traits = properties.addedTraits
      let texts = self.texts
      if properties.label == nil, !texts.isEmpty { traits.insert(.isStaticText) }
      traits.subtract(properties.removedTraits)
      elements.append(AccessibilityElement(
        label: properties.label?.string ?? texts.joined(separator: ", "),
        value: properties.value?.string, hint: properties.hint?.string, identifier: properties.identifier,
        traits: traits, actions: properties.actions.map(\.name), frame: frame))
      return
    }
    if let image = node as? ImageNode {
      if let label = image.label {
        elements.append(AccessibilityElement(
          label: label, value: nil, hint: nil, identifier: nil, traits: .isImage, actions: [], frame: frame))
      }
      return
    }
    if let text = node as? TextNode {
      elements.append(AccessibilityElement(
        label: text.string, value: nil, hint: nil, identifier: nil, traits: .isStaticText, actions: [], frame: frame))
      return
    }
    for child in children { child.collectAccessibility(into: &elements) }
  }

  /// The strings of the texts in this subtree, in order.
  private var texts: [String] { descendantsAndSelf.compactMap { ($0.node as? TextNode)?.string } }
}
