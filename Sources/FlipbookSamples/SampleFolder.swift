import Encoders
import Flipbook
import Foundation

/// The images of one document (a blog post, a talk's notes) regenerated
/// from source: each a film written as a GIF, or one moment of it as a PNG,
/// under the name the document uses, with a README saying which code draws
/// each one.
///
/// `flipbook samples` writes every folder of its catalog (the built-in
/// command's are the seed posts'; `Scripts/samples` regenerates `samples/`).
/// Rendering is deterministic, so a folder written twice is byte-identical:
/// a sample that differs from its committed file is stale.
public struct SampleFolder {
  /// The folder's name (one path component).
  public var name: String
  /// The document's title, the README's heading.
  public var title: String
  /// Paragraphs for the README: where the images depart from the
  /// document's (the code it shows can't produce what a recording shows …).
  public var notes: [String]
  /// The images, in the document's order.
  public var samples: [Sample]
  /// The lossy LZW bound its GIFs are written with (see `--lossy`: how far,
  /// in sRGB distance, a pixel may be written from its colour; 0 is
  /// lossless). PNGs are always exact: palette images where a picture has
  /// at most 256 colours, zlib's smallest otherwise.
  public var lossy: Int

  /// A folder of `samples`, its GIFs written with lossy LZW at `lossy`.
  public init(_ name: String, title: String, notes: [String] = [], lossy: Int = 0, samples: [Sample]) {
    self.name = name
    self.title = title
    self.notes = notes
    self.lossy = lossy
    self.samples = samples
  }

  /// The README written beside the images: the title, the notes, and a
  /// table of each image and the code that draws it.
  public var readme: String {
    var text = "# \(title)\n\nRegenerated from source by `Scripts/samples` (`flipbook samples`); do not edit by hand.\n"
    for note in notes { text += "\n\(note)\n" }
    if lossy > 0, samples.contains(where: \.isAnimated) {
      text += "\nThe GIFs are written with lossy LZW at \(lossy) (`flipbook render --lossy \(lossy)`: a pixel may be written up "
        + "to \(lossy) from its palette colour, in sRGB distance, where that takes fewer bytes).\n"
    }
    text += "\n| image | drawn by |\n|---|---|\n"
    for sample in samples {
      let kind = sample.isAnimated
        ? "film `\(sample.film.name)`, \(sample.film.frameCount) frames at \(Self.figure(sample.film.fps)) fps"
        : "film `\(sample.film.name)` at \(Self.figure(sample.at)) s"
      text += "| `\(sample.file)` | \(sample.source) (\(kind)) |\n"
    }
    return text
  }

  private static func figure(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
  }

  /// Checks the folder's and samples' names: one path component each, a
  /// sample ending in `.gif` or `.png`, no name twice.
  public func validate() throws {
    try Self.checkComponent(name, of: name)
    guard (0...GIFEncoder.Options.maximumLossy).contains(lossy) else {
      throw SamplesError.lossyOutOfRange(folder: name, lossy: lossy)
    }
    var seen: Set<String> = []
    for sample in samples {
      try Self.checkComponent(sample.file, of: "\(name)/\(sample.file)")
      guard sample.file.hasSuffix(".gif") || sample.file.hasSuffix(".png") else {
        throw SamplesError.notAGIFOrPNG(path: "\(name)/\(sample.file)")
      }
      guard seen.insert(sample.file).inserted else { throw SamplesError.namedTwice(path: "\(name)/\(sample.file)") }
      guard sample.at.isFinite, sample.at >= 0 else {
        throw SamplesError.notAMoment(path: "\(name)/\(sample.file)", seconds: sample.at)
      }
    }
  }

  private static func checkComponent(_ component: String, of name: String) throws {
    guard !component.isEmpty, component != ".", component != "..", !component.contains("/"), !component.contains("\0") else {
      throw SamplesError.notAName(path: name, component: component)
    }
  }

  /// Writes the folder's images and README into `directory/name`,
  /// creating it; `progress` hears each file's path before it is written.
  public func write(into directory: URL, progress: (@Sendable (String) -> Void)? = nil) throws {
    try Self.write([self], into: directory, progress: progress)
  }

  /// Writes `folders` into `directory`, scheduled by `LongestFirst` (two
  /// samples at once, longest first). The files are the same bytes as
  /// written one by one; the first error is thrown once all have finished.
  public static func write(
    _ folders: [SampleFolder], into directory: URL, progress: (@Sendable (String) -> Void)? = nil
  ) throws {
    var jobs: [(url: URL, sample: Sample, lossy: Int, cost: Int)] = []
    for folder in folders {
      try folder.validate()
      let url = directory.appendingPathComponent(folder.name, isDirectory: true)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for sample in folder.samples {
        jobs.append((url.appendingPathComponent(sample.file), sample, folder.lossy, sample.isAnimated ? sample.film.workEstimate : 1))
      }
    }
    try LongestFirst.run(jobs, cost: { $0.cost }) { job in
      progress?(job.url.path)
      try job.sample.write(to: job.url, lossy: job.lossy)
    }
    for folder in folders {
      let url = directory.appendingPathComponent(folder.name, isDirectory: true).appendingPathComponent("README.md")
      progress?(url.path)
      try Data(folder.readme.utf8).write(to: url, options: .atomic)
    }
  }
}

