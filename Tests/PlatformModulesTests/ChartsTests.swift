import Charts
import Flipbook
import FlipbookTesting
import Foundation
import Testing

@testable import Charts

private struct Sale: Identifiable {
  let id = UUID()
  let month: String
  let amount: Double
  let product: String
}

private let sales: [Sale] = [
  Sale(month: "Jan", amount: 120, product: "Pancakes"), Sale(month: "Feb", amount: 90, product: "Pancakes"),
  Sale(month: "Mar", amount: 150, product: "Pancakes"), Sale(month: "Apr", amount: 60, product: "Pancakes"),
  Sale(month: "Jan", amount: 40, product: "Waffles"), Sale(month: "Feb", amount: 70, product: "Waffles"),
  Sale(month: "Mar", amount: 30, product: "Waffles"), Sale(month: "Apr", amount: 80, product: "Waffles"),
]

private var utc: Calendar {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC")!
  return calendar
}

private func day(_ offset: Int) -> Date {
  utc.date(byAdding: .day, value: offset, to: utc.date(from: DateComponents(year: 2024, month: 6, day: 3))!)!
}

/// An enum plotted through its raw value, as apps write them.
private enum Flavor: String, Plottable { case vanilla, chocolate }

/// Chart content of your own, with a `body`.
private struct Target: ChartContent {
  let value: Double
  var body: some ChartContent {
    RuleMark(y: .value("Target", value)).foregroundStyle(.red)
  }
}

/// Geometry of `content` fitted to `size` with both axes hidden (the plot
/// is the whole chart) unless `axes`.
private func geometry(
  _ marks: [ChartMark], size: CGSize = CGSize(width: 400, height: 100), axes: Bool = false,
  configure: (inout ChartConfiguration) -> Void = { _ in }
) -> ChartGeometry {
  var configuration = ChartConfiguration()
  if !axes {
    configuration.x.visibility = .hidden
    configuration.y.visibility = .hidden
  }
  configure(&configuration)
  var environment = EnvironmentValues()
  environment.calendar = utc
  environment.timeZone = utc.timeZone
  return ChartGeometry(
    model: ChartModel(marks: marks, configuration: configuration), configuration: configuration, size: size,
    environment: environment)
}

/// Whether `style` draws as `color`.
private func sameStyle(_ style: AnyShapeStyle?, _ color: Color) -> Bool {
  guard let style else { return false }
  let environment = EnvironmentValues()
  return style._shading(in: .zero, environment: environment).resolved(in: environment)
    == color._shading(in: .zero, environment: environment).resolved(in: environment)
}

private func marks<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> [ChartMark] { content().collectedMarks }

