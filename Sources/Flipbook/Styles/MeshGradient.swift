import Foundation

/// A two-dimensional gradient over a grid of points, as SwiftUI's
/// `MeshGradient` (iOS 18): `width` × `height` vertices, given row by row
/// as positions in the frame's unit square (0,0 its top-leading corner)
/// with a colour each; the colours blend smoothly between them (see
/// `MeshGeometry` for how it is drawn). As a view it fills the space
/// offered; as a style it fills a shape's frame. `background` shows where
/// the mesh does not reach (points pulled in from the corners). It animates
/// as other gradients do: a change of positions or colours inside an
/// animation moves through the steps between; a change of `width` or
/// `height` jumps. Both colour spaces blend the sRGB components.
nonisolated public struct MeshGradient: ShapeStyle, View, PrimitiveView, Equatable {
  /// One vertex with the control points of the four edges that meet at it.
  public struct BezierPoint: Equatable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>

    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// The vertices' positions: bare points, or Bézier points.
  public enum Locations: Equatable, Sendable {
    case points([SIMD2<Float>])
    case bezierPoints([BezierPoint])
  }

  /// The vertices' colours.
  public enum Colors: Equatable, Sendable {
    case colors([Color])
    case resolvedColors([Color.Resolved])
  }

  /// Which colour space the colours blend in (SwiftUI's initializers take
  /// a `Gradient.ColorSpace`).
  public typealias ColorSpace = Gradient.ColorSpace

  public var width: Int
  public var height: Int
  public var locations: Locations
  public var colors: Colors
  public var background: Color
  public var smoothsColors: Bool
  public var colorSpace: ColorSpace

  /// A mesh of `width` × `height` `points` with `colors`, row by row.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: ColorSpace = .device
  ) {
    self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of `points` with resolved colours.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: ColorSpace = .device
  ) {
    self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of Bézier points with `colors`.
  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: ColorSpace = .device
  ) {
    self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of Bézier points with resolved colours.
  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: ColorSpace = .device
  ) {
    self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh from its locations and colours.
  public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  var colorList: [Color] {
    switch colors {
    case .colors(let colors): return colors
    case .resolvedColors(let resolved): return resolved.map { Color($0) }
    }
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    func place(_ p: SIMD2<Float>) -> CGPoint {
      CGPoint(x: bounds.minX + CGFloat(p.x) * bounds.width, y: bounds.minY + CGFloat(p.y) * bounds.height)
    }
    let points: [CGPoint], controls: [[CGPoint]]?
    switch locations {
    case .points(let list):
      points = list.map(place)
      controls = nil
    case .bezierPoints(let list):
      points = list.map { place($0.position) }
      controls = list.map { [place($0.leadingControlPoint), place($0.topControlPoint), place($0.trailingControlPoint),
        place($0.bottomControlPoint)] }
    }
    return ._meshGradient(MeshGeometry(
      width: width, height: height, points: points, controls: controls, colors: colorList, background: background,
      smoothsColors: smoothsColors))
  }

  public var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(Rectangle().fill(self), inputs) }
}

extension MeshGradient: InterpolatedStyle {
  /// The positions (and control points), then each colour's animatable
  /// data: a change of grid size changes the vector's length, so it jumps.
  func styleVector(in environment: EnvironmentValues) -> StyleVector {
    var numbers: [Double] = []
    switch locations {
    case .points(let list): numbers = list.flatMap { [Double($0.x), Double($0.y)] }
    case .bezierPoints(let list):
      numbers = list.flatMap { point in
        [point.position, point.leadingControlPoint, point.topControlPoint, point.trailingControlPoint,
          point.bottomControlPoint].flatMap { [Double($0.x), Double($0.y)] }
      }
    }
    for color in colorList {
      let data = color.resolve(in: environment).animatableData
      numbers += [Double(data.first.first), Double(data.first.second), Double(data.second.first), Double(data.second.second)]
    }
    return StyleVector(numbers)
  }

  func with(_ vector: StyleVector) -> MeshGradient {
    let numbers = vector.components
    var copy = self
    var index = 0
    func next() -> Float {
      defer { index += 1 }
      return index < numbers.count ? Float(numbers[index]) : 0
    }
    func point() -> SIMD2<Float> { SIMD2(next(), next()) }
    switch locations {
    case .points(let list): copy.locations = .points(list.map { _ in point() })
    case .bezierPoints(let list):
      copy.locations = .bezierPoints(list.map { _ in
        BezierPoint(position: point(), leadingControlPoint: point(), topControlPoint: point(), trailingControlPoint: point(),
          bottomControlPoint: point())
      })
    }
    copy.colors = .resolvedColors(colorList.map { _ in
      var color = Color.Resolved(red: 0, green: 0, blue: 0)
      color.animatableData = AnimatablePair(AnimatablePair(next(), next()), AnimatablePair(next(), next()))
      return color
    })
    return copy
  }
}
