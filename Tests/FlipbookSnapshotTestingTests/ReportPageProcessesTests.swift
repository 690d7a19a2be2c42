import Flipbook
@testable import FlipbookSnapshotTesting
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing
import XCTest

/// The report page of an XCTest run of several processes (`swift test
/// --parallel` starts one per test case): every entry named by its test
/// case, every process's entries present, opened in headless Chromium.
@Suite struct ReportPageProcessesTests {
  static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The page's DOM after its scripts ran, from headless Chromium.
  func dom(of page: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--virtual-time-budget=3000", "--dump-dom",
      page.absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(.enabled(if: chromium != nil || ProcessInfo.processInfo.environment["CI"] != nil))
  func twoXCTestProcessesShareOnePage() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-processes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    for test in ["testFirstProcessSnapshots", "testSecondProcessSnapshots"] {
      let process = Process()
      process.executableURL = binary
      process.arguments = ["FlipbookSnapshotTestingTests.ReportChildProcess/\(test)"]
      var environment = ProcessInfo.processInfo.environment
      environment["FLIPBOOK_REPORT_RUN"] = nil  // each finds its run from its parent, as under `swift test`
      environment["FLIPBOOK_REPORT_CHILD"] = root.path
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(test)")
    }
    let page = root.appendingPathComponent("Artifacts/report/index.html")
    let dom = try dom(of: page)
    #expect(dom.contains("3 compared: 1 failed, 0 new, 2 passed"), "\(dom.prefix(600))")
    #expect(dom.contains("ReportChildProcess.testFirstProcessSnapshots"), "the first process's failing entry, named")
    let entries = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Artifacts/report/entries").path)
    #expect(entries.filter { $0.hasSuffix(".json") }.count == 3)
    let data = try String(contentsOf: root.appendingPathComponent("Artifacts/report/report-data.js"), encoding: .utf8)
    #expect(data.contains("ReportChildProcess.testSecondProcessSnapshots"), "the second process's entry, named")
    #expect(!data.contains("\"name\":\"snapshot"), "no entry left unnamed")
  }
}

/// The child processes' XCTest cases (they do nothing unless
/// `FLIPBOOK_REPORT_CHILD` names a package folder to report into).
final class ReportChildProcess: XCTestCase {
  func compare(_ colors: [Color]) {
    guard let root = ProcessInfo.processInfo.environment["FLIPBOOK_REPORT_CHILD"] else { return }
    FileManager.default.changeCurrentDirectoryPath(root)
    let strategy = Snapshotting<Color, UIImage>.image(layout: .fixed(width: 10, height: 10))
    let reference = waitForSnapshot(strategy, Color.blue)!
    for color in colors {
      _ = strategy.diffing.diffV2(reference, waitForSnapshot(strategy, color)!)
    }
  }

  func testFirstProcessSnapshots() { compare([.blue, .red]) }
  func testSecondProcessSnapshots() { compare([.blue]) }
}