@Suite struct ChartsTests {
  /// Bars fill 70 % of their band, as measured on iOS 16's renders
  /// (jordibruin/Swift-Charts-Examples: 95 of 137 px a day, 27 of 39 an
  /// hour): four categories in 400 pt are 100-pt bands with 70-pt bars.
  @Test func barsFillSeventyPercentOfTheirBand() throws {
    let g = geometry(marks { ForEach(sales.filter { $0.product == "Pancakes" }) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)) } })
    let drawing = ChartDrawing(geometry: g)
    let rects = g.model.marks.compactMap(drawing.barRect)
    #expect(rects.map(\.midX) == [50, 150, 250, 350])
    #expect(rects.allSatisfy { abs($0.width - 70) < 1e-9 })
    // A hidden axis leaves the data's extent: the tallest bar (150) reaches the top.
    #expect(abs(rects[2].minY) < 1e-9 && abs(rects[2].maxY - 100) < 1e-9)
    #expect(abs(rects[0].height - 80) < 1e-9)
  }

  /// A date with a unit stands for the whole unit: seven days in 350 pt
  /// are 50-pt bands, the first bar centred on noon of its day.
  @Test func unitBarsSpanTheirDay() {
    let g = geometry(marks { ForEach(0..<7, id: \.self) { BarMark(x: .value("Day", day($0), unit: .day, calendar: utc), y: .value("Steps", $0 + 1)) } },
      size: CGSize(width: 350, height: 100))
    let rects = g.model.marks.compactMap(ChartDrawing(geometry: g).barRect)
    #expect(rects.count == 7)
    #expect(abs(rects[0].midX - 25) < 1e-6 && abs(rects[6].midX - 325) < 1e-6)
    #expect(abs(rects[0].width - 35) < 1e-6)
  }

  /// Dated bars without a unit: the domain is the dates' extent (the
  /// first bar hangs half outside the plot, as on iOS), each bar 70 % of
  /// the plot's length over their number.
  @Test func datedBarsWithoutUnitHangHalfOutside() {
    let g = geometry(marks { ForEach(0..<5, id: \.self) { BarMark(x: .value("Day", day($0)), y: .value("Steps", 10)) } })
    let rects = g.model.marks.compactMap(ChartDrawing(geometry: g).barRect)
    #expect(abs(rects[0].midX) < 1e-6 && abs(rects[4].midX - 400) < 1e-6)
    #expect(abs(rects[0].width - 56) < 1e-6)
  }

  /// `position(by:)` splits 70 % of the band into slots and fills 70 % of
  /// each (one group: 49 % of the band, as iOS's 71 of 146 px).
  @Test func groupedBarsSplitTheirBand() {
    let g = geometry(marks {
      ForEach(sales) { sale in
        BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
          .foregroundStyle(by: .value("Product", sale.product))
          .position(by: .value("Product", sale.product))
      }
    })
    let rects = g.model.marks.compactMap(ChartDrawing(geometry: g).barRect)
    #expect(abs(rects[0].midX - (50 - 17.5)) < 1e-9 && abs(rects[4].midX - (50 + 17.5)) < 1e-9)
    #expect(abs(rects[0].width - 24.5) < 1e-9)
    // Side by side, not stacked: each from zero (the plot's bottom, above
    // the legend the grouping value brings).
    #expect(g.showsLegend && g.plot.maxY < 100)
    #expect(abs(rects[4].maxY - g.plot.maxY) < 1e-9 && abs(rects[4].height - g.plot.height * 40 / 150) < 1e-9)
  }

  /// Bars at one place stack in order; `.normalized` stacks to 1, and
  /// `.unstacked` overlaps from zero.
  @Test func barsStackPerPlace() {
    let stacked = geometry(marks {
      ForEach(sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)).foregroundStyle(by: .value("Product", $0.product)) }
    })
    let rects = stacked.model.marks.compactMap(ChartDrawing(geometry: stacked).barRect)
    // March: 150 + 30 = 180, the tallest stack, reaches the top.
    #expect(abs(rects[6].minY) < 1e-9 && abs(rects[6].maxY - rects[2].minY) < 1e-9)
    #expect(stacked.model.marks[6].valueStart == 150 && stacked.model.marks[6].valueEnd == 180)
    let normalized = ChartModel(marks: marks {
      ForEach(sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount), stacking: .normalized) }
    }, configuration: ChartConfiguration())
    #expect(normalized.marks[4].valueEnd == 1 && abs(normalized.marks[0].valueEnd! - 0.75) < 1e-12)
    let unstacked = ChartModel(marks: marks {
      ForEach(sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount), stacking: .unstacked) }
    }, configuration: ChartConfiguration())
    #expect(unstacked.marks[4].valueStart == 0 && unstacked.marks[4].valueEnd == 40)
  }

  /// A shown axis rounds the domain out to its grid step; numbers include
  /// zero unless the domain says otherwise.
  @Test func numberDomains() {
    let values = [95.0, 101, 105]
    let line = marks { ForEach(values.indices, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", values[$0])) } }
    let shown = geometry(line, size: CGSize(width: 300, height: 200), axes: true)
    #expect(shown.yScale.lower == 0)
    let step = shown.yScale.step!
    #expect(shown.yScale.upper >= 105 && shown.yScale.upper.truncatingRemainder(dividingBy: step) == 0)
    #expect(shown.yMarks.first.map { abs($0.position - shown.plot.maxY) < 1e-9 } == true)
    let tight = geometry(line) { $0.yScale.domain = .automatic(includesZero: false, reversed: false) }
    #expect(tight.yScale.lower == 95 && tight.yScale.upper == 105)
    let fixed = geometry(line) { $0.yScale.domain = .range(.number(0), .number(200)) }
    #expect(fixed.yScale.upper == 200)
  }

  /// The y axis's labels sit at the trailing edge, the plot ending where
  /// the widest label's room begins; category labels centre under bands.
  @Test func axesTakeTheirLabelsRoom() throws {
    let g = geometry(marks { ForEach(sales.prefix(4)) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)) } },
      size: CGSize(width: 300, height: 200), axes: true)
    let labels = g.yMarks.compactMap(\.label)
    let widest = try #require(labels.map(\.size.width).max())
    #expect(abs(g.plot.maxX - (300 - widest - ChartGeometry.labelSpacing - 2)) < 1e-9)
    #expect(labels.allSatisfy { $0.anchor == .leading && $0.point.x == g.plot.maxX + ChartGeometry.labelSpacing })
    let xLabels = g.xMarks.compactMap(\.label)
    #expect(xLabels.count == 4 && xLabels.allSatisfy { $0.anchor == .top })
    #expect(g.xMarks.allSatisfy { $0.grid == nil })
  }

  /// `foregroundStyle(by:)` hands out Swift Charts' palette in order of
  /// appearance and lists each value in the legend; a style scale maps
  /// values to its styles; a gradient range spreads numbers along it.
  @Test func stylesByValue() {
    let model = ChartModel(marks: marks {
      ForEach(["b", "a", "c", "a"], id: \.self) { BarMark(x: .value("k", $0), y: .value("v", 1)).foregroundStyle(by: .value("Kind", $0)) }
    }, configuration: ChartConfiguration())
    #expect(model.legend.map(\.name) == ["b", "a", "c"])
    #expect(sameStyle(model.legend[0].style, .blue) && sameStyle(model.legend[1].style, .green))
    #expect(sameStyle(model.legend[2].style, .orange))
    var configuration = ChartConfiguration()
    configuration.styleScale = StyleScaleSpec(domain: [.category("a"), .category("b")], styles: [AnyShapeStyle(Color.red), AnyShapeStyle(Color.black)])
    let scaled = ChartModel(marks: marks { BarMark(x: .value("k", "b"), y: .value("v", 1)).foregroundStyle(by: .value("Kind", "b")) }, configuration: configuration)
    #expect(sameStyle(scaled.marks[0].style, .black))
    configuration.styleScale = StyleScaleSpec(domain: nil, styles: [], gradient: Gradient(colors: [.white, .black]))
    let graded = ChartModel(marks: marks {
      ForEach([0, 5, 10], id: \.self) { PointMark(x: .value("x", $0), y: .value("y", $0)).foregroundStyle(by: .value("v", $0)) }
    }, configuration: configuration)
    #expect(sameStyle(graded.marks[0].style, .white) && sameStyle(graded.marks[2].style, .black))
    #expect(sameStyle(graded.marks[1].style, Color(red: 0.5, green: 0.5, blue: 0.5)))
  }

  /// What apps write compiles and keeps its marks: `if`s, `Plot`s with
  /// accessibility, view modifiers on a `ForEach` chained with chart ones,
  /// content of your own, enums plotted by raw value, bins.
  @Test func contentFormsKeepTheirMarks() {
    let showTarget = true
    let all = marks {
      ForEach(sales) { sale in
        Plot {
          LineMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
        }
        .accessibilityLabel(sale.month)
      }
      ForEach(sales.prefix(2)) { sale in
        PointMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
      }
      .foregroundStyle(.red)
      .symbolSize(40)
      if showTarget {
        Target(value: 100)
      } else {
        RuleMark(y: .value("None", 0))
      }
      BarMark(x: .value("Flavor", Flavor.chocolate), y: .value("Count", 3))
    }
    #expect(all.count == 8 + 2 + 1 + 1)
    let points = all.filter { $0.kind == .point }
    #expect(points.allSatisfy { sameStyle($0.style, .red) && $0.symbolSize.map { abs($0.width - 2 * (40 / Double.pi).squareRoot()) < 1e-9 } == true })
    #expect(all.last?.x?.value == .category("chocolate"))
    #expect(sameStyle(all[10].style, .red) && all[10].kind == .rule)
    let bins = NumberBins<Double>(range: 0...97, desiredCount: 10)
    #expect(bins.binSize == 10 && bins.count == 10 && bins.index(for: 55) == 5 && bins[5].lowerBound == 50)
    let binned = marks { BarMark(x: .value("Bin", bins[2]), y: .value("Count", 4)) }
    #expect(binned[0].xRange.map { $0.0 == .number(20) && $0.1 == .number(30) } == true)
  }

  /// A chart proxy reads positions and values through the same scales:
  /// from the plot area's origin, round trip.
  @Test func proxyRoundTrips() throws {
    let g = geometry(marks { ForEach(0..<11, id: \.self) { LineMark(x: .value("x", Double($0) * 10), y: .value("y", $0)) } }, size: CGSize(width: 200, height: 100))
    let proxy = ChartProxy(geometry: g, globalOrigin: CGPoint(x: 30, y: 40))
    #expect(proxy.position(forX: 50.0) == 100)
    #expect(try #require(proxy.value(atX: 150, as: Double.self)) == 75)
    #expect(proxy.position(forY: 10) == 0)
    #expect(proxy.plotSize == CGSize(width: 200, height: 100))
  }

  /// A monotone curve never overshoots its points (Fritsch–Carlson): a
  /// plateau stays flat.
  @Test func monotoneCurvesDoNotOvershoot() {
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 50), CGPoint(x: 20, y: 50), CGPoint(x: 30, y: 100)]
    var ys: [CGFloat] = []
    Interpolation.path(through: points, method: .monotone).forEach { element in
      if case .curve(let to, let c1, let c2) = element { ys += [to.y, c1.y, c2.y] }
    }
    #expect(ys.count == 9 && ys.allSatisfy { $0 >= 0 && $0 <= 100 })
    #expect(ys[3...5].allSatisfy { $0 == 50 })
  }

  /// `chartPlotStyle`'s content is the plot area: its background fills
  /// the area inside the axes, not the axis labels or the legend beside
  /// and below it.
  @Test func thePlotStylesBackgroundFillsThePlotAreaOnly() throws {
    let chart = Chart(sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)).foregroundStyle(by: .value("Product", $0.product)) }
      .chartPlotStyle { plot in plot.background(Color.red) }
      .frame(width: 400, height: 200).background(Color.white)
    let renderer = ImageRenderer(content: chart)
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    func isRed(_ x: Int, _ y: Int) -> Bool { let p = image.pixel(x: x, y: y); return p.red > 240 && p.green < 80 && p.blue < 80 }  // iOS's red: 255, 59, 48
    // Inside the plot, above the bars (it starts half a label below the
    // top, where the top y label centres).
    #expect(isRed(5, 12) && !isRed(5, 2))
    // The legend's row at the bottom and the y-axis labels at the right
    // are outside it.
    #expect(!isRed(5, 197) && !isRed(395, 100))
  }

  /// The drawn chart: bars where the geometry puts them, in blue on white,
  /// and a sector chart's slices clockwise from 12 o'clock.
  @Test func drawsWhereItsGeometrySays() throws {
    let chart = Chart(sales.filter { $0.product == "Pancakes" }) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)) }
      .chartXAxis(.hidden).chartYAxis(.hidden)
      .frame(width: 400, height: 100).background(Color.white)
    let renderer = ImageRenderer(content: chart)
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    let blue = Color.blue.resolve(in: EnvironmentValues())
    let expected = Bitmap.Pixel(UInt8((blue.red * 255).rounded()), UInt8((blue.green * 255).rounded()), UInt8((blue.blue * 255).rounded()))
    #expect(image.pixel(x: 250, y: 50) == expected)  // March's bar
    #expect(image.pixel(x: 50, y: 10) == Bitmap.Pixel(255, 255, 255))  // above January's 120 of 150
    #expect(image.pixel(x: 50, y: 30) == expected)
    #expect(image.pixel(x: 100, y: 90) == Bitmap.Pixel(255, 255, 255))  // between bands
    let pie = Chart { SectorMark(angle: .value("a", 1)).foregroundStyle(.red); SectorMark(angle: .value("b", 3)).foregroundStyle(.green) }
      .frame(width: 100, height: 100).background(Color.white)
    let pieRenderer = ImageRenderer(content: pie)
    pieRenderer.scale = 1
    let pieImage = try #require(pieRenderer.bitmap)
    #expect(pieImage.pixel(x: 70, y: 30).red > 200 && pieImage.pixel(x: 70, y: 30).green < 100)  // first quarter, top right
    #expect(pieImage.pixel(x: 30, y: 30).green > 100 && pieImage.pixel(x: 30, y: 30).red < 100)
  }

  /// Looked at: bars with annotations, stacked and grouped bars, lines
  /// with symbols and a target rule, dated bars with axes, an area under a
  /// curve, horizontal bars, a donut, a scatter plot with a legend on top.
  @Test func gallery() {
    expectGolden(of: ChartGallery(), named: "charts-gallery", scale: 2)
  }
}

