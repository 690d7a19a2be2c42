#if !canImport(SwiftUI)
import Flipbook

/// The gallery's films for `swift package flipbook` (Flipbook only: there
/// is no `Film` beside SwiftUI).
struct GalleryFilms: FilmProvider {
  static var films: [Film] {
    [
      Film(
        "rating-taps", summary: "Stars tapped from one to five", size: CGSize(width: 180, height: 44), scale: 2,
        state: 1, script: [.wait(0.4), .tap(x: 150, y: 22), .wait(0.6), .tap(x: 60, y: 22), .wait(0.6)]
      ) { $rating in
        RatingView(rating: $rating)
      },
      stopwatch,
      // The toggle writes the `@Observable` model through a `@Bindable`
      // binding; the done row fades out and back under the rows'
      // `.animation`.
      Film(
        "checklist-toggle", summary: "An @Observable checklist, its toggle hiding the done row and back",
        size: CGSize(width: 260, height: 180), scale: 2, background: Color(white: 0.92), fps: 20,
        script: [.wait(0.5), .tap(x: 200, y: 49), .wait(0.8), .tap(x: 200, y: 49), .wait(0.8)]
      ) {
        ChecklistView()
      },
    ]
  }
}
#endif
