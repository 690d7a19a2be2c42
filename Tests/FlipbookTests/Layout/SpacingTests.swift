@testable import Flipbook
import Foundation
import Testing

/// Default stack spacing from the children's spacing preferences
/// (`ViewSpacing`): 8 points between views, none beside a spacer, none
/// between containers whose facing edges are spacers, text's own
/// distances, and padding and fixed frames resetting their edges.
@Suite struct SpacingTests {
  let layout = LayoutTests()

  /// A row as the segment-control post builds its items: content between
  /// spacers, in a column between spacers.
  struct SpacedRow: View {
    var body: some View {
      VStack {
        Spacer(minLength: 0)
        HStack {
          Spacer(minLength: 0)
          Probe().frame(width: 10, height: 10)
          Spacer(minLength: 0)
        }
        Spacer(minLength: 0)
      }
    }
  }

  @Test func theDistanceIsTheSumOfFacingPreferencesElseEight() {
    var a = ViewSpacing()
    let b = ViewSpacing()
    #expect(a.distance(to: b, along: .horizontal) == 8)
    a[.trailing] = 3
    #expect(a.distance(to: b, along: .horizontal) == 8)
    var c = ViewSpacing()
    c[.leading] = 4
    #expect(a.distance(to: c, along: .horizontal) == 7)
    #expect(a.distance(to: c, along: .vertical) == 8)
    #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    var d = ViewSpacing()
    d[.leading] = 1
    d.formUnion(c)
    #expect(d[.leading] == 4)
    #expect(d.union(.zero, edges: .vertical)[.top] == 0)
    #expect(d.union(.zero, edges: .vertical)[.trailing] == nil)
  }

  /// 200 offered to two rows: they touch, each 100 wide.
  @Test func rowsWhoseEdgesAreSpacersTouch() {
    let (_, leaves) = layout.frames(HStack { SpacedRow(); SpacedRow() }, proposal: ProposedViewSize(width: 200, height: 20))
    #expect(leaves.map(\.midX) == [50, 150])
  }

  /// The same rows padded: padding clears the edge's preference, so the
  /// default 8 is back (two 96-wide rows, each padded 2 on each side).
  @Test func paddingClearsThePreferenceOfItsEdges() {
    let view = HStack { SpacedRow().padding(.horizontal, 2); SpacedRow().padding(.horizontal, 2) }
    let (_, leaves) = layout.frames(view, proposal: ProposedViewSize(width: 208, height: 20))
    #expect(leaves.map(\.midX) == [50, 158])
    // Vertical padding leaves the horizontal edges' preferences alone.
    let vertical = HStack { SpacedRow().padding(.vertical, 2); SpacedRow().padding(.vertical, 2) }
    #expect(layout.frames(vertical, proposal: ProposedViewSize(width: 200, height: 24)).leaves.map(\.midX) == [50, 150])
    // A fixed width clears them too.
    let fixed = HStack { SpacedRow().frame(width: 40); SpacedRow().frame(width: 40) }
    #expect(layout.frames(fixed, proposal: ProposedViewSize(width: 200, height: 20)).leaves.map(\.midX) == [20, 68])
  }

  /// A flexible frame clears the edges of each axis it constrains, as a
  /// fixed one does: a text-labelled button given `.frame(maxWidth:
  /// .infinity, minHeight: 48)` sits 8 points under a padded row, as on
  /// iOS 18.1 (Foodybite's profile: the Edit Profile / Settings row under
  /// the padded statistics), where the label's text would have asked for
  /// its descent and a tenth of its line (6.33 points at 17 points, 3×).
  /// A frame that constrains only the width leaves the vertical edges' text
  /// preferences alone.
  @Test func aFlexibleFrameClearsTheEdgesOfTheAxesItConstrains() throws {
    let pixel: CGFloat = 1.0 / 3 + 0.01
    // The padded probe is 42 points tall at the top; a text fills its
    // frame's height, so its top is the gap under the probe's padding.
    func gap<Lower: View>(_ lower: Lower) throws -> CGFloat {
      let frames = textFrames(VStack { Probe().frame(width: 10, height: 10).padding(.vertical); lower }.frame(width: 300))
      return try #require(frames.first).minY - 42
    }
    let body = textLine(17)
    #expect(abs(try gap(Text("Settings")) - (body.descent + body.tenth)) < pixel)
    #expect(abs(try gap(Text("Settings").frame(maxWidth: .infinity)) - (body.descent + body.tenth)) < pixel)
    #expect(abs(try gap(Text("Settings").frame(maxWidth: .infinity, minHeight: 20.33)) - 8) < pixel)
    #expect(abs(try gap(Button("Settings") {}.frame(maxWidth: .infinity, minHeight: 20.33)) - 8) < pixel)
  }