private struct ChartGallery: View {
  var body: some View {
    VStack(spacing: 16) {
      HStack(spacing: 16) {
        Chart(sales) { sale in
          BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
            .foregroundStyle(by: .value("Product", sale.product))
            .position(by: .value("Product", sale.product))
            .annotation(position: .top) { Text("\(Int(sale.amount))").font(.caption2) }
        }
        Chart {
          ForEach(sales) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
              .foregroundStyle(by: .value("Product", sale.product))
              .symbol(by: .value("Product", sale.product))
              .interpolationMethod(.catmullRom)
          }
          RuleMark(y: .value("Target", 100))
            .foregroundStyle(.red)
            .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
            .annotation(position: .top, alignment: .leading) { Text("Target").font(.caption).foregroundStyle(.red) }
        }
      }
      .frame(height: 200)
      HStack(spacing: 16) {
        Chart(0..<14, id: \.self) { index in
          BarMark(x: .value("Day", day(index), unit: .day, calendar: utc), y: .value("Steps", [42, 81, 65, 102, 73, 30, 91, 56, 77, 88, 40, 120, 61, 70][index] * 100))
            .foregroundStyle(.teal)
            .cornerRadius(3)
        }
        Chart(sales.filter { $0.product == "Pancakes" }) { sale in
          SectorMark(angle: .value("Sales", sale.amount), innerRadius: .ratio(0.6), angularInset: 2)
            .foregroundStyle(by: .value("Month", sale.month))
        }
      }
      .frame(height: 200)
    }
    .padding(12)
    .frame(width: 640)
    .environment(\.calendar, utc)
    .environment(\.timeZone, utc.timeZone)
  }
}

