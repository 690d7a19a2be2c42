import Foundation

/// A value within a range, as SwiftUI's `Gauge`, drawn in the style iOS
/// uses by default (`.linearCapacity`, Flipbook's reading): the label
/// above, then a 6-pt capsule as wide as offered — `tertiarySystemFill`
/// under the tint up to the value — with the minimum- and maximum-value
/// labels before and after it (footnote, secondary), and the current-value
/// label under it (footnote, secondary). The fraction is clamped to 0…1;
/// an empty, NaN or infinite range shows 0. `.accessoryLinearCapacity`
/// draws so too; `.accessoryLinear` draws a bar with a marker at the
/// value and neither the label nor the current value (`_LinearAccessoryGauge`).
/// The circular styles draw a
/// ring 58 pt across with a 6-pt line (Flipbook's reading of iOS's
/// accessory gauges; see `_CircularGauge`).
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

  @Environment(\.gaugeStyleName) private var styleName

  public var body: some View {
    if styleName == "accessoryCircular" || styleName == "accessoryCircularCapacity" {
      _CircularGauge(
        fraction: fraction, isCapacity: styleName == "accessoryCircularCapacity", label: AnyView(label),
        currentValueLabel: currentValueLabel.map { AnyView($0) }, minimumValueLabel: minimumValueLabel.map { AnyView($0) },
        maximumValueLabel: maximumValueLabel.map { AnyView($0) })
    } else if styleName == "accessoryLinear" {
      _LinearAccessoryGauge(
        fraction: fraction, minimumValueLabel: minimumValueLabel.map { AnyView($0) },
        maximumValueLabel: maximumValueLabel.map { AnyView($0) })
    } else {
      linear
    }
  }

  private var linear: some View {
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

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with a current-value label and marked-value labels. iOS's
  /// gauge styles don't draw marked values (SwiftUI's documentation: the
  /// labels are for styles that show them, on watchOS), so Flipbook keeps
  /// them out of the drawing.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    fraction = Self.fraction(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    minimumValueLabel = nil
    maximumValueLabel = nil
  }
}

extension Gauge {
  /// A gauge with every label; the marked-value labels aren't drawn (see
  /// the initializer without bounds labels).
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    fraction = Self.fraction(value, in: bounds)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }
}

/// How gauges draw, as SwiftUI's `GaugeStyle` (see `Gauge` for what
/// Flipbook draws for each).
@MainActor @preconcurrency public protocol GaugeStyle {}

/// The platform's default.
nonisolated public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
/// A bar filled up to the value.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// The accessory styles (the linear ones drawn as `.linearCapacity`, the
/// circular ones as rings).
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
  /// Sets how gauges in this view draw: the circular accessory styles as
  /// rings, the others as the linear capacity bar.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environment(\.gaugeStyleName, (style as? AccessoryGaugeStyle)?.name)
  }
}

private struct GaugeStyleNameKey: EnvironmentKey {
  static var defaultValue: String? { nil }
}

extension EnvironmentValues {
  /// The accessory gauge style set around a gauge (nil: the linear bar).
  var gaugeStyleName: String? {
    get { self[GaugeStyleNameKey.self] }
    set { self[GaugeStyleNameKey.self] = newValue }
  }
}

