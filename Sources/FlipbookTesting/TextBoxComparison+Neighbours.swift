import FlipbookCore
import Foundation

// # What a run's width moves
//
// A stand-in typeface sets a run a little wider or narrower than SF Pro
// (within a per cent at the median, `Scripts/bench --text`), and what a
// stack lays out after the run on its line moves with the run's edge: a
// capsule, a badge, a chevron, the next label. On Foodybite's restaurant
// cards the "23.4 km" capsule after the `.title2` bold "restaurant name 2"
// sits 3 px (at 3×) further right than on iOS because the name's ink is
// 3 px wider in Inter Display; the name passes by its box, while its
// capsule, compared pixel for pixel, failed along both its ends, and its
// label as "moved". Nothing moved that the code moved; the typeface did.
//
// So a difference beside a run may be explained by the run's width:
//
// - the pixels the comparison still finds differing outside the runs are
//   gathered into pieces (differing pixels within `pieceReach` of each
//   other), each with its bounding box;
// - a piece's *shifts* are those of the runs on its line (their ink's rows
//   overlap its rows): the nearest run on its left moves it by as much as
//   that run's right edge moved (ours less the reference's, in pixels), the
//   nearest on its right by its left edge's move, and a run inside it (the
//   label on a capsule) by its left edge's, right edge's or centre's move,
//   each a pixel either way for the fraction the two layouts round apart;
//   a shift larger than the run's width allowance (`widthAllowance`: a
//   point and 3.5 % of its width) is no stand-in's, and is not offered;
// - a piece is compared with the reference shifted across by each of its
//   shifts, and takes the one nearest it (the pixels' largest channel
//   differences, summed); each pixel is then taken from that shift or the
//   whole shift beside it, whichever matches it better (the layouts' shift
//   is fractional, and an edge's pixel lies between the two), as is each
//   pixel of a margin round the piece where that is nearer than the
//   reference's own (an edge pixel the first comparison forgave by its
//   neighbours, which are now replaced), and when
//   that leaves the piece less than half as far from the render as it was
//   unshifted, the reference's pixels there are replaced so, and the whole
//   image is compared again under the same tolerance. A piece the shift
//   does not wholly explain still fails there.
//
// A run moved along its line gets the same shifts from its neighbours
// (`compareRun`'s place): the label after a wider name is where the name's
// edge puts it. Shifts come only from runs already judged in place (by
// themselves, or by a neighbour judged so before them), so a line moved as
// a whole, every run a point off, explains nothing and fails.
//
// What this lets pass: an element beside a run moved by as much as the
// run's ink edge moved, a pixel either way. What it cannot explain: a
// neighbour placed by the run's *advance* where the two typefaces' last
// glyphs differ in side bearing (SF Pro's "1" ends with about 0.06 em more
// room than Inter's: after Foodybite's "restaurant name 1" the capsule
// starts 2 px left of iOS's though the name's ink ends 2 px right, and
// still fails; after "name 2" both move 3 px and pass). Recolouring,
// removing or resizing the element is not a shift and fails; so does a
// move of a point (2 px or more at 2× and above) beyond what the run
// explains. Only shifts across are explained: line heights are iOS's, so
// what sits below text stays where iOS puts it.
extension TextBoxComparison {
  /// Differing pixels this close (in pixels, each way) belong to one piece.
  static let pieceReach = 3
  /// At most this many pieces are looked at; an image differing in more
  /// is not one with a few neighbours moved.
  static let maximumPieces = 256

  /// A run's ink in each image (pixels).
  struct RunInk {
    var reference: InkProfile.Box
    var rendered: InkProfile.Box
    /// The most a stand-in's width may move its edges, in pixels.
    var allowance: Int
  }

  /// The shifts across (pixels, the render's position less the
  /// reference's) that the runs on a line explain for something spanning
  /// `rows` and `columns` (pixels, half-open), `excluding` one run (the
  /// thing itself, when it is a run). Empty when no run is beside it.
  static func explainedShifts(rows: Range<Int>, columns: Range<Int>, runs: [RunInk?], excluding: Int? = nil) -> [Int] {
    var nearestLeft: (edge: Int, run: RunInk)?, nearestRight: (edge: Int, run: RunInk)?
    var moves: [(move: Int, allowance: Int)] = []
    for (index, run) in runs.enumerated() where index != excluding {
      guard let run else { continue }
      let top = min(run.reference.y0, run.rendered.y0), bottom = max(run.reference.y1, run.rendered.y1)
      guard top < rows.upperBound, bottom > rows.lowerBound else { continue }
      if run.rendered.x1 <= columns.lowerBound + 1 {
        if nearestLeft.map({ run.rendered.x1 > $0.edge }) ?? true { nearestLeft = (run.rendered.x1, run) }
      } else if run.rendered.x0 >= columns.upperBound - 1 {
        if nearestRight.map({ run.rendered.x0 < $0.edge }) ?? true { nearestRight = (run.rendered.x0, run) }
      } else {
        let left = run.rendered.x0 - run.reference.x0, right = run.rendered.x1 - run.reference.x1
        moves += [(left, run.allowance), (right, run.allowance), ((left + right) / 2, run.allowance)]
      }
    }
    if let run = nearestLeft?.run { moves.append((run.rendered.x1 - run.reference.x1, run.allowance)) }
    if let run = nearestRight?.run { moves.append((run.rendered.x0 - run.reference.x0, run.allowance)) }
    var shifts: [Int] = []
    for (move, allowance) in moves where move != 0 && abs(move) <= allowance {
      for shift in [move - 1, move, move + 1] where shift != 0 && !shifts.contains(shift) { shifts.append(shift) }
    }
    return shifts
  }

