// `import CoreGraphics` on Linux, where Apple's module does not exist: the
// geometry SwiftUI code takes from it. Foundation already has `CGFloat`,
// `CGPoint`, `CGSize`, `CGRect` and `CGVector`; FlipbookCore adds
// `CGAffineTransform`, the line cap and join styles and the path objects
// (`CGPath`, `CGMutablePath`, `CGPathFillRule`) and `CGColor` (sRGB and
// grey).
//
// `CGImage` (CGImage.swift) stands for decoded pixels SwiftUI's `Image` draws.
//
// `CGContext` (CGContext.swift) is the recording context UIKit's
// `UIGraphicsImageRenderer` draws into; Flipbook draws the recording.
//
// Not here: bitmap contexts over memory, colour spaces, fonts, PDF documents (draw with SwiftUI's `Canvas` and
// `GraphicsContext`, and use `Color`, `Image` and `ImageRenderer`).
// Declared in Package.swift for Linux only: on macOS Apple's module is used.
@_exported import Foundation
@_exported import struct FlipbookCore.CGAffineTransform
@_exported import enum FlipbookCore.CGLineCap
@_exported import enum FlipbookCore.CGLineJoin
@_exported import class FlipbookCore.CGPath
@_exported import class FlipbookCore.CGMutablePath
@_exported import enum FlipbookCore.CGPathFillRule
@_exported import class FlipbookCore.CGColor
