import Foundation

// MARK: - Scene modifiers an iPhone app's entry point writes
//
// An app's `body` chains scene modifiers after its `WindowGroup`. Those
// that reach the window's views (`.environment`, `.environmentObject`,
// SwiftData's `.modelContainer`) pass down to every window root; those
// that size or route windows, schedule background work or answer external
// events change nothing a render shows: an iPhone has one full-screen
// window, and a render launches no background task. They return the scene
// as it was, so the app's source compiles unchanged.

extension Scene {
  /// Runs `action` with the old and new values when `value` changes, as
  /// iOS 17's `Scene.onChange(of:initial:_:)`. The scene's views are
  /// rendered once, so it doesn't run.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
    self
  }

  /// The size a new window of the scene opens at, as SwiftUI's
  /// `defaultSize(width:height:)` (iPadOS, macOS, visionOS; an iPhone's
  /// window is the screen, so the render's size is unchanged).
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }

  /// The size a new window of the scene opens at, as SwiftUI's
  /// `defaultSize(_:)` (see `defaultSize(width:height:)`).
  public func defaultSize(_ size: CGSize) -> some Scene { self }

  /// How the scene's windows may be resized, as SwiftUI's
  /// `windowResizability(_:)` (an iPhone's window is the screen).
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }

  /// Runs `action` when the system launches `task` in the background, as
  /// SwiftUI's `backgroundTask(_:action:)` (iOS 16). A render launches no
  /// background task, so it doesn't run.
  public func backgroundTask<Request: Sendable, Response: Sendable>(
    _ task: BackgroundTask<Request, Response>, action: @escaping @Sendable (Request) async -> Response
  ) -> some Scene {
    self
  }

  /// The external events (URLs, activities) the scene's windows handle, as
  /// SwiftUI's `handlesExternalEvents(matching:)`; a render receives none.
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }

  /// The user defaults `@AppStorage` reads in the scene, as SwiftUI's
  /// `Scene.defaultAppStorage(_:)`.
  public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
    _modifyingWindowRoots { AnyView($0.defaultAppStorage(store)) }
  }
}

/// How a scene's windows may be resized, as SwiftUI's `WindowResizability`.
public struct WindowResizability: Sendable, Equatable {
  let name: String
  /// The platform's default for the scene.
  public static let automatic = WindowResizability(name: "automatic")
  /// Between the content's minimum and maximum sizes.
  public static let contentSize = WindowResizability(name: "contentSize")
  /// At least the content's minimum size.
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// A kind of background work the system launches an app for, as SwiftUI's
/// `BackgroundTask` (iOS 16): a scene's `backgroundTask(_:action:)` names
/// the kind and the action run with its request.
public struct BackgroundTask<Request, Response>: Sendable {
  let kind: String
  let identifier: String?
}

extension BackgroundTask where Request == Void, Response == Void {
  /// A refresh scheduled with a `BGAppRefreshTaskRequest` of `identifier`.
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask(kind: "appRefresh", identifier: identifier)
  }
}

extension BackgroundTask where Request == String, Response == Void {
  /// The events of the background URL session named `identifier`.
  public static func urlSession(_ identifier: String) -> BackgroundTask<String, Void> {
    BackgroundTask(kind: "urlSession", identifier: identifier)
  }

  /// The events of any background URL session (the request is its name).
  public static var urlSession: BackgroundTask<String, Void> { BackgroundTask(kind: "urlSession", identifier: nil) }
}
