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
    ]
  }
}
#endif
