import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a file atomically: bytes go to a temporary file in the same
/// directory, which `commit()` flushes to disk and renames over the
/// destination. Until then the destination is untouched; if the writer is
/// dropped without committing, or any write fails, the temporary file is
/// removed — a failed write never leaves a partial file.
///
/// Several writers may write one destination at once, in one process or
/// several: each has its own temporary, and the last to commit wins. A
/// temporary's name says who owns it — `.NAME.PID-XXXXXX.flipbook-tmp`,
/// the writing process's id and a unique token — and a writer sweeping the
/// temporaries a killed run left removes only those whose owner process is
/// gone. It never judges by age: a file made just after a clock reading can
/// read as older than it (file times come from a coarser clock), which let
/// one writer delete another's live temporary.
final class AtomicFileWriter {
  let path: String
  let temporaryPath: String
  private var descriptor: Int32
  private var finished = false
  /// The temporary's registration for removal on SIGTERM/SIGINT.
  private var cleanup = -1

  /// The suffix of every temporary Flipbook writes.
  static let temporarySuffix = ".flipbook-tmp"

  /// Creates the temporary file beside `path` (mode 0644 on commit), first
  /// removing temporaries of the same destination whose owner is gone.
  init(path: String) throws {
    self.path = path
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    Self.removeStaleTemporaries(of: url.lastPathComponent, in: directory)
    var template = Array("\(directory)/.\(url.lastPathComponent).\(getpid())-XXXXXX\(Self.temporarySuffix)".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer in
      mkstemps(buffer.baseAddress!, Int32(Self.temporarySuffix.utf8.count))
    }
    guard fd >= 0 else { throw EncoderError.cannotCreateFile(path: path, errno: errno) }
    descriptor = fd
    temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    cleanup = TemporaryCleanup.register(temporaryPath)
  }

  deinit {
    if !finished { abandon() }
  }

  /// The process that owns the temporary (or staging directory) `entry`
  /// named for `name` (`.NAME.PID-XXXXXX.flipbook-tmp`), or nil when the
  /// entry is not one.
  static func owner(of entry: String, name: String, suffix: String = temporarySuffix) -> pid_t? {
    let prefix = ".\(name)."
    guard entry.hasPrefix(prefix), entry.hasSuffix(suffix) else { return nil }
    let middle = entry.dropFirst(prefix.count).dropLast(suffix.count)
    let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].count == 6, let pid = pid_t(parts[0]), pid > 0 else { return nil }
    return pid
  }

  /// Whether process `pid` is gone (a process of another user still counts
  /// as alive).
  static func isGone(_ pid: pid_t) -> Bool {
    kill(pid, 0) != 0 && errno == ESRCH
  }

  private static func removeStaleTemporaries(of name: String, in directory: String) {
    // Sweeping a killed run's temporaries is housekeeping: a folder that
    // can't be listed, or a file that vanished or can't be removed, is
    // left as it is (the write itself reports real failures).
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for entry in entries {
      guard let pid = owner(of: entry, name: name), isGone(pid) else { continue }
      unlink("\(directory)/\(entry)")
    }
  }

  /// Appends `bytes`, retrying short writes and interrupts.
  func write(_ bytes: UnsafeRawBufferPointer) throws {
    guard !finished else { throw EncoderError.encoderClosed }
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        let code = errno
        abandon()
        throw EncoderError.writeFailed(path: path, errno: code)
      }
      offset += written
    }
  }

  func write(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try write($0) }
  }

  /// Flushes the file to disk and renames it over the destination.
  func commit() throws {
    try close(syncing: true)
    try moveIntoPlace()
  }

  /// Closes the temporary file (mode 0644), flushed to disk first when
  /// `syncing`; `moveIntoPlace` then renames it. A batch closes its files
  /// unflushed and flushes them all at once (`AtomicFileBatch`).
  func close(syncing: Bool) throws {
    guard !finished, descriptor >= 0 else { throw EncoderError.encoderClosed }
    if (syncing && fsync(descriptor) != 0) || fchmod(descriptor, 0o644) != 0 {
      let code = errno
      abandon()
      throw EncoderError.writeFailed(path: path, errno: code)
    }
    if Glibc.close(descriptor) != 0 {
      let code = errno
      descriptor = -1
      abandon()
      throw EncoderError.writeFailed(path: path, errno: code)
    }
    descriptor = -1
  }

  /// Renames the closed temporary file over the destination.
  func moveIntoPlace() throws {
    guard !finished, descriptor < 0 else { throw EncoderError.encoderClosed }
    if rename(temporaryPath, path) != 0 {
      let code = errno
      abandon()
      throw EncoderError.writeFailed(path: path, errno: code)
    }
    finished = true
    TemporaryCleanup.unregister(cleanup)
  }

  /// Closes and removes the temporary file.
  func abandon() {
    if descriptor >= 0 { Glibc.close(descriptor) }
    descriptor = -1
    unlink(temporaryPath)
    finished = true
    TemporaryCleanup.unregister(cleanup)
  }

  /// Writes `bytes` to `path` atomically in one go.
  static func write(_ bytes: [UInt8], to path: String) throws {
    let writer = try AtomicFileWriter(path: path)
    try writer.write(bytes)
    try writer.commit()
  }
}

/// The text in a NUL-terminated C character buffer.
func string(fromCBuffer buffer: [CChar]) -> String {
  buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}
