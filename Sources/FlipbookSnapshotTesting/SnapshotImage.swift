import Flipbook
import FlipbookTesting
import Encoders
import Foundation
import SnapshotTesting
import Testing

// # The image strategies' snapshot value
//
// swift-snapshot-testing makes a snapshot value, then hands it with the
// reference to the strategy's diffing. Flipbook's value is more than its
// pixels: the boxes of the text runs its display list draws (so that text
// can be compared by its ink: TextBoxComparison) and the way to render the
// same view again at another scale or on another device (so that a
// reference recorded on another simulator is compared with the view as
// that simulator would have drawn it). Both travel inside the value; the
// file on disk is still a plain PNG, and a reference read from it has its
// pixels only.
//
// The comparison then decides, at the moment it runs, how strict to be:
// an assertion's own `crossRenderer:` and `textAsBoxes:` when given, else
// the suite's switch (`SnapshotReferences.current`: the `.iOSReferences`
// trait, `withIOSReferences`, `FLIPBOOK_IOS_REFERENCES`). When the sizes
// differ and the value can render again, it looks for the render the
// reference was made from, in this order: another device scale (1, 2, 3)
// giving the reference's exact size; with text compared by boxes, a size
// within the text's slack (this one, then another scale); with no device
// named for the suite, the one known screen whose portrait width at its
// scale is the reference's width, said in the failure message. Anything
// else is compared as it is, and fails naming both sizes. An iOS reference
// of the same size that fails is tried once more under the Dynamic Island
// phones' 54-pt status bar where a device config's top inset is shorter
// (`SwiftUISnapshotLayout.statusBarFloor`), when no device is named.

/// How a snapshot is rendered again: at a scale, on a device's screen.
public struct SnapshotTarget: Hashable, Sendable {
  /// Pixels per point.
  public var scale: CGFloat
  /// The device (nil: the strategy's own).
  public var device: PreviewDevice?
  /// The status bar height of the simulator that recorded the reference,
  /// which a device config's top inset takes where it is taller (nil: the
  /// device's; see `SwiftUISnapshotLayout.statusBarFloor`).
  public var hostStatusBar: CGFloat?

  /// A target: `scale` pixels per point, on `device` (nil: the
  /// strategy's), under a status bar `hostStatusBar` points tall (nil: the
  /// device's).
  public init(scale: CGFloat, device: PreviewDevice? = nil, hostStatusBar: CGFloat? = nil) {
    self.scale = scale
    self.device = device
    self.hostStatusBar = hostStatusBar
  }
}

/// A rendered snapshot: its image, the boxes of the text it draws, and the
/// way to render it again (see the file's note).
///
/// It is a `UIImage`, as the image strategies' format is on iOS: a suite's
/// own helpers, written `Snapshotting<UIView, UIImage>` or `extension
/// Snapshotting where Value: SwiftUI.View, Format == UIImage`, compile and
/// get it; it draws its pixels wherever a `UIImage` is drawn.
public final class SnapshotImage: UIImage, @unchecked Sendable {
  /// The image.
  public let bitmap: Bitmap
  /// The text runs' boxes, in points (none for a reference read from disk).
  public let textBoxes: [CGRect]
  /// Each box's run length in characters (parallel to `textBoxes`; empty
  /// when unknown: every run is then judged as a long one).
  public let textLengths: [Int]
  /// The boxes, in points, of the images drawn from lossy files (JPEG) or
  /// resampled (raster images drawn at another size than their pixels),
  /// whose pixels another decoder or resampling filter gives a few levels
  /// apart (see `GoldenComparison.decoderNoise`).
  public let decodedImageBoxes: [CGRect]
  /// The device it was rendered on, when the suite named one or the
  /// comparison assumed one.
  public let device: PreviewDevice?
  /// Renders the same view again for another target (nil: it can't be, or
  /// the strategy was given its scale).
  public let rerender: (@Sendable (SnapshotTarget) throws -> SnapshotImage)?
  /// The top inset of the device config it was laid out in, which the
  /// recording simulator's status bar raises where taller (nil: none can;
  /// see `SwiftUISnapshotLayout.statusBarFloor`).
  public let statusBarFloor: CGFloat?
  /// The status bar height it was rendered under, when a comparison
  /// assumed one (nil: the config's inset, or the named device's bar).
  public let hostStatusBar: CGFloat?

