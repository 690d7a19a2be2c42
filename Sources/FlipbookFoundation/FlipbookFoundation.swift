@_exported import Foundation
// Apple's Foundation has URLSession, URLRequest and URLProtocol; corelibs
// moved them to FoundationNetworking (in the toolchain, Swift only above
// libcurl). Re-exported, a file importing only Foundation (a networking
// mock, an API client) finds them through the recipe's implicit import.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
// Apple's Foundation brings the Observation module: a view model that
// imports only Foundation writes `@Observable class …` and
// `@ObservationIgnored` (ApprovedBug/iOS-FitnessTracker's, in Xcode), so
// this module brings it too (the toolchain's own Observation, no C).
@_exported import Observation

// What Apple's Foundation has and swift-corelibs-foundation lacks, that
// SwiftUI apps' model files use: `DateComponentsFormatter` (declared there
// but unavailable), `ListFormatter` and `NSUserActivity`, and the
// networking types corelibs keeps in FoundationNetworking. Each is declared
// here, in a module that imports Foundation, so its declaration shadows
// Foundation's.
//
// FlipbookCore re-exports this module, so `import SwiftUI` (Flipbook)
// brings it. A file that imports only Foundation sees it when its target
// imports this module implicitly, as the README's recipe does
// (`-Xfrontend -import-module -Xfrontend FlipbookFoundation`), beside
// Combine, which Apple's Foundation brings to such a file on iOS
// (`ObservableObject` and `@Published` in a view model importing only
// Foundation). The module imports Foundation alone, so an implicit import
// of it costs nothing and clashes with nothing but these names (and
// Observation's, which Apple's Foundation brings as well).

#if os(Linux)
/// Where a method writes its error, as Foundation's `NSErrorPointer`
/// (`var error: NSError?; context.canEvaluatePolicy(…, error: &error)`).
/// Apple's is an autoreleasing pointer, which Linux has no runtime for; a
/// plain one takes `&error` the same way.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
#endif
