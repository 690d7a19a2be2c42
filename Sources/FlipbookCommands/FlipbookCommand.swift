import ArgumentParser
import Foundation

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
    var command: any ParsableCommand
    do { command = try parseAsRoot(arguments) } catch { exit(withError: error) }
    do {
      if let over = command as? any CatalogCommand {
        do {
          try over.validate(against: catalog)
        } catch let error as ValidationError {
          exitWithUsage(error, of: type(of: over))
        }
        try over.run(over: catalog)
      } else {
        try command.run()
      }
    } catch {
      exit(withError: error)
    }
    exit(withError: nil)
  }

  /// Exits as ArgumentParser does for a `validate()` error of
  /// `subcommand`: the message, the subcommand's usage, status 64.
  private static func exitWithUsage(_ error: ValidationError, of subcommand: any ParsableCommand.Type) -> Never {
    let name = "flipbook " + (subcommand.configuration.commandName ?? "")
    FileHandle.standardError.write(
      Data(
        """
        Error: \(error.message)
        Usage: \(usageString(for: subcommand))
          See '\(name) --help' for more information.

        """.utf8))
    Foundation.exit(ExitCode.validationFailure.rawValue)
  }
}
