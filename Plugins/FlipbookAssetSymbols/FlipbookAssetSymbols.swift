import Foundation
import PackagePlugin

/// `ImageResource` and `ColorResource` symbols for a target's asset
/// catalogs, as Xcode 15 generates them: added to a target
/// (`plugins: [.plugin(name: "FlipbookAssetSymbols", package: "Flipbook")]`),
/// it reads every `*.xcassets` folder in the target and writes
/// `extension ColorResource { static let brand = … }` for each colour set
/// and `extension ImageResource { static let avatar = … }` for each image
/// and symbol set, so `Color(.brand)` and `Image(.avatar)` compile and
/// resolve in the target's resource bundle (declare the catalog as a
/// resource). See FlipbookAssetSymbolsGenerator for the naming rules.
@main
struct FlipbookAssetSymbols: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let source = target as? SourceModuleTarget else { return [] }
    let catalogs = Self.catalogs(under: source.directoryURL)
    guard !catalogs.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.swift")
    let generator = try context.tool(named: "FlipbookAssetSymbolsGenerator").url
    // Every Contents.json is an input, so a new or renamed set regenerates;
    // so is every Swift file, where the target may declare a colour's
    // `Color`/`ShapeStyle` shortcut itself (then none is generated).
    let inputs = catalogs.flatMap { Self.files(under: $0) }
    let swiftFiles = source.sourceFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
    return [
      .buildCommand(
        displayName: "Flipbook asset symbols for \(target.name)",
        executable: generator,
        arguments: [output.path] + catalogs.map(\.path) + ["--sources"] + swiftFiles.map(\.path),
        inputFiles: [generator] + catalogs + inputs + swiftFiles,
        outputFiles: [output])
    ]
  }

  /// The `.xcassets` folders under `directory`, in path order.
  static func catalogs(under directory: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isDirectoryKey]) else {
      return []
    }
    var found: [URL] = []
    for case let url as URL in walker where url.pathExtension == "xcassets" {
      found.append(url)
      walker.skipDescendants()
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The files under `directory`.
  static func files(under directory: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "Contents.json" }
  }
}
