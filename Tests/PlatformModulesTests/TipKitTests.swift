import Flipbook
import FlipbookTesting
import Foundation
import Testing
import TipKit

/// Tips as Apple's TipKit documentation writes them.
struct FavoriteLandmarkTip: Tip {
  var title: Text { Text("Save as a Favorite") }
  var message: Text? { Text("Your favorite landmarks always appear at the top of the list.") }
  var image: Image? { Image(systemName: "star") }
}

struct LoggedInTip: Tip {
  @Parameter static var isLoggedIn: Bool = false
  static let opened = Event(id: "opened")

  var title: Text { Text("Try the new editor") }
  var rules: [Rule] {
    #Rule(Self.$isLoggedIn) { $0 == true }
    #Rule(Self.opened) { $0.donations.count >= 3 }
  }
  var options: [Option] { [MaxDisplayCount(1)] }
}

struct TipScreen: View {
  let tip = FavoriteLandmarkTip()
  var body: some View {
    VStack(spacing: 16) {
      TipView(tip)
      Text("Landmarks").popoverTip(LoggedInTip())
    }
    .padding()
  }
}

@Suite(.serialized) struct TipKitTests {
  /// Before `Tips.configure()` a tip draws nothing, as on iOS where the
  /// app's initializer (not run in a render) configures TipKit; after it,
  /// the inline tip draws; invalidated, it is gone again.
  @Test func tipsShowOnceConfigured() throws {
    Tips.hideAllTipsForTesting()
    let hidden = try #require(ImageRenderer(content: TipScreen().frame(width: 360)).bitmap)
    Tips.showAllTipsForTesting()
    let shown = try #require(ImageRenderer(content: TipScreen().frame(width: 360)).bitmap)
    #expect(shown.height > hidden.height + 60, "\(hidden.height) → \(shown.height)")
    expectGolden(of: TipScreen().frame(width: 360), named: "tip-view", scale: 2)
    LoggedInTip.isLoggedIn = true
    #expect(LoggedInTip.isLoggedIn && LoggedInTip().rules.count == 2)
    FavoriteLandmarkTip().invalidate(reason: .tipClosed)
    #expect(!FavoriteLandmarkTip().shouldDisplay)
    try Tips.resetDatastore()
    Tips.hideAllTipsForTesting()
  }
}
