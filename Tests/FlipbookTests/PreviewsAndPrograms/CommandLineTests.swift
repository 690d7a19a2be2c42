import Flipbook
import FlipbookCommands
import Foundation
import Testing

/// The command line over the catalog it is handed (no global holds it):
/// `list` shows that catalog's films, and a name it lacks is reported as
/// ArgumentParser reports a validation error, with the subcommand's usage
/// and status 64. Each runs in a child process, as the command exits.
@Suite struct CommandLineTests {
  static func catalog() -> Catalog {
    Catalog(films: [
      Film("tiny-dot", size: CGSize(width: 4, height: 4), scale: 1, fps: 10, script: [.wait(0.5)]) {
        Circle().fill(.red)
      }
    ])
  }

  @Test func listShowsTheCatalogItIsHanded() async throws {
    let result = try #require(
      await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
        FlipbookCommand.run(catalog: CommandLineTests.catalog(), arguments: ["list"])
      })
    let output = String(decoding: result.standardOutputContent, as: UTF8.self)
    #expect(output.contains("tiny-dot"), "\(output)")
  }

  @Test func anUnknownNameIsAValidationErrorWithTheSubcommandsUsage() async throws {
    let result = try #require(
      await #expect(processExitsWith: .exitCode(64), observing: [\.standardErrorContent]) {
        FlipbookCommand.run(catalog: CommandLineTests.catalog(), arguments: ["render", "no-such-film"])
      })
    let errors = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(errors.contains("Error: unknown film 'no-such-film'; the films are: tiny-dot"), "\(errors)")
    #expect(errors.contains("Usage: flipbook render "), "\(errors)")
    #expect(errors.contains("See 'flipbook render --help' for more information."), "\(errors)")
  }
}
