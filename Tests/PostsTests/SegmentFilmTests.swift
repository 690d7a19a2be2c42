@testable import Posts
@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// The segment-control post's films: taps move the selection, the icon's
/// tint and the titles animate as the post's modifiers say, and the
/// selector slides with `.linear(duration: 0.3)`.
@Suite struct SegmentFilmTests {
  /// The opacities the animator presents at `time`, by identity.
  func opacities(_ film: Film, at time: Double) throws -> [ViewIdentity: Double] {
    let player = try film.play()
    _ = try player.advance(to: time)
    let values = try #require(player.graph.memory).animations.presentedValues(of: .modifier(_OpacityEffect.self))
    return values.compactMapValues { $0 as? Double }
  }

  @Test func titlesCrossFadeWithTheDefaultAnimation() throws {
    let film = Film.segmentDemoV2
    // The first tap is at 0.03 s; .default is easeInOut over 0.35 s, at
    // its midpoint halfway.
    let values = try opacities(film, at: 0.03 + 0.175)
    #expect(!values.isEmpty)
    #expect(values.values.contains { abs($0 - 0.5) < 1e-6 })
  }
}

extension SegmentFilmTests {
  @Test func theIconTintFadesWithTheDefaultAnimation() throws {
    let player = try Film.segmentDemoV2.play()
    _ = try player.advance(to: 0.03 + 0.175)
    let values = try #require(player.graph.memory).animations.presentedValues(of: .color).values
    let colors = values.compactMap { $0 as? Color.Resolved.AnimatableData }.map { data in
      var color = Color.Resolved(red: 0, green: 0, blue: 0)
      color.animatableData = data
      return color
    }
    // The tapped item's icon and the one it leaves, between white and the
    // tint (0, 110, 61) halfway through the 0.35 s easeInOut.
    let between = colors.filter { $0.red > 0.05 && $0.red < 0.95 && $0.blue > 0.3 && $0.blue < 0.95 }
    #expect(between.count == 2, "\(colors)")
  }

  /// The final control: a tap moves the selector by a quarter of the
  /// 312-pt control (78 pt a step), linearly over 0.3 s.
  @Test func theSelectorSlidesLinearlyToTheTappedItem() throws {
    let film = Film.segmentSelectorDemo
    func offset(at time: Double) throws -> CGFloat {
      let player = try film.play()
      _ = try player.advance(to: time)
      let values = try #require(player.graph.memory).animations.presentedValues(of: .modifier(_OffsetEffect.self))
        .values.compactMap { $0 as? AnimatablePair<CGFloat, CGFloat> }
      return try #require(values.first).first
    }
    // Selected 1 at first; the tap on item 2 is at 0.436 s.
    #expect(abs(try offset(at: 0.2) - 78) < 1e-6)
    #expect(abs(try offset(at: 0.436 + 0.15) - 117) < 1e-6)
    #expect(abs(try offset(at: 0.436 + 0.075) - 97.5) < 1e-6)
    #expect(abs(try offset(at: 1.0) - 156) < 1e-6)
  }

  /// The items of the full-width stages are each a quarter of the phone:
  /// their rows touch (their edges are spacers).
  @Test func theItemsAreEachAQuarterOfTheRow() throws {
    let player = try Film.segmentDemoV1.play()
    _ = try player.advance(to: 0)
    let frames = try #require(player.graph.placed).frames(of: SegmentDemoV1.self)
    #expect(frames.count == 1)
    let items = try #require(player.graph.placed).descendantsAndSelf.filter { $0.node is TapNode }.map(\.frame)
    // Pixel-rounded at 1.5 px a point: within a pixel of 97.5 pt apart.
    for (index, item) in items.enumerated() {
      #expect(abs(item.minX - 97.5 * CGFloat(index)) <= 1 / 1.5, "\(items)")
      #expect(abs(item.width - 97.5) <= 1 / 1.5, "\(items)")
    }
  }

  @Test func theStillsAreStills() {
    for film in [Film.segmentSimpleSelector, .segmentSimpleSelector2, .segmentElement] {
      #expect(film.isStill, "\(film.name)")
    }
    #expect(!Film.segmentSelectorDemo.isStill)
  }
}

/// Goldens of the segment stills and a frame of the final control
/// mid-slide, each looked at beside the post's picture. Tolerance: ±2/255
/// per channel.
extension SegmentFilmTests {
  @Test(arguments: [("segment-simple-selector-2", 0.0), ("segment-element", 0.0), ("segment-selector-demo", 0.58)])
  func goldens(name: String, time: Double) throws {
    let film = try #require(Film.posts(named: name))
    expectGolden(try film.image(at: time), named: "\(name)-\(time)", tolerance: .antialiasing)
  }
}
