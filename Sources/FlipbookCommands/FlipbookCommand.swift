import ArgumentParser

/// The `flipbook` command: argument parsing and progress only; the work is
/// in the library targets. `run(catalog:arguments:)` runs it over a
/// catalog: the built-in command's films, or a user package's films and
/// previews (the `flipbook` package plug-in).
public struct FlipbookCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "flipbook",
    abstract: "Render SwiftUI-style views and animations to PNG and GIF.",
    subcommands: [RenderCommand.self, ListCommand.self, EncodeCommand.self, SamplesCommand.self])

  public init() {}

  /// Parses `arguments` (nil: the process's) and runs the command over
  /// `catalog`; exits the process with the command's status.
  public static func run(catalog: Catalog, arguments: [String]? = nil) -> Never {
    Catalog.current = catalog
    main(arguments)
    exit(withError: nil)
  }
}
