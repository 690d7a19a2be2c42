import Flipbook
import Foundation
import Testing

/// Compares a view, rendered as a preview of it would be, with its golden
/// `__Snapshots__/<test file name>/<name>.png`, as `expectGolden(_:named:)`.
///
/// - Parameters:
///   - view: The view.
///   - name: The golden's name (unique in the test file).
///   - layout: `.sizeThatFits` (default: the size the view picks when
///     offered the device's safe area), `.fixed(width:height:)`, or
///     `.device` (the whole screen).
///   - device: The device whose screen and scale are used (default
///     iPhone 16 Pro).
///   - scale: Pixels per point (default: the device's).
///   - colorScheme: Light (default) or dark; the background follows it.
///   - tolerance: How far the image may stray (default: anti-aliasing
///     rounding only).
///   - file: The calling file, for XCTest's report (leave the default).
///   - line: The calling line, for XCTest's report (leave the default).
///   - sourceLocation: The call, for Swift Testing's report (leave the default).
public func expectGolden<V: View>(
  of view: V, named name: String, layout: PreviewLayout = .sizeThatFits, device: PreviewDevice = .default,
  scale: CGFloat? = nil, colorScheme: ColorScheme = .light, tolerance: GoldenTolerance = .antialiasing,
  file: StaticString = #filePath, line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
) {
  var preview = Preview(name, nonisolated: { view })
  preview.traits.layout = layout
  preview.traits.device = device
  preview.traits.colorScheme = colorScheme
  GoldenCheck.render(
    named: name, tolerance: tolerance, failure: "the view cannot be rendered",
    site: GoldenCallSite(file: file, line: line, sourceLocation: sourceLocation)
  ) { try preview.render(scale: scale) }
}

/// Compares one moment of a film with its golden (named `name`, else
/// "<film name>@<time>s").
public func expectGolden(
  of film: Film, at time: Double, named name: String? = nil, tolerance: GoldenTolerance = .antialiasing,
  file: StaticString = #filePath, line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
) {
  GoldenCheck.render(
    named: name ?? "\(film.name)@\(time)s", tolerance: tolerance, failure: "the film cannot be rendered at \(time) s",
    site: GoldenCallSite(file: file, line: line, sourceLocation: sourceLocation)
  ) { try film.image(at: time) }
}

/// Compares a film with its golden contact strip: `frames` moments evenly
/// spaced from the start to the end, side by side 4 px apart on the
/// film's background (named `name`, else the film's name).
public func expectGolden(
  of film: Film, frames: Int = 6, named name: String? = nil, tolerance: GoldenTolerance = .antialiasing,
  file: StaticString = #filePath, line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
) {
  GoldenCheck.render(
    named: name ?? film.name, tolerance: tolerance, failure: "the film's contact strip cannot be rendered",
    site: GoldenCallSite(file: file, line: line, sourceLocation: sourceLocation)
  ) { try ContactStrip.make(of: film, frames: frames) }
}

extension GoldenCheck {
  /// Renders with `make` and compares the image with the golden `name`
  /// beside the calling test file; a render that throws fails the test,
  /// saying `failure` and why.
  static func render(
    named name: String, tolerance: GoldenTolerance, failure: String, site: GoldenCallSite, _ make: () throws -> Bitmap
  ) {
    let place = GoldenPlace(testFile: site.filePath, name: name)
    // Another shard's golden is not even rendered.
    guard GoldenCheck.shardVerdict(place, site: site) == nil else { return }
    do {
      let bitmap = try make()
      run(bitmap, place: place, tolerance: tolerance, site: site)
    } catch {
      GoldenReport.fail("golden '\(name)': \(failure): \(error)", site)
    }
  }
}

/// A film's frames side by side.
public enum ContactStrip {
  /// The gap between frames, in pixels.
  public static let gap = 4

  /// `frames` moments (clamped to 1…60) at 0, l/(n−1), …, l, where l is
  /// the film's last frame's instant; a still gives one frame. One
  /// playthrough: the session plays on from each moment to the next.
  public static func make(of film: Film, frames: Int) throws -> Bitmap {
    let count = film.isStill ? 1 : min(max(frames, 1), 60)
    let last = max(0, film.duration - 1 / film.fps)
    let times = (0..<count).map { count == 1 ? 0 : last * Double($0) / Double(count - 1) }
    let session = try RenderSession(film: film)
    let images = try times.map { try session.image(at: $0) }
    let width = images.map(\.width).reduce(0, +) + gap * (count - 1)
    let height = images.map(\.height).max() ?? 0
    var strip = try Bitmap(width: width, height: height, scale: images[0].scale)
    var x = 0
    for image in images {
      for row in 0..<image.height {
        let from = row * image.width * 4
        let to = (row * width + x) * 4
        strip.pixels.replaceSubrange(to..<(to + image.width * 4), with: image.pixels[from..<(from + image.width * 4)])
      }
      x += image.width + gap
    }
    return strip
  }
}
