import FlipbookCore

/// Errors thrown by Flipbook's encoders and decoders. Every case that
/// concerns a file names it; C library failures carry the library's code.
public enum EncoderError: Error, Equatable, CustomStringConvertible {
  /// The temporary file beside `path` could not be created (`errno`):
  /// typically a missing or read-only directory.
  case cannotCreateFile(path: String, errno: Int32)
  /// Writing to `path` failed (`errno`, e.g. ENOSPC for a full disk).
  /// The partial temporary file has been removed.
  case writeFailed(path: String, errno: Int32)
  /// `path` could not be read (`errno`).
  case readFailed(path: String, errno: Int32)
  /// libpng rejected the data: its message, and the file when there is one.
  case png(message: String, path: String?)
  /// giflib reported `code` (its `E_GIF_ERR_*`/`D_GIF_ERR_*` value and text).
  case gif(code: Int32, message: String, path: String?)
  /// libjpeg rejected the data: its message.
  case jpeg(message: String)
  /// libimagequant reported `code` (its `liq_error`).
  case imageQuantization(code: Int32)
  /// An animation needs at least one frame.
  case noFrames
  /// A frame's size differs from the first frame's.
  case frameSizeMismatch(expected: PixelSize, got: PixelSize, frame: Int)
  /// A frame lasts `duration` s, under the 2 cs GIF browsers honour:
  /// browsers show delays under 0.02 s as 0.1 s, so frames faster than
  /// 50 fps would play slower, not faster. Ask to drop frames instead.
  case frameTooShort(duration: Double, frame: Int)
  /// A parameter is outside its documented range.
  case invalidParameter(name: String, value: String)
  /// The encoder was used after `finish()` or after an error.
  case encoderClosed

  public var description: String {
    switch self {
    case .cannotCreateFile(let path, let code):
      "cannot create a file beside \(path): \(String(cString: strerror(code)))"
    case .writeFailed(let path, let code):
      "writing \(path) failed: \(String(cString: strerror(code)))"
    case .readFailed(let path, let code):
      "cannot read \(path): \(String(cString: strerror(code)))"
    case .png(let message, let path):
      "PNG error\(path.map { " in \($0)" } ?? ""): \(message)"
    case .gif(let code, let message, let path):
      "GIF error \(code)\(path.map { " in \($0)" } ?? ""): \(message)"
    case .jpeg(let message):
      "JPEG error: \(message)"
    case .imageQuantization(let code):
      "libimagequant error \(code)"
    case .noFrames:
      "an animation needs at least one frame"
    case .frameSizeMismatch(let expected, let got, let frame):
      "frame \(frame) is \(got) pixels, but the first frame is \(expected)"
    case .frameTooShort(let duration, let frame):
      "frame \(frame) lasts \(duration) s: GIF delays under 0.02 s are shown as 0.1 s by browsers, so more than 50 fps plays slower; lower the frame rate or allow dropping frames"
    case .invalidParameter(let name, let value):
      "invalid \(name): \(value)"
    case .encoderClosed:
      "the encoder is already finished"
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
