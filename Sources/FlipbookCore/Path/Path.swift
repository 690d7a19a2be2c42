import Foundation

/// The outline of a 2D shape, as in SwiftUI.
///
/// A path is a list of elements: `move` starts a subpath, `line`, `quadCurve`
/// and `curve` extend it, `closeSubpath` joins it back to its start. After a
/// close, the current point is the closed subpath's start (Core Graphics'
/// rule), so a following `addLine(to:)` draws from there.
///
/// Coordinates are SwiftUI's: points, origin top-left, y down.
///
/// ## Invalid input
/// Flipbook never stores a non-finite coordinate. An element, rectangle,
/// ellipse or arc with a NaN or infinite coordinate, or an arc with a negative
/// or non-finite radius, is skipped: the path is left as it was. Drawing
/// (`addLine`, `addQuadCurve`, `addCurve`) with no current point starts a
/// subpath at the destination instead, so nothing is lost silently.
public struct Path: Equatable, Sendable {
  /// One element of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: CGPoint)
    /// A straight line to the point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to `to` with one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to `to` with two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight line back to the start of the current subpath, closing it.
    case closeSubpath
  }

  /// The elements, in order. Every stored coordinate is finite.
  var elements: [Element]

  /// Creates an empty path.
  public init() { elements = [] }

  init(elements: [Element]) { self.elements = elements }

  /// Creates a path by letting `callback` build it.
  public init(_ callback: (inout Path) -> Void) {
    self.init()
    callback(&self)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The point where the next element starts, or nil for an empty path.
  /// After `closeSubpath()` it is the start of the closed subpath.
  public var currentPoint: CGPoint? {
    // Only the last element matters, or after a close the subpath's move:
    // scanning back keeps building a path linear in its length.
    guard let last = elements.last else { return nil }
    if last != .closeSubpath { return last.points.last }
    for element in elements.reversed() {
      if case .move(let start) = element { return start }
    }
    return nil
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }
}

extension Path.Element {
  /// The element with every point transformed by `t`.
  func applying(_ t: CGAffineTransform) -> Path.Element {
    switch self {
    case .move(let p): .move(to: p.applying(t))
    case .line(let p): .line(to: p.applying(t))
    case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
    case .curve(let p, let c1, let c2):
      .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
    case .closeSubpath: .closeSubpath
    }
  }

  /// Every point the element names, end point last.
  var points: [CGPoint] {
    switch self {
    case .move(let p), .line(let p): [p]
    case .quadCurve(let p, let c): [c, p]
    case .curve(let p, let c1, let c2): [c1, c2, p]
    case .closeSubpath: []
    }
  }

  /// Whether every coordinate of the element is finite.
  var isFinite: Bool {
    points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
  }
}

/// Walks a path's elements, tracking the current point and subpath start.
struct Cursor {
  /// The current point, nil before the first element.
  var current: CGPoint?
  /// The start of the current subpath.
  var subpathStart: CGPoint?

  mutating func advance(over element: Path.Element) {
    switch element {
    case .move(let p):
      current = p
      subpathStart = p
    case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
      current = p
    case .closeSubpath:
      current = subpathStart
    }
  }
}
