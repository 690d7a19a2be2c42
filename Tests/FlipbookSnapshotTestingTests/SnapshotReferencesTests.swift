import Flipbook
@testable import FlipbookSnapshotTesting
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

/// One switch for a suite recorded on iOS, and its recording device.
@Suite struct SnapshotReferencesTests {
  /// A row as wide as the screen it is offered: its snapshot's width is
  /// the recording device's.
  struct WideRow: View {
    var fill = Color.blue
    var body: some View {
      fill.frame(maxWidth: .infinity).frame(height: 20)
    }
  }

  @Test func theEnvironmentTurnsTheSwitchOnAndNamesTheDevice() {
    #expect(SnapshotReferences.from(environment: [:]) == SnapshotReferences())
    #expect(SnapshotReferences.from(environment: ["FLIPBOOK_IOS_REFERENCES": "1"]).recordedOnIOS)
    #expect(SnapshotReferences.from(environment: ["FLIPBOOK_IOS_REFERENCES": "YES"]).recordedOnIOS)
    #expect(!SnapshotReferences.from(environment: ["FLIPBOOK_IOS_REFERENCES": "0"]).recordedOnIOS)
    let named = SnapshotReferences.from(environment: ["FLIPBOOK_RECORDING_DEVICE": "iPhone 12 Pro Max"])
    #expect(named.device == "iPhone 12 Pro Max" && !named.recordedOnIOS)
  }

  /// A suite recorded on a simulator in dark mode (mmgoncalves/cstv's:
  /// black around its cards, no trait in its assertions) says so once:
  /// strategies whose traits name no style draw dark; traits that do win.
  @Test func theRecordingAppearanceDarkensUnstyledSnapshots() throws {
    let dark = SnapshotReferences.from(environment: ["FLIPBOOK_RECORDING_APPEARANCE": "Dark"])
    #expect(dark.appearance == .dark && dark.colorScheme(for: UITraitCollection()) == .dark)
    #expect(dark.colorScheme(for: UITraitCollection(userInterfaceStyle: .light)) == .light)
    #expect(SnapshotReferences.from(environment: ["FLIPBOOK_RECORDING_APPEARANCE": "sepia"]).appearance == nil)
    #expect(SnapshotReferences().colorScheme(for: UITraitCollection()) == .light)
    func corner(_ traits: UITraitCollection = .init()) throws -> Bitmap.Pixel {
      let strategy = Snapshotting<WideRow, UIImage>.image(layout: .fixed(width: 40, height: 60), traits: traits)
      return try #require(waitForSnapshot(strategy, WideRow())).bitmap.pixel(x: 2, y: 2)
    }
    // Above the 20-pt row, the screen's systemBackground: black when dark.
    let light = try corner()
    #expect(light.red == 255)
    let (unstyled, styled) = try withIOSReferences(appearance: .dark) {
      (try corner(), try corner(UITraitCollection(userInterfaceStyle: .light)))
    }
    #expect(unstyled.red == 0 && styled.red == 255, "\(unstyled) \(styled)")
  }

  /// The trait puts the switch on for the test, with no assertion edited:
  /// TextBuilder's iOS reference (SF Pro, 2×) passes `.image` as written.
  @Test(.iOSReferences) func theTraitComparesEveryImageAsAnIOSReference() throws {
    #expect(SnapshotReferences.current.recordedOnIOS)
    let reference = SnapshotImage(
      bitmap: try TextBoxTests.iOSReference("TextBuilder/testBasicTextBuilder.iOS.png"), scale: 1)
    let strategy = Snapshotting<TextBoxTests.Lorem, UIImage>.image
    let ours = try #require(waitForSnapshot(strategy, TextBoxTests.Lorem()))
    let failure = strategy.diffing.diffV2(reference, ours)
    #expect(failure == nil, "\(failure?.0 ?? "")")
    let explicit = Snapshotting<TextBoxTests.Lorem, UIImage>.image(crossRenderer: false, textAsBoxes: false)
    #expect(explicit.diffing.diffV2(reference, ours) != nil, "an assertion's own parameters win")
  }

