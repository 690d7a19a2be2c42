import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory flipbook list | render …`:
/// the built-in `flipbook` command over a package's own films
/// (`FilmProvider`s) and previews, with no executable to write.
///
/// The package's previews and films live in its modules, so they are
/// rendered by a program that links them: the test binary. The plug-in
/// builds the tests, then runs the binary's generated preview test (which
/// the FlipbookPreviews plug-in generated in the test target) with the
/// command line in the environment; that test runs `list` or `render` and
/// exits with its status. Output paths are relative to the package's
/// folder.
///
/// `--target NAME` picks the test target (default: the first, by name,
/// that depends on the `FlipbookPackageCommand` product, which carries the
/// command line so that `FlipbookTesting` alone does not).
@main
struct FlipbookCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var arguments = arguments
    let testTarget = try chooseTarget(context: context, arguments: &arguments)
    let build = try packageManager.build(
      .all(includingTests: true), parameters: PackageManager.BuildParameters(configuration: .debug, logging: .concise))
    guard build.succeeded else {
      Diagnostics.error("the package's tests do not build:\n\(build.logText)")
      throw FlipbookPluginError.buildFailed
    }
    let binary = try testBinary(context: context)
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--testing-library", "swift-testing", "--quiet", "--filter", "FlipbookPreviewGoldens/preview\\("]
    var environment = ProcessInfo.processInfo.environment
    environment["FLIPBOOK_COMMAND"] = arguments.joined(separator: "\u{1F}") + "\u{1F}"
    environment["FLIPBOOK_COMMAND_TARGET"] = testTarget
    environment["FLIPBOOK_COMMAND_DIRECTORY"] = context.package.directoryURL.path
    process.environment = environment
    // `--quiet` keeps Swift Testing's report to its two header lines, which
    // are dropped; everything else the command says is passed on.
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    var pending = Data()
    func forward(_ line: Data) {
      guard let text = String(data: line, encoding: .utf8),
        !text.contains("Testing Library Version"), !text.contains("Target Platform:"), !text.contains("Test run started")
      else { return }
      FileHandle.standardError.write(line)
    }
    while true {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        forward(pending[pending.startIndex...newline])
        pending.removeSubrange(pending.startIndex...newline)
      }
    }
    if !pending.isEmpty { forward(pending) }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw FlipbookPluginError.commandFailed(process.terminationStatus) }
  }

  /// The test target to run in: `--target NAME`, else the first that
  /// depends on FlipbookPackageCommand.
  func chooseTarget(context: PluginContext, arguments: inout [String]) throws -> String {
    let tests = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind == .test }
    func dependsOn(_ name: String) -> (SourceModuleTarget) -> Bool {
      { target in
        target.dependencies.contains { dependency in
          if case .product(let product) = dependency { return product.name == name }
          if case .target(let target) = dependency { return target.name == name }
          return false
        }
      }
    }
    let addLine = ".product(name: \"FlipbookPackageCommand\", package: \"flipbook\")"
    if let index = arguments.firstIndex(of: "--target"), index + 1 < arguments.count {
      let name = arguments[index + 1]
      arguments.removeSubrange(index...(index + 1))
      guard let target = tests.first(where: { $0.name == name }) else {
        throw FlipbookPluginError.noTestTarget("no test target named \(name)")
      }
      guard dependsOn("FlipbookPackageCommand")(target) else {
        throw FlipbookPluginError.noTestTarget(
          "the command runs in a test target that links it: add \(addLine) to the dependencies of \(name)")
      }
      return target.moduleName
    }
    let hosts = tests.filter(dependsOn("FlipbookPackageCommand")).sorted { $0.name < $1.name }
    guard let target = hosts.first else {
      let testing = tests.filter(dependsOn("FlipbookTesting")).map(\.name).sorted()
      throw FlipbookPluginError.noTestTarget(
        testing.isEmpty
          ? "no test target depends on FlipbookPackageCommand: add it, FlipbookTesting and the FlipbookPreviews plug-in to one"
          : "the command runs in a test target that links it: add \(addLine) to the dependencies of \(testing[0])")
    }
    return target.moduleName
  }

  /// The debug test binary, `<scratch>/debug/<Package>PackageTests.xctest`.
  func testBinary(context: PluginContext) throws -> URL {
    var folder = context.pluginWorkDirectoryURL
    while folder.path != "/" {
      let debug = folder.appending(path: "debug")
      if let names = try? FileManager.default.contentsOfDirectory(atPath: debug.path),
        let name = names.first(where: { $0.hasSuffix("PackageTests.xctest") })
      {
        return debug.appending(path: name)
      }
      folder = folder.deletingLastPathComponent()
    }
    throw FlipbookPluginError.noTestBinary
  }
}

enum FlipbookPluginError: Error, CustomStringConvertible {
  case buildFailed
  case noTestTarget(String)
  case noTestBinary
  case commandFailed(Int32)

  var description: String {
    switch self {
    case .buildFailed: "the build failed"
    case .noTestTarget(let reason): reason
    case .noTestBinary: "the built test binary was not found"
    case .commandFailed(let status): "flipbook exited with status \(status)"
    }
  }
}
