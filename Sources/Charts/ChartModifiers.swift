import Flipbook
import Foundation

// The modifiers every mark takes, written twice: on `_ChartMark` (a mark's
// own, returning the mark, and more specialized than `View`'s methods of
// the same name, so `BarMark(…).opacity(0.5)` stays a mark), and on
// `ChartContent` (your own content types, returning `ModifiedChartContent`).
// Each pair shares one change to the mark's description. `ForEach` is chart
// content too; where a modifier's name is also `View`'s (`foregroundStyle`,
// `opacity` …) the view modifier wins on a `ForEach` (the chart version is
// disfavoured) and the chart reads the style or opacity back out of it.

extension ChartMark {
  /// Non-finite offsets are none (a documented clamp, as `offset(x:y:)`).
  static func offsetInterval(_ mark: inout ChartMark, x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) {
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    mark.offset.width = finite(x)
    mark.startOffset.height = finite(yStart)
    mark.endOffset.height = finite(yEnd)
  }

  static func offsetInterval(_ mark: inout ChartMark, xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) {
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    mark.offset.height = finite(y)
    mark.startOffset.width = finite(xStart)
    mark.endOffset.width = finite(xEnd)
  }
}

extension _ChartMark {
  /// Clips the mark to `shape` in its own frame (iOS 17).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self {
    changing { $0.clipShape = AnyShape(shape) }
  }

  /// Masks the mark with the marks `content` builds (iOS 17): it shows
  /// only where they draw (a gradient rectangle shaped by a line's area).
  public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> Self {
    let marks = content().collectedMarks
    return changing { $0.mask = marks }
  }

  /// Draws the mark's points as `symbol`, a view (a shape drawn as a view:
  /// `Circle().strokeBorder(lineWidth: 2)`), framed to the symbol size.
  public func symbol<V: View>(_ symbol: V) -> Self {
    changing { $0.symbolView = AnyView(symbol) }
  }

  /// Fills or strokes the mark with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self {
    changing { $0.style = AnyShapeStyle(style) }
  }

  /// Styles the mark by `value`'s category: one colour of the chart's foreground style scale (blue, green, orange, purple, red, cyan, yellow, in order of appearance) per value, and a legend.
  public func foregroundStyle<D>(by value: PlottableValue<D>) -> Self {
    changing { $0.styleBy = value.channel }
  }

  /// Draws the mark's points as `symbol`.
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> Self {
    changing { if let basic = symbol as? BasicChartSymbolShape { $0.symbol = basic } else { $0.customSymbol = AnyShape(symbol) } }
  }

  /// Draws the mark's points as the view `symbol` builds.
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> Self {
    changing { $0.symbolView = AnyView(symbol()) }
  }

  /// Gives the mark's points one symbol per `value` (circle, square, triangle, diamond, pentagon, in order of appearance).
  public func symbol<D>(by value: PlottableValue<D>) -> Self {
    changing { $0.symbolBy = value.channel }
  }

  /// Sizes the mark's symbols by area in square points (a circle of `area` is √(area/π)·2 wide).
  public func symbolSize(_ area: CGFloat) -> Self {
    changing { $0.symbolSize = area.isFinite ? CGSize(width: (max(0, area) / .pi).squareRoot() * 2, height: (max(0, area) / .pi).squareRoot() * 2) : nil }
  }

  /// Sizes the mark's symbols to `size`.
  public func symbolSize(_ size: CGSize) -> Self {
    changing { $0.symbolSize = size.width.isFinite && size.height.isFinite ? size : nil }
  }

  /// Sizes the mark's symbol by `value`: numbers from the smallest to the
  /// largest take areas along the symbol size scale, categories in turn.
  public func symbolSize<D>(by value: PlottableValue<D>) -> Self {
    changing { $0.symbolSizeBy = value.channel }
  }

  /// Strokes the mark's line with `style`.
  public func lineStyle(_ style: StrokeStyle) -> Self {
    changing { $0.lineStyle = style }
  }

  /// Styles lines by `value` (one series per value).
  public func lineStyle<D>(by value: PlottableValue<D>) -> Self {
    changing { $0.lineStyleBy = value.channel }
  }

  /// Joins the mark's points with `method`.
  public func interpolationMethod(_ method: InterpolationMethod) -> Self {
    changing { $0.interpolation = method }
  }

  /// Rounds the mark's corners (a bar's, a rectangle's, a sector's).
  public func cornerRadius(_ cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> Self {
    changing { $0.cornerRadius = cornerRadius.isFinite ? max(0, cornerRadius) : 0 }
  }

  /// Draws the mark at `opacity`.
  public func opacity(_ opacity: Double) -> Self {
    changing { $0.opacity *= opacity.isFinite ? max(0, min(1, opacity)) : 1 }
  }

  /// Draws `content` beside the mark at `position` (`.automatic`: above a vertical bar's end, to the right of a horizontal one's, centred on a point, over a sector), `spacing` points away.
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> Self {
    changing { $0.annotations.append(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))) }
  }

  /// Draws the view `content` builds from the mark's context beside it.
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: @escaping (AnnotationContext) -> C) -> Self {
    changing { $0.annotations.append(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content(AnnotationContext(targetSize: .zero))))) }
  }

  /// Draws `content` beside the mark (iOS 17's form; the overflow resolution is accepted, and the annotation is drawn where it falls).
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> Self {
    changing { $0.annotations.append(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))) }
  }

  /// Sets marks of one place side by side, one slot per `value` (grouped bars), along `axis` (the band's).
  public func position<P>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> Self {
    changing { $0.positionBy = (value.channel, axis, span) }
  }

  /// Moves the mark by (`x`, `y`) points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self {
    changing { $0.offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0) }
  }

  /// Moves the mark by `offset`.
  public func offset(_ offset: CGSize) -> Self {
    changing { $0.offset = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0) }
  }

  /// Moves the mark by `x` and the ends of its vertical interval by
  /// `yStart` and `yEnd` points (a rule's or a bar's lower and upper end;
  /// points down are positive, as a view's offset).
  public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> Self {
    changing { ChartMark.offsetInterval(&$0, x: x, yStart: yStart, yEnd: yEnd) }
  }

  /// Moves the mark by `y` and the ends of its horizontal interval by
  /// `xStart` and `xEnd` points (the leading and trailing end).
  public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> Self {
    changing { ChartMark.offsetInterval(&$0, xStart: xStart, xEnd: xEnd, y: y) }
  }

  /// Draws the mark above (or below) others.
  public func zIndex(_ value: Double) -> Self {
    changing { $0.zIndex = value.isFinite ? value : 0 }
  }

  /// Labels the mark for VoiceOver.
  public func accessibilityLabel(_ label: Text) -> Self {
    changing { $0.accessibilityLabel = label }
  }

  /// Labels the mark for VoiceOver.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> Self {
    changing { $0.accessibilityLabel = Text(label) }
  }

  /// Labels the mark for VoiceOver.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self {
    changing { $0.accessibilityLabel = Text(label) }
  }

  /// The mark's value for VoiceOver (kept, not drawn).
  public func accessibilityValue(_ value: Text) -> Self {
    changing { _ = $0 }
  }

  /// The mark's value for VoiceOver (kept, not drawn).
  public func accessibilityValue(_ value: LocalizedStringKey) -> Self {
    changing { _ = $0 }
  }

  /// The mark's value for VoiceOver (kept, not drawn).
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self {
    changing { _ = $0 }
  }

  /// Hides the mark from VoiceOver.
  public func accessibilityHidden(_ hidden: Bool) -> Self {
    changing { _ = $0 }
  }

  /// Names the mark for UI tests.
  public func accessibilityIdentifier(_ identifier: String) -> Self {
    changing { _ = $0 }
  }

  /// A shadow under the mark, cast by its drawing as a view's shadow is.
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self {
    changing { $0.layerEffects.append { AnyView($0.shadow(color: color, radius: radius, x: x, y: y)) } }
  }

  /// Blurs the mark's drawing by `radius` points, as a view's blur.
  public func blur(radius: CGFloat) -> Self {
    changing { $0.layerEffects.append { AnyView($0.blur(radius: radius)) } }
  }

  /// Draws the mark in a layer of its own (iOS 17): its opacity and
  /// effects apply to the layer as a whole.
  public func compositingLayer() -> Self {
    changing { $0.layerEffects.append { AnyView($0.compositingGroup()) } }
  }

  /// Draws the mark in a layer of its own and applies the view modifiers
  /// `style` gives that layer (iOS 17): `mark.offset(x: -5).shadow(…)`.
  public func compositingLayer<V: View>(@ViewBuilder style: @escaping (PlaceholderContentView<Self>) -> V) -> Self {
    changing { $0.layerEffects.append { AnyView(style(PlaceholderContentView(standingIn: $0.compositingGroup()))) } }
  }

  /// Fills with gradients across the plot area rather than the mark (drawn per mark).
  public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> Self {
    changing { _ = $0 }
  }
}

