#if !canImport(SwiftUI)
import Flipbook

/// A card driven by everything that keeps time in user code: a repeating
/// `Timer` counts quarter seconds, `.task` sleeps then pulses a badge,
/// `DispatchQueue.main.asyncAfter` turns the card green, and a
/// `TimelineView` shows the clock. In a film all of them run on the film's
/// clock, so the film renders the same bytes every time, on any number of
/// cores (Scripts/check-examples renders it three times, once on one core,
/// and compares).
///
/// This file imports Flipbook only: that is what puts `Timer`,
/// `DispatchQueue` and `Task.sleep` on film time.
struct Stopwatch: View {
  @State private var quarters = 0
  @State private var pulsing = false
  @State private var done = false

  var body: some View {
    VStack(spacing: 6) {
      TimelineView(.periodic(from: .distantPast, by: 1)) { context in
        Text(context.date, format: .dateTime.hour().minute().second())
          .font(.caption.monospacedDigit())
          .foregroundStyle(.secondary)
      }
      HStack(spacing: 8) {
        Text("\(quarters / 4).\(quarters % 4 * 25) s")
          .font(.title2.monospacedDigit().bold())
          .contentTransition(.numericText(value: Double(quarters)))
        Circle()
          .fill(done ? Color.green : Color.orange)
          .frame(width: 12, height: 12)
          .scaleEffect(pulsing ? 1.6 : 1)
      }
    }
    .padding(12)
    .background(.background, in: RoundedRectangle(cornerRadius: 12))
    .onAppear {
      Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
        withAnimation(.snappy) { quarters += 1 }
        if quarters == 8 { timer.invalidate() }
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
        withAnimation(.easeInOut(duration: 0.4)) { done = true }
      }
    }
    .task {
      try? await Task.sleep(for: .seconds(0.6))
      withAnimation(.spring(duration: 0.3, bounce: 0.5)) { pulsing = true }
      try? await Task.sleep(for: .seconds(0.4))
      withAnimation(.easeOut(duration: 0.3)) { pulsing = false }
    }
  }
}

extension GalleryFilms {
  /// The stopwatch for 2.5 s: it counts to 2.0 s, pulses, turns green.
  static var stopwatch: Film {
    Film("stopwatch", summary: "Timer, .task, asyncAfter and TimelineView on film time", size: CGSize(width: 160, height: 80),
         scale: 2, background: Color(white: 0.92), fps: 20, script: [.wait(2.5)]) {
      Stopwatch()
    }
  }
}
#endif
