import Foundation

// # Phase animators on film time
//
// A phase animator shows its content for one phase at a time, starting at
// the first. It moves to the next phase with `animation(nextPhase)`, and
// when that animation is logically complete (the completion of
// `withAnimation(_:completionCriteria:_:completion:)`, on film time), to the
// one after:
// - without a trigger it cycles through the phases, round and round, from
//   the moment the view appears;
// - with a trigger, each change runs through every phase once and back to
//   the first; a change during a run starts a new run from the phase shown
//   (the old run's pending steps are dropped).
// A nil animation changes phase at once. A cycle in which every phase
// changes at once would never let time pass: the animator stops after one
// (SwiftUI would spin); an animation that never completes (`repeatForever`)
// stops it in that phase. With no phases the animator shows nothing. In a
// still (`ImageRenderer`) nothing runs: the content shows the first phase.

/// A container that animates its content by cycling through phases, as
/// SwiftUI's `PhaseAnimator` (iOS 17; see the essay above).
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let phases: [Phase]
  let trigger: AnyEquatableValue?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?
  @State private var index = 0
  /// Which run the pending steps belong to (a trigger starts a new one).
  @State private var generation = 0

  /// Runs through `phases` each time `trigger` changes, showing `content`
  /// for each phase, moving into a phase with `animation(phase)` (SwiftUI's
  /// default animation unless given).
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = AnyEquatableValue(trigger)
    self.content = content
    self.animation = animation
  }

  /// Cycles through `phases` continuously while the view is shown.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    trigger = nil
    self.content = content
    self.animation = animation
  }

  public var body: some View {
    if let first = phases.first {
      content(index < phases.count ? phases[index] : first)
        .onAppear {
          if trigger == nil { step(run: generation, remaining: nil, immediate: 0) }
        }
        .onChange(of: trigger) {
          generation += 1
          step(run: generation, remaining: index == 0 ? phases.count : phases.count - index, immediate: 0)
        }
    }
  }

  /// Moves to the next phase, then (when its animation completes) on, for
  /// `remaining` steps (nil: forever). `immediate` counts the steps in a
  /// row that took no time.
  private func step(run: Int, remaining: Int?, immediate: Int) {
    guard run == generation, remaining.map({ $0 > 0 }) ?? true, immediate < phases.count else { return }
    let next = (index + 1) % phases.count
    let animation = animation(phases[next])
    let delay = animation.map { $0.logicalDuration } ?? 0
    guard let delay else {
      // Never completes: move into the phase and stay.
      withAnimation(animation) { index = next }
      return
    }
    withAnimation(animation) { index = next } completion: {
      step(run: run, remaining: remaining.map { $0 - 1 }, immediate: delay > 0 ? 0 : immediate + 1)
    }
  }
}

nonisolated extension View {
  /// Runs this view through `phases` each time `trigger` changes,
  /// modified by `content` for each phase, as SwiftUI's
  /// `phaseAnimator(_:trigger:content:animation:)`.
  public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(self), $0) }, animation: animation)
  }

  /// Cycles this view through `phases` continuously, modified by `content`
  /// for each phase, as SwiftUI's `phaseAnimator(_:content:animation:)`.
  public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(phases, content: { content(PlaceholderContentView(self), $0) }, animation: animation)
  }
}