  /// Creates a snapshot value; `scale` is pixels per point.
  public init(
    bitmap: Bitmap, textBoxes: [CGRect] = [], textLengths: [Int] = [], decodedImageBoxes: [CGRect] = [],
    scale: CGFloat, device: PreviewDevice? = nil, statusBarFloor: CGFloat? = nil, hostStatusBar: CGFloat? = nil,
    rerender: (@Sendable (SnapshotTarget) throws -> SnapshotImage)? = nil
  ) {
    self.statusBarFloor = statusBarFloor
    self.hostStatusBar = hostStatusBar
    self.bitmap = bitmap
    self.textBoxes = textBoxes
    self.textLengths = textLengths
    self.decodedImageBoxes = decodedImageBoxes
    self.device = device
    self.rerender = rerender
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let source = try? ImageSource(bitmap: bitmap)
    super.init(
      content: source.map { .source($0) } ?? .empty,
      size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale), scale: scale)
  }

  /// `image` as a snapshot value: itself when it is one, else its pixels
  /// (drawn at its scale) with no text boxes and no way to render again:
  /// a `UIImage` a suite's own strategy made, compared as an image.
  public static func of(_ image: UIImage) -> SnapshotImage {
    if let snapshot = image as? SnapshotImage { return snapshot }
    guard let bitmap = image.drawn() else {
      return SnapshotImage(bitmap: failedSnapshot("the image has no pixels to compare"), scale: 1)
    }
    return SnapshotImage(bitmap: bitmap, scale: image.scale)
  }

  /// This snapshot rendered again the way `reference` was, when their sizes
  /// differ (see the file's note): the render, and the device it assumed
  /// from the reference's width (nil when none); nil when no render is
  /// closer than this one.
  func matching(_ reference: Bitmap, textAsBoxes: Bool, guessDevice: Bool) -> (SnapshotImage, assumed: DeviceScreen?)? {
    guard !hasSize(of: reference), let rerender else { return nil }
    // Each other device scale rendered once: the first of the reference's
    // size wins; else, with text by boxes, this render when within the
    // text's slack, or the first other one that is.
    var near: SnapshotImage?
    for other in ReferenceScale.deviceScales where other != scale {
      guard let again = try? rerender(SnapshotTarget(scale: other, device: device, hostStatusBar: hostStatusBar))
      else { continue }
      if again.hasSize(of: reference) { return (again, nil) }
      if textAsBoxes, near == nil, again.comparable(with: reference) { near = again }
    }
    if textAsBoxes {
      if comparable(with: reference) { return nil }
      if let near { return (near, nil) }
    }
    guard guessDevice, let screen = Self.screen(ofWidth: reference.width) else { return nil }
    guard
      let again = try? rerender(
        SnapshotTarget(scale: screen.scale, device: PreviewDevice(rawValue: screen.names[0]), hostStatusBar: hostStatusBar))
    else { return nil }
    return again.hasSize(of: reference) || (textAsBoxes && again.comparable(with: reference)) ? (again, screen) : nil
  }

  func hasSize(of reference: Bitmap) -> Bool { reference.width == bitmap.width && reference.height == bitmap.height }

  private func comparable(with reference: Bitmap) -> Bool {
    TextBoxComparison.sizesAreComparable(
      expected: (reference.width, reference.height), actual: (bitmap.width, bitmap.height), textBoxes: textBoxes,
      scale: scale)
  }

  /// The one known screen whose portrait width at its scale is `pixels`
  /// (screens of the same size and scale under several names count once);
  /// nil when none or several are.
  static func screen(ofWidth pixels: Int) -> DeviceScreen? {
    var found: [DeviceScreen] = []
    for screen in DeviceScreen.known where Int((screen.size.width * screen.scale).rounded()) == pixels {
      if !found.contains(where: { $0.size == screen.size && $0.scale == screen.scale }) { found.append(screen) }
    }
    return found.count == 1 ? found[0] : nil
  }
}

