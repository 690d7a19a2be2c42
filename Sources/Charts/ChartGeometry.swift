import Flipbook
import Foundation

// # Fitting a chart to its size
//
// Swift Charts' default layout, as drawn on iOS 16–18: the plot fills the
// chart less its axes and legend; the y axis's labels sit at the trailing
// edge, each centred on its grid line; the x axis's labels sit below the
// plot (a category's centred under its band, a number's or a date's
// starting just after its grid line, which runs on as a tick); the legend
// sits below, leading. Number axes get about one grid line per 50 points
// of plot (2…8), rounded to "nice" steps; a date axis picks the calendar
// stride that fits about one label per 60 points.
//
// Sizes here are decided before any view exists: labels are measured with
// `Text.measuredSize(in:)` in the chart's environment, so the plot's
// trailing edge leaves exactly the widest label's room.

struct AxisMarkDrawing {
  var value: PlotValue
  /// Position along the axis in chart coordinates (x for the x axis, y for
  /// the y axis).
  var position: CGFloat
  var grid: AxisGridLine?
  var tick: AxisTick?
  var label: (text: AnyView, size: CGSize, anchor: UnitPoint, point: CGPoint)?
}

struct ChartGeometry {
  let model: ChartModel
  let configuration: ChartConfiguration
  let size: CGSize
  var xScale: ChartScale
  var yScale: ChartScale
  var plot: CGRect = .zero
  var xMarks: [AxisMarkDrawing] = []
  var yMarks: [AxisMarkDrawing] = []
  var legendOrigin: CGPoint = .zero
  var legendSize: CGSize = .zero
  var showsLegend = false
  /// The widest y label and the x labels' height, for ticks that reach
  /// past the longest label.
  var longestYLabelWidth: CGFloat = 0
  var xLabelHeight: CGFloat = 0
  var xAxisTitle: (view: AnyView, point: CGPoint, anchor: UnitPoint)?
  var yAxisTitle: (view: AnyView, point: CGPoint, anchor: UnitPoint)?
  /// Labels read in the environment's locale and calendar.
  let locale: Locale
  let calendar: Calendar

  static let labelFont = Font.caption2
  /// Measured on iOS 16: "Social  Entertainment  Productivity & Finance  Other"
  /// fits one 315-pt row, ink 9.7 pt from ascender to descender: 11 pt.
  static let legendFont = Font.caption2
  static let labelSpacing: CGFloat = 4

  enum TitlePlace { case above, below, leadingSide, trailingSide }

  /// Where a y axis title goes: up the trailing side by default.
  static func yTitlePlace(_ position: AnnotationPosition) -> TitlePlace {
    switch position.kind {
    case .top, .topLeading, .topTrailing: .above
    case .bottom, .bottomLeading, .bottomTrailing: .below
    case .leading: .leadingSide
    default: .trailingSide
    }
  }

  /// The alignment an x title's position implies along its row.
  static func alignment(of position: AnnotationPosition) -> Alignment? {
    switch position.kind {
    case .leading, .topLeading, .bottomLeading: .leading
    case .trailing, .topTrailing, .bottomTrailing: .trailing
    default: nil
    }
  }

  /// How far `tick` reaches out of the plot, in points.
  func tickLength(_ tick: AxisTick, isX: Bool) -> CGFloat {
    switch tick.length.reach {
    case .automatic, .points: return tick.length.points
    case .label: return Self.labelSpacing + tick.length.points
    case .longestLabel: return Self.labelSpacing + (isX ? xLabelHeight : longestYLabelWidth) + tick.length.points
    }
  }

