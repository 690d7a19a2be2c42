import ArgumentParser
import Encoders
import Flipbook
import Foundation

/// `flipbook render <film>…`: a film to a GIF, numbered PNG frames, or one
/// PNG of a moment; a preview to a PNG. Several names, or `--all`, write
/// into a directory, two at a time.
struct RenderCommand: CatalogCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a film to an animated GIF, PNG frames or a single PNG; a preview to a PNG.",
    discussion: """
      Without -o, writes <film>.gif (or <film>.png, or the directory <film>-frames/) in the current \
      directory; a still (a film of one moment) or a preview is written as <name>.png. With several names, renders \
      those, and with --all every film and preview, into the directory given by -o. \
      `flipbook list` shows them.
      """)

  @Argument(help: "The films or previews to render (see `flipbook list`); several need -o DIRECTORY.")
  var films: [String] = []

  /// The one name given (nil with several or none).
  private var film: String? { films.count == 1 ? films[0] : nil }

  @Flag(help: "Render every film into the directory given by -o.")
  var all = false

  @Option(help: "With --all, only shard k of n (k/n): each film and preview falls in one shard by a stable hash of its name, so n machines render each once.")
  var shard: String?

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

  @OptionGroup var lossy: LossyOption

  func validate(against catalog: Catalog) throws {
    if all {
      guard films.isEmpty else { throw ValidationError("give film names or --all, not both") }
      guard output != nil else { throw ValidationError("--all needs -o DIRECTORY") }
    } else if films.isEmpty {
      throw ValidationError("name a film to render, or pass --all (films: \(catalog.nameList))")
    } else if films.count > 1 {
      guard output != nil else { throw ValidationError("several films need -o DIRECTORY") }
      if let twice = Dictionary(grouping: films, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
        throw ValidationError("'\(twice)' is named twice")
      }
    }
    if let scale { guard scale.isFinite, scale > 0 else { throw ValidationError("--scale must be positive, got \(scale)") } }
    if let fps {
      guard FrameRate.film.allows(fps) else { throw ValidationError("--fps \(fps) is out of range: \(FrameRate.film.allowedWords)") }
      // A GIF unless asked otherwise (or the named film is a still).
      let named = film.flatMap { catalog.entry(named: $0) }
      let gif = named.map { format(of: $0) == .gif } ?? (format == nil && at == nil || format == .gif)
      guard FrameRate.gif.allows(fps) || !gif else {
        throw ValidationError("--fps \(fps) is out of range: \(FrameRate.gif.allowedWords) (browsers slow faster ones down)")
      }
    }
    if let at {
      guard at.isFinite, at >= 0 else { throw ValidationError("--at must be a time in seconds ≥ 0, got \(at)") }
      guard format == nil || format == .png else { throw ValidationError("--at applies to --format png only") }
    }
    for name in films {
      guard let entry = catalog.entry(named: name) else {
        throw ValidationError("unknown \(catalog.kinds.singular) '\(name)'; the \(catalog.kinds.plural) are: \(catalog.nameList)")
      }
      if case .preview = entry {
        guard format == nil || format == .png else { throw ValidationError("a preview is written as a PNG only") }
        guard fps == nil, at == nil else { throw ValidationError("--fps and --at apply to films, not previews") }
      }
    }
  }

  /// The format an entry is written in: the one asked for, else a PNG for
  /// `--at`, a still or a preview, else a GIF.
  private func format(of entry: Catalog.Entry) -> OutputFormat {
    switch entry {
    case .film(let film): format ?? (at != nil || film.isStill ? .png : .gif)
    case .preview: .png
    }
  }

  /// The `--shard` share (nil: everything).
  private func parsedShard() throws -> Shard? {
    guard let shard else { return nil }
    guard all else { throw ValidationError("--shard goes with --all") }
    guard let parsed = Shard(shard) else { throw ValidationError("\(FlipbookCoreError.invalidShard(shard))") }
    return parsed
  }

  func run(over catalog: Catalog) throws {
    if all || films.count > 1 {
      let directory = URL(fileURLWithPath: output!)
      try OutputPath.prepareDirectory(directory)
      var entries = all ? catalog.entries : films.compactMap { catalog.entry(named: $0) }
      if let shard = try parsedShard() { entries = entries.filter { shard.includes($0.name) } }
      // Scheduled by `LongestFirst`: each file's bytes are those of
      // rendering it alone.
      var jobs: [(entry: Catalog.Entry, url: URL, cost: Int)] = []
      for entry in entries {
        let url = directory.appendingPathComponent(defaultName(of: entry))
        if case .preview = entry { try OutputPath.prepareDirectory(url.deletingLastPathComponent()) }
        let cost = if case .film(let film) = entry { film.workEstimate } else { 1 }
        jobs.append((entry, url, cost))
      }
      try LongestFirst.run(jobs, cost: { $0.cost }) { job in
        try render(job.entry, to: job.url, showsProgress: false)
      }
    } else {
      let entry = catalog.entry(named: film!)!
      var url = URL(fileURLWithPath: output ?? defaultName(of: entry).replacingOccurrences(of: "/", with: "-"))
      // `-o dir/` (or an existing directory) means the default name inside it.
      if let output, format(of: entry) != .frames, output.hasSuffix("/") || OutputPath.isDirectory(url) {
        try OutputPath.prepareDirectory(url)
        url = url.appendingPathComponent(defaultName(of: entry).replacingOccurrences(of: "/", with: "-"))
      }
      try render(entry, to: url)
    }
  }

  /// `<name>.gif`, `.png` or `-frames`; a preview's name is its path
  /// (`Module/File/Name`), kept as folders in a directory of several.
  private func defaultName(of entry: Catalog.Entry) -> String {
    switch format(of: entry) {
    case .gif: "\(entry.name).gif"
    case .png: "\(entry.name).png"
    case .frames: "\(entry.name)-frames"
    }
  }

  /// Renders `entry` to `url`; without `showsProgress` (films written
  /// side by side), only the final line is printed.
  private func render(_ entry: Catalog.Entry, to url: URL, showsProgress: Bool = true) throws {
    switch entry {
    case .film(let film): try render(film, to: url, showsProgress: showsProgress)
    case .preview(let name, let preview):
      try OutputPath.checkFile(url)
      let session = try RenderSession(preview: preview, scale: scale.map { CGFloat($0) }, colorScheme: colorScheme?.scheme)
      let bitmap = try session.image()
      try PNGEncoder().write(bitmap, to: url.path)
      report("wrote \(url.path) (preview \(name), \(bitmap.width)×\(bitmap.height) px)")
    }
  }

  private func render(_ base: Film, to url: URL, showsProgress: Bool) throws {
    var film = base
    if let scale { film.scale = CGFloat(scale) }
    if let fps { film.fps = fps }
    if let colorScheme { film.colorScheme = colorScheme.scheme }
    let session = try RenderSession(film: film)
    // The output is checked before any frame renders.
    let format = format(of: .film(film))
    if format == .frames { try OutputPath.prepareDirectory(url) } else { try OutputPath.checkFile(url) }
    switch format {
    case .png:
      let time = at ?? 0
      try session.writePNG(at: min(time, film.duration), to: url)
      if time > film.duration {
        warn("\(film.name) lasts \(film.duration) s; wrote its last moment")
      }
      report("wrote \(url.path) (\(film.name) at \(min(time, film.duration)) s)")
    case .gif:
      let progress = Progress(total: film.frameCount, label: film.name, shows: showsProgress)
      var options = GIFEncoder.Options()
      options.lossy = lossy.lossy
      try session.writeGIF(to: url, options: options) { done, total in progress.advance(to: done, of: total) }
      // The size is for the message only; the file was written and closed.
      let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
      progress.finish(message: "wrote \(url.path), \(describe(film)), \(bytes) bytes")
    case .frames:
      let progress = Progress(total: film.frameCount, label: film.name, shows: showsProgress)
      try session.writeFrames(to: url) { _, _ in progress.advance() }
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