/// The glyph-box strategies' value, by its earlier name.
public typealias TextBoxedImage = SnapshotImage

extension Diffing where Value == UIImage {
  /// Compares images as `Diffing<Bitmap>.image` does, or, for references
  /// recorded on iOS, text by its boxes (`TextBoxComparison`) and edges'
  /// antialiasing forgiven: `crossRenderer` and `textAsBoxes` when given,
  /// else the suite's switch (`SnapshotReferences.current`), read when the
  /// comparison runs. `scale` (iOS's parameter: the scale references are
  /// read at) is accepted; a reference's pixels are compared as they are.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil, crossRenderer: Bool? = nil,
    textAsBoxes: Bool? = nil
  ) -> Diffing {
    let pixels = Diffing<Bitmap>.image(precision: precision, perceptualPrecision: perceptualPrecision)
    return .diff(
      toData: { pixels.toData(SnapshotImage.of($0).bitmap) },
      fromData: { SnapshotImage(bitmap: pixels.fromData($0), scale: 1) },
      diffV2: { expected, actual in
        let expected = SnapshotImage.of(expected)
        var actual = SnapshotImage.of(actual)
        let suite = SnapshotReferences.current
        let byBoxes = textAsBoxes ?? suite.recordedOnIOS
        var tolerance = GoldenTolerance.perceptual(
          precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
        if crossRenderer ?? suite.recordedOnIOS { tolerance = tolerance.ignoringAntialiasing() }
        var assumed = ""
        if let (again, screen) = actual.matching(expected.bitmap, textAsBoxes: byBoxes, guessDevice: suite.device == nil) {
          actual = again
          if let screen {
            let size = "\(Int(screen.size.width)) × \(Int(screen.size.height))"
            assumed = "; compared as recorded on a \(size)-pt screen at \(Int(screen.scale))× (\(expected.bitmap.width) px "
              + "wide: \(screen.names.joined(separator: ", "))); FLIPBOOK_RECORDING_DEVICE or .iOSReferences(device:) "
              + "names the device"
          }
        }
        func compare(_ actual: SnapshotImage) -> (passes: Bool, summary: String, classes: [UInt8]?) {
          if byBoxes {
            let comparison = TextBoxComparison(
              expected: expected.bitmap, actual: actual.bitmap, textBoxes: actual.textBoxes,
              textLengths: actual.textLengths, scale: actual.scale, tolerance: tolerance,
              decodedImageBoxes: actual.decodedImageBoxes)
            return (comparison.passes, comparison.summary, comparison.classes)
          }
          let comparison = GoldenComparison(
            expected: expected.bitmap, actual: actual.bitmap, tolerance: tolerance,
            decodedRegions: GoldenComparison.pixelRegions(
              actual.decodedImageBoxes, scale: actual.scale, width: actual.bitmap.width, height: actual.bitmap.height),
            scale: actual.scale)
          return (comparison.passes, comparison.summary, comparison.classes)
        }
        var (passes, summary, classes) = compare(actual)
        // A reference recorded on iOS under a simulator whose status bar is
        // taller than the config's top inset (see
        // `SwiftUISnapshotLayout.statusBarFloor`): with no device named, the
        // status bars of the simulators Xcode has offered first are tried
        // in turn where taller than the inset (`hostStatusBars`: 54 pt, the
        // Dynamic Island phones since 2022; 47, the iPhone 12 to 14 from
        // 2020; 48 and 44, the iPhone 11 and XS), and the first that makes
        // the comparison pass is kept and said (a named device's own bar is
        // applied from the first render).
        if !passes, suite.device == nil, byBoxes || (crossRenderer ?? suite.recordedOnIOS),
          let floor = actual.statusBarFloor, actual.hostStatusBar == nil, let rerender = actual.rerender
        {
          for bar in DeviceScreen.hostStatusBars where bar > floor {
            guard let again = try? rerender(SnapshotTarget(scale: actual.scale, device: actual.device, hostStatusBar: bar)),
              again.hasSize(of: expected.bitmap), case let tried = compare(again), tried.passes
            else { continue }
            (actual, passes, summary, classes) = (again, tried.passes, tried.summary, tried.classes)
            let names = DeviceScreen.known.filter { $0.isPhone && $0.statusBarHeight == bar }.flatMap(\.names)
            assumed += "; compared as recorded on a simulator whose status bar is \(Int(bar)) pt (\(names.prefix(4).joined(separator: ", "))), "
              + "which a hosting controller's safe area takes over the config's \(Int(floor)) pt; "
              + "FLIPBOOK_RECORDING_DEVICE names the simulator"
            break
          }
        }
        return SnapshotReport.outcome(
          expected: expected.bitmap, actual: actual.bitmap, passes: passes, summary: summary + assumed, tolerance: tolerance,
          classes: classes)
      })
  }
}

