import Flipbook
import Foundation
import Testing

// # One switch for a suite recorded on iOS
//
// A team's suite was recorded on the iOS simulator: its references are SF
// Pro's glyphs antialiased by Core Animation, at the simulator's scale, on
// the simulator's screen. Compared exactly, no case with text can pass on
// Linux, and opting each assertion in (`crossRenderer: true, textAsBoxes:
// true`) means editing hundreds of lines. So the suite says it once:
//
// - `FLIPBOOK_IOS_REFERENCES=1` in the environment (CI's one line), or the
//   `.iOSReferences` trait on a Swift Testing suite or test, or
//   `withIOSReferences { … }` around XCTest code, makes every image
//   strategy that was not told otherwise compare as a cross-renderer
//   reference: antialiasing of shared edges forgiven, text runs by their
//   boxes (`TextBoxComparison`), the reference's device scale matched.
//   An assertion's own `crossRenderer:` or `textAsBoxes:` wins.
// - `FLIPBOOK_RECORDING_DEVICE="iPhone 12 Pro Max"` (any simulator name
//   `DeviceScreen.known` lists), or the trait's `device:`, names the device
//   the suite was recorded on: `.image`'s size-that-fits layout offers its
//   screen and renders at its scale, as `sizeThatFits` on that simulator
//   does; so do a view controller's and a `.device(config:)` snapshot
//   (its size from the config, its scale from the device, its top inset
//   at least the device's status bar: `SwiftUISnapshotLayout
//   .statusBarFloor`).
// - `FLIPBOOK_RECORDING_APPEARANCE=dark` (or the trait's `appearance:`)
//   says the simulator was in dark mode when the suite was recorded: a
//   strategy whose traits name no interface style draws in dark mode, as
//   iOS's snapshot does when the simulator is dark (mmgoncalves/cstv's
//   references: black `systemBackground` around its cards, no trait in
//   its assertions). Unset, or `light`, snapshots are light.
// - With no device named, a reference whose pixel width is the portrait
//   width of exactly one known screen at its scale (1284 px: only the
//   428-pt phones at 3×) is compared with the view rendered on that screen,
//   when the default render's size differs; the failure message says
//   which device it assumed; and an iOS reference that fails under a
//   device config's top inset is compared under the Dynamic Island
//   simulators' 54-pt status bar (`SnapshotImage`'s comparison), said
//   when it then passes.
//
// - `FLIPBOOK_IOS_LOOK=17` (beside drawing iOS 17–18's look, which 18
//   also picks) says the suite was recorded on iOS 17, where a List
//   hosted on an iPhone preset sets its rows at the preset's `.medium`
//   Dynamic Type category like the rest of the view; recorded on iOS 18
//   or later (the default), a List's rows keep `.large` (see
//   `presetTextSizeReachesLists`).
//
// A trait or `withIOSReferences` wins over the environment; the trait's
// settings hold in the test's task and the tasks it creates.

/// How the references of the running suite were recorded (see the
/// file's note): on iOS or not, and on which device.
public struct SnapshotReferences: Sendable, Equatable {
  /// References recorded on the iOS simulator: image strategies compare as
  /// `crossRenderer: true, textAsBoxes: true` unless told otherwise.
  public var recordedOnIOS: Bool
  /// The device the references were recorded on (nil: the default device,
  /// or the one a reference's width names).
  public var device: PreviewDevice?
  /// The simulator's appearance when the references were recorded: what
  /// a strategy whose traits name no interface style draws in (nil: light).
  public var appearance: ColorScheme?
  /// The major iOS release the references were recorded on: 17, 18 or 26
  /// (`FLIPBOOK_IOS_LOOK`; 18 when unset, the newest whose look Flipbook
  /// draws by default).
  public var release: Int

  /// Settings; `release` nil takes the environment's (`FLIPBOOK_IOS_LOOK`).
  public init(
    recordedOnIOS: Bool = false, device: PreviewDevice? = nil, appearance: ColorScheme? = nil, release: Int? = nil
  ) {
    self.recordedOnIOS = recordedOnIOS
    self.device = device
    self.appearance = appearance
    self.release = release ?? Self.release(fromLook: ProcessInfo.processInfo.environment["FLIPBOOK_IOS_LOOK"])
  }

  /// Whether a device preset's Dynamic Type category (the iPhones'
  /// `.medium`, which the library's presets set) reaches a List's rows
  /// and section headers. The library overrides the hosting controller's
  /// traits with the preset's (`setOverrideTraitCollection(_:forChild:)`),
  /// and the SwiftUI view takes `.medium` from them on iOS 17 and 18
  /// alike; on iOS 18 a List's rows and headers keep the default
  /// `.large`. Measured on marian-stanciulica/Foodybite's references,
  /// recorded with swift-snapshot-testing 1.15.2 and `.image(on:
  /// .iPhone13)` on iOS 17 (January 2024) and again on iOS 18.1: of 41
  /// screens, the texts outside lists are set alike in both (a red
  /// error message 906 px wide at 3×, the medium body size, in both);
  /// the one List screen's body row grew from 382 to 402 px and its
  /// footnote header from 174 to 187, the ratios of 17 to 16 pt and 13 to
  /// 12 pt. The assertion's own category (its `traits`) reaches lists on
  /// either release (unmeasured on iOS 18); iOS 26 is assumed to behave as
  /// iOS 18.
  public var presetTextSizeReachesLists: Bool { release < 18 }

