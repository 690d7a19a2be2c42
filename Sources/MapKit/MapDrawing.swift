import Flipbook
import Foundation

// # The placeholder a map draws
//
// The region is fitted to the view as MapKit fits it: in Web Mercator, the
// scale that shows all of the region's span, centred on its centre (the
// longer side shows more). Then, back to front:
//
// - land, in the style's colour (MapKit's light and dark standard maps'
//   hues, darker for imagery);
// - water where a smooth field of the region's own coordinates (three
//   waves whose phases come from the region's centre) is high: every
//   render of a region draws the same shores, another region others. The
//   field is sampled every 8 points and its shore traced by marching
//   squares (each cell's wet part, interpolated along its edges, one path
//   filled at once so the cells leave no seams);
// - the graticule: meridians and parallels at a round interval (1, 2 or 5
//   times a power of ten degrees) that draws three to eight of each;
// - overlays (circles, lines, polygons) and the user's dot;
// - markers, pins and annotations where their coordinates fall, the
//   balloon's tip on the coordinate, titles below;
// - "Legal", bottom left, as MapKit's attribution sits.

/// The map's fit of a region to a size.
struct MapFrame {
  let size: CGSize
  let center: (x: Double, y: Double)
  /// Points per unit of the Mercator square.
  let scale: Double
  let region: MKCoordinateRegion

  init(region: MKCoordinateRegion, size: CGSize) {
    self.size = size
    var region = region
    if !region.center.latitude.isFinite || !region.center.longitude.isFinite { region.center = CLLocationCoordinate2D() }
    let latitudeDelta = region.span.latitudeDelta.isFinite ? min(max(abs(region.span.latitudeDelta), 1e-6), 170) : 1
    let longitudeDelta = region.span.longitudeDelta.isFinite ? min(max(abs(region.span.longitudeDelta), 1e-6), 360) : 1
    region.span = MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
    self.region = region
    center = MapProjection.unit(region.center)
    let top = MapProjection.unit(
      CLLocationCoordinate2D(latitude: region.center.latitude + latitudeDelta / 2, longitude: 0)).y
    let bottom = MapProjection.unit(
      CLLocationCoordinate2D(latitude: region.center.latitude - latitudeDelta / 2, longitude: 0)).y
    let width = longitudeDelta / 360, height = max(bottom - top, 1e-12)
    let fit = min(Double(size.width) / width, Double(size.height) / height)
    scale = fit.isFinite && fit > 0 ? fit : 1
  }

  func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
    let unit = MapProjection.unit(coordinate)
    return CGPoint(
      x: (unit.x - center.x) * scale + Double(size.width) / 2, y: (unit.y - center.y) * scale + Double(size.height) / 2)
  }

  func coordinate(at point: CGPoint) -> CLLocationCoordinate2D {
    MapProjection.coordinate(
      x: (Double(point.x) - Double(size.width) / 2) / scale + center.x,
      y: (Double(point.y) - Double(size.height) / 2) / scale + center.y)
  }

  /// Points per metre at a latitude.
  func pointsPerMeter(atLatitude latitude: Double) -> Double {
    scale / (40_075_016.686 * max(cos(latitude * .pi / 180), 0.01))
  }

  /// The water field at a point: above `shore` is water.
  func water(at point: CGPoint) -> Double {
    let c = coordinate(at: point)
    let u = (c.longitude - region.center.longitude) / region.span.longitudeDelta
    let v = (c.latitude - region.center.latitude) / region.span.latitudeDelta
    let seed = region.center.latitude * 12.9898 + region.center.longitude * 78.233
    func phase(_ k: Double) -> Double {
      let s = sin(seed * k) * 43_758.5453
      return (s - s.rounded(.down)) * 2 * .pi
    }
    return sin(2 * .pi * (0.9 * u + 0.35 * v) + phase(1)) + 0.7 * sin(2 * .pi * (-0.45 * u + 1.1 * v) + phase(2))
      + 0.45 * sin(2 * .pi * (1.7 * u + 1.3 * v) + phase(3))
  }

  static let shore = 1.05
}

/// The water's outline (marching squares over `water`).
struct MapWaterShape: Shape {
  let frame: MapFrame
  static let cell: CGFloat = 8

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let step = Self.cell
    let columns = Int((rect.width / step).rounded(.up)), rows = Int((rect.height / step).rounded(.up))
    guard columns > 0, rows > 0, columns * rows <= 400_000 else { return path }
    var values = [[Double]](repeating: [Double](repeating: 0, count: columns + 1), count: rows + 1)
    for row in 0...rows {
      for column in 0...columns {
        values[row][column] = frame.water(at: CGPoint(x: CGFloat(column) * step, y: CGFloat(row) * step)) - MapFrame.shore
      }
    }
    for row in 0..<rows {
      for column in 0..<columns {
        let corners = [
          (CGPoint(x: CGFloat(column) * step, y: CGFloat(row) * step), values[row][column]),
          (CGPoint(x: CGFloat(column + 1) * step, y: CGFloat(row) * step), values[row][column + 1]),
          (CGPoint(x: CGFloat(column + 1) * step, y: CGFloat(row + 1) * step), values[row + 1][column + 1]),
          (CGPoint(x: CGFloat(column) * step, y: CGFloat(row + 1) * step), values[row + 1][column]),
        ]
        if corners.allSatisfy({ $0.1 <= 0 }) { continue }
        var polygon: [CGPoint] = []
        for index in 0..<4 {
          let (a, va) = corners[index], (b, vb) = corners[(index + 1) % 4]
          if va > 0 { polygon.append(a) }
          if (va > 0) != (vb > 0) {
            let t = CGFloat(va / (va - vb))
            polygon.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
          }
        }
        guard polygon.count >= 3 else { continue }
        path.addLines(polygon)
        path.closeSubpath()
      }
    }
    return path
  }
}

