@testable import Flipbook
import Foundation
import Testing

/// A running graph of `content` in a 100 × 100 canvas at scale 1, over white.
final class Rig {
  let graph: ViewGraph

  init<V: View>(
    width: CGFloat = 100, height: CGFloat = 100, safeAreaInsets: EdgeInsets = EdgeInsets(),
    @ViewBuilder _ content: @escaping () -> V
  ) throws {
    graph = ViewGraph(
      environment: EnvironmentValues(), proposal: ProposedViewSize(width: width, height: height),
      safeAreaInsets: safeAreaInsets, scale: 1, content: content)
    try graph.update(at: 0)
  }

  /// Runs `change` at `time` with `animation` (nil: no transaction animation).
  func change(at time: Double, animation: Animation?, _ change: () -> Void) throws {
    try graph.update(at: time)
    graph.perform {
      var transaction = Transaction()
      transaction.animation = animation
      withTransaction(transaction, change)
    }
    try graph.update(at: time)
  }

  /// The canvas at `time`.
  func image(at time: Double) throws -> Bitmap {
    try graph.update(at: time)
    return try #require(graph.snapshot).render(scale: 1, environment: EnvironmentValues(), background: .white)
  }

  /// The values `attribute` shows at `time`, in tree order.
  func presented<T>(_ attribute: AnimatableAttribute, at time: Double, as type: T.Type = T.self) throws -> [T] {
    try graph.update(at: time)
    return try #require(graph.memory).animations.presentedValues(of: attribute)
      .sorted { $0.key.description < $1.key.description }
      .compactMap { $0.value as? T }
  }

  /// The placed frames of the views of type `type` at `time`, in tree order.
  func frames<V>(of type: V.Type, at time: Double) throws -> [CGRect] {
    try graph.update(at: time)
    return try #require(graph.placed).frames(of: type)
  }
}

extension Bitmap {
  /// The centroid of the pixels where `channel` exceeds the others (a
  /// coloured square on white), weighted by how much: sub-pixel accurate.
  func centroid(of channel: Int) -> CGPoint? {
    var sum = 0.0, sx = 0.0, sy = 0.0
    for y in 0..<height {
      for x in 0..<width {
        let p = (y * width + x) * 4
        let others = (0..<3).filter { $0 != channel }.map { Double(pixels[p + $0]) }
        let weight = 255 - (others.max() ?? 255)
        guard weight > 0 else { continue }
        sum += weight
        sx += weight * (Double(x) + 0.5)
        sy += weight * (Double(y) + 0.5)
      }
    }
    return sum > 0 ? CGPoint(x: sx / sum, y: sy / sum) : nil
  }

  /// How many pixels differ from white by more than 8 in some channel.
  var inkedPixelCount: Int {
    (0..<(width * height)).filter { i in (0..<3).contains { pixels[i * 4 + $0] < 247 } }.count
  }

  func rgb(_ x: Int, _ y: Int) -> [Int] {
    let p = (y * width + x) * 4
    return [Int(pixels[p]), Int(pixels[p + 1]), Int(pixels[p + 2])]
  }
}
