import Dispatch
import Flipbook
import Foundation

/// The seeking bench (issue #42): a 10-s film of 900 `Text`s changing on a
/// 0.05-s timer, at 30 fps. Printed, in ms (medians of `rounds`):
///
/// - `full-render`: every frame drawn (`RenderSession.renderFrames`, on
///   every core, as a GIF's frames are);
/// - `seek-20-increasing`: 20 instants sampled in increasing order from
///   one session (one playthrough, 20 drawings);
/// - `seek-20-fresh`: the same 20 instants each from a session of its own
///   (a playthrough from 0 each time: what `Film.image(at:)` in a loop
///   costs), on 5 instants and scaled by 4 (the whole takes minutes);
///
/// and the ratio of seeking to the full render.
func runSeeking(rounds: Int) throws {
  let film = Film("ticker", size: CGSize(width: 600, height: 600), scale: 1, fps: 30, script: [.wait(10)]) {
    Ticker()
  }
  let instants = (0..<20).map { Double($0) * 10 / 20 + 0.25 }
  func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  }
  var full: [Double] = [], seeking: [Double] = [], fresh: [Double] = []
  for _ in 0..<rounds {
    full.append(try time { try RenderSession(film: film).renderFrames { _, _ in } })
    seeking.append(try time {
      let session = try RenderSession(film: film)
      for instant in instants { _ = try session.image(at: instant) }
    })
  }
  fresh.append(try time {
    for instant in instants.enumerated().filter({ $0.offset % 4 == 0 }).map(\.element) {
      _ = try RenderSession(film: film).image(at: instant)
    }
  } * 4)
  print("full-render", String(format: "%.1f", median(full)))
  print("seek-20-increasing", String(format: "%.1f", median(seeking)))
  print("seek-20-fresh", String(format: "%.1f", median(fresh)))
  print("seek/full", String(format: "%.2f", median(seeking) / median(full)))
}

/// 900 numbers in a 30 × 30 grid, each moving on every tick of a 0.05-s
/// timer.
private struct Ticker: View {
  @State private var tick = 0

  var body: some View {
    VStack(spacing: 2) {
      ForEach(0..<30, id: \.self) { row in
        HStack(spacing: 2) {
          ForEach(0..<30, id: \.self) { column in
            Text("\((row * 30 + column + tick) % 100)").font(.system(size: 9)).frame(width: 18, height: 18)
          }
        }
      }
    }
    .onReceive(Timer.publish(every: 0.05, on: .main, in: .common).autoconnect()) { _ in tick += 1 }
  }
}
