import FlipbookTesting
import Gallery
import Testing

@Test func profileCard() {
  let card = ProfileCard(name: "Ada Lovelace", role: "Analyst")
  expectGolden(of: card, named: "card")                  // the size that fits, at the device's scale
  expectGolden(of: card, named: "card-dark", layout: .fixed(width: 320, height: 120),
               scale: 2, colorScheme: .dark, tolerance: .perceptual(perceptualPrecision: 0.98))
}

@Test func ratingFilm() {
  let film = Film("rating", scale: 2, state: 1, script: [.wait(0.5), .set(4, animation: .default), .wait(0.5)]) {
    $rating in RatingView(rating: $rating).padding()
  }
  expectGolden(of: film, at: 0.75)     // one moment, mid-animation
  expectGolden(of: film, frames: 4)    // a contact strip
}
