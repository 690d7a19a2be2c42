import Flipbook
import Foundation
import Testing

/// `contentTransition`: a `Text` changing under an animation, at instants
/// of a linear one-second animation that starts at 0.2 s.
@Suite struct ContentTransitionTests {
  /// A 60 × 60 white film whose text changes from `from` to `to` at 0.2 s
  /// (animated linearly over 1 s unless `animation` is nil).
  func film(
    _ from: String, _ to: String, _ transition: ContentTransition?, animation: Animation? = .linear(duration: 1)
  ) -> Film {
    film(from, to, { _ in transition }, animation: animation)
  }

  /// The same, the transition made from the text shown.
  func film(
    _ from: String, _ to: String, _ transition: @escaping (String) -> ContentTransition?,
    animation: Animation? = .linear(duration: 1)
  ) -> Film {
    Film("text", size: CGSize(width: 60, height: 60), scale: 1, background: .white, fps: 10, state: from,
         script: [.wait(0.2), .set(\.self, to: to, animation: animation), .wait(1.2)]) { $text in
      let label = Text(text).font(.system(size: 32, weight: .bold)).monospacedDigit().foregroundStyle(.black)
      Group {
        if let transition = transition(text) { label.contentTransition(transition) } else { label }
      }
      .frame(width: 60, height: 60, alignment: .leading)
    }
  }

  /// The red channel of every pixel.
  func reds(_ bitmap: Bitmap) -> [Double] { stride(from: 0, to: bitmap.pixels.count, by: 4).map { Double(bitmap.pixels[$0]) } }

  /// `.opacity` draws the old text at 1 − p over the background and the new
  /// at p over that: computed per pixel from the two end frames (black ink
  /// on white, so coverage is 1 − red / 255).
  @Test(arguments: [ContentTransition.opacity, .interpolate])
  func crossFadesAtTheAnimationsProgress(_ transition: ContentTransition) throws {
    let film = film("1", "8", transition)
    let old = reds(try film.image(at: 0.1))
    let new = reds(try film.image(at: 1.3))
    let middle = reds(try film.image(at: 0.7))
    let p = 0.5
    var worst = 0.0
    for i in old.indices {
      let afterOld = 255 + (1 - p) * (old[i] - 255)
      let expected = afterOld * (1 - (255 - new[i]) / 255 * p)
      worst = max(worst, abs(middle[i] - expected))
    }
    #expect(worst <= 3, "worst pixel \(worst) from the cross-fade")
    #expect(old != new)
  }

  /// `.interpolate` (the default) keeps the glyphs the strings share as
  /// they are and fades the others; `.opacity` fades the whole text.
  @Test func interpolateKeepsSharedGlyphs() throws {
    func prefixColumns(_ bitmap: Bitmap) -> [UInt8] {
      (0..<60).flatMap { y in (0..<20).map { x in bitmap.pixels[(y * 60 + x) * 4] } }
    }
    let interpolated = film("41", "48", nil)
    let end = try interpolated.image(at: 1.3)
    #expect(prefixColumns(try interpolated.image(at: 0.7)) == prefixColumns(end))
    #expect(try interpolated.image(at: 0.7) != end)
    let faded = film("41", "48", .opacity)
    #expect(prefixColumns(try faded.image(at: 0.7)) != prefixColumns(end))
  }

  /// `.identity`, or a change without an animation, shows the new text at once.
  @Test func identityAndUnanimatedChangesSwapAtOnce() throws {
    let identity = film("1", "8", .identity)
    #expect(try identity.image(at: 0.3) == (try identity.image(at: 1.3)))
    let plain = film("1", "8", .opacity, animation: nil)
    #expect(try plain.image(at: 0.3) == (try plain.image(at: 1.3)))
  }

  /// Rows of the frame holding ink darker than `threshold` (out of 255).
  func inkRows(_ bitmap: Bitmap, threshold: Int = 6) -> [Int] {
    (0..<bitmap.height).filter { y in
      (0..<bitmap.width).contains { x in 255 - Int(bitmap.pixels[(y * bitmap.width + x) * 4]) > threshold }
    }
  }

  /// `.numericText()`: counting up, the new digit arrives from below and
  /// the old one leaves upwards; counting down (or a smaller `value`), the
  /// other way. Early in the roll, the faint incoming digit is half a line
  /// or more away from the text's rows, on its side only.
  @Test(arguments: [("numericText()", false), ("countsDown", true), ("value", false), ("negated value", true)])
  func digitsRollInTheirDirection(_ kind: String, _ down: Bool) throws {
    let film = film("5", "6") { text in
      switch kind {
      case "countsDown": .numericText(countsDown: true)
      case "value": .numericText(value: Double(text)!)
      case "negated value": .numericText(value: -Double(text)!)
      default: .numericText()
      }
    }
    let still = inkRows(try film.image(at: 1.3))
    let early = inkRows(try film.image(at: 0.3))
    let top = try #require(still.first)
    let bottom = try #require(still.last)
    let lineHeight = 38.0  // SF's 32 pt bold, ascent plus descent, roughly
    let below = early.filter { $0 > bottom + Int(lineHeight / 4) }
    let above = early.filter { $0 < top - Int(lineHeight / 4) }
    if down {
      #expect(!above.isEmpty && below.isEmpty, "above \(above) below \(below)")
    } else {
      #expect(!below.isEmpty && above.isEmpty, "above \(above) below \(below)")
    }
  }

  /// Characters the strings share stay: "19" → "29" rolls the first digit
  /// and leaves the "9" as it is, each pixel within 2/255 (the rolling
  /// digit is blurred as a whole glyph, and its blur's faint tail, 1/255,
  /// reaches the 9's first column).
  @Test func sharedDigitsStay() throws {
    let film = film("19", "29", .numericText())
    let middle = try film.image(at: 0.7)
    let end = try film.image(at: 1.3)
    func column(_ bitmap: Bitmap, _ x: Int) -> [UInt8] { (0..<60).map { bitmap.pixels[($0 * 60 + x) * 4] } }
    // The 9 is the second of two tabular digits, about 20 pt wide each.
    let nineColumns = (24..<38).filter { column(end, $0).contains { $0 < 128 } }
    #expect(nineColumns.count > 5)
    for x in nineColumns {
      let largest = zip(column(middle, x), column(end, x)).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(largest <= 2, "column \(x): \(column(middle, x)) vs \(column(end, x))")
    }
    let firstColumns = 2..<18
    #expect(firstColumns.contains { column(middle, $0) != column(end, $0) })
  }

  /// A transition in flight leaves the film still rendering: it ends with
  /// the animation, showing exactly the new text.
  @Test func endsOnTheNewText() throws {
    let rolled = film("5", "6", .numericText())
    let direct = film("6", "6", .numericText())
    #expect(try rolled.image(at: 1.3) == (try direct.image(at: 1.3)))
  }
}
