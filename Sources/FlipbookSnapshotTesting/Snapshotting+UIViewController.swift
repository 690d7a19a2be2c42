import Flipbook
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

// swift-snapshot-testing's image strategies for view controllers, as iOS
// spells them: `assertSnapshot(of: UIHostingController(rootView: view),
// as: .image(on: .iPhone13))`. The controller's root view is rendered on the
// configured device (the default device without a config), with the
// traits' appearance, Dynamic Type category, layout direction and scale;
// `size` renders it at a fixed size instead. A container controller or view
// (a hosting controller added with `addChild` and `addSubview`, placed by
// constraints or autoresizing) is laid out on that screen and drawn view by
// view (UIKitHierarchy.swift in Flipbook). One that hosts no SwiftUI view
// and has no subviews fails the snapshot with a message.

extension Snapshotting where Value: UIViewController, Format == UIImage {
  /// The controller's view on the recording device (else the default
  /// device).
  public static var image: Snapshotting { .image() }

  /// The controller's view on `config`'s device, or at `size` when given;
  /// `crossRenderer` and `textAsBoxes` as the view strategy's (nil: the
  /// suite's switch).
  public static func image(
    on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init(), crossRenderer: Bool? = nil, textAsBoxes: Bool? = nil
  ) -> Snapshotting {
    strategy(
      layout: size.map { .fixed(width: $0.width, height: $0.height) } ?? .device(config: config), precision: precision,
      perceptualPrecision: perceptualPrecision, traits: traits, crossRenderer: crossRenderer, textAsBoxes: textAsBoxes)
  }

  /// The controller's view on the recording device (else the default
  /// device), or at `size` when given (`drawHierarchyInKeyWindow`: false,
  /// the default, draws as iOS's `CALayer.render(in:)`, each inset-grouped
  /// list row a card of its own; true as the screen shows it).
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init(), crossRenderer: Bool? = nil, textAsBoxes: Bool? = nil
  ) -> Snapshotting {
    strategy(
      layout: size.map { .fixed(width: $0.width, height: $0.height) }, precision: precision,
      perceptualPrecision: perceptualPrecision, traits: traits, crossRenderer: crossRenderer, textAsBoxes: textAsBoxes,
      rendersLayers: !drawHierarchyInKeyWindow)
  }

  private static func strategy(
    layout: SwiftUISnapshotLayout?, precision: Float, perceptualPrecision: Float, traits: UITraitCollection,
    crossRenderer: Bool?, textAsBoxes: Bool?, rendersLayers: Bool = true
  ) -> Snapshotting {
    Snapshotting<UIImage, UIImage>(
      pathExtension: "png",
      diffing: .image(
        precision: precision, perceptualPrecision: perceptualPrecision, crossRenderer: crossRenderer,
        textAsBoxes: textAsBoxes)
    ).pullback { controller in
      guard let hosted = controller.snapshotContent else {
        return SnapshotImage(
          bitmap: failedSnapshot(
            "\(type(of: controller)) hosts no SwiftUI view and its view has no subviews: nothing to render"),
          scale: 1)
      }
      let held = HeldView(view: hosted)
      let afterFirstTurn = controller.windowAppearance?.turned ?? false
      // As iOS: with no config and no size, the controller's view at its
      // frame's size when the code set one (a helper hosting a component
      // in a window of its size), else the screen's.
      let frame = controller.view.frame.size
      let layout = layout
        ?? (frame.width > 0 && frame.height > 0 && frame != UIScreen.main.bounds.size
          ? .fixed(width: frame.width, height: frame.height) : nil)
      return SnapshotImage.snapshot(
        "the view controller cannot be rendered for its snapshot", scaleIsGiven: traits.hasDisplayScale,
        statusBarFloor: layout?.statusBarFloor
      ) { target in
        let device = target?.device ?? SnapshotReferences.current.device
        let session: RenderSession
        if let layout {
          session = try layout.session(
            held.view, traits: traits, scale: target?.scale, device: device, hostStatusBar: target?.hostStatusBar,
            afterFirstTurn: afterFirstTurn, rendersLayers: rendersLayers)
        } else {
          // No config: the recording device's (else the default device's) screen.
          var preview = SwiftUISnapshotLayout.sizeThatFits.preview(
            of: held.view.transformEnvironment(\.self) {
              $0 = traits.apply(to: $0)
              $0.snapshotRendersLayers = rendersLayers
            },
            colorScheme: SnapshotReferences.current.colorScheme(for: traits))
          preview.traits.layout = .device
          if let device { preview.traits.device = device }
          session = try RenderSession(
            preview: preview, scale: target?.scale ?? (traits.hasDisplayScale ? traits.displayScale : nil),
            colorScheme: nil, settleTime: SwiftUISnapshotLayout.currentSnapshotTime, fittingProposal: nil,
            afterFirstTurn: afterFirstTurn)
        }
        return (try session.image(), session)
      }
    }
  }
}

extension Snapshotting where Value: UIView, Format == UIImage {
  /// A hosting controller's view at its frame's size (the default
  /// device's screen until set), as iOS's `.image` for a `UIView`.
  public static var image: Snapshotting { .image() }

  /// A hosting controller's view at `size` (its frame's size when nil),
  /// with `traits`; a view that hosts no SwiftUI view fails the snapshot.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
    traits: UITraitCollection = .init(), crossRenderer: Bool? = nil, textAsBoxes: Bool? = nil
  ) -> Snapshotting {
    Snapshotting<UIImage, UIImage>(
      pathExtension: "png",
      diffing: .image(
        precision: precision, perceptualPrecision: perceptualPrecision, crossRenderer: crossRenderer,
        textAsBoxes: textAsBoxes)
    ).pullback { view in
      guard let hosted = view.snapshotContent else {
        return SnapshotImage(
          bitmap: failedSnapshot("\(type(of: view)) hosts no SwiftUI view and has no subviews: nothing to render"),
          scale: 1)
      }
      let frame = size ?? view.bounds.size
      let layout: SwiftUISnapshotLayout =
        frame.width > 0 && frame.height > 0 ? .fixed(width: frame.width, height: frame.height) : .sizeThatFits
      let held = HeldView(view: hosted)
      let afterFirstTurn = view.windowAppearance?.turned ?? false
      return SnapshotImage.snapshot(
        "the view cannot be rendered for its snapshot", scaleIsGiven: traits.hasDisplayScale,
        statusBarFloor: layout.statusBarFloor
      ) { target in
        let session = try layout.session(
          held.view, traits: traits, scale: target?.scale, device: target?.device ?? SnapshotReferences.current.device,
          hostStatusBar: target?.hostStatusBar, afterFirstTurn: afterFirstTurn, rendersLayers: !drawHierarchyInKeyWindow)
        return (try session.image(), session)
      }
    }
  }
}
