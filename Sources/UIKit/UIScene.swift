import CoreGraphics
import FlipbookFoundation
import Foundation

// UIKit's app and scene lifecycle, as iOS 13-era SwiftUI apps write it:
// an `AppDelegate` that configures scenes and a `SceneDelegate` that makes a
// window with a `UIHostingController`. A render launches no app: nothing
// calls these delegates (a test or film may call them itself), and a window
// made for a scene holds its root controller as any window does, so the
// hosting controller's view can be snapshotted from it.

/// Launch options' keys, as UIKit's `UIApplication.LaunchOptionsKey`.
extension UIApplication {
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
  }

  /// The app's delegate (set by a test; never launched here).
  public var delegate: UIApplicationDelegate? {
    get { UIApplicationDelegateBox.delegate }
    set { UIApplicationDelegateBox.delegate = newValue }
  }

  /// The app's connected scenes: none, as nothing is launched.
  public var connectedScenes: Set<UIScene> { [] }
}

private enum UIApplicationDelegateBox {
  nonisolated(unsafe) static weak var delegate: UIApplicationDelegate?
}

/// The app's delegate, as UIKit's `UIApplicationDelegate` (every method
/// optional; none is called by a render).
public protocol UIApplicationDelegate: AnyObject {
  var window: UIWindow? { get set }
  func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
  public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
  public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
  public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
}

extension UIApplication {
  /// Options of an opened URL, as UIKit's `UIApplication.OpenURLOptionsKey`.
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }
}

/// A scene's session, as UIKit's `UISceneSession`.
open class UISceneSession: NSObject, @unchecked Sendable {
  /// A session's role, as UIKit's `UISceneSession.Role`.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  public let role: Role
  public let persistentIdentifier: String
  open var configuration: UISceneConfiguration
  open var userInfo: [String: Any]?
  open weak var scene: UIScene?

  public init(role: Role = .windowApplication) {
    self.role = role
    persistentIdentifier = UUID().uuidString
    configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
  }
}

/// How a scene is made, as UIKit's `UISceneConfiguration`.
open class UISceneConfiguration: NSObject, @unchecked Sendable {
  public let name: String?
  public let role: UISceneSession.Role
  open var delegateClass: AnyClass?
  open var sceneClass: AnyClass?

  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// A URL the scene was asked to open, as UIKit's `UIOpenURLContext`.
open class UIOpenURLContext: NSObject, @unchecked Sendable {
  public let url: URL
  public init(url: URL) { self.url = url }
}

/// A scene of the app, as UIKit's `UIScene`.
open class UIScene: UIResponder, @unchecked Sendable {
  /// A scene's state, as UIKit's `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable {
    case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
  }

  /// What the scene was connected with, as UIKit's `UIScene.ConnectionOptions`.
  open class ConnectionOptions: @unchecked Sendable {
    open var urlContexts: Set<UIOpenURLContext> = []
    open var userActivities: Set<NSUserActivity> = []
    open var sourceApplication: String?
    public init() {}
  }

  public let session: UISceneSession
  open var delegate: UISceneDelegate?
  open var title: String?
  open var activationState: ActivationState { .foregroundActive }

  public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }
}

/// A scene that shows windows, as UIKit's `UIWindowScene`.
open class UIWindowScene: UIScene, @unchecked Sendable {
  /// The scene's windows (those made with `UIWindow(windowScene:)`).
  open internal(set) var windows: [UIWindow] = []
  /// The screen it shows on.
  open var screen: UIScreen { UIScreen.main }
  /// The key window, if one was made key.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  /// The scene's traits (the screen's).
  open var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// A scene's delegate, as UIKit's `UISceneDelegate` (every method
/// optional; none is called by a render).
public protocol UISceneDelegate: AnyObject {
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`.
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

extension UIWindow {
  /// A window of `windowScene`, the size of its screen.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: windowScene.screen.bounds)
    windowScene.windows.append(self)
    self.windowScene = windowScene
  }
}
