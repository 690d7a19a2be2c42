import Foundation

extension Path {
  /// The part of the path between fractions `from` and `to` of its total arc
  /// length, as in SwiftUI's `trimmedPath(from:to:)` and `Shape.trim`.
  ///
  /// Fractions are clamped to [0, 1]; `from >= to` gives an empty path, and
  /// `0...1` the path unchanged. Curves are cut exactly (de Casteljau) at the
  /// parameter where the arc length is reached. A subpath kept whole stays
  /// closed; one that is cut becomes open and keeps its closing line as a line.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    guard from.isFinite, to.isFinite else { return Path() }
    let lower = Double(min(max(from, 0), 1))
    let upper = Double(min(max(to, 0), 1))
    if lower <= 0, upper >= 1 { return self }
    guard lower < upper else { return Path() }
    let all = subpaths
    // Each segment's arc length, computed once.
    let lengths = all.map { $0.segments.map { $0.length() } }
    let total = lengths.joined().reduce(0, +)
    guard total > 0 else { return Path() }
    let startLength = lower * total
    let endLength = upper * total

    var result = Path()
    var travelled = 0.0
    for (subpath, segmentLengths) in zip(all, lengths) {
      let subStart = travelled
      travelled += segmentLengths.reduce(0, +)
      if travelled <= startLength || subStart >= endLength { continue }
      if subpath.isClosed, subStart >= startLength, travelled <= endLength {
        result.move(to: subpath.start)
        for segment in subpath.segments.dropLast(subpath.hasClosingLine ? 1 : 0) {
          result.append(segment.element)
        }
        result.closeSubpath()
        continue
      }
      var segmentStart = subStart
      var started = false
      for (segment, length) in zip(subpath.segments, segmentLengths) {
        defer { segmentStart += length }
        let segmentEnd = segmentStart + length
        if segmentStart >= endLength { break }
        if segmentEnd <= startLength { continue }
        let t0 = startLength > segmentStart ? segment.parameter(atLength: startLength - segmentStart) : 0
        let t1 = endLength < segmentEnd ? segment.parameter(atLength: endLength - segmentStart) : 1
        let piece = (t0 == 0 && t1 == 1) ? segment : segment.subsegment(from: t0, to: t1)
        if !started {
          result.move(to: piece.start)
          started = true
        }
        result.append(piece.element)
      }
    }
    return result
  }
}
