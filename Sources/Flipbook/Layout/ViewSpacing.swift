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
/// default, 8 points on iOS. Flipbook models two kinds: the "default" one
/// every view uses, and text's, which sets a text under another by their
/// baselines:
///
/// - A leaf view (image, shape, colour) states no preference on any edge,
///   so two leaves are 8 points apart, and a text is 8 points from them.
/// - A text, and a symbol image (`Image(systemName:)`, not resizable: a
///   glyph on the text's baseline), state text preferences on their top
///   and bottom edges, so a text under a text or a symbol sits by their
///   baselines: its baseline 1.354 × its font size below the upper one's
///   (never closer than touching). Measured on iOS 17 (Apple's tutorial
///   apps, iPhone 15, 3×): "High: 70" over "Low: 50" in body, 23.0 pt
///   baseline to baseline; a `.title` semibold heading over a `.title2`
///   line, 29.8 pt (8 points between their frames would give 28.7 and
///   35.5). On iOS 18 (Xcode's template, iPhone 16 Pro): a `.large` globe
///   over "Hello, world!", the text's capitals 5.7 pt under the globe's
///   ink, where 8 points between frames gave 13.3.
///   Side by side in an `HStack`, texts are 8 points apart as other
///   leaves; a control whose label is text (a button, a link, a field)
///   states no text preference, so it is 8 points from a text.
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
  /// The text preferences of the top and bottom edges (same order; the
  /// leading and trailing ones stay nil): on the top edge the distance a
  /// text wants from the upper text's baseline to its own frame's top
  /// beyond its ascent, on the bottom edge minus its descent.
  var textEdges: [CGFloat?] = [nil, nil, nil, nil]

  /// The baseline-to-baseline distance of a text under a text, as a
  /// multiple of the lower text's font size (see the type's notes).
  static let textBaselinePitch: CGFloat = 1.354
  /// SF Pro's ascent and descent (`LineMetrics.systemFont`), as fractions
  /// of the size.
  static let textAscent: CGFloat = 1950.0 / 2048
  static let textDescent: CGFloat = 494.0 / 2048

  /// A text's preferences at font `size` (SF Pro's ascent and descent
  /// place its baselines).
  static func text(size: CGFloat) -> ViewSpacing {
    let size = size.isFinite ? max(size, 0) : 0
    return baselines(size: size, ascent: textAscent * size, descent: textDescent * size)
  }

  /// These preferences without the text kind: a control's (a button's, a
  /// field's), whose label is text but which SwiftUI spaces from a text
  /// as any other view, 8 points (fatbobman's "the default gap between two
  /// Text views is smaller than between a Text and a Button").
  var withoutText: ViewSpacing {
    var spacing = self
    spacing.textEdges = [nil, nil, nil, nil]
    return spacing
  }

  /// The text preferences of a view with a text baseline `ascent` below
  /// its top and `descent` above its bottom, set beside text of `size`
  /// points (a symbol image's: its baseline in the text it sits in).
  static func baselines(size: CGFloat, ascent: CGFloat, descent: CGFloat) -> ViewSpacing {
    var spacing = ViewSpacing()
    guard size.isFinite, ascent.isFinite, descent.isFinite else { return spacing }
    spacing.textEdges[Int(Edge.top.rawValue)] = textBaselinePitch * max(size, 0) - ascent
    spacing.textEdges[Int(Edge.bottom.rawValue)] = -descent
    return spacing
  }

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
    /// The larger of two preferences, or the one stated.
    func merged(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
      guard let a, let b else { return a ?? b }
      return max(a, b)
    }
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      let index = Int(edge.rawValue)
      self.edges[index] = merged(self.edges[index], other.edges[index])
      textEdges[index] = merged(textEdges[index], other.textEdges[index])
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
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      self[edge] = nil
      textEdges[Int(edge.rawValue)] = nil
    }
  }

  /// The distance from this view to `next`, which follows it along `axis`:
  /// the sum of the facing edges' preferences of each kind both state (the
  /// text kind's never below 0), the larger where both kinds match; else
  /// the default 8 points.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let (trailing, leading): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
    var distance: CGFloat?
    if let a = self[trailing], let b = next[leading] { distance = a + b }
    if let a = textEdges[Int(trailing.rawValue)], let b = next.textEdges[Int(leading.rawValue)] {
      distance = max(distance ?? 0, max(a + b, 0))
    }
    return distance ?? Self.defaultDistance
  }
}
