import Foundation

// Audio Graphs: the Accessibility framework's chart descriptions, which
// SwiftUI re-exports and `accessibilityChartDescriptor(_:)` attaches to a
// chart. Kept as values (VoiceOver has nothing to read on Linux); their
// shapes follow Apple's declarations.

/// A chart's description for VoiceOver's Audio Graphs, as
/// `AXChartDescriptor`.
open class AXChartDescriptor: NSObject {
  /// How the chart's data reads: left to right by default.
  public enum ContentDirection: Int, Sendable {
    case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise
  }

  open var title: String?
  open var attributedTitle: NSAttributedString?
  open var summary: String?
  open var xAxis: any AXDataAxisDescriptor
  open var yAxis: AXNumericDataAxisDescriptor?
  open var additionalAxes: [any AXDataAxisDescriptor]
  open var series: [AXDataSeriesDescriptor]
  open var contentDirection: ContentDirection = .leftToRight
  open var contentFrame: CGRect = .zero

  public init(
    title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil,
    additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]
  ) {
    self.title = title
    self.summary = summary
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.additionalAxes = additionalAxes
    self.series = series
  }

  public convenience init(
    attributedTitle: NSAttributedString?, summary: String?, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor?,
    additionalAxes: [any AXDataAxisDescriptor], series: [AXDataSeriesDescriptor]
  ) {
    self.init(title: attributedTitle?.string, summary: summary, xAxis: xAxis, yAxis: yAxis, additionalAxes: additionalAxes, series: series)
    self.attributedTitle = attributedTitle
  }
}

/// An axis of a chart's description.
public protocol AXDataAxisDescriptor: NSObjectProtocol {
  var title: String { get set }
  var attributedTitle: NSAttributedString { get set }
}

/// A numeric axis: its range, grid lines and how a value is spoken.
open class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  /// How values are spaced.
  public enum ScaleType: Int, Sendable { case linear, log10, ln }

  open var title: String
  open var attributedTitle: NSAttributedString {
    get { NSAttributedString(string: title) }
    set { title = newValue.string }
  }
  open var scaleType: ScaleType = .linear
  open var range: ClosedRange<Double>
  open var gridlinePositions: [Double]
  open var valueDescriptionProvider: (Double) -> String

  public init(
    title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String
  ) {
    self.title = title
    self.range = range
    self.gridlinePositions = gridlinePositions
    self.valueDescriptionProvider = valueDescriptionProvider
  }

  public convenience init(
    attributedTitle: NSAttributedString, range: ClosedRange<Double>, gridlinePositions: [Double],
    valueDescriptionProvider: @escaping (Double) -> String
  ) {
    self.init(title: attributedTitle.string, range: range, gridlinePositions: gridlinePositions, valueDescriptionProvider: valueDescriptionProvider)
  }
}

/// A category axis: its categories in order.
open class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  open var title: String
  open var attributedTitle: NSAttributedString {
    get { NSAttributedString(string: title) }
    set { title = newValue.string }
  }
  open var categoryOrder: [String]

  public init(title: String, categoryOrder: [String]) {
    self.title = title
    self.categoryOrder = categoryOrder
  }

  public convenience init(attributedTitle: NSAttributedString, categoryOrder: [String]) {
    self.init(title: attributedTitle.string, categoryOrder: categoryOrder)
  }
}

/// One series of a chart's description.
open class AXDataSeriesDescriptor: NSObject {
  open var name: String?
  open var attributedName: NSAttributedString?
  open var isContinuous: Bool
  open var dataPoints: [AXDataPoint]

  public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    self.name = name
    self.isContinuous = isContinuous
    self.dataPoints = dataPoints
  }

  public convenience init(attributedName: NSAttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    self.init(name: attributedName.string, isContinuous: isContinuous, dataPoints: dataPoints)
    self.attributedName = attributedName
  }
}

/// One data point of a series.
open class AXDataPoint: NSObject {
  /// A value on an axis: a number or a category.
  public enum Value: Sendable {
    case number(Double)
    case category(String)
  }

  open var xValue: Value
  open var yValue: Value?
  open var additionalValues: [Value]
  open var label: String?
  open var attributedLabel: NSAttributedString?

  public init(x: Double, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
    xValue = .number(x)
    yValue = y.map { .number($0) }
    self.additionalValues = additionalValues
    self.label = label
  }

  public init(x: String, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
    xValue = .category(x)
    yValue = y.map { .number($0) }
    self.additionalValues = additionalValues
    self.label = label
  }
}

/// A view that describes its chart for Audio Graphs.
public protocol AXChartDescriptorRepresentable {
  func makeChartDescriptor() -> AXChartDescriptor
  func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
  public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

extension View {
  /// Describes this chart for Audio Graphs (kept, not drawn).
  public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View { self }

  /// The view VoiceOver reads in this view's place (kept, not drawn: the
  /// view draws as it is).
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
}