/// Forms found in apps' chart screens (a 2025 fitness app's steps chart,
/// among others), in code written here: axis marks whose content ignores
/// the value, a `switch` among labels, rules with `.init` stroke styles,
/// conditional opacity, a selection binding, positions read through the
/// proxy in an overlay.
private struct AppChartForms: View {
  enum Granularity { case day, hour }
  var granularity = Granularity.day
  var selected: Date? = day(2)
  @State private var selection: Date?

  var body: some View {
    Chart {
      ForEach([100.0, 200], id: \.self) { goal in
        RuleMark(y: .value("Goal", goal))
          .foregroundStyle(.orange)
          .lineStyle(.init(lineWidth: 1, dash: [5]))
      }
      ForEach(0..<5, id: \.self) { index in
        BarMark(x: .value("Time", day(index)), y: .value("Steps", index * 50))
          .foregroundStyle(.pink)
          .opacity((selected == day(index) || selected == nil) ? 1.0 : 0.3)
      }
      if let selected {
        RuleMark(x: .value("Time", selected)).foregroundStyle(Color.pink.opacity(0.3))
      }
    }
    .chartXScale(domain: day(0)...day(4))
    .chartXSelection(value: $selection)
    .chartXAxis {
      AxisMarks(values: .automatic(desiredCount: 5)) {
        switch granularity {
        case .day: AxisValueLabel(format: .dateTime.weekday())
        case .hour: AxisValueLabel(format: .dateTime.hour())
        }
        AxisGridLine()
        AxisTick()
      }
    }
    .chartYAxis {
      AxisMarks(preset: .inset) {
        AxisGridLine()
        AxisValueLabel()
      }
    }
    .chartOverlay { proxy in
      GeometryReader { geometry in
        if let point = proxy.position(for: (x: day(2), y: 0.0)) {
          Circle().fill(.pink).frame(width: 8, height: 8).position(x: point.x, y: geometry.size.height - 10)
        }
      }
    }
  }
}

