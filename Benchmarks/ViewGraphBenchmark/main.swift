// Prints the view graph's figures (issue #13's goals): leaf size queries for
// a deep nesting, layout time of a wide nesting, and per-frame cost before
// drawing for every built-in film. Run: Scripts/bench-view-graph.
@_spi(Instrumentation) import Flipbook
import Controls
import Foundation

/// The 8-deep nest of flexible leaves (LayoutStatistics counts every size a
/// node computes: cache misses).
func nested(depth: Int) -> AnyView {
  if depth == 0 { return AnyView(Rectangle()) }
  let inner = nested(depth: depth - 1)
  return depth % 2 == 0
    ? AnyView(HStack { inner; Rectangle() })
    : AnyView(VStack { inner; Rectangle() })
}

/// `levels` of stacks, each with `fanOut` children; leaves are rectangles.
func wide(levels: Int, fanOut: Int) -> AnyView {
  if levels == 0 { return AnyView(Rectangle().frame(minWidth: 1, minHeight: 1)) }
  let children = ForEach(0..<fanOut, id: \.self) { _ in wide(levels: levels - 1, fanOut: fanOut) }
  return levels % 2 == 0 ? AnyView(HStack(spacing: 1) { children }) : AnyView(VStack(spacing: 1) { children })
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func ms(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }

// FLIPBOOK_PROFILE=<film>: play one film's frames repeatedly (for a profiler), print nothing else.
if let name = ProcessInfo.processInfo.environment["FLIPBOOK_PROFILE"], let film = Film.controls(named: name) {
  for _ in 0..<20 { _ = try film._timeFrames() }
  exit(0)
}

// 1. Leaf size queries, 8-deep nesting, 9 leaves.
let statistics = LayoutStatistics()
try statistics.gather {
  _ = try nested(depth: 8).frame(width: 300, height: 300)._timePass(proposal: .unspecified)
}
print("8-deep HStack/VStack nesting, 9 leaves: \(statistics.leafMeasures) leaf size computations to draw once "
  + "(\(String(format: "%.1f", Double(statistics.leafMeasures) / 9)) per leaf; most by one node: "
  + "\(statistics.mostMeasuresOfOneNode); before the layout cache: 848,106)")

// 2. Five levels of stacks with 100 leaves (fan-out 2.5: 4, 5, 5 … kept at 100 leaves).
let hundred = AnyView(VStack(spacing: 1) {
  ForEach(0..<4, id: \.self) { _ in
    HStack(spacing: 1) {
      ForEach(0..<5, id: \.self) { _ in
        VStack(spacing: 1) {
          ForEach(0..<5, id: \.self) { _ in
            HStack(spacing: 1) { Rectangle().frame(minWidth: 1, minHeight: 1) }
          }
        }
      }
    }
  }
}.frame(width: 400, height: 400))
var layouts: [Double] = [], resolves: [Double] = [], lowerings: [Double] = []
for _ in 0..<200 {
  let timings = try hundred._timePass(proposal: .unspecified)
  layouts.append(timings.layout)
  resolves.append(timings.resolve)
  lowerings.append(timings.displayList)
}
print("5-level nested stacks, 100 leaves: layout \(ms(median(layouts))) (fastest \(ms(layouts.min()!))), "
  + "resolve \(ms(median(resolves))), display list \(ms(median(lowerings))) (medians of 200; this VM's times vary up to 2× between runs)")

// 3. Every film: per frame, before drawing vs drawing (median of 5 runs).
print("\nfilm             frames  before drawing/frame  drawing/frame  share before drawing")
for film in Film.controls {
  var before: [Double] = [], drawing: [Double] = []
  var frames = 0
  for _ in 0..<5 {
    let run = try film._timeFrames()
    frames = run.frames
    before.append(run.beforeDrawing / Double(run.frames))
    drawing.append(run.drawing / Double(run.frames))
  }
  let b = median(before), d = median(drawing)
  print(film.name.padding(toLength: 16, withPad: " ", startingAt: 0),
    String(frames).leftPad(6), ms(b).leftPad(20), ms(d).leftPad(14),
    String(format: "%19.0f %%", 100 * b / (b + d)))
}

extension String {
  func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
