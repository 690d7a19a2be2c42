import Foundation
import SwiftData
import Testing

/// A chat app's models as SwiftData apps declare them (Snesnopic/
/// FakeTelegram's, trimmed): the inverse on the to-many side only, and a
/// one-to-one and a many-to-many pair.
@Model
final class Person {
  var name: String
  @Relationship(deleteRule: .cascade, inverse: \Thread.owner) var threads: [Thread] = []
  @Relationship(inverse: \Badge.holder) var badge: Badge?
  @Relationship(inverse: \Tag.people) var tags: [Tag] = []
  init(name: String) { self.name = name }
}

@Model
final class Thread {
  var title: String
  var owner: Person?
  init(title: String) { self.title = title }
}

@Model
final class Badge {
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
    let container = try ModelContainer(for: Person.self, Thread.self, Badge.self, Tag.self)
    let context = container.mainContext
    let ada = Person(name: "Ada")
    context.insert(ada)
    let thread = Thread(title: "Engines")
    ada.threads.append(thread)
    #expect(thread.owner === ada)
    // Related to a model in the context, it joins the context.
    #expect(thread.modelContext === context)
    #expect(try context.fetch(FetchDescriptor<Thread>()).map(\.title) == ["Engines"])
    // Removed from the many side, it lets go.
    ada.threads.removeAll()
    #expect(thread.owner == nil)
  }

  @Test @MainActor func settingTheOneSideMovesItBetweenLists() throws {
    _ = try ModelContainer(for: Person.self, Thread.self, Badge.self, Tag.self)
    let ada = Person(name: "Ada"), grace = Person(name: "Grace")
    let thread = Thread(title: "Compilers")
    thread.owner = ada
    #expect(ada.threads.map(\.title) == ["Compilers"])
    thread.owner = grace
    #expect(ada.threads.isEmpty && grace.threads.map(\.title) == ["Compilers"])
    thread.owner = nil
    #expect(grace.threads.isEmpty)
  }

  @Test @MainActor func oneToOneAndManyToMany() throws {
    _ = try ModelContainer(for: Person.self, Thread.self, Badge.self, Tag.self)
    let ada = Person(name: "Ada"), grace = Person(name: "Grace")
    let badge = Badge(label: "first")
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
