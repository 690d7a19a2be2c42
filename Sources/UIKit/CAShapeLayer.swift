import CoreGraphics
import FlipbookCore
import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled
/// (opaque black unless `fillColor` says otherwise, nil for none) and then
/// stroked (only when `strokeColor` is set) from `strokeStart` to
/// `strokeEnd` of its length, the fraction a progress ring animates.
open class CAShapeLayer: CALayer, @unchecked Sendable {
  /// The path, in the layer's coordinates.
  open var path: CGPath?
  open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
  open var fillRule: CAShapeLayerFillRule = .nonZero
  open var strokeColor: CGColor?
  /// The part of the path stroked, as fractions of its length (clamped to
  /// 0 … 1; nothing when the start is past the end).
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  open var lineWidth: CGFloat = 1
  open var miterLimit: CGFloat = 10
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  open var lineDashPhase: CGFloat = 0
  /// Dash and gap lengths, alternately (nil: a solid line).
  open var lineDashPattern: [NSNumber]?

  public required init() { super.init() }
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAShapeLayer else { return }
    path = other.path
    fillColor = other.fillColor
    fillRule = other.fillRule
    strokeColor = other.strokeColor
    strokeStart = other.strokeStart
    strokeEnd = other.strokeEnd
    lineWidth = other.lineWidth
    miterLimit = other.miterLimit
    lineCap = other.lineCap
    lineJoin = other.lineJoin
    lineDashPhase = other.lineDashPhase
    lineDashPattern = other.lineDashPattern
  }
}

/// The rule that fills a shape layer's path, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's stroke, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The corners of a shape layer's stroke, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer filled with a gradient, as Core Animation's `CAGradientLayer`:
/// `colors` (`CGColor`s) at `locations` (evenly spread when nil) from
/// `startPoint` to `endPoint`, in the unit square of the bounds (top
/// centre to bottom centre by default). `.radial` centres ellipses on the
/// start point reaching the end point; `.conic` sweeps around the start
/// point from the direction of the end point.
open class CAGradientLayer: CALayer, @unchecked Sendable {
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
  open var type: CAGradientLayerType = .axial

  public required init() { super.init() }
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAGradientLayer else { return }
    colors = other.colors
    locations = other.locations
    startPoint = other.startPoint
    endPoint = other.endPoint
    type = other.type
  }

  /// The gradient's colours: `CGColor`s (and `UIColor`s, which Swift code
  /// passes by mistake and iOS ignores; here they count).
  package var cgColors: [CGColor] {
    (colors ?? []).compactMap { item in
      if let color = item as? CGColor { return color }
      if let color = item as? UIColor { return color.cgColor }
      return nil
    }
  }
}

/// The shape of a gradient layer's gradient, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws a string, as Core Animation's `CATextLayer`: in
/// `font` (Helvetica unless set) at `fontSize` (36), `foregroundColor`
/// (opaque white), aligned by `alignmentMode`, wrapped when `isWrapped`.
open class CATextLayer: CALayer, @unchecked Sendable {
  /// A `String` or `NSAttributedString`.
  open var string: Any?
  /// A `UIFont`, `CGFont` or font name (`String`).
  open var font: Any?
  open var fontSize: CGFloat = 36
  open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
  open var isWrapped = false
  open var truncationMode: CATextLayerTruncationMode = .none
  open var alignmentMode: CATextLayerAlignmentMode = .natural

  public required init() { super.init() }
  public override init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CATextLayer else { return }
    string = other.string
    font = other.font
    fontSize = other.fontSize
    foregroundColor = other.foregroundColor
    isWrapped = other.isWrapped
    truncationMode = other.truncationMode
    alignmentMode = other.alignmentMode
  }

  /// The string's characters.
  package var text: String? {
    if let text = string as? String { return text }
    if let text = string as? NSAttributedString { return text.string }
    return nil
  }
}

/// Where a text layer aligns its lines, as `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts a line that doesn't fit, as
/// `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
