import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a file atomically: bytes go to a temporary file in the same
/// directory, which `commit()` flushes to disk and renames over the
/// destination. Until then the destination is untouched; if the writer is
/// dropped without committing, or any write fails, the temporary file is
/// removed — a failed write never leaves a partial file.
final class AtomicFileWriter {
  let path: String
  private let temporaryPath: String
  private var descriptor: Int32
  private var finished = false

  /// Creates the temporary file beside `path` (mode 0644 on commit).
  init(path: String) throws {
    self.path = path
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX.flipbook-tmp".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { buffer in
      mkstemps(buffer.baseAddress!, Int32(".flipbook-tmp".utf8.count))
    }
    guard fd >= 0 else { throw EncoderError.cannotCreateFile(path: path, errno: errno) }
    descriptor = fd
    temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  deinit {
    if !finished { abandon() }
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
    guard !finished else { throw EncoderError.encoderClosed }
    if fsync(descriptor) != 0 || fchmod(descriptor, 0o644) != 0 {
      let code = errno
      abandon()
      throw EncoderError.writeFailed(path: path, errno: code)
    }
    if close(descriptor) != 0 {
      let code = errno
      descriptor = -1
      abandon()
      throw EncoderError.writeFailed(path: path, errno: code)
    }
    descriptor = -1
    if rename(temporaryPath, path) != 0 {
      let code = errno
      abandon()
      throw EncoderError.writeFailed(path: path, errno: code)
    }
    finished = true
  }

  /// Closes and removes the temporary file.
  func abandon() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    unlink(temporaryPath)
    finished = true
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
