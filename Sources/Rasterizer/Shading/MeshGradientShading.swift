import CCairo
import FlipbookCore
import Foundation

// MARK: - Mesh gradients
//
// SwiftUI's `MeshGradient` (iOS 18) is a grid of `width` × `height`
// vertices, each a position in the frame's unit square and a colour; the
// colours blend across the cells between them. With `smoothsColors` (the
// default) the blend is smooth across cell edges, not only within a cell.
// Vertices given as bare points make curved cell edges that pass through
// the points smoothly; `BezierPoint`s give each edge's control points.
//
// Cairo draws a mesh of Coons patches, each blending its four corner
// colours bilinearly (`cairo_pattern_create_mesh`). Flipbook evaluates the
// whole surface itself — positions and colours as bicubic Hermite patches
// whose tangents are the central differences of the neighbouring vertices
// (Catmull–Rom; for Bézier vertices, positions from their control points)
// — and hands Cairo a finer grid of small patches (eight a cell a side),
// so the seams a bilinear blend shows at every cell edge are gone and the
// edges curve. Without `smoothsColors` the colours blend bilinearly within
// each cell, as SwiftUI's do then. The mesh is painted over its background
// colour (where the mesh doesn't reach) in a group, which is the source.
// SwiftUI's colour spaces (`.device`, `.perceptual`) are not told apart:
// both blend the gamma-encoded sRGB components.

/// A mesh gradient's geometry and colours, in the user space of the
/// drawing call.
public struct MeshGeometry: Equatable, Sendable {
  /// Vertices across and down (each at least 2).
  public var width: Int
  public var height: Int
  /// The vertices, row by row.
  public var points: [CGPoint]
  /// Each vertex's control points toward its neighbours (leading, top,
  /// trailing, bottom), when given as Bézier points.
  public var controls: [[CGPoint]]?
  public var colors: [Color]
  public var background: Color
  public var smoothsColors: Bool

  public init(
    width: Int, height: Int, points: [CGPoint], controls: [[CGPoint]]? = nil, colors: [Color], background: Color,
    smoothsColors: Bool
  ) {
    self.width = width
    self.height = height
    self.points = points
    self.controls = controls
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
  }

  /// Whether the grid is drawable: at least 2 × 2 vertices, a position and
  /// a colour for each, every position finite, at most 64 × 64 vertices.
  var isDrawable: Bool {
    width >= 2 && height >= 2 && width <= 64 && height <= 64 && points.count == width * height
      && colors.count == width * height && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
      && (controls.map { $0.count == width * height && $0.allSatisfy { $0.count == 4 } } ?? true)
  }
}

extension GraphicsContext.Shading {
  /// A mesh gradient, as SwiftUI's `MeshGradient` fills a frame (its unit
  /// positions already mapped into user space).
  public static func _meshGradient(_ mesh: MeshGeometry) -> GraphicsContext.Shading {
    GraphicsContext.Shading(kind: .mesh(mesh))
  }
}

extension MeshGeometry {
  /// Sub-patches a cell is cut into along each side.
  static let subdivisions = 8

  /// The mesh with every colour resolved in `environment`.
  func resolved(in environment: EnvironmentValues) -> MeshGeometry {
    var mesh = self
    mesh.colors = colors.map { Color($0.resolve(in: environment)) }
    mesh.background = Color(background.resolve(in: environment))
    return mesh
  }

  /// The mesh with every colour's opacity multiplied by `factor`.
  func fading(by factor: Double) -> MeshGeometry {
    var mesh = self
    mesh.colors = colors.map { $0.opacity(factor) }
    mesh.background = background.opacity(factor)
    return mesh
  }