  init(model: ChartModel, configuration: ChartConfiguration, size: CGSize, environment: EnvironmentValues) {
    self.model = model
    self.configuration = configuration
    locale = environment.locale
    calendar = environment.calendar
    self.size = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    xScale = ChartScale(kind: model.xKind ?? .number)
    yScale = ChartScale(kind: model.yKind ?? .number)
    yScale.isVertical = true
    let width = self.size.width
    let height = self.size.height

    // The legend below the plot.
    showsLegend =
      configuration.legend.visibility == .visible
      || (configuration.legend.visibility == .automatic && (!model.legend.isEmpty || configuration.legend.content != nil))
    if showsLegend {
      legendSize = legendMeasure(width: width, environment: environment)
    }
    let legendSpace = showsLegend ? legendSize.height + (configuration.legend.spacing ?? 8) : 0
    let legendOnTop = configuration.legend.position.kind == .top || configuration.legend.position.kind == .topLeading
      || configuration.legend.position.kind == .topTrailing
    let top = legendOnTop ? legendSpace : 0

    if model.hasSectors && model.xKind == nil && model.yKind == nil {
      plot = CGRect(x: 0, y: top, width: width, height: max(0, height - legendSpace))
      legendOrigin = CGPoint(x: legendX(width: width), y: legendOnTop ? 0 : plot.maxY + (configuration.legend.spacing ?? 8))
      return
    }

    let xVisible = configuration.x.visibility != .hidden && model.xKind != nil
    let yVisible = configuration.y.visibility != .hidden && model.yKind != nil
    let labelHeight = Text("0").font(Self.labelFont).measuredSize(in: environment).height

    // Axis titles. An x title sits in a row under the x labels (`.top`:
    // over the plot); a y title runs up the trailing (or `.leading`) side
    // turned a quarter, or lies in a row over the plot (`.top`) or under
    // it (`.bottom`). Each takes its row or column from the plot.
    var xTitleHeight: CGFloat = 0
    var yTitleWidth: CGFloat = 0
    var titleRowAbove: CGFloat = 0
    if let title = configuration.x.label {
      let row = labelHeight + (title.spacing ?? 4)
      if title.position.kind == .top { titleRowAbove += row } else { xTitleHeight = row }
    }
    if let title = configuration.y.label {
      let row = labelHeight + (title.spacing ?? 4)
      switch Self.yTitlePlace(title.position) {
      case .above: titleRowAbove += row
      case .below: xTitleHeight += row
      case .leadingSide, .trailingSide: yTitleWidth = row
      }
    }

    // Estimate the plot's height to choose y ticks, then measure their
    // labels to find the plot's width.
    // Each `AxisMarks` part draws its labels on its own side: x parts
    // at `.top` over the plot, the others under it; y parts at
    // `.leading` on the leading side, the others on the trailing.
    let xPartsOnTop = Self.parts(of: configuration.x).map { $0.marks?.first?.position == .top }
    let xLabelsBelow = xVisible && xPartsOnTop.contains(false)
    let xLabelsAbove = xVisible && xPartsOnTop.contains(true)
    let xLabelSpace = xLabelsBelow ? labelHeight + Self.labelSpacing + 2 : 0
    let xLabelSpaceAbove = xLabelsAbove ? labelHeight + Self.labelSpacing + 2 : 0
    xLabelHeight = labelHeight
    var plotHeight = max(1, height - legendSpace - xLabelSpace - xLabelSpaceAbove - xTitleHeight)
    Self.configureNumberScale(
      &yScale, axis: configuration.yScale, extent: model.yExtent, band: model.yBand, length: plotHeight, categories: model.yCategories,
      rounds: yVisible)
    // Each `AxisMarks` of an axis is a part with its own values (grid
    // lines every day, labels every week).
    let yParts = Self.parts(of: configuration.y)
    let yPartValues = yVisible ? yParts.map { axisValues(for: yScale, configuration: $0, length: plotHeight) } : []
    var leadingLabelWidth: CGFloat = 0
    var trailingLabelWidth: CGFloat = 0
    let yPartsOnLeading = yParts.map { $0.marks?.first?.position == .leading }
    // `.inset` marks draw their labels inside the plot: no room taken.
    let yPartsInset = yParts.map { $0.marks?.first?.preset.kind == .inset }
    for (index, (part, values)) in zip(yParts, yPartValues).enumerated() where !yPartsInset[index] {
      for entry in values {
        let label = labelDrawing(for: entry.value, marks: part, index: entry.index, count: values.count, scale: yScale, environment: environment)
        if yPartsOnLeading[index] {
          leadingLabelWidth = max(leadingLabelWidth, label?.size.width ?? 0)
        } else {
          trailingLabelWidth = max(trailingLabelWidth, label?.size.width ?? 0)
        }
      }
    }
    longestYLabelWidth = max(leadingLabelWidth, trailingLabelWidth)
    let yInset = yPartsInset.first ?? false
    let leadingLabelSpace = yVisible && leadingLabelWidth > 0 ? leadingLabelWidth + Self.labelSpacing + 2 : 0
    let trailingLabelSpace = yVisible && trailingLabelWidth > 0 ? trailingLabelWidth + Self.labelSpacing + 2 : 0
    let topInset = yVisible && yScale.kind != .category ? (yInset ? ceil(labelHeight) + 2 : ceil(labelHeight / 2)) : 0
    let aboveInset = max(topInset, xLabelSpaceAbove)
    plotHeight = max(1, height - legendSpace - xLabelSpace - xTitleHeight - aboveInset)
    let plotWidth = max(1, width - leadingLabelSpace - trailingLabelSpace - yTitleWidth)
    let yTitleOnLeading = configuration.y.label.map { Self.yTitlePlace($0.position) == .leadingSide } ?? false
    plot = CGRect(
      x: leadingLabelSpace + (yTitleOnLeading ? yTitleWidth : 0), y: top + aboveInset + titleRowAbove,
      width: plotWidth, height: max(1, plotHeight - titleRowAbove))
    Self.configureNumberScale(
      &xScale, axis: configuration.xScale, extent: model.xExtent, band: model.xBand, length: plotWidth, categories: model.xCategories,
      rounds: xVisible)
    Self.applyRange(&xScale, configuration.xScale, length: plot.width)
    Self.applyRange(&yScale, configuration.yScale, length: plot.height)

    // Axis marks at their places.
    for part in xVisible ? Self.parts(of: configuration.x) : [] {
      let values = axisValues(for: xScale, configuration: part, length: plot.width)
      let onTop = part.marks?.first?.position == .top
      let drawings = values.compactMap { entry -> AxisMarkDrawing? in
        guard let x = xPosition(entry.value) else { return nil }
        return axisMarkDrawing(
          entry, count: values.count, axis: part, scale: xScale, isX: true, position: x,
          next: nextPosition(entry, in: values, isX: true), environment: environment, labelOnLeading: onTop)
      }
      xMarks += Self.pruneLabels(drawings, plot: plot)
    }
    for (index, (part, values)) in zip(yParts, yPartValues).enumerated() {
      yMarks += values.compactMap { entry in
        guard let y = yPosition(entry.value) else { return nil }
        return axisMarkDrawing(
          entry, count: values.count, axis: part, scale: yScale, isX: false, position: y, next: nil, environment: environment,
          labelOnLeading: yPartsOnLeading[index])
      }
    }
    // Along a row a title is centred on the plot unless aligned; a
    // quarter-turned one is centred on the plot's height.
    func rowPoint(_ alignment: Alignment?, y: CGFloat, above: Bool) -> (CGPoint, UnitPoint) {
      let vertical: UnitPoint = above ? .bottom : .top
      switch alignment?.horizontal {
      case .leading?: return (CGPoint(x: plot.minX, y: y), UnitPoint(x: 0, y: vertical.y))
      case .trailing?: return (CGPoint(x: plot.maxX, y: y), UnitPoint(x: 1, y: vertical.y))
      default: return (CGPoint(x: plot.midX, y: y), vertical)
      }
    }
    var rowAboveBottom = plot.minY - aboveInset
    var rowBelowTop = plot.maxY + xLabelSpace
    if let title = configuration.x.label {
      let spacing = title.spacing ?? 4
      let xAlignment = title.alignment ?? Self.alignment(of: title.position)
      if title.position.kind == .top {
        let (point, anchor) = rowPoint(xAlignment, y: rowAboveBottom - spacing, above: true)
        xAxisTitle = (title.content, point, anchor)
        rowAboveBottom -= labelHeight + spacing
      } else {
        let (point, anchor) = rowPoint(xAlignment, y: rowBelowTop + spacing, above: false)
        xAxisTitle = (title.content, point, anchor)
        rowBelowTop += labelHeight + spacing
      }
    }
    if let title = configuration.y.label {
      let spacing = title.spacing ?? 4
      switch Self.yTitlePlace(title.position) {
      case .above:
        let (point, anchor) = rowPoint(title.alignment, y: rowAboveBottom - spacing, above: true)
        yAxisTitle = (title.content, point, anchor)
      case .below:
        let (point, anchor) = rowPoint(title.alignment, y: rowBelowTop + spacing, above: false)
        yAxisTitle = (title.content, point, anchor)
      case .leadingSide:
        yAxisTitle = (AnyView(title.content.fixedSize().rotationEffect(.degrees(-90))), CGPoint(x: labelHeight / 2, y: plot.midY), .center)
      case .trailingSide:
        yAxisTitle = (AnyView(title.content.fixedSize().rotationEffect(.degrees(-90))), CGPoint(x: width - labelHeight / 2, y: plot.midY), .center)
      }
    }
    legendOrigin = CGPoint(x: legendX(width: width), y: legendOnTop ? 0 : height - legendSize.height)
  }

