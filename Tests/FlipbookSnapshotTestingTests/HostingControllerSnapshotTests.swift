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
}
