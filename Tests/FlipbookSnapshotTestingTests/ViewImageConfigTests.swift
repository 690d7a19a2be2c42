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
  /// sets it (body text 16 pt, a point smaller than the default), on iOS
  /// 17 and 18 alike; on iOS 18 a List's rows keep `.large`. The
  /// assertion's own category applies everywhere on either.
  @Test @MainActor func iPhonePresetsUseTheMediumTextSizeButIOS18ListsDoNot() throws {
    struct Size: View {
      @Environment(\.dynamicTypeSize) var size
      var body: some View {
        Color.red.frame(width: size == .medium ? 10 : size == .large ? 20 : 30, height: 10)
      }
    }
    struct Screen: View {
      var body: some View {
        VStack(spacing: 0) {
          Size()
          List { Size() }
        }
      }
    }
    /// The red run's width in the top row and in the list's row.
    func widths(release: Int, traits: UITraitCollection = .init()) throws -> (outside: Int, inList: Int) {
      try SnapshotReferences.$scoped.withValue(SnapshotReferences(release: release)) {
        let image = try SwiftUISnapshotLayout.device(config: .iPhone13).render(Screen(), traits: traits, scale: 1)
        let red = Bitmap.Pixel(255, 59, 48)
        let rows = (0..<image.height).map { y in (0..<image.width).filter { image.pixel(x: $0, y: y) == red }.count }
        let runs = rows.filter { $0 > 0 }
        return (runs.first ?? 0, runs.last ?? 0)
      }
    }
    #expect(try widths(release: 17) == (10, 10))
    #expect(try widths(release: 18) == (10, 20))
    #expect(try widths(release: 26) == (10, 20))
    let extraLarge = UITraitCollection(preferredContentSizeCategory: .extraLarge)
    #expect(try widths(release: 17, traits: extraLarge) == (30, 30))
    #expect(try widths(release: 18, traits: extraLarge) == (30, 30))
  }

  /// The preset's `.medium` gives the smaller spinner (57 px across at 3×,
  /// Foodybite's iOS 17 and 18.1 loading screens); the assertion's own
  /// `.large` gives the 60-px one.
  @Test @MainActor func thePresetsTextSizeSetsTheSpinnersSize() throws {
    func inkWidth(release: Int, traits: UITraitCollection = .init()) throws -> Int {
      try SnapshotReferences.$scoped.withValue(SnapshotReferences(release: release)) {
        let image = try SwiftUISnapshotLayout.device(config: .iPhone13).render(ProgressView(), traits: traits, scale: 3)
        let xs: [Int] = (0..<image.height).flatMap { y -> [Int] in
          (0..<image.width).filter { image.pixel(x: $0, y: y).red < 250 }
        }
        return xs.max()! - xs.min()! + 1
      }
    }
    #expect(try inkWidth(release: 18) == 57)
    #expect(try inkWidth(release: 17) == 57)
    #expect(try inkWidth(release: 18, traits: UITraitCollection(preferredContentSizeCategory: .large)) == 60)
  }

  /// `FLIPBOOK_IOS_LOOK`'s values name the release; anything else is 18.
  @Test func theReleaseComesFromTheLookSwitch() {
    #expect(SnapshotReferences.release(fromLook: "17") == 17)
    #expect(SnapshotReferences.release(fromLook: "iOS 17.5") == 17)
    #expect(SnapshotReferences.release(fromLook: "26") == 26)
    #expect(SnapshotReferences.release(fromLook: "18") == 18)
    #expect(SnapshotReferences.release(fromLook: nil) == 18)
    #expect(SnapshotReferences.release(fromLook: "banana") == 18)
  }

}