  /// x labels as iOS keeps them: a label that would start at the plot's
  /// trailing edge or run past the chart, or overlap the label before it,
  /// is left out (its grid line stays).
  static func pruneLabels(_ marks: [AxisMarkDrawing], plot: CGRect) -> [AxisMarkDrawing] {
    var kept = marks
    var lastMaxX = -CGFloat.infinity
    for index in kept.indices {
      guard let label = kept[index].label else { continue }
      let minX = label.point.x - label.anchor.x * label.size.width
      let maxX = minX + label.size.width
      let startsAtEnd = label.anchor.x == 0 && label.point.x >= plot.maxX - 1
      if startsAtEnd || minX < lastMaxX + 2 {
        kept[index].label = nil
      } else {
        lastMaxX = maxX
      }
    }
    return kept
  }

  /// An axis's parts: one per `AxisMarks` (none for `chartYAxis {}`), or
  /// the default marks.
  static func parts(of axis: ChartConfiguration.AxisConfiguration) -> [ChartConfiguration.AxisConfiguration] {
    guard let marks = axis.marks else { return [axis] }
    return marks.map { spec in
      var part = axis
      part.marks = [spec]
      return part
    }
  }

  // MARK: Scales

  static func configureNumberScale(
    _ scale: inout ChartScale, axis: ChartConfiguration.ScaleConfiguration, extent: (Double, Double)?, band: Double?,
    length: CGFloat, categories: [String], rounds: Bool
  ) {
    scale.logarithmic = axis.type == .log
    scale.categories = categories
    scale.band = band
    guard scale.kind != .category else {
      if case .automatic(_, let reversed, _) = axis.domain { scale.reversed = reversed }
      return
    }
    var (low, high) = extent ?? (0, scale.kind == .date ? 86_400 : 1)
    switch axis.domain {
    case .range(let start, let end):
      low = ChartScale.number(start) ?? low
      high = ChartScale.number(end) ?? high
      scale.lower = min(low, high)
      scale.upper = max(low, high)
      if scale.kind == .number {
        scale.step = NiceNumbers.step(low: scale.lower, high: scale.upper, count: Self.tickCount(length))
      }
    case .automatic(let includesZero, let reversed, let change):
      scale.reversed = reversed
      if let change, extent != nil {
        // The inferred ends, as values of the data's kind, changed by
        // the closure; its smallest and largest result bound the axis.
        let isDate = scale.kind == .date
        let kindValue: (Double) -> PlotValue = { isDate ? .date(Date(timeIntervalSinceReferenceDate: $0)) : .number($0) }
        let changed = change.change([kindValue(low), kindValue(high)]).compactMap(ChartScale.number)
        if let newLow = changed.min(), let newHigh = changed.max() {
          low = newLow
          high = newHigh
        }
      }
      if scale.kind == .number {
        if includesZero ?? !scale.logarithmic {
          low = min(low, 0)
          high = max(high, 0)
        }
        if high - low < 1e-12 {
          low -= 1
          high += 1
          if includesZero ?? true, extent.map({ $0.0 >= 0 }) ?? true { low = max(0, low) }
        }
        // A shown axis rounds the domain out to its grid lines' step (the
        // top grid line at the plot's top, as Swift Charts' automatic axis
        // marks round their bounds); a hidden one leaves the data's extent
        // (iOS 16: the tallest bar or stack reaches the plot's top).
        let step = NiceNumbers.step(low: low, high: high, count: Self.tickCount(length))
        scale.step = step
        if band == nil, rounds {
          low = (low / step).rounded(.down) * step
          high = (high / step).rounded(.up) * step
        }
      } else if high <= low {
        low -= 43_200
        high += 43_200
      }
      scale.lower = low
      scale.upper = high
    case .values(let values):
      // Numbers listed for a number axis bound it (`chartXScale(domain:
      // [6, 24])`).
      let numbers = values.compactMap(ChartScale.number)
      scale.lower = numbers.min() ?? low
      scale.upper = numbers.max() ?? high
      if scale.kind == .number {
        scale.step = NiceNumbers.step(low: scale.lower, high: scale.upper, count: Self.tickCount(length))
      }
    }
    if let length = axis.visibleLength, length > 0, length < scale.upper - scale.lower {
      let start = axis.scrollTo.flatMap(ChartScale.number) ?? scale.lower
      scale.window = (start, start + length)
    }
  }

