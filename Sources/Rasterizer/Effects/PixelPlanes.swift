import Foundation

/// A canvas's premultiplied pixels as four float planes (alpha, red, green,
/// blue, each 0 ... 1), for the filters that work pixel by pixel.
struct PixelPlanes {
  let width: Int
  let height: Int
  /// Planes in the order alpha, red, green, blue.
  var planes: [[Float]]

  init(_ canvas: CairoCanvas) {
    let (width, height) = (canvas.width, canvas.height)
    self.width = width
    self.height = height
    var planes = [[Float]](repeating: [Float](repeating: 0, count: canvas.width * canvas.height), count: 4)
    canvas.withPixels { pixels, stride in
      for y in 0..<height {
        for x in 0..<width {
          let p = pixels[y * stride + x]
          let i = y * width + x
          planes[0][i] = Float(p >> 24) / 255
          planes[1][i] = Float((p >> 16) & 0xFF) / 255
          planes[2][i] = Float((p >> 8) & 0xFF) / 255
          planes[3][i] = Float(p & 0xFF) / 255
        }
      }
    }
    self.planes = planes
  }

  /// Writes the planes back as premultiplied pixels (components clamped to alpha).
  func write(to canvas: CairoCanvas) {
    canvas.withPixels { pixels, stride in
      for y in 0..<height {
        for x in 0..<width {
          let i = y * width + x
          let a = min(max(planes[0][i], 0), 1)
          func byte(_ v: Float) -> UInt32 { UInt32((min(max(v, 0), a) * 255).rounded()) }
          pixels[y * stride + x] = byte(a) << 24 | byte(planes[1][i]) << 16 | byte(planes[2][i]) << 8 | byte(planes[3][i])
        }
      }
    }
  }

  /// Gaussian blur of the given planes with standard deviation `sigma`
  /// pixels, as three successive box blurs per axis (within 3 % of a true
  /// Gaussian). Outside the canvas counts as transparent. A sigma over the
  /// canvas's longer side is clamped to it.
  mutating func blur(sigma: CGFloat, channels: Range<Int>) {
    guard sigma.isFinite, sigma > 0.2 else { return }
    // Beyond the canvas's longer side a blur spreads no further that can
    // be seen: larger sigmas (a radius of 1e9) are clamped to it.
    let boxes = Self.boxSizes(sigma: min(Double(sigma), Double(max(width, height, 1))), count: 3)
    for channel in channels {
      for box in boxes {
        Self.boxBlur(&planes[channel], width: width, height: height, radius: (box - 1) / 2, horizontal: true)
        Self.boxBlur(&planes[channel], width: width, height: height, radius: (box - 1) / 2, horizontal: false)
      }
    }
  }

  /// Odd box widths whose successive application approximates a Gaussian of
  /// `sigma` (Kovesi, "Fast almost-Gaussian filtering", 2010).
  static func boxSizes(sigma: Double, count n: Int) -> [Int] {
    let ideal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let mIdeal = (12 * sigma * sigma - Double(n * lower * lower) - Double(4 * n * lower) - Double(3 * n))
      / Double(-4 * lower - 4)
    let m = Int(mIdeal.rounded())
    return (0..<n).map { $0 < m ? lower : upper }
  }

  /// One box blur of `radius` along rows or columns, with a running sum.
  static func boxBlur(_ plane: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool) {
    guard radius > 0 else { return }
    let (lines, length) = horizontal ? (height, width) : (width, height)
    let (lineStep, step) = horizontal ? (width, 1) : (1, width)
    let scale = 1 / Float(2 * radius + 1)
    var line = [Float](repeating: 0, count: length)
    plane.withUnsafeMutableBufferPointer { p in
      for l in 0..<lines {
        let base = l * lineStep
        for i in 0..<length { line[i] = p[base + i * step] }
        var sum: Float = 0
        for i in 0..<min(radius, length) { sum += line[i] }
        for i in 0..<length {
          if i + radius < length { sum += line[i + radius] }
          if i - radius - 1 >= 0 { sum -= line[i - radius - 1] }
          p[base + i * step] = sum * scale
        }
      }
    }
  }

  /// Keeps only alpha (or 1 − alpha) in plane 0, for a shadow.
  mutating func makeShadowPlane(invertingAlpha: Bool) {
    if invertingAlpha { planes[0] = planes[0].map { 1 - $0 } }
  }

  /// Turns the alpha plane into a premultiplied colour.
  mutating func colorize(red: Float, green: Float, blue: Float, opacity: Float) {
    let alpha = planes[0].map { $0 * opacity }
    planes = [alpha, alpha.map { $0 * red }, alpha.map { $0 * green }, alpha.map { $0 * blue }]
  }

  mutating func multiply(channel: Int, by factor: Float) {
    planes[channel] = planes[channel].map { $0 * factor }
  }

  mutating func makeOpaque() {
    for i in planes[0].indices where planes[0][i] > 0 {
      let a = planes[0][i]
      for c in 1...3 { planes[c][i] /= a }
      planes[0][i] = 1
    }
  }

  /// Rec. 709 luminance weights.
  static let luma: (Float, Float, Float) = (0.2126, 0.7152, 0.0722)

  mutating func desaturate(by amount: Float) {
    for i in planes[0].indices {
      let y = Self.luma.0 * planes[1][i] + Self.luma.1 * planes[2][i] + Self.luma.2 * planes[3][i]
      for c in 1...3 { planes[c][i] += (y - planes[c][i]) * amount }
    }
  }

  /// Applies `matrix` to each pixel's straight colour: unpremultiplied,
  /// transformed, clamped to 0 ... 1 and premultiplied again.
  mutating func apply(_ matrix: ColorMatrix) {
    for i in planes[0].indices {
      (planes[0][i], planes[1][i], planes[2][i], planes[3][i]) =
        matrix.premultiplied(planes[0][i], planes[1][i], planes[2][i], planes[3][i])
    }
  }

  mutating func luminanceToAlpha() {
    for i in planes[0].indices {
      // Premultiplied components already carry alpha: their luminance is Y × a.
      planes[0][i] = Self.luma.0 * planes[1][i] + Self.luma.1 * planes[2][i] + Self.luma.2 * planes[3][i]
      for c in 1...3 { planes[c][i] = 0 }
    }
  }
}
