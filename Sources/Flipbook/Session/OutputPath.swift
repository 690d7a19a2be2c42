import Foundation

/// Why an output path can't be written: what a sink checks before it
/// renders, so a bad destination fails at once, in a sentence, not after
/// the work (`FlipbookError.badOutput`).
public enum OutputProblem: Equatable, Sendable, CustomStringConvertible {
  /// A file was asked for where a directory is.
  case isADirectory
  /// A directory was asked for where a file is.
  case isAFile
  /// The file's directory does not exist.
  case noSuchDirectory(String)
  /// The directory can't be written in.
  case directoryNotWritable(String)
  /// The directory can't be made (the system's words).
  case cannotCreateDirectory(message: String)

  public var description: String {
    switch self {
    case .isADirectory: "it is a directory"
    case .isAFile: "it is a file, not a directory"
    case .noSuchDirectory(let path): "the directory \(path) does not exist"
    case .directoryNotWritable(let path): "the directory \(path) is not writable"
    case .cannotCreateDirectory(let message): "the directory cannot be created (\(message))"
    }
  }
}

/// Checks of output paths, made before rendering (every sink and the CLI).
public enum OutputPath {
  /// Whether a directory is at `url`.
  public static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// Checks that a file can be written at `url`: it is not a directory,
  /// and its folder exists and is writable.
  /// - Throws: `FlipbookError.badOutput`.
  public static func checkFile(_ url: URL) throws {
    let path = url.path
    if isDirectory(url) { throw FlipbookError.badOutput(path: path, problem: .isADirectory) }
    let folder = url.deletingLastPathComponent()
    guard isDirectory(folder) else {
      throw FlipbookError.badOutput(path: path, problem: .noSuchDirectory(folder.path))
    }
    guard FileManager.default.isWritableFile(atPath: folder.path) else {
      throw FlipbookError.badOutput(path: path, problem: .directoryNotWritable(folder.path))
    }
  }

  /// Makes `url` a writable directory (with its parents, if missing).
  /// - Throws: `FlipbookError.badOutput`.
  public static func prepareDirectory(_ url: URL) throws {
    let path = url.path
    if FileManager.default.fileExists(atPath: path), !isDirectory(url) {
      throw FlipbookError.badOutput(path: path, problem: .isAFile)
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw FlipbookError.badOutput(path: path, problem: .cannotCreateDirectory(message: (error as NSError).localizedDescription))
    }
    guard FileManager.default.isWritableFile(atPath: path) else {
      throw FlipbookError.badOutput(path: path, problem: .directoryNotWritable(path))
    }
  }
}
