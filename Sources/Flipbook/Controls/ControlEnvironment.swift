import Foundation

/// The size class of controls, as SwiftUI's `ControlSize`: buttons,
/// toggles and steppers scale their insets and fonts by it.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

/// What a button does, as SwiftUI's `ButtonRole`: a destructive button's
/// label is red; a cancel button is bold in alerts (plain elsewhere).
public struct ButtonRole: Hashable, Sendable {
  let name: String

  /// An action that deletes data.
  public static let destructive = ButtonRole(name: "destructive")
  /// An action that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}

private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private struct ControlSizeKey: EnvironmentKey {
  static var defaultValue: ControlSize { .regular }
}

private struct LabelsHiddenKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether controls respond (false under `.disabled(true)`).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The size of controls in this view.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// Whether controls hide their labels (`labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Disables the controls in this view when `disabled` is true: they draw
  /// dimmed and ignore taps, as in SwiftUI (a disabled ancestor wins).
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
  }

  /// Sets the size of the controls in this view.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }

  /// Hides the labels of controls (a toggle's, a slider's, a stepper's)
  /// in this view; they still name them for accessibility.
  public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }
}