  static func applyRange(_ scale: inout ChartScale, _ axis: ChartConfiguration.ScaleConfiguration, length: CGFloat) {
    switch axis.range {
    case .padding(let start, let end)?: scale.padding = (min(start, length / 2), min(end, length / 2))
    case .points(let range)?:
      let start = range.lowerBound.isFinite ? range.lowerBound : 0
      let end = range.upperBound.isFinite ? range.upperBound : length
      scale.padding = (start, max(0, length - end))
    case nil: break
    }
  }

  /// About one grid line per 45 points of plot, 3 to 8.
  static func tickCount(_ length: CGFloat) -> Int {
    let count = (length / 45).rounded()
    return count.isFinite ? Int(max(3, min(8, count))) : 8
  }

  // MARK: Positions

  /// Where `value` falls on x, in chart coordinates.
  func xPosition(_ value: PlotValue) -> CGFloat? { xScale.fraction(value).map(x(atFraction:)) }

  func xPosition(number: Double) -> CGFloat? { xScale.fraction(number: number).map(x(atFraction:)) }

  /// The x of a fraction of the x scale, inside its padding.
  private func x(atFraction fraction: Double) -> CGFloat {
    plot.minX + xScale.padding.start + CGFloat(fraction) * (plot.width - xScale.padding.start - xScale.padding.end)
  }