extension ChartsTests {
  /// The forms compile and draw: the selected day's bar at full opacity,
  /// the others faded, the overlay's dot where the proxy says.
  @Test func appFormsDraw() throws {
    let renderer = ImageRenderer(content: AppChartForms().frame(width: 300, height: 200).background(Color.white))
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    #expect(image.width == 300 && image.height == 200)
    var pinkish = 0
    for x in stride(from: 0, to: 300, by: 2) { for y in stride(from: 0, to: 200, by: 2) where image.pixel(x: x, y: y).red > 200 && image.pixel(x: x, y: y).blue > 60 && image.pixel(x: x, y: y).green < 120 { pinkish += 1 } }
    #expect(pinkish > 50, "\(pinkish)")
    if ProcessInfo.processInfo.environment["CHARTS_LOOK"] != nil { try ImageRenderer(content: AppChartForms().frame(width: 300, height: 200).background(Color.white)).pngData()?.write(to: URL(fileURLWithPath: "/tmp/appforms.png")) }
  }
}

extension ChartsTests {
  /// Each `AxisMarks` of an axis draws its own values (daily grid lines,
  /// weekly labels); `chartYAxis {}` draws nothing and takes no room; a
  /// list of numbers bounds a number axis.
  @Test func axisPartsAndDomains() {
    let bars = marks { ForEach(0..<14, id: \.self) { BarMark(x: .value("Day", day($0), unit: .day, calendar: utc), y: .value("Steps", 10)) } }
    let g = geometry(bars, size: CGSize(width: 420, height: 200), axes: true) { configuration in
      configuration.x.marks =
        AxisMarks(values: .stride(by: .day)) { _ in AxisGridLine() }.collectedAxisMarks
        + AxisMarks(values: .stride(by: .weekOfYear)) { _ in AxisValueLabel() }.collectedAxisMarks
      configuration.y.marks = []
    }
    #expect(g.xMarks.filter { $0.grid != nil }.count == 15)
    let labelled = g.xMarks.filter { $0.label != nil }
    #expect(labelled.count == 2 && labelled.allSatisfy { $0.grid == nil })
    #expect(g.yMarks.isEmpty && g.plot.width == 420)
    let fish = marks { ForEach([6, 8, 10], id: \.self) { BarMark(x: .value("Size", $0), y: .value("Count", $0)) } }
    let bounded = geometry(fish) { $0.xScale.domain = .values([.number(6), .number(24)]) }
    #expect(bounded.xScale.lower == 6 && bounded.xScale.upper == 24)
  }
}

/// A sales history as Apple's Food Truck sample writes it (code written
/// here): nested `ForEach`es, a line style on the inner `ForEach`, a
/// legend on top, and labels on all axis values but the last.
private struct NestedSeries: View {
  struct City: Identifiable {
    let name: String
    let sales: [Int]
    var id: String { name }
  }
  let cities = [City(name: "San Francisco", sales: [120, 150, 90, 180]), City(name: "Cupertino", sales: [80, 60, 110, 95])]

  var body: some View {
    Chart {
      ForEach(cities) { city in
        ForEach(city.sales.indices, id: \.self) { index in
          LineMark(x: .value("Day", day(index)), y: .value("Sales", city.sales[index]))
            .foregroundStyle(by: .value("Location", city.name))
            .interpolationMethod(.cardinal)
            .symbol(by: .value("Location", city.name))
        }
        .lineStyle(StrokeStyle(lineWidth: 3))
      }
    }
    .chartLegend(position: .top)
    .chartYScale(domain: .automatic(includesZero: false))
    .chartXAxis {
      AxisMarks(values: .automatic(roundLowerBound: false, roundUpperBound: false)) { value in
        if value.index < value.count - 1 {
          AxisValueLabel()
        }
        AxisTick()
        AxisGridLine()
      }
    }
  }
}

extension ChartsTests {
  /// Nested `ForEach`es keep every mark, two series by location, the outer
  /// `ForEach`'s line style on each, the legend on top.
  @Test func nestedSeries() {
    let all = chartMarks(in: NestedSeries().body)
    #expect(all.isEmpty)  // a Chart is a view, not chart content
    let marks = NestedSeries().cities.flatMap { city in
      chartMarks(in: ForEach(city.sales.indices, id: \.self) { index in
        LineMark(x: .value("Day", day(index)), y: .value("Sales", city.sales[index]))
      }.lineStyle(StrokeStyle(lineWidth: 3)))
    }
    #expect(marks.count == 8 && marks.allSatisfy { $0.lineStyle?.lineWidth == 3 })
    expectGolden(of: NestedSeries().frame(width: 320, height: 200).environment(\.calendar, utc).environment(\.timeZone, utc.timeZone), named: "nested-series", scale: 2)
  }
}

