import CoreGraphics
import FlipbookCore
import Foundation

/// A stand-in for UIKit's `UIBezierPath` (see PlatformStandIns.swift): a
/// `Path` built with UIKit's calls, and its line attributes. SwiftUI code
/// builds one and hands `cgPath` to `Path(_:)`.
///
/// Arcs follow UIKit: angles in radians, and `clockwise` as seen on screen
/// (y down). Rounded rectangles have UIKit's continuous corners.
///
/// `fill()`, `stroke()` and `addClip()` draw into the current UIKit
/// graphics context (a `UIGraphicsImageRenderer`'s), and do nothing
/// outside one, as UIKit's. Not here: dash patterns.
open class UIBezierPath: Equatable, @unchecked Sendable {
  /// The path.
  public var path: Path

  public var lineWidth: CGFloat = 1
  public var lineCapStyle: CGLineCap = .butt
  public var lineJoinStyle: CGLineJoin = .miter
  public var miterLimit: CGFloat = 10
  public var flatness: CGFloat = 0.6
  public var usesEvenOddFillRule = false

  /// An empty path.
  public init() { path = Path() }
  /// A rectangle.
  public init(rect: CGRect) { path = Path(rect) }
  /// An ellipse inscribed in `rect`.
  public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
  /// A rounded rectangle with continuous corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
  }
  /// A rectangle with `corners` rounded by `cornerRadii`, the radius
  /// clamped to half the rectangle's shorter side whichever corners are
  /// rounded, as UIKit clamps it: a bottom-left radius of 16 on a 20-point
  /// tall badge is 10 (mmgoncalves/cstv's match-time badge, iOS 17).
  public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    let limit = max(min(abs(rect.width), abs(rect.height)) / 2, 0)
    let asked = min(cornerRadii.width, cornerRadii.height)
    let radius = asked.isNaN ? 0 : min(max(asked, 0), limit)
    path = Path(
      roundedRect: rect,
      cornerRadii: RectangleCornerRadii(
        topLeading: corners.contains(.topLeft) ? radius : 0, bottomLeading: corners.contains(.bottomLeft) ? radius : 0,
        bottomTrailing: corners.contains(.bottomRight) ? radius : 0, topTrailing: corners.contains(.topRight) ? radius : 0),
      style: .continuous)
  }
  /// An arc, `clockwise` as seen on screen.
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path = Path()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  /// The path of a Core Graphics path.
  public init(cgPath: CGPath) { path = Path(cgPath) }
  /// The path of a SwiftUI path.
  public init(_ path: Path) { self.path = path }

  /// The Core Graphics path (setting it replaces the path).
  public var cgPath: CGPath {
    get { path.cgPath }
    set { path = Path(newValue) }
  }

  public func move(to point: CGPoint) { path.move(to: point) }
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: point, control: controlPoint) }
  public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
  }
  /// An arc, `clockwise` as seen on screen (Core Graphics' sense, which
  /// SwiftUI's `Path` keeps, is the other way up).
  public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
      clockwise: !clockwise)
  }
  public func close() { path.closeSubpath() }
  public func removeAllPoints() { path = Path() }
  public func append(_ other: UIBezierPath) { path.addPath(other.path) }
  /// This path with every subpath drawn backwards.
  public func reversing() -> UIBezierPath {
    let reversed = UIBezierPath(path.reversedSubpaths())
    reversed.copyAttributes(from: self)
    return reversed
  }
  public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

  /// The bounding box of the outline (control points excluded).
  public var bounds: CGRect { path.boundingRect }
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }
  public var isEmpty: Bool { path.isEmpty }
  public func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }


  private func copyAttributes(from other: UIBezierPath) {
    (lineWidth, lineCapStyle, lineJoinStyle, miterLimit, usesEvenOddFillRule) =
      (other.lineWidth, other.lineCapStyle, other.lineJoinStyle, other.miterLimit, other.usesEvenOddFillRule)
  }

  public static func == (a: UIBezierPath, b: UIBezierPath) -> Bool { a.path == b.path && a.lineWidth == b.lineWidth }
}

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension Path {
  /// The path with each subpath drawn from its end back to its start (a
  /// closed one stays closed), subpaths in their order.
  package func reversedSubpaths() -> Path {
    var subpaths: [[Element]] = []
    forEach { element in
      if case .move = element { subpaths.append([element]) } else if subpaths.isEmpty { subpaths.append([element]) } else {
        subpaths[subpaths.count - 1].append(element)
      }
    }
    var reversed = Path()
    for subpath in subpaths {
      guard case .move(let start) = subpath.first else { continue }
      var points = [start]
      var segments: [Element] = []
      var closed = false
      for element in subpath.dropFirst() {
        switch element {
        case .line(let to), .quadCurve(let to, _), .curve(let to, _, _):
          segments.append(element)
          points.append(to)
        case .closeSubpath: closed = true
        case .move: break
        }
      }
      reversed.move(to: points.last!)
      for index in segments.indices.reversed() {
        let to = points[index]
        switch segments[index] {
        case .line: reversed.addLine(to: to)
        case .quadCurve(_, let control): reversed.addQuadCurve(to: to, control: control)
        case .curve(_, let control1, let control2): reversed.addCurve(to: to, control1: control2, control2: control1)
        default: break
        }
      }
      if closed { reversed.closeSubpath() }
    }
    return reversed
  }
}
