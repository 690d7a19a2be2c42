import Foundation

/// A type-erased shape, as SwiftUI's `AnyShape` (iOS 16): draws the path
/// and takes the size of the shape it wraps. Animating between two
/// different wrapped shapes jumps, as in SwiftUI.
nonisolated public struct AnyShape: Shape, @unchecked Sendable {
  private let makePath: (CGRect) -> Path
  private let fits: (ProposedViewSize) -> CGSize

  /// Wraps `shape`.
  public init<S: Shape>(_ shape: S) {
    makePath = { shape.path(in: $0) }
    fits = { shape.sizeThatFits($0) }
  }

  public func path(in rect: CGRect) -> Path { makePath(rect) }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fits(proposal) }
}
