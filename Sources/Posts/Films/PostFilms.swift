import Flipbook

extension Film {
  /// The films of the posts' GIFs, each scripted to reproduce its
  /// reference (size, colours, timing, frame rate), in the order of
  /// `flipbook list`.
  public static var posts: [Film] {
    [genderToggle, transformation, cutoutRectangle, pieChart, chart, morphingShapes, playPause, wwdcRing] + segment
  }

  /// `06_toggle.gif`: the toggle row, tapped to girl and back to boy.
  /// 320 × 180 px (the GIF's 1.6 px per point), 25 fps, 4.12 s: 103 frames,
  /// the taps at 1.0 s and 2.6 s, as in the GIF.
  static var genderToggle: Film {
    let size = CGSize(width: 200, height: 112.5)
    let toggle = GenderRow.toggleCenter(in: size)
    return Film(
      "gender-toggle", summary: "The gender toggle row, tapped boy → girl → boy (06_toggle.gif)",
      size: size, scale: 1.6, background: GenderRow.rowColor, fps: 25, colorScheme: .dark,
      state: Gender.boy, script: [.wait(1.0), .tap(at: toggle), .wait(1.6), .tap(at: toggle), .wait(1.52)]
    ) { $gender in
      GenderRow(gender: $gender)
    }
  }

  /// `06_transformation.gif`: the cross's moving vertices turn red, then
  /// move down one stroke into the arrow's head. 336 × 340 px, 25 fps, 4.28 s.
  /// The recording shows the figure resized unevenly (a screen capture
  /// scaled to its GIF's size): its ten dots sit at x · 0.96 + 4.76 and
  /// y · 1.055 − 7.8 points of the post's geometry (least squares, within
  /// 2 px), so the film places the vertices there.
  static var transformation: Film {
    struct Figure {
      var arroweness: CGFloat = 0
      var highlighted = false
    }
    return Film(
      "transformation", summary: "SexShape's cross turning into the arrow head (06_transformation.gif)",
      size: CGSize(width: 168, height: 170), scale: 2, background: .white, fps: 25, state: Figure(), script: [
      .wait(0.15), .set(\.highlighted, to: true, animation: .easeInOut(duration: 1.3)),
      .wait(1.95), .set(\.arroweness, to: 1, animation: .easeInOut(duration: 1.7)),
      .wait(2.18),
    ]
    ) { $figure in
      TransformationSchematic(
        arroweness: figure.arroweness, highlightsMovingPoints: figure.highlighted,
        placement: CGAffineTransform(a: 0.96, b: 0, c: 0, d: 1.055, tx: 4.76, ty: -7.8))
    }
  }

  /// `07_cutoutrectangle.gif`: the post's `AnimationDemoView`, whose
  /// `onAppear` starts a `repeatForever` easeOut. One 0.8 s period at
  /// 25 fps (20 frames), so the GIF loops seamlessly. The recording is at
  /// 0.8 px a point: its corners cut 16 px deep at most, the post's 20
  /// points. Its rectangle's edges, at the half-way crossing between fill
  /// and background (its dark outer halo is the capture's ringing), are at
  /// x 22.2 … 176.3 and y 18.2 … 80.0 px. So the film is a 250 × 125 pt
  /// canvas at scale 0.8 around a 192.5 × 77.5 pt view moved to that
  /// centre. The recording's green (92, 211, 112) is not `Color.green`'s
  /// (52, 199, 89), which the code draws.
  static var cutoutRectangle: Film {
    Film(
      "cutout-rectangle", summary: "AnimationDemoView pulsing its cut-out corners forever (07_cutoutrectangle.gif)",
      size: CGSize(width: 250, height: 125), scale: 0.8, background: Color(hex: 0x393939), fps: 25, script: [.wait(0.8)]
    ) {
      AnimationDemoView().frame(width: 192.5, height: 77.5).offset(x: -0.9, y: -1.1)
    }
  }