  /// The bounding boxes of the pieces of `classes` (2: a pixel whose
  /// difference counts) in a `width` × `height` image; nil when there are
  /// more than `maximumPieces`.
  static func differingPieces(_ classes: [UInt8], width: Int, height: Int) -> [InkProfile.Box]? {
    guard classes.count == width * height else { return nil }
    var seen = [Bool](repeating: false, count: classes.count)
    var pieces: [InkProfile.Box] = []
    var stack: [Int] = []
    let reach = pieceReach
    for start in classes.indices where classes[start] == 2 && !seen[start] {
      guard pieces.count < maximumPieces else { return nil }
      seen[start] = true
      stack.append(start)
      var box = InkProfile.Box(x0: start % width, y0: start / width, x1: start % width + 1, y1: start / width + 1)
      while let index = stack.popLast() {
        let x = index % width, y = index / width
        box.x0 = min(box.x0, x)
        box.y0 = min(box.y0, y)
        box.x1 = max(box.x1, x + 1)
        box.y1 = max(box.y1, y + 1)
        for ny in max(0, y - reach)...min(height - 1, y + reach) {
          for nx in max(0, x - reach)...min(width - 1, x + reach) {
            let other = ny * width + nx
            if classes[other] == 2, !seen[other] {
              seen[other] = true
              stack.append(other)
            }
          }
        }
      }
      pieces.append(box)
    }
    return pieces
  }

  /// How far `actual` is from `expected` shifted across by `shift` pixels
  /// over the pixels of `box` not under `text`: each pixel's largest
  /// channel difference, summed (a pixel whose source falls outside the
  /// image counts 255).
  static func distance(_ expected: Bitmap, _ actual: Bitmap, _ box: InkProfile.Box, shift: Int, text: [Bool]) -> Int {
    let width = actual.width
    var sum = 0
    for y in box.y0..<box.y1 {
      for x in box.x0..<box.x1 where !text[y * width + x] {
        let source = x - shift
        guard source >= 0, source < width else {
          sum += 255
          continue
        }
        sum += pixelDistance(expected, (y * width + source) * 4, actual, (y * width + x) * 4)
      }
    }
    return sum
  }

  /// The largest channel difference between two pixels (byte offsets).
  static func pixelDistance(_ a: Bitmap, _ aOffset: Int, _ b: Bitmap, _ bOffset: Int) -> Int {
    var difference = 0
    for channel in 0..<4 {
      difference = max(difference, abs(Int(a.pixels[aOffset + channel]) - Int(b.pixels[bOffset + channel])))
    }
    return difference
  }

  /// `masked` (the reference with the runs' pixels taken from the render)
  /// with each differing piece beside a run replaced by the reference's
  /// pixels shifted as the run's width explains (see the file's note), and
  /// how many pieces were; nil when no piece was.
  static func shiftingNeighbours(
    expected: Bitmap, masked: Bitmap, actual: Bitmap, classes: [UInt8], runs: [RunInk?], text: [Bool]
  ) -> (Bitmap, Int)? {
    let width = actual.width, height = actual.height
    guard expected.width == width, expected.height == height, masked.width == width, masked.height == height,
      text.count == width * height, runs.contains(where: { $0 != nil }),
      let pieces = differingPieces(classes, width: width, height: height)
    else { return nil }
    var pixels = masked.pixels
    var shifted = 0
    for piece in pieces {
      let shifts = explainedShifts(rows: piece.y0..<piece.y1, columns: piece.x0..<piece.x1, runs: runs)
      guard !shifts.isEmpty else { continue }
      let unshifted = distance(expected, actual, piece, shift: 0, text: text)
      var distances: [Int: Int] = [:]
      for shift in shifts { distances[shift] = distance(expected, actual, piece, shift: shift, text: text) }
      guard let best = distances.min(by: { ($0.value, abs($0.key)) < ($1.value, abs($1.key)) }) else { continue }
      // The layouts' shift is fractional: each pixel lies between the two
      // whole shifts nearest it, and takes whichever of them matches it
      // better.
      let other = [best.key - 1, best.key + 1].filter { distances[$0] != nil }.min { distances[$0]! < distances[$1]! }
      // The piece and a margin round it (where the first comparison
      // forgave an edge pixel by its neighbours, which are now replaced):
      // each pixel keeps the reference's own where that is as near.
      let margin = pieceReach + 1
      var replaced: [(target: Int, from: Int)] = []
      var remaining = 0
      for y in max(0, piece.y0 - margin)..<min(height, piece.y1 + margin) {
        for x in max(0, piece.x0 - margin)..<min(width, piece.x1 + margin) where !text[y * width + x] {
          let target = (y * width + x) * 4
          let inPiece = x >= piece.x0 && x < piece.x1 && y >= piece.y0 && y < piece.y1
          var from: Int?, closest = inPiece ? Int.max : pixelDistance(masked, target, actual, target)
          for shift in [best.key] + (other.map { [$0] } ?? []) {
            let source = x - shift
            guard source >= 0, source < width else { continue }
            let offset = (y * width + source) * 4
            let difference = pixelDistance(expected, offset, actual, target)
            if difference < closest {
              closest = difference
              from = offset
            }
          }
          if let from { replaced.append((target, from)) }
          if inPiece { remaining += from == nil ? 255 : closest }
        }
      }
      guard remaining * 2 < unshifted else { continue }
      for (target, from) in replaced { pixels[target..<(target + 4)] = expected.pixels[from..<(from + 4)] }
      shifted += 1
    }
    guard shifted > 0, let image = try? Bitmap(width: width, height: height, scale: masked.scale, pixels: pixels)
    else { return nil }
    return (image, shifted)
  }
}
