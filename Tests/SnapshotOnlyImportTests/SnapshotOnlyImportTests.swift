// A test file as many iOS suites write it: `import SnapshotTesting` and the
// app, no `import SwiftUI`. On iOS the view strategies are declared inside
// SnapshotTesting, so `.image` on a view is found; on Linux they are
// FlipbookSnapshotTesting's, and this target (one file, so no other file's
// `import SwiftUI` lends them) finds them through the README's implicit
// `-import-module SwiftUI`. Without that flag this file does not compile.
import SnapshotTesting
import Testing
import ImportSwiftUIFixtures

@Suite struct SnapshotOnlyImportTests {
  @Test @MainActor func theViewStrategiesNeedNoSwiftUIImport() {
    var image: UIImage?
    Snapshotting<BadgeView, UIImage>.image(layout: .fixed(width: 30, height: 24))
      .snapshot(BadgeView()).run { image = $0 }
    #expect(image?.size.width == 30 && image?.size.height == 24)
  }
}
