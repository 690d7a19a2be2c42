// `import FlipbookCore` brings Foundation with it, so CGPoint, CGRect, URL and Data
// are in scope as they are beside `import SwiftUI` on Apple's systems.
@_exported import Foundation
// Foundation's pieces swift-corelibs-foundation lacks (DateComponentsFormatter,
// ListFormatter): see Sources/FlipbookFoundation.
@_exported import FlipbookFoundation
