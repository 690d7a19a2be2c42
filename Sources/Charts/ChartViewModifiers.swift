import Flipbook
import Foundation

// The chart modifiers, as Swift Charts declares them on `View`: each sets
// part of the `ChartConfiguration` the charts below read.

extension View {
  // MARK: Axes

  /// Shows or hides the x axis (its grid lines, ticks and labels).
  public func chartXAxis(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.x.visibility = visibility }
  }

  /// The x axis's marks.
  public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
    let marks = content().collectedAxisMarks
    return chartConfiguration { $0.x.marks = marks }
  }

  /// Shows or hides the y axis.
  public func chartYAxis(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.y.visibility = visibility }
  }

  /// The y axis's marks.
  public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
    let marks = content().collectedAxisMarks
    return chartConfiguration { $0.y.marks = marks }
  }

  /// A title for the x axis, below its labels by default.
  public func chartXAxisLabel(
    _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }

  @_disfavoredOverload
  public func chartXAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }

  public func chartXAxisLabel(
    _ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { label }
  }

  public func chartXAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View {
    let spec = ChartConfiguration.AxisLabelSpec(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
    return chartConfiguration { $0.x.label = spec }
  }

  /// A title for the y axis, beside its labels by default.
  public func chartYAxisLabel(
    _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }

  @_disfavoredOverload
  public func chartYAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
  }

  public func chartYAxisLabel(
    _ label: Text, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { label }
  }

  public func chartYAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View {
    let spec = ChartConfiguration.AxisLabelSpec(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
    return chartConfiguration { $0.y.label = spec }
  }

  // MARK: Scales

  /// The x scale's domain (the values the axis spans) and kind.
  public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
    chartScale(\.xScale, domain: domain._domain.spec, type: type)
  }

  public func chartXScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
    chartScale(\.xScale, domain: domain._domain.spec, range: range._range.spec, type: type)
  }

  public func chartXScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View {
    chartScale(\.xScale, range: range._range.spec, type: type)
  }

  public func chartXScale(type: ScaleType? = nil) -> some View {
    chartConfiguration { $0.xScale.type = type }
  }

  /// The y scale's domain and kind.
  public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
    chartScale(\.yScale, domain: domain._domain.spec, type: type)
  }

  public func chartYScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
    chartScale(\.yScale, domain: domain._domain.spec, range: range._range.spec, type: type)
  }

  public func chartYScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View {
    chartScale(\.yScale, range: range._range.spec, type: type)
  }

  public func chartYScale(type: ScaleType? = nil) -> some View {
    chartConfiguration { $0.yScale.type = type }
  }

  /// Sets one scale's domain and range where given, and its kind (kept
  /// when `type` is nil): what every domain or range form of
  /// `chartXScale`/`chartYScale` does.
  private func chartScale(
    _ scale: WritableKeyPath<ChartConfiguration, ChartConfiguration.ScaleConfiguration>, domain: ScaleDomainSpec? = nil,
    range: PlotRangeSpec? = nil, type: ScaleType?
  ) -> some View {
    chartConfiguration { configuration in
      if let domain { configuration[keyPath: scale].domain = domain }
      if let range { configuration[keyPath: scale].range = range }
      configuration[keyPath: scale].type = type ?? configuration[keyPath: scale].type
    }
  }

  /// The styles `foregroundStyle(by:)` gives each value.
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
    let spec = StyleScaleSpec(domain: mapping.map { PlotValue($0.key) }, styles: mapping.map { AnyShapeStyle($0.value) })
    return chartConfiguration { $0.styleScale = spec }
  }

  public func chartForegroundStyleScale<D: ScaleDomain, S: ShapeStyle>(domain: D, range: [S], type: ScaleType? = nil) -> some View {
    var values: [PlotValue]?
    if case .values(let list) = domain._domain.spec { values = list }
    let spec = StyleScaleSpec(domain: values, styles: range.map { AnyShapeStyle($0) })
    return chartConfiguration { $0.styleScale = spec }
  }

  /// Styles handed out along a gradient: the first value its first colour,
  /// the last its last, the others between.
  public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
    chartConfiguration { $0.styleScale = StyleScaleSpec(domain: nil, styles: [], gradient: range) }
  }

  public func chartForegroundStyleScale<D: ScaleDomain>(domain: D, range: Gradient, type: ScaleType? = nil) -> some View {
    var values: [PlotValue]?
    if case .values(let list) = domain._domain.spec { values = list }
    return chartConfiguration { $0.styleScale = StyleScaleSpec(domain: values, styles: [], gradient: range) }
  }

  public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
    let spec = StyleScaleSpec(domain: nil, styles: range.map { AnyShapeStyle($0) })
    return chartConfiguration { $0.styleScale = spec }
  }

  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View {
    let spec = StyleScaleSpec(
      domain: nil, styles: [],
      mapping: { value in AxisValue(value: value, index: 0, count: 1).as(D.self).map { AnyShapeStyle(mapping($0)) } })
    return chartConfiguration { $0.styleScale = spec }
  }

  public func chartForegroundStyleScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
    var values: [PlotValue]?
    if case .values(let list) = domain._domain.spec { values = list }
    return chartConfiguration { $0.styleScale = StyleScaleSpec(domain: values, styles: ChartPalette.colors.map { AnyShapeStyle($0) }) }
  }

  /// The symbols `symbol(by:)` gives each value.
  public func chartSymbolScale<D: Plottable>(_ mapping: KeyValuePairs<D, BasicChartSymbolShape>) -> some View {
    let pairs = mapping.map { (PlotValue($0.key), $0.value) }
    return chartConfiguration { $0.symbolScale = pairs }
  }

  public func chartSymbolScale<D: ScaleDomain>(domain: D, range: [BasicChartSymbolShape]) -> some View {
    var pairs: [(PlotValue, BasicChartSymbolShape)] = []
    if case .values(let list) = domain._domain.spec, !range.isEmpty {
      pairs = list.enumerated().map { ($0.element, range[$0.offset % range.count]) }
    }
    return chartConfiguration { $0.symbolScale = pairs }
  }

  /// The strokes `lineStyle(by:)` gives each value.
  public func chartLineStyleScale<D: Plottable>(_ mapping: KeyValuePairs<D, StrokeStyle>) -> some View {
    let pairs = mapping.map { (PlotValue($0.key), $0.value) }
    return chartConfiguration { $0.lineStyleScale = pairs }
  }

  /// The strokes `lineStyle(by:)` gives the domain's values, in turn.
  public func chartLineStyleScale<D: ScaleDomain>(domain: D, range: [StrokeStyle]) -> some View {
    var pairs: [(PlotValue, StrokeStyle)] = []
    if case .values(let list) = domain._domain.spec, !range.isEmpty {
      pairs = list.enumerated().map { ($0.element, range[$0.offset % range.count]) }
    }
    return chartConfiguration { $0.lineStyleScale = pairs }
  }

  /// The strokes `lineStyle(by:)` hands out in turn, in the order values appear.
  public func chartLineStyleScale(range: [StrokeStyle]) -> some View {
    chartConfiguration { $0.lineStyleRange = range.isEmpty ? nil : range }
  }

  /// Symbol sizes per value (kept; symbols are drawn at one size).
  public func chartSymbolSizeScale<D: ScaleDomain>(domain: D) -> some View {
    let bounds = Self.numberBounds(of: domain)
    return chartConfiguration { $0.symbolSizeDomain = bounds }
  }

  /// The areas, in square points, `symbolSize(by:)` spreads its values
  /// over (smallest value to the range's start).
  public func chartSymbolSizeScale<D: ScaleDomain>(domain: D, range: ClosedRange<CGFloat>) -> some View {
    let bounds = Self.numberBounds(of: domain)
    return chartConfiguration {
      $0.symbolSizeDomain = bounds
      $0.symbolSizeRange = range.lowerBound.isFinite && range.upperBound.isFinite ? max(0, range.lowerBound)...max(0, range.upperBound) : nil
    }
  }

  /// The areas `symbolSize(by:)` spreads the data's values over.
  public func chartSymbolSizeScale(range: ClosedRange<CGFloat>) -> some View {
    chartConfiguration {
      $0.symbolSizeRange = range.lowerBound.isFinite && range.upperBound.isFinite ? max(0, range.lowerBound)...max(0, range.upperBound) : nil
    }
  }

  private static func numberBounds<D: ScaleDomain>(of domain: D) -> (Double, Double)? {
    let numbers: [Double]
    switch domain._domain.spec {
    case .range(let low, let high): numbers = [low, high].compactMap(ChartScale.number)
    case .values(let values): numbers = values.compactMap(ChartScale.number)
    case .automatic: numbers = []
    }
    guard let low = numbers.min(), let high = numbers.max() else { return nil }
    return (low, high)
  }

  // MARK: Legend, plot, overlays

  /// Shows or hides the legend.
  public func chartLegend(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.legend.visibility = visibility }
  }

  /// Where the legend sits (`.automatic`: below the plot, leading).
  public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
    chartConfiguration {
      $0.legend.position = position
      $0.legend.alignment = alignment
      $0.legend.spacing = spacing
    }
  }

  /// A legend of your own.
  public func chartLegend<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View {
    let view = AnyView(content())
    return chartConfiguration {
      $0.legend.position = position
      $0.legend.alignment = alignment
      $0.legend.spacing = spacing
      $0.legend.content = view
      $0.legend.visibility = .visible
    }
  }

  /// Styles the plot area (a background, a border).
  public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
    chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
  }

  /// A view over the chart, given the chart's proxy (selection overlays).
  public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
    chartConfiguration { $0.overlays.append((alignment, { AnyView(content($0)) })) }
  }

  /// A view behind the chart, given the chart's proxy.
  public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
    chartConfiguration { $0.backgrounds.append((alignment, { AnyView(content($0)) })) }
  }

  // MARK: Selection and scrolling (iOS 17)

  /// Binds the x value under a touch (a still frame has none: the binding
  /// keeps its value, and marks drawn from it show).
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
  public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
  public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
  public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
  /// A gesture of your own on the chart (not run in a still frame).
  public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View { self }

  /// Makes the chart scroll along `axes`; with a visible domain the plot
  /// shows that length of its data from the scroll position.
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
    chartConfiguration { $0.scrollableAxes = axes }
  }

  /// How much of the x data a scrolling chart shows at once.
  public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
    let length = PlotValue(length)
    return chartConfiguration { if case .number(let value) = length, value.isFinite, value > 0 { $0.xScale.visibleLength = value } }
  }

  public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
    let length = PlotValue(length)
    return chartConfiguration { if case .number(let value) = length, value.isFinite, value > 0 { $0.yScale.visibleLength = value } }
  }

  /// The x value at the leading edge of a scrolling chart.
  public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
    let start = PlotValue(x.wrappedValue)
    return chartConfiguration { $0.xScale.scrollTo = start }
  }

  public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View {
    let start = PlotValue(y.wrappedValue)
    return chartConfiguration { $0.yScale.scrollTo = start }
  }

  public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
    let start = PlotValue(initialX)
    return chartConfiguration { $0.xScale.scrollTo = start }
  }

  public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
    let start = PlotValue(initialY)
    return chartConfiguration { $0.yScale.scrollTo = start }
  }

  /// How a scrolling chart settles (not run in a still frame).
  public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View { self }
}

