import Flipbook
import FlipbookSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import XCTest

/// A hosting controller shown in a visible window, as suites host views
/// whose `.task` loads something: the view appears at the run loop's turn,
/// its task runs, and a snapshot taken after the test awaited shows what
/// the task did; one taken at once shows the view as it appeared.
@Suite @MainActor struct WindowAppearanceTests {
  /// Told once by a task.
  actor Signal {
    private var done = false
    private var waiter: CheckedContinuation<Void, Never>?
    func fire() {
      done = true
      waiter?.resume()
      waiter = nil
    }
    func wait() async {
      if done { return }
      await withCheckedContinuation { waiter = $0 }
    }
  }

  /// A loader whose load a `.task` awaits, telling `signal` when called.
  final class Loader: @unchecked Sendable {
    let signal = Signal()
    private(set) var calls = 0
    func load() async -> Bool {
      calls += 1
      let signal = signal
      Task { await signal.fire() }
      return true
    }
  }

  /// Red until its task has loaded, then green.
  struct Loading: View {
    let loader: Loader
    @State private var loaded = false
    var body: some View {
      (loaded ? Color.green : Color.red)
        .task { loaded = await loader.load() }
    }
  }

  private func hosted(_ loader: Loader) -> UIHostingController<Loading> {
    let controller = UIHostingController(rootView: Loading(loader: loader))
    controller.view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return controller
  }

  /// Whether the image's centre is mostly green (else red).
  private func isGreen(_ image: SnapshotImage?) -> Bool? {
    guard let bitmap = image?.bitmap else { return nil }
    let pixel = bitmap.pixel(x: bitmap.width / 2, y: bitmap.height / 2)
    return pixel.green > pixel.red
  }

  /// The test awaits what the task does: the window's appearance ran it
  /// (this waited for ever before), and the snapshot shows it loaded.
  @Test(.timeLimit(.minutes(1))) func aTaskTheTestAwaitsHasRunWhenTheSnapshotIsTaken() async {
    let loader = Loader()
    let controller = hosted(loader)
    await loader.signal.wait()
    #expect(loader.calls >= 1)
    let image = waitForSnapshot(Snapshotting<UIHostingController<Loading>, UIImage>.image, controller)
    #expect(image?.bitmap.width == 60)
    #expect(isGreen(image) == true)
  }

  /// Snapshotted straight after `makeKeyAndVisible()`, before the run loop
  /// turned: the task has not run, as on iOS.
  @Test func aSnapshotTakenAtOnceShowsTheViewAsItAppeared() {
    let loader = Loader()
    let controller = hosted(loader)
    let image = waitForSnapshot(Snapshotting<UIHostingController<Loading>, UIImage>.image, controller)
    #expect(loader.calls == 0)
    #expect(isGreen(image) == false)
  }

  /// A controller never shown in a window starts nothing.
  @Test func aControllerOutsideAWindowDoesNotAppear() async {
    let loader = Loader()
    let controller = UIHostingController(rootView: Loading(loader: loader))
    await Task.yield()
    #expect(loader.calls == 0)
    #expect(controller.windowAppearance == nil)
  }

  /// Appearance calls reach a controller's overrides, as UIKit makes them.
  @Test func aWindowCallsTheAppearanceMethods() {
    final class Counting: UIViewController, @unchecked Sendable {
      var calls: [String] = []
      override func viewWillAppear(_ animated: Bool) { calls.append("will") }
      override func viewDidAppear(_ animated: Bool) { calls.append("did") }
    }
    let controller = Counting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.rootViewController = controller
    #expect(controller.calls.isEmpty)
    window.makeKeyAndVisible()
    window.makeKeyAndVisible()
    #expect(controller.calls == ["will", "did"])
    let next = Counting()
    window.rootViewController = next
    #expect(next.calls == ["will", "did"])
  }
}

/// The XCTest way to let the run loop turn after showing a view
/// (`XCTWaiter().wait(for:timeout:)`, as suites' `simulateOnAppear`
/// helpers do): the window's appearance runs then, as on iOS.
final class WindowAppearanceWaiterTests: XCTestCase {
  // XCTest runs its tests on the main thread (corelibs XCTest can't run
  // a `@MainActor` method).
  func testAWaiterLetsTheHostedViewAppear() {
    MainActor.assumeIsolated { Self.waitForAppearance() }
  }

  @MainActor private static func waitForAppearance() {
    let loader = WindowAppearanceTests.Loader()
    let controller = UIHostingController(rootView: WindowAppearanceTests.Loading(loader: loader))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    XCTAssertEqual(loader.calls, 0)
    _ = XCTWaiter().wait(for: [XCTestExpectation(description: "a turn")], timeout: 0.2)
    XCTAssertEqual(loader.calls, 1)
    XCTAssertEqual(controller.windowAppearance?.turned, true)
  }
}
