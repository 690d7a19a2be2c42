import Foundation
import Synchronization

// # Matched geometry
//
// `matchedGeometryEffect(id:in:)` ties views by an id within a namespace.
// The layout pass records, for every id, the frame its source view was
// placed in (and by which view). Two things follow, as SwiftUI documents:
//
// - A source view that appears (it has no placed frame yet) while another
//   view with its id was placed at the previous pass starts from that
//   view's frame: its frame is seeded there, and so are its descendants'
//   (mapped by the same move and scale), so under an animated transaction
//   the whole view flies from the old one's place and size to its own.
//   `properties` limits what is taken: the position (the anchor points
//   meet) or the size.
// - A view that is not the source (`isSource: false`) is placed on the
//   source's frame, matching its position, size or both by `anchor`, in a
//   still as in a film: this pass's frame of the source, wherever the
//   source is in the tree (when the follower is placed first, layout runs
//   a second time with the sources' frames known), else the previous
//   pass's; with no source anywhere it is placed as laid out.
//
// - A source being removed under an animation while another view with its
//   id is placed follows that view's frame, as SwiftUI moves both views of
//   a swap: the removed one flies to the new one's frame as it fades, the
//   new one from the old one's. Layouts place departing views after the
//   others (stacks and ZStacks do), so the new view's frame of this pass is
//   known by then.

/// A namespace for matched geometry ids, as SwiftUI's `@Namespace`: each
/// view instance has its own, kept while the view stays in the tree.
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  let location = NamespaceLocation()

  /// A new namespace.
  public init() {}

  /// The namespace's identity.
  public var wrappedValue: ID { location.id }
}

/// Where a `Namespace` keeps its id: its own until linked to a store.
final class NamespaceLocation: Sendable {
  private static let next = Atomic(0)

  static func makeID() -> Namespace.ID {
    Namespace.ID(value: next.wrappingAdd(1, ordering: .relaxed).newValue)
  }

  private let stored = Mutex(NamespaceLocation.makeID())

  /// The namespace's identity: a new one, or the one its view's state
  /// kept when the graph links it.
  var id: Namespace.ID {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}

extension Namespace: StateLinkable {
  func link(to store: StateStore, key: StateStore.Key) {
    if let id = store.box(for: key, make: { NamespaceLocation.makeID() }).value as? ID { location.id = id }
  }
}

/// Which of a view's geometry `matchedGeometryEffect` matches, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The position (the anchor point).
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
  /// Ties this view's geometry to others with the same `id` in
  /// `namespace`, as SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`:
  /// a view inserted as another with its id is removed starts from the
  /// removed one's frame (animated under an animated transaction); a view
  /// that is not the source takes the source's frame (see the essay in
  /// MatchedGeometryEffect.swift).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    modifier(
      _MatchedGeometryModifier(
        key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), properties: properties, anchor: anchor,
        isSource: isSource))
  }
}

/// An id within a namespace.
struct MatchedGeometryKey: Hashable {
  let namespace: Namespace.ID
  let id: AnyHashable
}

nonisolated struct _MatchedGeometryModifier: ViewModifier, NodeModifier {
  let key: MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  func body(content: Content) -> Never { primitiveBody() }

  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    MatchedGeometryNode(
      node, geometry: MatchedGeometry(key: key, properties: properties, anchor: anchor, isSource: isSource))
  }
}

/// A view's `matchedGeometryEffect`, as the layout pass reads it.
struct MatchedGeometry {
  let key: MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  /// `frame` with what `properties` match taken from `source`: the size,
  /// and the position so that the anchor points meet.
  func matched(_ frame: CGRect, to source: CGRect) -> CGRect {
    let size = properties.contains(.size) ? source.size : frame.size
    let point = properties.contains(.position)
      ? CGPoint(x: source.minX + anchor.x * source.width, y: source.minY + anchor.y * source.height)
      : CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
  }
}

/// The node of a `matchedGeometryEffect`: its child, with the effect as data.
final class MatchedGeometryNode: ModifierNode {
  let geometry: MatchedGeometry

  init(_ child: ViewNode, geometry: MatchedGeometry) {
    self.geometry = geometry
    super.init(child)
    role = .matchedGeometry(geometry)
  }
}

/// Where matched geometry was placed (part of a graph's `GraphMemory`):
/// each id's source frame, and which view placed it, in this pass and in
/// the previous one.
final class MatchedGeometryMemory {
  private var matchedFrames: [MatchedGeometryKey: (frame: CGRect, identity: ViewIdentity?)] = [:]
  private var previousMatchedFrames: [MatchedGeometryKey: (frame: CGRect, identity: ViewIdentity?)] = [:]
  /// This pass's sources as a first layout found them, for followers
  /// placed before their source (a second layout's).
  private var earlierLayoutFrames: [MatchedGeometryKey: (frame: CGRect, identity: ViewIdentity?)] = [:]
  /// Followers placed this layout before any frame of their source.
  private var unmatchedFollowers: Set<MatchedGeometryKey> = []

  /// Starts a pass: this pass's frames become the previous pass's.
  func beginPass() {
    previousMatchedFrames = matchedFrames
    matchedFrames = [:]
    earlierLayoutFrames = [:]
    unmatchedFollowers = []
  }

  /// Whether a follower was placed before its source, which was then
  /// placed: layout must run again to put the follower on it.
  var needsSecondLayout: Bool { unmatchedFollowers.contains { matchedFrames[$0] != nil } }

  /// Readies a second layout of the same pass: the sources placed so far
  /// are known to the followers from the start.
  func beginSecondLayout() {
    earlierLayoutFrames = matchedFrames
    matchedFrames = [:]
    unmatchedFollowers = []
  }

  /// The frame to place a matched view in, and the old frame to seed a
  /// newly inserted source at (see the essay in MatchedGeometryEffect.swift);
  /// `wasPlaced` says whether the view was placed at an earlier pass.
  func match(
    _ node: MatchedGeometry, frame: CGRect, identity: ViewIdentity?, departing: Bool, wasPlaced: Bool
  ) -> (frame: CGRect, seed: CGRect?) {
    if departing {
      let other = [matchedFrames[node.key], previousMatchedFrames[node.key]].compactMap { $0 }
        .first { $0.identity != identity }
      return (other.map { node.matched(frame, to: $0.frame) } ?? frame, nil)
    }
    guard node.isSource else {
      guard let source = matchedFrames[node.key] ?? earlierLayoutFrames[node.key] ?? previousMatchedFrames[node.key] else {
        unmatchedFollowers.insert(node.key)
        return (frame, nil)
      }
      return (node.matched(frame, to: source.frame), nil)
    }
    var seed: CGRect?
    if identity != nil, let previous = previousMatchedFrames[node.key], previous.identity != identity, !wasPlaced {
      seed = node.matched(frame, to: previous.frame)
    }
    if matchedFrames[node.key] == nil { matchedFrames[node.key] = (frame, identity) }
    return (frame, seed)
  }
}
