import Flipbook
import Foundation

/// A map, as SwiftUI's `Map`, in its iOS 14 form
/// (`Map(coordinateRegion:annotationItems:annotationContent:)`) and its
/// iOS 17 form (`Map(position:) { Marker(…) }`). On Linux it draws the
/// region as a neutral, deterministic placeholder (see MapKit.swift): it
/// takes all the space offered, as on iOS.
nonisolated public struct Map<Content: View>: View {
  let camera: MapCameraPosition
  let elements: [MapElement]
  let showsUserLocation: Bool

  public var body: some View {
    MapSurface(camera: camera, elements: elements, showsUserLocation: showsUserLocation)
  }
}

/// The content type of every `Map` here (SwiftUI's differ by form; code
/// does not name them).
nonisolated public struct MapContentView: View {
  public var body: EmptyView { EmptyView() }
}

extension Map where Content == MapContentView {
  // MARK: iOS 17

  /// A map starting at `initialPosition` (`.automatic`: fitted to its
  /// content, the world when it has none).
  public init(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
  ) {
    self.init(camera: initialPosition, elements: [], showsUserLocation: false)
  }

  public init<C: MapContent>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) {
    self.init(camera: initialPosition, elements: content().collectedElements, showsUserLocation: false)
  }

  public init<SelectionValue: Hashable, C: MapContent>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) {
    self.init(camera: initialPosition, elements: content().collectedElements, showsUserLocation: false)
  }

  /// A map at `position` (read when drawn; a render moves no camera).
  public init(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    scope: Namespace.ID? = nil
  ) {
    self.init(camera: position.wrappedValue, elements: [], showsUserLocation: false)
  }

  public init<C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) {
    self.init(camera: position.wrappedValue, elements: content().collectedElements, showsUserLocation: false)
  }

  public init<SelectionValue: Hashable, C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
    selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
  ) {
    self.init(camera: position.wrappedValue, elements: content().collectedElements, showsUserLocation: false)
  }

  // MARK: iOS 14

  /// A map of a region (iOS 14).
  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) {
    self.init(camera: .region(coordinateRegion.wrappedValue), elements: [], showsUserLocation: showsUserLocation)
  }

  /// A map of a region with an annotation per item (iOS 14).
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
    annotationContent: @escaping (Items.Element) -> Annotation
  ) where Items.Element: Identifiable {
    self.init(
      camera: .region(coordinateRegion.wrappedValue), elements: annotationItems.map { annotationContent($0)._mapElement.element },
      showsUserLocation: showsUserLocation)
  }

  /// A map of a map rectangle (iOS 14).
  public init(
    mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
    userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) {
    self.init(camera: .rect(mapRect.wrappedValue), elements: [], showsUserLocation: showsUserLocation)
  }

  /// A map of a map rectangle with an annotation per item (iOS 14).
  public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
    mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
    userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
    annotationContent: @escaping (Items.Element) -> Annotation
  ) where Items.Element: Identifiable {
    self.init(
      camera: .rect(mapRect.wrappedValue), elements: annotationItems.map { annotationContent($0)._mapElement.element },
      showsUserLocation: showsUserLocation)
  }
}

/// How a map may be moved, as SwiftUI's `MapInteractionModes`.
public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let pan = MapInteractionModes(rawValue: 1)
  public static let zoom = MapInteractionModes(rawValue: 2)
  public static let rotate = MapInteractionModes(rawValue: 4)
  public static let pitch = MapInteractionModes(rawValue: 8)
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether an iOS 14 map follows the user, as SwiftUI's `MapUserTrackingMode`.
public enum MapUserTrackingMode: Hashable, Sendable {
  case none, follow
}

/// A camera over the map, as SwiftUI's `MapCamera`.
public struct MapCamera: Hashable, Sendable {
  public var centerCoordinate: CLLocationCoordinate2D
  /// Metres from the camera to the centre.
  public var distance: Double
  public var heading: Double
  public var pitch: Double

  public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }
}

