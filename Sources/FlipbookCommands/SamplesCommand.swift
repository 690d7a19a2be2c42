import ArgumentParser
import Flipbook
import FlipbookSamples
import Foundation

/// `flipbook samples`: every sample folder of the catalog written, or
/// checked against what is written.
struct SamplesCommand: CatalogCommand {
  static let configuration = CommandConfiguration(
    commandName: "samples",
    abstract: "Regenerate the documents' images (samples) from source, or check that they are current.",
    discussion: """
      Writes each sample folder (its images and a README naming the code that draws each one) into the \
      directory given by -o (default: samples). Rendering is deterministic: with --check, the samples are \
      rendered into a scratch directory and compared byte for byte with those in the directory; stale or \
      missing ones are listed and the exit status is 1.
      """)

  @Option(name: .shortAndLong, help: "The samples directory (default: samples).")
  var output = "samples"

  @Flag(help: "Compare instead of writing: list the samples that differ from a fresh render.")
  var check = false

  @Argument(help: "Only these folders (default: all).")
  var folders: [String] = []

  func validate(against catalog: Catalog) throws {
    let known = catalog.samples.map(\.name)
    guard !known.isEmpty else { throw ValidationError("this catalog has no samples") }
    for folder in folders where !known.contains(folder) {
      throw ValidationError("unknown sample folder '\(folder)'; the folders are: \(known.joined(separator: ", "))")
    }
  }

  func run(over catalog: Catalog) throws {
    let chosen = catalog.samples.filter { folders.isEmpty || folders.contains($0.name) }
    let directory = URL(fileURLWithPath: output, isDirectory: true)
    if check {
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-samples-\(getpid())")
      // A scratch folder left in the temporary directory costs only space.
      defer { try? FileManager.default.removeItem(at: scratch) }
      var stale: [String] = []
      try SampleFolder.write(chosen, into: scratch)
      for folder in chosen {
        for file in folder.samples.map(\.file) + ["README.md"] {
          let fresh = scratch.appendingPathComponent(folder.name).appendingPathComponent(file)
          let committed = directory.appendingPathComponent(folder.name).appendingPathComponent(file)
          if FileManager.default.contents(atPath: fresh.path) != FileManager.default.contents(atPath: committed.path) {
            stale.append("\(folder.name)/\(file)")
          }
        }
      }
      guard stale.isEmpty else {
        report("stale samples in \(directory.path) (regenerate with flipbook samples):\n  " + stale.joined(separator: "\n  "))
        throw ExitCode(1)
      }
      report("all \(chosen.reduce(0) { $0 + $1.samples.count }) samples in \(directory.path) are current")
      return
    }
    try OutputPath.prepareDirectory(directory)
    let started = Date()
    try SampleFolder.write(chosen, into: directory) { path in
      FileHandle.standardError.write(Data("writing \(path)\n".utf8))
    }
    let count = chosen.reduce(0) { $0 + $1.samples.count }
    report("wrote \(count) samples in \(chosen.count) folders to \(directory.path) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
  }

  private func report(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
}
