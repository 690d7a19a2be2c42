import Foundation

/// A view's spacing preferences: how far it wants to be from the next view
/// in a stack, edge by edge, as SwiftUI's `ViewSpacing`.
///
/// ## How stacks space their children
///
/// A stack given no `spacing` asks each pair of neighbours for the distance
/// between them. SwiftUI keeps, for each edge of a view, preferences by
/// kind of neighbour; two neighbours whose facing edges state a preference
/// of the same kind are that sum apart (the larger, if several kinds
/// match), and neighbours with no common preference get the platform's
/// default, 8 points on iOS. Flipbook models the kind every view uses, the
/// "default" one (text's baseline-to-baseline kinds are not modelled; text
/// gets the 8 points, as next to any other view):
///
/// - A leaf view (text, image, shape, colour) states no preference on any
///   edge, so two leaves are 8 points apart.
/// - A `Spacer` touches its neighbours in its stack (its minimum length is
///   the gap), and states 0 on every edge for the stacks around it.
/// - A stack's edge is its children's: along its axis, the first child's
///   leading edge and the last's trailing one; across it, the union of all
///   the children's (the larger preference where two state one). A
///   `ZStack`'s is the union of all its children's on every edge. So rows
///   built as `VStack { Spacer(); HStack { Spacer(); content; Spacer() };
///   Spacer() }` touch in an `HStack`: the segment-control post's four
///   items are each a quarter of the phone in its recordings, and packed
///   at their minimum widths edge to edge when the control is narrower.
/// - `padding` clears the preferences of the edges it pads, and a fixed
///   `frame(width:)` or `frame(height:)` those of the edges it sets (unless
///   the content is a spacer); other modifiers pass their content's on.
///
/// The rules follow SwiftUI's documented `ViewSpacing` (per-edge, per-kind
/// preferences, `distance(to:along:)`, `formUnion(_:edges:)`) and the
/// behaviour of its stacks.
public struct ViewSpacing: Equatable, Sendable {
  /// The preference of each edge (`Edge.rawValue` order: top, leading,
  /// bottom, trailing); nil states none.
  var edges: [CGFloat?]

  /// The default distance between views with no common preference (iOS).
  public static let defaultDistance: CGFloat = 8

  /// No preference on any edge: the spacing of a leaf view.
  public init() { edges = [nil, nil, nil, nil] }

  /// Zero on every edge: the spacing of a `Spacer`.
  public static let zero = ViewSpacing(all: 0)

  init(all value: CGFloat) { edges = [value, value, value, value] }

  subscript(edge: Edge) -> CGFloat? {
    get { edges[Int(edge.rawValue)] }
    set { edges[Int(edge.rawValue)] = newValue }
  }

  /// Merges `other`'s preferences on `edges` into these, keeping the larger
  /// where both state one.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      switch (self[edge], other[edge]) {
      case let (a?, b?): self[edge] = max(a, b)
      case let (nil, b): self[edge] = b
      default: break
      }
    }
  }

  /// These preferences with `other`'s merged in on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// Removes the preferences of `edges`.
  mutating func clear(_ edges: Edge.Set) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { self[edge] = nil }
  }

  /// The distance from this view to `next`, which follows it along `axis`:
  /// the sum of the facing edges' preferences when both state one, else
  /// the default 8 points.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let (trailing, leading): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
    guard let a = self[trailing], let b = next[leading] else { return Self.defaultDistance }
    return a + b
  }
}
