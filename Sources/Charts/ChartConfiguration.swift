import Flipbook
import Foundation

/// What the chart modifiers set, read by every `Chart` below them (the
/// nearest modifier of each kind wins, as an environment value does).
struct ChartConfiguration {
  struct AxisConfiguration {
    var visibility: Visibility = .automatic
    var marks: [AxisMarksSpec]?
    var label: AxisLabelSpec?
  }

  struct AxisLabelSpec {
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: CGFloat?
    var content: AnyView
  }

  struct ScaleConfiguration {
    var domain: ScaleDomainSpec = .automatic(includesZero: nil, reversed: false, change: nil)
    var range: PlotRangeSpec?
    var type: ScaleType?
    var visibleLength: Double?
    var scrollTo: PlotValue?
  }

  struct LegendConfiguration {
    var visibility: Visibility = .automatic
    var position: AnnotationPosition = .automatic
    var alignment: Alignment?
    var spacing: CGFloat?
    var content: AnyView?
  }

  var x = AxisConfiguration()
  var y = AxisConfiguration()
  var xScale = ScaleConfiguration()
  var yScale = ScaleConfiguration()
  var styleScale: StyleScaleSpec?
  var symbolScale: [(PlotValue, BasicChartSymbolShape)]?
  /// `chartLineStyleScale`: strokes by value, or a domain and strokes in
  /// turn.
  var lineStyleScale: [(PlotValue, StrokeStyle)]?
  var lineStyleRange: [StrokeStyle]?
  /// `chartSymbolSizeScale(domain:range:)`: the values that take the
  /// smallest and largest areas, and those areas in square points.
  var symbolSizeDomain: (Double, Double)?
  var symbolSizeRange: ClosedRange<CGFloat>?
  var legend = LegendConfiguration()
  var plotStyle: ((ChartPlotContent) -> AnyView)?
  var overlays: [(alignment: Alignment, content: (ChartProxy) -> AnyView)] = []
  var backgrounds: [(alignment: Alignment, content: (ChartProxy) -> AnyView)] = []
  var scrollableAxes: Axis.Set = []
}

/// A foreground style scale: values to styles (in order), or styles to
/// hand out in order of appearance.
struct StyleScaleSpec {
  var domain: [PlotValue]?
  var styles: [AnyShapeStyle]
  var mapping: ((PlotValue) -> AnyShapeStyle?)? = nil
  /// Colours taken along a gradient, value by value.
  var gradient: Gradient? = nil
}

/// What `.automatic(dataType:modifyInferredDomain:)` does to the domain
/// the data implies: the inferred values (categories in order of first
/// appearance, or a number or date axis's two ends) in, the values to use
/// out.
struct InferredDomainChange {
  let change: ([PlotValue]) -> [PlotValue]
}

enum ScaleDomainSpec {
  case automatic(includesZero: Bool?, reversed: Bool, change: InferredDomainChange? = nil)
  case range(PlotValue, PlotValue)
  case values([PlotValue])
}

enum PlotRangeSpec {
  case points(ClosedRange<CGFloat>)
  case padding(start: CGFloat, end: CGFloat)
}

struct ChartConfigurationKey: EnvironmentKey {
  static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
  var chartConfiguration: ChartConfiguration {
    get { self[ChartConfigurationKey.self] }
    set { self[ChartConfigurationKey.self] = newValue }
  }
}

extension View {
  func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
    transformEnvironment(\.chartConfiguration, transform: change)
  }
}

/// What `chartPlotStyle`'s closure is given: the plot area with its marks,
/// to give a background, a border or a clip. It is the plot area's size
/// (the marks, drawn in the whole chart's frame, overflow it unclipped),
/// so `plot.background(…)` fills the area inside the axes only, as Swift
/// Charts' does, not the axis labels or the legend.
public struct ChartPlotContent: View {
  let marks: AnyView
  public var body: some View {
    Color.clear.overlay(alignment: .topLeading) { marks }
  }
}

/// The kind of a scale, as `ScaleType`.
public struct ScaleType: Sendable, Equatable {
  enum Kind: Sendable { case linear, log, squareRoot, symmetricLog, power, date, category }
  let kind: Kind
  public static let linear = ScaleType(kind: .linear)
  public static let log = ScaleType(kind: .log)
  public static let squareRoot = ScaleType(kind: .squareRoot)
  public static let symmetricLog = ScaleType(kind: .symmetricLog)
  public static func power(exponent: Double? = nil) -> ScaleType { ScaleType(kind: .power) }
  public static let date = ScaleType(kind: .date)
  public static let category = ScaleType(kind: .category)
}

/// A scale's values, as `ScaleDomain`: a range, a list of categories, or
/// the data's own (`.automatic(includesZero:reversed:)`).
public protocol ScaleDomain {
  var _domain: _ScaleDomainValue { get }
}

/// Opaque domain description.
public struct _ScaleDomainValue {
  let spec: ScaleDomainSpec
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
  public var _domain: _ScaleDomainValue { _ScaleDomainValue(spec: .range(PlotValue(lowerBound), PlotValue(upperBound))) }
}

extension Range: ScaleDomain where Bound: Plottable {
  public var _domain: _ScaleDomainValue { _ScaleDomainValue(spec: .range(PlotValue(lowerBound), PlotValue(upperBound))) }
}

extension Array: ScaleDomain where Element: Plottable {
  public var _domain: _ScaleDomainValue { _ScaleDomainValue(spec: .values(map(PlotValue.init))) }
}

/// The data's own domain, as `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain {
  let includesZero: Bool?
  let reversed: Bool
  var change: InferredDomainChange? = nil
  public var _domain: _ScaleDomainValue { _ScaleDomainValue(spec: .automatic(includesZero: includesZero, reversed: reversed, change: change)) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
  /// The data's range; a number axis starts at zero unless `includesZero`
  /// is false.
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: false) }
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false)
  }

  /// The data's domain as values of `dataType`, changed by
  /// `modifyInferredDomain` before it is used (iOS 17): categories in
  /// order of first appearance to sort or add to (`domain.append("New")`
  /// adds an empty band), or a number or date axis's two ends. Values
  /// that aren't of `dataType` are kept as they are.
  public static func automatic<DataType: Plottable>(
    includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataType.Type,
    modifyInferredDomain: @escaping (inout [DataType]) -> Void
  ) -> AutomaticScaleDomain {
    let change = InferredDomainChange { values in
      var typed = values.compactMap { $0.as(DataType.self) }
      guard typed.count == values.count else { return values }
      modifyInferredDomain(&typed)
      return typed.map { PlotValue($0) }
    }
    return AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false, change: change)
  }
}

/// Where a scale's values fall in the plot, as `ScaleRange`.
public protocol ScaleRange {
  var _range: _ScaleRangeValue { get }
}

/// Opaque range description.
public struct _ScaleRangeValue {
  let spec: PlotRangeSpec
}

extension ClosedRange: ScaleRange where Bound == CGFloat {
  public var _range: _ScaleRangeValue { _ScaleRangeValue(spec: .points(self)) }
}

/// The plot's length less padding, as `PlotDimensionScaleRange`.
public struct PlotDimensionScaleRange: ScaleRange {
  let start: CGFloat
  let end: CGFloat
  public var _range: _ScaleRangeValue { _ScaleRangeValue(spec: .padding(start: start, end: end)) }
}

extension ScaleRange where Self == PlotDimensionScaleRange {
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
    PlotDimensionScaleRange(start: startPadding.isFinite ? startPadding : 0, end: endPadding.isFinite ? endPadding : 0)
  }
  public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
    plotDimension(startPadding: padding, endPadding: padding)
  }
}
