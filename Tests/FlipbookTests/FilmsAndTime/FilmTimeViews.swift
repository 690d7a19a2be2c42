@testable import Flipbook

// The views of FilmTimeTests, in a file that imports only Flipbook, as an
// app's view files do: `import Testing` brings Foundation through another
// path (its Foundation cross-import overlay), and Flipbook's film-time
// stand-ins only shadow Foundation's where Flipbook is the one path.

final class FilmTimeLog<T>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [T] = []
  func add(_ value: T) { lock.withLock { storage.append(value) } }
  var values: [T] { lock.withLock { storage } }
}

enum FilmTimeViews {
  /// The film instant the calling code runs at, in whole milliseconds.
  static var now: Int { Int(((FilmScheduler.current?.now ?? -1) * 1000).rounded()) }

  static func repeatingTimer(_ log: FilmTimeLog<Int>) -> some View {
    Color.clear.onAppear {
      _ = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in log.add(now) }
    }
  }

  static func invalidatedTimer(_ log: FilmTimeLog<String>) -> some View {
    Color.clear.onAppear {
      let count = FilmTimeLog<Int>()
      _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
        count.add(1)
        log.add("tick \(count.values.count)")
        if count.values.count == 3 { timer.invalidate() }
      }
      _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { timer in
        log.add("once \(timer.isValid)")
      }
    }
  }

  struct Fader: View {
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

  static func dispatched(_ log: FilmTimeLog<Int>) -> some View {
    Color.clear.onAppear {
      DispatchQueue.main.async { log.add(now) }
      let item = DispatchWorkItem { log.add(now) }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: item)
      let cancelled = DispatchWorkItem { log.add(-1) }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, execute: cancelled)
      cancelled.cancel()
    }
  }

  /// A block due before the film's start, asked for at 0.5 s (a deadline
  /// in the past: Dispatch runs it at once).
  static func pastDeadline(_ log: FilmTimeLog<Int>) -> some View {
    Color.clear.onAppear {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        DispatchQueue.main.asyncAfter(deadline: .now() - 1) { log.add(now) }
      }
    }
  }

  struct Counter: View {
    let log: FilmTimeLog<String>
    @State private var count = 0
    var body: some View {
      Color.clear
        .onChange(of: count) { log.add("count \(count) at \(now)") }
        .task {
          for i in 1...3 {
            try? await Task.sleep(nanoseconds: 300_000_000)
            count = i
          }
          try? await Task.sleep(for: .seconds(0.25))
          log.add("done at \(now)")
        }
    }
  }

  static func unstructuredTask(_ log: FilmTimeLog<Int>) -> some View {
    Color.clear.onAppear {
      Task {
        try await Task.sleep(for: .milliseconds(400))
        log.add(now)
      }
    }
  }

  @ViewBuilder static func restartingTask(id: Int, shown: Bool, _ log: FilmTimeLog<String>) -> some View {
    if shown {
      Color.clear.task(id: id) {
        while !Task.isCancelled {
          do { try await Task.sleep(nanoseconds: 200_000_000) } catch { log.add("cancelled \(id)"); return }
          log.add("tick \(id) at \(now)")
        }
      }
    }
  }

  struct Mover: View {
    let log: FilmTimeLog<String>
    @State private var x = 0.0
    var body: some View {
      Color.clear.offset(x: x).onAppear {
        withAnimation(.linear(duration: 0.4)) { x = 10 } completion: { log.add("linear \(now)") }
        withAnimation(.spring(duration: 0.5), completionCriteria: .logicallyComplete) { x = 20 } completion: {
          log.add("logical \(now)")
        }
        withAnimation(.spring(duration: 0.5), completionCriteria: .removed) { x = 30 } completion: {
          log.add("removed \(now > 500)")
        }
        withAnimation(.linear.repeatForever()) { x = 40 } completion: { log.add("forever") }
      }
    }
  }

  static func fastTimer(interval: Double, _ log: FilmTimeLog<Int>) -> some View {
    Color.clear.onAppear { _ = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in log.add(1) } }
  }

  static func runaway() -> some View {
    func again() { DispatchQueue.main.async { again() } }
    return Color.clear.onAppear { again() }
  }

  static func lateSleeper(_ log: FilmTimeLog<String>) -> some View {
    Color.clear.task {
      try? await Task.sleep(for: .seconds(100))
      log.add("woke")
    }
  }

  struct Busy: View {
    @State private var ticks = 0
    @State private var hue = 0.0
    var body: some View {
      TimelineView(.animation) { context in
        let seconds = context.date.timeIntervalSince(EnvironmentValues().timelineStartDate)
        ZStack {
          Circle().fill(Color(hue: hue, saturation: 1, brightness: 1)).frame(width: 20 + CGFloat(ticks) * 4)
          Rectangle().frame(width: 4, height: 30).rotationEffect(.degrees(seconds * 90))
        }
      }
      .onAppear {
        _ = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { _ in
          withAnimation(.spring(duration: 0.4, bounce: 0.3)) { ticks += 1 }
        }
      }
      .task {
        while !Task.isCancelled {
          try? await Task.sleep(for: .milliseconds(170))
          withAnimation(.easeInOut(duration: 0.2)) { hue = (hue + 0.13).truncatingRemainder(dividingBy: 1) }
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

  struct TickerView: View {
    @StateObject private var ticker = Ticker()
    let log: FilmTimeLog<String>
    var body: some View {
      Color.clear.onChange(of: ticker.count) { log.add("\(ticker.count) at \(now)") }
    }
  }
}
