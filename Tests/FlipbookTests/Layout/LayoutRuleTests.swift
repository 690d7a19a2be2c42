@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Layout rules real screens hit, each as SwiftUI has it.
@Suite struct LayoutRuleTests {
  @Observable final class Model { var on = false }
  struct Pill: View {
    var body: some View { Capsule().fill(Color.red) }
  }
  struct Tag: View {
    var body: some View { Color.blue }
  }
  struct Dot: View {
    var body: some View { Circle().fill(Color.red) }
  }
  struct Ring: View {
    var body: some View { Circle().trim(from: 0, to: 0.7).stroke(Color.blue, lineWidth: 4) }
  }
  struct Lines: View {
    var body: some View { Text("One\nTwo\nThree") }
  }
  struct Rule: View {
    var body: some View { Divider() }
  }
  struct Knob: View {
    @State var value = 0.5
    var body: some View { Slider(value: $value) }
  }

  /// Equal-width buttons, as apps make them: a stack fixed to its ideal
  /// width holds children that stretch (`.frame(maxWidth: .infinity)`);
  /// the stack is its widest child's ideal width and then offers that
  /// width to each, so all stretch to it (ScanNow's welcome buttons, iOS
  /// 18: "Settings" as wide as "Scan Now!").
  @Test func aFixedSizeStackStretchesItsFlexibleChildrenToTheWidest() throws {
    let rig = try Rig(width: 300, height: 200) {
      VStack(spacing: 10) {
        Tag().frame(width: 120, height: 20).frame(maxWidth: .infinity)
        Pill().frame(width: 60, height: 20).frame(maxWidth: .infinity).background(Tag())
      }
      .fixedSize(horizontal: true, vertical: false)
    }
    let tags = try rig.frames(of: Tag.self, at: 0).map(\.width).sorted()
    #expect(tags == [120, 120], "\(tags)")
    #expect(try rig.frames(of: Pill.self, at: 0).first?.width == 60)
  }

  /// `.animation(_:)` scopes to the view it modifies (SwiftUI: "Applies the
  /// given animation to this view when the specified value changes" —
  /// the modifier's content only): the capsule animates its width, the
  /// label beside it, moved by that width, jumps.
  @Test func animationIsScopedToTheModifiedView() throws {
    let model = Model()
    let rig = try Rig(width: 300, height: 60) {
      HStack(spacing: 0) {
        Pill().frame(width: model.on ? 200 : 100, height: 30)
          .animation(.linear(duration: 1), value: model.on)
        Tag().frame(width: 20, height: 20)
      }
      .frame(width: 300, alignment: .leading)
    }
    try rig.change(at: 1, animation: nil) { model.on = true }
    // Halfway: the pill is halfway to 200 wide; the tag already at 200.
    #expect(try rig.frames(of: Pill.self, at: 1.5).first?.width == 150)
    #expect(try rig.frames(of: Tag.self, at: 1.5).first?.minX == 200)
    // The same change made in withAnimation moves the tag with it.
    try rig.change(at: 3, animation: .linear(duration: 1)) { model.on = false }
    #expect(try rig.frames(of: Pill.self, at: 3.5).first?.width == 150)
    #expect(try rig.frames(of: Tag.self, at: 3.5).first?.minX == 150)
  }

