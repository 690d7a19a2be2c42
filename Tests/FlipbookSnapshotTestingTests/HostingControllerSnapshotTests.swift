import Flipbook
import FlipbookSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// A view controller snapshot written as iOS suites write them.
@Suite struct HostingControllerSnapshotTests {
  struct Card: View {
    var body: some View {
      VStack(spacing: 6) {
        Circle().fill(Color.orange).frame(width: 24, height: 24)
        Text("Hosted").font(.headline)
      }
      .padding(12)
      .background(RoundedRectangle(cornerRadius: 10).fill(Color(uiColor: .secondarySystemBackground)))
    }
  }

  @Test func aHostingControllerOnADevice() {
    let controller = UIHostingController(rootView: Card())
    assertSnapshot(of: controller, as: .image(on: .iPhoneSe))
    assertSnapshot(of: controller, as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)))
  }

  @Test func aHostingControllersViewAtItsFrame() {
    let controller = UIHostingController(rootView: Card())
    controller.view.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
    assertSnapshot(of: controller.view, as: .image)
  }

  /// `assertSnapshot(of: UIHostingController(rootView: card).view, as:
  /// .image(size:))`: the view alone (its controller released at once)
  /// draws what the view of a controller kept alive draws.
  @Test func aHostingControllersViewOutlivesItsController() {
    func image(_ view: UIView) -> Bitmap? {
      var out: Bitmap?
      Snapshotting<UIView, UIImage>.image(size: CGSize(width: 120, height: 90)).snapshot(view).run { out = SnapshotImage.of($0).bitmap }
      return out
    }
    let kept = UIHostingController(rootView: Card())
    let alone = image(UIHostingController(rootView: Card()).view)
    #expect(alone != nil && alone?.width == 360)
    #expect(alone == image(kept.view))
  }

  /// Wrapped as iOS tests wrap screens, in a navigation controller or a
  /// window, the controller draws the same.
  @Test func navigationControllersAndWindowsShowTheirRoot() {
    func image<V: UIViewController>(_ controller: V) -> Bitmap? {
      var out: Bitmap?
      Snapshotting<V, UIImage>.image(on: .iPhoneSe).snapshot(controller).run { out = SnapshotImage.of($0).bitmap }
      return out
    }
    let hosting = UIHostingController(rootView: Card())
    let plain = image(hosting)
    #expect(plain != nil)
    #expect(image(UINavigationController(rootViewController: UIHostingController(rootView: Card()))) == plain)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = hosting
    window.makeKeyAndVisible()
    var fromWindow: Bitmap?
    Snapshotting<UIView, UIImage>.image(size: CGSize(width: 320, height: 568)).snapshot(window).run {
      fromWindow = SnapshotImage.of($0).bitmap
    }
    #expect(fromWindow?.width == 320 * 3 && window.isKeyWindow)
  }
}