extension ChartContent {
  /// Draws the points as `symbol`, a view, framed to the symbol size.
  public func symbol<V: View>(_ symbol: V) -> ModifiedChartContent<Self> {
    let view = AnyView(symbol)
    return ModifiedChartContent(content: self) { $0.symbolView = view }
  }

  /// Fills or strokes the mark with `style`.
  @_disfavoredOverload
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.style = AnyShapeStyle(style) }
  }

  /// Styles the mark by `value`'s category: one colour of the chart's foreground style scale (blue, green, orange, purple, red, cyan, yellow, in order of appearance) per value, and a legend.
  public func foregroundStyle<D>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.styleBy = value.channel }
  }

  /// Draws the mark's points as `symbol`.
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { if let basic = symbol as? BasicChartSymbolShape { $0.symbol = basic } else { $0.customSymbol = AnyShape(symbol) } }
  }

  /// Draws the mark's points as the view `symbol` builds.
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> ModifiedChartContent<Self> {
    let view = AnyView(symbol())
    return ModifiedChartContent(content: self) { $0.symbolView = view }
  }

  /// Gives the mark's points one symbol per `value` (circle, square, triangle, diamond, pentagon, in order of appearance).
  public func symbol<D>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.symbolBy = value.channel }
  }

  /// Sizes the mark's symbols by area in square points (a circle of `area` is √(area/π)·2 wide).
  public func symbolSize(_ area: CGFloat) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.symbolSize = area.isFinite ? CGSize(width: (max(0, area) / .pi).squareRoot() * 2, height: (max(0, area) / .pi).squareRoot() * 2) : nil }
  }

  /// Sizes the mark's symbols to `size`.
  public func symbolSize(_ size: CGSize) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.symbolSize = size.width.isFinite && size.height.isFinite ? size : nil }
  }

  /// Sizes symbols by `value` (drawn at the default size).
  public func symbolSize<D>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.symbolSizeBy = value.channel }
  }

  /// Strokes the mark's line with `style`.
  public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.lineStyle = style }
  }

  /// Styles lines by `value` (one series per value).
  public func lineStyle<D>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.lineStyleBy = value.channel }
  }

  /// Joins the mark's points with `method`.
  public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.interpolation = method }
  }

  /// Rounds the mark's corners (a bar's, a rectangle's, a sector's).
  @_disfavoredOverload
  public func cornerRadius(_ cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.cornerRadius = cornerRadius.isFinite ? max(0, cornerRadius) : 0 }
  }

  /// Draws the mark at `opacity`.
  @_disfavoredOverload
  public func opacity(_ opacity: Double) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.opacity *= opacity.isFinite ? max(0, min(1, opacity)) : 1 }
  }

  /// Draws `content` beside the mark at `position` (`.automatic`: above a vertical bar's end, to the right of a horizontal one's, centred on a point, over a sector), `spacing` points away.
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> ModifiedChartContent<Self> {
    let view = AnyView(content())
    return ModifiedChartContent(content: self) { $0.annotations.append(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: view)) }
  }

  /// Draws the view `content` builds from the mark's context beside it.
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: @escaping (AnnotationContext) -> C) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.annotations.append(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content(AnnotationContext(targetSize: .zero))))) }
  }

  /// Draws `content` beside the mark (iOS 17's form; the overflow resolution is accepted, and the annotation is drawn where it falls).
  public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> ModifiedChartContent<Self> {
    let view = AnyView(content())
    return ModifiedChartContent(content: self) { $0.annotations.append(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: view)) }
  }

  /// Sets marks of one place side by side, one slot per `value` (grouped bars), along `axis` (the band's).
  public func position<P>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.positionBy = (value.channel, axis, span) }
  }

  /// Moves the mark by (`x`, `y`) points.
  @_disfavoredOverload
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.offset = CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0) }
  }

  /// Moves the mark by `offset`.
  @_disfavoredOverload
  public func offset(_ offset: CGSize) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.offset = CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0) }
  }

  /// Moves each mark by `x` and the ends of its vertical interval by
  /// `yStart` and `yEnd` points.
  @_disfavoredOverload
  public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { ChartMark.offsetInterval(&$0, x: x, yStart: yStart, yEnd: yEnd) }
  }

  /// Moves each mark by `y` and the ends of its horizontal interval by
  /// `xStart` and `xEnd` points.
  @_disfavoredOverload
  public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { ChartMark.offsetInterval(&$0, xStart: xStart, xEnd: xEnd, y: y) }
  }

  /// Draws the mark above (or below) others.
  @_disfavoredOverload
  public func zIndex(_ value: Double) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.zIndex = value.isFinite ? value : 0 }
  }

  /// Labels the mark for VoiceOver.
  @_disfavoredOverload
  public func accessibilityLabel(_ label: Text) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.accessibilityLabel = label }
  }

  /// Labels the mark for VoiceOver.
  @_disfavoredOverload
  public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.accessibilityLabel = Text(label) }
  }

  /// Labels the mark for VoiceOver.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.accessibilityLabel = Text(label) }
  }

  /// The mark's value for VoiceOver (kept, not drawn).
  @_disfavoredOverload
  public func accessibilityValue(_ value: Text) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { _ = $0 }
  }

  /// The mark's value for VoiceOver (kept, not drawn).
  @_disfavoredOverload
  public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { _ = $0 }
  }

  /// The mark's value for VoiceOver (kept, not drawn).
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { _ = $0 }
  }

  /// Hides the mark from VoiceOver.
  @_disfavoredOverload
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { _ = $0 }
  }

  /// Names the mark for UI tests.
  @_disfavoredOverload
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { _ = $0 }
  }

  /// A shadow under each mark, cast by its drawing as a view's shadow is.
  @_disfavoredOverload
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.layerEffects.append { AnyView($0.shadow(color: color, radius: radius, x: x, y: y)) } }
  }

  /// Blurs each mark's drawing by `radius` points.
  @_disfavoredOverload
  public func blur(radius: CGFloat) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.layerEffects.append { AnyView($0.blur(radius: radius)) } }
  }

  /// Draws each mark in a layer of its own (iOS 17).
  @_disfavoredOverload
  public func compositingLayer() -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.layerEffects.append { AnyView($0.compositingGroup()) } }
  }

  /// Draws each mark in a layer of its own and applies the view modifiers
  /// `style` gives that layer (iOS 17).
  @_disfavoredOverload
  public func compositingLayer<V: View>(@ViewBuilder style: @escaping (PlaceholderContentView<Self>) -> V) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { $0.layerEffects.append { AnyView(style(PlaceholderContentView(standingIn: $0.compositingGroup()))) } }
  }

  /// Fills with gradients across the plot area rather than the mark (drawn per mark).
  public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self) { _ = $0 }
  }
}

