import FlipbookTesting
import Gallery
import Testing

// The previews need no test code (the FlipbookPreviews plug-in tests them);
// this is the kind of test a package writes beside them.
@Test func aCardInDarkMode() {
  expectGolden(of: ProfileCard(name: "Ada Lovelace", role: "Analyst"), named: "card-dark", scale: 2, colorScheme: .dark)
}
