import Foundation

/// Errors thrown by the view layer.
public enum FlipbookError: Error, Equatable, CustomStringConvertible {
  /// The view has no area to draw (an `EmptyView`, or a zero size).
  case emptyView

  public var description: String {
    switch self {
    case .emptyView: "the view is empty: it chose a size with no area, so there is no image to write"
    }
  }
}
