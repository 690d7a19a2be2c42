@testable import Flipbook
import Foundation
import Testing

private final class Visibility: ObservableObject {
  @Published var shown = true
}

private final class Counter: ObservableObject {
  nonisolated(unsafe) static var made = 0
  @Published var value = 0
  init() { Counter.made += 1 }
}

/// `onAppear`/`onDisappear` and `@StateObject` over a running graph's passes.
@Suite(.serialized) struct LifecycleTests {
  @Test func appearAndDisappearRunOncePerStay() throws {
    let visibility = Visibility()
    var events: [String] = []
    let rig = try Rig {
      if visibility.shown {
        Color.red.frame(width: 10, height: 10)
          .onAppear { events.append("appear") }
          .onDisappear { events.append("disappear") }
      }
    }
    try rig.graph.update(at: 0.1)
    try rig.graph.update(at: 0.2)
    #expect(events == ["appear"])
    try rig.change(at: 0.3, animation: nil) { visibility.shown = false }
    #expect(events == ["appear", "disappear"])
    try rig.change(at: 0.4, animation: nil) { visibility.shown = true }
    #expect(events == ["appear", "disappear", "appear"])
  }

  /// State written in `onAppear` shows at the same instant.
  @Test func onAppearChangesShowAtOnce() throws {
    struct Grower: View {
      @State var width: CGFloat = 10
      var body: some View { Color.red.frame(width: width, height: 10).onAppear { width = 30 } }
    }
    let rig = try Rig { Grower() }
    #expect(try rig.frames(of: Grower.self, at: 0) == [CGRect(x: 35, y: 45, width: 30, height: 10)])
  }

  /// A `@StateObject` is made once for as long as its view stays, and
  /// made again when the view comes back.
  @Test func stateObjectLivesAsLongAsItsView() throws {
    struct Holder: View {
      @StateObject var counter = Counter()
      var body: some View { Color.red.frame(width: CGFloat(10 + counter.value), height: 10) }
    }
    let visibility = Visibility()
    Counter.made = 0
    let rig = try Rig { if visibility.shown { Holder() } }
    for time in [0.1, 0.2, 0.3] { try rig.graph.update(at: time) }
    #expect(Counter.made == 1)
    try rig.change(at: 0.4, animation: nil) { visibility.shown = false }
    try rig.change(at: 0.5, animation: nil) { visibility.shown = true }
    #expect(Counter.made == 2)
  }

  /// `ImageRenderer` renders a still: no action runs.
  @Test func stillsRunNoActions() throws {
    var ran = false
    _ = ImageRenderer(content: Color.red.frame(width: 10, height: 10).onAppear { ran = true }).bitmap
    #expect(!ran)
  }
}
