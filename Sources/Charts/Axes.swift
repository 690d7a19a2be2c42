import Flipbook
import Foundation

// # Axes
//
// `chartXAxis { AxisMarks(…) { value in AxisGridLine(); AxisTick();
// AxisValueLabel() } }` describes an axis as marks at values: which values
// (`AxisMarkValues`: automatic "nice" numbers, a calendar stride, a list),
// where (`AxisMarkPosition`), and for each value the grid line, tick and
// label drawn there. `AxisContentBuilder` collects `AxisMarks`;
// `AxisMarkBuilder` collects one value's marks. The chart runs each value's
// closure once it knows the scale (ChartLayout.swift).

/// Something an axis shows, as Swift Charts' `AxisContent`.
public protocol AxisContent {
  associatedtype AxisBody: AxisContent
  @AxisContentBuilder var body: AxisBody { get }
}

extension Never: AxisContent {}

/// One `AxisMarks` as the chart reads it.
struct AxisMarksSpec {
  var preset: AxisMarkPreset
  var position: AxisMarkPosition
  var values: AxisMarkValues
  /// The marks at one value (nil: the preset's grid line, tick and label).
  var content: ((AxisValue) -> [AxisMarkElement])?
}

protocol PrimitiveAxisContent {
  var axisMarks: [AxisMarksSpec] { get }
}

extension AxisContent {
  var collectedAxisMarks: [AxisMarksSpec] {
    if let primitive = self as? any PrimitiveAxisContent { return primitive.axisMarks }
    if AxisBody.self == Never.self { return [] }
    return body.collectedAxisMarks
  }
}

/// Builds axis content, as `AxisContentBuilder`.
@resultBuilder public enum AxisContentBuilder {
  public static func buildExpression<C: AxisContent>(_ content: C) -> AxisContentList { AxisContentList(marks: content.collectedAxisMarks) }
  /// No marks: `chartYAxis {}` draws an axis with nothing on it.
  public static func buildBlock() -> AxisContentList { AxisContentList(marks: []) }
  public static func buildBlock(_ parts: AxisContentList...) -> AxisContentList { AxisContentList(marks: parts.flatMap(\.marks)) }
  public static func buildOptional(_ part: AxisContentList?) -> AxisContentList { part ?? AxisContentList(marks: []) }
  public static func buildEither(first part: AxisContentList) -> AxisContentList { part }
  public static func buildEither(second part: AxisContentList) -> AxisContentList { part }
  public static func buildArray(_ parts: [AxisContentList]) -> AxisContentList { AxisContentList(marks: parts.flatMap(\.marks)) }
  public static func buildLimitedAvailability(_ part: AxisContentList) -> AxisContentList { part }
}

/// Axis content as built.
nonisolated public struct AxisContentList: AxisContent, PrimitiveAxisContent {
  let marks: [AxisMarksSpec]
  public var body: Never { return fatalError("AxisContentList has no body") }
  var axisMarks: [AxisMarksSpec] { marks }
}

/// Which of the default marks an `AxisMarks` draws.
public struct AxisMarkPreset: Sendable {
  enum Kind: Sendable { case automatic, extended, aligned, inset }
  let kind: Kind
  public static let automatic = AxisMarkPreset(kind: .automatic)
  public static let extended = AxisMarkPreset(kind: .extended)
  public static let aligned = AxisMarkPreset(kind: .aligned)
  public static let inset = AxisMarkPreset(kind: .inset)
}

/// Which side of the plot an axis's labels sit on.
public struct AxisMarkPosition: Sendable, Equatable {
  enum Kind: Sendable { case automatic, leading, trailing, top, bottom }
  let kind: Kind
  public static let automatic = AxisMarkPosition(kind: .automatic)
  public static let leading = AxisMarkPosition(kind: .leading)
  public static let trailing = AxisMarkPosition(kind: .trailing)
  public static let top = AxisMarkPosition(kind: .top)
  public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// The values an axis marks, as `AxisMarkValues`.
public struct AxisMarkValues {
  enum Kind {
    case automatic(desiredCount: Int?, minimumStride: Double?)
    case stride(Calendar.Component, count: Int, calendar: Calendar?)
    case numericStride(Double)
    case values([PlotValue])
  }
  let kind: Kind

