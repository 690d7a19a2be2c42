import Foundation

/// A geometry value (a rect, a point) taken from a view's frame, as
/// SwiftUI's `Anchor`: made from a `Source` against the view it is
/// attached to, read back in another view's space through a
/// `GeometryProxy`. Flipbook keeps it in the root's space.
public struct Anchor<Value> {
  /// The value in the root's space.
  let value: Value

  /// How to take the value from a view's frame.
  public struct Source: Sendable {
    let make: @Sendable (CGRect) -> Value

    /// The value for a view placed at `frame` (root space).
    func resolve(in frame: CGRect) -> Anchor<Value> { Anchor(value: make(frame)) }
  }
}

extension Anchor: Equatable where Value: Equatable {}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

  /// `rect`, in the view's own space.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { $0.origin == .zero ? rect : rect.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// `point`, in the view's own space.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }

  /// The point at `unitPoint` of the view's bounds.
  public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height) }
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
