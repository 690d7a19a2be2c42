import Foundation

// iOS 17's shape views: a filled shape can be stroked as well, and a
// stroked one filled, in one chain (`Circle().fill(.yellow).stroke(.red,
// lineWidth: 4)`). The stroke is drawn over the fill, as in SwiftUI.

extension _ShapeView {
  /// Draws a stroke of the shape in `content` over this drawing.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    overlay(shape.stroke(content, style: style))
  }

  /// Draws a stroke of the shape, `lineWidth` wide, in `content` over this drawing.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    overlay(shape.stroke(content, lineWidth: lineWidth))
  }

  /// Fills the shape with `content` beneath this drawing.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
    background(shape.fill(content, style: style))
  }
}

extension _ShapeView where Content: InsettableShape {
  /// Draws a stroke inside the shape's border in `content` over this drawing.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    overlay(shape.strokeBorder(content, style: style, antialiased: antialiased))
  }

  /// Draws a stroke, `lineWidth` wide, inside the shape's border over this drawing.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    overlay(shape.strokeBorder(content, lineWidth: lineWidth, antialiased: antialiased))
  }
}
