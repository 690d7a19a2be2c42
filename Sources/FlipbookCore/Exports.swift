// `import FlipbookCore` brings Foundation with it, so CGPoint, CGRect, URL and Data
// are in scope as they are beside `import SwiftUI` on Apple's systems.
@_exported import Foundation
