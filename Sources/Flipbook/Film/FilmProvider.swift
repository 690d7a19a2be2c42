/// A type that offers films to the `flipbook` package plug-in
/// (`swift package flipbook list`, `render`), beyond SwiftUI:
///
/// ```swift
/// struct ToggleFilms: FilmProvider {
///   static var films: [Film] {
///     [Film("toggle", size: CGSize(width: 80, height: 40), state: false, script: [.wait(0.5), .tap(x: 40, y: 20), .wait(1)]) {
///       MyToggle(isOn: $0)
///     }]
///   }
/// }
/// ```
///
/// Conforming types are found at run time, as `PreviewProvider`s are
/// (`FilmRegistry`); generic ones are skipped.
public protocol FilmProvider {
  /// The films, each with a name unique in the package.
  static var films: [Film] { get }
}

/// Every `FilmProvider`'s films in the running program.
public enum FilmRegistry {
  /// The films of the providers declared in `modules`, by provider name
  /// then in each provider's order.
  public static func films(inModules modules: Set<String>) -> [Film] {
    providers
      .filter { modules.contains($0.module) }
      .flatMap { $0.type.films }
  }

  private static let providers: [(module: String, name: String, type: any FilmProvider.Type)] =
    MetadataImage.all
    .flatMap { $0.conformingTypes(to: "FilmProvider") }
    .compactMap { type in
      guard let provider = type as? any FilmProvider.Type else { return nil }
      let name = String(reflecting: provider)
      return (String(name.prefix { $0 != "." }), name, provider)
    }
    .sorted { $0.name < $1.name }
}
