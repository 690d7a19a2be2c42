import Flipbook
import FlipbookCommands
import FlipbookPackageCommand
import FlipbookTesting
import Testing

// Previews declared here are found by PreviewRegistry like any user's.

#Preview("Red square", traits: .sizeThatFitsLayout) {
  Color.red.frame(width: 20, height: 10)
}

#Preview {
  Text("Unnamed")
}

#Preview("Counter", traits: .fixedLayout(width: 60, height: 30), .landscapeLeft) {
  @Previewable @State var count = 3
  Text("\(count)")
    .onAppear { count += 1 }
}

private struct Badges_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Circle().fill(.blue).frame(width: 8, height: 8).previewDisplayName("Dot")
      Capsule().frame(width: 30, height: 10)
    }
    .previewLayout(.sizeThatFits)
    .preferredColorScheme(.dark)
  }
}

struct GenericPreviews<T>: PreviewProvider {
  static var previews: some View { Text("never listed") }
}

@Suite struct PreviewDiscoveryTests {
  var mine: [Preview] { PreviewRegistry.previews(inModules: ["FlipbookTests"]) }

  @Test func findsMacroPreviewsInSourceOrder() {
    let macros = mine.filter { $0.providerName == nil && $0.fileID.hasSuffix("PreviewDiscoveryTests.swift") }
    #expect(macros.map(\.displayName) == ["Red square", "Preview", "Counter"])
    // Across files, previews are ordered by file, then line.
    let files = mine.filter { $0.providerName == nil }.map(\.fileID)
    #expect(files == files.sorted() && Set(files).count == 2)
    #expect(macros.map(\.line) == [9, 13, 17])
    #expect(macros[0].traits.layout == .sizeThatFits)
    #expect(macros[2].traits.layout == .fixed(width: 60, height: 30))
    #expect(macros[2].traits.orientation == .landscapeLeft)
  }

  @Test func splitsProvidersIntoTheirTopLevelViews() {
    let badges = mine.filter { $0.providerName == "Badges_Previews" }
    #expect(badges.map(\.displayName) == ["Dot", "Badges_Previews 2"])
    #expect(badges.allSatisfy { $0.traits.layout == .sizeThatFits && $0.traits.colorScheme == .dark })
    #expect(!mine.contains { $0.providerName?.hasPrefix("GenericPreviews") ?? false })
  }

  @Test func sizeThatFitsIsTheContentsSize() throws {
    let square = try #require(mine.first { $0.displayName == "Red square" })
    let bitmap = try square.render(scale: 1)
    #expect((bitmap.width, bitmap.height) == (20, 10))
    #expect(bitmap.pixel(x: 5, y: 5) == .init(255, 59, 48))
  }

  @Test func deviceLayoutIsTheScreenWithContentInTheSafeArea() throws {
    let unnamed = try #require(mine.first { $0.displayName == "Preview" })
    let bitmap = try unnamed.render(scale: 1)
    // iPhone 16 Pro, the default device: 402 × 874 pt.
    #expect((bitmap.width, bitmap.height) == (402, 874))
    #expect(bitmap.pixel(x: 0, y: 0) == .init(255, 255, 255))
  }

  @Test func previewableStateBelongsToAView() throws {
    // onAppear ran on the hoisted state: the preview shows 4, not 3.
    let counter = try #require(mine.first { $0.displayName == "Counter" })
    let bitmap = try counter.render(scale: 1)
    #expect((bitmap.width, bitmap.height) == (60, 30))
    var four = Preview { Text("4") }
    four.traits.layout = .fixed(width: 60, height: 30)
    #expect(bitmap == (try four.render(scale: 1)))
  }

  @Test func darkPreviewsDrawOnBlack() throws {
    let dot = try #require(mine.first { $0.displayName == "Dot" })
    let bitmap = try dot.render(scale: 2)
    #expect((bitmap.width, bitmap.height) == (16, 16))
    #expect(bitmap.pixel(x: 0, y: 0) == .init(0, 0, 0))
  }

  @Test func seedPlayButtonPreviewIsFound() {
    // Controls isn't linked into every test target's view of modules, but
    // the test binary holds every target.
    let play = PreviewRegistry.all.filter { $0.providerName == "PlayButton_Previews" }
    #expect(play.count == 1)
  }
}

private struct DiscoveryFilms: FilmProvider {
  static var films: [Film] {
    [Film("discovered-still", size: CGSize(width: 4, height: 4), script: []) { Color.green }]
  }
}

@Suite struct PackageCommandCatalogTests {
  @Test func filmProvidersAreFoundLikePreviewProviders() {
    #expect(FilmRegistry.films(inModules: ["FlipbookTests"]).map(\.name) == ["discovered-still"])
    #expect(FilmRegistry.films(inModules: ["Posts"]).isEmpty)
  }

  @Test func theCommandsCatalogNamesPreviewsByTheirGoldenPath() throws {
    let catalog = PackageCommand.catalog(modules: ["FlipbookTests"])
    let names = catalog.entries.map(\.name)
    #expect(names.first == "discovered-still")
    #expect(names.contains("FlipbookTests/PreviewDiscoveryTests/Red square"))
    #expect(names.contains("FlipbookTests/Badges_Previews/Dot"))
    // A display name that only one preview has finds it too.
    let entry = try #require(catalog.entry(named: "Red square"))
    #expect(entry.name == "FlipbookTests/PreviewDiscoveryTests/Red square")
  }
}
