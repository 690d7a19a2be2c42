import ArgumentParser
import Controls
import Encoders
import Flipbook
import Foundation

/// `flipbook render <film>`: a film to a GIF, numbered PNG frames, or one
/// PNG of a moment.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a film to an animated GIF, PNG frames or a single PNG.",
    discussion: """
      Without -o, writes <film>.gif (or <film>.png, or the directory <film>-frames/) in the current \
      directory; a still (a film of one moment) is written as <film>.png. With --all, renders every film into the directory given by -o. `flipbook list` shows \
      the films.
      """)

  @Argument(help: "The film to render (see `flipbook list`).")
  var film: String?

  @Flag(help: "Render every film into the directory given by -o.")
  var all = false

  @Option(name: .shortAndLong, help: "Where to write: a file, or with --format frames or --all a directory.")
  var output: String?

  @Option(help: "gif (an animated GIF), png (one moment; see --at) or frames (a PNG per frame). Default: gif, png for a still.")
  var format: OutputFormat?

  @Option(help: "Pixels per point (default: the film's own).")
  var scale: Double?

  @Option(help: "Frames per second (default: the film's own; at most 50 for a GIF).")
  var fps: Double?

  @Option(help: "light or dark (default: the film's own).")
  var colorScheme: SchemeChoice?

  @Option(help: "The moment for --format png, in seconds (default 0). Implies --format png.")
  var at: Double?

  func validate() throws {
    if all {
      guard film == nil else { throw ValidationError("give a film name or --all, not both") }
      guard output != nil else { throw ValidationError("--all needs -o DIRECTORY") }
    } else if film == nil {
      throw ValidationError("name a film to render, or pass --all (films: \(filmNames))")
    }
    if let scale { guard scale.isFinite, scale > 0 else { throw ValidationError("--scale must be positive, got \(scale)") } }
    if let fps {
      guard fps.isFinite, fps >= 0.01, fps <= 120 else { throw ValidationError("--fps must be between 0.01 and 120, got \(fps)") }
      // A GIF unless asked otherwise (or the named film is a still).
      let gif = film.flatMap { Film.controls(named: $0) }.map { format(of: $0) == .gif } ?? (format == nil && at == nil || format == .gif)
      guard fps <= 50 || !gif else {
        throw ValidationError("a GIF shows at most 50 frames per second (browsers slow faster ones down); got --fps \(fps)")
      }
    }
    if let at {
      guard at.isFinite, at >= 0 else { throw ValidationError("--at must be a time in seconds ≥ 0, got \(at)") }
      guard format == nil || format == .png else { throw ValidationError("--at applies to --format png only") }
    }
    if let name = film, Film.controls(named: name) == nil {
      throw ValidationError("unknown film '\(name)'; the films are: \(filmNames)")
    }
  }

  private var filmNames: String { Film.controls.map(\.name).joined(separator: ", ") }

  /// The format `film` is written in: the one asked for, else a PNG for
  /// `--at` or a still, else a GIF.
  private func format(of film: Film) -> OutputFormat { format ?? (at != nil || film.isStill ? .png : .gif) }

  func run() throws {
    if all {
      let directory = URL(fileURLWithPath: output!)
      try OutputPath.prepareDirectory(directory)
      for film in Film.controls {
        try render(film, to: directory.appendingPathComponent(defaultName(of: film)))
      }
    } else {
      let film = Film.controls(named: film!)!
      var url = URL(fileURLWithPath: output ?? defaultName(of: film))
      // `-o dir/` (or an existing directory) means the default name inside it.
      if let output, format(of: film) != .frames, output.hasSuffix("/") || OutputPath.isDirectory(url) {
        try OutputPath.prepareDirectory(url)
        url = url.appendingPathComponent(defaultName(of: film))
      }
      try render(film, to: url)
    }
  }

  private func defaultName(of film: Film) -> String {
    switch format(of: film) {
    case .gif: "\(film.name).gif"
    case .png: "\(film.name).png"
    case .frames: "\(film.name)-frames"
    }
  }

  private func render(_ base: Film, to url: URL) throws {
    var film = base
    if let scale { film.scale = CGFloat(scale) }
    if let fps { film.fps = fps }
    if let colorScheme { film.colorScheme = colorScheme.scheme }
    try film.validate()
    // The output is checked before any frame renders.
    let format = format(of: film)
    if format == .frames { try OutputPath.prepareDirectory(url) } else { try OutputPath.checkFile(url) }
    switch format {
    case .png:
      let time = at ?? 0
      try film.writePNG(at: min(time, film.duration), to: url)
      if time > film.duration {
        warn("\(film.name) lasts \(film.duration) s; wrote its last moment")
      }
      report("wrote \(url.path) (\(film.name) at \(min(time, film.duration)) s)")
    case .gif:
      guard film.fps <= 50 else { throw RenderError.tooFastForGIF(film: film.name, fps: film.fps) }
      let progress = Progress(total: film.frameCount, label: film.name)
      try film.writeGIF(to: url) { _, _ in progress.advance() }
      let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
      progress.finish(message: "wrote \(url.path), \(describe(film)), \(bytes) bytes")
    case .frames:
      let progress = Progress(total: film.frameCount, label: film.name)
      try film.writeFrames(to: url) { _, _ in progress.advance() }
      progress.finish(message: "wrote \(film.frameCount) frames to \(url.path)/")
    }
  }

  private func report(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
  private func warn(_ text: String) { report("warning: " + text) }
}

/// The `--format` choices.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case gif, png, frames
}

/// The `--color-scheme` choices.
enum SchemeChoice: String, ExpressibleByArgument, CaseIterable {
  case light, dark

  var scheme: ColorScheme { self == .light ? .light : .dark }
}

/// Errors of `render` found while running (exit status 1).
enum RenderError: Error, CustomStringConvertible {
  case tooFastForGIF(film: String, fps: Double)
  case badOutput(path: String, reason: String)

  var description: String {
    switch self {
    case .tooFastForGIF(let film, let fps): "a GIF shows at most 50 frames per second; \(film) is at \(fps) fps"
    case .badOutput(let path, let reason): "cannot write to \(path): \(reason)"
    }
  }
}

/// Checks of output paths, made before rendering so a bad path fails at
/// once, in a sentence.
enum OutputPath {
  static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// A file can be written at `url`: it is not a directory, and its folder
  /// exists and is writable.
  static func checkFile(_ url: URL) throws {
    let path = url.path
    if isDirectory(url) { throw RenderError.badOutput(path: path, reason: "it is a directory") }
    let folder = url.deletingLastPathComponent()
    guard isDirectory(folder) else {
      throw RenderError.badOutput(path: path, reason: "the directory \(folder.path) does not exist")
    }
    guard FileManager.default.isWritableFile(atPath: folder.path) else {
      throw RenderError.badOutput(path: path, reason: "the directory \(folder.path) is not writable")
    }
  }

  /// `url` is a writable directory, made (with its parents) if missing.
  static func prepareDirectory(_ url: URL) throws {
    let path = url.path
    if FileManager.default.fileExists(atPath: path), !isDirectory(url) {
      throw RenderError.badOutput(path: path, reason: "it is a file, not a directory")
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw RenderError.badOutput(path: path, reason: "the directory cannot be created (\((error as NSError).localizedDescription))")
    }
    guard FileManager.default.isWritableFile(atPath: path) else {
      throw RenderError.badOutput(path: path, reason: "the directory is not writable")
    }
  }
}
