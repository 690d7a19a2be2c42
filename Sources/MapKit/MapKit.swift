@_exported import CoreLocation
import Foundation
import Flipbook

// # MapKit on Linux
//
// A detail screen shows a place on a `Map`; a model keeps an
// `MKCoordinateRegion` or an `MKMapItem`. On Linux there are no map tiles
// to draw, and a snapshot must be the same on every machine, so this
// module gives the screen what it needs to compile and lay out as on iOS:
// MapKit's values (coordinates, spans, regions, map points, map items,
// annotations), SwiftUI's `Map` in both its forms (iOS 14's
// `Map(coordinateRegion:annotationItems:)` with `MapMarker`, `MapPin` and
// `MapAnnotation`; iOS 17's `Map(position:) { Marker(…); Annotation(…) }`
// with `MapCircle`, `MapPolyline`, `MapPolygon`, camera positions and map
// styles), and `MKMapView` for UIKit wrappers.
//
// A `Map` takes all the space it is offered, as on iOS, and draws a
// neutral, deterministic placeholder of the region it shows (MapDrawing.swift):
// land, water whose shores come from the region alone (the same region
// draws the same shores), a graticule of latitude and longitude lines at
// round intervals, the overlays, and the markers and annotations where
// their coordinates fall in the Web Mercator projection MapKit uses, the
// region fitted to the view as MapKit fits it (all of it shown, the longer
// side padded). It is not a map: no coastline, road or label is real.
// Nothing is fetched; `MKMapItem.openInMaps` answers false.
//
// Declared in Package.swift for Linux only: on macOS Apple's module is used.

/// The width and height of a map region, in degrees, as MapKit's
/// `MKCoordinateSpan`.
public struct MKCoordinateSpan: Hashable, Sendable {
  /// Degrees of latitude the region spans.
  public var latitudeDelta: CLLocationDegrees
  /// Degrees of longitude the region spans.
  public var longitudeDelta: CLLocationDegrees

  public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A region of the map: a centre and a span, as MapKit's
/// `MKCoordinateRegion`.
public struct MKCoordinateRegion: Hashable, Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan

  public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// The region `latitudinalMeters` tall and `longitudinalMeters` wide
  /// around `center` (a degree of latitude is 111,319.5 m; of longitude,
  /// that times the cosine of the latitude).
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance
  ) {
    let metersPerDegree = 111_319.5
    let cosine = max(cos(center.latitude * .pi / 180), 0.01)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metersPerDegree,
        longitudeDelta: longitudinalMeters / (metersPerDegree * cosine)))
  }

  /// The region around a map rectangle.
  public init(_ rect: MKMapRect) {
    let northWest = rect.origin.coordinate
    let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    self.init(
      center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
      span: MKCoordinateSpan(
        latitudeDelta: abs(northWest.latitude - southEast.latitude),
        longitudeDelta: abs(southEast.longitude - northWest.longitude)))
  }
}

/// A point of the Web Mercator plane, as MapKit's `MKMapPoint`: the world
/// is `MKMapSize.world` wide and tall, x eastward from 180° W, y southward
/// from about 85° N.
public struct MKMapPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init() { self.init(x: 0, y: 0) }
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point of a coordinate (latitudes clamped to ±85.0511°, where the
  /// projection ends).
  public init(_ coordinate: CLLocationCoordinate2D) {
    let unit = MapProjection.unit(coordinate)
    self.init(x: unit.x * MKMapSize.world.width, y: unit.y * MKMapSize.world.height)
  }

  /// The coordinate at this point.
  public var coordinate: CLLocationCoordinate2D {
    MapProjection.coordinate(x: x / MKMapSize.world.width, y: y / MKMapSize.world.height)
  }

  /// The distance to `other` along the Earth's surface, in metres.
  public func distance(to other: MKMapPoint) -> CLLocationDistance {
    CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
      .distance(from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
  }
}

/// A size on the Web Mercator plane, as MapKit's `MKMapSize`.
public struct MKMapSize: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init() { self.init(width: 0, height: 0) }
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The whole world, as MapKit's `MKMapSize.world` (2²⁸ points a side).
  public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the Web Mercator plane, as MapKit's `MKMapRect`.
public struct MKMapRect: Hashable, Sendable {
  public var origin: MKMapPoint
  public var size: MKMapSize

  public init() { self.init(origin: MKMapPoint(), size: MKMapSize()) }
  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
  }

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var isNull: Bool { !origin.x.isFinite || !origin.y.isFinite }
  public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }

  /// The whole world.
  public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
  /// No rectangle, as MapKit's `MKMapRect.null`.
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// Whether `point` lies inside.
  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The smallest rectangle holding both.
  public func union(_ other: MKMapRect) -> MKMapRect {
    if isNull { return other }
    if other.isNull { return self }
    let x = min(minX, other.minX), y = min(minY, other.minY)
    return MKMapRect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
  }

  /// This rectangle grown by `dx` and `dy` on each side (shrunk when negative).
  public func insetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}

