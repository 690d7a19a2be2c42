@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Films that drag: `FilmStep.drag` drives `DragGesture`, a `Slider`'s
/// thumb and a `ScrollView`, at 60 samples a second.
@Suite struct FilmDragTests {
  final class Log: @unchecked Sendable {
    var values: [CGFloat] = []
    var ended: CGSize?
    var tapped: [Int] = []
  }

  @Test func aDragDrivesADragGesture() throws {
    let log = Log()
    struct Card: View {
      let log: Log
      @State private var offset = CGSize.zero
      var body: some View {
        Color.blue.frame(width: 60, height: 60)
          .offset(offset)
          .gesture(
            DragGesture()
              .onChanged { value in
                offset = value.translation
                log.values.append(value.translation.width)
              }
              .onEnded { value in log.ended = value.translation })
          .frame(width: 300, height: 100)
      }
    }
    let film = Film("card", size: CGSize(width: 300, height: 100), scale: 1, script: [
      .wait(0.1), .drag(from: CGPoint(x: 150, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.5), .wait(0.2),
    ]) { Card(log: log) }
    #expect(film.duration == 0.8)
    let moved = try film.image(at: 0.35)
    log.values = []
    _ = try film.image(at: 0.8)
    // 30 moves over 0.5 s; it starts once the finger is 10 pt away (step 3).
    #expect(log.values.count == 28)
    #expect(log.values.first.map { abs($0 - 10) < 0.01 } == true)
    #expect(log.values.last.map { abs($0 - 100) < 0.01 } == true)
    #expect(log.ended == CGSize(width: 100, height: 0))
    // Halfway (0.25 s into the drag) the card is 50 pt right: its left
    // edge, at 120 at rest, is at 170.
    #expect(moved.pixel(x: 168, y: 50).red > 200)
    #expect(moved.pixel(x: 172, y: 50).red < 60)
  }

  @Test func aDragMovesASliderToTheValueUnderTheFinger() throws {
    final class Box: @unchecked Sendable { var editing: [Bool] = [] }
    let box = Box()
    let film = Film(
      "slider", size: CGSize(width: 300, height: 60), scale: 1, state: 0.0,
      script: [.drag(from: CGPoint(x: 13.5, y: 30), to: CGPoint(x: 13.5 + 273 * 0.75, y: 30), duration: 0.4), .wait(0.1)]
    ) { value in
      Slider(value: value, onEditingChanged: { box.editing.append($0) }).frame(width: 300)
    }
    final class Seen: @unchecked Sendable { var value = 0.0 }
    let seen = Seen()
    let probe = Film(
      "slider-probe", size: CGSize(width: 300, height: 60), scale: 1, state: 0.0,
      script: [.drag(from: CGPoint(x: 13.5, y: 30), to: CGPoint(x: 13.5 + 273 * 0.75, y: 30), duration: 0.4), .wait(0.1)]
    ) { value in
      let _ = { seen.value = value.wrappedValue }()
      Slider(value: value).frame(width: 300)
    }
    _ = try probe.image(at: 0.5)
    #expect(abs(seen.value - 0.75) < 0.001)
    _ = try film.image(at: 0.5)
    #expect(box.editing == [true, false])
    // A drag that starts on the track away from the thumb moves nothing
    // (and, finding nothing else, is an error).
    let track = Film("track", size: CGSize(width: 300, height: 60), scale: 1, state: 0.0,
      script: [.drag(from: CGPoint(x: 200, y: 30), to: CGPoint(x: 250, y: 30), duration: 0.2)]) { value in
      Slider(value: value).frame(width: 300)
    }
    #expect(throws: FlipbookError.self) { try track.image(at: 0.2) }
    expectGolden(try film.image(at: 0.5), named: "slider-dragged", tolerance: .antialiasing)
  }

  @Test func aDragScrollsAScrollViewAndItGlides() throws {
    let log = Log()
    struct Rows: View {
      let log: Log
      var body: some View {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<60) { i in
              Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 40)
                .background(i % 2 == 0 ? Color.gray.opacity(0.2) : Color.clear)
                .onTapGesture { log.tapped.append(i) }
            }
          }
        }
      }
    }
    // A slow drag up by 200 pt (no speed left at the end: no glide), then
    // a tap: the row under it is 5 rows further on.
    let slow = Film("slow", size: CGSize(width: 200, height: 400), scale: 1, script: [
      .drag(along: [CGPoint(x: 100, y: 300), CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100)], duration: 1),
      .wait(0.1), .tap(x: 100, y: 20),
    ]) { Rows(log: log) }
    _ = try slow.image(at: 1.1)
    #expect(log.tapped == [5])
    // A quick flick glides on after the finger lifts, and stops within
    // the content.
    let flick = Film("flick", size: CGSize(width: 200, height: 400), scale: 1, script: [
      .drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), duration: 0.1), .wait(3), .tap(x: 100, y: 20),
    ]) { Rows(log: log) }
    let lifted = try flick.image(at: 0.1)
    let gliding = try flick.image(at: 0.4)
    #expect(lifted != gliding)
    _ = try flick.image(at: 3.1)
    // 100 pt in 0.1 s is 1,000 pt/s: about 500 pt more, 600 in all: the
    // top row is then row 15.
    #expect(log.tapped.last.map { (14...16).contains($0) } == true, "\(log.tapped)")
    expectGolden(gliding, named: "scroll-gliding", tolerance: .antialiasing)
  }

  @Test func aSwipeTurnsAPageAndItsDots() throws {
    let film = Film("pages", size: CGSize(width: 300, height: 200), scale: 1, script: [
      .wait(0.1), .drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 60, y: 100), duration: 0.3), .wait(0.5),
      // A short, slow drag back springs back.
      .drag(along: [CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 100)], duration: 0.5), .wait(0.5),
    ]) {
      TabView {
        Color.red
        Color.green
        Color.blue
      }
      .tabViewStyle(.page)
    }
    let start = try film.image(at: 0)
    let midway = try film.image(at: 0.25)
    let turned = try film.image(at: 0.9)
    let back = try film.image(at: 1.9)
    #expect(start.pixel(x: 150, y: 50).red > 200)
    // Mid-swipe: red on the left, green coming in on the right.
    #expect(midway.pixel(x: 10, y: 50).red > 200 && midway.pixel(x: 290, y: 50).green > 100)
    #expect(turned.pixel(x: 150, y: 50).green > 100 && turned.pixel(x: 150, y: 50).red < 100)
    #expect(back == turned)
    expectGolden(midway, named: "page-swipe-midway", tolerance: .antialiasing)
    expectGolden(turned, named: "page-swipe-turned", tolerance: .antialiasing)
  }

  @Test func pagingAndViewAlignedScrollViewsSettleOnTargets() throws {
    let log = Log()
    struct Pages: View {
      let log: Log
      let snap: ScrollSnap
      var body: some View {
        let scroll = ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach(0..<5) { i in
              Color(hue: Double(i) / 5, saturation: 0.8, brightness: 0.9)
                .onTapGesture { log.tapped.append(i) }
                .containerRelativeFrame(.horizontal, count: snap == .paging ? 1 : 2, spacing: 0)
            }
          }
          .scrollTargetLayout()
        }
        if snap == .paging { scroll.scrollTargetBehavior(.paging) } else { scroll.scrollTargetBehavior(.viewAligned) }
      }
    }
    // A quick flick of 80 pt turns one page; a slow 80-pt drag springs back;
    // then a tap tells which page shows.
    for (snap, drags, expected) in [
      (ScrollSnap.paging, [FilmStep<Void>.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 170, y: 100), duration: 0.1)], 1),
      (.paging, [.drag(along: [CGPoint(x: 250, y: 100), CGPoint(x: 170, y: 100), CGPoint(x: 170, y: 100)], duration: 0.8)], 0),
      (.viewAligned(limitedToOne: false), [.drag(along: [CGPoint(x: 250, y: 100), CGPoint(x: 130, y: 100), CGPoint(x: 130, y: 100)], duration: 0.8)], 1),
    ] {
      log.tapped = []
      let film = Film("pages", size: CGSize(width: 300, height: 200), scale: 1, script: drags + [.wait(1), .tap(x: 10, y: 100)]) {
        Pages(log: log, snap: snap)
      }
      _ = try film.image(at: film.duration)
      #expect(log.tapped == [expected], "\(snap)")
    }
  }

  @Test func aDragOpensARowsSwipeActions() throws {
    let log = Log()
    struct Mail: View {
      let log: Log
      var body: some View {
        List {
          ForEach(0..<3) { i in
            Text("Message \(i)")
              .swipeActions {
                Button(role: .destructive) { log.tapped.append(i) } label: { Label("Delete", systemImage: "trash") }
                Button { log.tapped.append(100 + i) } label: { Label("Flag", systemImage: "flag") }.tint(.orange)
              }
          }
        }
      }
    }
    // Rows of 44 pt from y = 35 (the inset card); drag the second row
    // slowly left by 170 pt: past half the two buttons' 148 pt, it opens.
    let film = Film("swipe", size: CGSize(width: 390, height: 300), scale: 2, script: [
      .drag(along: [CGPoint(x: 330, y: 101), CGPoint(x: 160, y: 101), CGPoint(x: 160, y: 101)], duration: 0.6), .wait(0.5),
      .tap(x: 345, y: 101), .wait(0.5),
    ]) { Mail(log: log) }
    let open = try film.image(at: 1.0)
    _ = try film.image(at: film.duration)
    // The tap at the trailing end hit the first action (delete, nearest the edge).
    #expect(log.tapped.last == 1, "\(log.tapped)")
    expectGolden(open, named: "swipe-actions-open", tolerance: .antialiasing)
  }

  @Test func badDrags() throws {
    func film(_ points: [CGPoint], duration: Double = 0.2) -> Film {
      Film("bad", size: CGSize(width: 100, height: 100), scale: 1, script: [.drag(along: points, duration: duration)]) {
        Color.red.gesture(DragGesture().onChanged { _ in })
      }
    }
    for bad in [
      film([CGPoint(x: 10, y: 10), CGPoint(x: CGFloat.nan, y: 10)]), film([CGPoint(x: 10, y: 10), CGPoint(x: CGFloat.infinity, y: 10)]),
      film([CGPoint(x: 10, y: 10)], duration: Double.nan), film([CGPoint(x: 10, y: 10)], duration: -1), film([]),
    ] {
      #expect(throws: FlipbookError.self) { try bad.validate() }
    }
    // Outside the canvas: clamped to its edge, drawn.
    _ = try film([CGPoint(x: 50, y: 50), CGPoint(x: 5_000, y: -5_000)]).image(at: 0.2)
    // A day-long drag samples at most 3,600 moves.
    #expect(DragPath(points: [.zero, CGPoint(x: 1, y: 1)], duration: 86_400)!.points.count == 3_601)
  }
}
