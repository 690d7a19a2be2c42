import Foundation

extension Path {
  /// Appends `element` if all of its coordinates are finite; a drawing element
  /// with no current point becomes a move to its end point.
  mutating func append(_ element: Path.Element) {
    guard element.isFinite else { return }
    switch element {
    case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
      if elements.isEmpty {
        elements.append(.move(to: p))
        return
      }
    case .closeSubpath:
      // Closing nothing, or closing twice, adds nothing.
      if elements.isEmpty || elements.last == .closeSubpath { return }
    case .move:
      break
    }
    elements.append(element)
  }

  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) {
    append(.move(to: end))
  }

  /// Appends a straight line from the current point to `end`.
  public mutating func addLine(to end: CGPoint) {
    append(.line(to: end))
  }

  /// Appends a quadratic Bézier curve to `end` with the given control point.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    append(.quadCurve(to: end, control: control))
  }

  /// Appends a cubic Bézier curve to `end` with the given control points.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a straight line back to its start.
  public mutating func closeSubpath() {
    append(.closeSubpath)
  }

  /// Starts a subpath at the first point and draws lines through the rest,
  /// as in SwiftUI (the subpath is left open). An empty array adds nothing.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Appends every element of `path`, transformed by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    for element in path.elements { append(element.applying(transform)) }
  }

  /// The path with every point transformed by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    if transform.isIdentity { return self }
    var result = Path()
    result.addPath(self, transform: transform)
    return result
  }

  /// The path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }
}