/// How a scrolling chart settles, as `ChartScrollTargetBehavior`.
public protocol ChartScrollTargetBehavior {}

/// Settles on values matching components, as `ValueAlignedChartScrollTargetBehavior`.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {}

/// Which values a value-aligned scroll settles on.
public struct ValueAlignedLimitBehavior: Sendable {
  public static let automatic = ValueAlignedLimitBehavior()
  public static let always = ValueAlignedLimitBehavior()
  public static let never = ValueAlignedLimitBehavior()
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
  public static func valueAligned(
    matching: DateComponents, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorAlignment? = nil,
    limitBehavior: ValueAlignedLimitBehavior = .automatic
  ) -> ValueAlignedChartScrollTargetBehavior { ValueAlignedChartScrollTargetBehavior() }

  public static func valueAligned<P: Plottable>(
    unit: P, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorAlignment? = nil,
    limitBehavior: ValueAlignedLimitBehavior = .automatic
  ) -> ValueAlignedChartScrollTargetBehavior { ValueAlignedChartScrollTargetBehavior() }
}

extension ValueAlignedChartScrollTargetBehavior {
  /// A larger unit a scroll page aligns to.
  public struct MajorAlignment: Sendable {
    public static func matching(_ components: DateComponents) -> MajorAlignment { MajorAlignment() }
    public static func unit<P: Plottable>(_ unit: P) -> MajorAlignment { MajorAlignment() }
    public static let page = MajorAlignment()
  }
}
