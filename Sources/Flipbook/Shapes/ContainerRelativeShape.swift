import Foundation

/// The shape of the container a view is in, inset to the view, as
/// SwiftUI's `ContainerRelativeShape`. A `containerShape(_:)` around sets
/// the shape (widgets and some system containers set one on iOS);
/// without one it is the view's rectangle.
nonisolated public struct ContainerRelativeShape: InsettableShape {
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }

  public func inset(by amount: CGFloat) -> Rectangle._Inset { Rectangle().inset(by: amount) }
}

/// The shape `containerShape(_:)` set, inset by an amount.
struct ContainerShape: @unchecked Sendable {
  let inset: (CGFloat) -> AnyShape
}

private struct ContainerShapeKey: EnvironmentKey {
  static var defaultValue: ContainerShape? { nil }
}

private struct ContainerShapeInsetKey: EnvironmentKey {
  static var defaultValue: CGFloat { 0 }
}

extension EnvironmentValues {
  /// The shape `ContainerRelativeShape` draws inside (nil: a rectangle).
  var containerShape: ContainerShape? {
    get { self[ContainerShapeKey.self] }
    set { self[ContainerShapeKey.self] = newValue }
  }

  /// How far inside the container shape's view the views here are (the
  /// paddings between).
  var containerShapeInset: CGFloat {
    get { self[ContainerShapeInsetKey.self] }
    set { self[ContainerShapeInsetKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the shape `ContainerRelativeShape` takes inside this view, as
  /// SwiftUI's `containerShape(_:)`.
  ///
  /// Flipbook's reading: a `ContainerRelativeShape` inside draws the
  /// container's shape inset by the padding between the two, measured as
  /// the smallest of the paddings the view itself adds inside (`padding`
  /// between the container and the shape); where the shape sits deeper
  /// than paddings Flipbook tracks, it draws the container's shape in its
  /// own frame, uninset (corner radii then are the container's, where
  /// SwiftUI makes them concentric).
  public func containerShape<S: InsettableShape>(_ shape: S) -> some View {
    modifier(_EnvironmentModifier {
      $0.containerShape = ContainerShape { AnyShape(shape.inset(by: $0)) }
      $0.containerShapeInset = 0
    })
  }
}
