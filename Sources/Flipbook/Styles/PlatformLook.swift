import Foundation

nonisolated extension View {
  /// Draws the lists, forms, controls and system colours in this view in
  /// `look` (`PlatformLook`: iOS 17–18's or iOS 26's).
  public func platformLook(_ look: PlatformLook) -> some View {
    environment(\.platformLook, look)
  }
}
