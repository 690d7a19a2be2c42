import Foundation

/// Where a scroll view is scrolled to, as SwiftUI's `ScrollPosition` (iOS
/// 18): an edge, a point, an offset along one axis, or a view's identity,
/// bound to a scroll view with `.scrollPosition(_:anchor:)` and moved with
/// `scrollTo`.
///
/// Flipbook draws a scroll view at rest: a position at an edge starts the
/// scroll view there (`ScrollPosition(edge: .bottom)`: a chat at its
/// latest message), as `defaultScrollAnchor` does; a point, an offset or
/// a view's identity is kept and reported but starts the scroll view at
/// its top leading (not drawn scrolled).
public struct ScrollPosition: Hashable, Sendable {
  /// The edge scrolled to, if the position is one.
  public private(set) var edge: Edge?
  /// The point scrolled to, if the position is one.
  public private(set) var point: CGPoint?
  /// The offset along the horizontal axis, if the position is one.
  public private(set) var x: CGFloat?
  /// The offset along the vertical axis, if the position is one.
  public private(set) var y: CGFloat?
  /// The identity of the view scrolled to, if the position is one (an
  /// `AnyHashable` of a `Sendable` identity: `init(id:)` and `scrollTo(id:)`
  /// take only those, as SwiftUI's do).
  public var viewID: AnyHashable? { sendableID?.base }
  private var sendableID: SendableID?
  /// The anchor in the view scrolled to.
  var anchor: UnitPoint?
  /// Whether the person scrolled it (never, at rest).
  public var isPositionedByUser: Bool { false }

  /// No position: the scroll view's default.
  public init() {}

  /// No position yet; views' identities will be of `type`.
  public init<ID: Hashable>(idType: ID.Type) {}

  /// No position yet; views' identities will be of `type`, anchored there.
  public init<ID: Hashable>(idType: ID.Type, anchor: UnitPoint? = nil) { self.anchor = anchor }

  /// The view with identity `id`, at `anchor`.
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    sendableID = SendableID(AnyHashable(id))
    self.anchor = anchor
  }

  /// The edge `edge` of the content.
  public init(edge: Edge) { self.edge = edge }

  /// The point `point` of the content.
  public init(point: CGPoint) { self.point = point }

  /// The horizontal offset `x`.
  public init(x: CGFloat) { self.x = x }

  /// The vertical offset `y`.
  public init(y: CGFloat) { self.y = y }

  /// The identity of the view scrolled to, as `type`.
  public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

  /// Scrolls to the view with identity `id`.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
  /// Scrolls to `edge`.
  public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
  /// Scrolls to `point`.
  public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
  /// Scrolls to the horizontal offset `x`.
  public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
  /// Scrolls to the vertical offset `y`.
  public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }
  /// Scrolls to (`x`, `y`).
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: y)) }

  /// The anchor a position at an edge starts a scroll view at.
  var initialAnchor: UnitPoint? {
    switch edge {
    case .top: .top
    case .bottom: .bottom
    case .leading: .leading
    case .trailing: .trailing
    case nil: nil
    }
  }
}

extension View {
  /// Binds the scroll views here to `position`, as SwiftUI's
  /// `scrollPosition(_:anchor:)` (iOS 18): a position at an edge starts
  /// them there (see `ScrollPosition` for what is drawn).
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    let start = position.wrappedValue.initialAnchor
    return transformEnvironment(\.scrollAnchors) { anchors in
      if let start { anchors.initialOffset = start }
    }
  }

  /// Calls `action` when the scroll view's targets come into or leave
  /// view, as SwiftUI's `onScrollTargetVisibilityChange(idType:threshold:
  /// _:)` (iOS 18). At rest nothing scrolls, so it is not called.
  public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> some View { self }
}

/// A view's identity a scroll position holds: `AnyHashable` is not
/// `Sendable`, but every identity stored here came in as
/// `some Hashable & Sendable` (the initializer and `scrollTo(id:)`): safe to
/// send.
private struct SendableID: Hashable, @unchecked Sendable {
  let base: AnyHashable
  init(_ base: AnyHashable) { self.base = base }
}
