import Flipbook
import Foundation

/// A chart, as Swift Charts' `Chart`: the marks its content builds, on
/// scales fitted to their data, with axes, grid lines and a legend in Swift
/// Charts' default look, drawn in the size SwiftUI offers (a chart is
/// flexible both ways; its ideal size is square, as iOS's is: under
/// `.aspectRatio(contentMode: .fit)` a chart 340 points wide is 340 tall
/// (jordibruin/Swift-Charts-Examples' vector field, recorded on iOS 16).
/// Offered no height, as in a vertical `ScrollView`, it takes 200 points,
/// which is not measured.)
///
/// Drawn as a still frame shows it: marks appear at their values (a change
/// of data between frames of a film redraws them; their insertion is not
/// animated). Selection bindings keep their values and touches do nothing.
nonisolated public struct Chart<Content: View>: View {
  let marks: [ChartMark]

  public var body: some View {
    ChartSurface(marks: marks)
      .frame(minWidth: 0, idealWidth: 200, maxWidth: .infinity, minHeight: 0, idealHeight: 200, maxHeight: .infinity)
  }
}

/// The content type of every `Chart` here (code does not name it).
nonisolated public struct ChartContentView: View {
  public var body: EmptyView { EmptyView() }
}

extension Chart where Content == ChartContentView {
  /// A chart of the marks `content` builds.
  public init<C: ChartContent>(@ChartContentBuilder content: () -> C) {
    marks = content().collectedMarks
  }

  /// A chart of the marks `content` builds for each element of `data`.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) {
    marks = data.flatMap { content($0).collectedMarks }
  }

  /// A chart of the marks `content` builds for each `Identifiable` element.
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Data.Element: Identifiable {
    marks = data.flatMap { content($0).collectedMarks }
  }
}

/// The chart as drawn: fitted to its size, then composed of shapes, labels
/// and the views annotations, overlays and legends give.
struct ChartSurface: View {
  let marks: [ChartMark]
  @Environment(\.chartConfiguration) private var configuration
  @Environment(\.self) private var environment