extension ChartsTests {
  /// Bad input draws what it can, never traps: NaN and infinite values are
  /// left out (and do not poison a stack), an empty chart is an empty plot,
  /// huge spans and tiny bins are clamped, a proxy asked about a far-away
  /// position answers.
  @Test func badInputIsSurvived() throws {
    let chart = Chart {
      BarMark(x: .value("k", "a"), y: .value("v", Double.nan))
      BarMark(x: .value("k", "a"), y: .value("v", 3.0))
      BarMark(x: .value("k", "b"), y: .value("v", Double.infinity))
      LineMark(x: .value("x", 1e300), y: .value("y", -1e300))
      PointMark(x: .value("x", Date.distantPast), y: .value("y", 1))
      SectorMark(angle: .value("a", -5))
      RuleMark(y: .value("t", Double.nan))
    }
    .frame(width: 200, height: 100)
    #expect(try ImageRenderer(content: chart).render() != nil)
    #expect(try ImageRenderer(content: Chart { ForEach([Int](), id: \.self) { BarMark(x: .value("x", $0)) } }.frame(width: 50, height: 50)).render() != nil)
    let stacked = ChartModel(marks: marks {
      BarMark(x: .value("k", "a"), y: .value("v", Double.nan))
      BarMark(x: .value("k", "a"), y: .value("v", 3.0))
    }, configuration: ChartConfiguration())
    #expect(stacked.marks[1].valueStart == 0 && stacked.marks[1].valueEnd == 3)
    let bins = NumberBins<Double>(size: 1e-300, range: 0...1e300)
    #expect(bins.count == 10_000 && bins.index(for: .infinity) == 0 && bins.index(for: 1e308) == 9_999)
    let dates = marks { ForEach([Date.distantPast, Date.distantFuture], id: \.self) { PointMark(x: .value("d", $0), y: .value("v", 1)) } }
    let g = geometry(dates, axes: true)
    #expect(g.xMarks.count <= 200)
    let proxy = ChartProxy(geometry: geometry(marks { ForEach(["a", "b"], id: \.self) { BarMark(x: .value("k", $0), y: .value("v", 1)) } }), globalOrigin: .zero)
    #expect(proxy.value(atX: 1e300, as: String.self) == "b" && proxy.value(atX: -1e300, as: String.self) == "a")
  }
}

extension ChartsTests {
  /// A scrolling chart (`chartScrollableAxes` with a visible domain) shows
  /// that length of its data from the scroll position, its bars as wide as
  /// the window's share of them.
  @Test func scrollingChartsShowTheirWindow() {
    let bars = marks { ForEach(0..<20, id: \.self) { BarMark(x: .value("i", $0), y: .value("v", 1)) } }
    let g = geometry(bars) { configuration in
      configuration.scrollableAxes = .horizontal
      configuration.xScale.visibleLength = 5
      configuration.xScale.scrollTo = .number(10)
    }
    let rects = g.model.marks.compactMap(ChartDrawing(geometry: g).barRect)
    // 5 of the 19-unit domain across 400 pt: 80 pt a unit, bars 70 % of the window's share.
    #expect(abs(rects[10].midX) < 1e-6 && abs(rects[15].midX - 400) < 1e-6)
    #expect(abs(rects[10].width - 400.0 / 20 * (19.0 / 5) * 0.7) < 1e-6)
  }
}

