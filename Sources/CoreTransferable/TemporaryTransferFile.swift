import Foundation
import UniformTypeIdentifiers

/// Received bytes written to a file of their own in a fresh temporary
/// folder: what a file representation's importer and
/// `NSItemProvider.loadFileRepresentation` hand over, named `name` with the
/// content type's preferred extension. The receiver removes it when done.
package struct TemporaryTransferFile {
  package let folder: URL
  package let file: URL

  /// Writes `data`.
  /// - Throws: `CoreTransferableError.fileUnavailable` naming the file, with
  ///   the file system's reason (a full disk, an unwritable folder).
  package init(_ data: Data, name: String, contentType: UTType?) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "Transfer-\(UUID().uuidString)", isDirectory: true)
    file = folder.appendingPathComponent(name + (contentType?.preferredFilenameExtension.map { ".\($0)" } ?? ""))
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: file, options: .atomic)
    } catch {
      throw CoreTransferableError.fileUnavailable(file, reason: "\(error)")
    }
  }

  /// Removes the folder and the file.
  package func remove() { try? FileManager.default.removeItem(at: folder) }
}