/// Meridians and parallels at a round interval.
struct MapGraticule: Shape {
  let frame: MapFrame

  static func interval(for degrees: Double) -> Double {
    let rough = max(degrees / 5, 1e-9)
    let power = pow(10, (log10(rough)).rounded(.down))
    for factor in [1.0, 2, 5, 10] where factor * power >= rough { return factor * power }
    return 10 * power
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let northWest = frame.coordinate(at: .zero), southEast = frame.coordinate(at: CGPoint(x: rect.width, y: rect.height))
    let longitudeStep = Self.interval(for: abs(southEast.longitude - northWest.longitude))
    let latitudeStep = Self.interval(for: abs(northWest.latitude - southEast.latitude))
    var longitude = (northWest.longitude / longitudeStep).rounded(.up) * longitudeStep
    var lines = 0
    while longitude <= southEast.longitude, lines < 64 {
      let x = frame.point(CLLocationCoordinate2D(latitude: 0, longitude: longitude)).x
      path.move(to: CGPoint(x: x, y: 0))
      path.addLine(to: CGPoint(x: x, y: rect.height))
      longitude += longitudeStep
      lines += 1
    }
    var latitude = (southEast.latitude / latitudeStep).rounded(.up) * latitudeStep
    lines = 0
    while latitude <= northWest.latitude, lines < 64 {
      let y = frame.point(CLLocationCoordinate2D(latitude: latitude, longitude: 0)).y
      path.move(to: CGPoint(x: 0, y: y))
      path.addLine(to: CGPoint(x: rect.width, y: y))
      latitude += latitudeStep
      lines += 1
    }
    return path
  }
}

/// An overlay's outline on the map.
struct MapOverlayShape: Shape {
  let frame: MapFrame
  let element: MapElement

  func path(in rect: CGRect) -> Path {
    var path = Path()
    switch element.kind {
    case .circle(let radius):
      let center = frame.point(element.coordinate)
      let r = CGFloat(radius * frame.pointsPerMeter(atLatitude: element.coordinate.latitude))
      guard r.isFinite, r > 0, r < 1e6 else { return path }
      path.addEllipse(in: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
    case .polyline(let coordinates), .polygon(let coordinates):
      let points = coordinates.map(frame.point).filter { $0.x.isFinite && $0.y.isFinite }
      guard points.count >= 2 else { return path }
      path.addLines(points)
      if case .polygon = element.kind { path.closeSubpath() }
    default:
      break
    }
    return path
  }
}

/// The map as drawn.
struct MapSurface: View {
  let camera: MapCameraPosition
  let elements: [MapElement]
  let showsUserLocation: Bool
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.mapStyle) private var style

  var colors: (land: Color, water: Color, grid: Color) {
    switch (style.kind, colorScheme) {
    case (.standard, .dark):
      return (Color(red: 0.17, green: 0.18, blue: 0.19), Color(red: 0.10, green: 0.19, blue: 0.28), Color.white.opacity(0.06))
    case (.standard, _):
      return (Color(red: 0.97, green: 0.95, blue: 0.92), Color(red: 0.62, green: 0.81, blue: 0.95), Color.black.opacity(0.06))
    case (.imagery, _):
      return (Color(red: 0.29, green: 0.33, blue: 0.22), Color(red: 0.10, green: 0.19, blue: 0.30), Color.white.opacity(0.05))
    case (.hybrid, _):
      return (Color(red: 0.29, green: 0.33, blue: 0.22), Color(red: 0.10, green: 0.19, blue: 0.30), Color.white.opacity(0.25))
    }
  }

  var body: some View {
    GeometryReader { proxy in
      let region = camera.resolvedRegion(fitting: elements.map(\.coordinate))
      let frame = MapFrame(region: region, size: proxy.size)
      let colors = colors
      ZStack(alignment: .topLeading) {
        colors.land
        MapWaterShape(frame: frame).fill(colors.water)
        MapGraticule(frame: frame).stroke(colors.grid, lineWidth: 1)
        ForEach(0..<elements.count, id: \.self) { index in
          overlay(elements[index], frame: frame)
        }
        if showsUserLocation || elements.contains(where: { if case .user = $0.kind { return true } else { return false } }) {
          at(frame.point(region.center), anchor: .center) { UserDot() }
        }
        ForEach(0..<elements.count, id: \.self) { index in
          point(elements[index], frame: frame)
        }
        Text("Legal").font(.system(size: 9, weight: .medium)).foregroundStyle(Color.secondary)
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
          .padding(.leading, 8).padding(.bottom, 6)
      }
    }
    .clipped()
  }

