import Flipbook
import FlipbookSamples

extension SampleFolder {
  /// Every image of the five seed documents, regenerated from their code:
  /// what `Scripts/samples` writes to `samples/`, one folder per document.
  public static var posts: [SampleFolder] {
    [customControls, animatingComplexShapes, customSegmentControl, buildingCustomViews, playPause]
  }

  /// The lossy LZW bound of the samples' GIFs: at 8 their 12 GIFs take
  /// 1.26 MB instead of 1.51 MB, at a mean PSNR of 47–95 dB against the
  /// rendered frames (no change visible at 1:1 or magnified 2×), and no GIF
  /// is larger than lossless.
  static let lossy = 8

  /// Seed 000, "Custom controls in SwiftUI" (Pavel Zak, 2019).
  static var customControls: SampleFolder {
    SampleFolder(
      "custom-controls", title: "Custom controls in SwiftUI",
      notes: [
        """
        The recording's toggle track is tinted pink or blue with the selection; the post never shows the code \
        that does it, so the film draws the track as the post's `GenderToggle` does.
        """
      ],
      lossy: Self.lossy,
      samples: [
        Sample("06_toggle.gif", film: .genderToggle, source: "`GenderRow` and the post's `GenderToggle` (Posts/GenderToggle)"),
        Sample(
          "06_transformation.gif", film: .transformation,
          source: "`TransformationSchematic` over the post's `SexShape` (Posts/GenderToggle)"),
        Sample(
          "06_anatomy.png", film: .genderToggleAnatomy,
          source: "`GenderToggleAnatomy`: `GenderToggle`'s constants and shapes, with their dimensions (Posts/Diagrams)"),
        Sample(
          "06_draft.png", film: .sexShapeDraft,
          source: "`SexShapeDraft`: `SexShape`'s own path at `GenderToggle`'s size, its corners marked (Posts/Diagrams)"),
      ])
  }

  /// Seed 002, "Animating complex shapes in SwiftUI" (Pavel Zak, 2020).
  static var animatingComplexShapes: SampleFolder {
    SampleFolder(
      "animating-complex-shapes", title: "Animating complex shapes in SwiftUI",
      notes: [
        """
        Where the recordings show what the published code cannot draw, the samples follow the code: \
        the cut-out rectangle is `Color.green` (52, 199, 89), where the recording's fill is (92, 211, 112); \
        the chart's fill is the post's gradient over a flat background. The recordings also carry their \
        capture's ringing at edges (a dark line outside, a bright one inside), which nothing here draws.
        """
      ],
      lossy: Self.lossy,
      samples: [
        Sample(
          "07_cutoutrectangle.gif", film: .cutoutRectangle,
          source: "the post's `AnimationDemoView` and `CutOutRectangle` (Posts/AnimatingShapes)"),
        Sample("07_piechart.gif", film: .pieChart, source: "the post's `PieChart` of `WedgeShape`s (Posts/AnimatingShapes)"),
        Sample("07_chart.gif", film: .chart, source: "the post's `DemoChart` and `AnimatableVector` (Posts/AnimatingShapes)"),
        Sample(
          "07_shapes.gif", film: .morphingShapes,
          source: "`MorphingShapesDemo`, the challenge solved with the post's `AnimatableVector` (Posts/AnimatingShapes)"),
        Sample(
          "07_wedge.png", film: .wedgeDiagram,
          source: "`WedgeDiagram`: the post's `WedgeShape` in its rect, with arcs for its two angles (Posts/Diagrams)"),
      ])
  }

  /// Seed 001, "Custom SegmentControl in SwiftUI".
  static var customSegmentControl: SampleFolder {
    SampleFolder(
      "custom-segment-control", title: "Custom SegmentControl in SwiftUI",
      notes: [
        """
        The post shows its design as an SVG (`design.svg`); `design.png` redraws it from the post's code at 2×, \
        its news icon the closest symbol Flipbook draws (`doc.text`).
        """
      ],
      lossy: Self.lossy,
      samples: [
        Sample("demo_v1.gif", film: .segmentDemoV1, source: "the post's first items row (Posts/SegmentControl/Stages)"),
        Sample("demo_v2.gif", film: .segmentDemoV2, source: "the items with animated tint (Posts/SegmentControl/Stages)"),
        Sample("simple_selector.png", film: .segmentSimpleSelector, source: "the first selector (Posts/SegmentControl/Stages)"),
        Sample(
          "simple_selector_2.png", film: .segmentSimpleSelector2, source: "the selector one item wide (Posts/SegmentControl/Stages)"),
        Sample(
          "simple_selector_demo.gif", film: .segmentSimpleSelectorDemo,
          source: "the selector that doesn't follow the taps (Posts/SegmentControl/Stages)"),
        Sample(
          "simple_selector_demo2.gif", film: .segmentSimpleSelectorDemo2,
          source: "the selector sliding to the tapped item (Posts/SegmentControl/Stages)"),
        Sample(
          "selector_demo.gif", film: .segmentSelectorDemo,
          source: "the final `TabSegmentControlView` and `SegmentSelectionShape` (Posts/SegmentControl)"),
        Sample("element.png", film: .segmentElement, source: "`SegmentElement`, one item (Posts/SegmentControl/Stages)"),
        Sample(
          "design.png", film: .segmentDesign,
          source: "`SegmentDesign`: the bar, the items' icons and the post's `SegmentSelectionShape` (Posts/Diagrams)"),
      ])
  }

  /// Seed 003, notes on WWDC19 "Building Custom Views with SwiftUI".
  static var buildingCustomViews: SampleFolder {
    SampleFolder(
      "building-custom-views", title: "Building Custom Views with SwiftUI (WWDC19)",
      notes: [
        """
        The notes publish no images; these are the talk's layouts and its ring demo drawn from the notes' code. \
        The avocado is a drawn stand-in for the talk's `Image("20x20_avocado")`.
        """
      ],
      lossy: Self.lossy,
      samples: [
        Sample("avocado_toast_row.png", film: .avocadoToast(.plain), source: "`AvocadoToastRow`, the talk's first row (Posts/WWDCLayout)"),
        Sample(
          "avocado_toast_baseline.png", film: .avocadoToast(.baseline),
          source: "`AvocadoToastBaselineRow`, aligned on the last text baseline (Posts/WWDCLayout)"),
        Sample(
          "avocado_toast_mid_star.png", film: .avocadoToast(.midStar),
          source: "`AvocadoToastMidStarRow`, a custom alignment through the stars (Posts/WWDCLayout)"),
        Sample(
          "ring.png", film: .wwdcRing, at: 1.0,
          source: "the talk's `RingView` of wedges, its first wedge leaving (Posts/WWDCRing; `flipbook render wwdc-ring` draws the whole film)"),
      ])
  }

  /// Seed 004, the play/pause button tutorial.
  static var playPause: SampleFolder {
    SampleFolder(
      "play-pause", title: "Developing an animated button with SwiftUI",
      lossy: Self.lossy,
      samples: [
        Sample("PlayPause.gif", film: .playPause, source: "the tutorial's `PlayButton` and `PlayPauseShape` (Posts/PlayPause)"),
        Sample(
          "Figure5.png", film: .playPauseFigure(5),
          source: "`PlayPauseFigure`, the corners read from `PlayPauseShape`'s path at shift 0 (Posts/PlayPause)"),
        Sample(
          "Figure6.png", film: .playPauseFigure(6),
          source: "`PlayPauseFigure`, the corners read from `PlayPauseShape`'s path at shift 1 (Posts/PlayPause)"),
      ])
  }
}
