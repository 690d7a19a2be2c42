import Flipbook
import Foundation

// # From marks to a model
//
// `ChartModel` reads the marks once, independent of size: which kind each
// axis is, how bars and areas stack, the data's extents, and the styles
// and symbols `foregroundStyle(by:)`/`symbol(by:)` hand out (in order of
// first appearance, cycling Swift Charts' seven colours and five symbols:
// blue, green, orange, purple, red, cyan, yellow; circle, square,
// triangle, diamond, pentagon, as observed on iOS 18). `ChartGeometry`
// then fits it to a size.

/// Swift Charts' default categorical colours, in the order it hands them out.
enum ChartPalette {
  static let colors: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
}

/// A mark with what stacking made of it.
struct ModelMark {
  var mark: ChartMark
  /// Bars: the value runs along x.
  var horizontal = false
  /// The value axis's start and end after stacking (bars, areas).
  var valueStart: Double?
  var valueEnd: Double?
  /// The slot among `position(by:)` groups and their count.
  var slot: (index: Int, count: Int)?
  /// The style the mark is drawn in.
  var style: AnyShapeStyle
  var symbol: BasicChartSymbolShape
  /// The stroke `lineStyle(by:)` gives the mark's value, if any.
  var lineStroke: StrokeStyle? = nil
}

/// The strokes `lineStyle(by:)` hands out in order of first appearance
/// when no `chartLineStyleScale` names them: solid, then dashed, then
/// dotted, 2 pt wide with round caps (judged from Swift Charts' iOS 17
/// renderings, not measured).
enum LineStyleCycle {
  static let strokes: [StrokeStyle] = [
    StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round),
    StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [6, 4]),
    StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [0.5, 4]),
    StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [6, 4, 0.5, 4]),
  ]
}

struct ChartModel {
  var marks: [ModelMark] = []
  var xKind: ScaleKind?
  var yKind: ScaleKind?
  var xCategories: [String] = []
  var yCategories: [String] = []
  /// The data's extents on number and date axes (stacks included).
  var xExtent: (Double, Double)?
  var yExtent: (Double, Double)?
  /// Band widths in domain units for bars on number/date axes.
  var xBand: Double?
  var yBand: Double?
  /// How many distinct places bars take on a number or date axis.
  var xBandCount = 0
  var yBandCount = 0
  /// The legend's entries (style scale order).
  var legend: [(name: String, style: AnyShapeStyle, symbol: BasicChartSymbolShape?)] = []
  var hasSectors = false

