// # UIKit and AppKit stand-ins
//
// SwiftUI code carries some UIKit (on iOS, `import SwiftUI` re-exports it)
// and, in the `#else` branch of `#if os(iOS)`, some AppKit (on macOS,
// `import SwiftUI` re-exports that). On Linux that branch is the one that
// compiles. So Flipbook declares the part of both that SwiftUI code uses,
// with their names, in Linux-only modules named as Apple's: UIKit's in the
// `UIKit` module (here), which Flipbook re-exports, so they are visible
// through `import Flipbook` as through `import SwiftUI`; AppKit's in the
// `AppKit` module (re-exported by `Cocoa`), above Flipbook and visible only
// where a file imports it. What belongs to SwiftUI rather than UIKit
// (`UIHostingController`, `Image(uiImage:)`, `Font(_:)`, `Color(uiColor:)`'s
// drawing) and whatever needs Flipbook's catalogs (`UIImage(named:)` and
// the other loading initializers) are Flipbook's:
//
// | UIKit | AppKit | what it is here |
// |---|---|---|
// | `UIColor` | `NSColor` | a colour (`Color`), the system and semantic colours as each platform names them, dynamic providers, `Color(uiColor:)`/`Color(nsColor:)` |
// | `UIFont` | `NSFont` | a font description (`Font`): sizes, weights, text styles, `Font(_:)` |
// | `UIImage` | `NSImage` | an image (`Image`): by name, system name, data or file; `Image(uiImage:)`/`Image(nsImage:)` |
// | `UIBezierPath` | `NSBezierPath` | a path (`Path`): building, `cgPath`, `reversing()`, transforms |
// | `UIScreen` | `NSScreen` | the screen of the running film or preview |
// | `UIHostingController` | `NSHostingController` | a view's host, what swift-snapshot-testing snapshots |
// | `UIDevice`, `UITraitCollection`, feedback generators | | the idiom (phone), the appearance, haptics (which draw nothing) |
// | `UIApplication`, appearance proxies (`UIPageControl`, `UINavigationBar`, `UITabBar`, `UITableView`, `UISegmentedControl`) | | the app (opens no URL); settings kept, the page dots' colours drawn |
//
// Not possible on Linux: anything written with `#selector` (as
// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`),
// which needs the Objective-C runtime; `UIViewRepresentable` wrappers of
// UIKit views, which would need UIKit's views themselves.
//
// These are classes, as in UIKit and AppKit, so real code that writes
// `extension UIColor { convenience init(hex: String) { … } }` or subclasses
// compiles. They are not UIKit: no views are laid out by them, no events
// are delivered. What each does not have is said on the type.
