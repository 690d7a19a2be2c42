import Encoders
import Flipbook
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

extension Snapshotting where Value == Film, Format == Data {
  /// The film as an animated GIF. GIFs are compared frame by frame after
  /// decoding (not byte by byte: palettes may differ across libimagequant
  /// versions), each frame under `precision` and `perceptualPrecision`
  /// (default ΔE ≤ 2, below what a person notices), with the same frame
  /// count, size and delays.
  public static var gif: Snapshotting { .gif() }

  /// The film as an animated GIF, compared under the precisions given.
  public static func gif(precision: Float = 1, perceptualPrecision: Float = 0.98) -> Snapshotting {
    let tolerance = GoldenTolerance.perceptual(
      precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
    let diffing = Diffing<Data>.diff(
      toData: { $0 },
      fromData: { $0 },
      diffV2: { expected, actual in
        guard expected != actual else { return nil }
        do {
          let old = try GIFDecoder().decode([UInt8](expected))
          let new = try GIFDecoder().decode([UInt8](actual))
          guard old.frames.count == new.frames.count, old.width == new.width, old.height == new.height else {
            return (
              "Newly-taken GIF does not match reference: \(old.frames.count) frames of \(old.width)×\(old.height) px "
                + "became \(new.frames.count) of \(new.width)×\(new.height) px", [.data(actual, name: "actual.gif")]
            )
          }
          guard old.delays == new.delays else {
            return ("Newly-taken GIF does not match reference: frame delays differ", [.data(actual, name: "actual.gif")])
          }
          for (index, (a, b)) in zip(old.frames, new.frames).enumerated() {
            let comparison = GoldenComparison(expected: a, actual: b, tolerance: tolerance)
            if !comparison.passes {
              let attachments: [DiffAttachment] =
                [.data(actual, name: "actual.gif")]
                + DiffAttachment.strip(
                  a, b, tolerance: tolerance, classes: comparison.classes, name: "frame-\(index)-difference.png")
              return ("Newly-taken GIF does not match reference at frame \(index): \(comparison.summary)", attachments)
            }
          }
          return nil
        } catch {
          return ("Newly-taken GIF cannot be compared with the reference: \(error)", [.data(actual, name: "actual.gif")])
        }
      })
    return Snapshotting<Film, Data>(pathExtension: "gif", diffing: diffing, snapshot: { film in
      do {
        return try RenderSession(film: film).gifData()
      } catch {
        GoldenReport.fail("film '\(film.name)' cannot be encoded for its snapshot: \(error)", GoldenCallSite())
        return Data()
      }
    })
  }
}
