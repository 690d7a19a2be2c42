import Foundation

/// The shape of the container a view is in, inset to the view, as
/// SwiftUI's `ContainerRelativeShape`. On iOS only widgets and some system
/// containers provide a shape; anywhere else SwiftUI draws the view's
/// rectangle, and so does Flipbook everywhere (it has no such containers).
public struct ContainerRelativeShape: InsettableShape {
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }

  public func inset(by amount: CGFloat) -> Rectangle._Inset { Rectangle().inset(by: amount) }
}
