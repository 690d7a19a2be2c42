import Foundation

/// Reads whole files with errno-carrying errors.
enum FileReader {
  static func read(_ path: String) throws -> [UInt8] {
    guard let handle = fopen(path, "rb") else { throw EncoderError.readFailed(path: path, errno: errno) }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&chunk, 1, chunk.count, handle)
      if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
      if count < chunk.count {
        if ferror(handle) != 0 { throw EncoderError.readFailed(path: path, errno: errno) }
        break
      }
    }
    return bytes
  }
}
