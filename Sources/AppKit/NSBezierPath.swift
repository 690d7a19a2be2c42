import Flipbook
import Foundation
import UIKit

/// A stand-in for AppKit's `NSBezierPath`: a `Path` built with AppKit's
/// calls. Arcs follow AppKit: angles in degrees, `clockwise` in Core
/// Graphics' sense (as SwiftUI's `Path`), rounded rectangles with elliptical
/// corners of `xRadius` × `yRadius`.
///
/// Not here: `stroke()`/`fill()` into a graphics context (none in a
/// render), glyph outlines, dash patterns.
open class NSBezierPath: Equatable, @unchecked Sendable {
  /// The path.
  public var path: Path

  public var lineWidth: CGFloat = 1
  public var lineCapStyle: CGLineCap = .butt
  public var lineJoinStyle: CGLineJoin = .miter
  public var miterLimit: CGFloat = 10
  public var windingRule: WindingRule = .nonZero

  /// How a path's inside is found, as AppKit's `NSBezierPath.WindingRule`.
  public enum WindingRule: UInt, Sendable { case nonZero, evenOdd }

  public init() { path = Path() }
  public init(rect: CGRect) { path = Path(rect) }
  public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
  public init(roundedRect rect: CGRect, xRadius: CGFloat, yRadius: CGFloat) {
    path = Path(roundedRect: rect, cornerSize: CGSize(width: xRadius, height: yRadius), style: .circular)
  }
  /// The path of a Core Graphics path (macOS 14's `init(cgPath:)`).
  public init(cgPath: CGPath) { path = Path(cgPath) }
  public init(_ path: Path) { self.path = path }

  /// The Core Graphics path (macOS 14's `cgPath`).
  public var cgPath: CGPath {
    get { path.cgPath }
    set { path = Path(newValue) }
  }

  public func move(to point: CGPoint) { path.move(to: point) }
  public func line(to point: CGPoint) { path.addLine(to: point) }
  public func curve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
  }
  public func quadCurve(to point: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: point, control: controlPoint) }
  public func relativeMove(to point: CGPoint) {
    let from = path.currentPoint ?? .zero
    path.move(to: CGPoint(x: from.x + point.x, y: from.y + point.y))
  }
  public func relativeLine(to point: CGPoint) {
    let from = path.currentPoint ?? .zero
    path.addLine(to: CGPoint(x: from.x + point.x, y: from.y + point.y))
  }
  public func close() { path.closeSubpath() }
  public func removeAllPoints() { path = Path() }
  public func append(_ other: NSBezierPath) { path.addPath(other.path) }
  public func appendRect(_ rect: CGRect) { path.addRect(rect) }
  public func appendOval(in rect: CGRect) { path.addEllipse(in: rect) }
  public func appendRoundedRect(_ rect: CGRect, xRadius: CGFloat, yRadius: CGFloat) {
    path.addRoundedRect(in: rect, cornerSize: CGSize(width: xRadius, height: yRadius), style: .circular)
  }
  /// An arc, angles in degrees, `clockwise` in Core Graphics' sense.
  public func appendArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool = false
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: .degrees(Double(startAngle)), endAngle: .degrees(Double(endAngle)),
      clockwise: clockwise)
  }
  /// This path with every subpath drawn backwards.
  public var reversed: NSBezierPath {
    let reversed = NSBezierPath(path.reversedSubpaths())
    reversed.lineWidth = lineWidth
    reversed.windingRule = windingRule
    return reversed
  }
  public func transform(using transform: AffineTransform) {
    path = path.applying(
      CGAffineTransform(a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22, tx: transform.tX, ty: transform.tY))
  }

  public var bounds: CGRect { path.boundingRect }
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }
  public var isEmpty: Bool { path.isEmpty }
  public var elementCount: Int {
    var count = 0
    path.forEach { _ in count += 1 }
    return count
  }
  public func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: windingRule == .evenOdd) }

  /// Does nothing: there is no AppKit graphics context in a render.
  public func stroke() {}
  /// Does nothing: there is no AppKit graphics context in a render.
  public func fill() {}

  public static func == (a: NSBezierPath, b: NSBezierPath) -> Bool { a.path == b.path && a.lineWidth == b.lineWidth }
}
