import Foundation

nonisolated extension View {
  /// Clips the view to its frame with rounded corners of `radius`, as
  /// SwiftUI's `cornerRadius(_:antialiased:)` (deprecated there in favour
  /// of `clipShape(.rect(cornerRadius:))`, which draws the same). A
  /// negative or NaN radius gives square corners; a radius past half the
  /// shorter side is clamped to it.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
  }
}