  init(marks given: [ChartMark], configuration: ChartConfiguration) {
    // A mask's marks join the chart's (they take part in its scales),
    // marked as masking their owner.
    var input: [ChartMark] = []
    for mark in given {
      let owner = input.count
      input.append(mark)
      for var part in mark.mask ?? [] {
        part.masks = owner
        input.append(part)
      }
    }
    hasSectors = input.contains { $0.kind == .sector }
    xKind = Self.kind(of: input.flatMap { [$0.x, $0.xStart, $0.xEnd] }, type: configuration.xScale.type, domain: configuration.xScale.domain)
    yKind = Self.kind(of: input.flatMap { [$0.y, $0.yStart, $0.yEnd] }, type: configuration.yScale.type, domain: configuration.yScale.domain)

    // Styles and symbols by value, in order of first appearance.
    var styleNames: [String] = []
    var symbolNames: [String] = []
    var lineStyleNames: [String] = []
    for mark in input {
      if let name = mark.lineStyleBy?.categoryName, !lineStyleNames.contains(name) { lineStyleNames.append(name) }
      if let name = mark.styleBy?.categoryName, !styleNames.contains(name) { styleNames.append(name) }
      if let name = mark.symbolBy?.categoryName, !symbolNames.contains(name) { symbolNames.append(name) }
    }
    let scale = configuration.styleScale
    let styleNumbers = input.compactMap { mark -> Double? in
      if case .number(let number)? = mark.styleBy?.value, number.isFinite { return number }
      return nil
    }
    let styleNumberRange = styleNumbers.min().flatMap { low in styleNumbers.max().map { (low, $0) } }
    if let domain = scale?.domain {
      let names = domain.map { PlotChannel(label: Text(""), value: $0).categoryName }
      styleNames = names + styleNames.filter { !names.contains($0) }
    }
    func style(for name: String, value: PlotValue?) -> AnyShapeStyle {
      if let mapping = scale?.mapping, let value, let style = mapping(value) { return style }
      let index = styleNames.firstIndex(of: name) ?? 0
      if let gradient = scale?.gradient, !gradient.stops.isEmpty {
        // Numbers take their place between the smallest and largest value;
        // categories their place in order.
        var fraction = styleNames.count > 1 ? Double(index) / Double(styleNames.count - 1) : 0
        if case .number(let number)? = value, let (low, high) = styleNumberRange {
          fraction = high > low ? (number - low) / (high - low) : 0
        }
        return AnyShapeStyle(Self.color(in: gradient, at: fraction))
      }
      if let styles = scale?.styles, !styles.isEmpty { return styles[index % styles.count] }
      return AnyShapeStyle(ChartPalette.colors[index % ChartPalette.colors.count])
    }
    func symbol(for name: String) -> BasicChartSymbolShape {
      if let pairs = configuration.symbolScale,
        let match = pairs.first(where: { PlotChannel(label: Text(""), value: $0.0).categoryName == name })
      {
        return match.1
      }
      let index = symbolNames.firstIndex(of: name) ?? 0
      return BasicChartSymbolShape.cycle[index % BasicChartSymbolShape.cycle.count]
    }

    func lineStroke(for name: String) -> StrokeStyle {
      if let pairs = configuration.lineStyleScale,
        let match = pairs.first(where: { PlotChannel(label: Text(""), value: $0.0).categoryName == name })
      {
        return match.1
      }
      let index = lineStyleNames.firstIndex(of: name) ?? 0
      let strokes = configuration.lineStyleRange ?? LineStyleCycle.strokes
      return strokes[index % strokes.count]
    }

    // Symbol sizes by value: numbers spread over the scale's areas from
    // the smallest to the largest (a 4-pt to a 16-pt symbol unless
    // `chartSymbolSizeScale` says; judged from Swift Charts' bubble
    // charts, not measured), categories over the same areas in turn.
    let sizeNumbers = input.compactMap { mark -> Double? in
      if case .number(let number)? = mark.symbolSizeBy?.value, number.isFinite { return number }
      return nil
    }
    var sizeNames: [String] = []
    for mark in input {
      if let channel = mark.symbolSizeBy, ChartScale.number(channel.value) == nil, !sizeNames.contains(channel.categoryName) {
        sizeNames.append(channel.categoryName)
      }
    }
    let sizeDomain = configuration.symbolSizeDomain ?? sizeNumbers.min().flatMap { low in sizeNumbers.max().map { (low, $0) } }
    let areas = configuration.symbolSizeRange ?? (CGFloat.pi * 4)...(CGFloat.pi * 64)
    func symbolSize(for channel: PlotChannel) -> CGSize {
      var fraction = 0.5
      if let number = ChartScale.number(channel.value), number.isFinite {
        if let (low, high) = sizeDomain, high > low { fraction = min(1, max(0, (number - low) / (high - low))) }
      } else if sizeNames.count > 1, let index = sizeNames.firstIndex(of: channel.categoryName) {
        fraction = Double(index) / Double(sizeNames.count - 1)
      }
      let area = areas.lowerBound + (areas.upperBound - areas.lowerBound) * CGFloat(fraction)
      let diameter = (area / .pi).squareRoot() * 2
      return CGSize(width: diameter, height: diameter)
    }

    var slots: [String: [String]] = [:]
    for mark in input {
      guard let group = mark.positionBy else { continue }
      let key = Self.bandKey(mark)
      if !(slots[key] ?? []).contains(group.channel.categoryName) { slots[key, default: []].append(group.channel.categoryName) }
    }
    // All bands share the widest grouping, as Swift Charts sizes slots by
    // the domain of the grouping value.
    var groupNames: [String] = []
    for names in slots.values { for name in names where !groupNames.contains(name) { groupNames.append(name) } }

    var positive: [String: Double] = [:]
    var negative: [String: Double] = [:]
    marks = input.map { mark in
      let styleValue = mark.style ?? mark.styleBy.map { style(for: $0.categoryName, value: $0.value) } ?? AnyShapeStyle(ChartPalette.colors[0])
      let symbolValue = mark.symbol ?? mark.symbolBy.map { symbol(for: $0.categoryName) } ?? .circle
      var model = ModelMark(mark: mark, style: styleValue, symbol: symbolValue)
      model.lineStroke = mark.lineStyleBy.map { lineStroke(for: $0.categoryName) }
      if model.mark.symbolSize == nil, let channel = mark.symbolSizeBy {
        model.mark.symbolSize = symbolSize(for: channel)
      }
      if let group = mark.positionBy, let index = groupNames.firstIndex(of: group.channel.categoryName) {
        model.slot = (index, groupNames.count)
      }
      guard mark.kind == .bar || mark.kind == .area else { return model }
      model.horizontal = Self.isHorizontal(mark, xKind: xKind, yKind: yKind)
      if model.horizontal {
        if let (start, end) = mark.xRange {
          model.valueStart = ChartScale.number(start)
          model.valueEnd = ChartScale.number(end)
          return model
        }
      } else if let (start, end) = mark.yRange {
        model.valueStart = ChartScale.number(start)
        model.valueEnd = ChartScale.number(end)
        return model
      }
      guard let channel = model.horizontal ? mark.x : mark.y, let value = ChartScale.number(channel.value) else { return model }
      if mark.stacking == .unstacked || (mark.kind == .area && mark.styleBy == nil && mark.series == nil) {
        model.valueStart = 0
        model.valueEnd = value
        return model
      }
      let key = Self.stackKey(mark)
      if value >= 0 {
        let base = positive[key] ?? 0
        model.valueStart = base
        model.valueEnd = base + value
        positive[key] = base + value
      } else {
        let base = negative[key] ?? 0
        model.valueStart = base
        model.valueEnd = base + value
        negative[key] = base + value
      }
      return model
    }
    // Normalized and centred stacks.
    for index in marks.indices where marks[index].mark.stacking == .normalized || marks[index].mark.stacking == .center {
      let key = Self.stackKey(marks[index].mark)
      let total = (positive[key] ?? 0) - (negative[key] ?? 0)
      guard total > 0, let start = marks[index].valueStart, let end = marks[index].valueEnd else { continue }
      if marks[index].mark.stacking == .normalized {
        marks[index].valueStart = (start - (negative[key] ?? 0)) / total
        marks[index].valueEnd = (end - (negative[key] ?? 0)) / total
      } else {
        let shift = -((positive[key] ?? 0) + (negative[key] ?? 0)) / 2
        marks[index].valueStart = start + shift
        marks[index].valueEnd = end + shift
      }
    }

    // Categories in order of first appearance (or the domain's).
    func categories(_ channels: (ChartMark) -> [PlotChannel?], domain: ScaleDomainSpec) -> [String] {
      if case .values(let values) = domain { return values.map { PlotChannel(label: Text(""), value: $0).categoryName } }
      var names: [String] = []
      var values: [PlotValue] = []
      for mark in input {
        for channel in channels(mark).compactMap({ $0 }) where !names.contains(channel.categoryName) {
          names.append(channel.categoryName)
          values.append(channel.value)
        }
      }
      if case .automatic(_, _, let change?) = domain {
        var changed: [String] = []
        for value in change.change(values) {
          let name = PlotChannel(label: Text(""), value: value).categoryName
          if !changed.contains(name) { changed.append(name) }
        }
        return changed
      }
      return names
    }
    if xKind == .category { xCategories = categories({ [$0.x, $0.xStart, $0.xEnd] }, domain: configuration.xScale.domain) }
    if yKind == .category { yCategories = categories({ [$0.y, $0.yStart, $0.yEnd] }, domain: configuration.yScale.domain) }

    // Extents on number and date axes.
    var xs: [Double] = []
    var ys: [Double] = []
    var xBandPositions: [Double] = []
    var yBandPositions: [Double] = []
    for model in marks {
      let mark = model.mark
      if mark.kind == .sector { continue }
      let bandOnX = (mark.kind == .bar || mark.kind == .rectangle) && !model.horizontal
      let bandOnY = (mark.kind == .bar || mark.kind == .rectangle) && model.horizontal
      func add(_ channel: PlotChannel?, to list: inout [Double], band: Bool, positions: inout [Double]) {
        guard let channel, let number = ChartScale.number(channel.value) else { return }
        if let unit = channel.unit, case .date(let date) = channel.value {
          let interval = channel.calendar.dateInterval(of: unit, for: date)
          let start = interval?.start.timeIntervalSinceReferenceDate ?? number
          list.append(start)
          list.append(interval?.end.timeIntervalSinceReferenceDate ?? number + DateStride.length(of: unit))
        } else {
          list.append(number)
          if band { positions.append(number) }
        }
        if let end = channel.end, let number = ChartScale.number(end) { list.append(number) }
      }
      if model.horizontal, let start = model.valueStart, let end = model.valueEnd {
        xs += [start, end]
      } else {
        add(mark.x, to: &xs, band: bandOnX, positions: &xBandPositions)
      }
      add(mark.xStart, to: &xs, band: false, positions: &xBandPositions)
      add(mark.xEnd, to: &xs, band: false, positions: &xBandPositions)
      if !model.horizontal, mark.kind == .bar || mark.kind == .area, let start = model.valueStart, let end = model.valueEnd {
        ys += [start, end]
      } else {
        add(mark.y, to: &ys, band: bandOnY, positions: &yBandPositions)
      }
      add(mark.yStart, to: &ys, band: false, positions: &yBandPositions)
      add(mark.yEnd, to: &ys, band: false, positions: &yBandPositions)
    }
    func band(_ positions: [Double], kind: ScaleKind?) -> Double? {
      let sorted = Array(Set(positions)).sorted()
      guard !sorted.isEmpty else { return nil }
      let gaps = zip(sorted.dropFirst(), sorted).map { $0 - $1 }.filter { $0 > 0 }
      return gaps.min() ?? (kind == .date ? 86_400 : 1)
    }
    // Bars on a number or date without a unit: the domain is the values'
    // extent (the first and last bars hang half outside the plot, as on
    // iOS), each bar's band the plot's length over the number of bars.
    xBandCount = Set(xBandPositions).count
    yBandCount = Set(yBandPositions).count
    xBand = band(xBandPositions, kind: xKind)
    yBand = band(yBandPositions, kind: yKind)
    xExtent = xs.filter(\.isFinite).min().flatMap { low in xs.filter(\.isFinite).max().map { (low, $0) } }
    yExtent = ys.filter(\.isFinite).min().flatMap { low in ys.filter(\.isFinite).max().map { (low, $0) } }

    // The legend: each styled value, with its symbol when symbols vary by
    // the same value.
    let symbolsByStyle = Dictionary(
      marks.compactMap { model -> (String, BasicChartSymbolShape)? in
        guard let style = model.mark.styleBy?.categoryName, model.mark.symbolBy != nil else { return nil }
        return (style, model.symbol)
      }, uniquingKeysWith: { first, _ in first })
    legend = styleNames.map { name in (name, style(for: name, value: nil), symbolsByStyle[name]) }
    if let mapping = scale?.mapping {
      legend = styleNames.map { name in
        let value = input.first { $0.styleBy?.categoryName == name }?.styleBy?.value
        return (name, value.flatMap(mapping) ?? style(for: name, value: nil), symbolsByStyle[name])
      }
    }
  }

