import Foundation

extension PlacedView {
  /// The placed tree as text, one line per view, children indented two
  /// spaces under their parent: the custom view types whose bodies made the
  /// view (outermost first, then "›"), the kind of primitive it is, and its
  /// frame in points in the root's space. Cheap to compute and to review in
  /// a diff: a text snapshot of a layout.
  var layoutDescription: String {
    var lines: [String] = []
    var stack: [(PlacedView, Int)] = [(self, 0)]
    while let (view, depth) = stack.popLast() {
      lines.append(String(repeating: "  ", count: depth) + view.summary)
      stack.append(contentsOf: view.children.reversed().map { ($0, depth + 1) })
    }
    return lines.joined(separator: "\n")
  }

  private var summary: String {
    let types = node.viewTypes.reversed().map { Self.typeName($0) }
    let kind = Self.kindName(node)
    let frame = [frame.minX, frame.minY, frame.width, frame.height].map(Self.number)
    let path = (types + [kind]).joined(separator: " › ")
    return "\(path) (\(frame[0]), \(frame[1])) \(frame[2])×\(frame[3])"
  }

  /// A type's name without its generic arguments or module.
  static func typeName(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return String(name.prefix { $0 != "<" })
  }

  /// A node's kind: its class name without "Node" (Text, Shape, Stack …);
  /// for a render effect, the effect's (OffsetEffect, OpacityEffect …).
  static func kindName(_ node: ViewNode) -> String {
    let full = String(describing: Swift.type(of: node))
    if full.hasPrefix("EffectNode<"), full.hasSuffix(">") {
      let effect = full.dropFirst("EffectNode<".count).dropLast()
      return String(effect.drop { $0 == "_" })
    }
    var name = typeName(Swift.type(of: node))
    if name.hasSuffix("Node") { name.removeLast(4) }
    return name
  }

  /// A number with at most two decimals and no trailing zeros.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", Double(rounded))
  }
}