  /// Where `value` falls on y, in chart coordinates (up from the plot's
  /// bottom).
  func yPosition(_ value: PlotValue) -> CGFloat? { yScale.fraction(value).map(y(atFraction:)) }

  func yPosition(number: Double) -> CGFloat? { yScale.fraction(number: number).map(y(atFraction:)) }

  /// The y of a fraction of the y scale (up from the bottom), inside its padding.
  private func y(atFraction fraction: Double) -> CGFloat {
    plot.maxY - yScale.padding.start - CGFloat(fraction) * (plot.height - yScale.padding.start - yScale.padding.end)
  }

  /// A channel's centre: a category's band middle, a unit's middle.
  func position(of channel: PlotChannel, isX: Bool) -> CGFloat? {
    if let unit = channel.unit, case .date(let date) = channel.value, let interval = channel.calendar.dateInterval(of: unit, for: date) {
      let middle = interval.start.timeIntervalSinceReferenceDate + interval.duration / 2
      return isX ? xPosition(number: middle) : yPosition(number: middle)
    }
    return isX ? xPosition(channel.value) : yPosition(channel.value)
  }

  /// A channel's band in points (a category's, a unit's, a numeric bar's).
  func band(of channel: PlotChannel?, isX: Bool) -> CGFloat? {
    let scale = isX ? xScale : yScale
    let length = isX ? plot.width : plot.height
    if let channel, let unit = channel.unit, case .date(let date) = channel.value,
      let interval = channel.calendar.dateInterval(of: unit, for: date)
    {
      let (low, high) = scale.window ?? (scale.lower, scale.upper)
      return high > low ? CGFloat(interval.duration / (high - low)) * length : nil
    }
    if scale.kind != .category {
      let count = isX ? model.xBandCount : model.yBandCount
      if count > 1 {
        // A scrolling chart shows a window of the domain: its bars are as
        // wide as the window's share of them.
        var zoom: CGFloat = 1
        if let (low, high) = scale.window, high > low, scale.upper > scale.lower {
          zoom = CGFloat((scale.upper - scale.lower) / (high - low))
        }
        return length / CGFloat(count) * zoom
      }
    }
    return scale.bandFraction.map { CGFloat($0) * length }
  }

