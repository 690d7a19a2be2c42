import Flipbook
import FlipbookTesting
import Foundation
@_spi(Testing) import MapKit
import Testing

/// A place's detail screen as apps write it: a map of the place with a
/// marker, an annotation and a circle, above its name (iOS 17's form), and
/// iOS 14's `Map(coordinateRegion:annotationItems:)`.
struct PlaceDetail: View {
  struct Stop: Identifiable {
    let id: Int
    let coordinate: CLLocationCoordinate2D
  }

  static let park = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)
  static let cafe = CLLocationCoordinate2D(latitude: 37.3380, longitude: -122.0060)
  @State private var position = MapCameraPosition.region(
    MKCoordinateRegion(center: park, span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02)))

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Map(position: $position) {
        MapCircle(center: Self.park, radius: 300).foregroundStyle(Color.blue.opacity(0.2))
        Marker("Apple Park", systemImage: "apple.logo", coordinate: Self.park).tint(.orange)
        Annotation("Café", coordinate: Self.cafe) {
          Image(systemName: "cup.and.saucer.fill").padding(6).background(Circle().fill(Color.brown))
        }
      }
      .frame(height: 240)
      Text("Apple Park").font(.title).bold().padding(.horizontal)
      Text("One Apple Park Way, Cupertino").foregroundStyle(.secondary).padding(.horizontal)
      Spacer()
    }
  }
}

struct OlderMap: View {
  @State private var region = MKCoordinateRegion(
    center: PlaceDetail.park, latitudinalMeters: 2_000, longitudinalMeters: 2_000)
  let stops = [PlaceDetail.Stop(id: 1, coordinate: PlaceDetail.park), PlaceDetail.Stop(id: 2, coordinate: PlaceDetail.cafe)]

  var body: some View {
    Map(coordinateRegion: $region, showsUserLocation: true, annotationItems: stops) { stop in
      MapMarker(coordinate: stop.coordinate, tint: stop.id == 1 ? .red : .green)
    }
  }
}

@Suite struct MapKitTests {
  @Test func regionsAndMapPointsFollowMercator() {
    let region = MKCoordinateRegion(center: PlaceDetail.park, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
    #expect(abs(region.span.latitudeDelta - 1_000 / 111_319.5) < 1e-9)
    #expect(abs(region.span.longitudeDelta - 1_000 / (111_319.5 * cos(37.3349 * .pi / 180))) < 1e-9)
    let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
    #expect(origin.x == MKMapSize.world.width / 2 && abs(origin.y - MKMapSize.world.height / 2) < 1e-3)
    let back = MKMapPoint(PlaceDetail.park).coordinate
    #expect(abs(back.latitude - 37.3349) < 1e-9 && abs(back.longitude + 122.009) < 1e-9)
    #expect(MKMapItem.forCurrentLocation().isCurrentLocation && !MKMapItem().openInMaps())
  }

  /// The map takes the width and its frame's height; the marker's tip is
  /// where the coordinate falls (the region's centre: the middle of the
  /// map), orange; the region draws the same every time.
  @Test func aDetailScreenLaysOutAroundItsMap() throws {
    var preview = Preview(nil, nonisolated: { PlaceDetail() })
    preview.traits.device = "iPhone 16 Pro"
    let session = try RenderSession(preview: preview, scale: 2)
    let image = try session.image()
    #expect(image == (try RenderSession(preview: preview, scale: 2).image()), "deterministic")
    // The map spans the safe area's width (402 pt) from the top inset (62 pt).
    let tip = CGPoint(x: 402 / 2, y: 62 + 120)
    let balloon = image.pixel(x: Int((tip.x - 9) * 2), y: Int((tip.y - 22) * 2))
    #expect(balloon.red > 200 && balloon.green > 100 && balloon.green < 190 && balloon.blue < 80, "orange balloon above the tip: \(balloon)")
    expectGolden(of: PlaceDetail(), named: "map-detail", layout: .device, device: "iPhone 16 Pro", scale: 2)
    expectGolden(of: OlderMap().frame(width: 320, height: 220), named: "map-ios14", scale: 2)
  }
}

/// A UIKit map wrapped for SwiftUI, as older apps write it.
struct WrappedMap: UIViewRepresentable {
  final class Coordinator: NSObject, MKMapViewDelegate {
    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
      let view = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "stop")
      view.markerTintColor = .systemPurple
      return view
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> MKMapView {
    let map = MKMapView()
    map.delegate = context.coordinator
    map.setRegion(
      MKCoordinateRegion(center: PlaceDetail.park, latitudinalMeters: 2_000, longitudinalMeters: 2_000), animated: false)
    map.addAnnotation(MKPointAnnotation(coordinate: PlaceDetail.park, title: "Park"))
    return map
  }

  func updateUIView(_ map: MKMapView, context: Context) {}
}

/// Map content of one's own, with a `ForEach` of places.
struct Stops: MapContent {
  let stops: [PlaceDetail.Stop]
  var body: some MapContent {
    ForEach(stops) { stop in
      Marker("Stop \(stop.id)", coordinate: stop.coordinate)
    }
    if stops.count > 1 {
      MapPolyline(coordinates: stops.map(\.coordinate)).stroke(.blue, lineWidth: 4)
    }
  }
}

extension MapKitTests {
  @Test func aWrappedMKMapViewDrawsItsMap() throws {
    let renderer = ImageRenderer(content: WrappedMap().frame(width: 200, height: 200))
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    let marker = image.pixel(x: 91, y: 78)
    #expect(marker.red > 150 && marker.blue > 180 && marker.green < 120, "a purple balloon above the centre: \(marker)")
  }

  @Test func ownMapContentAndForEachDraw() throws {
    let stops = [PlaceDetail.Stop(id: 1, coordinate: PlaceDetail.park), PlaceDetail.Stop(id: 2, coordinate: PlaceDetail.cafe)]
    let elements = Stops(stops: stops).collectedElementsForTesting
    #expect(elements == 3)
    expectGolden(of: Map { Stops(stops: stops) }.frame(width: 300, height: 200), named: "map-own-content", scale: 2)
  }
}

/// An annotation view wrapped on its own: MapKit's class, which Flipbook
/// draws only inside a map.
struct LoneAnnotationView: UIViewRepresentable {
  func makeUIView(context: Context) -> MKAnnotationView { MKAnnotationView(annotation: nil, reuseIdentifier: nil) }
  func updateUIView(_ uiView: MKAnnotationView, context: Context) {}
}

extension MapKitTests {
  /// A stand-in class with no counterpart of its own fails the frame
  /// naming it, rather than drawing a hole (an app's own views draw
  /// themselves: RepresentableTests).
  @Test func aStandInWithoutCounterpartFailsTheFrameNamingIt() throws {
    let film = Film("lone", size: CGSize(width: 40, height: 40), scale: 1, background: .white, script: []) { LoneAnnotationView() }
    #expect(throws: FlipbookError.unsupportedUIKitView(className: "MKAnnotationView")) { try film.image(at: 0) }
    #expect(FlipbookError.unsupportedUIKitView(className: "MKAnnotationView").description.contains("MKAnnotationView"))
  }
}
