import CCairo
import FlipbookCore
import Foundation

extension GraphicsContext {
  /// Options for `clip(to:style:options:)`, as in SwiftUI.
  public struct ClipOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Clip to everything outside the path instead of inside it.
    public static let inverse = ClipOptions(rawValue: 1 << 0)
  }

  /// Restricts later drawing to the inside of `path` (or its outside with
  /// `.inverse`), in the current user space; clips accumulate (intersect).
  /// Paths with non-finite geometry never reach here (`Path` skips them).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    guard transform.isInvertibleAndFinite else {
      // Everything drawn through a singular transform is empty: clip to nothing.
      clips.append(Clip(path: Path(), style: style, inverse: false))
      return
    }
    clips.append(Clip(path: path.applying(transform), style: style, inverse: options.contains(.inverse)))
  }

  /// The bounding rectangle of the area drawing can still reach, in user space.
  public var clipBoundingRect: CGRect {
    var bounds = canvasBounds
    for clip in clips where !clip.inverse {
      bounds = bounds.intersection(clip.path.boundingRect)
    }
    guard !bounds.isNull, transform.isInvertibleAndFinite else { return .null }
    return bounds.applying(transform.inverted())
  }

  /// Intersects Cairo's clip with the non-inverse clips, leaving Cairo's
  /// matrix at `scale` pixels a point: callers set their own matrix after.
  /// (A clip is part of the state `cairo_save` keeps, so callers bracket
  /// this and their drawing in one save/restore pair.)
  func applyClips(to cr: OpaquePointer, scale: CGFloat) {
    cairo_identity_matrix(cr)
    cairo_scale(cr, scale, scale)
    for clip in clips where !clip.inverse {
      clip.path.replaceCairoPath(of: cr, filling: clip.style)
      cairo_clip(cr)
    }
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
  }
}