  /// `containerRelativeFrame` measures the nearest container: a scroll
  /// view's (and so a `List`'s or `Form`'s) visible size, else the
  /// canvas's safe area (SwiftUI's documentation of
  /// `containerRelativeFrame(_:alignment:)`: "the nearest container …
  /// a scrollable view like ScrollView or List").
  @Test func containerRelativeFrameMeasuresTheNearestContainer() throws {
    struct Box: View {
      var body: some View { Color.orange }
    }
    func width(_ view: some View) throws -> CGFloat? {
      let rig = try Rig(width: 300, height: 400) { view }
      return try rig.frames(of: Box.self, at: 0).first?.width
    }
    #expect(try width(Box().containerRelativeFrame(.horizontal) { w, _ in w / 2 }.frame(height: 20)) == 150)
    #expect(try width(ScrollView { Box().containerRelativeFrame(.horizontal) { w, _ in w / 2 }.frame(height: 20) }) == 150)
    #expect(try width(ScrollView(.horizontal) { HStack { Box().containerRelativeFrame(.horizontal).frame(height: 20) } }.frame(width: 200)) == 200)
    // A list's container is its content: the cards' width, 300 less the
    // inset-grouped margins of 20 (iOS 17–18, ScanNow's Form) or 16 (iOS
    // 26.5, vault-ios's settings form).
    #expect(try width(List { Box().containerRelativeFrame(.horizontal) { w, _ in w / 2 }.frame(height: 20) }) == 130)
    #expect(try width(Form { Box().containerRelativeFrame(.horizontal) { w, _ in w / 4 }.frame(height: 20) }) == 65)
    #expect(
      try width(
        Form { Box().containerRelativeFrame(.horizontal) { w, _ in w / 4 }.frame(height: 20) }.platformLook(.iOS26)) == 67)
    // In a view's ideal size (no canvas, as an ImageRenderer draws), the
    // scroll view is the container; outside one, nothing is.
    func idealWidth(_ view: some View) throws -> CGFloat? {
      let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: .unspecified, scale: 1)
      try graph.update(at: 0)
      return try #require(graph.placed).frames(of: Box.self).first?.width
    }
    #expect(try idealWidth(
      ScrollView { Box().containerRelativeFrame(.horizontal) { w, _ in w / 2 }.frame(height: 20) }.frame(width: 240, height: 100))
      == 120)
    #expect(try idealWidth(Box().containerRelativeFrame(.horizontal) { w, _ in w / 2 }.frame(width: 50, height: 20)) == 50)
  }

  struct Source: View {
    var body: some View { Color.red }
  }
  struct Follower: View {
    var body: some View { Color.blue }
  }
  /// Two views tied by an id; the follower is not the source.
  struct Matched: View {
    @Namespace private var space
    var followerFirst = false
    var properties: MatchedGeometryProperties = .frame
    var anchor: UnitPoint = .center
    var body: some View {
      ZStack(alignment: .topLeading) {
        if followerFirst { follower }
        Source().frame(width: 100, height: 50).matchedGeometryEffect(id: "card", in: space)
          .offset(x: 0).position(x: 150, y: 100)
        if !followerFirst { follower }
      }
      .frame(width: 300, height: 200)
    }
    var follower: some View {
      Follower()
        .matchedGeometryEffect(id: "card", in: space, properties: properties, anchor: anchor, isSource: false)
    }
  }

  /// `matchedGeometryEffect(isSource: false)` places the view on its
  /// source's frame, in a still and in a film, whichever comes first in
  /// the tree; `properties` and `anchor` choose what is matched (SwiftUI's
  /// documentation of `matchedGeometryEffect(id:in:properties:anchor:isSource:)`).
  @Test func aNonSourceTakesItsSourcesFrame() throws {
    func frame(_ view: Matched) throws -> CGRect? {
      let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: .unspecified, scale: 1)
      try graph.update(at: 0)
      return try #require(graph.placed).frames(of: Follower.self).first
    }
    let source = CGRect(x: 100, y: 75, width: 100, height: 50)
    #expect(try frame(Matched()) == source)
    #expect(try frame(Matched(followerFirst: true)) == source)
    // Position only, by the top-leading anchors: its own size (the
    // stack's, 300 × 200) from the source's corner.
    #expect(try frame(Matched(properties: .position, anchor: .topLeading)) == CGRect(x: 100, y: 75, width: 300, height: 200))
    // Size only: 100 × 50 from its own top-leading corner.
    #expect(try frame(Matched(properties: .size, anchor: .topLeading)) == CGRect(x: 0, y: 0, width: 100, height: 50))
    let rig = try Rig(width: 300, height: 200) { Matched(followerFirst: true) }
    #expect(try rig.frames(of: Follower.self, at: 0).first == source)
  }

  /// The rules drawn: mid-animation, the pill half grown with the tag
  /// already at its end; the follower on its source; a third-wide row in
  /// a form.
  @Test func theRulesDrawn() throws {
    let film = Film("rules", size: CGSize(width: 320, height: 420), scale: 2, state: false, script: [
      .wait(0.1), .set(\.self, to: true), .wait(0.5),
    ]) { on in
      VStack(spacing: 12) {
        HStack(spacing: 0) {
          Pill().frame(width: on.wrappedValue ? 200 : 100, height: 30)
            .animation(.linear(duration: 1), value: on.wrappedValue)
          Tag().frame(width: 20, height: 20)
        }
        .frame(width: 300, alignment: .leading)
        Matched(followerFirst: true).frame(width: 300, height: 120).border(Color.gray)
        Form {
          Color.orange.containerRelativeFrame(.horizontal) { w, _ in w / 3 }.frame(height: 20)
        }
        .frame(height: 200)
      }
    }
    expectGolden(try film.image(at: 0.6), named: "layout-rules", tolerance: .antialiasing)
  }

  /// A circle is a square of the proposal's shorter side, not the whole
  /// proposal (SwiftUI's `Circle.sizeThatFits(_:)`, iOS 16+: "min(width,
  /// height)" as OpenSwiftUI's audit has it). In a tall column the circles
  /// share the free height only up to the column's width, and a circle
  /// offered no width takes no height: the rest goes to its siblings.
  @Test func aCircleIsASquareOfTheShorterSide() throws {
    let rig = try Rig(width: 200, height: 600) {
      VStack(spacing: 0) {
        Dot()
        Dot().frame(width: 0)
        Ring()
        Knob().frame(height: 44)
      }
    }
    let dots = try rig.frames(of: Dot.self, at: 0)
    let ring = try #require(try rig.frames(of: Ring.self, at: 0).first)
    #expect(dots.count == 2)
    // 600 − 44 = 556 free: the zero-width dot takes none; the others are
    // 200 × 200, not 278 tall; the column (444) is centred.
    #expect(dots[0].size == CGSize(width: 200, height: 200), "\(dots)")
    #expect(dots[1].height == 0, "\(dots)")
    #expect(ring.size == CGSize(width: 200, height: 200), "\(ring)")
    #expect(abs(dots[0].minY - 78) < 0.01, "\(dots)")
    // Offered 80 × 30, a circle is 30 × 30, centred by its frame.
    let small = try Rig(width: 100, height: 100) { Dot().frame(width: 80, height: 30) }
    let dot = try #require(try small.frames(of: Dot.self, at: 0).first)
    #expect(dot.size == CGSize(width: 30, height: 30) && abs(dot.midX - 50) < 0.01, "\(dot)")
    // Unspecified sides count as 10: its ideal size is 10 × 10.
    #expect(Circle().sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
    #expect(Circle().sizeThatFits(ProposedViewSize(width: 50, height: nil)) == CGSize(width: 10, height: 10))
    // Drawn: three circles in a row and a slider, together in the middle
    // of a tall canvas (they filled it, the slider at the bottom, before).
    let column = VStack {
      HStack { Dot(); Dot(); Ring() }
      Knob().frame(height: 44)
    }
    .padding()
    expectGolden(of: column, named: "circle-column", layout: .fixed(width: 300, height: 400), scale: 2)
  }

  /// Where nothing is proposed along an axis (a scroll view's length, a
  /// `fixedSize()`), a flexible frame offers its child its own clamped
  /// length when placing it, and a stack offers its children its own
  /// length across its axis, as SwiftUI does (`_FlexFrameLayout`'s and
  /// `StackLayout`'s placement proposals; iOS 18.1, Foodybite: a 2-pt
  /// separator in a scroll view is 6 px at 3×, the stats row's dividers
  /// span the row). A child whose length lies strictly inside the frame's
  /// range keeps the unspecified proposal.
  struct Square: View {
    var body: some View { Color.green.aspectRatio(1, contentMode: .fit) }
  }

  /// A stack placed where nothing was proposed across lays its children
  /// out at the height it measured, not at its frame's height rounded to
  /// the pixel grid: a row of five aspect-fit squares 39.2 pt high whose
  /// top falls at 0.6 pt keeps its squares 39.2 wide (the fifth at
  /// 220.8 + 4), where the rounded 39-pt height shrank them to 39 (the
  /// fifth at 224), as Foodybite's rating stars were, 0.6 px a star off
  /// iOS 18.1's at 3×.
  @Test func aStackLaysOutAtItsMeasuredNotItsRoundedHeight() throws {
    let rig = try Rig(width: 300, height: 100) {
      ScrollView {
        VStack(spacing: 0) {
          Color.clear.frame(height: 0.6)
          HStack(spacing: 8) {
            ForEach(0..<5, id: \.self) { _ in Square().padding(.horizontal, 4) }
          }
          .frame(width: 268)
        }
      }
    }
    let squares = try rig.frames(of: Square.self, at: 0).sorted { $0.minX < $1.minX }
    #expect(squares.count == 5)
    let last = try #require(squares.last)
    // 16 pt centring (300 − 268) / 2, then 4 × 55.2 and the padding.
    #expect(abs(last.minX - (16 + 225)) < 0.01, "\(squares)")
  }

  @Test func placingOffersTheLengthChosenWhereNothingWasProposed() throws {
    let rig = try Rig(width: 300, height: 400) {
      ScrollView {
        VStack(spacing: 0) {
          Tag().frame(maxWidth: .infinity, maxHeight: 2)
          Pill().frame(minHeight: 50)
          HStack {
            Lines()
            Rule()
            Text("Four")
            Dot().frame(maxHeight: .infinity)
          }
          Ring().frame(maxHeight: .infinity)
        }
      }
    }
    let line = try #require(try rig.frames(of: Tag.self, at: 0).first)
    #expect(line.size == CGSize(width: 300, height: 2), "\(line)")
    let pill = try #require(try rig.frames(of: Pill.self, at: 0).first)
    #expect(pill.size == CGSize(width: 300, height: 50), "\(pill)")
    let divider = try #require(try rig.frames(of: Rule.self, at: 0).first)
    let dot = try #require(try rig.frames(of: Dot.self, at: 0).first)
    // Three lines of body text set the row's height; the divider and the
    // stretchable circle span it (it was 10 × 10, the circle's ideal).
    let row = try #require(try rig.frames(of: Lines.self, at: 0).first)
    #expect(divider.minY == row.minY && divider.height == row.height, "\(divider) \(row)")
    #expect(dot.minY == row.minY && dot.size == CGSize(width: row.height, height: row.height), "\(dot) \(row)")
    // Inside min…max (no bounds at all), a child keeps its ideal length.
    let ring = try #require(try rig.frames(of: Ring.self, at: 0).first)
    #expect(ring.size == CGSize(width: 10, height: 10), "\(ring)")
  }

  /// A ZStack placed where nothing was proposed lays its children out at
  /// its own placed size: in a scroll view, a 200-pt photo with a column
  /// `Spacer()` + bar over it puts the bar at the photo's bottom, as iOS
  /// does (Foodybite's restaurant details, iOS 18.1), not in the middle of
  /// a column only as tall as its spacer's 8 points and the bar.
  @Test func aZStackPlacesItsChildrenAtItsOwnSize() throws {
    let rig = try Rig(width: 300, height: 400) {
      ScrollView {
        ZStack {
          Tag().frame(height: 200)
          VStack {
            Spacer()
            Pill().frame(height: 54)
          }
          .padding(.vertical, 16)
        }
      }
    }
    let photo = try #require(try rig.frames(of: Tag.self, at: 0).first)
    let bar = try #require(try rig.frames(of: Pill.self, at: 0).first)
    #expect(photo.height == 200, "\(photo)")
    #expect(bar.maxY == photo.maxY - 16 && bar.height == 54, "\(bar) \(photo)")
    // Under a proposal, the children are laid out under it, as before.
    let fixed = try Rig(width: 300, height: 400) {
      ZStack { Tag().frame(width: 100, height: 100); Pill().frame(maxHeight: 30) }
    }
    let pill = try #require(try fixed.frames(of: Pill.self, at: 0).first)
    #expect(pill.size == CGSize(width: 300, height: 30), "\(pill)")
  }
}
