// `import AppKit` on Linux: the part of AppKit that the `#else` branch of
// SwiftUI code's `#if os(iOS)` uses, which Flipbook declares (see
// Sources/Flipbook/Platform/PlatformStandIns.swift). AppKit's semantic
// colours draw as their iOS counterparts, so both branches render alike.
// Like Apple's, it re-exports Foundation (and CoreGraphics). Declared in
// Package.swift for Linux only.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import class Flipbook.NSColor
@_exported import class Flipbook.NSColorSpace
@_exported import class Flipbook.NSAppearance
@_exported import class Flipbook.NSFont
@_exported import class Flipbook.NSImage
@_exported import class Flipbook.NSBezierPath
@_exported import class Flipbook.NSScreen
@_exported import class Flipbook.NSHostingController
@_exported import class Flipbook.NSHostingView
