import Flipbook
import Testing

/// UIKit's names reach a file through `import Flipbook`, as through
/// `import SwiftUI` on iOS, and AppKit's don't (this target doesn't depend
/// on the AppKit module), so a semantic colour written the UIKit way is one
/// colour, not an ambiguity between `UIColor` and `NSColor`.
@Suite struct PlatformColorTests {
  @Test func uiKitColoursResolveInAFileImportingFlipbook() {
    var environment = EnvironmentValues()
    let fill = Color(.secondarySystemFill).resolve(in: environment)
    #expect(fill == Color(uiColor: .secondarySystemFill).resolve(in: environment))
    #expect(Color(.systemBackground).resolve(in: environment) == Color.white.resolve(in: environment))
    environment.colorScheme = .dark
    #expect(Color(.systemBackground).resolve(in: environment) == Color.black.resolve(in: environment))
    #expect(Color(uiColor: .label).resolve(in: environment) == Color.white.resolve(in: environment))
  }
}
