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
    func linear(_ c: UInt8) -> Double {
      let v = Double(c) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let r = linear(red), g = linear(green), b = linear(blue)
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
    return Lab(l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)))
  }

  /// ΔE₀₀ between two colours.
  static func deltaE(_ p: Lab, _ q: Lab) -> Double {
    let c1 = hypot(p.a, p.b), c2 = hypot(q.a, q.b)
    let meanC = (c1 + c2) / 2
    let meanC7 = pow(meanC, 7)
    let g = 0.5 * (1 - sqrt(meanC7 / (meanC7 + pow(25, 7))))
    let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
    let c1p = hypot(a1, p.b), c2p = hypot(a2, q.b)
    func hue(_ b: Double, _ a: Double) -> Double {
      guard a != 0 || b != 0 else { return 0 }
      let h = atan2(b, a) * 180 / .pi
      return h < 0 ? h + 360 : h
    }
    let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
    let deltaL = q.l - p.l
    let deltaC = c2p - c1p
    var deltaH: Double
    if c1p * c2p == 0 {
      deltaH = 0
    } else if abs(h2 - h1) <= 180 {
      deltaH = h2 - h1
    } else {
      deltaH = h2 - h1 > 180 ? h2 - h1 - 360 : h2 - h1 + 360
    }
    let bigDeltaH = 2 * sqrt(c1p * c2p) * sin(deltaH / 2 * .pi / 180)
    let meanL = (p.l + q.l) / 2
    let meanCp = (c1p + c2p) / 2
    var meanH: Double
    if c1p * c2p == 0 {
      meanH = h1 + h2
    } else if abs(h1 - h2) <= 180 {
      meanH = (h1 + h2) / 2
    } else {
      meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
    }
    func rad(_ degrees: Double) -> Double { degrees * .pi / 180 }
    let t = 1 - 0.17 * cos(rad(meanH - 30)) + 0.24 * cos(rad(2 * meanH)) + 0.32 * cos(rad(3 * meanH + 6))
      - 0.20 * cos(rad(4 * meanH - 63))
    let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
    let meanCp7 = pow(meanCp, 7)
    let rc = 2 * sqrt(meanCp7 / (meanCp7 + pow(25, 7)))
    let sl = 1 + 0.015 * pow(meanL - 50, 2) / sqrt(20 + pow(meanL - 50, 2))
    let sc = 1 + 0.045 * meanCp
    let sh = 1 + 0.015 * meanCp * t
    let rt = -sin(rad(2 * deltaTheta)) * rc
    let lTerm = deltaL / sl, cTerm = deltaC / sc, hTerm = bigDeltaH / sh
    return sqrt(lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rt * cTerm * hTerm)
  }
}
