import PackagePlugin

/// Golden tests of every preview, with no test code: added to a test
/// target (`plugins: [.plugin(name: "FlipbookPreviews", package:
/// "Flipbook")]`), it generates one Swift Testing test over the previews
/// of the target and of every module it depends on. Goldens go to
/// `<test target>/__Snapshots__/Previews/`.
///
/// Why a build plug-in and run-time discovery together: a test target
/// needs a source file, which the plug-in writes; which previews exist is
/// read at run time (`PreviewRegistry`), where private previews and
/// providers are visible too, and where nothing has to re-parse sources.
///
/// When the target also depends on the `FlipbookPackageCommand` product,
/// the generated test is the way `swift package flipbook …` renders the
/// package's films and previews (`PackageCommand`); without it the test
/// links no command line (no ArgumentParser), and the command plug-in says
/// which line to add.
@main
struct FlipbookPreviews: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let source = target as? SourceModuleTarget else { return [] }
    // The target's own module and the package's modules it depends on
    // (not other packages': their previews are their own business).
    let own = Set(context.package.targets.map(\.id))
    let modules = [source.moduleName] + target.recursiveTargetDependencies.compactMap { dependency in
      own.contains(dependency.id) ? (dependency as? SourceModuleTarget)?.moduleName : nil
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "FlipbookPreviewGoldens.swift")
    let snapshots = source.directoryURL.appending(path: "__Snapshots__").appending(path: "Previews")
    let generator = try context.tool(named: "FlipbookPreviewTestsGenerator").url
    let command = source.dependencies.contains { dependency in
      switch dependency {
      case .product(let product): product.name == "FlipbookPackageCommand"
      case .target(let target): target.name == "FlipbookPackageCommand"
      @unknown default: false
      }
    }
    return [
      .buildCommand(
        displayName: "Flipbook preview tests for \(target.name)",
        executable: generator,
        arguments: (command ? ["--package-command"] : []) + [output.path, snapshots.path] + modules,
        // The generator is an input, so a new Flipbook regenerates the file.
        inputFiles: [generator],
        outputFiles: [output])
    ]
  }
}