  /// "Nice" values the scale picks (about five on a number axis, each
  /// category on a category axis).
  public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, minimumStride: nil)) }

  public static func automatic(
    desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: desiredCount.map { max(1, min($0, 200)) }, minimumStride: nil))
  }

  public static func automatic<P: Plottable>(
    minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    var stride: Double?
    if case .number(let value) = PlotValue(minimumStride) { stride = value }
    return AxisMarkValues(kind: .automatic(desiredCount: desiredCount.map { max(1, min($0, 200)) }, minimumStride: stride))
  }

  /// A mark every `count` `component`s (every day, every 3 months).
  public static func stride(
    by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
    calendar: Calendar? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(kind: .stride(component, count: max(1, count), calendar: calendar))
  }

  /// A mark every `step` on a number axis.
  public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .numericStride(step.isFinite && step > 0 ? step : 1))
  }

  /// Marks at exactly these values.
  public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
    AxisMarkValues(kind: .values(values.map(PlotValue.init)))
  }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Double...) { kind = .values(elements.map { .number($0) }) }
}

/// One value an axis marks, as handed to an `AxisMarks` closure.
public struct AxisValue {
  let value: PlotValue
  /// The value's position among the axis's values.
  public let index: Int
  /// How many values the axis marks.
  public let count: Int

  /// The value as `type` (nil when it is another kind).
  public func `as`<P: Plottable>(_ type: P.Type) -> P? { value.as(type) }

}

extension PlotValue {
  /// The value as `type`, through its primitives (nil when it is another
  /// kind).
  func `as`<P: Plottable>(_ type: P.Type) -> P? {
    if let primitive = type as? any PlotPrimitive.Type {
      return primitive.fromPlotValue(self) as? P
    }
    guard P.PrimitivePlottable.self != P.self else { return nil }
    return self.as(P.PrimitivePlottable.self).flatMap { P(primitivePlottable: $0) }
  }

  /// The label an axis draws for this value by default.
  func defaultAxisLabel(locale: Locale, calendar: Calendar) -> String {
    switch self {
    case .number(let number): PlotValue.label(number, locale: locale)
    case .category(let name): name
    case .date(let date):
      date.formatted(Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone).month(.abbreviated).day())
    }
  }
}

/// One mark at an axis value: a grid line, a tick or a label.
enum AxisMarkElement {
  case grid(AxisGridLine)
  case tick(AxisTick)
  case label(AxisValueLabel)
}

/// A mark at an axis value, as `AxisMark`.
public protocol AxisMark {
  var _axisElements: [_AxisMarkElements] { get }
}

/// Opaque marks (for `AxisMark` conformances).
public struct _AxisMarkElements {
  let element: AxisMarkElement
}

/// Builds one value's marks, as `AxisMarkBuilder`.
@resultBuilder public enum AxisMarkBuilder {
  public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisMarkList { AxisMarkList(elements: mark._axisElements) }
  public static func buildBlock() -> AxisMarkList { AxisMarkList(elements: []) }
  public static func buildBlock(_ parts: AxisMarkList...) -> AxisMarkList { AxisMarkList(elements: parts.flatMap(\.elements)) }
  public static func buildOptional(_ part: AxisMarkList?) -> AxisMarkList { part ?? AxisMarkList(elements: []) }
  public static func buildEither(first part: AxisMarkList) -> AxisMarkList { part }
  public static func buildEither(second part: AxisMarkList) -> AxisMarkList { part }
  public static func buildArray(_ parts: [AxisMarkList]) -> AxisMarkList { AxisMarkList(elements: parts.flatMap(\.elements)) }
  public static func buildLimitedAvailability(_ part: AxisMarkList) -> AxisMarkList { part }
}