  /// A suite recorded on the iPhone SE: `.image` offers its 320-pt screen
  /// and renders at its 2×.
  @Test(.iOSReferences(device: "iPhone SE")) func theRecordingDeviceSizesTheSizeThatFits() throws {
    let ours = try #require(waitForSnapshot(Snapshotting<WideRow, UIImage>.image, WideRow()))
    #expect(ours.bitmap.width == 640 && ours.bitmap.height == 40 && ours.scale == 2)
  }

  @Test(.iOSReferences(device: "iPhone 99")) func anUnknownRecordingDeviceFailsTheSnapshot() {
    withKnownIssue("an unknown device is a failed test naming it") {
      let ours = waitForSnapshot(Snapshotting<WideRow, UIImage>.image, WideRow())
      #expect(ours?.bitmap.width == 1)
    }
  }

  /// A reference 1284 px wide names one screen (428 pt at 3×: the iPhone
  /// 12 Pro Max and its twins): the view is rendered on it and the failure
  /// says so; with the same content it passes.
  @Test func aReferencesWidthNamesItsDevice() throws {
    let onMax = try SwiftUISnapshotLayout.sizeThatFits.session(WideRow(), device: "iPhone 12 Pro Max").image()
    #expect(onMax.width == 1284)
    let strategy = Snapshotting<WideRow, UIImage>.image
    let ours = try #require(waitForSnapshot(strategy, WideRow()))
    #expect(ours.bitmap.width == 1206, "the default device, the iPhone 16 Pro")
    #expect(strategy.diffing.diffV2(SnapshotImage(bitmap: onMax, scale: 1), ours) == nil)
    let red = try SwiftUISnapshotLayout.sizeThatFits.session(WideRow(fill: .red), device: "iPhone 12 Pro Max").image()
    let failure = try #require(strategy.diffing.diffV2(SnapshotImage(bitmap: red, scale: 1), ours))
    #expect(failure.0.contains("428 × 926-pt screen at 3×") && failure.0.contains("iPhone 12 Pro Max"), "\(failure.0)")
    #expect(!failure.0.contains("size differs"))
  }

  /// A width several screens share (1170 px: the 390-pt phones at 3×, but
  /// also no other) or none has is not guessed from.
  @Test func onlyAWidthOfOneScreenNamesADevice() {
    #expect(SnapshotImage.screen(ofWidth: 1284)?.size.width == 428)
    #expect(SnapshotImage.screen(ofWidth: 640)?.names.contains("iPhone SE") == true)
    #expect(SnapshotImage.screen(ofWidth: 1000) == nil)
  }

