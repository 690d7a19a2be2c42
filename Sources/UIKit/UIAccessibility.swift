/// The accessibility settings of the device, as UIKit's `UIAccessibility`
/// (SwiftUI re-exports UIKit on iOS, so code reads these through
/// `import SwiftUI`). Flipbook renders with every setting off, as a
/// simulator does by default; a view that should show a setting on reads
/// SwiftUI's environment instead (`accessibilityReduceMotion` …), which a
/// preview or film can set.
public enum UIAccessibility {
  /// Whether Reduce Motion is on (false).
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether Reduce Transparency is on (false).
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether VoiceOver is running (false).
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is running (false).
  public static var isSwitchControlRunning: Bool { false }
  /// Whether Bold Text is on (false).
  public static var isBoldTextEnabled: Bool { false }
  /// Whether Increase Contrast is on (false).
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Whether Grayscale is on (false).
  public static var isGrayscaleEnabled: Bool { false }
  /// Whether Smart Invert is on (false).
  public static var isInvertColorsEnabled: Bool { false }
  /// Whether Differentiate Without Color is on (false).
  public static var shouldDifferentiateWithoutColor: Bool { false }
  /// Whether On/Off Labels are on (false).
  public static var isOnOffSwitchLabelsEnabled: Bool { false }
  /// Whether Prefer Cross-Fade Transitions is on (false).
  public static var prefersCrossFadeTransitions: Bool { false }
  /// Whether video autoplay is on (true, the default).
  public static var isVideoAutoplayEnabled: Bool { true }
  /// Whether Closed Captions are on (false).
  public static var isClosedCaptioningEnabled: Bool { false }
  /// Whether Mono Audio is on (false).
  public static var isMonoAudioEnabled: Bool { false }
  /// Whether Guided Access is on (false).
  public static var isGuidedAccessEnabled: Bool { false }
  /// Whether Shake to Undo is on (true, the default).
  public static var isShakeToUndoEnabled: Bool { true }
  /// Whether Speak Selection is on (false).
  public static var isSpeakSelectionEnabled: Bool { false }
  /// Whether Speak Screen is on (false).
  public static var isSpeakScreenEnabled: Bool { false }
  /// Whether Assistive Touch is running (false).
  public static var isAssistiveTouchRunning: Bool { false }
}
