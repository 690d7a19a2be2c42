import Foundation

#if os(Linux)
// What ties Flipbook's Combine module (OpenCombine plus `ObservableObject`,
// `@Published`, the schedulers and `Timer.publish`) to a running graph: the
// film scheduler is the module's `_FilmContext`, bound with the scheduler
// itself (`FilmScheduler.current` reads `_FilmContexts.current`), so
//
// - a `@Published` write during a film's action goes to the graph's state
//   store with its transaction, like a `@State` write, so runs of writes in
//   different transactions commit in order;
// - `objectWillChange.send()` records a change in the current transaction;
// - the schedulers and timer publishers find film time in the film
//   scheduler whose code is running.
//
// No process-wide hook is set: outside a graph's code the context is nil
// and the module behaves as Combine does.
extension FilmScheduler: _FilmContext {
  func publishedWrite(_ value: Any, to box: _PublishedBox) -> Bool {
    guard let store = StateStore.current else { return false }
    store.write(value, to: box, transaction: Transaction.current)
    return true
  }

  func objectWillChange() { StateStore.current?.recordChange(Transaction.current) }
}

extension _PublishedBox: StateStore.ValueBox {}
#endif
