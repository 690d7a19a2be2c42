import Flipbook
import Foundation

// # What a chart holds
//
// `Chart { … }` takes `ChartContent`, built by `ChartContentBuilder`: marks,
// `ForEach` over data, `if`s, and your own `ChartContent` types with a
// `body`. Each mark becomes a `ChartMark`, the one description the chart's
// scales and drawing read; modifiers (`.foregroundStyle(by:)`,
// `.annotation`, `.lineStyle` …) edit it.
//
// The marks are also `View`s in type only (a `Never` body, never drawn as
// views): Flipbook's `ForEach` asks its content to be a `View`, and
// `ForEach(points) { LineMark(…); PointMark(…) }` is how chart content is
// written. Its closure is then a `ViewBuilder`; the chart reads the marks
// back out of the builder's containers (`BuilderContainer`). A modifier
// written on a mark is the mark's own (the `ChartMarkModifiers` extension
// is more specialized than `View`'s), so it returns the mark and stays
// chart content; one written on a `ForEach` is `View`'s and is kept only
// as far as its content's marks.

/// Something a chart shows, as Swift Charts' `ChartContent`: a mark, or a
/// type of yours whose `body` is built of them.
public protocol ChartContent {
  /// The content this content is made of. (Swift Charts names it `Body`;
  /// here it has its own name so that the built-in marks, which are also
  /// `View`s in type, don't tie a view's body to a chart content's: the
  /// compiler cannot check a protocol refining both otherwise.)
  associatedtype ChartBody: ChartContent
  @ChartContentBuilder var body: ChartBody { get }
}

extension Never: ChartContent {}

/// Content that is its marks (a built mark, a builder's result).
protocol PrimitiveChartContent {
  var chartMarks: [ChartMark] { get }
}

extension ChartContent {
  /// The marks this content draws.
  var collectedMarks: [ChartMark] {
    if let primitive = self as? any PrimitiveChartContent { return primitive.chartMarks }
    if ChartBody.self == Never.self { return [] }
    return body.collectedMarks
  }
}

/// The marks in a value a `ViewBuilder` made (a `ForEach`'s element), with
/// the view modifiers a chart understands on the way applied to them: a
/// foreground style (to marks without a style of their own) and opacity.
func chartMarks(in value: Any) -> [ChartMark] {
  if let primitive = value as? any PrimitiveChartContent { return primitive.chartMarks }
  if let content = value as? any ChartContent { return content.collectedMarks }
  guard let container = value as? any BuilderContainer else { return [] }
  var marks = container.builderChildren.flatMap(chartMarks(in:))
  if let modified = value as? any ModifierCarrier {
    if let effect = modified.carriedModifier as? _OpacityEffect {
      for index in marks.indices { marks[index].opacity *= max(0, min(1, effect.opacity.isFinite ? effect.opacity : 1)) }
    } else if let change = modified.carriedModifier as? any EnvironmentTransformingModifier {
      var environment = EnvironmentValues()
      change.transformEnvironment(&environment)
      if let style = environment.foregroundStyle {
        for index in marks.indices where marks[index].style == nil && marks[index].styleBy == nil { marks[index].style = style }
      }
    }
  }
  return marks
}

// `ForEach` of chart content that is not also a view (a `Plot`, a modified
// group, your function's `some ChartContent`): Flipbook's `ForEach` takes
// views, so these forms build a `ChartContentList` per element. Disfavoured,
// so that marks (views in type) keep `ForEach`'s own forms.
extension ForEach where Content == ChartContentList {
  @_disfavoredOverload
  public init<C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) {
    self.init(data, id: id) { ChartContentList(marks: content($0).collectedMarks) }
  }
}

extension ForEach where Content == ChartContentList, Data.Element: Identifiable, ID == Data.Element.ID {
  @_disfavoredOverload
  public init<C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) {
    self.init(data, id: \.id) { ChartContentList(marks: content($0).collectedMarks) }
  }
}

extension ForEach where Content == ChartContentList, Data == Range<Int>, ID == Int {
  @_disfavoredOverload
  public init<C: ChartContent>(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> C) {
    self.init(data, id: \.self) { ChartContentList(marks: content($0).collectedMarks) }
  }
}

/// Groups chart content, as Swift Charts' `Plot` (for accessibility and
/// modifiers applied to a group); drawn as its content.
nonisolated public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  let content: Content
  public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
  public var body: Never { return fatalError("Plot has no body") }
  var chartMarks: [ChartMark] { content.collectedMarks }
}

/// Builds chart content, as Swift Charts' `ChartContentBuilder`.
@resultBuilder public enum ChartContentBuilder {
  public static func buildExpression<C: ChartContent>(_ content: C) -> ChartContentList {
    ChartContentList(marks: content.collectedMarks)
  }

