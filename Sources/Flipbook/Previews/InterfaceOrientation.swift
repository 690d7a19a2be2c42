/// The orientation of a device's interface, as SwiftUI's
/// `InterfaceOrientation`: a preview in landscape swaps the screen's width
/// and height and moves the safe area's insets with it.
public struct InterfaceOrientation: Sendable, Hashable, CaseIterable, Identifiable {
  /// A stable name.
  public let id: String

  /// Home indicator (or button) at the bottom.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// Turned so the device's top is on the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// Turned so the device's top is on the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }

  /// Whether the screen is wider than tall.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
