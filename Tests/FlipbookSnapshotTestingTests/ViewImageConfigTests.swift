import Flipbook
@testable import FlipbookSnapshotTesting
import Foundation
import Testing

/// Each `ViewImageConfig` preset renders the size swift-snapshot-testing
/// 1.19 defines for it (Common/View.swift there), with its content inside
/// the preset's safe area.
@Suite struct ViewImageConfigTests {
  static let presets: [(String, ViewImageConfig, Int, Int)] = [
    ("iPhoneSe", .iPhoneSe, 320, 568), ("iPhoneSe landscape", .iPhoneSe(.landscape), 568, 320),
    ("iPhone8", .iPhone8, 375, 667), ("iPhone8Plus", .iPhone8Plus, 414, 736),
    ("iPhoneX", .iPhoneX, 375, 812), ("iPhoneX landscape", .iPhoneX(.landscape), 812, 375),
    ("iPhoneXsMax", .iPhoneXsMax, 414, 896), ("iPhoneXr", .iPhoneXr, 414, 896),
    ("iPhone12", .iPhone12, 390, 844), ("iPhone12Pro", .iPhone12Pro, 390, 844),
    ("iPhone12ProMax", .iPhone12ProMax, 428, 926), ("iPhone13", .iPhone13, 390, 844),
    ("iPhone13Mini", .iPhone13Mini, 375, 812), ("iPhone13Pro", .iPhone13Pro, 390, 844),
    ("iPhone13ProMax", .iPhone13ProMax, 428, 926),
    ("iPadMini", .iPadMini, 1024, 768), ("iPadMini portrait", .iPadMini(.portrait), 768, 1024),
    ("iPadMini ⅓", .iPadMini(.landscape(splitView: .oneThird)), 320, 768),
    ("iPad10_2 ½", .iPad10_2(.landscape(splitView: .oneHalf)), 535, 810),
    ("iPadPro10_5 portrait ⅔", .iPadPro10_5(.portrait(splitView: .twoThirds)), 504, 1112),
    ("iPadPro11", .iPadPro11, 1194, 834), ("iPadPro12_9", .iPadPro12_9, 1366, 1024),
    ("iPadPro12_9 portrait ⅔", .iPadPro12_9(.portrait(splitView: .twoThirds)), 639, 1366),
    ("tv", .tv, 1920, 1080),
  ]

  @Test(arguments: presets.indices)
  func aPresetRendersItsSize(index: Int) throws {
    let (name, config, width, height) = Self.presets[index]
    let image = try SwiftUISnapshotLayout.device(config: config).render(Color.red, scale: 1)
    #expect(image.width == width && image.height == height, "\(name): \(image.width) × \(image.height)")
  }

  /// The content starts below the safe area's top: the status bar's 20 pt
  /// on an iPhone SE, 47 pt on an iPhone 13, none on a landscape SE.
  @Test func contentSitsInTheSafeArea() throws {
    let bar = Color.red.frame(height: 10).frame(maxHeight: .infinity, alignment: .top)
    func top(_ config: ViewImageConfig) throws -> Int {
      let image = try SwiftUISnapshotLayout.device(config: config).render(bar, scale: 1)
      return (0..<image.height).first { image.pixel(x: 5, y: $0) == Bitmap.Pixel(255, 59, 48) } ?? -1
    }
    #expect(try top(.iPhoneSe) == 20)
    #expect(try top(.iPhone13) == 47)
    #expect(try top(.iPhoneSe(.landscape)) == 0)
    #expect(try top(.iPadPro11) == 24)
  }

  /// The presets name no scale, as the library's don't: the recording
  /// simulator's (3 by default), unless the traits give one.
  @Test func theScaleIsTheRecordingSimulatorsUnlessTheTraitsSayOtherwise() throws {
    let layout = SwiftUISnapshotLayout.device(config: .iPhoneSe)
    #expect(try layout.render(Color.red).width == 960)
    #expect(try layout.render(Color.red, traits: UITraitCollection(displayScale: 2)).width == 640)
  }

  /// iPhones draw in the `.medium` Dynamic Type category, as the library
  /// sets it: body text 16 pt, a point smaller than the default.
  @Test @MainActor func iPhonePresetsUseTheMediumTextSize() throws {
    struct Size: View {
      @Environment(\.dynamicTypeSize) var size
      var body: some View { Color.red.frame(width: size == .medium ? 10 : 20, height: 10) }
    }
    let image = try SwiftUISnapshotLayout.device(config: .iPhone13).render(Size(), scale: 1)
    #expect(image.pixel(x: 195 - 7, y: 47 + (844 - 47 - 34) / 2) != Bitmap.Pixel(255, 59, 48), "10 wide, not 20")
    #expect(image.pixel(x: 195, y: 47 + (844 - 47 - 34) / 2) == Bitmap.Pixel(255, 59, 48))
  }
}
