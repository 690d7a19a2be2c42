// Flipbook's SwiftUI-compatible layer. `import Flipbook` brings the whole
// vocabulary: geometry, colour and animation from FlipbookCore, and
// `GraphicsContext` (for `Canvas`) from the rasterizer.
@_exported import FlipbookCore
@_exported import Rasterizer
@_exported import Foundation