  /// A `ForEach` of marks, or a mark a view modifier wrapped.
  @_disfavoredOverload
  public static func buildExpression<V: View>(_ view: V) -> ChartContentList {
    ChartContentList(marks: chartMarks(in: view))
  }

  public static func buildExpression(_ list: ChartContentList) -> ChartContentList { list }

  public static func buildBlock() -> ChartContentList { ChartContentList(marks: []) }

  public static func buildBlock(_ parts: ChartContentList...) -> ChartContentList {
    ChartContentList(marks: parts.flatMap(\.marks))
  }

  public static func buildOptional(_ part: ChartContentList?) -> ChartContentList { part ?? ChartContentList(marks: []) }
  public static func buildEither(first part: ChartContentList) -> ChartContentList { part }
  public static func buildEither(second part: ChartContentList) -> ChartContentList { part }
  public static func buildArray(_ parts: [ChartContentList]) -> ChartContentList {
    ChartContentList(marks: parts.flatMap(\.marks))
  }
  public static func buildLimitedAvailability(_ part: ChartContentList) -> ChartContentList { part }
}

/// Chart content as built: its marks in drawing order. (A `View` in type
/// only, so that a `ForEach` of chart content has a view type.)
nonisolated public struct ChartContentList: ChartContent, PrimitiveChartContent, View {
  let marks: [ChartMark]
  public var body: Never { return fatalError("ChartContentList has no body") }
  var chartMarks: [ChartMark] { marks }
}

/// Content with its marks changed by a modifier (a modifier written on
/// your own `ChartContent` type).
nonisolated public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  let content: Content
  let change: (inout ChartMark) -> Void
  public var body: Never { return fatalError("ModifiedChartContent has no body") }
  var chartMarks: [ChartMark] {
    content.collectedMarks.map { mark in
      var mark = mark
      change(&mark)
      return mark
    }
  }
}

/// One mark as the chart reads it.
struct ChartMark {
  enum Kind { case bar, line, point, area, rule, rectangle, sector }

  var kind: Kind
  var x: PlotChannel?
  var y: PlotChannel?
  var xStart: PlotChannel?
  var xEnd: PlotChannel?
  var yStart: PlotChannel?
  var yEnd: PlotChannel?
  var angle: PlotChannel?
  var series: PlotChannel?
  var width: MarkDimension = .automatic
  var height: MarkDimension = .automatic
  var innerRadius: MarkDimension = .automatic
  var outerRadius: MarkDimension = .automatic
  var angularInset: CGFloat = 0
  var stacking: MarkStackingMethod = .standard

  var style: AnyShapeStyle?
  var styleBy: PlotChannel?
  var symbolBy: PlotChannel?
  var lineStyleBy: PlotChannel?
  var symbol: BasicChartSymbolShape?
  var customSymbol: AnyShape?
  var symbolView: AnyView?
  var symbolSize: CGSize?
  /// `symbolSize(by:)`: the value that sizes the symbol.
  var symbolSizeBy: PlotChannel?
  var lineStyle: StrokeStyle?
  var interpolation: InterpolationMethod = .linear
  var cornerRadius: CGFloat = 0
  var opacity: Double = 1
  var annotations: [ChartAnnotation] = []
  var positionBy: (channel: PlotChannel, axis: Axis?, span: MarkDimension)?
  var offset: CGSize = .zero
  /// `offset(x:yStart:yEnd:)` and `offset(xStart:xEnd:y:)`: the interval's
  /// start and end moved apart from each other, in points.
  var startOffset: CGSize = .zero
  var endOffset: CGSize = .zero
  var zIndex: Double = 0
  /// View effects drawn on the mark's own layer, innermost first: its
  /// shadow, blur, and `compositingLayer(style:)`'s modifiers.
  var layerEffects: [(AnyView) -> AnyView] = []
  var accessibilityLabel: Text?
  /// A shape the mark is clipped to, in its own frame (iOS 17's
  /// `clipShape`: a capsule bar).
  var clipShape: AnyShape?
  /// Marks whose drawing masks this one (iOS 17's `mask { … }`); they
  /// take part in the scales but are not drawn themselves.
  var mask: [ChartMark]?
  /// This mark only masks another (its index among the chart's marks).
  var masks: Int?

  /// The x channel's extent (a range value or `xStart`/`xEnd`).
  var xRange: (PlotValue, PlotValue)? {
    if let start = xStart?.value, let end = xEnd?.value { return (start, end) }
    if let x, let end = x.end { return (x.value, end) }
    return nil
  }

  var yRange: (PlotValue, PlotValue)? {
    if let start = yStart?.value, let end = yEnd?.value { return (start, end) }
    if let y, let end = y.end { return (y.value, end) }
    return nil
  }
}

/// A view drawn beside a mark, as `.annotation(position:…)`.
struct ChartAnnotation {
  var position: AnnotationPosition
  var alignment: Alignment
  var spacing: CGFloat?
  var content: AnyView
}
