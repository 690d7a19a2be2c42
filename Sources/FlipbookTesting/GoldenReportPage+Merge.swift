import Foundation

extension GoldenReportPage {
  /// Puts the reports in `folders` together into one page in `report`
  /// (its earlier entries replaced): the shards of a CI matrix
  /// (`FLIPBOOK_SHARD`), each downloaded wherever the workflow puts it.
  ///
  /// A folder is a report folder (holding `entries/`), or any folder above
  /// report folders (an `Artifacts/` download, `Artifacts/report/shards/`),
  /// searched to six levels. Each entry's images are found where they were
  /// beside its own report and linked from the new page's folder, so a
  /// shard's failure images stay where its artifact was unpacked.
  ///
  /// - Returns: the number of entries merged.
  /// - Throws: when a folder can't be read or the page can't be written.
  package static func merge(_ folders: [URL], into report: URL) throws -> Int {
    let reports = try folders.flatMap { try reportFolders(in: $0, depth: 6) }
    let entries = report.appendingPathComponent("entries")
    try? FileManager.default.removeItem(at: entries)
    try FileManager.default.createDirectory(at: entries, withIntermediateDirectories: true)
    var count = 0
    for source in reports where source.standardizedFileURL != report.standardizedFileURL {
      let files = try FileManager.default.contentsOfDirectory(
        at: source.appendingPathComponent("entries"), includingPropertiesForKeys: nil)
      for file in files.sorted(by: { $0.path < $1.path }) where file.pathExtension == "json" {
        guard var entry = try? JSONDecoder().decode(GoldenReportEntry.self, from: Data(contentsOf: file)) else {
          continue
        }
        func moved(_ path: String?) -> String? {
          guard let path else { return nil }
          let url = path.hasPrefix("file:") ? URL(string: path) : URL(fileURLWithPath: path, relativeTo: source)
          return url.map { relativePath(of: $0.absoluteURL, from: report) } ?? path
        }
        entry.expected = moved(entry.expected)
        entry.actual = moved(entry.actual)
        entry.difference = moved(entry.difference)
        count += 1
        try JSONEncoder().encode(entry).write(to: entries.appendingPathComponent("merged-\(count).json"), options: .atomic)
      }
    }
    writePage(in: report)
    return count
  }

  /// The report folders at or under `folder`.
  private static func reportFolders(in folder: URL, depth: Int) throws -> [URL] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
    }
    if FileManager.default.fileExists(atPath: folder.appendingPathComponent("entries").path) { return [folder] }
    guard depth > 0 else { return [] }
    let children = try FileManager.default.contentsOfDirectory(
      at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: .skipsHiddenFiles)
    return try children.sorted { $0.path < $1.path }.flatMap { child -> [URL] in
      (try? child.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        ? try reportFolders(in: child, depth: depth - 1) : []
    }
  }
}
