import Dispatch

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
/// swaps: the entry whose loss would cost least (its weight times the
/// squared distance to its nearest fellow entry) moves to the colour shown
/// worst, and the swap is kept when the passes that follow lower the total
/// error; after a few failed swaps in a row it stops. Nearest-entry
/// searches walk the palette sorted along the histogram's principal axis and
/// stop once the distance along that axis alone exceeds the best found,
/// which skips most entries.
struct PaletteRefinement {
  /// The histogram's colours, sorted along `axis`, with their weights and
  /// their positions along it.
  private let colors: [SIMD3<Float>]
  private let weights: [Float]
  private let keys: [Float]
  private let axis: SIMD3<Float>

  /// `histogram`: distinct colours (packed 0xRRGGBB) with their counts.
  init(histogram: [(rgb: UInt32, count: Int)]) {
    let unsorted = histogram.map { entry in
      SIMD3(Float(entry.rgb >> 16 & 0xFF), Float(entry.rgb >> 8 & 0xFF), Float(entry.rgb & 0xFF))
    }
    let counts = histogram.map { Float($0.count) }
    let axis = Self.principalAxis(unsorted, counts)
    let positions = unsorted.map { ($0 * axis).sum() }
    let order = unsorted.indices.sorted { (positions[$0], $0) < (positions[$1], $1) }
    colors = order.map { unsorted[$0] }
    weights = order.map { counts[$0] }
    keys = order.map { positions[$0] }
    self.axis = axis
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
    while budget > Self.passesPerSwap, failures < Self.failedSwapsAllowed {
      guard let (entry, colour) = swapCandidate(state, centres: centres, excluding: tried) else { break }
      var trial = centres
      trial[entry] = colors[colour]
      var trialBudget = Self.passesPerSwap
      let trialState = lloyd(&trial, hint: state.nearest, budget: &trialBudget)
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

  /// The most distinct colours refined: UI renders have a few thousand,
  /// films with gradients and antialiased curves tens of thousands (the
  /// chart film 82,312); beyond this (photographs, noise) the work grows
  /// for little gain, and libimagequant's palette is kept.
  static let maximumColors = 262_144

  /// Up to this many colours a histogram gets every pass asked for; a
  /// larger one at most `largeHistogramPasses`: a pass costs in proportion
  /// to the colours, and the first passes gain the most. On the chart film
  /// (82,312 colours) libimagequant's palette gives 49.14 dB mean PSNR; 8
  /// passes 49.39 dB for about 25 ms on two cores, 25 passes 49.47 dB, 64
  /// passes 49.55 dB for 150 ms.
  static let fullPassColors = 32_768
  static let largeHistogramPasses = 8

  /// The passes a histogram of `colors` colours gets when `passes` are asked for.
  static func passes(_ passes: Int, colors: Int) -> Int {
    colors > fullPassColors ? min(passes, largeHistogramPasses) : passes
  }

  /// Assignment passes spent settling each swap.
  static let passesPerSwap = 3
  /// Swaps in a row that may fail before the search stops.
  static let failedSwapsAllowed = 4

  /// Where each colour goes and what it costs, for one set of centres.
  private struct Assignment {
    var nearest: [Int32]
    /// Squared distance to the nearest centre.
    var best: [Float]
    /// Weighted squared error in total.
    var error: Double
  }

  /// Lloyd passes until the assignment settles or the budget runs out;
  /// returns the assignment of the final centres.
  private func lloyd(_ centres: inout [SIMD3<Float>], hint: [Int32]? = nil, budget: inout Int) -> Assignment {
    var state = assign(centres, hint: hint)
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
      state = assign(centres, hint: state.nearest)
      budget -= 1
    }
    return state
  }

  /// The entry cheapest to lose and the colour shown worst. An entry's
  /// loss is estimated as if all its colours moved to the entry nearest to
  /// it (its weight times that squared distance): a few hundred entries
  /// squared, instead of a search for every colour's second-nearest entry.
  private func swapCandidate(_ state: Assignment, centres: [SIMD3<Float>], excluding tried: Set<Int>)
    -> (entry: Int, colour: Int)?
  {
    var totals = [Float](repeating: 0, count: centres.count)
    for i in colors.indices { totals[Int(state.nearest[i])] += weights[i] }
    var entry = -1
    var entryLoss = Float.infinity
    for j in centres.indices {
      var closest = Float.infinity
      for other in centres.indices where other != j {
        let d = centres[other] - centres[j]
        closest = min(closest, (d * d).sum())
      }
      let loss = totals[j] * (closest.isFinite ? closest : 0)
      if loss < entryLoss {
        entryLoss = loss
        entry = j
      }
    }
    var worst = -1
    var worstError: Float = 0
    for i in colors.indices where weights[i] * state.best[i] > worstError && !tried.contains(i) {
      worstError = weights[i] * state.best[i]
      worst = i
    }
    guard worst >= 0, entry >= 0 else { return nil }
    return (entry, worst)
  }

  /// Nearest centre of every colour.
  /// `hint` (the previous pass's nearest) gives each search a tight bound
  /// from its first step. Runs on every core, a slice of colours each.
  private func assign(_ centres: [SIMD3<Float>], hint: [Int32]?) -> Assignment {
    let positions = centres.map { ($0 * axis).sum() }
    let order = centres.indices.sorted { positions[$0] < positions[$1] }
    var ranks = [Int](repeating: 0, count: centres.count)
    for (position, index) in order.enumerated() { ranks[index] = position }
    let rank = ranks
    let sorted = SortedCentres(centres: order.map { centres[$0] }, keys: order.map { positions[$0] })
    var state = Assignment(
      nearest: [Int32](repeating: 0, count: colors.count), best: [Float](repeating: 0, count: colors.count),
      error: 0)
    // A fixed number of slices, summed in order: the same palette on any
    // machine, whatever its core count.
    let slices = colors.count >= 4096 ? 4 : 1
    let errors = UnsafeMutableBufferPointer<Double>.allocate(capacity: slices)
    defer { errors.deallocate() }
    let hints = hint ?? []
    state.nearest.withUnsafeMutableBufferPointer { nearestOut in
      state.best.withUnsafeMutableBufferPointer { bestOut in
        // Each slice writes only its own range of the outputs.
        let out = Outputs(nearest: nearestOut, best: bestOut, errors: errors)
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
          let range = (colors.count * slice / slices)..<(colors.count * (slice + 1) / slices)
          var total: Double = 0
          for i in range {
            let start = hints.isEmpty ? nil : rank[Int(hints[i])]
            let (nearest, best) = sorted.nearest(to: colors[i], key: keys[i], hint: start)
            out.nearest[i] = Int32(order[nearest])
            out.best[i] = best
            total += Double(weights[i] * best)
          }
          out.errors[slice] = total
        }
      }
    }
    state.error = errors.reduce(0, +)
    return state
  }

