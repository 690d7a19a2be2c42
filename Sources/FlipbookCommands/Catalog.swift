import ArgumentParser
import Flipbook
import FlipbookSamples

/// What `flipbook list` and `flipbook render` know: films, and previews
/// (each a still, written as a PNG).
///
/// The built-in `flipbook` command's catalog is the seed posts' films; the
/// `flipbook` package plug-in's is a user package's `FilmProvider`s and
/// previews, found at run time.
public struct Catalog {
  /// One thing to render.
  public enum Entry {
    case film(Film)
    case preview(name: String, Preview)

    /// The name `render` takes.
    public var name: String {
      switch self {
      case .film(let film): film.name
      case .preview(let name, _): name
      }
    }
  }

  /// Everything, films first.
  public var entries: [Entry]
  /// The folders `flipbook samples` writes: documents' images regenerated
  /// from source.
  public var samples: [SampleFolder]

  public init(films: [Film], previews: [(name: String, preview: Preview)] = [], samples: [SampleFolder] = []) {
    entries = films.map(Entry.film) + previews.map { Entry.preview(name: $0.name, $0.preview) }
    self.samples = samples
  }

  /// The entry called `name`; a preview also answers to its display name
  /// when no other preview has it.
  public func entry(named name: String) -> Entry? {
    if let exact = entries.first(where: { $0.name == name }) { return exact }
    let byDisplayName = entries.filter { entry in
      if case .preview(_, let preview) = entry { return preview.displayName == name }
      return false
    }
    return byDisplayName.count == 1 ? byDisplayName[0] : nil
  }

  /// What the catalog holds, for messages: "film"/"films", or "film or
  /// preview"/"films and previews" when it has previews.
  var kinds: (singular: String, plural: String) {
    let hasPreviews = entries.contains { if case .preview = $0 { return true } else { return false } }
    return hasPreviews ? ("film or preview", "films and previews") : ("film", "films")
  }

  /// The names, comma-separated, for error messages.
  var nameList: String { entries.map(\.name).joined(separator: ", ") }
}

/// A subcommand that works over the catalog it is run against
/// (`list`, `render`, `samples`): `FlipbookCommand.run(catalog:arguments:)`
/// parses the arguments, then hands it the catalog, so no global holds it.
protocol CatalogCommand: ParsableCommand {
  /// Checks the arguments against the catalog, after `validate()`,
  /// throwing `ValidationError` as `validate()` does (reported with the
  /// subcommand's usage).
  func validate(against catalog: Catalog) throws
  /// Does the command's work over `catalog`.
  func run(over catalog: Catalog) throws
}

extension CatalogCommand {
  func validate(against catalog: Catalog) throws {}

  /// Run on its own (`FlipbookCommand.main()`, not through
  /// `run(catalog:arguments:)`): over an empty catalog.
  func run() throws {
    let empty = Catalog(films: [])
    try validate(against: empty)
    try run(over: empty)
  }
}
