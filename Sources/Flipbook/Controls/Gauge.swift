import Foundation

/// A value within a range, as SwiftUI's `Gauge`, drawn in the style iOS
/// uses by default (`.linearCapacity`, Flipbook's reading): the label
/// above, then a 6-pt capsule as wide as offered — `tertiarySystemFill`
/// under the tint up to the value — with the minimum- and maximum-value
/// labels before and after it (footnote, secondary), and the current-value
/// label under it (footnote, secondary). The fraction is clamped to 0…1;
/// an empty, NaN or infinite range shows 0. `.gaugeStyle` is accepted;
/// Flipbook draws every style so.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
    let (v, lo, hi) = (Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
    guard v.isFinite, lo.isFinite, hi.isFinite, hi > lo else { return 0 }
    return min(max((v - lo) / (hi - lo), 0), 1)
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      label
      HStack(spacing: 8) {
        if let minimumValueLabel { minimumValueLabel.font(.footnote).foregroundStyle(.secondary) }
        _GaugeBar(fraction: fraction)
        if let maximumValueLabel { maximumValueLabel.font(.footnote).foregroundStyle(.secondary) }
      }
      if let currentValueLabel { currentValueLabel.font(.footnote).foregroundStyle(.secondary) }
    }
  }
}

nonisolated struct _GaugeBar: View {
  let fraction: Double
  @Environment(\.tint) private var tint

  var body: some View {
    Capsule().fill(Color.semantic(.tertiarySystemFill))
      .overlay(alignment: .leading) {
        GeometryReader { proxy in
          Capsule().fill(tint ?? AnyShapeStyle(Color.accentColor)).frame(width: proxy.size.width * fraction)
        }
      }
      .frame(height: 6)
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds`, labelled by `label`.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    fraction = Self.fraction(value, in: bounds)
    self.label = label()
    currentValueLabel = nil
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a current-value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = Self.fraction(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge with current-value, minimum- and maximum-value labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    fraction = Self.fraction(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }
}

/// How gauges draw, as SwiftUI's `GaugeStyle` (Flipbook draws them all
/// as `.linearCapacity`; see `Gauge`).
@MainActor @preconcurrency public protocol GaugeStyle {}

/// The platform's default.
nonisolated public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
/// A bar filled up to the value.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// The accessory styles (drawn as `.linearCapacity` by Flipbook).
nonisolated public struct AccessoryGaugeStyle: GaugeStyle { let name: String }

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryGaugeStyle {
  public static var accessoryLinear: AccessoryGaugeStyle { AccessoryGaugeStyle(name: "accessoryLinear") }
  public static var accessoryLinearCapacity: AccessoryGaugeStyle { AccessoryGaugeStyle(name: "accessoryLinearCapacity") }
  public static var accessoryCircular: AccessoryGaugeStyle { AccessoryGaugeStyle(name: "accessoryCircular") }
  public static var accessoryCircularCapacity: AccessoryGaugeStyle { AccessoryGaugeStyle(name: "accessoryCircularCapacity") }
}

nonisolated extension View {
  /// Sets how gauges in this view draw (all `.linearCapacity` in Flipbook).
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
