import CFlipbookPixels
import Foundation

/// CIEDE2000 colour difference between two sRGB colours, the ΔE that
/// swift-snapshot-testing's `perceptualPrecision` measures: about 1 is the
/// smallest difference a person notices side by side, 2.3 a "just
/// noticeable" one, 100 black against white.
///
/// Formulas from Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference
/// Formula" (2005), with D65 white and kL = kC = kH = 1.
enum ColorDifference {
  /// A colour in CIELAB.
  struct Lab: Equatable {
    var l: Double
    var a: Double
    var b: Double
  }

  /// sRGB (0…255 channels) to CIELAB under D65.
  static func lab(red: UInt8, green: UInt8, blue: UInt8) -> Lab {
    var lab = (0.0, 0.0, 0.0)
    withUnsafeMutableBytes(of: &lab) { fbp_lab(red, green, blue, $0.baseAddress!.assumingMemoryBound(to: Double.self)) }
    return Lab(l: lab.0, a: lab.1, b: lab.2)
  }

  /// ΔE₀₀ between two colours (computed in C, Compare.c, where the
  /// comparison's per-pixel loop calls it).
  static func deltaE(_ p: Lab, _ q: Lab) -> Double {
    let first = [p.l, p.a, p.b], second = [q.l, q.a, q.b]
    return fbp_delta_e(first, second)
  }
}
