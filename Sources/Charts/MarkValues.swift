import Flipbook
import Foundation

/// A mark's width, height or radius, as Swift Charts' `MarkDimension`:
/// automatic (the scale's band, a default), a fixed length in points, a
/// ratio of the band or plot, or the band less an inset. A number literal
/// is a fixed length.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  enum Kind { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
  let kind: Kind

  /// The scale's own choice.
  public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
  /// A length in points.
  public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
  /// A fraction of the band (a bar) or of the plot's radius (a sector).
  public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
  /// The band (or radius) less `value` points.
  public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }

  init(kind: Kind) { self.kind = kind }
  public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
  public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

  /// The length in a band (or radius) of `band` points; `automatic` is
  /// `fallback`.
  func length(in band: CGFloat, automatic fallback: CGFloat) -> CGFloat {
    let length: CGFloat
    switch kind {
    case .automatic: length = fallback
    case .fixed(let value): length = value
    case .ratio(let value): length = band * value
    case .inset(let value): length = band - value
    }
    return length.isFinite ? max(0, length) : fallback
  }
}

/// How marks at the same place stack, as `MarkStackingMethod`.
public enum MarkStackingMethod: Hashable, Sendable {
  /// One on top of the next, from zero.
  case standard
  /// Stacked, then scaled so each stack reaches 1.
  case normalized
  /// Stacked about zero's middle (a streamgraph).
  case center
  /// Each from zero, overlapping.
  case unstacked
}

/// How a line or area joins its points, as `InterpolationMethod`.
public struct InterpolationMethod: Hashable, Sendable, CustomStringConvertible {
  /// The method's name ("linear", "catmullRom" …).
  public var description: String {
    switch kind {
    case .linear: "linear"
    case .monotone: "monotone"
    case .catmullRom: "catmullRom"
    case .cardinal: "cardinal"
    case .stepStart: "stepStart"
    case .stepCenter: "stepCenter"
    case .stepEnd: "stepEnd"
    }
  }

  enum Kind: Hashable { case linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd }
  let kind: Kind
  var tension: Double = 0

  /// Straight segments.
  public static let linear = InterpolationMethod(kind: .linear)
  /// A curve that keeps each segment monotonic (no overshoot).
  public static let monotone = InterpolationMethod(kind: .monotone)
  /// A Catmull–Rom curve through every point.
  public static let catmullRom = InterpolationMethod(kind: .catmullRom)
  /// A cardinal curve through every point.
  public static let cardinal = InterpolationMethod(kind: .cardinal)
  /// Steps that change at each point.
  public static let stepStart = InterpolationMethod(kind: .stepStart)
  /// Steps that change halfway between points.
  public static let stepCenter = InterpolationMethod(kind: .stepCenter)
  /// Steps that change at the next point.
  public static let stepEnd = InterpolationMethod(kind: .stepEnd)

  /// A Catmull–Rom curve of `alpha` (drawn as the centripetal curve).
  public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
  /// A cardinal curve of `tension` (0: Catmull–Rom's, 1: straight).
  public static func cardinal(tension: Double) -> InterpolationMethod {
    InterpolationMethod(kind: .cardinal, tension: max(0, min(1, tension.isFinite ? tension : 0)))
  }
}

/// Where an annotation sits against its mark.
public struct AnnotationPosition: Hashable, Sendable {
  enum Kind: Hashable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
  let kind: Kind

  public static let automatic = AnnotationPosition(kind: .automatic)
  public static let overlay = AnnotationPosition(kind: .overlay)
  public static let top = AnnotationPosition(kind: .top)
  public static let bottom = AnnotationPosition(kind: .bottom)
  public static let leading = AnnotationPosition(kind: .leading)
  public static let trailing = AnnotationPosition(kind: .trailing)
  public static let topLeading = AnnotationPosition(kind: .topLeading)
  public static let topTrailing = AnnotationPosition(kind: .topTrailing)
  public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
  public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}

/// What an annotation does when it would leave the chart (iOS 17). Kept,
/// not applied: annotations are drawn where they fall.
public struct AnnotationOverflowResolution: Sendable {
  /// One axis's strategy.
  public struct Strategy: Sendable {
    /// Moved inside the plot area on iOS.
    public static let fit = Strategy()
    /// Moved inside `boundary` on iOS.
    public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
    /// Left where it falls.
    public static let disabled = Strategy()
    /// The scale padded to make room on iOS.
    public static let padScale = Strategy()
    /// The system's choice.
    public static let automatic = Strategy()
  }

