import Foundation

/// Reads whole files, failing with the `errno` of the call that failed:
/// the one file-reading loop, which the PNG and GIF decoders map to their
/// own errors.
package enum FileReader {
  /// Why a read failed: `errno` of `fopen` or `fread`.
  package struct Failure: Error {
    package let errno: Int32
  }

  /// The bytes of the file at `path`.
  /// - Throws: `Failure` with the system's error number.
  package static func read(_ path: String) throws(Failure) -> [UInt8] {
    guard let handle = fopen(path, "rb") else { throw Failure(errno: errno) }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&chunk, 1, chunk.count, handle)
      if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
      if count < chunk.count {
        if ferror(handle) != 0 { throw Failure(errno: errno) }
        break
      }
    }
    return bytes
  }
}
