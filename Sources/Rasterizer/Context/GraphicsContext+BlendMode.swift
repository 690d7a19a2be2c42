import CCairo

extension GraphicsContext {
  /// How a drawing call's colour combines with the colour already drawn, as
  /// SwiftUI's `GraphicsContext.BlendMode` (the Core Graphics blend modes).
  ///
  /// Every mode maps to a Cairo operator except `.plusDarker`
  /// (`max(0, 1 − ((1 − D) + (1 − S)))`), which Flipbook composites itself.
  public struct BlendMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let normal = BlendMode(rawValue: 0)
    public static let multiply = BlendMode(rawValue: 1)
    public static let screen = BlendMode(rawValue: 2)
    public static let overlay = BlendMode(rawValue: 3)
    public static let darken = BlendMode(rawValue: 4)
    public static let lighten = BlendMode(rawValue: 5)
    public static let colorDodge = BlendMode(rawValue: 6)
    public static let colorBurn = BlendMode(rawValue: 7)
    public static let softLight = BlendMode(rawValue: 8)
    public static let hardLight = BlendMode(rawValue: 9)
    public static let difference = BlendMode(rawValue: 10)
    public static let exclusion = BlendMode(rawValue: 11)
    public static let hue = BlendMode(rawValue: 12)
    public static let saturation = BlendMode(rawValue: 13)
    public static let color = BlendMode(rawValue: 14)
    public static let luminosity = BlendMode(rawValue: 15)
    public static let clear = BlendMode(rawValue: 16)
    public static let copy = BlendMode(rawValue: 17)
    public static let sourceIn = BlendMode(rawValue: 18)
    public static let sourceOut = BlendMode(rawValue: 19)
    public static let sourceAtop = BlendMode(rawValue: 20)
    public static let destinationOver = BlendMode(rawValue: 21)
    public static let destinationIn = BlendMode(rawValue: 22)
    public static let destinationOut = BlendMode(rawValue: 23)
    public static let destinationAtop = BlendMode(rawValue: 24)
    public static let xor = BlendMode(rawValue: 25)
    public static let plusDarker = BlendMode(rawValue: 26)
    public static let plusLighter = BlendMode(rawValue: 27)

    /// The Cairo operator, or nil for `.plusDarker`.
    var cairoOperator: cairo_operator_t? {
      switch self {
      case .normal: CAIRO_OPERATOR_OVER
      case .multiply: CAIRO_OPERATOR_MULTIPLY
      case .screen: CAIRO_OPERATOR_SCREEN
      case .overlay: CAIRO_OPERATOR_OVERLAY
      case .darken: CAIRO_OPERATOR_DARKEN
      case .lighten: CAIRO_OPERATOR_LIGHTEN
      case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
      case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
      case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
      case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
      case .difference: CAIRO_OPERATOR_DIFFERENCE
      case .exclusion: CAIRO_OPERATOR_EXCLUSION
      case .hue: CAIRO_OPERATOR_HSL_HUE
      case .saturation: CAIRO_OPERATOR_HSL_SATURATION
      case .color: CAIRO_OPERATOR_HSL_COLOR
      case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
      case .clear: CAIRO_OPERATOR_CLEAR
      case .copy: CAIRO_OPERATOR_SOURCE
      case .sourceIn: CAIRO_OPERATOR_IN
      case .sourceOut: CAIRO_OPERATOR_OUT
      case .sourceAtop: CAIRO_OPERATOR_ATOP
      case .destinationOver: CAIRO_OPERATOR_DEST_OVER
      case .destinationIn: CAIRO_OPERATOR_DEST_IN
      case .destinationOut: CAIRO_OPERATOR_DEST_OUT
      case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
      case .xor: CAIRO_OPERATOR_XOR
      case .plusLighter: CAIRO_OPERATOR_ADD
      default: nil
      }
    }
  }
}