/// One value's marks as built.
public struct AxisMarkList: AxisMark {
  let elements: [_AxisMarkElements]
  public var _axisElements: [_AxisMarkElements] { elements }
}

/// Marks at an axis's values, as `AxisMarks`: the preset's grid line, tick
/// and label unless `content` says which.
nonisolated public struct AxisMarks: AxisContent, PrimitiveAxisContent {
  let spec: AxisMarksSpec
  public var body: Never { return fatalError("AxisMarks is axis content") }
  var axisMarks: [AxisMarksSpec] { [spec] }

  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
    spec = AxisMarksSpec(preset: preset, position: position, values: values, content: nil)
  }

  public init<Content: AxisMark>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) {
    spec = AxisMarksSpec(
      preset: preset, position: position, values: values, content: { content($0)._axisElements.map(\.element) })
  }

  /// Marks whose content does not read the value (`AxisMarks { AxisGridLine() }`).
  public init<Content: AxisMark>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping () -> Content
  ) {
    self.init(preset: preset, position: position, values: values) { (_: AxisValue) in content() }
  }

  public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) {
    self.init(preset: preset, position: position, values: .values(values))
  }

  public init<P: Plottable, Content: AxisMark>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) {
    self.init(preset: preset, position: position, values: .values(values), content: content)
  }

  /// The default marks, labels in `format`.
  public init<F: FormatStyle>(
    format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) where F.FormatInput: Plottable, F.FormatOutput == String {
    self.init(preset: preset, position: position, values: values) { _ in
      AxisGridLine(stroke: stroke)
      AxisTick(stroke: stroke)
      AxisValueLabel(format: format)
    }
  }

  /// The default marks, grid lines and ticks stroked with `stroke`.
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle
  ) {
    self.init(preset: preset, position: position, values: values) { _ in
      AxisGridLine(stroke: stroke)
      AxisTick(stroke: stroke)
      AxisValueLabel()
    }
  }
}

/// A line across the plot at an axis value, as `AxisGridLine`.
public struct AxisGridLine: AxisMark {
  var centered: Bool?
  var stroke: StrokeStyle?
  var style: AnyShapeStyle?

  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
    self.centered = centered
    self.stroke = stroke
  }

  public var _axisElements: [_AxisMarkElements] { [_AxisMarkElements(element: .grid(self))] }

  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine {
    var copy = self
    copy.style = AnyShapeStyle(style)
    return copy
  }
}

/// A short line at an axis value, outside the plot, as `AxisTick`.
public struct AxisTick: AxisMark {
  /// A tick's length, as Swift Charts' `AxisTick.Length`: 4 points by
  /// default, or reaching from the plot's edge to the labels (`.label`) or
  /// past the longest label (`.longestLabel`), optionally further by some
  /// points. A literal length is the `CGFloat` initializer's.
  public struct Length: Sendable {
    enum Reach: Sendable { case automatic, points, label, longestLabel }
    let reach: Reach
    let points: CGFloat
    /// The default, 4 points.
    public static let automatic = Length(reach: .automatic, points: 4)
    /// From the plot's edge to the labels.
    public static let label = Length(reach: .label, points: 0)
    /// From the plot's edge past the longest label.
    public static let longestLabel = Length(reach: .longestLabel, points: 0)
    /// To the labels and `extendPastBy` points further.
    public static func label(extendPastBy points: CGFloat) -> Length { Length(reach: .label, points: points) }
    /// Past the longest label and `extendPastBy` points further.
    public static func longestLabel(extendPastBy points: CGFloat) -> Length { Length(reach: .longestLabel, points: points) }
    init(reach: Reach, points: CGFloat) {
      self.reach = reach
      // Documented clamp: NaN and infinite lengths are the default 4 points;
      // finite ones are kept within 0…1,000.
      self.points = points.isFinite ? max(0, min(points, 1_000)) : (reach == .automatic || reach == .points ? 4 : 0)
    }
  }

