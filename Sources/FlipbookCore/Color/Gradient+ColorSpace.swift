import Foundation

extension Gradient {
  /// The space colours are blended in, as SwiftUI's `Gradient.ColorSpace`
  /// (iOS 18): a mesh gradient's `colorSpace:` and `Color.mix(with:by:in:)`.
  public struct ColorSpace: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case device, perceptual }
    let kind: Kind

    /// The device's own components (gamma-encoded sRGB here), blended
    /// straight: what SwiftUI's gradients use by default.
    public static let device = ColorSpace(kind: .device)
    /// A perceptually uniform space, where equal steps look equal: Flipbook
    /// blends in OKLab (Björn Ottosson, 2020), the perceptual space CSS
    /// Color 4 mixes in; Apple does not name the space it uses.
    public static let perceptual = ColorSpace(kind: .perceptual)
  }
}
