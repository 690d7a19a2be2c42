@testable import Flipbook

// The views of IdleFrameTests, in a file that imports only Flipbook (so
// that Timer, DispatchQueue and Task.sleep are Flipbook's film-time ones,
// as in FilmTimeViews.swift). Each shows its state in its pixels.

enum IdleFrameViews {
  /// A square that a timer recolours every 0.35 s, unanimated.
  struct TimerSquare: View {
    @State private var red = false
    var body: some View {
      Rectangle().fill(red ? Color.red : Color.blue).frame(width: 20, height: 20)
        .onAppear { _ = Timer.scheduledTimer(withTimeInterval: 0.35, repeats: true) { _ in red.toggle() } }
    }
  }

  /// A bar as wide as the seconds of a 0.3 s periodic timeline.
  static var periodicBar: some View {
    TimelineView(.periodic(from: EnvironmentValues().timelineStartDate, by: 0.3)) { context in
      let seconds = context.date.timeIntervalSince(EnvironmentValues().timelineStartDate)
      Rectangle().fill(Color.green).frame(width: 4 + seconds * 10, height: 10)
    }
  }

  /// A circle pulsing forever from the first frame.
  struct Pulsing: View {
    @State private var faded = false
    var body: some View {
      Circle().fill(Color.purple).opacity(faded ? 0.2 : 1).frame(width: 30, height: 30)
        .onAppear { withAnimation(.easeInOut(duration: 0.5).repeatForever()) { faded = true } }
    }
  }

  /// Black fading in over white, 0.5 s after appearing, for 1 s.
  struct LateFade: View {
    @State private var opacity = 0.0
    var body: some View {
      Color(red: 0, green: 0, blue: 0).opacity(opacity)
        .onAppear {
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            withAnimation(.linear(duration: 1)) { opacity = 1 }
          }
        }
    }
  }

  /// A bar a task lengthens every 0.3 s, three times.
  struct TaskBar: View {
    @State private var count = 0
    var body: some View {
      Rectangle().fill(Color.orange).frame(width: 5 + CGFloat(count) * 8, height: 10)
        .task {
          for i in 1...3 {
            try? await Task.sleep(nanoseconds: 300_000_000)
            count = i
          }
        }
    }
  }

  final class Ticker: ObservableObject {
    @Published var count = 0
    init() {
      _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in self?.count += 1 }
    }
  }

  /// A bar an observable object's timer lengthens every 0.5 s.
  struct TickerBar: View {
    @StateObject private var ticker = Ticker()
    var body: some View {
      Rectangle().fill(Color.teal).frame(width: 5 + CGFloat(ticker.count) * 6, height: 10)
    }
  }

  /// A square that leaves at 0.4 s with an animated opacity transition.
  struct Leaving: View {
    @State private var shown = true
    var body: some View {
      ZStack {
        if shown { Rectangle().fill(Color.pink).frame(width: 25, height: 25).transition(.opacity) }
      }
      .frame(width: 40, height: 40)
      .onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
          withAnimation(.linear(duration: 0.3)) { shown = false }
        }
      }
    }
  }

  /// A square sliding for 0.3 s whose completion turns it red at once.
  struct SlideThenRecolour: View {
    @State private var x = 0.0
    @State private var done = false
    var body: some View {
      Rectangle().fill(done ? Color.red : Color.gray).frame(width: 10, height: 10).offset(x: x)
        .onAppear {
          withAnimation(.linear(duration: 0.3)) { x = 12 } completion: { done = true }
        }
    }
  }

  /// A keyframe animator that loops from the start.
  static var keyframes: some View {
    KeyframeAnimator(initialValue: 0.0) { opacity in
      Color(red: 0, green: 0, blue: 0).opacity(opacity)
    } keyframes: { _ in
      KeyframeTrack {
        LinearKeyframe(0.8, duration: 0.4)
        LinearKeyframe(0.0, duration: 0.4)
      }
    }
  }
}
