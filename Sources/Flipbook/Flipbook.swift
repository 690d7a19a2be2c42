// Flipbook's SwiftUI-compatible layer. `import Flipbook` brings the whole
// vocabulary: geometry, colour and animation from FlipbookCore, and
// `GraphicsContext` (for `Canvas`) from the rasterizer, and the Observation
// module (`@Observable`) and Combine (`ObservableObject`, `@Published`,
// publishers), which SwiftUI re-exports too.
@_exported import Combine
@_exported import FlipbookCore
@_exported import Observation
@_exported import Rasterizer
@_exported import Foundation
#if os(Linux)
// UIKit's names (`UIColor`, `UIScreen` …), as `import SwiftUI` brings them on
// iOS; AppKit's only through `import AppKit`.
@_exported import UIKit
// `Transferable` and its representations, and `UTType`: SwiftUI re-exports
// CoreTransferable, which re-exports UniformTypeIdentifiers.
@_exported import CoreTransferable
// `URLSession`, `URLRequest` and `HTTPURLResponse`, which Apple's Foundation
// holds and swift-corelibs-foundation keeps in a module of their own: a
// view that loads an image with `URLSession.shared.data(from:)` compiles
// under `import SwiftUI` as on iOS.
@_exported import FoundationNetworking
#endif
