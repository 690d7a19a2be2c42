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

  /// A folder of `samples`.
  public init(_ name: String, title: String, notes: [String] = [], samples: [Sample]) {
    self.name = name
    self.title = title
    self.notes = notes
    self.samples = samples
  }

  /// The README written beside the images: the title, the notes, and a
  /// table of each image and the code that draws it.
  public var readme: String {
    var text = "# \(title)\n\nRegenerated from source by `Scripts/samples` (`flipbook samples`); do not edit by hand.\n"
    for note in notes { text += "\n\(note)\n" }
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
    var seen: Set<String> = []
    for sample in samples {
      try Self.checkComponent(sample.file, of: "\(name)/\(sample.file)")
      guard sample.file.hasSuffix(".gif") || sample.file.hasSuffix(".png") else {
        throw FlipbookError.invalidSample(name: "\(name)/\(sample.file)", reason: "a sample is a .gif or a .png")
      }
      guard seen.insert(sample.file).inserted else {
        throw FlipbookError.invalidSample(name: "\(name)/\(sample.file)", reason: "the folder names it twice")
      }
      guard sample.at.isFinite, sample.at >= 0 else {
        throw FlipbookError.invalidSample(name: "\(name)/\(sample.file)", reason: "its moment \(sample.at) s is not a time in the film")
      }
    }
  }

  private static func checkComponent(_ component: String, of name: String) throws {
    guard !component.isEmpty, component != ".", component != "..", !component.contains("/"), !component.contains("\0") else {
      throw FlipbookError.invalidSample(name: name, reason: "'\(component)' is not a file or folder name")
    }
  }

  /// Writes the folder's images and README into `directory/name`,
  /// creating it; `progress` hears each file's path before it is written.
  public func write(into directory: URL, progress: (@Sendable (String) -> Void)? = nil) throws {
    try Self.write([self], into: directory, progress: progress)
  }

  /// Writes `folders` into `directory`, several samples at once (every
  /// view graph's script runs on one shared thread, so a film's frames
  /// leave cores idle while it advances: two films side by side fill them
  /// with the other's drawing and encoding). The files are the same
  /// bytes as written one by one; the first error is thrown once all
  /// have finished.
  public static func write(
    _ folders: [SampleFolder], into directory: URL, progress: (@Sendable (String) -> Void)? = nil
  ) throws {
    var jobs: [(url: URL, sample: Sample, cost: Int)] = []
    for folder in folders {
      try folder.validate()
      let url = directory.appendingPathComponent(folder.name, isDirectory: true)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for sample in folder.samples {
        let film = sample.film
        // A rough cost for ordering only (a film sized by its content counts as 100 × 100).
        let size = film.size ?? CGSize(width: 100, height: 100)
        let side = { (length: CGFloat) in Int(min(max(length * film.scale, 1), 100_000).rounded()) }
        let pixels = side(size.width) * side(size.height)
        let frames = sample.isAnimated ? min(max(film.frameCount, 1), 1_000_000) : 1
        jobs.append((url.appendingPathComponent(sample.file), sample, pixels * frames))
      }
    }
    // Longest first, so the last job to start is a short one.
    let ordered = jobs.sorted { $0.cost > $1.cost }
    let errors = SampleErrors(count: ordered.count)
    let lanes = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 2)
    let next = SampleCursor()
    DispatchQueue.concurrentPerform(iterations: lanes) { _ in
      while let index = next.take(below: ordered.count) {
        let job = ordered[index]
        progress?(job.url.path)
        do { try job.sample.write(to: job.url) } catch { errors.set(index, error) }
      }
    }
    if let error = errors.first { throw error }
    for folder in folders {
      let url = directory.appendingPathComponent(folder.name, isDirectory: true).appendingPathComponent("README.md")
      progress?(url.path)
      try Data(folder.readme.utf8).write(to: url, options: .atomic)
    }
  }
}

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

  /// Writes the image to `url`.
  public func write(to url: URL) throws {
    if isAnimated {
      try film.writeGIF(to: url)
    } else {
      try film.writePNG(at: min(at, film.duration), to: url)
    }
  }
}

/// The next job index for `SampleFolder.write`'s lanes.
private final class SampleCursor: @unchecked Sendable {
  private let lock = NSLock()
  private var index = 0

  func take(below count: Int) -> Int? {
    lock.withLock {
      guard index < count else { return nil }
      defer { index += 1 }
      return index
    }
  }
}

/// The errors of `SampleFolder.write`'s jobs, by index (the first in job
/// order is thrown, whatever order they finished in).
private final class SampleErrors: @unchecked Sendable {
  private let lock = NSLock()
  private var errors: [Error?]

  init(count: Int) { errors = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ error: Error) { lock.withLock { errors[index] = error } }

  var first: Error? { lock.withLock { errors.compactMap { $0 }.first } }
}
