import FlipbookCore
@testable import FlipbookTesting
import Foundation
import Rasterizer
import Encoders
import Testing

/// The report page opened in headless Chromium (Debian's `chromium`, which
/// Scripts/bootstrap installs): it renders, lists the cases, and the
/// failing case's images load from `file://`.
@Suite struct GoldenReportPageTests {
  static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"]
      + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(.enabled(if: chromium != nil || ProcessInfo.processInfo.environment["CI"] != nil))
  func theReportRendersAndItsFailingImagesLoad() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-report-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let report = root.appendingPathComponent("Artifacts/report")
    let shots = root.appendingPathComponent("Tests/__Snapshots__/CardTests")
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
    func dot(_ x: CGFloat) throws -> Bitmap {
      try Bitmap.render(size: CGSize(width: 40, height: 20), scale: 2) {
        $0.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.white))
        $0.fill(Path(ellipseIn: CGRect(x: x, y: 5, width: 10, height: 10)), with: .color(.blue))
      }
    }
    let expected = shots.appendingPathComponent("card.png"), actual = shots.appendingPathComponent("card.actual.png")
    let difference = shots.appendingPathComponent("card.difference.png")
    try PNGEncoder().write(try dot(5), to: expected.path)
    try PNGEncoder().write(try dot(8), to: actual.path)
    try PNGEncoder().write(
      try DifferenceStrip.make(expected: try dot(5), actual: try dot(8), tolerance: .exact), to: difference.path)
    GoldenReportPage.append(
      GoldenReportEntry(
        name: "card", suite: "CardTests", status: .failed, summary: "22 pixels differ",
        expected: "../../Tests/__Snapshots__/CardTests/card.png", actual: "../../Tests/__Snapshots__/CardTests/card.actual.png",
        difference: "../../Tests/__Snapshots__/CardTests/card.difference.png"), to: report)
    GoldenReportPage.append(
      GoldenReportEntry(
        name: "badge", suite: "CardTests", status: .passed, summary: "matches", expected: "../../Tests/__Snapshots__/CardTests/card.png",
        actual: nil, difference: nil), to: report)
    GoldenReportPage.writePage(in: report)
    let page = report.appendingPathComponent("index.html")
    #expect(FileManager.default.fileExists(atPath: page.path))

    let dom = try run(["--virtual-time-budget=3000", "--dump-dom", page.absoluteString])
    #expect(dom.contains("2 compared: 1 failed, 0 new, 1 passed"), "\(dom.prefix(400))")
    #expect(dom.contains("data-name=\"card\""), "the failing case is listed")
    #expect(!dom.contains("data-name=\"badge\""), "passed cases are filtered out by default")
    let images = dom.components(separatedBy: "class=\"shot\"").count - 1
    #expect(images == 3, "expected, actual and difference")
    #expect(!dom.contains("data-loaded=\"false\"") && !dom.contains("data-loaded=\"pending\""), "every image loaded")

    let screenshot = root.appendingPathComponent("report.png")
    _ = try run(["--window-size=1000,700", "--virtual-time-budget=3000", "--screenshot=\(screenshot.path)", page.absoluteString])
    let shot = try PNGDecoder().read(contentsOf: screenshot.path)
    #expect(shot.width == 1000 && shot.height == 700)
    if let keep = ProcessInfo.processInfo.environment["FLIPBOOK_KEEP_REPORT_SCREENSHOT"] {
      try? FileManager.default.removeItem(atPath: keep)
      try FileManager.default.copyItem(atPath: screenshot.path, toPath: keep)
    }
  }
}
