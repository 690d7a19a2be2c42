@testable import Flipbook

// Views written as a Swift 6 app writes them for iOS: main-actor models,
// `@MainActor` closures, tasks awaiting them. This file imports only
// Flipbook (see FilmTimeViews.swift in FlipbookTests for why).

/// What ran, at which film instant (whole milliseconds).
final class Timeline: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []
  func add(_ event: String) {
    let now = Int(((FilmScheduler.current?.now ?? -1) * 1000).rounded())
    lock.withLock { storage.append("\(event) at \(now)") }
  }
  var events: [String] { lock.withLock { storage } }
}

/// The button: a `@MainActor` closure stored in the view, awaited
/// from a `Task` the action starts.
struct BusyButton: View {
  let timeline: Timeline
  let work: @MainActor () async -> Void = { try? await Task.sleep(for: .seconds(1)) }
  @State private var busy = false

  var body: some View {
    Button(busy ? "Working" : "Go") {
      busy = true
      timeline.add("start")
      Task {
        await work()
        busy = false
        timeline.add("done")
      }
    }
    .frame(width: 100, height: 40)
  }
}

/// A main-actor model a task mutates.
@MainActor @Observable final class Downloads {
  var finished = 0
  func fetch(_ timeline: Timeline) async {
    for _ in 0..<3 {
      try? await Task.sleep(for: .milliseconds(200))
      finished += 1
      timeline.add("finished \(finished)")
    }
  }
}

/// Every form of Swift concurrency the issue lists, each logging when it
/// gets there.
struct ConcurrencyZoo: View {
  let timeline: Timeline
  @State private var model = Downloads()
  let nonisolatedWork: () async -> Int = {
    try? await Task.sleep(nanoseconds: 100_000_000)
    return 7
  }

  var body: some View {
    Text("\(model.finished)")
      .task { await model.fetch(timeline) }
      .task {
        let value = await nonisolatedWork()
        timeline.add("nonisolated closure \(value)")
        await MainActor.run { timeline.add("MainActor.run") }
        async let a = delayed(1, after: 0.3)
        async let b = delayed(2, after: 0.1)
        let sum = await a + b
        timeline.add("async let \(sum)")
        let total = await withTaskGroup(of: Int.self) { group in
          for i in 1...3 { group.addTask { await delayed(i, after: Double(i) / 10) } }
          var total = 0
          for await value in group { total += value }
          return total
        }
        timeline.add("task group \(total)")
        let stream = AsyncStream<Int> { continuation in
          Task {
            for i in 1...2 {
              try? await Task.sleep(for: .milliseconds(50))
              continuation.yield(i)
            }
            continuation.finish()
          }
        }
        for await value in stream { timeline.add("stream \(value)") }
        await Task.yield()
        let resumed: Int = await withCheckedContinuation { continuation in
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { continuation.resume(returning: 9) }
        }
        timeline.add("continuation \(resumed)")
      }
  }

  nonisolated func delayed(_ value: Int, after seconds: Double) async -> Int {
    try? await Task.sleep(for: .seconds(seconds))
    return value
  }
}

/// A main-actor view with an explicit init, previewed.
@MainActor struct Pager<Content: View>: View {
  let content: Content
  init(@ViewBuilder content: () -> Content) { self.content = content() }
  var body: some View { content }
}

#Preview { Pager { Text("Page") } }

/// A view holding a main-actor model the way apps do.
struct ModelHolder: View {
  @State private var model = Downloads()
  var body: some View { Pager { Text("\(model.finished)") } }
}

/// Closures of every kind Flipbook calls back, written in a main-actor
/// body: in the Swift 6 mode each checks on entry that it runs on the main
/// actor, which the thread calling it stands for.
struct ClosureZoo: View {
  let timeline: Timeline
  @State private var taps = 0
  var body: some View {
    VStack(spacing: 0) {
      Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(taps > 0 ? .green : .red))
      }
      .frame(width: 40, height: 20)
      GeometryReader { proxy in
        Color.blue.frame(width: proxy.size.width / 2)
      }
      .frame(width: 40, height: 20)
      ForEach(0..<2) { index in Text("\(index)").font(.system(size: 6)) }
    }
    .contentShape(Rectangle())
    .onTapGesture { taps += 1 }
    .onChange(of: taps) { _, new in timeline.add("taps \(new)") }
    .onAppear { timeline.add("appear") }
  }
}

/// A model made inline in a film's content, as a preview writes it.
final class TapCounter: ObservableObject {
  nonisolated(unsafe) static var made = 0
  @Published var taps = 0
  init() { Self.made += 1 }
}

struct TapCounterView: View {
  @ObservedObject var model: TapCounter
  var body: some View {
    Button("Taps: \(model.taps)") { model.taps += 1 }.frame(width: 100, height: 40)
  }
}