  // MARK: Axis marks

  func axisValues(for scale: ChartScale, configuration axis: ChartConfiguration.AxisConfiguration, length: CGFloat) -> [(value: PlotValue, index: Int)] {
    let values: AxisMarkValues = axis.marks?.first?.values ?? .automatic
    var list: [PlotValue]
    switch (values.kind, scale.kind) {
    case (.values(let given), _):
      list = given
    case (_, .category):
      list = scale.categories.map { .category($0) }
    case (.numericStride(let step), .number):
      list = NiceNumbers.ticks(low: scale.lower, high: scale.upper, step: step).map { .number($0) }
    case (.automatic(let count, let minimum), .number):
      var step = count.map { NiceNumbers.step(low: scale.lower, high: scale.upper, count: $0) } ?? scale.step ?? 1
      if let minimum, step < minimum { step = minimum }
      let (low, high) = scale.window ?? (scale.lower, scale.upper)
      list = NiceNumbers.ticks(low: low, high: high, step: step).map { .number($0) }
    case (.stride(let component, let count, let calendar), .date):
      let (low, high) = scale.window ?? (scale.lower, scale.upper)
      list = DateStride(component: component, count: count)
        .dates(from: Date(timeIntervalSinceReferenceDate: low), to: Date(timeIntervalSinceReferenceDate: high), calendar: calendar ?? self.calendar)
        .map { .date($0) }
    case (.automatic(let count, _), .date):
      let (low, high) = scale.window ?? (scale.lower, scale.upper)
      let stride = DateStride.automatic(span: high - low, count: count ?? (length.isFinite ? Int(max(2, min(200, length / 60))) : 2))
      list = stride.dates(from: Date(timeIntervalSinceReferenceDate: low), to: Date(timeIntervalSinceReferenceDate: high), calendar: calendar)
        .map { .date($0) }
    case (.stride(let component, _, _), .number):
      let step = DateStride.length(of: component)
      list = NiceNumbers.ticks(low: scale.lower, high: scale.upper, step: step).map { .number($0) }
    case (.numericStride(let step), .date):
      list = NiceNumbers.ticks(low: scale.lower, high: scale.upper, step: step).map { .date(Date(timeIntervalSinceReferenceDate: $0)) }
    }
    return list.enumerated().map { ($0.element, $0.offset) }
  }

  /// The position of the next mark's value (a centred date label sits
  /// between its mark and the next).
  func nextPosition(_ entry: (value: PlotValue, index: Int), in values: [(value: PlotValue, index: Int)], isX: Bool) -> CGFloat? {
    guard entry.index + 1 < values.count else { return nil }
    return isX ? xPosition(values[entry.index + 1].value) : yPosition(values[entry.index + 1].value)
  }