extension SnapshotImage {
  /// A strategy's snapshot: `render(target)` for the strategy's own target
  /// (nil: its scale and the suite's device), with the way to render it
  /// again unless `scaleIsGiven`; a failed test and a placeholder when it
  /// throws (strategies cannot throw).
  static func snapshot(
    _ failure: String, scaleIsGiven: Bool, statusBarFloor: CGFloat? = nil,
    _ render: @escaping @Sendable (SnapshotTarget?) throws -> (Bitmap, RenderSession?)
  ) -> SnapshotImage {
    do {
      return try make(scaleIsGiven: scaleIsGiven, statusBarFloor: statusBarFloor, target: nil, render)
    } catch {
      return SnapshotImage(bitmap: failedSnapshot("\(failure): \(error)"), scale: 1)
    }
  }

  private static func make(
    scaleIsGiven: Bool, statusBarFloor: CGFloat?, target: SnapshotTarget?,
    _ render: @escaping @Sendable (SnapshotTarget?) throws -> (Bitmap, RenderSession?)
  ) throws -> SnapshotImage {
    let (bitmap, session) = try render(target)
    let list = try session?.displayList()
    let runs = list?.textRuns ?? []
    let scale = session?.scale ?? bitmap.scale
    // Rendered again at the same moment (a `.wait(for:on:)`'s, when inside one).
    let waited = SwiftUISnapshotLayout.waitedTime
    return SnapshotImage(
      bitmap: bitmap, textBoxes: runs.map { $0.box }, textLengths: runs.map { $0.characters },
      decodedImageBoxes: list?.resampledImageBoxes(scale: scale) ?? [],
      scale: scale, device: target?.device ?? SnapshotReferences.current.device,
      statusBarFloor: statusBarFloor, hostStatusBar: target?.hostStatusBar,
      rerender: scaleIsGiven
        ? nil
        : { @Sendable target in
          try SwiftUISnapshotLayout.$waitedTime.withValue(waited) {
            try make(scaleIsGiven: false, statusBarFloor: statusBarFloor, target: target, render)
          }
        })
  }
}

extension Snapshotting where Format == UIImage {
  /// The strategy's snapshot `duration` seconds after the view appears, as
  /// swift-snapshot-testing's `wait(for:on:)` takes it on iOS after the run
  /// loop ran that long: here on film time, at once (no real waiting),
  /// with the timers, delayed and async blocks, tasks and animations due by
  /// then run (`SwiftUISnapshotLayout.currentSnapshotTime`; at most 60 s).
  public static func wait(for duration: TimeInterval, on strategy: Self) -> Self {
    let seconds = duration.isFinite ? min(max(duration, 0), 60) : 0
    return Self(
      pathExtension: strategy.pathExtension, diffing: strategy.diffing,
      asyncSnapshot: { value in
        Async { callback in
          SwiftUISnapshotLayout.$waitedTime.withValue(seconds) { strategy.snapshot(value).run(callback) }
        }
      })
  }
}
