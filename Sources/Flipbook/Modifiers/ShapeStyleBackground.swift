import Foundation

// Backgrounds and overlays given as shape styles, as in SwiftUI (iOS 15):
// `.background(.blue)`, `.background(.red, in: .capsule)`,
// `.background(in: .rect(cornerRadius: 8))`, `.overlay(.tint)`.
//
// The view-taking `background(_:alignment:)` and `overlay(_:alignment:)`
// (deprecated in SwiftUI) lose to these when an argument is both a view
// and a style, such as a `Color`: both draw the same.

nonisolated extension View {
  /// Fills the view's frame with `style` behind it. `ignoresSafeAreaEdges`
  /// lets the fill extend into the safe area on those edges when the
  /// view's frame touches it, as SwiftUI's does.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
  }

  /// Fills `shape`, laid in the view's frame, with `style` behind the view.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(shape.fill(style, style: fillStyle))
  }

  /// Fills `shape`, laid in the view's frame, with the background style
  /// (the system background colour) behind the view.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// Fills the view's frame with `style` in front of it.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    overlay(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
  }

  /// Fills `shape`, laid in the view's frame, with `style` in front of the view.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    overlay(shape.fill(style, style: fillStyle))
  }
}
