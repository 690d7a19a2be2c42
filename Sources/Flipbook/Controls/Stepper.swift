import Foundation

/// A control that increments and decrements a value, as SwiftUI's
/// `Stepper`: the label on the leading side, UIStepper's control on the
/// trailing one, across the width offered.
///
/// The control is UIStepper's 94 × 32 (its intrinsic size): a rounded
/// rectangle (radius 8) of `tertiarySystemFill`, a − and a + glyph (14 × 2
/// point bars, the label colour) on its halves, and a 1 × 18 point divider
/// (`separator`) between them. In a film a tap on a half steps the value; at
/// a bound that half is dimmed (`tertiaryLabel`) and a tap on it does
/// nothing. A range
/// whose bounds are equal disables both halves; a step that is not
/// positive and finite steps nothing.
nonisolated public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (() -> Void)?
  let decrement: (() -> Void)?

  public var body: some View {
    _StepperBody(label: AnyView(label), increment: increment, decrement: decrement)
  }

  /// A stepper that runs `onIncrement` and `onDecrement` (nil disables a
  /// half), its label last, as SwiftUI's current form.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  /// A stepper over `value`, within `bounds`, by `step`, its label last.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// A stepper over `value` by `step`, without bounds, its label last.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// A stepper that runs `onIncrement` and `onDecrement` (nil disables a half).
  @_disfavoredOverload
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
  }

  /// A stepper over `value`, within `bounds`, by `step`.
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    let (increment, decrement) = Self.actions(value, bounds: bounds, step: step)
    self.increment = increment
    self.decrement = decrement
  }

  /// A stepper over `value` by `step`, without bounds.
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  /// The halves' actions: nil where the value is at that bound.
  static func actions<V: Strideable>(_ value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride)
    -> (increment: (() -> Void)?, decrement: (() -> Void)?)
  {
    let current = value.wrappedValue
    let stepIsUsable: Bool = {
      if let double = step as? any BinaryFloatingPoint { return Double(double).isFinite && step > 0 }
      return step > 0
    }()
    guard stepIsUsable, bounds.lowerBound < bounds.upperBound else { return (nil, nil) }
    let up: (() -> Void)? = current < bounds.upperBound ? {
      let next = value.wrappedValue.advanced(by: step)
      value.wrappedValue = min(next, bounds.upperBound)
    } : nil
    let down: (() -> Void)? = current > bounds.lowerBound ? {
      let next = value.wrappedValue.advanced(by: -step)
      value.wrappedValue = max(next, bounds.lowerBound)
    } : nil
    return (up, down)
  }
}

extension Stepper where Label == Text {
  /// A stepper labelled with a localized title.
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A stepper labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// An unbounded stepper labelled with a localized title.
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// An unbounded stepper labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
    self.init(value: value, step: step) { Text(title) }
  }

  /// A stepper with a localized title that runs the given actions.
  public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper with a title string that runs the given actions.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
    self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

nonisolated struct _StepperBody: View {
  let label: AnyView
  let increment: (() -> Void)?
  let decrement: (() -> Void)?
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.isEnabled) private var isEnabled

  static let size = CGSize(width: 94, height: 32)

  var body: some View {
    if labelsHidden {
      control
    } else {
      HStack {
        label
        Spacer()
        control
      }
    }
  }

  private func half(_ action: (() -> Void)?, plus: Bool) -> some View {
    let enabled = isEnabled && action != nil
    return ZStack {
      Color.clear
      Rectangle().frame(width: 14, height: 2)
      if plus { Rectangle().frame(width: 2, height: 14) }
    }
    .foregroundStyle(enabled ? AnyShapeStyle(Color.primary) : AnyShapeStyle(Color.semantic(.tertiaryLabel)))
    .frame(width: Self.size.width / 2, height: Self.size.height)
    // A half at its bound still takes the tap (UIStepper does), doing nothing.
    .modifier(_ControlGestureModifier(isEnabled: isEnabled, action: { action?() }, setPressed: { _ in }))
  }

  private var control: some View {
    HStack(spacing: 0) {
      half(decrement, plus: false)
      half(increment, plus: true)
    }
    .overlay(Rectangle().fill(Color.semantic(.separator)).frame(width: 1, height: 18))
    .background(RoundedRectangle(cornerRadius: 8).fill(Color.semantic(.tertiarySystemFill)))
    .frame(width: Self.size.width, height: Self.size.height)
  }
}
