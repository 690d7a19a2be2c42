import Foundation

#if !canImport(Darwin)  // Apple platforms have Core Graphics itself (a `CoreGraphics` module exists here too: Flipbook's)
// Core Graphics' path objects on Linux, over `Path`: what SwiftUI code uses
// of them (`Path.cgPath`, `Path(_ cgPath:)`, `UIBezierPath(cgPath:)`,
// shapes built with `CGMutablePath`). A `CGPath` is immutable; a
// `CGMutablePath` grows. Each holds a `Path` value, so conversions copy
// nothing that could change under the other.
//
// Not here: `CGPathElement` and `applyWithBlock` (unsafe pointers; iterate
// `Path.forEach` instead), `copy(strokingWithWidth:…)` and dashing (use
// `Path.strokedPath` and `StrokeStyle`), and `CGContext` drawing.

/// An immutable graphics path, as Core Graphics' `CGPath`.
open class CGPath: Equatable, @unchecked Sendable, CustomStringConvertible {
  /// The path's elements.
  var path: Path

  init(path: Path) { self.path = path }

  /// A path of `rect`, transformed by `transform`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
  }

  /// A path of the ellipse in `rect`, transformed by `transform`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
  }

  /// A path of `rect` with circular corners of `cornerWidth` × `cornerHeight`.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
  ) {
    var path = Path()
    path.addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
      transform: transform?.pointee ?? .identity)
    self.init(path: path)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }
  /// The point a new element would start from (`.zero` for an empty path,
  /// as Core Graphics gives).
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }
  /// The smallest rectangle holding every point, control points included
  /// (`.null` for an empty path).
  public var boundingBox: CGRect {
    var points: [CGPoint] = []
    path.forEach { element in
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
  }
  /// The smallest rectangle holding the path's outline (`.null` when empty).
  public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : path.boundingRect }

  /// Whether `point` is inside the path, by the even-odd rule or the
  /// non-zero winding rule, after `transform`.
  public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
    path.applying(transform).contains(point, eoFill: rule == .evenOdd)
  }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(path: path) }
  /// A copy transformed by `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(path: path.applying(transform?.pointee ?? .identity))
  }
  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
  /// A mutable copy transformed by `transform`.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    CGMutablePath(path: path.applying(transform?.pointee ?? .identity))
  }

  public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }

  public var description: String { "CGPath(\(path.description))" }
}

/// A growable graphics path, as Core Graphics' `CGMutablePath`.
open class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() { super.init(path: Path()) }

  override init(path: Path) { super.init(path: path) }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.move(to: point.applying(transform))
  }

  /// A line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.addLine(to: point.applying(transform))
  }

  /// Lines through `points`, starting a subpath at the first.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    path.addLines(points.map { $0.applying(transform) })
  }

  /// A quadratic Bézier curve to `end`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }

  /// A cubic Bézier curve to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
  }

  /// A closed rectangle subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addRect(rect, transform: transform)
  }

  /// Closed rectangle subpaths.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    path.addRects(rects, transform: transform)
  }

  /// A closed ellipse subpath in `rect`.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addEllipse(in: rect, transform: transform)
  }

  /// A rectangle with circular corners of `cornerWidth` × `cornerHeight`.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    path.addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular, transform: transform)
  }

  /// An arc of the circle at `center` from `startAngle` to `endAngle`
  /// (radians), as Core Graphics draws it.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
      clockwise: clockwise, transform: transform)
  }

  /// An arc of `delta` radians from `startAngle`.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
  ) {
    path.addRelativeArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), delta: .radians(Double(delta)),
      transform: transform)
  }

  /// An arc tangent to the lines from the current point to `tangent1End`
  /// and from there to `tangent2End`.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
  }

  /// Appends `other`'s elements, transformed.
  public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
    path.addPath(other.path, transform: transform)
  }

  /// Closes the current subpath.
  public func closeSubpath() { path.closeSubpath() }
}

/// The rule that decides what is inside a path, as Core Graphics'.
public enum CGPathFillRule: Int, Sendable {
  case winding, evenOdd
}

extension Path {
  /// The path as a Core Graphics path (an immutable copy).
  public var cgPath: CGPath { CGPath(path: self) }

  /// A path of `cgPath`'s elements.
  public init(_ cgPath: CGPath) { self = cgPath.path }
}
#endif
