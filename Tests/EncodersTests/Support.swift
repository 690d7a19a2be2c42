import Foundation
import FlipbookCore
import Testing

@testable import Encoders

/// A fresh temporary directory, removed when the test's scope ends.
final class TemporaryDirectory {
  let path: String
  init() {
    path = NSTemporaryDirectory() + "flipbook-tests-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
  deinit { try? FileManager.default.removeItem(atPath: path) }
  func file(_ name: String) -> String { path + "/" + name }
  var contents: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted() ?? [] }
}

/// Deterministic pseudo-random bytes (SplitMix64).
struct SeededRandom {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

/// A UI-like frame: a vertical gradient, a rounded "track" and a knob at `knobX`.
func uiFrame(width: Int = 120, height: Int = 60, knobX: Double, alphaHole: Bool = false) -> Bitmap {
  var pixels = [UInt8](repeating: 0, count: width * height * 4)
  for y in 0..<height {
    for x in 0..<width {
      let i = (y * width + x) * 4
      let t = Double(y) / Double(height - 1)
      var r = 40 + 60 * t, g = 44 + 40 * t, b = 52 + 90 * t
      let dx = Double(x) + 0.5 - knobX, dy = Double(y) + 0.5 - Double(height) / 2
      let coverage = min(1, max(0, 12 - (dx * dx + dy * dy).squareRoot()))
      r = r * (1 - coverage) + 250 * coverage
      g = g * (1 - coverage) + 190 * coverage
      b = b * (1 - coverage) + 200 * coverage
      pixels[i] = UInt8(r.rounded())
      pixels[i + 1] = UInt8(g.rounded())
      pixels[i + 2] = UInt8(b.rounded())
      pixels[i + 3] = alphaHole && x < 10 ? 0 : 255
    }
  }
  return try! Bitmap(width: width, height: height, pixels: pixels)
}

/// Peak signal-to-noise ratio of `b` against `a` over RGB, in dB.
func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
  var sum = 0.0
  var count = 0
  for i in stride(from: 0, to: a.pixels.count, by: 4) {
    for c in 0..<3 {
      let d = Double(a.pixels[i + c]) - Double(b.pixels[i + c])
      sum += d * d
    }
    count += 3
  }
  let mse = sum / Double(count)
  return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// The id of a process that has exited (for temporaries named by a dead
/// owner).
func deadProcess() throws -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/true")
  try process.run()
  process.waitUntilExit()
  return process.processIdentifier
}