/// Metres per map point at a latitude, as MapKit's function.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
  let circumference = 40_075_016.686
  return circumference * cos(min(max(latitude, -85.0511), 85.0511) * .pi / 180) / MKMapSize.world.width
}

/// Map points per metre at a latitude, as MapKit's function.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
  1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// Web Mercator, on the unit square (x east from 180° W, y south from the
/// projection's northern edge).
enum MapProjection {
  static let latitudeLimit = 85.05112878

  static func unit(_ coordinate: CLLocationCoordinate2D) -> (x: Double, y: Double) {
    let longitude = coordinate.longitude.isFinite ? coordinate.longitude : 0
    let latitude = coordinate.latitude.isFinite ? min(max(coordinate.latitude, -latitudeLimit), latitudeLimit) : 0
    let phi = latitude * .pi / 180
    return ((longitude + 180) / 360, (1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2)
  }

  static func coordinate(x: Double, y: Double) -> CLLocationCoordinate2D {
    let latitude = atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: latitude, longitude: x * 360 - 180)
  }
}

// MARK: - Places

/// Something shown at a coordinate, as MapKit's `MKAnnotation`.
public protocol MKAnnotation: AnyObject {
  var coordinate: CLLocationCoordinate2D { get }
  var title: String? { get }
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// A plain annotation, as MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
  public var coordinate: CLLocationCoordinate2D
  public var title: String?
  public var subtitle: String?

  public override init() {
    coordinate = CLLocationCoordinate2D()
  }

  public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    self.coordinate = coordinate
    self.title = title
    self.subtitle = subtitle
  }
}

/// A place with a coordinate and an address, as MapKit's `MKPlacemark`
/// (a `CLPlacemark`, as there).
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  /// The address's parts, as given.
  public let addressDictionary: [String: Any]?
  public var title: String? { name }
  public var subtitle: String? { nil }

  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    addressDictionary = nil
    super.init()
    location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
  }

  public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
    self.coordinate = coordinate
    self.addressDictionary = addressDictionary
    super.init()
    location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    locality = addressDictionary?["City"] as? String
    country = addressDictionary?["Country"] as? String
    postalCode = addressDictionary?["ZIP"] as? String
    thoroughfare = addressDictionary?["Street"] as? String
  }

  /// The place of another placemark (its location's coordinate).
  public override init(placemark: CLPlacemark) {
    coordinate = placemark.location?.coordinate ?? CLLocationCoordinate2D()
    addressDictionary = nil
    super.init(placemark: placemark)
  }
}

/// A place on the map, as MapKit's `MKMapItem`. Nothing opens Maps on
/// Linux: `openInMaps` answers false.
open class MKMapItem: NSObject, @unchecked Sendable {
  public let placemark: MKPlacemark
  public var name: String?
  public var phoneNumber: String?
  public var url: URL?
  public var isCurrentLocation: Bool

  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    isCurrentLocation = false
  }

  public override convenience init() {
    self.init(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D()))
  }

  /// The device's location: there is none on Linux, so the coordinate is
  /// 0, 0 and `isCurrentLocation` true.
  open class func forCurrentLocation() -> MKMapItem {
    let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D()))
    item.isCurrentLocation = true
    return item
  }

  /// Opens Maps: nothing to open on Linux, so false.
  @discardableResult
  open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

  /// Opens Maps with several items: false.
  @discardableResult
  open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// Launch options of `openInMaps`, as MapKit's constants.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
