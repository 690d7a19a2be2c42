import Foundation

// MARK: - Right to left
//
// In a right-to-left layout direction SwiftUI mirrors layout: an HStack
// runs from the right, leading is the right edge, `.padding(.leading)`
// pads the right. Flipbook lays every subtree out left to right, then
// shows it mirrored: where the layout direction changes (an
// `.environment(\.layoutDirection, …)`, or a root whose environment says
// right to left), a `MirrorNode` composes a reflection about its own frame
// into the pass's `horizontalMap`, which every frame placed under it goes
// through. So positions mirror, while what a view draws inside its frame
// (text, images, shapes) is not flipped, as in SwiftUI; an image that
// should flip says so with `flipsForRightToLeftLayoutDirection(true)`.
// Offsets and other render effects are not mirrored.

/// The direction of a layout, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

/// How a frame laid out left to right shows: as it is shifted by `offset`,
/// or reflected (`x ↦ offset − x − width`).
struct HorizontalMap: Equatable {
  var flips: Bool
  var offset: CGFloat

  static let identity = HorizontalMap(flips: false, offset: 0)

  func apply(_ rect: CGRect) -> CGRect {
    guard flips || offset != 0 else { return rect }
    let x = flips ? offset - rect.minX - rect.width : rect.minX + offset
    return CGRect(x: x, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// This map after a reflection about `frame`'s vertical centre line.
  func mirroring(within frame: CGRect) -> HorizontalMap {
    let inner = HorizontalMap(flips: true, offset: 2 * frame.minX + frame.width)
    // self ∘ inner.
    if flips { return HorizontalMap(flips: false, offset: offset - inner.offset) }
    return HorizontalMap(flips: true, offset: inner.offset + offset)
  }
}

/// Where the layout direction changes: its subtree shows mirrored.
final class MirrorNode: ModifierNode {
  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    var inner = pass
    inner.horizontalMap = pass.horizontalMap.mirroring(within: frame)
    return [inner.place(child, in: frame, proposal: proposal)]
  }
}

private struct LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
  /// The layout direction: left to right unless set.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Mirrors this image (or view) in a right-to-left layout when `enabled`,
  /// as SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(_FlipsForRightToLeft(enabled: enabled))
  }
}

nonisolated struct _FlipsForRightToLeft: ViewModifier {
  let enabled: Bool
  @Environment(\.layoutDirection) private var direction

  func body(content: Content) -> some View {
    content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1)
  }
}
