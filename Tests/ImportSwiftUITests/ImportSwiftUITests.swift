// Code as an iOS app and its snapshot suite write it: `import SwiftUI`
// left as it is. This target is built with `-module-alias
// SwiftUI=Flipbook` (Package.swift), the one line the README asks of a
// package that keeps its imports.
import ImportSwiftUIFixtures
import SnapshotTesting
import SwiftUI
import Testing
import UIKit

#if canImport(SwiftUI)
  let swiftUIIsImportable = true
#else
  let swiftUIIsImportable = false
#endif

// SwiftGen's generated `Assets.swift` guards its SwiftUI accessors so.
#if canImport(SwiftUI)
  extension SwiftUI.Color {
    static let brandTint = SwiftUI.Color(red: 0.2, green: 0.45, blue: 0.9)
  }
#endif

struct GreetingRow: SwiftUI.View {
  let name: String
  @State private var isOn = true

  var body: some View {
    HStack {
      Image(systemName: "person.crop.circle").foregroundStyle(Color.brandTint)
      Text("Hello, \(name)")
      Spacer()
      Toggle("Notify", isOn: $isOn).labelsHidden()
    }
    .padding()
  }
}

#Preview("Greeting", traits: .sizeThatFitsLayout) {
  @Previewable @State var name = "Ada"
  GreetingRow(name: name).frame(width: 320)
}

// swift-markdown-ui's suites name the layout type outright.
private let layout = SwiftUISnapshotLayout.device(config: ViewImageConfig.iPhoneSe)

@Suite struct ImportSwiftUITests {
  @Test func canImportSwiftUIIsTrue() {
    #expect(swiftUIIsImportable)
  }

  @Test func previewsAreFoundUnderTheAlias() throws {
    let previews = PreviewRegistry.previews(inModules: ["ImportSwiftUITests"])
    #expect(previews.map(\.name) == ["Greeting"])
  }

  @Test @MainActor func snapshotAsAnIOSSuiteWritesIt() {
    // A golden looked at when recorded: the row, its tinted symbol, its
    // text and a switch that is on.
    withSnapshotTesting(record: .missing) {
      assertSnapshot(of: GreetingRow(name: "Ada"), as: .image(layout: layout))
    }
  }

  /// An aliased app target's generated asset symbols compile and name
  /// its catalog's colour: the badge is (0x11, 0x33, 0x99).
  @Test @MainActor func assetSymbolsOfAnAliasedTarget() throws {
    let renderer = ImageRenderer(content: BadgeView())
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    #expect(image.width == 20 && image.pixel(x: 10, y: 10) == Bitmap.Pixel(0x11, 0x33, 0x99))
  }

  @Test @MainActor func aHostingControllerOfAnAliasedView() {
    let controller = UIHostingController(rootView: GreetingRow(name: "Grace"))
    let size = controller.sizeThatFits(in: CGSize(width: 320, height: CGFloat.infinity))
    #expect(size.width == 320)
    #expect(size.height > 44 && size.height < 80)
  }
}

import XCTest

/// An XCTest class isolated to the main actor, as iOS suites write them:
/// on Linux its tests must be `async` (see Docs/Reference.md, "Keeping
/// `import SwiftUI`"); a synchronous one stops the test process.
@MainActor final class MainActorXCTests: XCTestCase {
  func testAHostedRowIsSizedOnTheMainActor() async {
    let controller = UIHostingController(rootView: GreetingRow(name: "Ada"))
    XCTAssertEqual(controller.sizeThatFits(in: CGSize(width: 300, height: 600)).width, 300)
  }
}

/// A Foundation-only view model compiles as on iOS (the implicit imports)
/// and its `ListFormatter` joins as Apple's English one does; the pattern
/// follows the locale.
@Suite struct FoundationOnlyFileTests {
  /// `@Observable` in a file importing only Foundation: the model is
  /// observed (a tracked read then a write reports the change).
  @Test func aFoundationOnlyObservableModelIsObserved() {
    let model = WelcomeModel()
    final class Flag: @unchecked Sendable { var raised = false }
    let changed = Flag()
    withObservationTracking { _ = model.step } onChange: { changed.raised = true }
    model.step = 1
    #expect(changed.raised)
    #expect(model.session.configuration.timeoutIntervalForRequest == 60)
  }

  @Test func aFoundationOnlyModelCompilesAndFormats() {
    let store = AttendeeStore(names: ["Cathy", "Daisy", "Simon"])
    var changes = 0
    let watch = store.objectWillChange.sink { changes += 1 }
    store.names.append("Jonathan")
    #expect(changes == 1)
    withExtendedLifetime(watch) {}
    let english = ListFormatter()
    english.locale = Locale(identifier: "en_US")
    #expect(english.string(from: ["Cathy", "Daisy", "Simon"]) == "Cathy, Daisy, and Simon")
    #expect(english.string(from: ["Cathy", "Daisy"]) == "Cathy and Daisy")
    #expect(english.string(from: ["Cathy"]) == "Cathy" && english.string(from: []) == "")
    let british = ListFormatter()
    british.locale = Locale(identifier: "en_GB")
    #expect(british.string(from: ["a", "b", "c"]) == "a, b and c")
    let french = ListFormatter()
    french.locale = Locale(identifier: "fr_FR")
    #expect(french.string(from: ["a", "b", "c"]) == "a, b et c")
    let japanese = ListFormatter()
    japanese.locale = Locale(identifier: "ja_JP")
    #expect(japanese.string(from: ["a", "b", "c"]) == "a、b、c")
  }
}

/// The macOS branch of a file's `#if os(iOS)`, compiled on Linux with
/// README's implicit AppKit, draws as the iOS branch: AppKit's window
/// background is UIKit's system background, its reversed path the same
/// triangle, and `Color(.systemBlue)` beside it is UIKit's blue.
@Suite struct PlatformBranchTests {
  @Test @MainActor func theMacOSBranchDrawsAsTheIOSOne() throws {
    struct IOSBranch: SwiftUI.View {
      var body: some View {
        VStack(spacing: 0) {
          Path { path in
            path.move(to: CGPoint(x: 0, y: 20))
            path.addLine(to: CGPoint(x: 20, y: 0))
            path.addLine(to: CGPoint(x: 40, y: 20))
            path.closeSubpath()
          }
          .fill(Color(uiColor: .systemBlue)).frame(width: 40, height: 20)
          Text("Aa").font(Font(UIFont.systemFont(ofSize: 12))).foregroundColor(Color(uiColor: .systemRed))
        }
        .padding(4)
        .background(Color(uiColor: .systemBackground))
      }
    }
    for scheme in [ColorScheme.light, .dark] {
      let branch = ImageRenderer(content: PlatformBranchesView().environment(\.colorScheme, scheme))
      let reference = ImageRenderer(content: IOSBranch().environment(\.colorScheme, scheme))
      branch.scale = 2
      reference.scale = 2
      let drawn = try #require(branch.bitmap), expected = try #require(reference.bitmap)
      #expect(drawn.width == expected.width && drawn.height == expected.height)
      #expect(drawn == expected, "the \(scheme) macOS branch draws otherwise")
      // The wedge drew: its middle is not the background of a corner.
      #expect(drawn.pixel(x: 2 * 24, y: 2 * 18) != drawn.pixel(x: 0, y: 0))
    }
  }
}
