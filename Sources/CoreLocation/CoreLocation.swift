@_exported import Foundation

// `import CoreLocation` on Linux: the plain values SwiftUI models keep
// (`CLLocationCoordinate2D` in a place's data, a `CLLocation`'s distance
// to another), and the location manager, geocoder and regions a screen's
// model talks to, with honest answers: a render has no device to ask (see
// CLLocationManager.swift).
// Declared in Package.swift for Linux only: on macOS Apple's module is used.
//
// swift-custom-dump's `#if canImport(CoreLocation)` conformances find this
// module in a package that builds both; they read the enums below by
// their cases and raw values and `CLLocation`'s members, all declared as
// Apple's, so that branch compiles.

/// A latitude or longitude in degrees (WGS 84).
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// An accuracy in metres.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north.
public typealias CLLocationDirection = Double
/// The uncertainty of a direction, in degrees.
public typealias CLLocationDirectionAccuracy = Double
/// The uncertainty of a speed, in metres per second.
public typealias CLLocationSpeedAccuracy = Double

/// A latitude and longitude, as Core Location's.
public struct CLLocationCoordinate2D: Hashable, Sendable {
  /// Degrees north of the equator (−90 … 90).
  public var latitude: CLLocationDegrees
  /// Degrees east of Greenwich (−180 … 180).
  public var longitude: CLLocationDegrees

  /// (0, 0).
  public init() { self.init(latitude: 0, longitude: 0) }

  /// The coordinate at `latitude`, `longitude`.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// The invalid coordinate Core Location uses for "none": (−180, −180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether `coordinate` is a place on Earth: finite, latitude in −90 … 90,
/// longitude in −180 … 180.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  coordinate.latitude.isFinite && coordinate.longitude.isFinite && abs(coordinate.latitude) <= 90
    && abs(coordinate.longitude) <= 180
}

/// Makes a coordinate, as Core Location's function of that name.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A location's plain values, as Core Location's `CLLocation`: where,
/// how high, how sure, when.
open class CLLocation: NSObject, @unchecked Sendable {
  /// The latitude and longitude.
  public let coordinate: CLLocationCoordinate2D
  /// Metres above sea level.
  public let altitude: CLLocationDistance
  /// The radius of uncertainty of `coordinate`, in metres (negative: invalid).
  public let horizontalAccuracy: CLLocationAccuracy
  /// The uncertainty of `altitude`, in metres (negative: invalid).
  public let verticalAccuracy: CLLocationAccuracy
  /// Metres per second (negative: invalid).
  public let speed: CLLocationSpeed
  /// Degrees from true north (negative: invalid).
  public let course: CLLocationDirection
  /// When it was measured.
  public let timestamp: Date
  /// The uncertainty of `course`, in degrees (negative: invalid).
  public let courseAccuracy: CLLocationDirectionAccuracy
  /// The uncertainty of `speed`, in metres per second (negative: invalid).
  public let speedAccuracy: CLLocationSpeedAccuracy
  /// The floor of a building (none outside one).
  open var floor: CLFloor? { nil }
  /// Metres above the WGS 84 ellipsoid (here: `altitude`, no geoid model).
  open var ellipsoidalAltitude: CLLocationDistance { altitude }
  /// Where the reading came from (none: no device measured it).
  open var sourceInformation: CLLocationSourceInformation? { nil }

  /// A location at `latitude`, `longitude`, now.
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
  }

  /// A location with its accuracies and time.
  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
      course: -1, speed: -1, timestamp: timestamp)
  }

  /// A location with its accuracies, course, speed and time.
  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
    timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
      course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
  }

  /// A location with every accuracy.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
    courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
    timestamp: Date
  ) {
    self.courseAccuracy = courseAccuracy
    self.speedAccuracy = speedAccuracy
    self.coordinate = coordinate
    self.altitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    self.course = course
    self.speed = speed
    self.timestamp = timestamp
  }

  /// The distance to `location` along the Earth's surface, in metres:
  /// the geodesic on the WGS 84 ellipsoid (Vincenty's inverse formula,
  /// to a millimetre; Core Location "traces a line between them that
  /// follows the curvature of the Earth"). Coordinates that are not valid
  /// give NaN; nearly antipodal points, where the iteration does not
  /// settle, give the last iterate.
  public func distance(from location: CLLocation) -> CLLocationDistance {
    Self.geodesicDistance(coordinate, location.coordinate)
  }

  static func geodesicDistance(_ p: CLLocationCoordinate2D, _ q: CLLocationCoordinate2D) -> Double {
    guard CLLocationCoordinate2DIsValid(p), CLLocationCoordinate2DIsValid(q) else { return .nan }
    let a = 6_378_137.0, f = 1 / 298.257_223_563, b = a * (1 - f)
    let radians = Double.pi / 180
    let l = (q.longitude - p.longitude) * radians
    let u1 = atan((1 - f) * tan(p.latitude * radians)), u2 = atan((1 - f) * tan(q.latitude * radians))
    let (sinU1, cosU1, sinU2, cosU2) = (sin(u1), cos(u1), sin(u2), cos(u2))
    var lambda = l
    var (sinSigma, cosSigma, sigma, cos2Alpha, cos2SigmaM) = (0.0, 0.0, 0.0, 0.0, 0.0)
    for _ in 0..<200 {
      let (sinLambda, cosLambda) = (sin(lambda), cos(lambda))
      sinSigma = ((cosU2 * sinLambda) * (cosU2 * sinLambda)
        + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) * (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda)).squareRoot()
      if sinSigma == 0 { return 0 }
      cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
      sigma = atan2(sinSigma, cosSigma)
      let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
      cos2Alpha = 1 - sinAlpha * sinAlpha
      cos2SigmaM = cos2Alpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cos2Alpha
      let c = f / 16 * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha))
      let previous = lambda
      lambda = l + (1 - c) * f * sinAlpha
        * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
      if abs(lambda - previous) < 1e-12 { break }
    }
    let uSquared = cos2Alpha * (a * a - b * b) / (b * b)
    let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
    let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
    let deltaSigma = bigB * sinSigma
      * (cos2SigmaM + bigB / 4
        * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma)
          * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
    return b * bigA * (sigma - deltaSigma)
  }
}

/// A place's address and location, as Core Location's `CLPlacemark` (a
/// geocoder finds none on Linux; see `CLGeocoder`).
open class CLPlacemark: NSObject, @unchecked Sendable {
  /// Where the place is.
  open var location: CLLocation?
  open var name: String?
  open var thoroughfare: String?
  open var subThoroughfare: String?
  open var locality: String?
  open var subLocality: String?
  open var administrativeArea: String?
  open var subAdministrativeArea: String?
  open var postalCode: String?
  open var isoCountryCode: String?
  open var country: String?
  open var inlandWater: String?
  open var ocean: String?
  open var areasOfInterest: [String]?
  open var timeZone: TimeZone?

  public override init() {}

  /// A copy of another placemark.
  public init(placemark: CLPlacemark) {
    location = placemark.location
    name = placemark.name
    thoroughfare = placemark.thoroughfare
    subThoroughfare = placemark.subThoroughfare
    locality = placemark.locality
    subLocality = placemark.subLocality
    administrativeArea = placemark.administrativeArea
    subAdministrativeArea = placemark.subAdministrativeArea
    postalCode = placemark.postalCode
    isoCountryCode = placemark.isoCountryCode
    country = placemark.country
    inlandWater = placemark.inlandWater
    ocean = placemark.ocean
    areasOfInterest = placemark.areasOfInterest
    timeZone = placemark.timeZone
  }
}
