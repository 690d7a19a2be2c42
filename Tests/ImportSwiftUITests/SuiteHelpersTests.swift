// A suite's own snapshot helpers as iOS suites write them, typed with
// UIImage as the image strategies' format (the shapes below are common in
// public suites: a strategy enum forwarding to `.image`, an extension
// `where Value: SwiftUI.View, Format == UIImage`, a pullback from
// `Snapshotting<UIView, UIImage>`, `SimplySnapshotting.image`).
import SnapshotTesting
import SwiftUI
import Testing
import UIKit

extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
  /// A team's "standard" strategy: sized to fit, lenient on colour.
  static var standardImage: Snapshotting { .image(perceptualPrecision: 0.98) }
}

/// Forwards any image strategy, as a helper kit's `assertSnapshot` wrapper does.
func snapshotImage<V>(_ value: V, as strategy: Snapshotting<V, UIImage>) -> UIImage? {
  var image: UIImage?
  strategy.snapshot(value).run { image = $0 }
  return image
}

@Suite struct SuiteHelpersTests {
  struct Badge: SwiftUI.View {
    var body: some View {
      Text("3").font(.caption.bold()).foregroundStyle(.white).padding(6).background(Circle().fill(.red))
    }
  }

  @Test func helpersTypedWithUIImageCompileAndRender() throws {
    let image = try #require(snapshotImage(Badge(), as: .standardImage))
    #expect(image.size.width > 10 && image.size.width == image.size.height && image.scale == 3)
    let hosted = UIHostingController(rootView: Badge()).view!
    let fromView = Snapshotting<UIView, UIImage>.image(size: CGSize(width: 40, height: 40))
    let wrapped: Snapshotting<UIViewController, UIImage> = fromView.pullback { $0.view }
    let controller = UIHostingController(rootView: Badge())
    let a = try #require(snapshotImage(hosted, as: fromView))
    let b = try #require(snapshotImage(controller, as: wrapped))
    #expect(a.size == CGSize(width: 40, height: 40) && b.size == a.size)
    #expect(SnapshotImage.of(a).bitmap == SnapshotImage.of(b).bitmap, "the controller pulled back to its view draws the same")
  }

  /// `SimplySnapshotting<UIImage>.image` compares an image with itself
  /// and fails another.
  @Test func simplySnapshottingComparesImages() throws {
    let strategy = SimplySnapshotting<UIImage>.image(precision: 1, perceptualPrecision: 1, scale: nil)
    let badge = try #require(snapshotImage(Badge(), as: .image))
    let other = try #require(snapshotImage(Badge().opacity(0.5), as: .image))
    #expect(strategy.diffing.diffV2(badge, badge) == nil)
    #expect(strategy.diffing.diffV2(badge, other) != nil)
    let data = strategy.diffing.toData(badge)
    #expect(strategy.diffing.diffV2(strategy.diffing.fromData(data), badge) == nil, "a PNG round trip compares equal")
  }
}
