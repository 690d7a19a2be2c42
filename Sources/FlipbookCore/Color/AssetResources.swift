import Foundation

// What Xcode 15 generates for each set of a target's asset catalogs, and
// the FlipbookAssetSymbols plug-in generates on Linux. They are here rather
// than in Flipbook (which re-exports them, as SwiftUI re-exports Apple's
// DeveloperToolsSupport that declares them) so that the generated file can
// import a module no `-module-alias SwiftUI=Flipbook` renames: the compiler
// refuses an aliased module's real name even in an inactive `#if` branch.
// `Image(_:)` and `Color(_:)` for them are Flipbook's.

/// An image in an asset catalog, as SwiftUI's `ImageResource` (iOS 17):
/// what Xcode 15 generates for each image set (`Image(.avatar)`), and the
/// FlipbookAssetSymbols plug-in generates on Linux.
public struct ImageResource: Hashable, @unchecked Sendable {
  /// The set's name in the catalog.
  public let name: String
  /// The bundle holding the catalog.
  public let bundle: Bundle

  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// A colour in an asset catalog, as SwiftUI's `ColorResource` (iOS 17):
/// what Xcode 15 generates for each colour set (`Color(.brand)`).
public struct ColorResource: Hashable, @unchecked Sendable {
  /// The set's name in the catalog.
  public let name: String
  /// The bundle holding the catalog.
  public let bundle: Bundle

  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}
