/// Polishes a palette for the smallest squared error in sRGB.
///
/// libimagequant chooses palettes for the eye: it weighs colours by edge
/// contrast and works in a gamma-adjusted space, which spends entries on
/// anti-aliased edges. UI renders are mostly smooth gradients, where that
/// shows as banding and costs 0.5–0.8 dB of PSNR on the bench frames.
///
/// Starting from libimagequant's palette, Lloyd (k-means) passes over the
/// exact colour histogram move each entry to the weighted mean of the
/// colours nearest to it. Lloyd stops in a local optimum, so then it tries
/// swaps: the entry whose loss would cost least moves to the colour shown
/// worst, and the swap is kept when the passes that follow lower the total
/// error. Nearest-entry searches walk the palette sorted along the
/// histogram's principal axis and stop once the distance along that axis
/// alone exceeds the best found, which skips most entries.
struct PaletteRefinement {
  private let colors: [SIMD3<Float>]
  private let weights: [Float]
  private let axis: SIMD3<Float>

  /// `histogram`: distinct colours (packed 0xRRGGBB) with their counts.
  init(histogram: [(rgb: UInt32, count: Int)]) {
    colors = histogram.map { entry in
      SIMD3(Float(entry.rgb >> 16 & 0xFF), Float(entry.rgb >> 8 & 0xFF), Float(entry.rgb & 0xFF))
    }
    weights = histogram.map { Float($0.count) }
    axis = Self.principalAxis(colors, weights)
  }

  /// `palette` (opaque entries) polished: at most `passes` assignment
  /// passes in all, Lloyd's and the swaps' together.
  func refine(_ palette: [PaletteColor], passes: Int) -> [PaletteColor] {
    guard !palette.isEmpty, !colors.isEmpty, passes > 0 else { return palette }
    var budget = passes
    var centres = palette.map { SIMD3(Float($0.r), Float($0.g), Float($0.b)) }
    var state = lloyd(&centres, budget: &budget)
    // Each swap gets a few passes to settle; a swap that does not lower
    // the error is undone and the next worst colour tried, a few times.
    var tried = Set<Int>()
    var failures = 0
    while budget >= Self.passesPerSwap, failures < Self.failedSwapsAllowed {
      guard let (entry, colour) = swapCandidate(state, count: centres.count, excluding: tried) else { break }
      var trial = centres
      trial[entry] = colors[colour]
      var trialBudget = Self.passesPerSwap
      let trialState = lloyd(&trial, budget: &trialBudget)
      budget -= Self.passesPerSwap - trialBudget
      if trialState.error < state.error {
        centres = trial
        state = trialState
        tried = []
        failures = 0
      } else {
        tried.insert(colour)
        failures += 1
      }
    }
    return centres.map { c in
      func channel(_ value: Float) -> UInt8 { UInt8(min(255, max(0, value.rounded()))) }
      return PaletteColor(r: channel(c.x), g: channel(c.y), b: channel(c.z), a: 255)
    }
  }

  /// The most distinct colours refined: UI renders have a few thousand;
  /// beyond this (photographs, noise) the work grows for little gain, and
  /// libimagequant's palette is kept.
  static let maximumColors = 32768

  /// Assignment passes spent settling each swap.
  static let passesPerSwap = 3
  /// Swaps in a row that may fail before the search stops.
  static let failedSwapsAllowed = 4

  /// Where each colour goes and what it costs, for one set of centres.
  private struct Assignment {
    var nearest: [Int32]
    /// Squared distance to the nearest and to the second nearest centre.
    var best: [Float]
    var second: [Float]
    /// Weighted squared error in total.
    var error: Double
  }

  /// Lloyd passes until the assignment settles or the budget runs out;
  /// returns the assignment of the final centres.
  private func lloyd(_ centres: inout [SIMD3<Float>], budget: inout Int) -> Assignment {
    var state = assign(centres)
    budget -= 1
    while budget > 0 {
      var sums = [SIMD3<Float>](repeating: .zero, count: centres.count)
      var totals = [Float](repeating: 0, count: centres.count)
      for i in colors.indices {
        let j = Int(state.nearest[i])
        sums[j] += colors[i] * weights[i]
        totals[j] += weights[i]
      }
      var moved = false
      for j in centres.indices where totals[j] > 0 {
        let mean = (sums[j] / totals[j]).rounded(.toNearestOrEven)
        if mean != centres[j] {
          centres[j] = mean
          moved = true
        }
      }
      if !moved { break }
      state = assign(centres)
      budget -= 1
    }
    return state
  }

