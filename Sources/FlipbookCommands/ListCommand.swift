import ArgumentParser
import Flipbook

/// `flipbook list`: the films and previews `render` knows.
struct ListCommand: CatalogCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the films (and previews) that `flipbook render` can render.")

  func run(over catalog: Catalog) throws {
    let entries = catalog.entries
    let width = entries.map(\.name.count).max() ?? 0
    for entry in entries {
      let name = entry.name.padding(toLength: width, withPad: " ", startingAt: 0)
      switch entry {
      case .film(let film): print("\(name)  \(describe(film))  \(film.summary)")
      case .preview(_, let preview): print("\(name)  \(describe(preview))")
      }
    }
  }
}

/// A film's output at its own settings: "320×180 px, 103 frames at 25 fps".
func describe(_ film: Film) -> String {
  let pixels = film.size.map { size in
    "\(Int((size.width * film.scale - 1e-6).rounded(.up)))×\(Int((size.height * film.scale - 1e-6).rounded(.up))) px"
  } ?? "fitted"
  let fps = film.fps.rounded() == film.fps ? String(Int(film.fps)) : String(format: "%.2f", film.fps)
  return "\(pixels), \(film.frameCount) frames at \(fps) fps"
}

/// A preview's output: "preview, sizeThatFits on iPhone 16 Pro, 3×".
func describe(_ preview: Preview) -> String {
  let layout: String
  switch preview.traits.layout ?? .device {
  case .device: layout = "device"
  case .sizeThatFits: layout = "sizeThatFits"
  case .fixed(let width, let height): layout = "fixed \(width)×\(height) pt"
  }
  let scale = preview.device.screen.map { "\(Int($0.scale))×" } ?? "unknown device"
  return "preview, \(layout) on \(preview.device.rawValue), \(scale)"
}
