import Foundation

extension Path {
  /// Creates a path holding one closed rectangle.
  public init(_ rect: CGRect) {
    self.init()
    addRect(rect)
  }

  /// Creates a path holding one rounded rectangle with circular-radius corners.
  /// `style` defaults to `.continuous`, as in SwiftUI.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a path holding one rounded rectangle with elliptical corners.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Creates a path holding one rectangle whose corners have their own
  /// radii (iOS 17).
  public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.init()
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// Creates a path holding the ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// Appends a closed rectangle: a subpath from the top-left corner through
  /// top-right, bottom-right and bottom-left (clockwise on screen).
  /// Negative sizes are standardized; a null or non-finite rect adds nothing.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    guard let r = rect.finiteStandardized else { return }
    let corners = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
    ].map { $0.applying(transform) }
    move(to: corners[0])
    for corner in corners.dropFirst() { addLine(to: corner) }
    closeSubpath()
  }

  /// Appends each rectangle as its own closed subpath.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Appends the ellipse inscribed in `rect` as a closed subpath of four cubic
  /// Béziers, starting at the rightmost point and running clockwise on screen
  /// (right, bottom, left, top). A null or non-finite rect adds nothing.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    guard let r = rect.finiteStandardized else { return }
    let rx = r.width / 2
    let ry = r.height / 2
    let cx = r.midX
    let cy = r.midY
    let k = Self.circleControlFactor
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
    move(to: p(cx + rx, cy))
    addCurve(to: p(cx, cy + ry), control1: p(cx + rx, cy + k * ry), control2: p(cx + k * rx, cy + ry))
    addCurve(to: p(cx - rx, cy), control1: p(cx - k * rx, cy + ry), control2: p(cx - rx, cy + k * ry))
    addCurve(to: p(cx, cy - ry), control1: p(cx - rx, cy - k * ry), control2: p(cx - k * rx, cy - ry))
    addCurve(to: p(cx + rx, cy), control1: p(cx + k * rx, cy - ry), control2: p(cx + rx, cy - k * ry))
    closeSubpath()
  }

  /// The control-point distance, as a fraction of the radius, of a cubic
  /// Bézier that approximates a quarter circle: 4/3·(√2 − 1).
  static let circleControlFactor: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)
}

extension CGRect {
  /// The standardized rect, or nil when it is null or has a non-finite value.
  var finiteStandardized: CGRect? {
    guard !isNull, origin.x.isFinite, origin.y.isFinite, width.isFinite, height.isFinite else {
      return nil
    }
    return standardized
  }
}
