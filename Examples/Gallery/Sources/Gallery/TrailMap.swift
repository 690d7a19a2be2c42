// A view written as SwiftUI code that carries Core Graphics and Core
// Location writes it: a trail drawn with a CGMutablePath through
// coordinates, and its length from CLLocation. `import SwiftUI` is the
// only line changed (to `import Flipbook`).
import CoreGraphics
import CoreLocation
import Flipbook

public struct TrailMap: View {
  let points: [CLLocationCoordinate2D]

  public init(points: [CLLocationCoordinate2D] = TrailMap.ridge) { self.points = points }

  /// Five points along a ridge walk.
  public static let ridge = [
    CLLocationCoordinate2D(latitude: 54.4542, longitude: -3.2116),
    CLLocationCoordinate2D(latitude: 54.4581, longitude: -3.2049),
    CLLocationCoordinate2D(latitude: 54.4609, longitude: -3.1957),
    CLLocationCoordinate2D(latitude: 54.4660, longitude: -3.1898),
    CLLocationCoordinate2D(latitude: 54.4701, longitude: -3.1801),
  ]

  /// The walk's length in kilometres.
  public var kilometres: Double {
    zip(points, points.dropFirst()).reduce(0) { total, pair in
      total + CLLocation(latitude: pair.0.latitude, longitude: pair.0.longitude)
        .distance(from: CLLocation(latitude: pair.1.latitude, longitude: pair.1.longitude))
    } / 1000
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      TrailShape(points: points)
        .stroke(Color.orange, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
        .frame(width: 200, height: 120)
        .background(Color.green.opacity(0.15))
      Text(String(format: "%.2f km", kilometres)).font(.headline)
    }
    .padding()
  }
}

struct TrailShape: Shape {
  let points: [CLLocationCoordinate2D]

  func path(in rect: CGRect) -> Path {
    guard let first = points.first else { return Path() }
    let lats = points.map(\.latitude), lons = points.map(\.longitude)
    let (minLat, maxLat) = (lats.min() ?? 0, lats.max() ?? 0)
    let (minLon, maxLon) = (lons.min() ?? 0, lons.max() ?? 0)
    func project(_ c: CLLocationCoordinate2D) -> CGPoint {
      CGPoint(
        x: rect.minX + (c.longitude - minLon) / max(maxLon - minLon, 1e-9) * rect.width,
        y: rect.maxY - (c.latitude - minLat) / max(maxLat - minLat, 1e-9) * rect.height)
    }
    let path = CGMutablePath()
    path.move(to: project(first))
    for point in points.dropFirst() { path.addLine(to: project(point)) }
    return Path(path)
  }
}
