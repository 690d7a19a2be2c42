import Foundation

extension Color {
  /// A colour from a CSS-style hex string (beyond SwiftUI): `#RGB`, `#RGBA`,
  /// `#RRGGBB` or `#RRGGBBAA`, the `#` optional, case-insensitive, in sRGB.
  /// Returns nil for anything else.
  public init?(hex: String) {
    var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
    if digits.first == "#" { digits = digits.dropFirst() }
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    var values = digits.map { Int(String($0), radix: 16)! }
    if digits.count <= 4 { values = values.flatMap { [$0, $0] } }
    var bytes: [Double] = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) / 255 }
    if bytes.count == 3 { bytes.append(1) }
    self.init(red: bytes[0], green: bytes[1], blue: bytes[2], opacity: bytes[3])
  }

  /// A colour from a 24-bit `0xRRGGBB` integer (beyond SwiftUI), in sRGB.
  public init(hex: UInt32, opacity: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, opacity: opacity)
  }
}