  /// Where the slices of `assign` write, each its own indices.
  private struct Outputs: @unchecked Sendable {
    let nearest: UnsafeMutableBufferPointer<Int32>
    let best: UnsafeMutableBufferPointer<Float>
    let errors: UnsafeMutableBufferPointer<Double>
  }

  /// Centres sorted along the axis, for searches that stop early.
  private struct SortedCentres {
    let centres: [SIMD3<Float>]
    let keys: [Float]


    /// The position of the centre nearest to `x` (at `key` along the axis),
    /// and its squared distance. `hint`, a likely nearest, bounds the
    /// search from the start. Walks outwards from `key`: a centre farther
    /// along the axis alone than the bound can't be nearer.
    func nearest(to x: SIMD3<Float>, key: Float, hint: Int?) -> (Int, Float) {
      var best = Float.infinity, nearest = 0
      if let hint {
        nearest = hint
        let d = centres[hint] - x
        best = (d * d).sum()
      }
      var low = 0, high = keys.count
      while low < high {
        let middle = (low + high) / 2
        if keys[middle] < key { low = middle + 1 } else { high = middle }
      }
      high = low
      low -= 1
      while true {
        let downGap = low >= 0 ? key - keys[low] : .infinity
        let upGap = high < keys.count ? keys[high] - key : .infinity
        let j: Int
        if downGap <= upGap {
          if downGap * downGap >= best { break }
          j = low
          low -= 1
        } else {
          if upGap * upGap >= best { break }
          j = high
          high += 1
        }
        let d = centres[j] - x
        let e = (d * d).sum()
        if e < best {
          best = e
          nearest = j
        }
      }
      return (nearest, best)
    }
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
