import Foundation

/// A control for a value in a range, as SwiftUI's `Slider`, with iOS's
/// look: UISlider's 4-point track (the tint up to the value,
/// `systemFill` after it), a white 27-point thumb shadowed like the
/// switch's knob, 31 points tall, as wide as offered; the minimum and
/// maximum value labels sit on each side, 8 points away. A value outside
/// the range is drawn at its end (SwiftUI clamps it too); a range whose
/// bounds are not finite, or equal, draws the thumb at the start.
///
/// A film's drag that goes down on the thumb (within 22 points of its
/// centre across: UIKit's 44-point touch target) moves it with the finger,
/// as UISlider tracks its thumb: the value is the one under the thumb's
/// new centre (the finger's move added to where the thumb was), clamped to
/// the range and rounded to `step` when there is one; `onEditingChanged`
/// hears true when the finger goes down and false when it lifts. A touch
/// elsewhere on the track doesn't move it, as on iOS.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  let fraction: () -> Double
  var set: (Double) -> Void = { _ in }
  var onEditingChanged: (Bool) -> Void = { _ in }
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?

  public var body: some View {
    _SliderBody(fraction: fraction(), minimum: minimumValueLabel.map { AnyView($0) },
      maximum: maximumValueLabel.map { AnyView($0) }, set: set, onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// Sets `value` to the one `fraction` (0 … 1) of the way along
  /// `bounds`, rounded to `step` from the lower bound when given.
  static func setter<V: BinaryFloatingPoint>(_ value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?) -> (Double) -> Void
  where V.Stride: BinaryFloatingPoint {
    { fraction in
      let low = Double(bounds.lowerBound), high = Double(bounds.upperBound)
      guard low.isFinite, high.isFinite, high >= low, fraction.isFinite else { return }
      var new = low + min(max(fraction, 0), 1) * (high - low)
      if let step, Double(step).isFinite, Double(step) > 0 {
        new = min(low + ((new - low) / Double(step)).rounded() * Double(step), high)
      }
      value.wrappedValue = V(new)
    }
  }

  /// Where `value` lies in `bounds`, 0 ... 1 (see the type's clamps).
  static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let low = Double(bounds.lowerBound), high = Double(bounds.upperBound), v = Double(value)
    guard low.isFinite, high.isFinite, high > low, !v.isNaN else { return 0 }
    return min(max((v - low) / (high - low), 0), 1)
  }

  /// A slider with value labels at each end.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = { Self.fraction(value.wrappedValue, in: bounds) }
    set = Self.setter(value, in: bounds, step: step)
    self.onEditingChanged = onEditingChanged
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// A slider with value labels at each end (continuous values).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = { Self.fraction(value.wrappedValue, in: bounds) }
    set = Self.setter(value, in: bounds, step: nil)
    self.onEditingChanged = onEditingChanged
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }
}

extension Slider {
  /// A slider with value labels given as views, the label last (SwiftUI's
  /// iOS 13 spelling, deprecated there and still compiled).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }

  /// A continuous slider with value labels given as views, the label last
  /// (SwiftUI's iOS 13 spelling).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with its label last (SwiftUI's iOS 13 spelling; the
  /// label-first one wins a trailing closure).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }

  /// A stepped slider with its label last (SwiftUI's iOS 13 spelling).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label (hidden on iOS, as SwiftUI's).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = { Self.fraction(value.wrappedValue, in: bounds) }
    set = Self.setter(value, in: bounds, step: nil)
    self.onEditingChanged = onEditingChanged
    self.label = label()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }

  /// A stepped slider with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = { Self.fraction(value.wrappedValue, in: bounds) }
    set = Self.setter(value, in: bounds, step: step)
    self.onEditingChanged = onEditingChanged
    self.label = label()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds` (0 ... 1 by default).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = { Self.fraction(value.wrappedValue, in: bounds) }
    set = Self.setter(value, in: bounds, step: nil)
    self.onEditingChanged = onEditingChanged
    label = EmptyView()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }

  /// A slider over `bounds` moving in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = { Self.fraction(value.wrappedValue, in: bounds) }
    set = Self.setter(value, in: bounds, step: step)
    self.onEditingChanged = onEditingChanged
    label = EmptyView()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

nonisolated struct _SliderBody: View {
  let fraction: Double
  let minimum: AnyView?
  let maximum: AnyView?
  var set: (Double) -> Void = { _ in }
  var onEditingChanged: (Bool) -> Void = { _ in }
  @Environment(\.tint) private var tint
  @Environment(\.isEnabled) private var isEnabled

  static let thumb: CGFloat = 27
  static let height: CGFloat = 31
  static let track: CGFloat = 4

  var body: some View {
    HStack(spacing: 8) {
      if let minimum { minimum }
      GeometryReader { proxy in
        let width = proxy.size.width
        let travel = max(width - Self.thumb, 0)
        let x = Self.thumb / 2 + travel * fraction
        ZStack(alignment: .leading) {
          Capsule().fill(Color.semantic(.systemFill)).frame(height: Self.track)
          Capsule().fill(tint ?? AnyShapeStyle(Color.accentColor)).frame(width: x, height: Self.track)
          _ControlKnob(diameter: Self.thumb)
            .offset(x: x - Self.thumb / 2)
        }
        .frame(width: width, height: Self.height)
        .contentShape(Rectangle())
        .gesture(_SliderThumbDrag(thumbX: x, travel: travel, fraction: fraction, set: set, onEditingChanged: onEditingChanged))
      }
      .frame(height: Self.height)
      if let maximum { maximum }
    }
    .opacity(isEnabled ? 1 : 0.5)
  }
}

/// A drag of a slider's thumb (see `Slider`): it starts only on the thumb
/// and sets the fraction under the moved thumb at each step.
nonisolated struct _SliderThumbDrag: _PrimitiveGesture {
  typealias Value = Double
  let thumbX: CGFloat
  let travel: CGFloat
  let fraction: Double
  let set: (Double) -> Void
  let onEditingChanged: (Bool) -> Void

  /// Half of UIKit's 44-point touch target.
  static let reach: CGFloat = 22

  func _run(_ touch: _GestureTouch) -> _GestureRun<Double>? {
    guard touch.count == 1, !touch.moves.isEmpty, abs(touch.location.x - thumbX) <= Self.reach else { return nil }
    let start = touch.location.x
    let fractions = touch.moves.map { move -> Double in
      guard travel > 0 else { return fraction }
      return min(max(fraction + Double((move.location.x - start) / travel), 0), 1)
    }
    var run = _GestureRun<Double>(steps: [[]] + fractions.map { [$0] }, end: fractions.last)
    let (set, editing) = (self.set, onEditingChanged)
    run.effects[0].append { editing(true) }
    run.addEffects { value in { set(value) } }
    run.up.append { editing(false) }
    return run
  }
}
