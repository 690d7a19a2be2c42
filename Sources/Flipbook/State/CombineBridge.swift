import Foundation

#if os(Linux)
// What ties Flipbook's Combine module (OpenCombine plus `ObservableObject`,
// `@Published`, the schedulers and `Timer.publish`) to a running graph:
//
// - a `@Published` write during a film's action goes to the graph's state
//   store with its transaction, like a `@State` write, so runs of writes in
//   different transactions commit in order;
// - `objectWillChange.send()` records a change in the current transaction;
// - the schedulers and timer publishers find film time in the film
//   scheduler whose code is running.
//
// The module's hooks are set once, the first time a graph or a film
// scheduler is made.
enum CombineBridge {
  static let installed: Void = {
    _PublishedBox._write = { box, value in
      guard let store = StateStore.current else { return false }
      store.write(value, to: box, transaction: Transaction.current)
      return true
    }
    ObservableObjectPublisher._willSend = { StateStore.current?.recordChange(Transaction.current) }
    _FilmClocks.current = { FilmScheduler.current }
  }()
}

extension FilmScheduler: _FilmClock {}
extension _PublishedBox: StateStore.ValueBox {}
#else
enum CombineBridge {
  static let installed: Void = ()
}
#endif