  /// A spacer touches its neighbours; its minimum length is the gap.
  @Test func aSpacerTouchesItsNeighbours() {
    let view = HStack {
      Probe().frame(width: 10, height: 10)
      Spacer(minLength: 5)
      Probe().frame(width: 10, height: 10)
    }
    let (size, leaves) = layout.frames(view.fixedSize(), proposal: ProposedViewSize(width: 100, height: 10))
    #expect(size.width == 25)
    #expect(leaves.map(\.minX) == [0, 15])
  }

  /// The text nodes' frames at 3×, in drawing order.
  func textFrames<V: View>(_ view: V) -> [CGRect] {
    let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: .unspecified, scale: 3)
    do { try graph.update(at: 0) } catch { Issue.record(error, "the graph failed to update") }
    return graph.placed?.descendantsAndSelf.filter { $0.node is TextNode }.map(\.frame) ?? []
  }

  /// The gap a text of `lower` points leaves under another text: the
  /// lower font's leading (1.8 points below 20 points, 0.9 from 20 up)
  /// rounded up to a pixel at 3×.
  func textGap(lower: CGFloat) -> CGFloat {
    ((lower < 20 ? 1.8 : 0.9) * 3).rounded(.up) / 3
  }

  /// The distance from the upper text's last baseline to the lower one's
  /// first, in pixels at 3× (SF Pro's ascent places a baseline in its
  /// frame).
  func baselinePitch(_ frames: [CGRect], upper: CGFloat, lower: CGFloat) -> CGFloat {
    let ascent: CGFloat = 1950.0 / 2048
    return ((frames[1].minY + ascent * lower) - (frames[0].maxY - (frames[0].height - ascent * upper))) * 3
  }

  /// A text under a text sits the lower text's leading away, frame to
  /// frame, as SwiftUI's text-to-text spacing sets them, not 8 points
  /// between frames. Measured on iOS 18.1 (marian-stanciulica/Foodybite,
  /// iPhone 13 at `.medium`, 3×), baseline to baseline: a 27-pt `.title`
  /// "Testing" over a 12-pt footnote 59–60 px, a 21-pt `.title2` "0" over
  /// a 16-pt body "Reviews" 67–68 px, a two-line body message over a 27-pt
  /// `.title` "Ratings" 92 px.
  @Test func aTextUnderATextSitsByTheirBaselines() {
    let pixel: CGFloat = 1.0 / 3 + 0.01
    let body = textFrames(VStack { Text("High: 70").fontWeight(.semibold); Text("Low: 50") })
    #expect(abs(body[1].minY - body[0].maxY - textGap(lower: 17)) < pixel)
    let titles = textFrames(VStack { Text("Welcome to MyApp").font(.title).fontWeight(.semibold); Text("Description text").font(.title2) })
    #expect(abs(titles[1].minY - titles[0].maxY - textGap(lower: 22)) < pixel)
    // A large text over a small one: the lower text's leading apart,
    // where the pitch alone would make the frames touch.
    let big = textFrames(VStack { Text("Big").font(.largeTitle); Text("small").font(.caption) })
    #expect(abs(big[1].minY - big[0].maxY - 2) < 0.01, "\(big)")
    let profile = textFrames(VStack { Text("Testing").font(.title); Text("testing@testing.com").font(.footnote) }
      .environment(\.dynamicTypeSize, .medium))
    #expect(abs(baselinePitch(profile, upper: 27, lower: 12) - 59.5) <= 1, "\(profile)")
    let stats = textFrames(VStack { Text("0").font(.title2); Text("Reviews") }.environment(\.dynamicTypeSize, .medium))
    #expect(abs(baselinePitch(stats, upper: 21, lower: 16) - 67.5) <= 1, "\(stats)")
    let ratings = textFrames(
      VStack {
        Text("An error occured while fetching reviews. Please try again later!").frame(width: 330)
        Text("Ratings").font(.title)
      }.environment(\.dynamicTypeSize, .medium))
    // (The message's two lines are 21 points apart at `.medium`.)
    let lastBaseline = ratings[0].minY + 1950.0 / 2048 * 16 + 21
    #expect(abs((ratings[1].minY + 1950.0 / 2048 * 27 - lastBaseline) * 3 - 92) <= 1, "\(ratings)")
    // Through a stack: a row of text under a text.
    let row = textFrames(VStack { Text("Title"); HStack { Text("Left"); Text("Right") } })
    #expect(abs(row[1].minY - row[0].maxY - textGap(lower: 17)) < pixel)
  }

  /// A text's line height at `size` points plus a tenth of it rounded up
  /// to a pixel at `scale` (SF Pro's ascent and descent; see `ViewSpacing`).
  func textLine(_ size: CGFloat, scale: CGFloat = 3) -> (ascent: CGFloat, descent: CGFloat, height: CGFloat, tenth: CGFloat) {
    let (ascent, descent) = (1950.0 / 2048 * size, 494.0 / 2048 * size)
    let height = ascent + descent
    return (ascent, descent, height, (height / 10 * scale).rounded(.up) / scale)
  }

  /// Under a text a view that is not text sits the text's line height and
  /// a tenth, less its cap height, away (10.67 pt under body at 3×); over
  /// a text, the text's descent and that tenth (6.33 pt); a padded text is
  /// such a view on its padded edge. Measured on iOS 18.1
  /// (marian-stanciulica/Foodybite, iPhone 13, 3×): a `.title` "Distance"
  /// padded on top under an `HStack` of a `.title` text and a button has
  /// its capitals 404…461 px down, 195 px under the upper text's (8
  /// points between the frames put them 9 pt higher). Side by side, texts
  /// are 8 points apart; a control whose label is text is spaced as a
  /// view: under a text by the text's edge-below distance (Foodybite's
  /// restaurant details: a row of a callout text and a `Menu` 8 pt under a
  /// footnote line, its 8.02).
  @Test func textSetsItsDistanceFromOtherViews() {
    let pixel: CGFloat = 1.0 / 3 + 0.01
    let body = textLine(17)
    let below = body.height + body.tenth - 1443.0 / 2048 * 17
    let above = body.descent + body.tenth
    let side = textFrames(HStack { Text("Left"); Text("Right") })
    #expect(abs(side[1].minX - side[0].maxX - 8) < pixel)
    // (`layout.frames` lays out at 1×, where the tenth rounds to a point.)
    let coarse = textLine(17, scale: 1)
    let (_, leaves) = layout.frames(VStack { Text("Title"); Probe().frame(width: 10, height: 10) }, proposal: .unspecified)
    let mixed = textFrames(VStack { Text("Title"); Probe().frame(width: 10, height: 10) })
    #expect(abs(leaves[0].minY - mixed[0].maxY - (coarse.height + coarse.tenth - 1443.0 / 2048 * 17)) < 1.01)
    let (_, over) = layout.frames(VStack { Probe().frame(width: 10, height: 10); Text("Title") }, proposal: .unspecified)
    let overText = textFrames(VStack { Probe().frame(width: 10, height: 10); Text("Title") })
    #expect(abs(overText[0].minY - over[0].maxY - (coarse.descent + coarse.tenth)) < 1.01)
    let padded = textFrames(VStack { Text("Title"); Text("Padded").padding(.top, 4) })
    #expect(abs(padded[1].minY - 4 - padded[0].maxY - below) < pixel)
    // Two views that are not text stay 8 points apart.
    let (_, two) = layout.frames(VStack { Probe().frame(width: 10, height: 10); Probe().frame(width: 10, height: 10) }, proposal: .unspecified)
    #expect(two[1].minY - two[0].maxY == 8)
    // Foodybite's filter screen (an iPhone preset's `.medium` text: the
    // title 27 pt): a title row, then a padded title.
    let title = textLine(27)
    let screen = textFrames(VStack {
      HStack { Spacer(); Text("Filter").font(.title); Spacer(); Button {} label: { Probe().frame(width: 20, height: 20) } }
      Text("Distance").font(.title).padding(.top)
    }.dynamicTypeSize(.medium))
    let titleBelow = title.height + title.tenth - 1443.0 / 2048 * 27
    #expect(abs(screen[1].minY - 16 - screen[0].maxY - titleBelow) < pixel)
    #expect(abs(screen[1].minY - screen[0].minY - 195.0 / 3) < 2 * pixel)
    // A control's label is text, but the control is spaced as a view:
    // a button, a link or a menu sits the text's edge-below distance under
    // a text (SwiftUI sets a text closer to a text than to a button).
    let button = textFrames(VStack { Text("Title"); Button("Tap") {} })
    #expect(abs(button[1].minY - button[0].maxY - below) < pixel)
    let link = textFrames(VStack { Text("Title"); Link("Site", destination: URL(string: "https://example.com")!) })
    #expect(abs(link[1].minY - link[0].maxY - below) < pixel)
    let footnote = textLine(13)
    let menu = textFrames(VStack { Text("Place address").font(.footnote); HStack { Text("Open Now").font(.callout); Menu("Mon") { Text("Tue") } } })
    // (The row is as tall as the menu's body label; its top is the row's.)
    #expect(abs(menu[2].minY - menu[0].maxY - (footnote.height + footnote.tenth - 1443.0 / 2048 * 13)) < pixel, "\(menu)")
  }

  /// A symbol image is a glyph on the text's baseline: a text under it sits
  /// by their baselines (Xcode's template, a `.large` globe over "Hello,
  /// world!", iOS 18, 3×: the capitals 5.7 pt under the globe's ink); a
  /// resizable symbol or a picture is a view as any other, the text's
  /// descent and a tenth of its line away.
  @Test func aTextUnderASymbolSitsByTheirBaselines() throws {
    let graph = ViewGraph(
      still: VStack { Image(systemName: "globe").imageScale(.large); Text("Hello, world!") },
      environment: EnvironmentValues(), proposal: .unspecified, scale: 3)
    try graph.update(at: 0)
    let placed = try #require(graph.placed)
    let image = try #require(placed.descendantsAndSelf.first { $0.node is ImageNode })
    let text = try #require(placed.descendantsAndSelf.first { $0.node is TextNode })
    let symbol = try #require((image.node as? ImageNode)?.symbol)
    let imageBaseline = image.frame.minY + symbol.baseline
    let textBaseline = text.frame.minY + 1950.0 / 2048 * 17
    #expect(abs(textBaseline - imageBaseline - 1.354 * 17) < 1.0 / 3 + 0.01)
    let resizable = textFrames(VStack { Image(systemName: "globe").resizable().frame(maxWidth: 20, maxHeight: 20); Text("Hello") })
    let stretched = ViewGraph(
      still: VStack { Image(systemName: "globe").resizable().frame(maxWidth: 20, maxHeight: 20); Text("Hello") },
      environment: EnvironmentValues(), proposal: .unspecified, scale: 3)
    try stretched.update(at: 0)
    let frame = try #require(stretched.placed?.descendantsAndSelf.first { $0.node is ImageNode }?.frame)
    let body = textLine(17)
    #expect(abs(resizable[0].minY - frame.maxY - (body.descent + body.tenth)) < 1.0 / 3 + 0.01)
  }
}

