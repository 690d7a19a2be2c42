import FlipbookCore
import Foundation

/// A 4×5 matrix applied to each pixel's straight (not premultiplied)
/// colour, as SwiftUI's `ColorMatrix`: row `r` gives the new red as
/// `r1·R + r2·G + r3·B + r4·A + r5`, and so on for green, blue and alpha.
/// Results are clamped to 0 ... 1. The default value is the identity.
///
/// SwiftUI's colour effects are such matrices; each constructor below
/// writes its matrix down with where the formula comes from.
public struct ColorMatrix: Equatable, Sendable {
  public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
  public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
  public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
  public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

  /// The identity matrix.
  public init() {}

  /// The rows as arrays of five, red to alpha.
  var rows: [[Float]] {
    [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
  }

  /// A matrix from four rows of five (red, green, blue, alpha).
  init(rows: [[Float]]) {
    (r1, r2, r3, r4, r5) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3], rows[0][4])
    (g1, g2, g3, g4, g5) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3], rows[1][4])
    (b1, b2, b3, b4, b5) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3], rows[2][4])
    (a1, a2, a3, a4, a5) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3], rows[3][4])
  }

  /// Whether every entry is finite (a matrix with NaN or ∞ draws nothing
  /// different: it is skipped).
  var isFinite: Bool { rows.joined().allSatisfy(\.isFinite) }

  /// `amount` added to red, green and blue: Core Image's `CIColorControls`
  /// brightness, which SwiftUI's `brightness(_:)` documents it matches
  /// (0 changes nothing, 1 makes every colour white).
  static func brightness(_ amount: Double) -> ColorMatrix {
    var m = ColorMatrix()
    let k = Float(amount)
    (m.r5, m.g5, m.b5) = (k, k, k)
    return m
  }

  /// Components pushed away from or toward mid-grey: `(c − ½)·amount + ½`,
  /// `CIColorControls`' contrast, which SwiftUI's `contrast(_:)` matches (0
  /// is flat grey, 1 changes nothing, negative amounts invert as well).
  static func contrast(_ amount: Double) -> ColorMatrix {
    var m = ColorMatrix()
    let k = Float(amount)
    let offset = 0.5 * (1 - k)
    (m.r1, m.g2, m.b3) = (k, k, k)
    (m.r5, m.g5, m.b5) = (offset, offset, offset)
    return m
  }

  /// The SVG `feColorMatrix type="saturate"` matrix (Filter Effects
  /// Module Level 1, §9.6), whose luminance weights are 0.213, 0.715 and
  /// 0.072: 0 is grey, 1 changes nothing, above 1 oversaturates.
  static func saturation(_ amount: Double) -> ColorMatrix {
    let s = Float(amount)
    return ColorMatrix(rows: [
      [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
      [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
      [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
      [0, 0, 0, 1, 0],
    ])
  }

  /// The SVG `feColorMatrix type="hueRotate"` matrix (Filter Effects
  /// Module Level 1, §9.6): a rotation of the hue by `angle` about the grey
  /// axis, keeping luminance.
  static func hueRotation(_ angle: Angle) -> ColorMatrix {
    let c = Float(cos(angle.radians))
    let s = Float(sin(angle.radians))
    return ColorMatrix(rows: [
      [0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s, 0, 0],
      [0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s, 0, 0],
      [0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s, 0, 0],
      [0, 0, 0, 1, 0],
    ])
  }

  /// Each colour component moved `amount` of the way to its inverse,
  /// `c + amount·(1 − 2c)`: 1 is `colorInvert()`, 0 changes nothing.
  static func colorInvert(_ amount: Double) -> ColorMatrix {
    var m = ColorMatrix()
    let k = Float(amount)
    (m.r1, m.g2, m.b3) = (1 - 2 * k, 1 - 2 * k, 1 - 2 * k)
    (m.r5, m.g5, m.b5) = (k, k, k)
    return m
  }
}
