import Foundation

/// A control for a value in a range, as SwiftUI's `Slider`, with iOS's
/// look: UISlider's 4-point track (the tint up to the value,
/// `systemFill` after it), a white 27-point thumb shadowed like the
/// switch's knob, 31 points tall, as wide as offered; the minimum and
/// maximum value labels sit on each side, 8 points away. A value outside
/// the range is drawn at its end (SwiftUI clamps it too); a range whose
/// bounds are not finite, or equal, draws the thumb at the start. Films
/// have no drags, so a slider changes only when its binding does.
public struct Slider<Label: View, ValueLabel: View>: View {
  let fraction: () -> Double
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?

  public var body: some View {
    _SliderBody(fraction: fraction(), minimum: minimumValueLabel.map { AnyView($0) },
      maximum: maximumValueLabel.map { AnyView($0) })
  }
}

extension Slider {
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
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label (hidden on iOS, as SwiftUI's).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    fraction = { Self.fraction(value.wrappedValue, in: bounds) }
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
    label = EmptyView()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

struct _SliderBody: View {
  let fraction: Double
  let minimum: AnyView?
  let maximum: AnyView?
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
      }
      .frame(height: Self.height)
      if let maximum { maximum }
    }
    .opacity(isEnabled ? 1 : 0.5)
  }
}