// The modifiers whose names `View` does not have, on views: a `ForEach` of
// marks is a view, and so is a `ForEach` with a view modifier applied
// (`ForEach(…) { … }.foregroundStyle(.red).interpolationMethod(.catmullRom)`);
// each such chain is chart content whose marks are read back out of it
// (the view modifiers a chart understands, foreground style and opacity,
// applied on the way). Only the modifiers written on a `ForEach` in
// practice are here; each more is one more overload for every chart
// expression to weigh.
extension View {
  /// Styles the mark by `value`'s category: one colour of the chart's foreground style scale (blue, green, orange, purple, red, cyan, yellow, in order of appearance) per value, and a legend.
  public func foregroundStyle<D>(by value: PlottableValue<D>) -> ModifiedChartContent<ChartContentList> {
    ModifiedChartContent(content: ChartContentList(marks: chartMarks(in: self))) { $0.styleBy = value.channel }
  }

  /// Draws the mark's points as `symbol`.
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> ModifiedChartContent<ChartContentList> {
    ModifiedChartContent(content: ChartContentList(marks: chartMarks(in: self))) { if let basic = symbol as? BasicChartSymbolShape { $0.symbol = basic } else { $0.customSymbol = AnyShape(symbol) } }
  }

  /// Gives the mark's points one symbol per `value` (circle, square, triangle, diamond, pentagon, in order of appearance).
  public func symbol<D>(by value: PlottableValue<D>) -> ModifiedChartContent<ChartContentList> {
    ModifiedChartContent(content: ChartContentList(marks: chartMarks(in: self))) { $0.symbolBy = value.channel }
  }