  /// The elements one `AxisMarks` draws at `value`.
  func elements(for value: PlotValue, index: Int, count: Int, axis: ChartConfiguration.AxisConfiguration, scale: ChartScale, isX: Bool) -> [AxisMarkElement] {
    if let spec = axis.marks?.first, let content = spec.content {
      return content(AxisValue(value: value, index: index, count: count))
    }
    // Defaults: a grid line and a label; a tick on a continuous x axis; no
    // grid on a category axis.
    switch (scale.kind, isX) {
    case (.category, _): return [.label(AxisValueLabel())]
    case (_, true): return [.grid(AxisGridLine()), .tick(AxisTick()), .label(AxisValueLabel())]
    case (_, false): return [.grid(AxisGridLine()), .label(AxisValueLabel())]
    }
  }

  func labelText(
    _ label: AxisValueLabel, value: PlotValue, index: Int, scale: ChartScale, previous: PlotValue?,
    axis: ChartConfiguration.AxisConfiguration
  ) -> String? {
    switch label.content {
    case .format(let format): return format(value)
    case .view: return nil
    case .automatic:
      if case .date(let date) = value {
        let (low, high) = scale.window ?? (scale.lower, scale.upper)
        var stride = DateStride.automatic(span: high - low, count: 5)
        if case .stride(let component, let count, _)? = axis.marks?.first?.values.kind {
          stride = DateStride(component: component, count: count)
        }
        var previousDate: Date?
        if case .date(let before)? = previous { previousDate = before }
        return stride.label(date, previous: previousDate, calendar: calendar, locale: locale)
      }
      return value.defaultAxisLabel(locale: locale, calendar: calendar)
    }
  }

