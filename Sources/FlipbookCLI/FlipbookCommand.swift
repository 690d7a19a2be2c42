import ArgumentParser

/// The `flipbook` command: argument parsing and progress only; the work is
/// in the library targets.
@main
struct FlipbookCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flipbook",
    abstract: "Render SwiftUI-style views and animations to PNG and GIF.",
    subcommands: [RenderCommand.self, ListCommand.self, EncodeCommand.self])
}
