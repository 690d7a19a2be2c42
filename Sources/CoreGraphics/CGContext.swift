import FlipbookCore
import Foundation

// # A drawing context that records
//
// UIKit code draws into a `CGContext` it gets from a
// `UIGraphicsImageRenderer` (or `UIGraphicsGetCurrentContext()`): paths
// filled and stroked, images, a layer or a view hierarchy, text. This
// module may not import a C library (other packages' `canImport` checks
// load it), so the context rasterizes nothing: it records each drawing
// call as an operation with the graphics state it was made in, and
// Flipbook draws the recording with Cairo wherever the image is drawn or
// encoded (`CGContext+Drawing.swift` there).
//
// Core Graphics' rules kept: a path's points are transformed by the
// current transformation matrix (CTM) as they are added, and a stroke's
// width by the CTM when it is stroked; `fillPath`, `strokePath` and
// `clip` consume the current path; `saveGState`/`restoreGState` bracket
// the CTM, clip, colours, line settings and alpha. A renderer's context
// has UIKit's coordinates (origin top left, y down), so `draw(_:in:)` of
// a `CGImage` draws it upside down, as on iOS (CGImage rows go up in Core
// Graphics' own space); `UIImage.draw(in:)` draws it upright.
//
// Not here: bitmap contexts made from memory (`CGContext(data:…)`) and
// reading their pixels, PDF contexts, shadows, gradients, patterns, text
// matrices and Core Text.

/// How a path is painted (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How drawing combines with what is under it (Core Graphics'
/// `CGBlendMode`; Flipbook draws normal, multiply, screen, overlay,
/// darken, lighten, clear, copy and the rest of SwiftUI's modes).
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
    exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
    destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// How images are resampled (Core Graphics' `CGInterpolationQuality`;
/// kept, images are drawn smoothly).
public enum CGInterpolationQuality: Int32, Sendable {
  case `default`, none, low, medium, high
}

/// A drawing destination, as Core Graphics' `CGContext` (see the note
/// above: it records what is drawn; Flipbook draws the recording).
open class CGContext: @unchecked Sendable {
  /// The graphics state an operation is drawn in.
  package struct State: Sendable {
    /// User space to the context's space (points, origin top left).
    package var transform = CGAffineTransform.identity
    /// Clip paths in the context's space, each with its fill rule.
    package var clips: [(path: Path, evenOdd: Bool)] = []
    package var fillColor = CGColor(gray: 0, alpha: 1)
    package var strokeColor = CGColor(gray: 0, alpha: 1)
    package var lineWidth: CGFloat = 1
    package var lineCap = CGLineCap.butt
    package var lineJoin = CGLineJoin.miter
    package var miterLimit: CGFloat = 10
    package var dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
    package var alpha: CGFloat = 1
    package var blendMode = CGBlendMode.normal
    package var antialias = true
  }

  /// One recorded drawing call.
  package enum Operation: @unchecked Sendable {
    /// A path (in the context's space) filled.
    case fill(Path, CGColor, evenOdd: Bool, State)
    /// A path (in the context's space) stroked with the state's line
    /// settings, under the state's transform.
    case stroke(Path, CGColor, State)
    /// An image drawn into a rectangle of user space (upside down, as Core
    /// Graphics draws into UIKit's coordinates).
    case image(CGImage, CGRect, State)
    /// A rectangle of user space made transparent.
    case clear(CGRect, State)
    /// Something a module above this one draws (a `UIImage`, a view's
    /// hierarchy, a string), into a rectangle of user space.
    case foreign(AnyObject, CGRect, State)
  }

  /// What was drawn, in order.
  package private(set) var operations: [Operation] = []
  /// The drawing area in points (the renderer's bounds).
  package let bounds: CGRect
  private var state = State()
  private var saved: [State] = []
  /// The current path, in the context's space.
  private var currentPath = Path()

