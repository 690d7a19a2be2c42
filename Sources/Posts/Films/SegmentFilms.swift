import Flipbook

/// The segment-control post's pictures, stage by stage: each film or still
/// runs the code the post shows at that point (`SegmentControl/Stages/`,
/// and the final `TabSegmentControlView`), as the control's row in the
/// recordings: 390 pt wide (the phone), the 87 pt row, 1.5 px a point,
/// 30 fps, with the taps at the recordings' instants (measured from when
/// each change starts; the recordings show a phone and a cursor, the films
/// the control only).
extension Film {
  /// The segment films, in the post's order.
  static var segment: [Film] {
    [
      segmentDemoV1, segmentDemoV2, segmentSimpleSelector, segmentSimpleSelector2,
      segmentSimpleSelectorDemo, segmentSimpleSelectorDemo2, segmentSelectorDemo, segmentElement,
    ]
  }

  /// The post's tint (`#006E3D`, measured from the GIFs) and items.
  enum Segment {
    static let tint = Color(red: 0, green: 110 / 255, blue: 61 / 255)
    static let picker = Color.white
    static let items: [TabSegmentControlView.ElementData] = [
      .init(title: "offline", imageName: "house"),
      .init(title: "online", imageName: "wifi"),
      .init(title: "cab", imageName: "car"),
      .init(title: "parcel", imageName: "parcel"),
    ]
    /// The phone's width and the row's height, in points.
    static let size = CGSize(width: 390, height: 87)

    /// The middle of item `index` in a row of four filling 390 pt
    /// (`HStack`'s 8 pt spacing: items 91.5 pt wide).
    static func item(_ index: Int) -> CGPoint {
      CGPoint(x: 45.75 + 99.5 * CGFloat(index), y: 43.5)
    }

    /// A film of the row at the post's size, scale, tint and 30 fps, with
    /// `stage` over the selection, tapped as `script` says.
    static func film<Stage: View>(
      _ name: String, _ summary: String, selection: Int = 0, script: [FilmStep<Int>],
      stage: @escaping (Binding<Int>) -> Stage
    ) -> Film {
      Film(name, summary: summary, size: size, scale: 1.5, background: tint, fps: 30, state: selection, script: script) {
        stage($0)
      }
    }

    /// A script of taps on items at instants (seconds), lasting `duration`.
    static func taps(_ taps: [(time: Double, item: Int)], duration: Double, at point: (Int) -> CGPoint = item)
      -> [FilmStep<Int>] {
      var script: [FilmStep<Int>] = []
      var now = 0.0
      for tap in taps {
        script += [.wait(tap.time - now), .tap(at: point(tap.item))]
        now = tap.time
      }
      return script + [.wait(duration - now)]
    }
  }

  /// `demo_v1.gif`: items tapped 0 → 1 → 2 → 3; the selected one vanishes
  /// into the tint at once. 2.43 s.
  static var segmentDemoV1: Film {
    Segment.film(
      "segment-demo-v1", "The segment items in a row, tapped without animation (demo_v1.gif)",
      script: Segment.taps([(0.15, 1), (0.985, 2), (1.55, 3)], duration: 2.43)
    ) {
      SegmentDemoV1(items: Segment.items, tintColor: Segment.tint, pickerColor: Segment.picker, selection: $0)
    }
  }

  /// `demo_v2.gif`: the same taps, now with the icon's tint animated and
  /// the titles cross-fading. 2.11 s.
  static var segmentDemoV2: Film {
    Segment.film(
      "segment-demo-v2", "The segment items with animated tint and cross-faded titles (demo_v2.gif)",
      script: Segment.taps([(0.03, 1), (0.79, 2), (1.53, 3)], duration: 2.11)
    ) {
      SegmentDemoV2(items: Segment.items, tintColor: Segment.tint, pickerColor: Segment.picker, selection: $0)
    }
  }

  /// `simple_selector.png`: a white rectangle behind the row.
  static var segmentSimpleSelector: Film {
    Segment.film(
      "segment-simple-selector", "A still: the first selector, a rectangle as wide as the row (simple_selector.png)",
      script: []
    ) {
      SimpleSelector(items: Segment.items, tintColor: Segment.tint, pickerColor: Segment.picker, selection: $0)
    }
  }

  /// `simple_selector_2.png`: the selector one item wide.
  static var segmentSimpleSelector2: Film {
    Segment.film(
      "segment-simple-selector-2", "A still: the selector one item wide (simple_selector_2.png)",
      script: []
    ) {
      SimpleSelector2(items: Segment.items, tintColor: Segment.tint, pickerColor: Segment.picker, selection: $0)
    }
  }

  /// `simple_selector_demo.gif`: taps 0 → 1 → 2 → 3 → 0; the tints change
  /// but the selector stays on the first item. 4.63 s.
  static var segmentSimpleSelectorDemo: Film {
    Segment.film(
      "segment-simple-selector-demo", "The selector that does not follow the taps (simple_selector_demo.gif)",
      script: Segment.taps([(1.43, 1), (1.99, 2), (3.46, 3), (4.23, 0)], duration: 4.63)
    ) {
      SimpleSelector2(items: Segment.items, tintColor: Segment.tint, pickerColor: Segment.picker, selection: $0)
    }
  }

  /// `simple_selector_demo2.gif`: the selector slides to each tapped item,
  /// linear over 0.3 s. 3.46 s.
  static var segmentSimpleSelectorDemo2: Film {
    Segment.film(
      "segment-simple-selector-demo2", "The selector sliding to the tapped item (simple_selector_demo2.gif)",
      script: Segment.taps([(0.701, 1), (1.402, 2), (2.031, 3), (2.937, 0)], duration: 3.46)
    ) {
      SimpleSelectorDemo2(items: Segment.items, tintColor: Segment.tint, pickerColor: Segment.picker, selection: $0)
    }
  }

  /// `selector_demo.gif`: the final `TabSegmentControlView`, byte for byte
  /// the post's listing, "with some padding": the recording's control is
  /// 312 pt wide (its selector is 78 pt, a quarter), inset 39 pt on each
  /// side of the tint. Taps 1 → 2 → 0 → 1 → 0. 5.61 s.
  static var segmentSelectorDemo: Film {
    let inset: CGFloat = 39
    let step = (Segment.size.width - 2 * inset) / 4
    return Segment.film(
      "segment-selector-demo", "The final TabSegmentControlView and its SegmentSelectionShape (selector_demo.gif)",
      selection: 1,
      script: Segment.taps([(0.436, 2), (1.852, 0), (2.602, 1), (4.65, 0)], duration: 5.61) { index in
        CGPoint(x: inset + step * (CGFloat(index) + 0.5), y: 43.5)
      }
    ) {
      TabSegmentControlView(items: Segment.items, tintColor: Segment.tint, pickerColor: Segment.picker, selection: $0)
        .padding(.horizontal, inset)
        .background(Segment.tint)
    }
  }

  /// `element.png`: one item, its icon over its title, both in the default
  /// foreground (black). 166 × 162 px.
  static var segmentElement: Film {
    Film(
      "segment-element", summary: "A still: one segment item, icon over title (element.png)",
      size: CGSize(width: 166 / 1.5, height: 162 / 1.5), scale: 1.5, background: Segment.tint, fps: 30, script: []
    ) {
      SegmentElement(item: Segment.items[1])
    }
  }
}
