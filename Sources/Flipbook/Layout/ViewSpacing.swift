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
///   glyph on the text's baseline), state baseline preferences on their
///   top and bottom edges, so a text beside a symbol (over or under it)
///   sits by their baselines: the lower one's baseline 1.354 × its font
///   size below the upper one's (never closer than touching), a pitch
///   first fitted to two texts. Measured on iOS 17 (Apple's tutorial
///   apps, iPhone 15, 3×): "High: 70" over "Low: 50" in body, 23.0 pt
///   baseline to baseline; a `.title` semibold heading over a `.title2`
///   line, 29.8 pt (8 points between their frames would give 28.7 and
///   35.5). On iOS 18 (Xcode's template, iPhone 16 Pro): a `.large` globe
///   over "Hello, world!", the text's capitals 5.7 pt under the globe's
///   ink, where 8 points between frames gave 13.3.
///   Two texts, though, are set by SwiftUI's text-to-text kind, which
///   decides alone between them: the lower text's font leading between
///   their frames (`textLeading(size:)`, about 2 pt, 1 pt from 20 pt up),
///   so that a body line sits 2 pt under a `.title2` line and a footnote
///   2 pt under a `.title` (iOS 18.1). A symbol states only the baseline
///   kind and is placed by the pitch beside a text, as before. Side by
///   side in an `HStack`, texts are 8 points apart as other leaves; a
///   control whose label is text (a button, a menu, a link) states no text
///   kind and is spaced from a text as a view is (`asControl`).
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
/// - A view beside a text that is not itself a text keeps a distance the
///   text's font sets, not 8 points. SwiftUI keeps two more kinds on the
///   top and bottom edges for this: every view states 0 of "edge below
///   text" on its top and 0 of "edge above text" on its bottom; a text
///   states "edge above text" on its top, its descent and a tenth of its
///   line height (rounded up to a pixel), and "edge below text" on its
///   bottom, its line height and that tenth less its cap height. So a
///   shape, a stack of them or a padded view sits that far under or over
///   a text: 10.67 points under body text at 3×, 6.33 over it, 17.67
///   under `.title`. Measured on iOS 18.1 (marian-stanciulica/Foodybite,
///   iPhone 13, 3×): a `.title` "Distance" with `.padding(.top)` under an
///   `HStack` of a `.title` text and a button sits with its baseline
///   195 px under the upper text's, 18 px more than 8 points between the
///   frames gave; the kinds and their formula are those reverse-engineered
///   in OpenSwiftUI's `Spacing` (its `edgeAboveText`/`edgeBelowText`
///   categories, tested there against SwiftUI). Two texts keep the text
///   kind above; two other views, neither kind, so 8 points.
/// - `padding` resets the edges it pads, a fixed `frame(width:)` or
///   `frame(height:)` the edges it sets, and a flexible frame the edges of
///   each axis it gives a minimum, ideal or maximum (unless the content is
///   a spacer), to a plain view's: a padded text is spaced from its
///   neighbours as a shape is. Other modifiers pass their content's on.
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
  /// The "edge above text" kind (same order): on a view's bottom edge,
  /// the distance it wants above a text (0 for every view but a text); on
  /// a text's top edge, the distance it wants under any view.
  var aboveText: [CGFloat?] = [nil, nil, nil, nil]
  /// The "edge below text" kind: on a view's top edge, the distance it
  /// wants under a text (0); on a text's bottom edge, the distance it
  /// wants over any view.
  var belowText: [CGFloat?] = [nil, nil, nil, nil]
  /// The text-to-text kind, SwiftUI's `textToText`: on a text's top edge
  /// its font's leading (rounded up to a pixel), on its bottom edge 0; so
  /// two texts are the lower one's leading apart, frame to frame.
  var textLeading: [CGFloat?] = [nil, nil, nil, nil]

  /// The baseline-to-baseline distance of a text and a symbol one over
  /// the other, as a multiple of the lower one's font size (see the type's
  /// notes; two texts are set by `textLeading(size:)` instead).
  static let textBaselinePitch: CGFloat = 1.354

  /// The leading of the system font that sets the distance between a text
  /// and the text under it: SwiftUI puts two texts the lower one's font
  /// leading apart, frame to frame, rounded up to a pixel
  /// (`Spacing.Category.textToText`, whose distance is the lower text's
  /// leading, in OpenSwiftUI's reverse-engineered
  /// `Spacing.TextMetrics.spacing(top:bottom:)`, read for behaviour).
  /// Apple publishes no leading for SF Pro, so it is measured, on iOS 18.1
  /// (marian-stanciulica/Foodybite's references, iPhone 13, 3×, `.medium`
  /// as swift-snapshot-testing's device presets set it), each pair's lower
  /// baseline placed against ours:
  ///
  /// | upper → lower | lower's gap on iOS |
  /// |---|---|
  /// | 27-pt `.title` "Testing" → 12-pt footnote (profile) | 2.0 pt (more than 1.67) |
  /// | 21-pt `.title2` "0" → 16-pt body "Reviews" (profile) | 1.67–2.0 (2–3 px above a 2.67 gap) |
  /// | two-line 16-pt body → 27-pt `.title` "Ratings" (new review) | 1.0 (2 px above a 1.67 gap) |
  ///
  /// No share of the size fits both 12 and 16 points (the first needs more
  /// than 0.139 of it, the second at most 0.125), so the leading is a
  /// length: 1.8 points for SF Pro Text's sizes (below 20 points) and 0.9
  /// for SF Pro Display's. An older measurement, iOS 17's body over body at
  /// 23.0 pt baseline to baseline (Apple's tutorial apps), would take 2.67;
  /// the newer system decides.
  static func textLeading(size: CGFloat) -> CGFloat { size < 20 ? 1.8 : 0.9 }
  /// SF Pro's ascent and descent (`LineMetrics.systemFont`), as fractions
  /// of the size.
  static let textAscent: CGFloat = 1950.0 / 2048
  static let textDescent: CGFloat = 494.0 / 2048

  /// SF Pro's cap height, as a fraction of the size.
  static let textCapHeight: CGFloat = 1443.0 / 2048

  /// A text's preferences at font `size` on a display of `pixelLength`
  /// points a pixel: the text kind by its baselines (SF Pro's ascent and
  /// descent place them) and the edge-above and edge-below kinds from its
  /// line height (see the type's notes).
  static func text(size: CGFloat, pixelLength: CGFloat = 1.0 / 3) -> ViewSpacing {
    let size = size.isFinite ? max(size, 0) : 0
    var spacing = baselines(size: size, ascent: textAscent * size, descent: textDescent * size)
    let lineHeight = (textAscent + textDescent) * size
    let scale = pixelLength.isFinite && pixelLength > 0 ? 1 / pixelLength : 3
    let extra = (lineHeight / 10).roundedUpToPixel(scale: scale)
    spacing.aboveText = [textDescent * size + extra, nil, nil, nil]
    spacing.belowText = [nil, nil, max(lineHeight + extra - textCapHeight * size, extra + textDescent * size), nil]
    spacing.textLeading = [textLeading(size: size).roundedUpToPixel(scale: scale), nil, 0, nil]
    return spacing
  }

  /// These preferences as a control's (a button's, a menu's, a link's),
  /// whose label is text but which SwiftUI spaces as a view: without the
  /// text kinds (fatbobman's "the default gap between two Text views is
  /// smaller than between a Text and a Button"), with a view's 0 of the
  /// edge-below-text kind on its top and of the edge-above-text kind on its
  /// bottom, and the label's own edge kinds kept. So a text over a control
  /// is the text's edge-below distance away, as over a shape: measured on
  /// iOS 18.1 (Foodybite's restaurant details, 3×), an `HStack` of a
  /// callout text, a `Menu` and a symbol sits 8 pt under a footnote line
  /// (its edge-below distance, 8.02), where the label's edge-above
  /// distance alone put it 6.67 under.
  var asControl: ViewSpacing {
    var spacing = self
    spacing.textEdges = [nil, nil, nil, nil]
    spacing.textLeading = [nil, nil, nil, nil]
    spacing.formUnion(ViewSpacing(), edges: [.top, .bottom])
    return spacing
  }

  /// The text preferences of a view with a text baseline `ascent` below
  /// its top and `descent` above its bottom, set beside text of `size`
  /// points (a symbol image's: its baseline in the text it sits in).
  static func baselines(size: CGFloat, ascent: CGFloat, descent: CGFloat) -> ViewSpacing {
    // A symbol states neither edge kind: beside a shape it is 8 points
    // away, beside a text set by the baselines alone (measured, above).
    var spacing = ViewSpacing.empty
    guard size.isFinite, ascent.isFinite, descent.isFinite else { return spacing }
    spacing.textEdges[Int(Edge.top.rawValue)] = textBaselinePitch * max(size, 0) - ascent
    spacing.textEdges[Int(Edge.bottom.rawValue)] = -descent
    return spacing
  }

  /// The default distance between views with no common preference (iOS).
  public static let defaultDistance: CGFloat = 8

  /// The spacing of a leaf view: no preference of the default kind, and 0
  /// of the edge-below-text kind on its top and of the edge-above-text
  /// kind on its bottom (so it sits a text's distance from a text).
  public init() {
    edges = [nil, nil, nil, nil]
    belowText[Int(Edge.top.rawValue)] = 0
    aboveText[Int(Edge.bottom.rawValue)] = 0
  }

  /// No preference of any kind on any edge: what a container's union of
  /// its children's preferences starts from.
  static let empty: ViewSpacing = {
    var spacing = ViewSpacing()
    spacing.clear(.all)
    return spacing
  }()

  /// Zero on every edge: the spacing of a `Spacer` (no other kind).
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
      aboveText[index] = merged(aboveText[index], other.aboveText[index])
      belowText[index] = merged(belowText[index], other.belowText[index])
      textLeading[index] = merged(textLeading[index], other.textLeading[index])
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
      aboveText[Int(edge.rawValue)] = nil
      belowText[Int(edge.rawValue)] = nil
      textLeading[Int(edge.rawValue)] = nil
    }
  }

  /// Makes `edges` a leaf view's (`init()`): what padding and a fixed
  /// frame do to the edges they set.
  mutating func reset(_ edges: Edge.Set) {
    clear(edges)
    if edges.contains(.top) { belowText[Int(Edge.top.rawValue)] = 0 }
    if edges.contains(.bottom) { aboveText[Int(Edge.bottom.rawValue)] = 0 }
  }

  /// The distance from this view to `next`, which follows it along `axis`:
  /// the largest sum of the facing edges' preferences over the text kinds
  /// both state (the baseline kind's never below 0); where no text kind
  /// matches, the sum of the default kind's where both state one; else
  /// the default 8 points.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let (trailing, leading): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
    let (t, l) = (Int(trailing.rawValue), Int(leading.rawValue))
    var distance: CGFloat?
    func consider(_ value: CGFloat) { distance = max(distance ?? value, value) }
    if let a = textLeading[t], let b = next.textLeading[l] {
      // Two texts: the text-to-text kind decides alone (SwiftUI's baseline
      // kind between two texts is never the larger).
      consider(a + b)
    } else if let a = textEdges[t], let b = next.textEdges[l] {
      consider(max(a + b, 0))
    }
    if let a = aboveText[t], let b = next.aboveText[l] { consider(a + b) }
    if let a = belowText[t], let b = next.belowText[l] { consider(a + b) }
    if let distance { return distance }
    if let a = self[trailing], let b = next[leading] { return a + b }
    return Self.defaultDistance
  }
}