extension ChartsTests {
  /// What a chart course app (Sparklydust/mont-blanc, 174 files) wrote and
  /// Flipbook lacked: `AxisMarks` parts on both sides of an axis, axis
  /// titles where `position` puts them, a tick reaching past the labels,
  /// a domain changed after inference, line styles by value, and a mark's
  /// own interval offsets.
  @Test func axisPartsTakeTheirSidesAndTitlesTheirPlaces() {
    let bars = marks { ForEach(sales.filter { $0.product == "Pancakes" }) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)) } }
    let plain = geometry(bars, size: CGSize(width: 400, height: 200), axes: true)
    // A `.top` x part labels over the plot and a `.leading` y part on
    // its left: the plot moves down and right by their rows.
    let sided = geometry(bars, size: CGSize(width: 400, height: 200), axes: true) { configuration in
      configuration.x.marks =
        AxisMarks(position: .top) { _ in AxisValueLabel() }.collectedAxisMarks + AxisMarks(position: .bottom).collectedAxisMarks
      configuration.y.marks = AxisMarks(position: .leading).collectedAxisMarks + AxisMarks(position: .trailing).collectedAxisMarks
    }
    #expect(sided.plot.minY > plain.plot.minY + 5 && sided.plot.minX > 10)
    #expect(sided.plot.maxX < plain.plot.maxX + 0.5 && sided.plot.maxY == plain.plot.maxY)
    let topLabels = sided.xMarks.compactMap(\.label).filter { $0.point.y < sided.plot.minY }
    let bottomLabels = sided.xMarks.compactMap(\.label).filter { $0.point.y > sided.plot.maxY }
    #expect(topLabels.count == 4 && bottomLabels.count == 4)
    let leadingLabels = sided.yMarks.compactMap(\.label).filter { $0.point.x < sided.plot.minX }
    #expect(!leadingLabels.isEmpty && leadingLabels.count * 2 == sided.yMarks.compactMap(\.label).count)

    // A y title up the trailing side by default (turned, its own column);
    // at `.top`, in a row over the plot at its leading edge.
    let side = geometry(bars, size: CGSize(width: 400, height: 200), axes: true) { configuration in
      configuration.y.label = .init(position: .automatic, alignment: nil, spacing: nil, content: AnyView(Text("Units")))
    }
    let sideTitle = side.yAxisTitle
    #expect(sideTitle.map { $0.point.x > side.plot.maxX + 10 && $0.anchor == .center } == true)
    #expect(side.plot.width < plain.plot.width - 5)
    let over = geometry(bars, size: CGSize(width: 400, height: 200), axes: true) { configuration in
      configuration.y.label = .init(position: .top, alignment: .leading, spacing: nil, content: AnyView(Text("Units")))
    }
    #expect(over.yAxisTitle.map { $0.point.x == over.plot.minX && $0.point.y < over.plot.minY && $0.anchor == .bottomLeading } == true)
    #expect(over.plot.width == plain.plot.width && over.plot.minY > plain.plot.minY + 10)

    // Ticks: 4 pt by default, to the labels, past the longest label.
    #expect(plain.tickLength(AxisTick(), isX: false) == 4)
    #expect(plain.tickLength(AxisTick(length: .label), isX: false) == ChartGeometry.labelSpacing)
    #expect(plain.tickLength(AxisTick(length: .longestLabel(extendPastBy: 8)), isX: false) == ChartGeometry.labelSpacing + plain.longestYLabelWidth + 8)
    #expect(plain.longestYLabelWidth > 10)
    #expect(plain.tickLength(AxisTick(length: 24), isX: true) == 24)
  }

  @Test func inferredDomainsCanBeChanged() {
    let bars = marks { ForEach(["b10", "a2", "a10"], id: \.self) { BarMark(x: .value("Name", $0), y: .value("Count", 1)) } }
    let g = geometry(bars) { configuration in
      configuration.xScale.domain =
        AutomaticScaleDomain.automatic(dataType: String.self) { domain in
          domain.sort(using: .localizedStandard)
          domain.append("New")
        }._domain.spec
    }
    #expect(g.xScale.categories == ["a2", "a10", "b10", "New"])
    let numbers = marks { BarMark(x: .value("Name", "a"), y: .value("Count", 40)) }
    let widened = geometry(numbers) { configuration in
      configuration.yScale.domain = AutomaticScaleDomain.automatic(dataType: Double.self) { $0.append(100) }._domain.spec
    }
    #expect(widened.yScale.upper == 100)
  }

  /// `lineStyle(by:)` strokes each series by the scale (or in turn:
  /// solid, then dashed); `offset(yStart:)` moves a rule's lower end.
  @Test func lineStylesByValueAndIntervalOffsets() {
    let lines = marks {
      ForEach(sales) { LineMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)).lineStyle(by: .value("Product", $0.product)) }
    }
    let automatic = ChartModel(marks: lines, configuration: ChartConfiguration())
    let strokes = automatic.marks.map { $0.lineStroke?.dash ?? [-1] }
    #expect(strokes.first == [] && strokes.last == [6, 4])
    var configuration = ChartConfiguration()
    configuration.lineStyleScale = [(.category("Waffles"), StrokeStyle(lineWidth: 5))]
    let scaled = ChartModel(marks: lines, configuration: configuration)
    #expect(scaled.marks.last?.lineStroke?.lineWidth == 5)

    let rule = marks { RuleMark(x: .value("Month", "Feb")).offset(yStart: -10) }
    let g = geometry(rule + marks { BarMark(x: .value("Month", "Jan"), y: .value("Sales", 1)) })
    let drawing = ChartDrawing(geometry: g)
    let ends = drawing.ruleLine(g.model.marks[0])
    #expect(ends.map { $0.0.y == g.plot.maxY - 10 && $0.1.y == g.plot.minY } == true)
  }

  /// A mark's shadow, blur and `compositingLayer(style:)` are drawn: a
  /// shadow cast 6 pt right of a bar darkens the white beside it.
  @Test func aMarksShadowIsDrawn() throws {
    func image(shadow: Bool) throws -> Bitmap {
      let chart = Chart {
        BarMark(x: .value("Month", "Jan"), y: .value("Sales", 10))
          .compositingLayer { mark in
            if shadow { mark.shadow(color: .black, radius: 0, x: 6, y: 0) } else { mark }
          }
      }
      .chartXAxis(.hidden).chartYAxis(.hidden)
      .frame(width: 100, height: 100).background(Color.white)
      let renderer = ImageRenderer(content: chart)
      renderer.scale = 1
      return try #require(renderer.bitmap)
    }
    let plain = try image(shadow: false)
    let shaded = try image(shadow: true)
    // The bar spans 15…85; just past its right edge is white unshaded.
    #expect(plain.pixel(x: 88, y: 50) == Bitmap.Pixel(255, 255, 255))
    #expect(shaded.pixel(x: 88, y: 50).red < 40)
    #expect(shaded.pixel(x: 50, y: 50) == plain.pixel(x: 50, y: 50))
  }
}

extension ChartsTests {
  /// `symbolSize(by:)` spreads numbers over the symbol areas (a 4-pt to a
  /// 16-pt symbol by default, or the scale's range).
  @Test func symbolsAreSizedByValue() {
    let points = marks {
      ForEach([10.0, 55, 100], id: \.self) { PointMark(x: .value("x", $0), y: .value("y", $0)).symbolSize(by: .value("Size", $0)) }
    }
    let sizes = ChartModel(marks: points, configuration: ChartConfiguration()).marks.map { $0.mark.symbolSize?.width ?? 0 }
    #expect(abs(sizes[0] - 4) < 0.001 && abs(sizes[2] - 16) < 0.001)
    #expect(abs(sizes[1] - 2 * ((4 + 64) / 2.0).squareRoot()) < 0.001)  // half way in area
    var configuration = ChartConfiguration()
    configuration.symbolSizeRange = 100...400
    let ranged = ChartModel(marks: points, configuration: configuration).marks.map { $0.mark.symbolSize?.width ?? 0 }
    #expect(abs(ranged[0] - 2 * (100 / CGFloat.pi).squareRoot()) < 0.001)
  }

