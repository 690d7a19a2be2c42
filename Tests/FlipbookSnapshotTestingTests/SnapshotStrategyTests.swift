import Encoders
import Flipbook
@testable import FlipbookSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// swift-snapshot-testing's own assertions with Flipbook's strategies.
@Suite struct SnapshotStrategyTests {
  struct Badge: View {
    var dotY: CGFloat = 6
    var body: some View {
      ZStack(alignment: .topLeading) {
        Capsule().fill(Color.indigo)
        Circle().fill(Color.white).frame(width: 8, height: 8).offset(x: 6, y: dotY)
      }
      .frame(width: 48, height: 20)
    }
  }

  @Test func theSameLineAsOnIOS() {
    assertSnapshot(of: Badge(), as: .image)
    assertSnapshot(of: Badge(), as: .image(layout: .fixed(width: 60, height: 30), scale: 2, colorScheme: .dark))
    assertSnapshot(of: Badge(), as: .image(precision: 0.99, perceptualPrecision: 0.98, layout: .device(config: .iPhoneSe)))
  }

  @Test func theLaidOutTreeAsText() {
    assertSnapshot(of: Badge(), as: .layout)
  }

  /// What the view draws, as its display list printed: the capsule, then
  /// the dot moved by its offset.
  @Test func whatItDrawsAsText() {
    assertSnapshot(of: Badge(), as: .displayList)
    assertSnapshot(of: Badge(dotY: 8), as: .displayList(colorScheme: .dark))
  }

  @Test func aFilmAsAGIF() {
    let film = Film("blink", size: CGSize(width: 20, height: 20), scale: 1, fps: 10, state: 1.0, script: [
      .wait(0.2), .set(0.2, animation: .linear(duration: 0.2)), .wait(0.3),
    ]) { $opacity in
      Circle().fill(Color.red).opacity(opacity)
    }
    assertSnapshot(of: film, as: .gif)
  }

  /// Records on the first run, passes on the second, fails with the
  /// difference attached when one pixel moves: in a scratch folder, so the
  /// repository's snapshots are not touched.
  @Test func recordsThenPassesThenCatchesAMovedPixel() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-snapshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func verify(_ badge: Badge) -> String? {
      verifySnapshot(
        of: badge, as: .image(scale: 2), named: "badge", record: .missing, snapshotDirectory: folder.path)
    }
    let first = verify(Badge())
    #expect(first?.contains("No reference was found on disk") == true)
    let recorded = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(recorded.count == 1 && recorded[0].hasSuffix("badge.png"), "\(recorded)")
    #expect(verify(Badge()) == nil)
    // Half a point at 2× is one pixel.
    let moved = try #require(verify(Badge(dotY: 6.5)))
    #expect(moved.contains("does not match reference"), "\(moved)")
    #expect(moved.contains("pixels differ"), "\(moved)")
    // Both comparisons are on the run's report page: the pass with its
    // reference, the failure with the new image and the difference strip.
    let report = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Artifacts/report")
    let entries = try FileManager.default.contentsOfDirectory(
      at: report.appendingPathComponent("entries"), includingPropertiesForKeys: nil)
    let ours = entries.compactMap { url -> [String: String]? in
      guard let data = try? Data(contentsOf: url),
        let entry = try? JSONSerialization.jsonObject(with: data) as? [String: String],
        entry["name"]?.hasPrefix("recordsThenPassesThenCatchesAMovedPixel()") == true
      else { return nil }
      return entry
    }
    #expect(ours.contains { $0["status"] == "passed" })
    let failed = try #require(ours.first { $0["status"] == "failed" })
    for key in ["expected", "actual", "difference"] {
      let path = try #require(failed[key])
      #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(path).standardizedFileURL.path), "\(key)")
    }
  }

  /// A reference recorded on a 2× simulator (an iPhone SE's screen is
  /// 640 × 1136 pixels there) compares with the view rendered at 2×, though
  /// Flipbook renders a config without a scale at 3×; a reference no device
  /// scale gives still fails on its size. In a scratch folder.
  @Test func aReferenceRecordedAtTwoTimesComparesAtTwoTimes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-snapshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let layout = SwiftUISnapshotLayout.device(config: .iPhoneSe)
    let twoTimes = try layout.render(Badge(), scale: 2)
    #expect(twoTimes.width == 640 && twoTimes.height == 1136)
    func verify(_ badge: Badge, against reference: Bitmap) throws -> String? {
      try PNGEncoder().write(reference, to: folder.appendingPathComponent("scale.badge.png").path)
      return verifySnapshot(
        of: badge, as: .image(layout: layout), named: "badge", record: .never, snapshotDirectory: folder.path,
        testName: "scale")
    }
    #expect(try verify(Badge(), against: twoTimes) == nil)
    // Compared at 2×, a moved dot still fails.
    let moved = try #require(try verify(Badge(dotY: 7), against: twoTimes))
    #expect(moved.contains("pixels differ"), "\(moved)")
    // 500 × 900 is no device scale of the SE's screen.
    let odd = try Bitmap(width: 500, height: 900, scale: 1, fill: .init(255, 255, 255))
    let wrong = try #require(try verify(Badge(), against: odd))
    #expect(wrong.contains("500"), "\(wrong)")
    // A scale the traits name is kept: no second render at the reference's.
    try PNGEncoder().write(twoTimes, to: folder.appendingPathComponent("scale.badge.png").path)
    let fixed = verifySnapshot(
      of: Badge(), as: .image(layout: layout, traits: UITraitCollection(displayScale: 3)), named: "badge",
      record: .never, snapshotDirectory: folder.path, testName: "scale")
    #expect(fixed?.contains("does not match reference") == true, "\(fixed ?? "")")
  }
}
