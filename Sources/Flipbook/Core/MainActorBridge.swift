import FlipbookCore

// # The main actor in Flipbook
//
// SwiftUI declares `View`, `ViewModifier`, the styles, `Gesture`, `App`,
// `Scene` and `PreviewProvider` `@MainActor @preconcurrency`, so a view's
// body, its actions and a `@MainActor` model they use are main-actor code,
// and code written for iOS calls main-actor inits and methods from them
// freely (`@State private var model = Model()` with a `@MainActor` model,
// a `@MainActor struct` view with an explicit init, `#Preview { Pager {} }`).
// Flipbook declares them the same way, or that code would not compile.
// Its own views, modifiers and styles are declared `nonisolated` (SE-0449):
// as in SwiftUI, `Text("a").padding()` can be built anywhere, and Flipbook's
// machinery, which is not main-actor code, can reach into them.
//
// Flipbook has no UI thread: a film, a preview or a snapshot is driven by
// whichever thread renders it, one graph at a time. That thread stands for
// the main actor while it works for the graph: the isolation checks Swift 6
// code makes pass there (MainActorStandIn, in FlipbookCore), and in a film
// the main actor's jobs run on film time (FilmTime+MainActor.swift). Where
// Flipbook's own code calls main-actor code (a preview's or a film's body
// closure), `assumingMainActor` says so and marks the thread.

/// Runs `body`, main-actor code, on the calling thread: the thread that
/// drives a Flipbook graph stands for the main actor (see the essay above).
package func assumingMainActor<T, E: Error>(_ body: @MainActor () throws(E) -> T) throws(E) -> T {
  // A global actor is part of a function's type, not its representation;
  // the isolation checks inside `body` pass on a stand-in thread.
  try withoutActuallyEscaping(body) { (body) throws(E) -> T in
    try MainActorStandIn.run(unsafeBitCast(body, to: (() throws(E) -> T).self))
  }
}