  /// What an annotation fits inside.
  public struct Boundary: Sendable {
    public static let chart = Boundary()
    public static let plot = Boundary()
    public static let automatic = Boundary()
  }

  let x: Strategy
  let y: Strategy

  public init(x: Strategy = .automatic, y: Strategy = .automatic) {
    self.x = x
    self.y = y
  }

  public static let automatic = AnnotationOverflowResolution()
}

/// What an annotation's content closure is given. Its content is built
/// with the marks, before the chart is laid out, so `targetSize` is zero
/// here (on iOS it is the annotated mark's size).
public struct AnnotationContext {
  /// The annotated mark's size (zero here: see above).
  public let targetSize: CGSize
}

/// A shape a point or a line's points are drawn as.
public protocol ChartSymbolShape: Shape {
  /// How much of the symbol's frame its ink fills (for legend spacing).
  var perceptualUnitRect: CGRect { get }
}

/// The symbols Swift Charts cycles through, as `BasicChartSymbolShape`.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
  enum Kind: Hashable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
  let kind: Kind
  var strokeWidth: CGFloat?

  public static let circle = BasicChartSymbolShape(kind: .circle)
  public static let square = BasicChartSymbolShape(kind: .square)
  public static let triangle = BasicChartSymbolShape(kind: .triangle)
  public static let diamond = BasicChartSymbolShape(kind: .diamond)
  public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
  public static let plus = BasicChartSymbolShape(kind: .plus)
  public static let cross = BasicChartSymbolShape(kind: .cross)
  public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

  /// The cycle `symbol(by:)` assigns from (iOS 16–18: five shapes).
  static let cycle: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

  /// The symbol drawn as an outline of `lineWidth` (iOS 17).
  public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape {
    var copy = self
    copy.strokeWidth = lineWidth
    return copy
  }

  public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

  /// Strokes, not fills (plus, cross, asterisk; an outlined symbol).
  var isLine: Bool { [.plus, .cross, .asterisk].contains(kind) }

  public func path(in rect: CGRect) -> Path {
    var path = Path()
    let (cx, cy, r) = (rect.midX, rect.midY, min(rect.width, rect.height) / 2)
    func polygon(_ count: Int, radius: CGFloat) {
      let points = (0..<count).map { index in
        let angle = -Double.pi / 2 + Double(index) * 2 * .pi / Double(count)
        return CGPoint(x: cx + radius * CGFloat(cos(angle)), y: cy + radius * CGFloat(sin(angle)))
      }
      path.addLines(points)
      path.closeSubpath()
    }
    switch kind {
    case .circle: path.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    case .square:
      let side = r * 1.6
      path.addRect(CGRect(x: cx - side / 2, y: cy - side / 2, width: side, height: side))
    case .triangle: polygon(3, radius: r * 1.15)
    case .diamond:
      path.addLines([CGPoint(x: cx, y: cy - r * 1.1), CGPoint(x: cx + r * 1.1, y: cy), CGPoint(x: cx, y: cy + r * 1.1), CGPoint(x: cx - r * 1.1, y: cy)])
      path.closeSubpath()
    case .pentagon: polygon(5, radius: r * 1.05)
    case .plus:
      path.move(to: CGPoint(x: cx - r, y: cy)); path.addLine(to: CGPoint(x: cx + r, y: cy))
      path.move(to: CGPoint(x: cx, y: cy - r)); path.addLine(to: CGPoint(x: cx, y: cy + r))
    case .cross:
      let d = r * 0.8
      path.move(to: CGPoint(x: cx - d, y: cy - d)); path.addLine(to: CGPoint(x: cx + d, y: cy + d))
      path.move(to: CGPoint(x: cx + d, y: cy - d)); path.addLine(to: CGPoint(x: cx - d, y: cy + d))
    case .asterisk:
      for index in 0..<3 {
        let angle = Double(index) * .pi / 3
        let (dx, dy) = (r * CGFloat(sin(angle)), r * CGFloat(cos(angle)))
        path.move(to: CGPoint(x: cx - dx, y: cy - dy)); path.addLine(to: CGPoint(x: cx + dx, y: cy + dy))
      }
    }
    return path
  }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
  public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.pentagon }
  public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.plus }
  public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.cross }
  public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.asterisk }
}