  @ViewBuilder func overlay(_ element: MapElement, frame: MapFrame) -> some View {
    switch element.kind {
    case .circle, .polygon:
      let shape = MapOverlayShape(frame: frame, element: element)
      ZStack {
        shape.fill(element.fill ?? AnyShapeStyle((element.tint ?? Color.blue).opacity(0.3)))
        if let stroke = element.stroke { shape.stroke(stroke, lineWidth: element.lineWidth) }
      }
    case .polyline:
      MapOverlayShape(frame: frame, element: element)
        .stroke(
          element.stroke ?? AnyShapeStyle(element.tint ?? Color.blue),
          style: StrokeStyle(lineWidth: element.stroke == nil ? 3 : element.lineWidth, lineCap: .round, lineJoin: .round))
    default:
      EmptyView()
    }
  }

  @ViewBuilder func point(_ element: MapElement, frame: MapFrame) -> some View {
    let location = frame.point(element.coordinate)
    let title = element.titlesHidden ? nil : element.title
    switch element.kind {
    case .marker(let glyph):
      at(location, anchor: .bottom) { MarkerBalloon(glyph: glyph, tint: element.tint ?? .red, title: title) }
    case .pin:
      at(location, anchor: .bottom) { PinNeedle(tint: element.tint ?? .red) }
    case .annotation(let anchor, let view):
      at(location, anchor: anchor) {
        view.overlay(alignment: .bottom) {
          if let title { MapTitle(text: title).alignmentGuide(.bottom) { $0[.top] - 2 } }
        }
      }
    default:
      EmptyView()
    }
  }

  /// `content` with its `anchor` point at `location`.
  func at<C: View>(_ location: CGPoint, anchor: UnitPoint, @ViewBuilder content: () -> C) -> some View {
    content().anchored(at: location, anchor: anchor)
  }
}

/// A marker's title: caption, semibold, with a halo.
struct MapTitle: View {
  let text: Text
  var body: some View {
    text.font(.caption.weight(.semibold)).foregroundStyle(Color.primary).lineLimit(2)
      .multilineTextAlignment(.center).frame(maxWidth: 120)
      .shadow(color: Color(red: 0.97, green: 0.95, blue: 0.92), radius: 1)
  }
}

/// iOS 17's marker balloon: a tinted circle narrowing to a point, a white
/// glyph, the title below the point.
struct MarkerBalloon: View {
  let glyph: MapElement.Glyph
  let tint: Color
  let title: Text?

  var body: some View {
    ZStack(alignment: .top) {
      BalloonShape().fill(tint).frame(width: 28, height: 36)
        .overlay { BalloonShape().stroke(Color.white, lineWidth: 1.5) }
      glyphView.frame(width: 28, height: 28)
    }
    .overlay(alignment: .bottom) {
      if let title { MapTitle(text: title).fixedSize().alignmentGuide(.bottom) { $0[.top] - 2 } }
    }
  }

  @ViewBuilder var glyphView: some View {
    switch glyph {
    case .pin: Image(systemName: "mappin").font(.system(size: 13, weight: .semibold)).foregroundStyle(Color.white)
    case .systemImage(let name): Image(systemName: name).font(.system(size: 13, weight: .semibold)).foregroundStyle(Color.white)
    case .image(let name): Image(name).resizable().scaledToFit().frame(width: 14, height: 14)
    case .monogram(let text): text.font(.system(size: 12, weight: .bold)).foregroundStyle(Color.white)
    }
  }
}

/// A circle on a point: the balloon's outline, 28 wide, its tip at the
/// bottom.
struct BalloonShape: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    let radius = rect.width / 2
    let center = CGPoint(x: rect.midX, y: rect.minY + radius)
    let tip = CGPoint(x: rect.midX, y: rect.maxY)
    // The tangents from the tip meet the circle at ±angle from straight down.
    let distance = tip.y - center.y
    let angle = distance > radius ? acos(radius / distance) : 0
    path.move(to: tip)
    path.addArc(
      center: center, radius: radius, startAngle: .radians(.pi / 2 - angle), endAngle: .radians(.pi / 2 + angle),
      clockwise: true)
    path.closeSubpath()
    return path
  }
}

/// iOS 14's pin: a round head on a needle.
struct PinNeedle: View {
  let tint: Color
  var body: some View {
    VStack(spacing: 0) {
      Circle().fill(tint).frame(width: 14, height: 14).overlay { Circle().stroke(Color.white, lineWidth: 1) }
      Rectangle().fill(Color.gray).frame(width: 2, height: 16)
    }
  }
}

/// The user's location: a blue dot ringed in white.
struct UserDot: View {
  var body: some View {
    ZStack {
      Circle().fill(Color.blue.opacity(0.15)).frame(width: 44, height: 44)
      Circle().fill(Color.white).frame(width: 20, height: 20)
      Circle().fill(Color.blue).frame(width: 14, height: 14)
    }
  }
}
