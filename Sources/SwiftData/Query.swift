import Flipbook
import Foundation

/// The models a view shows, fetched from the environment's context, as
/// SwiftData's `@Query`: `@Query var topics: [Topic]`, `@Query(sort:
/// \Topic.name) var topics: [Topic]`, `@Query(filter: #Predicate { $0.done })`.
/// The view redraws when the context's models change.
///
/// `Result` is `[Element]` (a same-type constraint on the declaration, so a
/// view may write `@Query private var sessions: [StudySession]` and set the
/// query in its initializer; Swift 5 mode allows the constraint, with a
/// warning when this module builds).
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty where Result == [Element] {
  @Environment(\.modelContext) private var context
  let descriptor: FetchDescriptor<Element>

  /// The fetched models.
  public var wrappedValue: [Element] { (try? context.fetch(descriptor)) ?? [] }

  /// The context fetched from.
  public var modelContext: ModelContext { context }
  /// The last fetch's error: none (an in-memory fetch only fails on a
  /// predicate that throws, which then finds nothing).
  public var fetchError: (any Error)? { nil }

  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
    self.descriptor = descriptor
  }

  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
    self.descriptor = descriptor
  }

  public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
    descriptor = FetchDescriptor(predicate: filter, sortBy: sort)
  }

  public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], transaction: Transaction?) {
    descriptor = FetchDescriptor(predicate: filter, sortBy: sort)
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    animation: Animation? = nil
  ) {
    descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    animation: Animation? = nil
  ) {
    descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
  }

  public init() {
    descriptor = FetchDescriptor()
  }
}

private struct ModelContextKey: EnvironmentKey {
  /// An empty context of its own where no container is set.
  static var defaultValue: ModelContext { ModelContext.unattached }
}

extension ModelContext {
  /// The context of views under no container.
  static let unattached = ModelContext(try! ModelContainer(for: Schema([]), configurations: []))
}

extension EnvironmentValues {
  /// The context views insert into and `@Query` fetches from, as
  /// SwiftData's `modelContext`.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

extension View {
  /// Sets `container`'s main context for the view, as SwiftData's.
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }

  /// A new in-memory container of `modelType` for the view, as SwiftData's.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// A new in-memory container of `modelTypes` for the view, as SwiftData's:
  /// made once for the view's lifetime (kept in the view's state, so the
  /// body around it running again keeps the models inserted), `onSetup`
  /// told once.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modifier(_ModelContainerForTypes(modelTypes: modelTypes, onSetup: onSetup))
  }

  /// Sets the context for the view, as SwiftData's.
  public func modelContext(_ context: ModelContext) -> some View {
    environment(\.modelContext, context)
  }
}

extension Scene {
  /// Sets `container`'s main context for the views of the scene's windows,
  /// as SwiftData's `Scene.modelContainer(_:)`.
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    _modifyingWindowRoots { AnyView($0.modelContainer(container)) }
  }

  /// A new container of `modelType` for the views of the scene's windows,
  /// as SwiftData's `Scene.modelContainer(for:inMemory:…)` (made in memory
  /// here, as the view modifier's).
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// A new container of `modelTypes` for the views of the scene's windows,
  /// as SwiftData's `Scene.modelContainer(for:inMemory:…)`.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    _modifyingWindowRoots {
      AnyView($0.modelContainer(for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup))
    }
  }
}

/// The container `.modelContainer(for:)` makes, once per view.
private final class ModelContainerBox {
  var container: ModelContainer?
}

/// `.modelContainer(for:)`: makes its container the first time its view
/// appears in the graph and keeps it in state.
struct _ModelContainerForTypes: ViewModifier {
  let modelTypes: [any PersistentModel.Type]
  let onSetup: (Result<ModelContainer, any Error>) -> Void
  @State private var box = ModelContainerBox()

  func body(content: Content) -> some View {
    let container: ModelContainer
    if let made = box.container {
      container = made
    } else {
      // An in-memory container never fails to open.
      container = try! ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
      box.container = container
      onSetup(.success(container))
    }
    return content.modelContainer(container)
  }
}
