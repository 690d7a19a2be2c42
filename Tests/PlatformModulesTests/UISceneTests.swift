import Flipbook
import Foundation
import Testing
import UIKit

/// An iOS 13-era scene delegate as Xcode's template writes it.
final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    if let windowScene = scene as? UIWindowScene {
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UIHostingController(rootView: Text("Hello").padding())
      self.window = window
      window.makeKeyAndVisible()
    }
  }
}

final class TemplateAppDelegate: NSObject, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
}

@Suite struct UISceneTests {
  /// Nothing launches the delegates; a test that calls them gets a window
  /// of the screen's size, key, in its scene, holding the hosting
  /// controller.
  @Test func aSceneDelegateMakesItsWindow() throws {
    let app = TemplateAppDelegate()
    let session = UISceneSession()
    let configuration = app.application(
      UIApplication.shared, configurationForConnecting: session, options: UIScene.ConnectionOptions())
    #expect(configuration.name == "Default Configuration" && configuration.role == .windowApplication)
    #expect(app.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
    let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
    let delegate = TemplateSceneDelegate()
    delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
    let window = try #require(delegate.window)
    #expect(window.windowScene === scene && scene.keyWindow === window && session.scene === scene)
    #expect(window.bounds == UIScreen.main.bounds)
    #expect(String(describing: type(of: try #require(window.rootViewController))).hasPrefix("UIHostingController"))
  }
}
