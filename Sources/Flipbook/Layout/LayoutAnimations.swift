import Foundation

/// Layout animation without layout writing animation state: the layout
/// pass reads each view's placed-frame record as the animation store kept
/// it at the previous pass, computes the frame to show (a move or resize
/// under an animated transaction follows its animation from where the view
/// was on screen) and keeps the new record here. The graph commits them
/// to the store once layout is done (`ViewGraph.runPass`).
///
/// Within the pass this log answers first: a frame seeded for a matched
/// view flying in, a second node placed under an identity already placed
/// (it shows as placed), where a view was last shown.
final class LayoutAnimations {
  let store: AnimationStore
  /// The placed-frame records computed this pass, by view.
  private(set) var frames: [ViewIdentity: AnimationStore.Record] = [:]
  /// Frames seeded this pass for views not placed before: where they
  /// animate from.
  private var seeds: [ViewIdentity: AnimationStore.Record] = [:]

  init(store: AnimationStore) { self.store = store }

  /// Where the view at `identity` was last shown, if it was placed.
  func lastPlacedFrame(of identity: ViewIdentity) -> CGRect? {
    if let record = frames[identity] ?? seeds[identity] { return AnimationStore.frame(presentedBy: record, at: store.time) }
    return store.lastPlacedFrame(of: identity)
  }

  /// Where the view of `node` was last shown, if it was placed.
  func lastPlacedFrame(of node: ViewNode) -> CGRect? {
    node.layoutIdentity.flatMap(lastPlacedFrame(of:))
  }

  /// Seeds the placed frame of the view at `identity` (not placed before)
  /// at `frame`, so that it animates from there.
  func seedFrame(_ frame: CGRect, at identity: ViewIdentity) {
    guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
      store.frameRecord(of: identity) == nil, frames[identity] == nil, seeds[identity] == nil
    else { return }
    // As from the previous pass: presenting it then animates from there.
    seeds[identity] = AnimationStore.Record(target: frame.animatableData, visited: store.pass - 1)
  }

  /// The frame to show for the view at `identity`, placed in `frame` this
  /// pass, under `transaction`. A frame that isn't finite, or a second
  /// node placed under the same identity in one pass (a modifier wrapping
  /// each view of a group), shows as placed.
  func presentFrame(_ frame: CGRect, at identity: ViewIdentity, transaction: Transaction) -> CGRect {
    guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), frames[identity] == nil else {
      return frame
    }
    let previous = seeds[identity] ?? store.frameRecord(of: identity)
    let (data, record) = store.presenting(frame.animatableData, after: previous, transaction: transaction)
    frames[identity] = record
    var shown = CGRect.zero
    shown.animatableData = data
    return shown
  }
}
