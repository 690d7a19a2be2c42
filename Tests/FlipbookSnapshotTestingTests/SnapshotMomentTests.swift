import Flipbook
@testable import FlipbookSnapshotTesting
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

/// A snapshot is taken as iOS takes it: the view as it appears, `onAppear`
/// run, animations it starts where they start, and nothing later (timers,
/// delayed and async blocks, `.task` bodies).
@Suite struct SnapshotMomentTests {
  /// A bar spun forever from `onAppear`, 0.8 s a turn: five seconds in (a
  /// preview's moment) it is a quarter turn round; as iOS snapshots it, at
  /// rest.
  struct Spinner: View {
    var starts = true
    @State private var spinning = false
    var body: some View {
      Rectangle().fill(Color.blue).frame(width: 40, height: 8)
        .rotationEffect(.degrees(spinning ? 360 : 0))
        .animation(.linear(duration: 0.8).repeatForever(autoreverses: false), value: spinning)
        .frame(width: 50, height: 50)
        .onAppear { if starts { spinning = true } }
    }
  }

  /// Text that `onAppear` changes at once, and that later work would change
  /// again.
  struct Loader: View {
    enum Later { case none, delayed, async, task }
    var later: Later = .none
    @State private var text = "Waiting"
    var body: some View {
      Text(text).frame(width: 120, height: 30)
        .onAppear {
          text = "Appeared"
          switch later {
          case .none: break
          case .delayed: DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { text = "Later" }
          case .async: DispatchQueue.main.async { text = "Later" }
          case .task: Task { @MainActor in text = "Later" }
          }
        }
    }
  }

  func image<V: View>(_ view: V) throws -> Bitmap {
    try #require(waitForSnapshot(Snapshotting<V, UIImage>.image(layout: .fixed(width: 60, height: 60)), view)).bitmap
  }

  @Test func anAnimationStartedOnAppearIsSnapshottedAtRest() throws {
    let snapshot = try image(Spinner())
    #expect(snapshot == (try image(Spinner(starts: false))))
    var preview = Preview(nil, nonisolated: { Spinner() })
    preview.traits.layout = .fixed(width: 60, height: 60)
    #expect(try preview.render(scale: 3) != snapshot, "a preview is drawn later, the bar turned")
  }

  @Test(arguments: [Loader.Later.none, .delayed, .async, .task])
  func onAppearHasRunAndNothingLater(later: Loader.Later) throws {
    let reference = try image(Text("Appeared").frame(width: 120, height: 30))
    #expect(try image(Loader(later: later)) == reference)
  }

  /// `.wait(for:on:)`, as suites write it to let a view settle: the moment
  /// that many seconds later on film time, at once; a render again at
  /// another scale (a reference of another device) at the same moment.
  @Test func waitingSnapshotsLater() throws {
    let strategy = Snapshotting<Loader, UIImage>.wait(
      for: 0.5, on: .image(layout: .fixed(width: 60, height: 60)))
    let start = Date()
    let snapshot = try #require(waitForSnapshot(strategy, Loader(later: .delayed)))
    #expect(Date().timeIntervalSince(start) < 0.4, "film time, not the wall clock")
    #expect(snapshot.bitmap == (try image(Text("Later").frame(width: 120, height: 30))))
    let rerender = try #require(snapshot.rerender)
    let atOne = try rerender(SnapshotTarget(scale: 1))
    let laterAtOne = Snapshotting<Text, UIImage>.image(layout: .fixed(width: 60, height: 60), scale: 1)
    #expect(atOne.bitmap == (try #require(waitForSnapshot(laterAtOne, Text("Later")))).bitmap)
  }
}