  /// Sizes the mark's symbols by area in square points (a circle of `area` is √(area/π)·2 wide).
  public func symbolSize(_ area: CGFloat) -> ModifiedChartContent<ChartContentList> {
    ModifiedChartContent(content: ChartContentList(marks: chartMarks(in: self))) { $0.symbolSize = area.isFinite ? CGSize(width: (max(0, area) / .pi).squareRoot() * 2, height: (max(0, area) / .pi).squareRoot() * 2) : nil }
  }

  /// Sizes the mark's symbols to `size`.
  public func symbolSize(_ size: CGSize) -> ModifiedChartContent<ChartContentList> {
    ModifiedChartContent(content: ChartContentList(marks: chartMarks(in: self))) { $0.symbolSize = size.width.isFinite && size.height.isFinite ? size : nil }
  }

  /// Strokes the mark's line with `style`.
  public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<ChartContentList> {
    ModifiedChartContent(content: ChartContentList(marks: chartMarks(in: self))) { $0.lineStyle = style }
  }

  /// Joins the mark's points with `method`.
  public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<ChartContentList> {
    ModifiedChartContent(content: ChartContentList(marks: chartMarks(in: self))) { $0.interpolation = method }
  }

  /// Sets marks of one place side by side, one slot per `value` (grouped bars), along `axis` (the band's).
  public func position<P>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> ModifiedChartContent<ChartContentList> {
    ModifiedChartContent(content: ChartContentList(marks: chartMarks(in: self))) { $0.positionBy = (value.channel, axis, span) }
  }
}