  func labelDrawing(
    for value: PlotValue, marks axis: ChartConfiguration.AxisConfiguration, index: Int, count: Int, scale: ChartScale,
    environment: EnvironmentValues, previous: PlotValue? = nil
  ) -> (view: AnyView, size: CGSize, label: AxisValueLabel)? {
    let elements = elements(for: value, index: index, count: count, axis: axis, scale: scale, isX: !scale.isVertical)
    for element in elements {
      guard case .label(let label) = element else { continue }
      let font = label.font ?? Self.labelFont
      if let string = labelText(label, value: value, index: index, scale: scale, previous: previous, axis: axis) {
        let text = Text(string).font(font)
        let style = label.style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)
        return (AnyView(text.foregroundStyle(style)), text.measuredSize(in: environment), label)
      }
      if case .view(let view) = label.content {
        let measured = measureView(view, font: font, environment: environment) ?? CGSize(width: 24, height: 13)
        let style = label.style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)
        return (AnyView(view.font(font).foregroundStyle(style)), measured, label)
      }
    }
    return nil
  }

  /// A label view's size, when it is text (through builders and modifiers).
  func measureView(_ view: any View, font: Font, environment: EnvironmentValues) -> CGSize? {
    if let text = view as? Text { return text.font(font).measuredSize(in: environment) }
    if let container = view as? any BuilderContainer {
      let sizes = container.builderChildren.compactMap { measureView($0, font: font, environment: environment) }
      guard !sizes.isEmpty else { return nil }
      return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    return nil
  }

  func axisMarkDrawing(
    _ entry: (value: PlotValue, index: Int), count: Int, axis: ChartConfiguration.AxisConfiguration, scale: ChartScale,
    isX: Bool, position: CGFloat, next: CGFloat?, environment: EnvironmentValues, labelOnLeading: Bool = false
  ) -> AxisMarkDrawing {
    // `labelOnLeading`: a y label on the plot's leading side, an x label
    // over the plot.
    var drawing = AxisMarkDrawing(value: entry.value, position: position)
    let elements = elements(for: entry.value, index: entry.index, count: count, axis: axis, scale: scale, isX: isX)
    for element in elements {
      switch element {
      case .grid(let grid): drawing.grid = grid
      case .tick(let tick): drawing.tick = tick
      case .label: break
      }
    }
    var previous: PlotValue?
    if entry.index > 0, isX, case .date = entry.value {
      let values = axisValues(for: scale, configuration: axis, length: plot.width)
      previous = values.indices.contains(entry.index - 1) ? values[entry.index - 1].value : nil
    }
    guard let label = labelDrawing(for: entry.value, marks: axis, index: entry.index, count: count, scale: scale, environment: environment, previous: previous) else {
      return drawing
    }
    // A tick that reaches to or past the labels doesn't move them.
    let tickLength = drawing.tick.map { [.automatic, .points].contains($0.length.reach) ? $0.length.points : 0 } ?? 0
    if isX {
      // `labelOnLeading` means over the plot for x (a `.top` part).
      let y = labelOnLeading ? plot.minY - max(tickLength, 2) - 2 : plot.maxY + max(tickLength, 2) + 2
      var anchor = labelOnLeading ? UnitPoint.bottom : UnitPoint.top
      var x = position
      if scale.kind != .category {
        if label.label.centered == true, let next {
          x = (position + next) / 2
        } else if label.label.centered != true {
          anchor = labelOnLeading ? .bottomLeading : .topLeading
          x = position + 2
        }
      }
      if let given = label.label.anchor { anchor = given }
      drawing.label = (label.view, label.size, anchor, CGPoint(x: x + label.label.offset.width, y: y + label.label.offset.height))
    } else {
      var x = labelOnLeading ? plot.minX - Self.labelSpacing : plot.maxX + Self.labelSpacing
      var y = position
      var anchor: UnitPoint = labelOnLeading ? .trailing : .leading
      if axis.marks?.first?.preset.kind == .inset {
        // Inside the plot, just above the grid line, at the axis's side.
        x = labelOnLeading ? plot.minX + 2 : plot.maxX - 2
        y = position - 2
        anchor = labelOnLeading ? .bottomLeading : .bottomTrailing
      }
      if let given = label.label.anchor { anchor = given }
      drawing.label = (label.view, label.size, anchor, CGPoint(x: x + label.label.offset.width, y: y + label.label.offset.height))
    }
    return drawing
  }

  // MARK: Legend

  func legendMeasure(width: CGFloat, environment: EnvironmentValues) -> CGSize {
    if let content = configuration.legend.content {
      return measureView(content, font: Self.legendFont, environment: environment) ?? CGSize(width: width, height: 16)
    }
    let rows = legendRows(width: width, environment: environment)
    let lineHeight = Text("Ag").font(Self.legendFont).measuredSize(in: environment).height
    return CGSize(width: rows.map(\.width).max() ?? 0, height: CGFloat(rows.count) * lineHeight + CGFloat(max(0, rows.count - 1)) * 4)
  }

  /// The legend's entries in rows that fit `width` (a 8-pt swatch, 4 pt,
  /// the name; 12 pt between entries).
  func legendRows(width: CGFloat, environment: EnvironmentValues) -> [(entries: [Int], width: CGFloat)] {
    var rows: [(entries: [Int], width: CGFloat)] = []
    var current: [Int] = []
    var currentWidth: CGFloat = 0
    for (index, entry) in model.legend.enumerated() {
      let entryWidth = 12 + Text(entry.name).font(Self.legendFont).measuredSize(in: environment).width
      let added = current.isEmpty ? entryWidth : currentWidth + 12 + entryWidth
      if added > width, !current.isEmpty {
        rows.append((current, currentWidth))
        current = [index]
        currentWidth = entryWidth
      } else {
        current.append(index)
        currentWidth = added
      }
    }
    if !current.isEmpty { rows.append((current, currentWidth)) }
    return rows
  }

  func legendX(width: CGFloat) -> CGFloat {
    var horizontal = configuration.legend.alignment?.horizontal
    switch configuration.legend.position.kind {
    case .topTrailing, .bottomTrailing: horizontal = horizontal ?? .trailing
    case .topLeading, .bottomLeading: horizontal = horizontal ?? .leading
    default: break
    }
    switch horizontal {
    case .center?: return (width - legendSize.width) / 2
    case .trailing?: return width - legendSize.width
    default: return plot.minX
    }
  }
}
