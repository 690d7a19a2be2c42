import CGEOS
import FlipbookCore
import Foundation

// MARK: - Path booleans
//
// iOS 17's `Path.union`, `intersection`, `subtracting`,
// `symmetricDifference`, `lineIntersection` and `lineSubtraction`, on
// GEOS (the geometry engine PostGIS and QGIS use, Debian's libgeos):
//
// 1. Each path becomes the region it fills. Its subpaths are flattened to
//    polylines (chords within 0.01 pt of the curves) and closed; GEOS nodes
//    them (splits every edge where edges cross) and polygonizes them into
//    the faces of the drawing. A face is kept when a point inside it
//    (GEOS's point on surface) is inside the path under the fill rule,
//    `Path.contains(_:eoFill:)`: so the non-zero and even-odd rules, and
//    self-crossing outlines such as a star, come out as a renderer fills
//    them. The kept faces are unioned.
// 2. GEOS computes the boolean of the two regions exactly (on the
//    flattened polygons).
// 3. The result comes back as closed polygonal subpaths, each outer ring
//    turning one way and each hole the other, so either fill rule fills it.
//
// The line operations keep a path's strokes, not its area: its subpaths
// as polylines (closed ones with their closing edge), cut by the other's
// region. Curves come back flattened. Empty, non-finite or degenerate
// input gives an empty path.

extension Path {
  /// The area inside either path, as SwiftUI's `union(_:eoFill:)`.
  public func union(_ other: Path, eoFill: Bool = false) -> Path {
    GEOSSession.run { $0.area(self, other, eoFill: eoFill) { GEOSUnion_r($0, $1, $2) } }
  }

  /// The area inside both paths.
  public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
    GEOSSession.run { $0.area(self, other, eoFill: eoFill) { GEOSIntersection_r($0, $1, $2) } }
  }

  /// The area inside this path and not the other.
  public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
    GEOSSession.run { $0.area(self, other, eoFill: eoFill) { GEOSDifference_r($0, $1, $2) } }
  }

  /// The area inside exactly one of the paths.
  public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
    GEOSSession.run { $0.area(self, other, eoFill: eoFill) { GEOSSymDifference_r($0, $1, $2) } }
  }

  /// This path's lines where they are inside the other's area.
  public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
    GEOSSession.run { $0.lines(self, other, eoFill: eoFill) { GEOSIntersection_r($0, $1, $2) } }
  }

  /// This path's lines where they are outside the other's area.
  public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
    GEOSSession.run { $0.lines(self, other, eoFill: eoFill) { GEOSDifference_r($0, $1, $2) } }
  }

  /// The area this path fills as non-overlapping polygons, as SwiftUI's
  /// `normalized(eoFill:)`.
  public func normalized(eoFill: Bool = true) -> Path {
    GEOSSession.run { session in session.region(of: self, eoFill: eoFill).map { session.path(from: $0, closed: true) } ?? Path() }
  }
}

/// One GEOS context and the geometries made in it (all freed at the end).
final class GEOSSession {
  static let tolerance = 0.01

  let context: GEOSContextHandle_t
  let message: UnsafeMutablePointer<CChar>
  private var owned: [OpaquePointer] = []

  private init?() {
    message = .allocate(capacity: 256)
    message.initialize(repeating: 0, count: 256)
    guard let context = flipbook_geos_init(message) else {
      message.deallocate()
      return nil
    }
    self.context = context
  }

  deinit {
    for geometry in owned { GEOSGeom_destroy_r(context, geometry) }
    GEOS_finish_r(context)
    message.deallocate()
  }

  /// Runs `body` in a fresh session; an empty path when GEOS is unavailable.
  static func run(_ body: (GEOSSession) -> Path) -> Path {
    guard let session = GEOSSession() else { return Path() }
    return body(session)
  }

  /// Keeps `geometry` to free at the end; nil stays nil.
  private func own(_ geometry: OpaquePointer?) -> OpaquePointer? {
    if let geometry { owned.append(geometry) }
    return geometry
  }

  private func lineString(_ points: [CGPoint]) -> OpaquePointer? {
    guard points.count >= 2, let sequence = GEOSCoordSeq_create_r(context, UInt32(points.count), 2) else { return nil }
    for (i, p) in points.enumerated() { GEOSCoordSeq_setXY_r(context, sequence, UInt32(i), Double(p.x), Double(p.y)) }
    return GEOSGeom_createLineString_r(context, sequence)
  }

  /// A multi-line-string of `lines` (ownership passes to the collection).
  private func collection(_ type: Int32, _ parts: [OpaquePointer]) -> OpaquePointer? {
    var parts = parts.map { Optional($0) }
    return parts.withUnsafeMutableBufferPointer { buffer in
      GEOSGeom_createCollection_r(context, type, buffer.baseAddress, UInt32(buffer.count))
    }
  }

