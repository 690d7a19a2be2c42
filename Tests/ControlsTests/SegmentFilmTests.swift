@testable import Controls
@testable import Flipbook
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
    let values = try #require(player.graph.animator).presentedValues(of: .modifier(_OpacityEffect.self))
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
