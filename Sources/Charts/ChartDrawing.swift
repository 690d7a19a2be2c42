import Flipbook
import Foundation

// # Drawing the marks
//
// Each mark becomes a piece: a shape filled or stroked with its style,
// placed at its bounding box (so a gradient spans the mark, as it does on
// iOS), in z-order then drawing order. Lines and areas join their series'
// points in data order (Swift Charts does not sort them) with the
// interpolation asked; points, and lines with a symbol, draw symbols;
// sectors share the full turn clockwise from 12 o'clock.
//
// Defaults, as drawn by Swift Charts on iOS 16–18 (sizes judged from
// screenshots, not measured): bars fill 70 % of a category's band and
// 80 % of a unit's or a numeric band; lines are 2 pt with round joins;
// points are 7-pt symbols; rules are 1 pt; grid lines 0.5 pt of gray at
// 35 %; ticks 4 pt.

struct ChartPiece {
  var zIndex: Double
  var view: AnyView
}

struct ChartDrawing {
  let geometry: ChartGeometry

  static let gridStyle = Color.gray.opacity(0.35)

  /// `content` with its `anchor` point at `location`.
  static func at<C: View>(_ location: CGPoint, anchor: UnitPoint, @ViewBuilder content: () -> C) -> some View {
    content().anchored(at: location, anchor: anchor)
  }

  // MARK: Axes

  /// Default-styled grid lines and ticks of one axis.
  func gridPath(for marks: [AxisMarkDrawing], isX: Bool) -> Path {
    var path = Path()
    for mark in marks {
      if let grid = mark.grid, grid.style == nil, grid.stroke == nil {
        addGridLine(at: mark.position, isX: isX, to: &path)
      }
      if let tick = mark.tick, tick.style == nil, tick.stroke == nil {
        addTick(tick, at: mark.position, isX: isX, to: &path)
      }
    }
    return path
  }

  /// A grid line across the plot at `position` (vertical on x).
  func addGridLine(at position: CGFloat, isX: Bool, to path: inout Path) {
    let plot = geometry.plot
    if isX {
      path.move(to: CGPoint(x: position, y: plot.minY))
      path.addLine(to: CGPoint(x: position, y: plot.maxY))
    } else {
      path.move(to: CGPoint(x: plot.minX, y: position))
      path.addLine(to: CGPoint(x: plot.maxX, y: position))
    }
  }

  func addTick(_ tick: AxisTick, at position: CGFloat, isX: Bool, to path: inout Path) {
    let plot = geometry.plot
    let length = geometry.tickLength(tick, isX: isX)
    if isX {
      path.move(to: CGPoint(x: position, y: plot.maxY))
      path.addLine(to: CGPoint(x: position, y: plot.maxY + length))
    } else {
      path.move(to: CGPoint(x: plot.maxX, y: position))
      path.addLine(to: CGPoint(x: plot.maxX + length, y: position))
    }
  }

  /// Grid lines and ticks with a style or stroke of their own.
  var styledGridLines: [(path: Path, style: AnyShapeStyle, stroke: StrokeStyle)] {
    var lines: [(path: Path, style: AnyShapeStyle, stroke: StrokeStyle)] = []
    for (marks, isX) in [(geometry.xMarks, true), (geometry.yMarks, false)] {
      for mark in marks {
        if let grid = mark.grid, grid.style != nil || grid.stroke != nil {
          var path = Path()
          addGridLine(at: mark.position, isX: isX, to: &path)
          lines.append((path, grid.style ?? AnyShapeStyle(Self.gridStyle), grid.stroke ?? StrokeStyle(lineWidth: 0.5)))
        }
        if let tick = mark.tick, tick.style != nil || tick.stroke != nil {
          var path = Path()
          addTick(tick, at: mark.position, isX: isX, to: &path)
          lines.append((path, tick.style ?? AnyShapeStyle(Self.gridStyle), tick.stroke ?? StrokeStyle(lineWidth: 0.5)))
        }
      }
    }
    return lines
  }

  // MARK: Marks

