import Flipbook
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

// # swift-snapshot-testing's image strategy for Flipbook views
//
// On iOS, `assertSnapshot(of: view, as: .image)` hosts a SwiftUI view in a
// window and takes a `UIImage`; swift-snapshot-testing has no image
// strategy on Linux. These are the same strategies on Flipbook: the view is
// rendered as a preview of it would be (`Preview.render`), the snapshot is
// a PNG in swift-snapshot-testing's own `__Snapshots__/<file>/<test>.<n>.png`
// layout, and its record modes, traits (`.snapshots(record:)`) and failure
// reports are its own: only the picture is made here.

extension Snapshotting where Value: Flipbook.View, Format == UIImage {
  /// The view as an image: the size it picks, at the default device's
  /// scale, light, compared exactly (or, with the suite's switch on, as a
  /// reference recorded on iOS: `SnapshotReferences`).
  public static var image: Snapshotting { .image() }

  /// The view as an image, with iOS's parameters (`drawHierarchyInKeyWindow`
  /// as iOS draws it: false, the default, draws as `CALayer.render(in:)`
  /// does, each inset-grouped list row a card of its own; true as the
  /// screen shows it) and Flipbook's
  /// `scale`, `colorScheme`, `crossRenderer` and `textAsBoxes`.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match.
  ///   - perceptualPrecision: How close a pixel's colour must be (CIEDE2000).
  ///   - layout: `.sizeThatFits` (default: the view at its smallest, 0 × 0
  ///     offered as on iOS; the recording device's screen when that is
  ///     empty), `.fixed(width:height:)` or `.device(config:)`.
  ///   - traits: iOS's trait override (appearance, Dynamic Type category,
  ///     layout direction, size classes, display scale).
  ///   - scale: Pixels per point (default: the traits', else the recording
  ///     device's, else `ViewImageConfig.recordingScale`; a reference of
  ///     another device scale is then matched).
  ///   - colorScheme: Light (default) or dark.
  ///   - crossRenderer: For references recorded on the iOS simulator:
  ///     antialiasing differences of shared edges don't count (nil: the
  ///     suite's switch decides, `SnapshotReferences.current`).
  ///   - textAsBoxes: Text runs compared by their ink's box and likeness,
  ///     not their pixels (`TextBoxComparison`; nil: the suite's switch).
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
    layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init(), scale: CGFloat? = nil,
    colorScheme: ColorScheme? = nil, crossRenderer: Bool? = nil, textAsBoxes: Bool? = nil
  ) -> Snapshotting {
    Snapshotting<UIImage, UIImage>(
      pathExtension: "png",
      diffing: .image(
        precision: precision, perceptualPrecision: perceptualPrecision, crossRenderer: crossRenderer,
        textAsBoxes: textAsBoxes)
    ).pullback { view in
      let held = HeldView(view: view)
      return SnapshotImage.snapshot(
        "the view cannot be rendered for its snapshot", scaleIsGiven: scale != nil || traits.hasDisplayScale,
        statusBarFloor: layout.statusBarFloor
      ) { target in
        let session = try layout.session(
          held.view, traits: traits, scale: target?.scale ?? scale, colorScheme: colorScheme,
          device: target?.device ?? SnapshotReferences.current.device, hostStatusBar: target?.hostStatusBar,
          rendersLayers: !drawHierarchyInKeyWindow)
        return (try session.image(), session)
      }
    }
  }
}

/// A value carried in a snapshot so that its comparison can render it
/// again for the reference. `@unchecked Sendable`: swift-snapshot-testing
/// makes the snapshot and compares it one after the other on the asserting
/// test's thread, and the value is only read.
struct HeldView<V>: @unchecked Sendable {
  let view: V
}

extension SwiftUISnapshotLayout {
  /// A preview of `view` laid out this way, in `colorScheme`.
  func preview<V: Flipbook.View>(of view: V, colorScheme: ColorScheme) -> Preview {
    var preview = Preview(nil, nonisolated: { view })
    preview.traits.colorScheme = colorScheme
    switch self {
    case .sizeThatFits:
      preview.traits.layout = .sizeThatFits
    case .fixed(let width, let height):
      preview.traits.layout = .fixed(width: width, height: height)
    case .device(let config):
      // A config with a size renders on its own screen (`session`); one
      // without sizes the view to fit, as the library does.
      preview.traits.layout = config.size.map { .fixed(width: $0.width, height: $0.height) } ?? .sizeThatFits
    }
    return preview
  }
}

extension Snapshotting where Value: Flipbook.View, Format == String {
  /// What the view draws, as its display list printed
  /// (`DisplayList.description`): every path, glyph run, image and effect
  /// in drawing order, figures to two decimals. A text snapshot that
  /// reads in a review and survives renderer changes that move no drawing
  /// call; rendered as `.image` renders (the view as it appears: `SwiftUISnapshotLayout.snapshotTime`).
  public static var displayList: Snapshotting { .displayList() }

  /// The display list of the view laid out by `layout`, in `colorScheme`.
  public static func displayList(
    layout: SwiftUISnapshotLayout = .sizeThatFits, colorScheme: ColorScheme = .light
  ) -> Snapshotting {
    SimplySnapshotting<String>.lines.pullback { view in
      do {
        return try layout.session(view, colorScheme: colorScheme).displayList().description + "\n"
      } catch {
        GoldenReport.fail("the view cannot be laid out for its display-list snapshot: \(error)", GoldenCallSite())
        return "(the view cannot be laid out: \(error))\n"
      }
    }
  }

  /// The laid-out tree as text (`ImageRenderer.layoutDescription`): each
  /// view's types and frame, one line each. Cheap, and reviewable in a
  /// diff.
  public static var layout: Snapshotting { .layout(proposal: .unspecified) }

  /// The laid-out tree for a proposed size.
  public static func layout(proposal: ProposedViewSize) -> Snapshotting {
    SimplySnapshotting<String>.lines.pullback { view in
      let renderer = ImageRenderer(content: view)
      renderer.proposedSize = proposal
      return renderer.layoutDescription + "\n"
    }
  }
}
