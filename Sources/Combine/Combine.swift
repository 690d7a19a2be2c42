// # Combine on Linux
//
// SwiftUI re-exports Combine, and the code around views leans on it:
// `import Combine` at the top of a view model, `@Published` properties a
// view observes, `Timer.publish(every:on:in:)` received with `onReceive`,
// `Just(…).delay(for:scheduler:)`, `debounce` on a search field's text.
// Linux has no Combine. This module is Combine there: OpenCombine (a
// faithful open-source implementation of Combine's publishers, operators,
// subjects and subscribers) re-exported whole, plus what Combine takes from
// its neighbours and OpenCombine leaves out, because it is where SwiftUI and
// film time come in:
//
// - `ObservableObject`, `ObservableObjectPublisher` and `@Published`
//   (ObservableObject.swift, Published.swift). Declared here, they shadow
//   OpenCombine's in every file that imports `Combine` or `Flipbook`. A
//   published value lives in a box Flipbook can see, so a write inside a
//   film carries its own transaction (`model.o = 1; withAnimation { model.o
//   = 0.3 }` shows 1, then animates to 0.3), and announces itself to the
//   running graph.
// - `DispatchQueue`, `RunLoop` and `OperationQueue` as `Scheduler`s
//   (Scheduler+*.swift), and `Timer.publish` (Timer+Publish.swift), which
//   Apple's Foundation overlay adds. Inside a film they run on film time
//   (FilmClock.swift): a `delay(for: 0.5, scheduler: RunLoop.main)` delivers
//   exactly half a second of film time later, on the film's thread.
// - `NotificationCenter.publisher(for:object:)`, and
//   `URLSession.dataTaskPublisher(for:)`, which runs a real data task
//   (URLSession+DataTaskPublisher.swift).
//
// Not here: key-value
// observing publishers (Linux Foundation has no KVO), `Publishers.Encode`'s
// property-list coders.
//
// On Apple platforms this module is not built: Package.swift declares it
// under `#if os(Linux)`, and `import Combine` is Apple's.

@_exported import OpenCombine
// `DispatchQueue.main` as a scheduler in a file that imports Combine alone,
// as on Apple platforms. (Not Foundation: a file seeing Foundation straight
// through an import loses Flipbook's film-time `Timer.scheduledTimer`; see
// FilmScheduler.swift.)
@_exported import Dispatch
