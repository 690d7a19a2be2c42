import Foundation

/// What a scroll view's default anchor governs, as SwiftUI's
/// `ScrollAnchorRole` (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
  enum Kind: Hashable { case initialOffset, sizeChanges, alignment }
  let kind: Kind

  /// Where the scroll view starts when its content is larger than it.
  public static let initialOffset = ScrollAnchorRole(kind: .initialOffset)
  /// What stays put when the content or the scroll view changes size.
  public static let sizeChanges = ScrollAnchorRole(kind: .sizeChanges)
  /// Where content smaller than the scroll view sits in it.
  public static let alignment = ScrollAnchorRole(kind: .alignment)
}

/// The default anchors scroll views here use, by role.
struct ScrollAnchors: Hashable {
  var initialOffset: UnitPoint?
  var alignment: UnitPoint?
}

private struct ScrollAnchorsKey: EnvironmentKey {
  static var defaultValue: ScrollAnchors { ScrollAnchors() }
}

extension EnvironmentValues {
  /// The default anchors of scroll views here (`defaultScrollAnchor`).
  var scrollAnchors: ScrollAnchors {
    get { self[ScrollAnchorsKey.self] }
    set { self[ScrollAnchorsKey.self] = newValue }
  }
}

extension View {
  /// Anchors scroll views here at `anchor`, as SwiftUI's (iOS 17): content
  /// larger than the scroll view starts scrolled to that point
  /// (`.bottom`: a chat starts at its latest message), and content smaller
  /// than it sits at that point. Nil restores the default (the top
  /// leading).
  ///
  /// Flipbook keeps the anchor while the scroll view is at rest where it
  /// started; a film's drag scrolls from the top leading.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    transformEnvironment(\.scrollAnchors) { $0 = ScrollAnchors(initialOffset: anchor, alignment: anchor) }
  }

  /// Sets the default anchor of scroll views here for one `role`, as
  /// SwiftUI's (iOS 18): `.initialOffset` where large content starts,
  /// `.alignment` where small content sits; `.sizeChanges` changes nothing
  /// at rest, which is what Flipbook draws.
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
    transformEnvironment(\.scrollAnchors) { anchors in
      switch role.kind {
      case .initialOffset: anchors.initialOffset = anchor
      case .alignment: anchors.alignment = anchor
      case .sizeChanges: break
      }
    }
  }
}