  /// The region `path` fills under its rule (see the essay above).
  func region(of path: Path, eoFill: Bool) -> OpaquePointer? {
    var edges: [OpaquePointer] = []
    for (points, _) in path.flattenedSubpaths(tolerance: Self.tolerance) where points.count >= 3 {
      if let ring = lineString(points + [points[0]]) { edges.append(ring) }
    }
    guard !edges.isEmpty, let lines = own(collection(Int32(GEOS_MULTILINESTRING.rawValue), edges)),
      let noded = own(GEOSUnaryUnion_r(context, lines))
    else { return nil }
    var input: OpaquePointer? = noded
    guard let faces = own(withUnsafePointer(to: &input) { GEOSPolygonize_r(context, $0, 1) }) else { return nil }
    var kept: [OpaquePointer] = []
    for i in 0..<max(GEOSGetNumGeometries_r(context, faces), 0) {
      guard let face = GEOSGetGeometryN_r(context, faces, i), let point = own(GEOSPointOnSurface_r(context, face)) else {
        continue
      }
      var x = 0.0, y = 0.0
      GEOSGeomGetX_r(context, point, &x)
      GEOSGeomGetY_r(context, point, &y)
      if path.contains(CGPoint(x: x, y: y), eoFill: eoFill), let copy = GEOSGeom_clone_r(context, face) { kept.append(copy) }
    }
    guard !kept.isEmpty, let parts = own(collection(Int32(GEOS_MULTIPOLYGON.rawValue), kept)) else { return nil }
    return own(GEOSUnaryUnion_r(context, parts))
  }

  /// `path`'s subpaths as lines (closed ones with their closing edge).
  private func lines(of path: Path) -> OpaquePointer? {
    let parts = path.flattenedSubpaths(tolerance: Self.tolerance).compactMap { points, closed in
      lineString(closed ? points + [points[0]] : points)
    }
    guard !parts.isEmpty else { return nil }
    return own(collection(Int32(GEOS_MULTILINESTRING.rawValue), parts))
  }

  typealias Operation = (GEOSContextHandle_t, OpaquePointer, OpaquePointer) -> OpaquePointer?

  func area(_ a: Path, _ b: Path, eoFill: Bool, _ operation: Operation) -> Path {
    let first = region(of: a, eoFill: eoFill), second = region(of: b, eoFill: eoFill)
    switch (first, second) {
    case (let x?, let y?): return own(operation(context, x, y)).map { path(from: $0, closed: true) } ?? Path()
    case (let x?, nil):
      // Against nothing: a union or difference keeps this region.
      let empty = own(GEOSGeom_createEmptyPolygon_r(context))
      return empty.flatMap { own(operation(context, x, $0)) }.map { path(from: $0, closed: true) } ?? Path()
    case (nil, let y?):
      let empty = own(GEOSGeom_createEmptyPolygon_r(context))
      return empty.flatMap { own(operation(context, $0, y)) }.map { path(from: $0, closed: true) } ?? Path()
    case (nil, nil): return Path()
    }
  }

  func lines(_ a: Path, _ b: Path, eoFill: Bool, _ operation: Operation) -> Path {
    guard let strokes = lines(of: a) else { return Path() }
    let area = region(of: b, eoFill: eoFill) ?? own(GEOSGeom_createEmptyPolygon_r(context))
    guard let area, let result = own(operation(context, strokes, area)) else { return Path() }
    // Pieces that meet end to end become one line again (a ring cut only
    // at its start would otherwise draw with a notch there).
    let merged = own(GEOSLineMerge_r(context, result)) ?? result
    return path(from: merged, closed: false)
  }

  /// A geometry's rings (`closed`) or lines as subpaths.
  func path(from geometry: OpaquePointer, closed: Bool) -> Path {
    var path = Path()
    func points(of line: OpaquePointer) -> [CGPoint] {
      guard let sequence = GEOSGeom_getCoordSeq_r(context, line) else { return [] }
      var size: UInt32 = 0
      GEOSCoordSeq_getSize_r(context, sequence, &size)
      return (0..<size).map { i in
        var x = 0.0, y = 0.0
        GEOSCoordSeq_getXY_r(context, sequence, i, &x, &y)
        return CGPoint(x: x, y: y)
      }
    }
    func signedArea(_ ring: [CGPoint]) -> Double {
      var sum = 0.0
      for i in ring.indices {
        let a = ring[i], b = ring[(i + 1) % ring.count]
        sum += Double(a.x * b.y - b.x * a.y)
      }
      return sum / 2
    }
    func add(_ ring: [CGPoint], outer: Bool) {
      var ring = ring
      // A line that ends where it starts is a loop: drawn closed, so its
      // stroke joins there.
      let loops = ring.count > 2 && ring.first == ring.last
      if ring.count > 1, ring.first == ring.last { ring.removeLast() }
      guard ring.count >= (closed ? 3 : 2) else { return }
      // Outer rings one way, holes the other: either fill rule fills it.
      if closed, (signedArea(ring) > 0) != outer { ring.reverse() }
      path.move(to: ring[0])
      for p in ring.dropFirst() { path.addLine(to: p) }
      if closed || loops { path.closeSubpath() }
    }
    func walk(_ g: OpaquePointer) {
      let type = GEOSGeomTypeId_r(context, g)
      switch type {
      case Int32(GEOS_POLYGON.rawValue):
        if let exterior = GEOSGetExteriorRing_r(context, g) { add(points(of: exterior), outer: true) }
        for i in 0..<max(GEOSGetNumInteriorRings_r(context, g), 0) {
          if let hole = GEOSGetInteriorRingN_r(context, g, i) { add(points(of: hole), outer: false) }
        }
      case Int32(GEOS_LINESTRING.rawValue), Int32(GEOS_LINEARRING.rawValue):
        if !closed { add(points(of: g), outer: true) }
      case Int32(GEOS_MULTIPOLYGON.rawValue), Int32(GEOS_MULTILINESTRING.rawValue),
        Int32(GEOS_GEOMETRYCOLLECTION.rawValue):
        for i in 0..<max(GEOSGetNumGeometries_r(context, g), 0) {
          if let part = GEOSGetGeometryN_r(context, g, i) { walk(part) }
        }
      default:
        break
      }
    }
    walk(geometry)
    return path
  }
}
