// Prints the view graph's figures (issue #13's goals): leaf size queries for
// a deep nesting, layout time of a wide nesting, and per-frame cost before
// drawing for every built-in film; and text's (issue #14): 200 rows rendered,
// and shapings per film. Run: Scripts/bench-view-graph.
@_spi(Instrumentation) import Flipbook
import Posts
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
if let name = ProcessInfo.processInfo.environment["FLIPBOOK_PROFILE"], let film = Film.posts(named: name) {
  // FLIPBOOK_PROFILE_ROUNDS=N plays it N times (default 20), every frame
  // resolved when FLIPBOOK_PROFILE_EVERY_FRAME is set.
  let rounds = ProcessInfo.processInfo.environment["FLIPBOOK_PROFILE_ROUNDS"].flatMap { Int($0) } ?? 20
  let everyFrame = ProcessInfo.processInfo.environment["FLIPBOOK_PROFILE_EVERY_FRAME"] != nil
  for _ in 0..<rounds { _ = try film._timeFrames(skippingIdleFrames: !everyFrame) }
  exit(0)
}

if let scene = ProcessInfo.processInfo.environment["FLIPBOOK_PROFILE_SCENE"] {
  try profileScene(scene)
  exit(0)
}

// --scenes [ROUNDS]: the scenes of Scenes.swift (Scripts/bench --debug).
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "--scenes" {
  try runScenes(rounds: CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 5 : 5)
  exit(0)
}

// --long-list [ROWS…]: a 2-s film flicking a List of ROWS rows (LongList.swift).
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "--long-list" {
  let sizes = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
  try runLongList(sizes: sizes.isEmpty ? [250, 1_000, 5_000, 100_000] : sizes)
  exit(0)
}
if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "--long-list-one", let rows = Int(CommandLine.arguments[2]) {
  try runLongListOnce(rows: rows)
  exit(0)
}

// --text [SHEETS]: Flipbook's text against iOS references (TextReferences.swift).
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "--text" {
  try runTextReferences(sheets: CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil)
  exit(0)
}

// --seek [ROUNDS]: seeking a film against rendering it whole (Seeking.swift).
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "--seek" {
  try runSeeking(rounds: CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 3 : 3)
  exit(0)
}

// --drawing [ROUNDS] [FILM…]: per film (all by default), the time its new
// frames take to draw on a thread of their own, one line each ("name
// frames new drawing-ms converting-ms": the conversion to straight-alpha
// bitmaps is part of drawing), medians of ROUNDS plays (default 5).
// Scripts/bench sets drawing less conversion beside a replay of the same
// Cairo calls.
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "--drawing" {
  let rounds = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 5 : 5
  let names = CommandLine.arguments.dropFirst(3)
  for film in Film.posts where names.isEmpty || names.contains(film.name) {
    var drawing: [Double] = [], converting: [Double] = []
    var run = (frames: 0, newFrames: 0, passes: 0, beforeDrawing: 0.0, drawing: 0.0, converting: 0.0)
    for _ in 0..<rounds {
      // On a thread of its own, as films draw (not the main thread, whose
      // heap glibc trims more eagerly: its frame buffers fault in again).
      run = try LargeStack.runOnGraphThread { try film._timeFrames() }
      drawing.append(run.drawing)
      converting.append(run.converting)
    }
    print(film.name, run.frames, run.newFrames, String(format: "%.2f %.2f", median(drawing) * 1000, median(converting) * 1000))
  }
  exit(0)
}

let profilingText = ProcessInfo.processInfo.environment["FLIPBOOK_PROFILE_TEXT"] != nil
if !profilingText {
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
// FLIPBOOK_PROFILE_LAYOUT: pass over the 100 leaves 5,000 times (for a profiler), print nothing else.
if ProcessInfo.processInfo.environment["FLIPBOOK_PROFILE_LAYOUT"] != nil {
  for _ in 0..<5_000 { _ = try hundred._timePass(proposal: .unspecified) }
  exit(0)
}
let counting = LayoutStatistics()
try counting.gather { _ = try hundred._timePass(proposal: .unspecified) }
for _ in 0..<200 {
  let timings = try hundred._timePass(proposal: .unspecified)
  layouts.append(timings.layout)
  resolves.append(timings.resolve)
  lowerings.append(timings.displayList)
}
print("5-level nested stacks, 100 leaves (\(counting.measureCount) sizes computed, at most \(counting.mostMeasuresOfOneNode) by one node): "
  + "layout \(ms(median(layouts))) (fastest \(ms(layouts.min()!))), resolve \(ms(median(resolves))), display list \(ms(median(lowerings))) (medians of 200; this VM's times vary up to 2× between runs)")

// 3. Every film: per frame, before drawing vs drawing (median of 5 runs),
// as films render (idle frames neither resolved nor drawn again) and with
// every frame resolved and drawn (as before idle frames were skipped).
print("\nper frame, median of 5 runs    ------- idle frames skipped -------   -------- every frame resolved --------")
print("film                   frames  new passes before drawing  drawing   passes before drawing  drawing   ratio")
for film in Film.posts {
  var before: [Double] = [], drawing: [Double] = [], fullBefore: [Double] = [], fullDrawing: [Double] = []
  var frames = 0, newFrames = 0, passes = 0, fullPasses = 0
  for _ in 0..<5 {
    let run = try film._timeFrames()
    (frames, newFrames, passes) = (run.frames, run.newFrames, run.passes)
    before.append(run.beforeDrawing / Double(run.frames))
    drawing.append(run.drawing / Double(run.frames))
    let full = try film._timeFrames(skippingIdleFrames: false)
    fullPasses = full.passes
    fullBefore.append(full.beforeDrawing / Double(full.frames))
    fullDrawing.append(full.drawing / Double(full.frames))
  }
  let b = median(before), d = median(drawing), fb = median(fullBefore), fd = median(fullDrawing)
  print(String(film.name.prefix(22)).padding(toLength: 22, withPad: " ", startingAt: 0),
    String(frames).leftPad(6), String(newFrames).leftPad(4), String(passes).leftPad(6), ms(b).leftPad(15), ms(d).leftPad(8),
    String(fullPasses).leftPad(8), ms(fb).leftPad(15), ms(fd).leftPad(8), String(format: "%6.1f×", fb / max(b, 1e-9)))
}

}