  /// A context recording into `bounds` (points).
  package init(bounds: CGRect) {
    self.bounds = bounds
    if bounds.origin != .zero { state.transform = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY) }
  }

  // MARK: State

  /// Pushes a copy of the graphics state.
  open func saveGState() { saved.append(state) }
  /// Pops the graphics state last saved (nothing when none is).
  open func restoreGState() { if let last = saved.popLast() { state = last } }

  /// The current transformation matrix.
  open var ctm: CGAffineTransform { state.transform }
  /// The current transformation matrix (Core Graphics' name for it).
  open var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.transform }

  open func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
  open func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
  open func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
  /// Applies `transform` before the current one (to user space).
  open func concatenate(_ transform: CGAffineTransform) { state.transform = transform.concatenating(state.transform) }

  open func setFillColor(_ color: CGColor) { state.fillColor = color }
  open func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
  open func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  open func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
  open func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
  open func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }
  /// The line width in user space (negative or non-finite widths are
  /// ignored, as Core Graphics ignores them).
  open func setLineWidth(_ width: CGFloat) { if width.isFinite, width >= 0 { state.lineWidth = width } }
  open func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  open func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  open func setMiterLimit(_ limit: CGFloat) { if limit.isFinite { state.miterLimit = limit } }
  open func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.dash = (phase.isFinite ? phase : 0, lengths.filter { $0.isFinite && $0 >= 0 })
  }
  /// The opacity everything after is drawn with, clamped to 0…1.
  open func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }
  open func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
  open func setShouldAntialias(_ antialias: Bool) { state.antialias = antialias }
  open func setAllowsAntialiasing(_ allows: Bool) {}
  open var interpolationQuality: CGInterpolationQuality = .default

  // MARK: The current path

  open func beginPath() { currentPath = Path() }
  open func move(to point: CGPoint) { currentPath.move(to: point.applying(state.transform)) }
  open func addLine(to point: CGPoint) { currentPath.addLine(to: point.applying(state.transform)) }
  open func addLines(between points: [CGPoint]) { currentPath.addLines(points.map { $0.applying(state.transform) }) }
  open func addRect(_ rect: CGRect) { currentPath.addPath(area(of: [rect])) }
  open func addRects(_ rects: [CGRect]) { currentPath.addPath(area(of: rects)) }
  open func addEllipse(in rect: CGRect) { currentPath.addPath(Path(ellipseIn: rect), transform: state.transform) }
  open func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    let t = state.transform
    currentPath.addCurve(to: end.applying(t), control1: control1.applying(t), control2: control2.applying(t))
  }
  open func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: end.applying(state.transform), control: control.applying(state.transform))
  }
  /// An arc of a circle, angles in radians from the x axis; `clockwise` in
  /// Core Graphics' sense, which in UIKit's flipped coordinates looks
  /// counterclockwise.
  open func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    var arc = Path()
    if let current = currentUserPoint { arc.move(to: current) }
    arc.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
      clockwise: clockwise)
    currentPath.addPath(arc, transform: state.transform)
  }
  open func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    var arc = Path()
    arc.move(to: currentUserPoint ?? tangent1End)
    arc.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    currentPath.addPath(arc, transform: state.transform)
  }
  open func addPath(_ other: CGPath) { currentPath.addPath(Path(other), transform: state.transform) }
  open func closePath() { currentPath.closeSubpath() }
  open var isPathEmpty: Bool { currentPath.isEmpty }
  open var currentPointOfPath: CGPoint { currentUserPoint ?? .zero }
  open var boundingBoxOfPath: CGRect {
    currentPath.isEmpty ? .null : currentPath.boundingRect.applying(state.transform.inverted())
  }
  /// The current path, in user space (nil when empty).
  open var path: CGPath? { currentPath.isEmpty ? nil : currentPath.applying(state.transform.inverted()).cgPath }

  private var currentUserPoint: CGPoint? { currentPath.currentPoint.map { $0.applying(state.transform.inverted()) } }

  // MARK: Painting

  open func fillPath(using rule: CGPathFillRule = .winding) {
    record(.fill(currentPath, state.fillColor, evenOdd: rule == .evenOdd, state))
    currentPath = Path()
  }
  open func strokePath() {
    record(.stroke(currentPath, state.strokeColor, state))
    currentPath = Path()
  }
  open func drawPath(using mode: CGPathDrawingMode) {
    switch mode {
    case .fill: record(.fill(currentPath, state.fillColor, evenOdd: false, state))
    case .eoFill: record(.fill(currentPath, state.fillColor, evenOdd: true, state))
    case .stroke: record(.stroke(currentPath, state.strokeColor, state))
    case .fillStroke, .eoFillStroke:
      record(.fill(currentPath, state.fillColor, evenOdd: mode == .eoFillStroke, state))
      record(.stroke(currentPath, state.strokeColor, state))
    }
    currentPath = Path()
  }
  open func fill(_ rect: CGRect) { fill([rect]) }
  open func fill(_ rects: [CGRect]) { record(.fill(area(of: rects), state.fillColor, evenOdd: false, state)) }
  open func fillEllipse(in rect: CGRect) {
    record(.fill(Path(ellipseIn: rect).applying(state.transform), state.fillColor, evenOdd: false, state))
  }
  open func stroke(_ rect: CGRect) { record(.stroke(Path(rect).applying(state.transform), state.strokeColor, state)) }
  open func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }
  open func strokeEllipse(in rect: CGRect) {
    record(.stroke(Path(ellipseIn: rect).applying(state.transform), state.strokeColor, state))
  }
  /// Pairs of points, each pair a segment.
  open func strokeLineSegments(between points: [CGPoint]) {
    var segments = Path()
    for pair in stride(from: 0, to: points.count - 1, by: 2) {
      segments.move(to: points[pair].applying(state.transform))
      segments.addLine(to: points[pair + 1].applying(state.transform))
    }
    record(.stroke(segments, state.strokeColor, state))
  }
  /// Makes `rect` transparent.
  open func clear(_ rect: CGRect) { record(.clear(rect, state)) }

  /// Draws `image` into `rect`, upside down in a renderer's UIKit
  /// coordinates as on iOS (flip the context, or draw a `UIImage`, to draw
  /// it upright).
  open func draw(_ image: CGImage, in rect: CGRect) { record(.image(image, rect, state)) }

  /// Records something a module above draws (Flipbook draws it: a
  /// `UIImage`, a view, a string) into `rect` of user space.
  package func drawForeign(_ object: AnyObject, in rect: CGRect) { record(.foreign(object, rect, state)) }

  // MARK: Clipping

  /// Intersects the clip with the current path, and ends the path.
  open func clip(using rule: CGPathFillRule = .winding) {
    state.clips.append((currentPath, rule == .evenOdd))
    currentPath = Path()
  }
  open func clip(to rect: CGRect) { state.clips.append((Path(rect).applying(state.transform), false)) }
  open func clip(to rects: [CGRect]) { state.clips.append((area(of: rects), false)) }
  open func resetClip() { state.clips = [] }
  /// The clip's bounds in user space.
  open var boundingBoxOfClipPath: CGRect {
    var box = bounds.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
    for clip in state.clips { box = box.intersection(clip.path.boundingRect) }
    return box.applying(state.transform.inverted())
  }

  /// `rects` in the context's space, as one path.
  private func area(of rects: [CGRect]) -> Path {
    var area = Path()
    for rect in rects { area.addPath(Path(rect), transform: state.transform) }
    return area
  }

  private func record(_ operation: Operation) {
    operations.append(operation)
  }
}