  /// The colour `fraction` of the way along `gradient` (sRGB between its
  /// stops).
  static func color(in gradient: Gradient, at fraction: Double) -> Color {
    let stops = gradient.stops.sorted { $0.location < $1.location }
    guard let first = stops.first, let last = stops.last else { return .clear }
    if fraction <= first.location { return first.color }
    if fraction >= last.location { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.location {
      let t = b.location > a.location ? (fraction - a.location) / (b.location - a.location) : 0
      let environment = EnvironmentValues()
      let (x, y) = (a.color.resolve(in: environment), b.color.resolve(in: environment))
      func mix(_ p: Float, _ q: Float) -> Double { Double(p) + (Double(q) - Double(p)) * t }
      return Color(red: mix(x.red, y.red), green: mix(x.green, y.green), blue: mix(x.blue, y.blue), opacity: mix(x.opacity, y.opacity))
    }
    return last.color
  }

  /// The scale kind of a channel's values (the first value's), or the one
  /// the configuration asks for.
  static func kind(of channels: [PlotChannel?], type: ScaleType?, domain: ScaleDomainSpec) -> ScaleKind? {
    switch type?.kind {
    case .category?: return .category
    case .date?: return .date
    case .linear?, .log?, .squareRoot?, .symmetricLog?, .power?: return .number
    case nil: break
    }
    for channel in channels {
      guard let channel else { continue }
      switch channel.value {
      case .number: return .number
      case .date: return .date
      case .category: return .category
      }
    }
    switch domain {
    case .values(let values) where !values.isEmpty: return .category
    case .range(let low, _):
      if case .date = low { return .date }
      return .number
    default: return nil
    }
  }

  /// Bars whose value runs along x: a number on x against a category or
  /// date on y, a range on x, or only x.
  static func isHorizontal(_ mark: ChartMark, xKind: ScaleKind?, yKind: ScaleKind?) -> Bool {
    if mark.xRange != nil, mark.yRange == nil { return true }
    if mark.yRange != nil { return false }
    if mark.y == nil, mark.x != nil { return true }
    if mark.x == nil { return false }
    if xKind == .number, yKind != .number { return true }
    return false
  }

  /// The stack a bar or area joins: its place along the band axis and its
  /// `position(by:)` group.
  static func stackKey(_ mark: ChartMark) -> String {
    bandKey(mark) + "|" + (mark.positionBy?.channel.categoryName ?? "")
  }

  /// The place along the band axis a mark stacks at.
  static func bandKey(_ mark: ChartMark) -> String {
    let horizontal = isHorizontal(mark, xKind: mark.x.map { kindOf($0.value) }, yKind: mark.y.map { kindOf($0.value) })
    let channel = horizontal ? mark.y : mark.x
    let base: String
    if let channel {
      if let unit = channel.unit, case .date(let date) = channel.value,
        let start = channel.calendar.dateInterval(of: unit, for: date)?.start
      {
        base = "d\(start.timeIntervalSinceReferenceDate)"
      } else {
        base = "\(channel.value)"
      }
    } else {
      base = "-"
    }
    return (horizontal ? "h" : "v") + base
  }

  static func kindOf(_ value: PlotValue) -> ScaleKind {
    switch value {
    case .number: .number
    case .date: .date
    case .category: .category
    }
  }
}