/// Limits on a map's camera, as SwiftUI's `MapCameraBounds` (accepted;
/// a render moves no camera).
public struct MapCameraBounds: Sendable {
  public init(
    centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil
  ) {}
  public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
  public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// What a map shows, as SwiftUI's `MapCameraPosition`.
public struct MapCameraPosition: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic
    case region(MKCoordinateRegion)
    case rect(MKMapRect)
    case camera(MapCamera)
    case item(CLLocationCoordinate2D)
    case userLocation(fallback: Box)
  }

  /// A fallback position, boxed for recursion.
  final class Box: Hashable, @unchecked Sendable {
    let position: MapCameraPosition
    init(_ position: MapCameraPosition) { self.position = position }
    static func == (a: Box, b: Box) -> Bool { a.position == b.position }
    func hash(into hasher: inout Hasher) { hasher.combine(position) }
  }

  let kind: Kind

  /// Fitted to the map's content.
  public static let automatic = MapCameraPosition(kind: .automatic)
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
  public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }
  public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
  public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
    MapCameraPosition(kind: .item(item.placemark.coordinate))
  }
  /// The user's location: a render has none, so the fallback (the
  /// automatic position by default).
  public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition = .automatic) -> MapCameraPosition {
    MapCameraPosition(kind: .userLocation(fallback: Box(fallback)))
  }

  /// The region, when the position is one.
  public var region: MKCoordinateRegion? {
    if case .region(let region) = kind { return region }
    return nil
  }
  public var rect: MKMapRect? {
    if case .rect(let rect) = kind { return rect }
    return nil
  }
  public var camera: MapCamera? {
    if case .camera(let camera) = kind { return camera }
    return nil
  }
  public var positionedByUser: Bool { false }
  public var followsUserLocation: Bool {
    if case .userLocation = kind { return true }
    return false
  }

  /// The region shown for content at `coordinates`.
  func resolvedRegion(fitting coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
    switch kind {
    case .region(let region): return region
    case .rect(let rect): return MKCoordinateRegion(rect)
    case .camera(let camera):
      // The ground a camera at `distance` metres sees (about its distance
      // tall, as MapKit's camera with a 30° field of view roughly does).
      let meters = camera.distance.isFinite ? max(camera.distance, 1) : 1_000
      return MKCoordinateRegion(center: camera.centerCoordinate, latitudinalMeters: meters, longitudinalMeters: meters)
    case .item(let coordinate):
      return MKCoordinateRegion(center: coordinate, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
    case .userLocation(let fallback):
      return fallback.position.resolvedRegion(fitting: coordinates)
    case .automatic:
      let valid = coordinates.filter { $0.latitude.isFinite && $0.longitude.isFinite }
      guard let first = valid.first else {
        return MKCoordinateRegion(
          center: CLLocationCoordinate2D(latitude: 20, longitude: 0),
          span: MKCoordinateSpan(latitudeDelta: 140, longitudeDelta: 360))
      }
      var (south, north, west, east) = (first.latitude, first.latitude, first.longitude, first.longitude)
      for c in valid {
        (south, north) = (min(south, c.latitude), max(north, c.latitude))
        (west, east) = (min(west, c.longitude), max(east, c.longitude))
      }
      // Room around the content, at least a kilometre or so.
      return MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
        span: MKCoordinateSpan(
          latitudeDelta: max((north - south) * 1.4, 0.01), longitudeDelta: max((east - west) * 1.4, 0.01)))
    }
  }
}

// MARK: - Styles and controls

/// How a map is drawn, as SwiftUI's `MapStyle`: standard (land and
/// water), imagery (darker, as satellite imagery reads) or hybrid
/// (imagery with the graticule stronger).
public struct MapStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case standard, imagery, hybrid }
  let kind: Kind

  public enum Elevation: Hashable, Sendable { case automatic, flat, realistic }
  public enum StandardEmphasis: Hashable, Sendable { case automatic, muted }

  public static let standard = MapStyle(kind: .standard)
  public static let imagery = MapStyle(kind: .imagery)
  public static let hybrid = MapStyle(kind: .hybrid)

  public static func standard(
    elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
    pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
  ) -> MapStyle { .standard }
  public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
  public static func hybrid(
    elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
  ) -> MapStyle { .hybrid }
}