// 4. Text: a VStack of 200 rows in mixed fonts, rendered whole (resolve,
// layout, shaping, drawing) at scale 2; then a film of it.
let fonts: [Font] = [.body, .caption, .headline, .title3, .footnote.italic(), .system(size: 15, design: .monospaced)]
func rows(_ salt: String, short: Bool = false) -> some View {
  VStack(alignment: .leading, spacing: 0) {
    ForEach(0..<200, id: \.self) { i in
      Text(short ? "Row \(i) \(salt)" : "Row \(i) \(salt): the quick brown fox jumps over the lazy dog")
        .font(fonts[i % fonts.count])
    }
  }
  .frame(width: 420)
}
func renderMilliseconds<V: View>(_ view: V, scale: CGFloat) throws -> Double {
  let renderer = ImageRenderer(content: view)
  renderer.scale = scale
  let start = DispatchTime.now().uptimeNanoseconds
  _ = try renderer.render()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}
print("\n200 Text rows in six fonts, 420 pt wide, rendered whole (resolve, layout, shaping, drawing):")
// FLIPBOOK_PROFILE_TEXT=1: render the rows, new strings each time, for a profiler.
if profilingText {
  for run in 0..<30 { _ = try renderMilliseconds(rows("profile \(run)"), scale: 1) }
  exit(0)
}
for (scale, short) in [(1, true), (1, false), (2, false)] as [(CGFloat, Bool)] {
  var cold: [Double] = [], warm: [Double] = []
  var shaped = 0
  for run in 0..<9 {
    let salt = "run \(run) at \(scale) \(short)"  // new strings: nothing cached
    let shapedBefore = TextLayout._shapingCount
    cold.append(try renderMilliseconds(rows(salt, short: short), scale: scale))
    shaped = TextLayout._shapingCount - shapedBefore
    warm.append(try renderMilliseconds(rows(salt, short: short), scale: scale))
  }
  let height = ImageRenderer(content: rows("size", short: short)).bitmap.map { CGFloat($0.height) * scale } ?? 0
  print(String(format: "  %@ rows at %.0f× (%.0f × %.0f px, %d shapings): %.1f ms with shaping, %.1f ms with every layout cached",
    short ? "short (\"Row 12 …\")" : "long (55 characters, 2 lines in the larger fonts)", scale, 420 * scale, height, shaped,
    median(cold), median(warm)))
}
let textFilm = Film("rows", size: CGSize(width: 420, height: 4200), fps: 10, state: 0, script: [.wait(1)]) { _ in rows("film") }
let filmShapedBefore = TextLayout._shapingCount
_ = try textFilm.image(at: 0)
let firstFrame = TextLayout._shapingCount - filmShapedBefore
_ = try textFilm._timeFrames()
print("  a 10-frame film of the rows: \(firstFrame) shapings for its first frame, "
  + "\(TextLayout._shapingCount - filmShapedBefore - firstFrame) for all its frames after (none re-shaped between frames)")
var passes: [PassTimings] = []
for _ in 0..<9 { passes.append(try rows("pass").frame(width: 420)._timePass(proposal: .unspecified, scale: 2)) }
print("  (medians of 9; goal < 50 ms)")
print(String(format: "  one pass, cached: resolve %.1f ms, layout %.1f ms, display list %.1f ms (medians of 9)",
  median(passes.map(\.resolve)) * 1000, median(passes.map(\.layout)) * 1000, median(passes.map(\.displayList)) * 1000))

extension String {
  func leftPad(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