  /// `07_piechart.gif`: three wedges spring to new shares and back.
  /// 260 × 200 px at 33⅓ fps (the GIF's 3 cs frames), 4.56 s: 152 frames.
  /// The GIF's spring overshoots by about 14 % with its first peak 0.6 s
  /// in: a response of 1 s and damping fraction 0.55. The pie is the
  /// recording's ellipse, fitted to its edge (the half-way crossing on 180
  /// rays, in every sampled frame): 248 × 186.5 px centred 0.28 px right
  /// of and 0.66 px above the canvas's middle, so 248 × 186 pt offset by
  /// that (a frame's edges fall on pixels; an offset need not).
  static var pieChart: Film {
    let spring = Animation.spring(response: 1, dampingFraction: 0.55)
    let thirds = [1.0 / 3, 1.0 / 3, 1.0 / 3]
    return Film(
      "pie-chart", summary: "A pie of WedgeShapes springing to new shares and back (07_piechart.gif)",
      size: CGSize(width: 260, height: 200), scale: 1, background: Color(hex: 0x393939), fps: 100.0 / 3,
      state: thirds, script: [
      .wait(0.03), .set([0.7, 0.195, 0.105], animation: spring),
      .wait(2.55), .set(thirds, animation: spring),
      .wait(1.98),
    ]
    ) { $fractions in
      PieChart(fractions: fractions).frame(width: 248, height: 186).offset(x: 0.25, y: -0.66)
    }
  }

  /// `07_chart.gif`: `DemoChart` retargeted to a new wave 20 times,
  /// about every 0.3 s, each change easing in and out over 0.845 s, so it
  /// never rests: the recording's waves, instants and animation (measured;
  /// see `ChartDemo`). 316 × 160 px, 25 fps, 6.88 s: 172 frames.
  static var chart: Film {
    var script: [FilmStep<AnimatableVector>] = []
    var now = 0.0
    for change in ChartDemo.changes {
      script += [
        .wait(change.at - now),
        .set(ChartDemo.wave(frequency: change.frequency, phase: change.phase), animation: ChartDemo.animation),
      ]
      now = change.at
    }
    script.append(.wait(6.88 - now))
    return Film(
      "chart", summary: "DemoChart's AnimatableVector morphing between waves (07_chart.gif)",
      size: CGSize(width: 316, height: 160), scale: 1, background: Color(hex: 0x393939), fps: 25,
      state: ChartDemo.first, script: script
    ) { $vector in
      ChartDemo(vector: vector)
    }
  }

  /// `PlayPause.gif`: the tutorial's `PlayButton` tapped to pause and back
  /// to play, its `.animation(.easeInOut(duration: 0.3))` morphing the
  /// shape. 768 × 582 px, 25 fps, 2.68 s. Where and when, from the
  /// recording's frames: the button sits 2–3 px left of and 11 px below
  /// the canvas's middle (3 px here: whole pixels keep its edges crisp, and
  /// half a pixel cost 1.6 % more bytes), and the morphs start at 0.95 s and 1.95 s (the
  /// shape's ink against time, matched to the easing).
  static var playPause: Film {
    let size = CGSize(width: 384, height: 291)
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    return Film(
      "play-pause", summary: "The play/pause button morphing play → pause → play (PlayPause.gif)",
      size: size, scale: 2, background: .white, fps: 25,
      script: [.wait(0.95), .tap(at: center), .wait(1.0), .tap(at: center), .wait(0.73)]
    ) {
      PlayButton {}.frame(width: 186, height: 186).offset(x: -1.5, y: 5.5)
    }
  }

  /// WWDC19's ring: wedges tapped away one after another, each leaving
  /// with the talk's scale-and-fade transition while the others close the
  /// gap. 600 × 600 px, 30 fps, 4 s.
  static var wwdcRing: Film {
    let size = CGSize(width: 300, height: 300)
    let inset: CGFloat = 55
    let frame = CGRect(origin: .zero, size: size).insetBy(dx: inset, dy: inset)
    // Where each tap lands: the middle of the wedge, on the ring as it
    // will be after the earlier deletions.
    let scratch = Ring.sample()
    var script: [FilmStep<Void>] = [.wait(0.8)]
    for id in [4, 1, 6] {
      guard let wedge = scratch.wedges[id] else { continue }
      let g = WedgeGeometry(wedge, in: frame)
      let angle = (g.a0.radians + g.a1.radians) / 2
      let radius = (g.r0 + g.r1) / 2
      script += [.tap(at: CGPoint(x: g.cen.x + radius * cos(angle), y: g.cen.y + radius * sin(angle))), .wait(1.0)]
      scratch.deleteWedge(id: id)
    }
    script.append(.wait(0.2))
    return Film(
      "wwdc-ring", summary: "WWDC19's ring of wedges, tapped away with the scale-and-fade transition",
      size: size, scale: 2, background: .white, fps: 30, script: script
    ) {
      RingDemo().padding(inset)
    }
  }

  /// The film called `name`, if there is one.
  public static func posts(named name: String) -> Film? {
    posts.first { $0.name == name }
  }
}

/// The talk's demo: a ring the view owns, shared with `RingView` through
/// the environment.
struct RingDemo: View {
  @StateObject var ring = Ring.sample()

  var body: some View {
    RingView().environmentObject(ring)
  }
}