  /// `path`'s bounding box and the path moved to the box's origin (nil
  /// when the box is not finite).
  static func boxed(_ path: Path) -> (box: CGRect, local: Path)? {
    let box = path.boundingRect
    guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return nil }
    return (box, path.applying(CGAffineTransform(translationX: -box.minX, y: -box.minY)))
  }

  /// A shape at its bounding box, filled (or stroked) with `style`.
  static func placed(_ path: Path, fill style: AnyShapeStyle, opacity: Double) -> AnyView {
    guard let (box, local) = boxed(path) else { return AnyView(EmptyView()) }
    return AnyView(
      ChartPathShape(path: local).fill(style).frame(width: box.width, height: box.height)
        .opacity(opacity).offset(x: box.minX, y: box.minY))
  }

  static func placed(_ path: Path, stroke style: AnyShapeStyle, _ stroke: StrokeStyle, opacity: Double) -> AnyView {
    guard let (box, local) = boxed(path) else { return AnyView(EmptyView()) }
    return AnyView(
      ChartPathShape(path: local).stroke(style, style: stroke).frame(width: max(box.width, 0.01), height: max(box.height, 0.01))
        .opacity(opacity).offset(x: box.minX, y: box.minY))
  }

  /// The frame a mark occupies (what an annotation is placed against).
  func frame(of model: ModelMark) -> CGRect? {
    let mark = model.mark
    switch mark.kind {
    case .bar: return barRect(model)
    case .rectangle: return rectangleRect(model)
    case .point, .line:
      guard let point = point(of: mark) else { return nil }
      let size = mark.symbolSize ?? CGSize(width: 7, height: 7)
      return CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
    case .area:
      guard let x = mark.x.flatMap({ geometry.position(of: $0, isX: true) }),
        let top = model.valueEnd.flatMap({ geometry.yPosition(number: $0) })
      else { return nil }
      return CGRect(x: x, y: top, width: 0, height: 0)
    case .rule: return ruleLine(model).map { CGRect(x: min($0.0.x, $0.1.x), y: min($0.0.y, $0.1.y), width: abs($0.1.x - $0.0.x), height: abs($0.1.y - $0.0.y)) }
    case .sector: return nil
    }
  }

  func point(of mark: ChartMark) -> CGPoint? {
    let x = mark.x.flatMap { geometry.position(of: $0, isX: true) } ?? (mark.x == nil ? geometry.plot.midX : nil)
    let y = mark.y.flatMap { geometry.position(of: $0, isX: false) } ?? (mark.y == nil ? geometry.plot.midY : nil)
    guard let x, let y else { return nil }
    return CGPoint(x: x + mark.offset.width, y: y + mark.offset.height)
  }

  /// A bar's rectangle, its interval's ends moved by
  /// `offset(x:yStart:yEnd:)` or `offset(xStart:xEnd:y:)`.
  func barRect(_ model: ModelMark) -> CGRect? {
    barRectBeforeIntervalOffsets(model).map { Self.offsettingEnds($0, of: model.mark) }
  }

  /// `rect` with its leading and trailing edges moved by the mark's x start
  /// and end offsets, its bottom and top edges by its y start and end.
  static func offsettingEnds(_ rect: CGRect, of mark: ChartMark) -> CGRect {
    guard mark.startOffset != .zero || mark.endOffset != .zero else { return rect }
    let minX = rect.minX + mark.startOffset.width
    let maxX = rect.maxX + mark.endOffset.width
    let maxY = rect.maxY + mark.startOffset.height
    let minY = rect.minY + mark.endOffset.height
    return CGRect(x: min(minX, maxX), y: min(minY, maxY), width: abs(maxX - minX), height: abs(maxY - minY))
  }

  func barRectBeforeIntervalOffsets(_ model: ModelMark) -> CGRect? {
    let mark = model.mark
    let plot = geometry.plot
    // A bar with no value along its length spans the plot (Swift Charts'
    // `BarMark(x: .value("Day", "Mon"))` is a full-height band).
    let spansX = mark.x == nil && mark.xStart == nil && mark.xEnd == nil
    let spansY = mark.y == nil && mark.yStart == nil && mark.yEnd == nil
    let horizontal = spansX != spansY ? spansX : model.horizontal
    if horizontal {
      guard let start = spansX ? plot.minX : model.valueStart.flatMap({ geometry.xPosition(number: $0) }),
        let end = spansX ? plot.maxX : model.valueEnd.flatMap({ geometry.xPosition(number: $0) })
      else { return nil }
      let (center, thickness) = bandPlacement(model, channel: mark.y, isX: false, dimension: mark.height, full: plot.height, middle: plot.midY)
      guard let center else { return nil }
      return CGRect(x: min(start, end) + mark.offset.width, y: center - thickness / 2 + mark.offset.height, width: abs(end - start), height: thickness)
    }
    guard let start = spansY ? plot.maxY : model.valueStart.flatMap({ geometry.yPosition(number: $0) }),
      let end = spansY ? plot.minY : model.valueEnd.flatMap({ geometry.yPosition(number: $0) })
    else { return nil }
    let (center, thickness) = bandPlacement(model, channel: mark.x, isX: true, dimension: mark.width, full: plot.width, middle: plot.midX)
    guard let center else { return nil }
    return CGRect(x: center - thickness / 2 + mark.offset.width, y: min(start, end) + mark.offset.height, width: thickness, height: abs(end - start))
  }

  /// Where a bar sits across its band and how thick it is.
  func bandPlacement(
    _ model: ModelMark, channel: PlotChannel?, isX: Bool, dimension: MarkDimension, full: CGFloat, middle: CGFloat
  ) -> (CGFloat?, CGFloat) {
    guard let channel else { return (middle, dimension.length(in: full, automatic: full)) }
    let band = geometry.band(of: channel, isX: isX) ?? 20
    // Bars fill 70 % of their band (measured on iOS 16: 95 of 137 px for
    // days, 27 of 39 for hours, 24 of 34 for dated bars without a unit);
    // grouped bars split 70 % of the band and fill 70 % of their slot (a
    // single group: 71 of 146 px).
    let ratio: CGFloat = 0.7
    let center0 = geometry.position(of: channel, isX: isX)
    var center = center0
    if let slot = model.slot, slot.count > 0 {
      let group = band * ratio
      let slotWidth = group / CGFloat(slot.count)
      let offset = -group / 2 + slotWidth * (CGFloat(slot.index) + 0.5)
      center = center.map { isX ? $0 + offset : $0 + offset }
      return (center, dimension.length(in: slotWidth, automatic: slotWidth * ratio))
    }
    return (center, dimension.length(in: band, automatic: band * ratio))
  }

  func rectangleRect(_ model: ModelMark) -> CGRect? {
    let mark = model.mark
    func span(_ channel: PlotChannel?, start: PlotChannel?, end: PlotChannel?, isX: Bool, dimension: MarkDimension) -> (CGFloat, CGFloat)? {
      let position: (PlotValue) -> CGFloat? = { isX ? geometry.xPosition($0) : geometry.yPosition($0) }
      if let start, let end, let a = position(start.value), let b = position(end.value) { return (min(a, b), abs(b - a)) }
      if let channel, let endValue = channel.end, let a = position(channel.value), let b = position(endValue) { return (min(a, b), abs(b - a)) }
      if let channel, let center = geometry.position(of: channel, isX: isX) {
        let band = geometry.band(of: channel, isX: isX) ?? 20
        let length = dimension.length(in: band, automatic: band)
        return (center - length / 2, length)
      }
      if channel == nil, start == nil {
        return isX ? (geometry.plot.minX, geometry.plot.width) : (geometry.plot.minY, geometry.plot.height)
      }
      return nil
    }
    guard let (x, width) = span(mark.x, start: mark.xStart, end: mark.xEnd, isX: true, dimension: mark.width),
      let (y, height) = span(mark.y, start: mark.yStart, end: mark.yEnd, isX: false, dimension: mark.height)
    else { return nil }
    return Self.offsettingEnds(CGRect(x: x + mark.offset.width, y: y + mark.offset.height, width: width, height: height), of: mark)
  }

  func ruleLine(_ model: ModelMark) -> (CGPoint, CGPoint)? {
    guard let (start, end) = ruleEnds(model) else { return nil }
    let mark = model.mark
    return (
      CGPoint(x: start.x + mark.startOffset.width, y: start.y + mark.startOffset.height),
      CGPoint(x: end.x + mark.endOffset.width, y: end.y + mark.endOffset.height)
    )
  }

  /// A rule's ends before `offset(x:yStart:yEnd:)` moves them apart.
  func ruleEnds(_ model: ModelMark) -> (CGPoint, CGPoint)? {
    let mark = model.mark
    let plot = geometry.plot
    let dx = mark.offset.width
    let dy = mark.offset.height
    if let xStart = mark.xStart, let xEnd = mark.xEnd, let yStart = mark.yStart, let yEnd = mark.yEnd {
      guard let x0 = geometry.xPosition(xStart.value), let x1 = geometry.xPosition(xEnd.value),
        let y0 = geometry.yPosition(yStart.value), let y1 = geometry.yPosition(yEnd.value)
      else { return nil }
      return (CGPoint(x: x0 + dx, y: y0 + dy), CGPoint(x: x1 + dx, y: y1 + dy))
    }
    if let y = mark.y, let position = geometry.position(of: y, isX: false) {
      let x0 = mark.xStart.flatMap { geometry.xPosition($0.value) } ?? plot.minX
      let x1 = mark.xEnd.flatMap { geometry.xPosition($0.value) } ?? plot.maxX
      return (CGPoint(x: x0 + dx, y: position + dy), CGPoint(x: x1 + dx, y: position + dy))
    }
    if let x = mark.x, let position = geometry.position(of: x, isX: true) {
      let y0 = mark.yStart.flatMap { geometry.yPosition($0.value) } ?? plot.maxY
      let y1 = mark.yEnd.flatMap { geometry.yPosition($0.value) } ?? plot.minY
      return (CGPoint(x: position + dx, y: y0 + dy), CGPoint(x: position + dx, y: y1 + dy))
    }
    return nil
  }

  /// The series key of a line or area: its `series`, else its style's or
  /// line style's value.
  static func seriesKey(_ mark: ChartMark) -> String {
    (mark.masks.map { "mask \($0) " } ?? "")
      + (mark.series?.categoryName ?? mark.styleBy?.categoryName ?? mark.lineStyleBy?.categoryName ?? "")
  }

  /// Every mark drawn, in z-order then drawing order.
  var pieces: [ChartPiece] {
    var pieces: [(order: Int, piece: ChartPiece)] = []
    let marks = geometry.model.marks
    var linesDone = Set<String>()
    var areasDone = Set<String>()
    for (index, model) in marks.enumerated() {
      let mark = model.mark
      switch mark.kind {
      case .bar, .rectangle:
        guard let rect = mark.kind == .bar ? barRect(model) : rectangleRect(model), rect.width.isFinite, rect.height.isFinite else { continue }
        let radius = min(mark.cornerRadius, rect.width / 2, rect.height / 2)
        var path = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius) : Path(rect)
        if let clip = mark.clipShape { path = clip.path(in: rect) }
        pieces.append((index, ChartPiece(zIndex: mark.zIndex, view: Self.placed(path, fill: model.style, opacity: mark.opacity))))
      case .line:
        let key = Self.seriesKey(mark)
        guard !linesDone.contains(key) else { continue }
        linesDone.insert(key)
        let series = marks.filter { $0.mark.kind == .line && Self.seriesKey($0.mark) == key }
        let points = series.compactMap { point(of: $0.mark) }
        if points.count >= 2 {
          let path = Interpolation.path(through: points, method: mark.interpolation)
          let stroke = mark.lineStyle ?? model.lineStroke ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
          pieces.append((index, ChartPiece(zIndex: mark.zIndex, view: Self.placed(path, stroke: model.style, stroke, opacity: mark.opacity))))
        }
        for member in series where member.mark.symbol != nil || member.mark.symbolBy != nil || member.mark.customSymbol != nil || member.mark.symbolView != nil {
          if let point = point(of: member.mark) {
            pieces.append((index, ChartPiece(zIndex: member.mark.zIndex, view: symbolView(member, at: point))))
          }
        }
      case .point:
        guard let point = point(of: mark) else { continue }
        pieces.append((index, ChartPiece(zIndex: mark.zIndex, view: symbolView(model, at: point))))
      case .area:
        let key = Self.seriesKey(mark)
        guard !areasDone.contains(key) else { continue }
        areasDone.insert(key)
        let series = marks.filter { $0.mark.kind == .area && Self.seriesKey($0.mark) == key }
        var tops: [CGPoint] = []
        var bottoms: [CGPoint] = []
        for member in series {
          if member.horizontal {
            guard let y = member.mark.y.flatMap({ geometry.position(of: $0, isX: false) }),
              let x0 = member.valueStart.flatMap({ geometry.xPosition(number: $0) }),
              let x1 = member.valueEnd.flatMap({ geometry.xPosition(number: $0) })
            else { continue }
            tops.append(CGPoint(x: x1, y: y))
            bottoms.append(CGPoint(x: x0, y: y))
          } else {
            guard let x = member.mark.x.flatMap({ geometry.position(of: $0, isX: true) }),
              let y0 = member.valueStart.flatMap({ geometry.yPosition(number: $0) }),
              let y1 = member.valueEnd.flatMap({ geometry.yPosition(number: $0) })
            else { continue }
            tops.append(CGPoint(x: x, y: y1))
            bottoms.append(CGPoint(x: x, y: y0))
          }
        }
        guard tops.count >= 2 else { continue }
        var path = Path()
        Interpolation.append(tops, method: mark.interpolation, to: &path, move: true)
        path.addLine(to: bottoms[bottoms.count - 1])
        Interpolation.append(bottoms.reversed(), method: mark.interpolation, to: &path, move: false)
        path.closeSubpath()
        pieces.append((index, ChartPiece(zIndex: mark.zIndex, view: Self.placed(path, fill: model.style, opacity: mark.opacity))))
      case .rule:
        guard let (start, end) = ruleLine(model) else { continue }
        var path = Path()
        path.move(to: start)
        path.addLine(to: end)
        let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: 1)
        pieces.append((index, ChartPiece(zIndex: mark.zIndex, view: Self.placed(path, stroke: model.style, stroke, opacity: mark.opacity))))
      case .sector:
        break
      }
    }
    for sector in sectors {
      let model = marks[sector.index]
      pieces.append((sector.index, ChartPiece(zIndex: model.mark.zIndex, view: Self.placed(sector.path, fill: model.style, opacity: model.mark.opacity))))
    }
    // A mark's own layer effects (shadow, blur, compositing layer) apply
    // to its drawing, laid out over the whole chart so an offset or a
    // shadow is in the chart's points.
    let size = geometry.size
    pieces = pieces.map { entry in
      let effects = marks[entry.order].mark.layerEffects
      guard !effects.isEmpty else { return entry }
      var layer = AnyView(ZStack(alignment: .topLeading) { entry.piece.view }.frame(width: size.width, height: size.height, alignment: .topLeading))
      for effect in effects { layer = effect(layer) }
      return (entry.order, ChartPiece(zIndex: entry.piece.zIndex, view: layer))
    }
    // Masks: a masked mark shows through its mask marks' drawing, both
    // laid out over the whole chart.
    var owned: [Int: [ChartPiece]] = [:]
    var drawn: [(order: Int, piece: ChartPiece)] = []
    for entry in pieces {
      if let owner = marks[entry.order].mark.masks {
        owned[owner, default: []].append(entry.piece)
      } else {
        drawn.append(entry)
      }
    }
    drawn = drawn.map { entry in
      guard let mask = owned[entry.order] else { return entry }
      let layer = AnyView(
        ZStack(alignment: .topLeading) { entry.piece.view }.frame(width: size.width, height: size.height, alignment: .topLeading)
          .mask(alignment: .topLeading) {
            ZStack(alignment: .topLeading) { ForEach(0..<mask.count, id: \.self) { mask[$0].view } }
              .frame(width: size.width, height: size.height, alignment: .topLeading)
          })
      return (entry.order, ChartPiece(zIndex: entry.piece.zIndex, view: layer))
    }
    return drawn.sorted { ($0.piece.zIndex, $0.order) < ($1.piece.zIndex, $1.order) }.map(\.piece)
  }

  func symbolView(_ model: ModelMark, at point: CGPoint) -> AnyView {
    let mark = model.mark
    let size = mark.symbolSize ?? CGSize(width: 7, height: 7)
    guard size.width > 0, size.height > 0 else { return AnyView(EmptyView()) }
    let rect = CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
    if let view = mark.symbolView {
      return AnyView(
        Self.at(point, anchor: .center) { view.foregroundStyle(model.style).frame(width: size.width, height: size.height) }
          .opacity(mark.opacity))
    }
    if let custom = mark.customSymbol {
      return Self.placed(custom.path(in: rect), fill: model.style, opacity: mark.opacity)
    }
    let symbol = model.symbol
    if symbol.isLine || symbol.strokeWidth != nil {
      return Self.placed(symbol.path(in: rect), stroke: model.style, StrokeStyle(lineWidth: symbol.strokeWidth ?? 1.5, lineCap: .round), opacity: mark.opacity)
    }
    return Self.placed(symbol.path(in: rect), fill: model.style, opacity: mark.opacity)
  }

  // MARK: Sectors

  struct Sector {
    var index: Int
    var path: Path
    var labelRect: CGRect
  }

  /// Each sector's slice: its share of the turn, clockwise from the top,
  /// `angularInset` points from its neighbours and its corners rounded
  /// (SectorPath.swift).
  var sectors: [Sector] {
    let marks = geometry.model.marks
    let values = marks.map { model -> Double in
      guard model.mark.kind == .sector, let angle = model.mark.angle, let value = ChartScale.number(angle.value) else { return 0 }
      return max(0, value)
    }
    let total = values.reduce(0, +)
    guard total > 0 else { return [] }
    let plot = geometry.plot
    let center = CGPoint(x: plot.midX, y: plot.midY)
    let fullRadius = max(0, min(plot.width, plot.height) / 2)
    var start = -Double.pi / 2
    var sectors: [Sector] = []
    for (index, model) in marks.enumerated() where model.mark.kind == .sector {
      let sweep = values[index] / total * 2 * .pi
      defer { start += sweep }
      guard sweep > 0 else { continue }
      let outer = model.mark.outerRadius.length(in: fullRadius, automatic: fullRadius)
      let inner = min(outer, model.mark.innerRadius.length(in: fullRadius, automatic: 0))
      let slice = SectorPath(
        center: center, outer: outer, inner: inner, start: start, end: start + sweep, inset: model.mark.angularInset,
        cornerRadius: model.mark.cornerRadius)
      guard let path = slice.path else { continue }
      let middle = start + sweep / 2
      let labelRadius = inner > 0 ? (inner + outer) / 2 : outer * 0.6
      let labelPoint = CGPoint(x: center.x + labelRadius * CGFloat(cos(middle)), y: center.y + labelRadius * CGFloat(sin(middle)))
      sectors.append(Sector(index: index, path: path, labelRect: CGRect(origin: labelPoint, size: .zero)))
    }
    return sectors
  }

  // MARK: Annotations

  var annotations: [(point: CGPoint, anchor: UnitPoint, view: AnyView)] {
    var list: [(point: CGPoint, anchor: UnitPoint, view: AnyView)] = []
    let sectorRects = Dictionary(sectors.map { ($0.index, $0.labelRect) }, uniquingKeysWith: { a, _ in a })
    for (index, model) in geometry.model.marks.enumerated() where !model.mark.annotations.isEmpty {
      let rect: CGRect? = model.mark.kind == .sector ? sectorRects[index] : frame(of: model)
      guard let rect else { continue }
      for annotation in model.mark.annotations {
        let spacing = annotation.spacing ?? 4
        var position = annotation.position.kind
        if position == .automatic {
          switch model.mark.kind {
          case .bar:
            let negative = (model.valueEnd ?? 0) < (model.valueStart ?? 0)
            position = model.horizontal ? (negative ? .leading : .trailing) : (negative ? .bottom : .top)
          case .sector, .rectangle: position = .overlay
          default: position = .top
          }
        }
        let alignment = annotation.alignment
        let hx: CGFloat = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
        let vy: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
        let point: CGPoint
        let anchor: UnitPoint
        switch position {
        case .top:
          point = CGPoint(x: rect.minX + hx * rect.width, y: rect.minY - spacing)
          anchor = UnitPoint(x: hx, y: 1)
        case .bottom:
          point = CGPoint(x: rect.minX + hx * rect.width, y: rect.maxY + spacing)
          anchor = UnitPoint(x: hx, y: 0)
        case .leading:
          point = CGPoint(x: rect.minX - spacing, y: rect.minY + vy * rect.height)
          anchor = UnitPoint(x: 1, y: vy)
        case .trailing:
          point = CGPoint(x: rect.maxX + spacing, y: rect.minY + vy * rect.height)
          anchor = UnitPoint(x: 0, y: vy)
        case .topLeading:
          point = CGPoint(x: rect.minX - spacing, y: rect.minY - spacing)
          anchor = .bottomTrailing
        case .topTrailing:
          point = CGPoint(x: rect.maxX + spacing, y: rect.minY - spacing)
          anchor = .bottomLeading
        case .bottomLeading:
          point = CGPoint(x: rect.minX - spacing, y: rect.maxY + spacing)
          anchor = .topTrailing
        case .bottomTrailing:
          point = CGPoint(x: rect.maxX + spacing, y: rect.maxY + spacing)
          anchor = .topLeading
        case .overlay, .automatic:
          point = CGPoint(x: rect.minX + hx * rect.width, y: rect.minY + vy * rect.height)
          anchor = UnitPoint(x: hx, y: vy)
        }
        list.append((point, anchor, annotation.content))
      }
    }
    return list
  }
}

