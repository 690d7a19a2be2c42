import Encoders
import Flipbook
import Foundation

/// One image of a `SampleFolder`: a film written as a GIF (`.gif`) or its
/// moment `at` as a PNG (`.png`), under the document's file name.
public struct Sample {
  /// The file name, ending in `.gif` or `.png`.
  public var file: String
  /// What draws it.
  public var film: Film
  /// For a PNG, the moment of the film it shows (seconds; a moment past the
  /// film's end is its last).
  public var at: Double
  /// Which code draws it, for the README (a sentence fragment in Markdown).
  public var source: String

  /// A sample written as `file` from `film`.
  public init(_ file: String, film: Film, at: Double = 0, source: String) {
    self.file = file
    self.film = film
    self.at = at
    self.source = source
  }

  /// Whether it is written as an animated GIF.
  public var isAnimated: Bool { file.hasSuffix(".gif") }

  /// Writes the image to `url`: a GIF with lossy LZW at `lossy` (0:
  /// lossless), or an exact PNG, as small as libpng makes it (level 9, a
  /// palette image where the picture has at most 256 colours).
  public func write(to url: URL, lossy: Int = 0) throws {
    let session = try RenderSession(film: film)
    if isAnimated {
      try session.writeGIF(to: url, options: GIFEncoder.Options(lossy: lossy))
    } else {
      var encoder = PNGEncoder(compressionLevel: 9, filters: .all)
      encoder.writesPaletteImages = true
      try session.writePNG(at: min(at, film.duration), to: url, encoder: encoder)
    }
  }
}