  /// Sets the mesh, over its background, as `cr`'s source.
  func setSource(on cr: OpaquePointer, environment: EnvironmentValues, opacity: Double) {
    let background = self.background.resolve(in: environment)
    guard isDrawable else {
      cairo_set_source_rgba(cr, clamp(background.red), clamp(background.green), clamp(background.blue),
        clamp(background.opacity) * opacity)
      return
    }
    let resolved = colors.map { $0.resolve(in: environment) }
    let pattern = cairo_pattern_create_mesh()!
    let n = Self.subdivisions
    for row in 0..<(height - 1) {
      for column in 0..<(width - 1) {
        for j in 0..<n {
          for i in 0..<n {
            let u0 = Double(i) / Double(n), u1 = Double(i + 1) / Double(n)
            let v0 = Double(j) / Double(n), v1 = Double(j + 1) / Double(n)
            let corners = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]
            cairo_mesh_pattern_begin_patch(pattern)
            for (index, corner) in corners.enumerated() {
              let p = position(column, row, corner.0, corner.1)
              if index == 0 { cairo_mesh_pattern_move_to(pattern, p.x, p.y) } else { cairo_mesh_pattern_line_to(pattern, p.x, p.y) }
            }
            for (index, corner) in corners.enumerated() {
              let c = color(resolved, column, row, corner.0, corner.1)
              cairo_mesh_pattern_set_corner_color_rgba(
                pattern, UInt32(index), clamp(c.0), clamp(c.1), clamp(c.2), clamp(c.3) * opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
          }
        }
      }
    }
    cairo_push_group(cr)
    cairo_set_source_rgba(cr, clamp(background.red), clamp(background.green), clamp(background.blue),
      clamp(background.opacity) * opacity)
    cairo_paint(cr)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
    cairo_pattern_destroy(pattern)
    let group = cairo_pop_group(cr)!
    cairo_set_source(cr, group)
    cairo_pattern_destroy(group)
  }

  private func index(_ column: Int, _ row: Int) -> Int {
    min(max(row, 0), height - 1) * width + min(max(column, 0), width - 1)
  }

  /// Cubic Hermite interpolation between `a` and `b` with tangents `ta`, `tb`.
  private func hermite(_ a: Double, _ b: Double, _ ta: Double, _ tb: Double, _ t: Double) -> Double {
    let t2 = t * t, t3 = t2 * t
    return (2 * t3 - 3 * t2 + 1) * a + (t3 - 2 * t2 + t) * ta + (-2 * t3 + 3 * t2) * b + (t3 - t2) * tb
  }

  /// Catmull–Rom tangent at a vertex along one axis: half the difference of
  /// its neighbours (one-sided at the grid's edge).
  private func tangent(_ values: (Int, Int) -> Double, _ column: Int, _ row: Int, horizontal: Bool) -> Double {
    let (dc, dr) = horizontal ? (1, 0) : (0, 1)
    let last = horizontal ? width - 1 : height - 1
    let at = horizontal ? column : row
    if at == 0 { return values(column + dc, row + dr) - values(column, row) }
    if at == last { return values(column, row) - values(column - dc, row - dr) }
    return (values(column + dc, row + dr) - values(column - dc, row - dr)) / 2
  }

  /// A bicubic Hermite patch of `values` over cell (`column`, `row`) at (`u`, `v`).
  private func bicubic(_ values: (Int, Int) -> Double, _ column: Int, _ row: Int, _ u: Double, _ v: Double) -> Double {
    func along(_ r: Int) -> Double {
      hermite(values(column, r), values(column + 1, r), tangent(values, column, r, horizontal: true),
        tangent(values, column + 1, r, horizontal: true), u)
    }
    func alongTangent(_ r: Int) -> Double {
      let t0 = tangent(values, column, r, horizontal: false), t1 = tangent(values, column + 1, r, horizontal: false)
      return t0 + (t1 - t0) * u
    }
    return hermite(along(row), along(row + 1), alongTangent(row), alongTangent(row + 1), v)
  }

  /// The point of the surface at (`u`, `v`) in cell (`column`, `row`).
  private func position(_ column: Int, _ row: Int, _ u: Double, _ v: Double) -> CGPoint {
    if let controls { return coons(column, row, u, v, controls) }
    return CGPoint(
      x: bicubic({ points[index($0, $1)].x }, column, row, u, v),
      y: bicubic({ points[index($0, $1)].y }, column, row, u, v))
  }

  /// A point of a cell whose edges are the Bézier curves its corners'
  /// control points give (leading 0, top 1, trailing 2, bottom 3): the
  /// Coons patch of the four curves.
  private func coons(_ column: Int, _ row: Int, _ u: Double, _ v: Double, _ controls: [[CGPoint]]) -> CGPoint {
    let i00 = index(column, row), i10 = index(column + 1, row), i01 = index(column, row + 1), i11 = index(column + 1, row + 1)
    func bezier(_ p0: CGPoint, _ c0: CGPoint, _ c1: CGPoint, _ p1: CGPoint, _ t: Double) -> CGPoint {
      let s = 1 - t
      let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
      return CGPoint(x: a * p0.x + b * c0.x + c * c1.x + d * p1.x, y: a * p0.y + b * c0.y + c * c1.y + d * p1.y)
    }
    let top = bezier(points[i00], controls[i00][2], controls[i10][0], points[i10], u)
    let bottom = bezier(points[i01], controls[i01][2], controls[i11][0], points[i11], u)
    let left = bezier(points[i00], controls[i00][3], controls[i01][1], points[i01], v)
    let right = bezier(points[i10], controls[i10][3], controls[i11][1], points[i11], v)
    func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
    let corners = mix(mix(points[i00], points[i10], u), mix(points[i01], points[i11], u), v)
    let lofts = CGPoint(
      x: (1 - v) * top.x + v * bottom.x + (1 - u) * left.x + u * right.x - corners.x,
      y: (1 - v) * top.y + v * bottom.y + (1 - u) * left.y + u * right.y - corners.y)
    return lofts
  }

  /// The colour at (`u`, `v`) in cell (`column`, `row`), as red, green,
  /// blue and opacity.
  private func color(_ colors: [Color.Resolved], _ column: Int, _ row: Int, _ u: Double, _ v: Double)
    -> (Float, Float, Float, Float)
  {
    func channel(_ pick: @escaping (Color.Resolved) -> Float) -> Float {
      let values: (Int, Int) -> Double = { Double(pick(colors[self.index($0, $1)])) }
      if smoothsColors { return Float(bicubic(values, column, row, u, v)) }
      let top = values(column, row) + (values(column + 1, row) - values(column, row)) * u
      let bottom = values(column, row + 1) + (values(column + 1, row + 1) - values(column, row + 1)) * u
      return Float(top + (bottom - top) * v)
    }
    return (channel(\.red), channel(\.green), channel(\.blue), channel(\.opacity))
  }
}
