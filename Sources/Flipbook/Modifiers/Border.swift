import Foundation

nonisolated extension View {
  /// Draws a border of `width` points inside the view's edges, as SwiftUI's
  /// `border(_:width:)`: an overlay of a rectangle stroked inside its frame.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
