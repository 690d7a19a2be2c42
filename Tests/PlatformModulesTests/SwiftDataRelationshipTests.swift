import Flipbook
import Foundation
import SwiftData
import Testing

/// A chat app's models as SwiftData apps declare them (Snesnopic/
/// FakeTelegram's, trimmed): the inverse on the to-many side only, and a
/// one-to-one and a many-to-many pair.
@Model
final class Person {
  var name: String
  @Relationship(deleteRule: .cascade, inverse: \ChatThread.owner) var threads: [ChatThread] = []
  @Relationship(inverse: \PersonBadge.holder) var badge: PersonBadge?
  @Relationship(inverse: \Tag.people) var tags: [Tag] = []
  init(name: String) { self.name = name }
}

@Model
final class ChatThread {
  var title: String
  var owner: Person?
  init(title: String) { self.title = title }
}

@Model
final class PersonBadge {
  var label: String
  var holder: Person?
  init(label: String) { self.label = label }
}

@Model
final class Tag {
  var word: String
  var people: [Person] = []
  init(word: String) { self.word = word }
}

/// SwiftData keeps both sides of a relationship in step, whichever side
/// changes, and a model related to one in a context joins it.
@Suite struct SwiftDataRelationshipTests {
  @Test @MainActor func appendingToTheManySideSetsTheOneSide() throws {
    let container = try ModelContainer(for: Person.self, ChatThread.self, PersonBadge.self, Tag.self)
    let context = container.mainContext
    let ada = Person(name: "Ada")
    context.insert(ada)
    let thread = ChatThread(title: "Engines")
    ada.threads.append(thread)
    #expect(thread.owner === ada)
    // Related to a model in the context, it joins the context.
    #expect(thread.modelContext === context)
    #expect(try context.fetch(FetchDescriptor<ChatThread>()).map(\.title) == ["Engines"])
    // Removed from the many side, it lets go.
    ada.threads.removeAll()
    #expect(thread.owner == nil)
  }

  @Test @MainActor func settingTheOneSideMovesItBetweenLists() throws {
    _ = try ModelContainer(for: Person.self, ChatThread.self, PersonBadge.self, Tag.self)
    let ada = Person(name: "Ada"), grace = Person(name: "Grace")
    let thread = ChatThread(title: "Compilers")
    thread.owner = ada
    #expect(ada.threads.map(\.title) == ["Compilers"])
    thread.owner = grace
    #expect(ada.threads.isEmpty && grace.threads.map(\.title) == ["Compilers"])
    thread.owner = nil
    #expect(grace.threads.isEmpty)
  }

  @Test @MainActor func oneToOneAndManyToMany() throws {
    _ = try ModelContainer(for: Person.self, ChatThread.self, PersonBadge.self, Tag.self)
    let ada = Person(name: "Ada"), grace = Person(name: "Grace")
    let badge = PersonBadge(label: "first")
    ada.badge = badge
    #expect(badge.holder === ada)
    grace.badge = badge
    #expect(badge.holder === grace && ada.badge == nil)

    let tag = Tag(word: "pioneer")
    ada.tags.append(tag)
    grace.tags.append(tag)
    #expect(tag.people.map(\.name) == ["Ada", "Grace"])
    tag.people.removeAll { $0 === ada }
    #expect(ada.tags.isEmpty && grace.tags.map(\.word) == ["pioneer"])
  }
}

/// A screen that adds a thread on appear, inside a view whose body runs
/// again when its own state changes.
private struct ThreadCount: View {
  @Query private var threads: [ChatThread]
  @Environment(\.modelContext) private var context
  var body: some View {
    Text("threads \(threads.count)").onAppear { context.insert(ChatThread(title: "t")) }
  }
}

private struct Outer: View {
  @State private var ticks = 0
  var body: some View {
    VStack {
      Text("tick \(ticks)")
      ThreadCount()
    }
    .modelContainer(for: [Person.self, ChatThread.self])
    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { ticks += 1 } }
  }
}

extension SwiftDataRelationshipTests {
  /// `.modelContainer(for:)` makes its container once: the body around it
  /// running again (a tick) keeps the thread inserted on appear (it made a
  /// new, empty one each time, and the list emptied).
  @Test @MainActor func aContainerForTypesOutlivesItsBody() throws {
    let film = Film("ticks", size: CGSize(width: 200, height: 60), scale: 1, fps: 10, script: [.wait(0.3)]) { Outer() }
    let session = try RenderSession(film: film)
    let later = try session.displayList(at: 0.2).description
    #expect(later.contains("tick 1") && later.contains("threads 1"), "\(later)")
  }
}
