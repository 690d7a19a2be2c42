import Foundation

/// The animation store of a running view graph (part of its `GraphMemory`): for every animatable
/// attribute (a view's identity plus a typed `AnimatableAttribute`, such as
/// `.modifier(_OffsetEffect.self)` or `.shape`), the last model value and the
/// animation carrying the screen towards it.
///
/// ## How a change animates
///
/// Each pass evaluates the whole tree for the model state at one instant.
/// When an attribute's model value differs from the one recorded at the
/// previous pass, the change is animated with the animation of the
/// transaction in effect at that point of the tree (the state writes'
/// transaction, as `.animation(_:value:)` and `.transaction` modify it for
/// their subtrees): a track starts at the pass's time. A change during a
/// running animation never jumps: a timing curve runs on and the new
/// animation adds its move; a spring merges with a running spring, keeping
/// its velocity (`AnimationTrack` says why: SwiftUI's
/// `CustomAnimation.shouldMerge`). Without an animation the value
/// changes at once. The presented value is the track's value at the
/// pass's time; a finished track is dropped and the model value shown.
/// `repeatForever` tracks never finish.
///
/// Attributes not visited in a pass belong to views that left the tree:
/// their records are dropped, so a view inserted again starts afresh.
final class AnimationStore {
  struct Key: Hashable {
    let identity: ViewIdentity
    let attribute: AnimatableAttribute
  }

  struct Record {
    var target: Any
    var track: (any ErasedTrack)?
    var visited: Int

    /// Whether the track is still running at `time`.
    func isRunning(_ time: Double) -> Bool { track.map { !$0.isFinished(at: time) } ?? false }

    /// What the attribute shows at `time`.
    func presented(at time: Double) -> Any {
      guard let track, !track.isFinished(at: time) else { return target }
      return track.erasedValue(at: time)
    }
  }

  /// The time of the current pass, in seconds since the graph started.
  private(set) var time: Double = 0
  /// Whether a view read the pass's time (`readTime`) in the current pass.
  private var readsTime = false
  /// Whether the current pass follows state changes (a transaction). A
  /// frame pass changes nothing in the model; values that differ then are
  /// derived from other animations (a custom `Animatable` view's body) and
  /// follow them without starting animations of their own.
  private var isUpdate = true
  private(set) var pass = 0
  private var records: [Key: Record] = [:]

  /// Starts pass number `pass`, evaluating the tree at `time`; `isUpdate`
  /// when state changed since the previous pass.
  func beginPass(_ pass: Int, at time: Double, isUpdate: Bool) {
    self.pass = pass
    self.time = time
    self.isUpdate = isUpdate
    readsTime = false
  }

  /// The pass's time, for a view whose content follows it (a timeline, a
  /// keyframe animator): the pass is then one that depends on time.
  func readTime() -> Double {
    readsTime = true
    return time
  }

  /// Whether the pass just run would come out differently at a later
  /// instant with the same state: an animation is still running, or a view
  /// read the time. When not, later frames show what this pass placed.
  var dependsOnTime: Bool {
    readsTime || records.contains { $0.value.isRunning(time) }
  }

  /// Ends the pass: forgets the attributes of views it did not visit.
  func endPass() {
    // Most passes visit every record: rebuild only when some view left.
    if records.contains(where: { $0.value.visited != pass }) { records = records.filter { $0.value.visited == pass } }
  }

  /// The value to show for `attribute` of the view at `identity` whose
  /// model value is `value`, under `transaction`.
  func present<T: VectorArithmetic>(
    _ value: T, at identity: ViewIdentity, _ attribute: AnimatableAttribute, transaction: Transaction
  ) -> T {
    let key = Key(identity: identity, attribute: attribute)
    let (presented, record) = presenting(value, after: records[key], transaction: transaction)
    records[key] = record
    return presented
  }

  /// What `present` shows for `value` after `previous` (the attribute's
  /// record, nil when new), and the record to keep: computed without
  /// writing, so the layout pass can present frames and leave the writes
  /// to its log.
  func presenting<T: VectorArithmetic>(
    _ value: T, after previous: Record?, transaction: Transaction
  ) -> (presented: T, record: Record) {
    guard var record = previous, let target = record.target as? T else {
      return (value, Record(target: value, visited: pass))
    }
    record.visited = pass
    var track = record.track as? AnimationTrack<T>
    if target != value {
      if isUpdate, let animation = transaction.animation {
        track = track?.retargeted(to: value, with: animation, at: time)
          ?? AnimationTrack(animation: animation, startTime: time, from: target, to: value)
      } else {
        track = nil
      }
      record.target = value
    }
    var presented = value
    if let running = track {
      if running.isFinished(at: time) {
        track = nil
      } else {
        presented = running.value(at: time)
      }
    }
    record.track = track
    return (presented, record)
  }

