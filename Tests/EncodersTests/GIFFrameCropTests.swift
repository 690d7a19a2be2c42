import Testing

@testable import Encoders

/// `GIFFrame.croppedToDrawnPixels` against the bounding box of the drawn
/// (non-transparent) pixels found one by one.
@Suite struct GIFFrameCropTests {
  func frame(_ width: Int, _ height: Int, drawn: [(Int, Int)], transparent: Int? = 0) -> GIFFrame {
    var indices = [UInt8](repeating: 0, count: width * height)
    for (x, y) in drawn { indices[y * width + x] = UInt8(1 + (x * 7 + y * 3) % 200) }
    return GIFFrame(
      left: 5, top: 9, width: width, height: height, indices: indices, palette: nil,
      transparentIndex: transparent, disposal: 1, alternatives: indices.map { $0 == 0 ? 250 : $0 })
  }

  @Test func theCropIsTheBoxOfTheDrawnPixels() throws {
    var random = SeededRandom(state: 5)
    for round in 0..<200 {
      let (width, height) = (1 + Int(random.next() % 40), 1 + Int(random.next() % 30))
      let count = Int(random.next() % 6)
      let drawn = (0..<count).map { _ in (Int(random.next() % UInt64(width)), Int(random.next() % UInt64(height))) }
      let whole = frame(width, height, drawn: drawn)
      guard let cropped = whole.croppedToDrawnPixels() else {
        #expect(drawn.isEmpty, "round \(round): nil with pixels drawn")
        continue
      }
      let xs = drawn.map(\.0), ys = drawn.map(\.1)
      let (minX, maxX, minY, maxY) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
      #expect(cropped.left == 5 + minX && cropped.top == 9 + minY, "round \(round)")
      #expect(cropped.width == maxX - minX + 1 && cropped.height == maxY - minY + 1, "round \(round)")
      for y in 0..<cropped.height {
        for x in 0..<cropped.width {
          let source = (minY + y) * width + minX + x
          #expect(cropped.indices[y * cropped.width + x] == whole.indices[source])
          #expect(cropped.alternatives?[y * cropped.width + x] == whole.alternatives?[source])
        }
      }
    }
  }

  @Test func aFrameWithoutTransparencyIsKeptWhole() {
    let whole = frame(6, 4, drawn: [(2, 2)], transparent: nil)
    let kept = whole.croppedToDrawnPixels()
    #expect(kept?.width == 6 && kept?.height == 4 && kept?.indices == whole.indices)
  }
}
