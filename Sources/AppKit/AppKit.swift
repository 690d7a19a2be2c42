// `import AppKit` on Linux: the part of AppKit that the `#else` branch of
// SwiftUI code's `#if os(iOS)` uses, declared here (see
// Sources/UIKit/PlatformStandIns.swift). AppKit's semantic colours draw as
// their iOS counterparts, so both branches render alike. Like Apple's, it
// re-exports Foundation (and CoreGraphics). Its names reach a file only
// through `import AppKit` (or `Cocoa`), as on iOS, so `Color(.systemFill)`
// in a file importing Flipbook means UIKit's colour, not an ambiguity.
// Declared in Package.swift for Linux only.
@_exported import CoreGraphics
@_exported import Foundation
