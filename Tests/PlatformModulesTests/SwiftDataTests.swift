@testable import Flipbook
import FlipbookTesting
import Foundation
import SwiftData
import Testing

/// Models and a screen as a SwiftData app writes them (gerardgonzalez-io/goals'
/// topics, trimmed): `@Model`, `@Query` sorted and filtered, a container on
/// the view, inserts through the context.
@Model
final class Topic {
  var name: String
  var minutes: Int = 0
  var isArchived: Bool = false
  @Attribute(.unique) var code: String
  @Relationship(deleteRule: .cascade) var sessions: [Session] = []
  @Transient var scratch = 0

  init(name: String, minutes: Int, code: String) {
    self.name = name
    self.minutes = minutes
    self.code = code
  }
}

@Model
final class Session {
  var start: Date
  init(start: Date) { self.start = start }
}

struct TopicList: View {
  @Query(filter: #Predicate<Topic> { !$0.isArchived }, sort: \Topic.name) private var topics: [Topic]
  @Environment(\.modelContext) private var context

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(topics) { topic in
        Text("\(topic.name) \(topic.minutes)").frame(height: 20)
      }
    }
    .frame(width: 200, alignment: .topLeading)
  }
}

/// An app as gerardgonzalez-io/goals writes its entry point: the container
/// set on the `WindowGroup`, not on a view.
struct TopicsApp: App {
  static let container = try! ModelContainer(for: Topic.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  var body: some Scene {
    WindowGroup { TopicList() }
      .modelContainer(Self.container)
  }
}

/// The other spelling: the scene makes its own container of the types.
struct FreshTopicsApp: App {
  var body: some Scene {
    WindowGroup {
      TopicList().onAppear {}
    }
    .modelContainer(for: Topic.self, inMemory: true)
  }
}

@Suite struct SwiftDataTests {
  /// SwiftData's `Scene.modelContainer(_:)` gives every window's views the
  /// container's main context: the window's `@Query` lists its topics.
  @Test @MainActor func aScenesContainerReachesItsWindowsViews() throws {
    TopicsApp.container.mainContext.insert(Topic(name: "Chess", minutes: 12, code: "c"))
    let root = try #require(TopicsApp().body.windowRoots.first)
    let session = try RenderSession(film: Film("app", size: CGSize(width: 200, height: 40), scale: 1, fps: 10, script: []) { root })
    let list = try session.displayList(at: 0).description
    #expect(list.contains("Chess 12"), "\(list)")
    let fresh = try #require(FreshTopicsApp().body.windowRoots.first)
    let empty = try RenderSession(film: Film("fresh", size: CGSize(width: 200, height: 40), scale: 1, fps: 10, script: []) { fresh })
    #expect(!(try empty.displayList(at: 0).description.contains("Chess")))
  }

  @Test @MainActor func aContextFetchesFiltersAndSorts() throws {
    let container = try ModelContainer(for: Topic.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    let swift = Topic(name: "Swift", minutes: 30, code: "s"), art = Topic(name: "Art", minutes: 5, code: "a")
    let old = Topic(name: "Latin", minutes: 1, code: "l")
    old.isArchived = true
    [swift, art, old].forEach(context.insert)
    try context.save()
    let live = try context.fetch(FetchDescriptor<Topic>(
      predicate: #Predicate { !$0.isArchived }, sortBy: [SortDescriptor(\.minutes, order: .reverse)]))
    #expect(live.map(\.name) == ["Swift", "Art"])
    #expect(try context.fetchCount(FetchDescriptor<Topic>()) == 3)
    #expect(swift.modelContext === context && swift.persistentModelID != art.persistentModelID)
    context.delete(old)
    let remaining = try context.fetch(FetchDescriptor<Topic>())
    #expect(old.isDeleted && remaining.count == 2)
    try context.delete(model: Topic.self, where: #Predicate { $0.minutes < 10 })
    #expect(try context.fetch(FetchDescriptor<Topic>()).map(\.name) == ["Swift"])
  }

  /// The screen lists the live topics by name; a change to a model or an
  /// insert redraws it (both are observed).
  @Test @MainActor func aQueryDrawsTheContextAndRedraws() throws {
    let container = try ModelContainer(for: Topic.self)
    let swift = Topic(name: "Swift", minutes: 30, code: "s")
    let bees = Topic(name: "Bees", minutes: 2, code: "b")
    container.mainContext.insert(swift)
    container.mainContext.insert(Topic(name: "Art", minutes: 5, code: "a"))
    let film = Film("topics", size: CGSize(width: 200, height: 60), scale: 1, fps: 10, script: [.wait(0.3)]) {
      TopicList().modelContainer(container).onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
          swift.minutes = 45
          container.mainContext.insert(bees)
        }
      }
    }
    let session = try RenderSession(film: film)
    let first = try session.displayList(at: 0).description
    #expect(first.contains("Art 5") && first.contains("Swift 30") && !first.contains("Bees"), "\(first)")
    let later = try session.displayList(at: 0.2).description
    #expect(later.contains("Swift 45") && later.contains("Bees 2"), "\(later)")
    let order = ["Art", "Bees", "Swift"].compactMap { later.range(of: $0)?.lowerBound }
    #expect(order == order.sorted(), "sorted by name")
  }

  @Test @MainActor func withoutAContainerAQueryFindsNothing() throws {
    let film = Film("empty", size: CGSize(width: 200, height: 60), scale: 1, fps: 10, script: [.wait(0.1)]) { TopicList() }
    #expect(!(try RenderSession(film: film).displayList(at: 0).description.contains("text")))
  }
}

@Suite struct ModelContainerEraseTests {
  /// iOS 18's `erase()`: every model is gone; the container stays usable.
  @Test @MainActor func erasingEmptiesTheContainer() throws {
    let container = try ModelContainer(for: Topic.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Topic(name: "Swift", minutes: 30, code: "s"))
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Topic>()) == 1)
    try container.erase()
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Topic>()) == 0)
    container.mainContext.insert(Topic(name: "Art", minutes: 5, code: "a"))
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Topic>()) == 1)
  }
}
