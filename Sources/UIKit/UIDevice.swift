import CoreGraphics
import FlipbookCore
import Foundation

/// The device, as UIKit's `UIDevice`: an iPhone running iOS 17, as
/// Flipbook renders what iOS shows.
public final class UIDevice: @unchecked Sendable {
  /// The device.
  public static let current = UIDevice()

  public let name = "iPhone"
  public let model = "iPhone"
  public let localizedModel = "iPhone"
  public let systemName = "iOS"
  public let systemVersion = "17.0"
  /// The family: a phone.
  public let userInterfaceIdiom: UIUserInterfaceIdiom = .phone
  /// The orientation: portrait.
  public let orientation: UIDeviceOrientation = .portrait
  /// Whether the device is a multitasking one (yes, as every iOS 17 phone).
  public let isMultitaskingSupported = true
  /// The identifier of the vendor (fixed, so renders are reproducible).
  public let identifierForVendor: UUID? = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
  public var isBatteryMonitoringEnabled = false
  public let batteryLevel: Float = -1
}

/// A device orientation, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
}

// Haptics, as UIKit's feedback generators: SwiftUI code fires them in
// actions (`UIImpactFeedbackGenerator(style: .medium).impactOccurred()`). A
// render has no Taptic Engine, so they do nothing (see `sensoryFeedback`).

/// A haptic generator, as UIKit's `UIFeedbackGenerator`.
open class UIFeedbackGenerator: @unchecked Sendable {
  public init() {}
  /// Readies the engine (nothing to ready).
  open func prepare() {}
}

/// Impacts, as UIKit's `UIImpactFeedbackGenerator`.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// An impact's mass, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public let style: FeedbackStyle
  public init(style: FeedbackStyle) { self.style = style }
  public override convenience init() { self.init(style: .medium) }
  /// An impact (felt, not seen: nothing happens in a render).
  open func impactOccurred() {}
  /// An impact of `intensity` (0 ... 1).
  open func impactOccurred(intensity: CGFloat) {}
}

/// Outcomes, as UIKit's `UINotificationFeedbackGenerator`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// An outcome, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  /// An outcome (felt, not seen: nothing happens in a render).
  open func notificationOccurred(_ type: FeedbackType) {}
}

/// Selection changes, as UIKit's `UISelectionFeedbackGenerator`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// A change of selection (felt, not seen: nothing happens in a render).
  open func selectionChanged() {}
}