  /// The colour scheme a snapshot with `traits` draws in: the traits'
  /// interface style, else the recording appearance, else light.
  public func colorScheme(for traits: UITraitCollection) -> ColorScheme {
    traits.userInterfaceStyle.colorScheme ?? appearance ?? .light
  }

  /// The settings in force: a trait's or `withIOSReferences`'s, else the
  /// environment's (`FLIPBOOK_IOS_REFERENCES`, `FLIPBOOK_RECORDING_DEVICE`).
  public static var current: SnapshotReferences {
    scoped ?? from(environment: ProcessInfo.processInfo.environment)
  }

  /// The settings an environment gives: `FLIPBOOK_IOS_REFERENCES` set to
  /// 1, true or yes (any case) turns the switch on; a non-empty
  /// `FLIPBOOK_RECORDING_DEVICE` names the device;
  /// `FLIPBOOK_RECORDING_APPEARANCE` is `dark` or `light` (another value
  /// keeps light and says so once on standard error).
  public static func from(environment: [String: String]) -> SnapshotReferences {
    let flag = environment["FLIPBOOK_IOS_REFERENCES"]?.lowercased() ?? ""
    let device = environment["FLIPBOOK_RECORDING_DEVICE"].flatMap { $0.isEmpty ? nil : PreviewDevice(rawValue: $0) }
    var appearance: ColorScheme?
    switch environment["FLIPBOOK_RECORDING_APPEARANCE"]?.trimmingCharacters(in: .whitespaces).lowercased() {
    case nil, "": appearance = nil
    case "dark": appearance = .dark
    case "light": appearance = .light
    case let other?:
      Warnings.once("FLIPBOOK_RECORDING_APPEARANCE=\(other) is not dark or light; snapshots are drawn light")
    }
    return SnapshotReferences(
      recordedOnIOS: ["1", "true", "yes"].contains(flag), device: device, appearance: appearance,
      release: release(fromLook: environment["FLIPBOOK_IOS_LOOK"]))
  }

  /// The release a `FLIPBOOK_IOS_LOOK` value names: 17, 18 or 26 (the
  /// values `PlatformLook` takes), 18 otherwise.
  static func release(fromLook value: String?) -> Int {
    let raw = (value ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    let digits = raw.replacingOccurrences(of: "ios", with: "").trimmingCharacters(in: .whitespaces)
    switch digits.split(separator: ".").first.map(String.init) {
    case "17": return 17
    case "26": return 26
    default: return 18
    }
  }

  @TaskLocal static var scoped: SnapshotReferences?

  /// The device's screen, or a failure naming the unknown device.
  func screen() throws -> DeviceScreen? {
    guard let device else { return nil }
    guard let screen = device.screen else { throw SnapshotReferencesError.unknownDevice(device.rawValue) }
    return screen
  }
}

/// Why the suite's settings cannot be used.
public enum SnapshotReferencesError: Error, CustomStringConvertible, Equatable {
  /// `FLIPBOOK_RECORDING_DEVICE` or the trait names a device Flipbook
  /// doesn't know.
  case unknownDevice(String)

  public var description: String {
    switch self {
    case .unknownDevice(let name):
      return "the recording device \"\(name)\" is not one Flipbook knows (DeviceScreen.known lists the simulators' names)"
    }
  }
}

/// Runs `body` with the suite's references recorded on iOS (on `device`
/// when given, in `appearance`, light when nil): the XCTest spelling of the
/// `.iOSReferences` trait.
public func withIOSReferences<R>(
  device: PreviewDevice? = nil, appearance: ColorScheme? = nil, _ body: () throws -> R
) rethrows -> R {
  try SnapshotReferences.$scoped.withValue(
    SnapshotReferences(recordedOnIOS: true, device: device, appearance: appearance), operation: body)
}

/// Runs `body` with the suite's references recorded on iOS (on `device`
/// when given, in `appearance`).
public func withIOSReferences<R>(
  device: PreviewDevice? = nil, appearance: ColorScheme? = nil, isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> R
) async rethrows -> R {
  try await SnapshotReferences.$scoped.withValue(
    SnapshotReferences(recordedOnIOS: true, device: device, appearance: appearance), operation: body,
    isolation: isolation)
}

/// A Swift Testing trait saying a suite's or test's references were
/// recorded on iOS: `@Suite(.iOSReferences)`, or
/// `@Suite(.iOSReferences(device: "iPhone 12 Pro Max"))`.
public struct IOSReferencesTrait: TestTrait, SuiteTrait, TestScoping {
  /// The settings the trait puts in force.
  public var references: SnapshotReferences
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await SnapshotReferences.$scoped.withValue(references) { try await function() }
  }
}

extension Trait where Self == IOSReferencesTrait {
  /// References recorded on the iOS simulator: every image strategy not
  /// told otherwise compares as a cross-renderer reference.
  public static var iOSReferences: Self { IOSReferencesTrait(references: SnapshotReferences(recordedOnIOS: true)) }

  /// References recorded on the iOS simulator named `device` (a simulator
  /// name, as `PreviewDevice` takes it), in `appearance` (nil: light).
  public static func iOSReferences(device: PreviewDevice? = nil, appearance: ColorScheme? = nil) -> Self {
    IOSReferencesTrait(references: SnapshotReferences(recordedOnIOS: true, device: device, appearance: appearance))
  }
}