  /// The entry cheapest to lose (its colours' cost of moving to their
  /// second-nearest entry, or an unused entry) and the colour shown worst.
  private func swapCandidate(_ state: Assignment, count: Int, excluding tried: Set<Int>) -> (entry: Int, colour: Int)? {
    var loss = [Float](repeating: 0, count: count)
    for i in colors.indices { loss[Int(state.nearest[i])] += weights[i] * (state.second[i] - state.best[i]) }
    var worst = -1
    var worstError: Float = 0
    for i in colors.indices where weights[i] * state.best[i] > worstError && !tried.contains(i) {
      worstError = weights[i] * state.best[i]
      worst = i
    }
    guard worst >= 0, let entry = loss.indices.min(by: { loss[$0] < loss[$1] }), loss[entry] < worstError else {
      return nil
    }
    return (entry, worst)
  }

  /// Nearest and second-nearest centre of every colour.
  private func assign(_ centres: [SIMD3<Float>]) -> Assignment {
    let order = centres.indices.sorted { (centres[$0] * axis).sum() < (centres[$1] * axis).sum() }
    let sorted = order.map { centres[$0] }
    let keys = sorted.map { ($0 * axis).sum() }
    var state = Assignment(
      nearest: [Int32](repeating: 0, count: colors.count), best: [Float](repeating: 0, count: colors.count),
      second: [Float](repeating: 0, count: colors.count), error: 0)
    var error: Double = 0
    for (i, x) in colors.enumerated() {
      let key = (x * axis).sum()
      // Start where the colour would sit along the axis, walk both ways.
      var high = keys.partitioningIndex { $0 >= key }
      var low = high - 1
      var best = Float.infinity, second = Float.infinity, nearest = 0
      while low >= 0 || high < sorted.count {
        let downGap = low >= 0 ? key - keys[low] : .infinity
        let upGap = high < sorted.count ? keys[high] - key : .infinity
        let j: Int
        if downGap <= upGap {
          if downGap * downGap >= second { break }
          j = low
          low -= 1
        } else {
          if upGap * upGap >= second { break }
          j = high
          high += 1
        }
        let d = sorted[j] - x
        let e = (d * d).sum()
        if e < best {
          second = best
          best = e
          nearest = j
        } else if e < second {
          second = e
        }
      }
      state.nearest[i] = Int32(order[nearest])
      state.best[i] = best
      state.second[i] = second.isFinite ? second : best
      error += Double(weights[i] * best)
    }
    state.error = error
    return state
  }

  private static let grey = SIMD3<Float>(repeating: 1 / Float(3).squareRoot())

  /// The direction along which the weighted colours spread most (power
  /// iteration on their covariance), or grey when they don't spread.
  private static func principalAxis(_ colors: [SIMD3<Float>], _ weights: [Float]) -> SIMD3<Float> {
    let total = weights.reduce(0, +)
    guard total > 0 else { return Self.grey }
    var mean = SIMD3<Float>.zero
    for (c, w) in zip(colors, weights) { mean += c * w }
    mean /= total
    var rows = (SIMD3<Float>.zero, SIMD3<Float>.zero, SIMD3<Float>.zero)
    for (c, w) in zip(colors, weights) {
      let d = c - mean
      rows.0 += d * d.x * w
      rows.1 += d * d.y * w
      rows.2 += d * d.z * w
    }
    var v = Self.grey
    for _ in 0..<16 {
      let next = SIMD3<Float>((rows.0 * v).sum(), (rows.1 * v).sum(), (rows.2 * v).sum())
      let length = (next * next).sum().squareRoot()
      guard length > 1e-6 else { return Self.grey }
      v = next / length
    }
    return v
  }
}

extension Array where Element == Float {
  /// The first index whose element satisfies `belongs`, for a predicate
  /// false then true along the (sorted) array.
  fileprivate func partitioningIndex(where belongs: (Float) -> Bool) -> Int {
    var low = 0, high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