  /// The record of the placed frame of the view at `identity`, as of the
  /// previous pass (what the layout pass reads).
  func frameRecord(of identity: ViewIdentity) -> Record? {
    records[Key(identity: identity, attribute: .placedFrame)]
  }

  /// Keeps the placed-frame records the layout pass computed
  /// (`LayoutAnimations`), once layout is done.
  func commitFrames(_ frames: [ViewIdentity: Record]) {
    for (identity, record) in frames { records[Key(identity: identity, attribute: .placedFrame)] = record }
  }

  /// Where the view at `identity` was last shown (its placed frame as
  /// presented now), if it was placed.
  func lastPlacedFrame(of identity: ViewIdentity) -> CGRect? {
    frameRecord(of: identity).flatMap { Self.frame(presentedBy: $0, at: time) }
  }

  /// The frame `record` shows at `time`.
  static func frame(presentedBy record: Record, at time: Double) -> CGRect? {
    guard let data = record.presented(at: time) as? CGRect.AnimatableData else { return nil }
    var frame = CGRect.zero
    frame.animatableData = data
    return frame
  }

  /// The values `attribute` shows at the current pass's time, by view
  /// identity (for tests and tools).
  func presentedValues(of attribute: AnimatableAttribute) -> [ViewIdentity: Any] {
    var values: [ViewIdentity: Any] = [:]
    for (key, record) in records where key.attribute == attribute {
      values[key.identity] = record.presented(at: time)
    }
    return values
  }

  /// The content transition in flight for the view at `identity`, whose
  /// content is now `content`: when `changed` says it differs from the
  /// previous pass's and the update's transaction animates (and
  /// `animates`, the transition not being `.identity`), a transition starts
  /// from the old content, its progress running 0 → 1 along the
  /// transaction's animation. A change during a transition starts again
  /// from the content it replaced. Nil when nothing is transitioning.
  func presentContent<C>(
    _ content: C, at identity: ViewIdentity, transaction: Transaction, animates: Bool,
    changed: (_ old: C, _ new: C) -> Bool
  ) -> ContentChange<C>? {
    let key = Key(identity: identity, attribute: .content)
    guard var record = records[key], let old = record.target as? C else {
      records[key] = Record(target: content, visited: pass)
      return nil
    }
    record.visited = pass
    var track = record.track as? ContentTrack<C>
    if changed(old, content) {
      if isUpdate, animates, let animation = transaction.animation {
        track = ContentTrack(outgoing: old, progress: AnimationTrack(animation: animation, startTime: time, from: 0, to: 1))
      } else {
        track = nil
      }
    }
    record.target = content
    if let running = track, running.isFinished(at: time) { track = nil }
    record.track = track
    records[key] = record
    return track.map { ContentChange(outgoing: $0.outgoing, progress: $0.progress.value(at: time)) }
  }

  /// Records `value` as the attribute's model value when nothing is
  /// recorded yet, so that the next `present` animates from it: how an
  /// inserted view starts from its transition's active state.
  func seed<T: VectorArithmetic>(_ value: T, at identity: ViewIdentity, _ attribute: AnimatableAttribute) {
    let key = Key(identity: identity, attribute: attribute)
    if records[key] == nil { records[key] = Record(target: value, visited: pass) }
  }

  /// Whether any attribute of the view at `identity` or its descendants is
  /// still animating.
  func isAnimating(under identity: ViewIdentity) -> Bool {
    records.contains { key, record in
      record.isRunning(time) && key.identity.isDescendant(of: identity)
    }
  }
}

/// A content transition at one pass: the content being replaced, and how
/// far the transition has come (0 … 1; a spring may overshoot).
struct ContentChange<C> {
  let outgoing: C
  let progress: Double
}

/// A running content transition, as an animator record keeps it.
struct ContentTrack<C>: ErasedTrack {
  let outgoing: C
  let progress: AnimationTrack<Double>

  func isFinished(at time: Double) -> Bool { progress.isFinished(at: time) }
  func erasedValue(at time: Double) -> Any { progress.value(at: time) }
}

/// A running track whatever its value type, as an animator record keeps it.
protocol ErasedTrack {
  func isFinished(at time: Double) -> Bool
  func erasedValue(at time: Double) -> Any
}

extension AnimationTrack: ErasedTrack {
  func erasedValue(at time: Double) -> Any { value(at: time) }
}
