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

  /// The catalog the commands run against (set before `FlipbookCommand`
  /// parses its arguments).
  nonisolated(unsafe) public static var current = Catalog(films: [])
}