  /// A bar pinned under the safe area's top edge, and a label centred in
  /// the rest: what a simulator's status bar moves.
  struct UnderTheStatusBar: View {
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(height: 10)
        Spacer()
        Text("Centred")
        Spacer()
      }
    }
  }

  /// The status bar of each simulator: the safe area's top, but 54 pt on
  /// the phones with a Dynamic Island (safe area 59 or 62 below it).
  @Test func aSimulatorsStatusBarIsItsSafeAreasTopOrFiftyFourPoints() throws {
    #expect(try #require(DeviceScreen.named("iPhone 13 Pro")).statusBarHeight == 47)
    #expect(try #require(DeviceScreen.named("iPhone 15 Pro")).statusBarHeight == 54)
    #expect(try #require(DeviceScreen.named("iPhone 16 Pro")).statusBarHeight == 54)
    #expect(try #require(DeviceScreen.named("iPhone SE")).statusBarHeight == 20)
    #expect(DeviceScreen.known.filter { $0.isPhone && $0.safeArea.top > 54 }.allSatisfy {
      $0.statusBarHeight == DeviceScreen.dynamicIslandStatusBarHeight
    })
    // Only a portrait device config with a safe area has a floor to raise.
    #expect(SwiftUISnapshotLayout.device(config: .iPhone13Pro).statusBarFloor == 47)
    #expect(SwiftUISnapshotLayout.device(config: .iPhone13Pro(.landscape)).statusBarFloor == nil)
    #expect(SwiftUISnapshotLayout.sizeThatFits.statusBarFloor == nil)
    #expect(SwiftUISnapshotLayout.fixed(width: 390, height: 844).statusBarFloor == nil)
  }

  /// Recorded on an iPhone 15 Pro, `.image(on: .iPhone13Pro)`'s safe area
  /// starts under its 54-pt status bar, not at the config's 47 pt
  /// (fespinoza/sample-json-app's references: everything 7 pt lower).
  @Test func theRecordingSimulatorsStatusBarRaisesTheConfigsTopInset() throws {
    func firstRedRow(_ device: PreviewDevice?) throws -> Int {
      let bitmap = try SwiftUISnapshotLayout.device(config: .iPhone13Pro).session(UnderTheStatusBar(), device: device)
        .image()
      return try #require((0..<bitmap.height).first { bitmap.pixel(x: 600, y: $0).green < 60 })
    }
    #expect(try firstRedRow(nil) == 47 * 3)
    #expect(try firstRedRow("iPhone 15 Pro") == 54 * 3)
    #expect(try firstRedRow("iPhone 13") == 47 * 3)
  }

  /// With no device named, a reference recorded under a taller status bar
  /// than the config's inset (the Dynamic Island simulators' 54 pt) is
  /// compared with the view rendered under it and passes; one under
  /// another point still fails, saying nothing of status bars.
  @Test(.iOSReferences) func aReferenceUnderATallerStatusBarIsFoundWithoutANamedDevice() throws {
    let strategy = Snapshotting<UnderTheStatusBar, UIImage>.image(layout: .device(config: .iPhone13Pro))
    let ours = try #require(waitForSnapshot(strategy, UnderTheStatusBar()))
    let onFifteen = try SwiftUISnapshotLayout.device(config: .iPhone13Pro)
      .session(UnderTheStatusBar(), hostStatusBar: 54).image()
    let failure = strategy.diffing.diffV2(SnapshotImage(bitmap: onFifteen, scale: 1), ours)
    #expect(failure == nil, "\(failure?.0 ?? "")")
    // 55 pt is no phone's status bar: nothing passes, and it fails.
    let between = try SwiftUISnapshotLayout.device(config: .iPhone13Pro)
      .session(UnderTheStatusBar(), hostStatusBar: 55).image()
    let moved = try #require(strategy.diffing.diffV2(SnapshotImage(bitmap: between, scale: 1), ours))
    #expect(!moved.0.contains("status bar"), "\(moved.0)")
    // Not an iOS reference: compared as it is.
    let exact = Snapshotting<UnderTheStatusBar, UIImage>.image(
      layout: .device(config: .iPhone13Pro), crossRenderer: false, textAsBoxes: false)
    #expect(exact.diffing.diffV2(SnapshotImage(bitmap: onFifteen, scale: 1), ours) != nil)
  }

  /// An older simulator's bar is found too: an iPhone SE config (20 pt)
  /// recorded on iOS 14's iPhone 12 (47 pt; ValeFCF/SnapshotTest's
  /// centred text 13.5 pt lower) passes; under 54 pt it passes; under 30 pt, no phone's bar, it fails.
  @Test(.iOSReferences) func anOlderSimulatorsStatusBarIsFoundToo() throws {
    let strategy = Snapshotting<UnderTheStatusBar, UIImage>.image(layout: .device(config: .iPhoneSe))
    let ours = try #require(waitForSnapshot(strategy, UnderTheStatusBar()))
    func passes(under bar: CGFloat) throws -> Bool {
      let image = try SwiftUISnapshotLayout.device(config: .iPhoneSe).session(UnderTheStatusBar(), hostStatusBar: bar).image()
      return strategy.diffing.diffV2(SnapshotImage(bitmap: image, scale: 1), ours) == nil
    }
    #expect(try passes(under: 47))
    #expect(try passes(under: 54))
    #expect(try !passes(under: 30))
  }
}