/// The circular accessory gauges, as Flipbook reads iOS's: a ring 58 pt
/// across with a 6-pt round-capped line.
///
/// - `.accessoryCircularCapacity`: a closed ring, its track the tint at
///   30 % under the tint filled clockwise from the top to the value; the
///   current-value label (else the label) in the middle.
/// - `.accessoryCircular`: an open ring, a quarter turn left open at the
///   bottom, in the tint, with a marker (a ring of the system background)
///   at the value; the current-value label in the middle (else the label),
///   the minimum- and maximum-value labels at the ends of the ring, and
///   the label in the gap when a current value is shown.
///
/// Labels are set in 10-pt medium (the middle one 17-pt semibold), scaled
/// down to fit.
nonisolated struct _CircularGauge: View {
  let fraction: Double
  let isCapacity: Bool
  let label: AnyView
  let currentValueLabel: AnyView?
  let minimumValueLabel: AnyView?
  let maximumValueLabel: AnyView?
  @Environment(\.tint) private var tint

  static let diameter: CGFloat = 58
  static let lineWidth: CGFloat = 6

  private var fill: AnyShapeStyle { tint ?? AnyShapeStyle(Color.accentColor) }

  /// The open ring's paint: a gradient tint along the ring (the ring is
  /// drawn from angle 0 and turned by 135°, so the gradient spans 0…270°).
  private var ringFill: AnyShapeStyle {
    guard let gradient = tint?.base as? Gradient else { return fill }
    return AnyShapeStyle(AngularGradient(gradient: gradient, center: .center, startAngle: .zero, endAngle: .degrees(270)))
  }

  var body: some View {
    let middle = (currentValueLabel ?? label)
      .font(.system(size: 17, weight: .semibold)).minimumScaleFactor(0.5).lineLimit(1)
      .frame(width: Self.diameter - 2 * Self.lineWidth - 4)
    ZStack {
      if isCapacity {
        Circle().inset(by: Self.lineWidth / 2).stroke(fill.opacity(0.3), lineWidth: Self.lineWidth)
        Circle().inset(by: Self.lineWidth / 2).trim(from: 0, to: fraction)
          .stroke(fill, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
          .rotationEffect(.degrees(-90))
        middle
      } else {
        // 270° from the bottom left, clockwise over the top, to the bottom
        // right; a gradient tint runs along it, minimum to maximum.
        Circle().inset(by: Self.lineWidth / 2).trim(from: 0, to: 0.75)
          .stroke(ringFill, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
          .rotationEffect(.degrees(135))
        marker
        middle
        VStack {
          Spacer()
          HStack(alignment: .bottom, spacing: 0) {
            if let minimumValueLabel { minimumValueLabel } else { Color.clear.frame(width: 1, height: 1) }
            Spacer(minLength: 2)
            if currentValueLabel != nil { label.lineLimit(1).minimumScaleFactor(0.5) }
            Spacer(minLength: 2)
            if let maximumValueLabel { maximumValueLabel } else { Color.clear.frame(width: 1, height: 1) }
          }
          .font(.system(size: 10, weight: .medium))
        }
      }
    }
    .frame(width: Self.diameter, height: Self.diameter)
  }

  /// The value's place on the open ring: a ring of the background around
  /// the line's width.
  private var marker: some View {
    let angle = Angle.degrees(135 + 270 * fraction)
    let radius = (Self.diameter - Self.lineWidth) / 2
    return Circle()
      .strokeBorder(Color.semantic(.systemBackground), lineWidth: 2)
      .frame(width: Self.lineWidth + 2, height: Self.lineWidth + 2)
      .offset(x: radius * cos(angle.radians), y: radius * sin(angle.radians))
  }
}

/// `.accessoryLinear`: "a bar with a marker that appears at a point along
/// the bar to indicate the gauge's current value" (SwiftUI's documentation
/// of `AccessoryLinearGaugeStyle`). The whole bar is in the tint (a
/// gradient tint runs along it), the marker a ring of the background as
/// on the open circular gauge, the minimum- and maximum-value labels at
/// its ends; the label and the current value aren't shown (the style
/// leaves them to the accessory's surroundings).
nonisolated struct _LinearAccessoryGauge: View {
  let fraction: Double
  let minimumValueLabel: AnyView?
  let maximumValueLabel: AnyView?
  @Environment(\.tint) private var tint

  static let lineWidth: CGFloat = 6

  private var barFill: AnyShapeStyle {
    guard let gradient = tint?.base as? Gradient else { return tint ?? AnyShapeStyle(Color.accentColor) }
    return AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
  }

  var body: some View {
    HStack(spacing: 6) {
      if let minimumValueLabel { minimumValueLabel }
      Capsule().fill(barFill)
        .frame(height: Self.lineWidth)
        .overlay(alignment: .leading) {
          GeometryReader { proxy in
            let usable = max(proxy.size.width - Self.lineWidth, 0)
            Circle()
              .strokeBorder(Color.semantic(.systemBackground), lineWidth: 2)
              .frame(width: Self.lineWidth + 2, height: Self.lineWidth + 2)
              .offset(x: usable * fraction - 1, y: -1)
          }
        }
      if let maximumValueLabel { maximumValueLabel }
    }
    .font(.system(size: 12, weight: .medium))
  }
}
