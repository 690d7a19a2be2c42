import Foundation

nonisolated extension View {
  /// This view at its ideal size with its `anchor` point (a unit point of
  /// its bounds) at `location` of the enclosing top-leading-aligned space,
  /// taking no room itself: how sibling modules pin a marker, a label or an
  /// annotation to a computed point (a map's pins, a chart's axis labels).
  /// A location that is not finite puts the view far off-screen.
  package func anchored(at location: CGPoint, anchor: UnitPoint) -> some View {
    Color.clear.frame(width: 0, height: 0)
      .overlay(alignment: .topLeading) {
        fixedSize()
          .alignmentGuide(.leading) { $0.width * anchor.x }
          .alignmentGuide(.top) { $0.height * anchor.y }
      }
      .offset(x: location.x.isFinite ? location.x : -10_000, y: location.y.isFinite ? location.y : -10_000)
  }
}
