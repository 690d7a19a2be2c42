import CoreLocation
import FlipbookTesting
import Gallery
import Testing

/// A view carrying `import CoreGraphics` and `import CoreLocation`
/// compiles in a package that depends on Flipbook alone, and renders.
@Test func trailMap() {
  let map = TrailMap()
  // GeographicLib's geodesics on WGS 84 (Karney) add the four legs to
  // 2.74903 km.
  #expect(abs(map.kilometres - 2.74903) < 0.00001, "\(map.kilometres)")
  expectGolden(of: map, named: "trail-map", scale: 2)
}
