import Foundation

// MARK: - Apps and scenes
//
// SwiftUI programs start at an `@main` type conforming to `App`, whose
// body lists scenes (`WindowGroup { ContentView() }`). Flipbook has no
// windows; it keeps the types so that an app's whole source compiles, and
// gives `App` a `main()` that renders the first window group's content as
// the app shows it once launched on an iPhone: on the previews' default
// device (`PreviewDevice.default`, its whole screen at its scale), the
// content offered the safe area below the status bar and above the home
// indicator, over the system background, settled as a preview is (its
// `onAppear` actions, tasks and timers run for `Preview.settleTime` of film
// time) — into `<AppName>.png` in the current directory (the path is
// printed, or the error, with a non-zero exit status). A film or preview is
// the way to render anything else.

/// A part of an app's interface, as SwiftUI's `Scene`.
@MainActor @preconcurrency public protocol Scene {
  /// The scene this one is made of.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder var body: Body { get }
}

nonisolated extension Never: Scene {}

/// A scene Flipbook knows how to read: the views of its windows.
protocol PrimitiveScene {
  var windowRoots: [AnyView] { get }
}

extension Scene {
  /// The root views of this scene's windows, in order.
  var windowRoots: [AnyView] {
    if let primitive = self as? PrimitiveScene { return primitive.windowRoots }
    if Body.self == Never.self { return [] }
    return body.windowRoots
  }
}

/// A program's entry point, as SwiftUI's `App` (see the essay above).
@MainActor @preconcurrency public protocol App {
  /// The app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder var body: Body { get }
  /// Makes the app.
  init()
}

extension App {
  /// Renders the first window's content to `<AppName>.png` (see the essay
  /// above).
  public static func main() {
    let name = String(describing: Self.self)
    guard let root = Self().body.windowRoots.first else {
      FileHandle.standardError.write(Data("\(name): no WindowGroup to render\n".utf8))
      exit(1)
    }
    let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("\(name).png")
    do {
      guard let screen = PreviewDevice.default.screen else { throw FlipbookError.emptyView }
      let session = try RenderSession(
        screen: root, name: name, size: screen.size, safeAreaInsets: screen.safeArea, scale: screen.scale,
        environment: EnvironmentValues())
      try session.writePNG(to: url)
      print("wrote \(url.path)")
    } catch {
      FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
      exit(1)
    }
  }
}

/// A scene of windows showing `content`, as SwiftUI's `WindowGroup`.
nonisolated public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let content: Content

  /// Windows showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Windows titled `title` showing `content`.
  public init(_ title: Text, @ViewBuilder content: () -> Content) { self.init(content: content) }
  /// Windows titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) }
  /// Windows titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) }
  /// Windows with an identifier, showing `content`.
  public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
  /// Windows titled with a localized key, with an identifier.
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }

  public var body: Never { fatalError("WindowGroup has no body") }
  var windowRoots: [AnyView] { [AnyView(content)] }
}

/// Several scenes, as `SceneBuilder` makes them.
nonisolated public struct _TupleScene<T>: Scene, PrimitiveScene {
  let roots: [AnyView]
  public var body: Never { fatalError("_TupleScene has no body") }
  var windowRoots: [AnyView] { roots }
}

/// Scenes from an app's `body`, as SwiftUI's `SceneBuilder`.
@resultBuilder
public enum SceneBuilder {
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
  public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<(repeat each S)> {
    var roots: [AnyView] = []
    for scene in repeat each scenes { roots += scene.windowRoots }
    return _TupleScene(roots: roots)
  }
  public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
  public static func buildOptional<S: Scene>(_ scene: S?) -> _TupleScene<S?> { _TupleScene(roots: scene?.windowRoots ?? []) }
  public static func buildEither<T: Scene, F: Scene>(first: T) -> _TupleScene<(T, F)> { _TupleScene(roots: first.windowRoots) }
  public static func buildEither<T: Scene, F: Scene>(second: F) -> _TupleScene<(T, F)> { _TupleScene(roots: second.windowRoots) }
}

extension Scene {
  /// This scene with `modify` applied to each window's root view: how a
  /// scene modifier passes down to the scene's views (SwiftUI's scene
  /// modifiers such as `.environment` and SwiftData's `.modelContainer`
  /// reach the views of every window the scene makes). Package-wide, for
  /// the platform modules' scene modifiers.
  package func _modifyingWindowRoots(_ modify: (AnyView) -> AnyView) -> _ModifiedScene {
    _ModifiedScene(roots: windowRoots.map(modify))
  }

  /// Supplies an observable object to the scene's views (as their
  /// `.environmentObject`).
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    _modifyingWindowRoots { AnyView($0.environmentObject(object)) }
  }

  /// Places an `@Observable` object in the environment of the scene's
  /// views, as SwiftUI's `Scene.environment(_:)` (iOS 17), which views read
  /// with `@Environment(Model.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    _modifyingWindowRoots { AnyView($0.environment(object)) }
  }

  /// Sets an environment value for the scene's views.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
    _modifyingWindowRoots { AnyView($0.environment(keyPath, value)) }
  }

  /// Runs `action` when `value` changes (the scene's views are rendered
  /// once: it doesn't run).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
    self
  }

  /// Runs `action` with the new value when `value` changes (see above).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }

  /// The commands of the scene's menus (macOS; none on an iPhone).
  public func commands<C>(@_CommandsBuilder content: () -> C) -> some Scene { self }
}

/// A scene whose views a scene modifier changed.
nonisolated public struct _ModifiedScene: Scene, PrimitiveScene {
  let roots: [AnyView]
  public var body: Never { fatalError("_ModifiedScene has no body") }
  var windowRoots: [AnyView] { roots }
}

/// Builds menu commands (ignored on an iPhone).
@resultBuilder
public enum _CommandsBuilder {
  public static func buildBlock<each C>(_ commands: repeat each C) -> (repeat each C) { (repeat each commands) }
}