/// Which points of interest a map shows, as SwiftUI's
/// `PointOfInterestCategories` (none are drawn here).
public struct PointOfInterestCategories: Hashable, Sendable {
  let names: [String]?
  public static let all = PointOfInterestCategories(names: nil)
  public static let excludingAll = PointOfInterestCategories(names: [])
  public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
    PointOfInterestCategories(names: categories.map(\.rawValue))
  }
  public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { .all }
}

/// A kind of place, as MapKit's `MKPointOfInterestCategory`.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let airport = Self(rawValue: "MKPOICategoryAirport")
  public static let bakery = Self(rawValue: "MKPOICategoryBakery")
  public static let beach = Self(rawValue: "MKPOICategoryBeach")
  public static let cafe = Self(rawValue: "MKPOICategoryCafe")
  public static let hospital = Self(rawValue: "MKPOICategoryHospital")
  public static let hotel = Self(rawValue: "MKPOICategoryHotel")
  public static let museum = Self(rawValue: "MKPOICategoryMuseum")
  public static let nationalPark = Self(rawValue: "MKPOICategoryNationalPark")
  public static let park = Self(rawValue: "MKPOICategoryPark")
  public static let parking = Self(rawValue: "MKPOICategoryParking")
  public static let publicTransport = Self(rawValue: "MKPOICategoryPublicTransport")
  public static let restaurant = Self(rawValue: "MKPOICategoryRestaurant")
  public static let school = Self(rawValue: "MKPOICategorySchool")
  public static let store = Self(rawValue: "MKPOICategoryStore")
}

private struct MapStyleKey: EnvironmentKey {
  static var defaultValue: MapStyle { .standard }
}

extension EnvironmentValues {
  var mapStyle: MapStyle {
    get { self[MapStyleKey.self] }
    set { self[MapStyleKey.self] = newValue }
  }
}

/// The context of a camera change, as SwiftUI's `MapCameraUpdateContext`.
public struct MapCameraUpdateContext: Sendable {
  public var camera: MapCamera
  public var region: MKCoordinateRegion
  public var rect: MKMapRect
}

/// How often a camera change is reported, as SwiftUI's `MapCameraUpdateFrequency`.
public enum MapCameraUpdateFrequency: Hashable, Sendable { case continuous, onEnd }

nonisolated extension View {
  /// Draws the maps inside in `style`.
  public func mapStyle(_ style: MapStyle) -> some View { environment(\.mapStyle, style) }

  /// The map's controls (accepted: the placeholder draws none).
  public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View { self }

  /// Whether the map's controls show (accepted).
  public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

  /// Runs `action` when the camera moves: a render moves none.
  public func onMapCameraChange(
    frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void
  ) -> some View { self }

  /// Runs `action` with the camera when it moves: a render moves none.
  public func onMapCameraChange(
    frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
  ) -> some View { self }

  /// Ties a map's controls to it (accepted).
  public func mapScope(_ scope: Namespace.ID) -> some View { self }
}

/// The map controls, as SwiftUI's: views of no size here (the placeholder
/// draws no controls).
nonisolated public struct MapUserLocationButton: View {
  public init(scope: Namespace.ID? = nil) {}
  public var body: EmptyView { EmptyView() }
}
nonisolated public struct MapCompass: View {
  public init(scope: Namespace.ID? = nil) {}
  public var body: EmptyView { EmptyView() }
}
nonisolated public struct MapScaleView: View {
  public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
  public var body: EmptyView { EmptyView() }
}
nonisolated public struct MapPitchToggle: View {
  public init(scope: Namespace.ID? = nil) {}
  public var body: EmptyView { EmptyView() }
}