  /// An annotation is offered the plot's size: a circle framed only in
  /// width is that wide and as high (a bubble), not a 10-pt sliver.
  @Test func anAnnotationIsOfferedThePlotsSize() throws {
    let chart = Chart {
      PointMark(x: .value("x", 1), y: .value("y", 1)).opacity(0)
        .annotation(position: .overlay) { Circle().fill(Color.red).frame(width: 40) }
    }
    .chartXAxis(.hidden).chartYAxis(.hidden).chartXScale(domain: 0...2).chartYScale(domain: 0...2)
    .frame(width: 100, height: 100).background(Color.white)
    let renderer = ImageRenderer(content: chart)
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    func isRed(_ x: Int, _ y: Int) -> Bool { let p = image.pixel(x: x, y: y); return p.red > 200 && p.green < 100 }
    #expect(isRed(50, 50) && isRed(50, 33) && isRed(50, 67) && isRed(33, 50))
    #expect(!isRed(50, 25) && !isRed(50, 75))
  }
}

extension ChartsTests {
  /// A sector's `angularInset` is a gap of constant width between
  /// neighbours (its edges moved half the inset into the slice, parallel
  /// to their rays), and `cornerRadius` rounds its corners.
  @Test func sectorsKeepParallelGapsAndRoundTheirCorners() throws {
    let center = CGPoint(x: 100, y: 100)
    // A quarter from 12 to 3 o'clock, radius 80, inset 4: points 1 pt
    // right of the 12 o'clock ray are in the gap near the middle and near
    // the rim alike; 3 pt right of it are in the slice.
    let quarter = try #require(SectorPath(center: center, outer: 80, inner: 0, start: -.pi / 2, end: 0, inset: 4, cornerRadius: 0).path)
    #expect(!quarter.contains(CGPoint(x: 101, y: 40)) && !quarter.contains(CGPoint(x: 101, y: 80)))
    #expect(quarter.contains(CGPoint(x: 103, y: 40)) && quarter.contains(CGPoint(x: 104, y: 96)))
    // Rounded by 12: the sharp outer corner (just inside where the edge
    // meets the rim) is cut away, the middle of the rim is kept.
    let rounded = try #require(SectorPath(center: center, outer: 80, inner: 0, start: -.pi / 2, end: 0, inset: 4, cornerRadius: 12).path)
    #expect(quarter.contains(CGPoint(x: 103, y: 22)) && !rounded.contains(CGPoint(x: 103, y: 22)))
    #expect(rounded.contains(CGPoint(x: 100 + 56, y: 100 - 56)))
    // A donut slice keeps its hole; a 350° slice with an inset is drawn.
    let ring = try #require(SectorPath(center: center, outer: 80, inner: 50, start: -.pi / 2, end: 0, inset: 4, cornerRadius: 6).path)
    #expect(!ring.contains(CGPoint(x: 120, y: 80)) && ring.contains(CGPoint(x: 145, y: 55)))
    let large = try #require(SectorPath(center: center, outer: 80, inner: 0, start: 0, end: 35 * .pi / 18, inset: 4, cornerRadius: 0).path)
    #expect(large.contains(CGPoint(x: 40, y: 100)) && large.contains(CGPoint(x: 100, y: 40)))
    // Too thin for its inset: nothing, not a crash.
    #expect(SectorPath(center: center, outer: 80, inner: 0, start: 0, end: 0.01, inset: 4, cornerRadius: 5).path == nil)
  }
}

extension ChartsTests {
  /// A bar with no value along its length spans the plot, as Swift Charts
  /// draws `BarMark(x: .value("Label", "Day 1"))`.
  @Test func aBarWithoutAValueSpansThePlot() throws {
    let g = geometry(marks { BarMark(x: .value("Label 1", "Day 1")); BarMark(x: .value("Label 2", "Day 2")) })
    let drawing = ChartDrawing(geometry: g)
    let rect = try #require(drawing.barRect(g.model.marks[0]))
    #expect(rect.minY == g.plot.minY && rect.maxY == g.plot.maxY && abs(rect.width - 140) < 0.01)
  }
}

extension ChartsTests {
  /// A scrolling chart's marks show through the plot's window: the bar
  /// centred on the window's trailing edge is cut there, not drawn over
  /// the y labels beside it.
  @Test func aScrollingChartClipsItsMarksToThePlot() throws {
    let chart = Chart { ForEach(0..<20, id: \.self) { BarMark(x: .value("i", $0), y: .value("v", 1)) } }
      .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 5).chartScrollPosition(initialX: 10)
      .frame(width: 400, height: 200).background(Color.white)
    let renderer = ImageRenderer(content: chart)
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    // The plot as the chart lays it out (y labels on the trailing side).
    let bars = marks { ForEach(0..<20, id: \.self) { BarMark(x: .value("i", $0), y: .value("v", 1)) } }
    let g = geometry(bars, size: CGSize(width: 400, height: 200), axes: true) { configuration in
      configuration.scrollableAxes = .horizontal
      configuration.xScale.visibleLength = 5
      configuration.xScale.scrollTo = .number(10)
    }
    func isBlue(_ x: CGFloat) -> Bool { let p = image.pixel(x: Int(x), y: Int(g.plot.midY)); return p.blue > 200 && p.red < 100 }
    #expect(g.plot.maxX < 390)
    #expect(isBlue(g.plot.maxX - 3))
    #expect(!isBlue(g.plot.maxX + 3))
  }
}