  var body: some View {
    let configuration = configuration
    let model = ChartModel(marks: marks, configuration: configuration)
    GeometryReader { proxy in
      let geometry = ChartGeometry(model: model, configuration: configuration, size: proxy.size, environment: environment)
      let chartProxy = ChartProxy(geometry: geometry, globalOrigin: proxy.frame(in: .global).origin)
      let drawing = ChartDrawing(geometry: geometry)
      ZStack(alignment: .topLeading) {
        ForEach(0..<configuration.backgrounds.count, id: \.self) { index in
          configuration.backgrounds[index].content(chartProxy)
            .frame(width: geometry.size.width, height: geometry.size.height, alignment: configuration.backgrounds[index].alignment)
        }
        ChartPathShape(path: drawing.gridPath(for: geometry.yMarks, isX: false))
          .stroke(ChartDrawing.gridStyle, lineWidth: 0.5)
        ForEach(0..<drawing.styledGridLines.count, id: \.self) { index in
          let line = drawing.styledGridLines[index]
          ChartPathShape(path: line.path).stroke(line.style, style: line.stroke)
        }
        ChartPathShape(path: drawing.gridPath(for: geometry.xMarks, isX: true))
          .stroke(ChartDrawing.gridStyle, lineWidth: 0.5)
        let pieces = drawing.pieces
        let marks = ZStack(alignment: .topLeading) {
          ForEach(0..<pieces.count, id: \.self) { index in
            pieces[index].view
          }
        }
        if let style = configuration.plotStyle {
          // The plot area is the marks in the plot's frame: the style's
          // background goes behind them, its corner radius or clip shape
          // clips them (iOS: `.cornerRadius(8)` rounds the bars' ends).
          style(
            ChartPlotContent(
              marks: AnyView(
                marks.frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
                  .offset(x: -geometry.plot.minX, y: -geometry.plot.minY))))
            .frame(width: geometry.plot.width, height: geometry.plot.height, alignment: .topLeading)
            .offset(x: geometry.plot.minX, y: geometry.plot.minY)
        } else if !configuration.scrollableAxes.isEmpty {
          // A scrolling chart shows its marks through the plot's window
          // along the axes it scrolls: a bar half past the window's end is
          // cut at the plot's edge, not drawn over the axis labels.
          let scrollsX = configuration.scrollableAxes.contains(.horizontal)
          let scrollsY = configuration.scrollableAxes.contains(.vertical)
          marks.frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
            .mask(alignment: .topLeading) {
              Rectangle()
                .frame(
                  width: scrollsX ? geometry.plot.width : geometry.size.width,
                  height: scrollsY ? geometry.plot.height : geometry.size.height)
                .offset(x: scrollsX ? geometry.plot.minX : 0, y: scrollsY ? geometry.plot.minY : 0)
            }
        } else {
          marks
        }
        ForEach(0..<(geometry.xMarks.count + geometry.yMarks.count), id: \.self) { index in
          let mark = index < geometry.xMarks.count ? geometry.xMarks[index] : geometry.yMarks[index - geometry.xMarks.count]
          if let label = mark.label {
            ChartDrawing.at(label.point, anchor: label.anchor) { label.text.lineLimit(1) }
          }
        }
        if let title = geometry.xAxisTitle {
          ChartDrawing.at(title.point, anchor: title.anchor) {
            title.view.font(ChartGeometry.labelFont).foregroundStyle(HierarchicalShapeStyle.secondary)
          }
        }
        if let title = geometry.yAxisTitle {
          ChartDrawing.at(title.point, anchor: title.anchor) {
            title.view.font(ChartGeometry.labelFont).foregroundStyle(HierarchicalShapeStyle.secondary)
          }
        }
        let annotations = drawing.annotations
        ForEach(0..<annotations.count, id: \.self) { index in
          ChartDrawing.at(annotations[index].point, anchor: annotations[index].anchor) {
            AnnotationProposal(size: geometry.plot.size) { annotations[index].view }
          }
        }
        if geometry.showsLegend {
          ChartLegendView(geometry: geometry, environment: environment)
            .offset(x: geometry.legendOrigin.x, y: geometry.legendOrigin.y)
        }
        ForEach(0..<configuration.overlays.count, id: \.self) { index in
          configuration.overlays[index].content(chartProxy)
            .frame(width: geometry.size.width, height: geometry.size.height, alignment: configuration.overlays[index].alignment)
        }
      }
      .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
    }
  }
}

/// The legend: a swatch (the value's symbol when symbols vary with it) and
/// the value's name per entry, in rows that fit, caption, secondary.
struct ChartLegendView: View {
  let geometry: ChartGeometry
  let environment: EnvironmentValues

  var body: some View {
    if let content = geometry.configuration.legend.content {
      content
    } else {
      let rows = geometry.legendRows(width: geometry.size.width, environment: environment)
      VStack(alignment: .leading, spacing: 4) {
        ForEach(0..<rows.count, id: \.self) { row in
          HStack(spacing: 12) {
            ForEach(rows[row].entries, id: \.self) { index in
              let entry = geometry.model.legend[index]
              HStack(spacing: 4) {
                if let symbol = entry.symbol {
                  symbol.fill(entry.style).frame(width: 8, height: 8)
                } else {
                  Circle().fill(entry.style).frame(width: 8, height: 8)
                }
                Text(entry.name).lineLimit(1)
              }
            }
          }
        }
      }
      .font(ChartGeometry.legendFont)
      .foregroundStyle(HierarchicalShapeStyle.secondary)
      .fixedSize()
    }
  }
}

/// A path drawn as it is, in the chart's coordinates.
struct ChartPathShape: Shape {
  let path: Path
  func path(in rect: CGRect) -> Path { path }
}