  var centered: Bool?
  var length: Length
  var stroke: StrokeStyle?
  var style: AnyShapeStyle?

  public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
    self.centered = centered
    self.length = length
    self.stroke = stroke
  }

  public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
    self.init(centered: centered, length: Length(reach: .points, points: length), stroke: stroke)
  }

  public var _axisElements: [_AxisMarkElements] { [_AxisMarkElements(element: .tick(self))] }

  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick {
    var copy = self
    copy.style = AnyShapeStyle(style)
    return copy
  }
}

/// How a label that would collide with its neighbour is resolved.
public struct AxisValueLabelCollisionResolution: Sendable {
  public static let automatic = AxisValueLabelCollisionResolution()
  public static let disabled = AxisValueLabelCollisionResolution()
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .init() }
  public static func truncate(minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .init() }
}

/// How a label is turned.
public struct AxisValueLabelOrientation: Sendable {
  let degrees: Double
  public static let automatic = AxisValueLabelOrientation(degrees: 0)
  public static let horizontal = AxisValueLabelOrientation(degrees: 0)
  public static let vertical = AxisValueLabelOrientation(degrees: -90)
  public static let verticalReversed = AxisValueLabelOrientation(degrees: 90)
}

/// The label at an axis value, as `AxisValueLabel`: the value as text (a
/// number without trailing zeros, a date in the stride's unit, a category's
/// name), or your format or view.
public struct AxisValueLabel: AxisMark {
  enum Content {
    case automatic
    case format((PlotValue) -> String?)
    case view(AnyView)
  }

  var content: Content
  var centered: Bool?
  var anchor: UnitPoint?
  var orientation: AxisValueLabelOrientation
  var horizontalSpacing: CGFloat?
  var verticalSpacing: CGFloat?
  var font: Font?
  var style: AnyShapeStyle?
  var offset: CGSize = .zero

  init(
    content: Content, centered: Bool?, anchor: UnitPoint?, orientation: AxisValueLabelOrientation,
    horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?
  ) {
    self.content = content
    self.centered = centered
    self.anchor = anchor
    self.orientation = orientation
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  public init(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.init(
      content: .automatic, centered: centered, anchor: anchor, orientation: orientation,
      horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
  }

  public init<F: FormatStyle>(
    format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) where F.FormatInput: Plottable, F.FormatOutput == String {
    let formatter: (PlotValue) -> String? = { value in
      AxisValue(value: value, index: 0, count: 1).as(F.FormatInput.self).map { format.format($0) }
    }
    self.init(
      content: .format(formatter), centered: centered, anchor: anchor, orientation: orientation,
      horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
  }

  public init<Label: View>(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Label
  ) {
    self.init(
      content: .view(AnyView(content())), centered: centered, anchor: anchor, orientation: orientation,
      horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
  }

  public init(
    _ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.init(
      content: .view(AnyView(Text(label))), centered: centered, anchor: anchor, orientation: orientation,
      horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    self.init(
      content: .view(AnyView(Text(label))), centered: centered, anchor: anchor, orientation: orientation,
      horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
  }

  public var _axisElements: [_AxisMarkElements] { [_AxisMarkElements(element: .label(self))] }

  public func font(_ font: Font?) -> AxisValueLabel {
    var copy = self
    copy.font = font
    return copy
  }

  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
    var copy = self
    copy.style = AnyShapeStyle(style)
    return copy
  }

  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AxisValueLabel {
    var copy = self
    copy.offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)
    return copy
  }
}

extension AxisMark {
  /// The marks drawn `offset` points away (labels move; lines stay).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AxisMarkList {
    AxisMarkList(elements: _axisElements.map { element in
      guard case .label(let label) = element.element else { return element }
      return _AxisMarkElements(element: .label(label.offset(x: x, y: y)))
    })
  }
}
