import Flipbook
import Foundation
import Testing

/// Compares what a view draws, as its display list printed
/// (`DisplayList.description`: every path, glyph run, image and effect, in
/// drawing order), with the text golden
/// `__Snapshots__/<test file name>/<name>.txt`.
///
/// A text golden reads in a review and survives changes of the renderer
/// that move no drawing call: where an image golden says a pixel changed,
/// this says which fill, at which coordinates. It is exact (figures are
/// printed to two decimals); `FLIPBOOK_RECORD` records it as it does
/// image goldens, and a mismatch writes the new text beside the failure
/// strips (`Artifacts/golden-failures/<suite>/<name>.actual.txt`) and
/// names the first line that differs.
///
/// - Parameters:
///   - view: The view, laid out as a preview of it.
///   - name: The golden's name (unique in the test file).
///   - layout: `.sizeThatFits` (default), `.fixed(width:height:)` or
///     `.device`.
///   - device: The device whose screen is used (default iPhone 16 Pro).
///   - colorScheme: Light (default) or dark.
///   - file: The calling file, for XCTest's report (leave the default).
///   - line: The calling line, for XCTest's report (leave the default).
///   - sourceLocation: The call, for Swift Testing's report (leave the default).
public func expectGolden<V: View>(
  ofDisplayList view: V, named name: String, layout: PreviewLayout = .sizeThatFits,
  device: PreviewDevice = .default, colorScheme: ColorScheme = .light,
  file: StaticString = #filePath, line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
) {
  var preview = Preview(name, nonisolated: { view })
  preview.traits.layout = layout
  preview.traits.device = device
  preview.traits.colorScheme = colorScheme
  let site = GoldenCallSite(file: file, line: line, sourceLocation: sourceLocation)
  do {
    let list = try RenderSession(preview: preview).displayList()
    GoldenTextCheck.run(list.description, place: GoldenPlace(testFile: site.filePath, name: name), site: site)
  } catch {
    GoldenReport.fail("display-list golden '\(name)': the view cannot be laid out: \(error)", site)
  }
}

/// Compares the display list of one moment of a film with the text golden
/// `name` (default "<film name>@<time>s"); see
/// `expectGolden(ofDisplayList:named:layout:device:colorScheme:file:line:sourceLocation:)`.
///
/// - Parameters:
///   - film: The film.
///   - time: The moment, in seconds.
///   - name: The golden's name (default "<film name>@<time>s").
///   - file: The calling file, for XCTest's report (leave the default).
///   - line: The calling line, for XCTest's report (leave the default).
///   - sourceLocation: The call, for Swift Testing's report (leave the default).
public func expectGolden(
  ofDisplayList film: Film, at time: Double, named name: String? = nil,
  file: StaticString = #filePath, line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
) {
  let name = name ?? "\(film.name)@\(time)s"
  let site = GoldenCallSite(file: file, line: line, sourceLocation: sourceLocation)
  do {
    let list = try RenderSession(film: film).displayList(at: time)
    GoldenTextCheck.run(list.description, place: GoldenPlace(testFile: site.filePath, name: name), site: site)
  } catch {
    GoldenReport.fail("display-list golden '\(name)': the film cannot be played to \(time) s: \(error)", site)
  }
}

/// Text goldens: exact comparison, recorded as image goldens are.
enum GoldenTextCheck {
  @discardableResult
  static func run(_ text: String, place: GoldenPlace, site: GoldenCallSite) -> Bool {
    let mode = GoldenRecordMode.current
    let golden = place.golden.deletingPathExtension().appendingPathExtension("txt")
    let contents = text.hasSuffix("\n") ? text : text + "\n"
    do {
      guard let data = FileManager.default.contents(atPath: golden.path) else {
        if mode == .never {
          let actual = try writeFailure(contents, place: place)
          GoldenReport.fail(
            "text golden \(golden.path) is missing; the text is at \(actual) — "
              + (GoldenRecordMode.isCI ? "CI never records goldens: record it on a workstation, read it, commit it"
                : "read it, then record with FLIPBOOK_RECORD=missing"), site)
        } else {
          try record(contents, at: golden)
          GoldenReport.fail("recorded missing text golden \(golden.path): read it before committing", site)
        }
        return false
      }
      if mode == .all {
        try record(contents, at: golden)
        return true
      }
      let expected = String(decoding: data, as: UTF8.self)
      guard expected != contents else { return true }
      let difference = firstDifference(expected, contents)
      if mode == .failed {
        try record(contents, at: golden)
        GoldenReport.fail("re-recorded failing text golden \(golden.path): \(difference)", site)
        return false
      }
      let actual = try writeFailure(contents, place: place)
      GoldenReport.fail("text golden '\(place.name)' does not match: \(difference); the new text is at \(actual)", site)
      return false
    } catch {
      GoldenReport.fail("text golden '\(place.name)': \(error)", site)
      return false
    }
  }

  /// "line N: expected «…», got «…»" for the first line that differs.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(old.count, new.count) {
      let a = index < old.count ? String(old[index]) : nil
      let b = index < new.count ? String(new[index]) : nil
      if a != b {
        return "line \(index + 1): expected \(a.map { "«\($0)»" } ?? "the end"), got \(b.map { "«\($0)»" } ?? "the end")"
      }
    }
    return "the texts differ"
  }

  private static func record(_ text: String, at url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }

  private static func writeFailure(_ text: String, place: GoldenPlace) throws -> String {
    try FileManager.default.createDirectory(at: place.failures, withIntermediateDirectories: true)
    let url = place.failures.appendingPathComponent(GoldenPlace.fileName(place.name) + ".actual.txt")
    try Data(text.utf8).write(to: url, options: .atomic)
    return url.path
  }
}
