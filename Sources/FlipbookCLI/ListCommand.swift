import ArgumentParser
import Controls
import Flipbook

/// `flipbook list`: the films `render` knows.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the films that `flipbook render` can render.")

  func run() throws {
    let films = Film.controls
    let width = films.map(\.name.count).max() ?? 0
    for film in films {
      let name = film.name.padding(toLength: width, withPad: " ", startingAt: 0)
      print("\(name)  \(describe(film))  \(film.summary)")
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
