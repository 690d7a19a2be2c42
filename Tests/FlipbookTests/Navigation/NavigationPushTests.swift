@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Navigation that moves: a path shows its top screen with a back button,
/// links push on a tap with UIKit's slide, the back button and `dismiss`
/// pop.
@Suite struct NavigationPushTests {
  struct Fruit: Hashable { var name: String }

  /// A list of fruits pushing details, as an app writes it.
  struct Fruits: View {
    @Binding var path: [Fruit]

    var body: some View {
      NavigationStack(path: $path) {
        List(["Apple", "Banana", "Cherry"], id: \.self) { name in
          NavigationLink(name, value: Fruit(name: name))
        }
        .navigationTitle("Fruits")
        .navigationDestination(for: Fruit.self) { fruit in
          FruitDetail(fruit: fruit)
        }
      }
    }
  }

  struct FruitDetail: View {
    let fruit: Fruit
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack(spacing: 20) {
        Text("A fine \(fruit.name.lowercased())").font(.title)
        Button("Done") { dismiss() }
      }
      .navigationTitle(fruit.name)
      .navigationBarTitleDisplayMode(.inline)
    }
  }

  /// The accessibility labels of a still of `view` on a 390 × 844 canvas.
  func labels(_ view: some View) throws -> [String] {
    let renderer = ImageRenderer(content: view.frame(width: 390, height: 844))
    return renderer.accessibilityElements.compactMap(\.label)
  }

  func film(_ path: [Fruit], script: [FilmStep<[Fruit]>]) -> Film {
    Film("fruits", size: CGSize(width: 390, height: 844), scale: 1, state: path, script: script) { path in
      Fruits(path: path)
    }
  }

  @Test func aPathShowsItsTopScreenWithABackButton() throws {
    let path = [Fruit(name: "Apple"), Fruit(name: "Banana"), Fruit(name: "Cherry")]
    let shown = try labels(Fruits(path: .constant(path)))
    #expect(shown.contains("A fine cherry"))
    #expect(!shown.contains("A fine banana"))
    // The back button is titled with the screen below's title.
    #expect(shown.contains("Banana"))
    #expect(shown.contains("Cherry"))
    #expect(!shown.contains("Fruits"))
    let root = try labels(Fruits(path: .constant([])))
    #expect(root.contains("Fruits") && root.contains("Apple") && !root.contains("Back"))
    let one = try labels(Fruits(path: .constant([Fruit(name: "Apple")])))
    #expect(one.contains("Fruits") && one.contains("A fine apple"))
  }

  @Test func aTapOnALinkPushesAndTheBackButtonPops() throws {
    // Rows: the large title's bar ends at 96 (no safe area on a film);
    // the first row is below it. Tap "Banana", wait, tap back.
    let film = film([], script: [
      .wait(0.2), .tap(x: 100, y: 197), .wait(0.6), .tap(x: 30, y: 22), .wait(0.6),
    ])
    // The pushed screen is on top after the push; the root after the pop.
    let pushed = try film.image(at: 0.75)
    let popped = try film.image(at: 1.4)
    let root = try film.image(at: 0)
    #expect(pushed != root)
    #expect(popped == root)
    // Mid-push, the new screen is part of the way in from the trailing edge.
    let midway = try film.image(at: 0.2 + 0.1)
    #expect(midway != pushed && midway != root)
  }

  @Test func pushFilmGolden() throws {
    let film = film([], script: [.wait(0.2), .tap(x: 100, y: 197), .wait(0.5)])
    for (time, name) in [(0, "navigation-push-start"), (0.28, "navigation-push-midway"), (0.7, "navigation-push-done")] {
      expectGolden(try film.image(at: time), named: name, tolerance: .antialiasing)
    }
  }

  @Test func dismissPops() throws {
    let film = film([Fruit(name: "Apple")], script: [.wait(0.2), .tap(x: 195, y: 470), .wait(0.6)])
    let root = try film.image(at: 0)
    let after = try film.image(at: 0.8)
    let plain = try Film("root", size: CGSize(width: 390, height: 844), scale: 1, state: [Fruit](), script: []) {
      Fruits(path: $0)
    }.image(at: 0)
    #expect(root != plain)
    #expect(after == plain)
  }

  @Test func hugePathsDrawTheirTop() throws {
    let path = (0..<100_000).map { Fruit(name: "F\($0)") }
    let shown = try labels(Fruits(path: .constant(path)))
    #expect(shown.contains("A fine f99999"))
  }

  @Test func linksWithDestinationsAndIsPresented() throws {
    struct Links: View {
      @State var showsSettings = true
      var body: some View {
        NavigationStack {
          VStack {
            NavigationLink("Profile") { Text("Profile page").navigationTitle("Profile") }
          }
          .navigationTitle("Home")
          .navigationDestination(isPresented: $showsSettings) { Text("Settings page") }
        }
      }
    }
    let shown = try labels(Links())
    #expect(shown.contains("Settings page"))
    #expect(shown.contains("Home"))
  }
}
