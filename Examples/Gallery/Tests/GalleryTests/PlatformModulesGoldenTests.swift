import CoreLocation
import Flipbook
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

/// A view carrying `import Combine`, `import UIKit`/`AppKit` and the
/// `#if os(iOS) … #else` pattern: its Combine timer pipeline runs on film
/// time (an eighth every 0.25 s), and it renders.
@Test func downloadBadge() {
  let film = Film("download", size: CGSize(width: 160, height: 170), scale: 2, fps: 4, script: [.wait(2.5)]) {
    DownloadBadge()
  }
  expectGolden(of: film, at: 1, named: "download-badge-half")
  expectGolden(of: film, at: 2.25, named: "download-badge-done")
}
