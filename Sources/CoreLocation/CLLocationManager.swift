import FlipbookFoundation
import Foundation

// Core Location's services on a machine with no location hardware and no
// user to ask. A screen's model compiles as written and takes the branch it
// takes on a device whose user declined:
//
// - status `.notDetermined` until the app asks, then `.denied` (each
//   request tells the delegate, as iOS does once the user answers); accuracy
//   `.reducedAccuracy`; `location` nil;
// - `requestLocation()` and `startUpdatingLocation()` report
//   `CLError(.denied)` to the delegate, `requestLocation()` at once (iOS
//   answers after the user, on the main queue: a render has no later);
// - `CLGeocoder` finds nothing (`CLError(.network)`);
// - iOS 17's `CLLocationUpdate.liveUpdates()` ends without an update, so a
//   `for try await` loop over it finishes.
//
// The enums carry Apple's cases and raw values.

/// The app's permission to use location, as Core Location's
/// `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorizedAlways = 3
  case authorizedWhenInUse = 4
  /// iOS 8's name for `authorizedAlways`.
  public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// How precise the locations the app gets are, as Core Location's
/// `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy = 0, reducedAccuracy = 1 }

/// What the app tracks, as Core Location's `CLActivityType`.
public enum CLActivityType: Int, Sendable {
  case other = 1, automotiveNavigation = 2, fitness = 3, otherNavigation = 4, airborne = 5
}

/// How the device lies, as Core Location's `CLDeviceOrientation`.
public enum CLDeviceOrientation: Int32, Sendable {
  case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 3, landscapeRight = 4, faceUp = 5
  case faceDown = 6
}

/// How near a beacon is, as Core Location's `CLProximity`.
public enum CLProximity: Int, Sendable { case unknown = 0, immediate = 1, near = 2, far = 3 }

/// Whether the device is in a region, as Core Location's `CLRegionState`.
public enum CLRegionState: Int, Sendable { case unknown = 0, inside = 1, outside = 2 }

/// The floor of a building, as Core Location's `CLFloor`.
open class CLFloor: NSObject, @unchecked Sendable {
  /// The floor's level (0 is ground level).
  open var level: Int { 0 }
}

/// Where a reading came from, as Core Location's
/// `CLLocationSourceInformation`.
open class CLLocationSourceInformation: NSObject, @unchecked Sendable {
  public let isSimulatedBySoftware: Bool
  public let isProducedByAccessory: Bool
  public init(softwareSimulationState: Bool, andExternalAccessoryState: Bool) {
    isSimulatedBySoftware = softwareSimulationState
    isProducedByAccessory = andExternalAccessoryState
  }
}

/// A compass reading, as Core Location's `CLHeading` (none is made).
open class CLHeading: NSObject, @unchecked Sendable {
  open var magneticHeading: CLLocationDirection { -1 }
  open var trueHeading: CLLocationDirection { -1 }
  open var headingAccuracy: CLLocationDirection { -1 }
  open var timestamp: Date { Date(timeIntervalSince1970: 0) }
}

/// A place the device visited, as Core Location's `CLVisit` (none is made).
open class CLVisit: NSObject, @unchecked Sendable {
  open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }
  open var horizontalAccuracy: CLLocationAccuracy { -1 }
  open var arrivalDate: Date { .distantPast }
  open var departureDate: Date { .distantFuture }
}

/// A Core Location failure, as `CLError`.
public struct CLError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Core Location's error codes.
  public enum Code: Int, Sendable {
    case locationUnknown = 0, denied = 1, network = 2, headingFailure = 3, regionMonitoringDenied = 4
    case regionMonitoringFailure = 5, regionMonitoringSetupDelayed = 6, regionMonitoringResponseDelayed = 7
    case geocodeFoundNoResult = 8, geocodeFoundPartialResult = 9, geocodeCanceled = 10, deferredFailed = 11
    case deferredNotUpdatingLocation = 12, deferredAccuracyTooLow = 13, deferredDistanceFiltered = 14
    case deferredCanceled = 15, rangingUnavailable = 16, rangingFailure = 17, promptDeclined = 18
    case historicalLocationError = 19
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static let errorDomain = "kCLErrorDomain"
  public static let locationUnknown = Code.locationUnknown
  public static let denied = Code.denied
  public static let network = Code.network

  public var description: String { "The operation couldn't be completed. (kCLErrorDomain error \(code.rawValue).)" }
}

/// Whether `error` is a `CLError` of `code` (`catch CLError.denied`).
public func ~= (code: CLError.Code, error: Error) -> Bool { (error as? CLError)?.code == code }

/// The default distance filter: every move reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The best accuracy the device has.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The best accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Within ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Within a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Within a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Within three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The accuracy of a reduced-accuracy location.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// An unknown distance.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// The location manager's delegate, as Core Location's
/// `CLLocationManagerDelegate` (every method optional).
public protocol CLLocationManagerDelegate: AnyObject {
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
  func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
  func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
  func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error)
  func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit)
}

extension CLLocationManagerDelegate {
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
  public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
  public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
  public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
  public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
  public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error) {}
  public func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {}
}

/// The one permission a location manager asks for.
enum LocationPermission: Hashable, Sendable { case location }

/// The location service, as Core Location's `CLLocationManager` (see the
/// file's note for its answers).
open class CLLocationManager: NSObject, @unchecked Sendable {  // settings are set by the one model that owns it
  private static let requests = PermissionRequests<LocationPermission>()

  open weak var delegate: CLLocationManagerDelegate? {
    didSet { delegate?.locationManagerDidChangeAuthorization(self) }
  }
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  open var activityType: CLActivityType = .other
  open var pausesLocationUpdatesAutomatically = true
  open var allowsBackgroundLocationUpdates = false
  open var showsBackgroundLocationIndicator = false
  open var headingFilter: CLLocationDirection = 1
  open var headingOrientation: CLDeviceOrientation = .portrait

  public override init() { super.init() }

  /// Whether the device's location services are on: true, as on a device
  /// (it is this app that is denied).
  open class func locationServicesEnabled() -> Bool { true }
  /// Whether the compass exists: no.
  open class func headingAvailable() -> Bool { false }
  /// Whether significant-change tracking exists: no.
  open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
  /// Whether regions of `regionClass` can be monitored: no.
  open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
  /// Whether beacons can be ranged: no.
  open class func isRangingAvailable() -> Bool { false }

  /// The app's status: `.notDetermined` until it asks, then `.denied`.
  open var authorizationStatus: CLAuthorizationStatus { Self.status }
  /// iOS 13's class form of `authorizationStatus`.
  open class func authorizationStatus() -> CLAuthorizationStatus { status }
  /// `.reducedAccuracy`: no precise location is given.
  open var accuracyAuthorization: CLAccuracyAuthorization { .reducedAccuracy }
  /// The last location: none.
  open var location: CLLocation? { nil }
  /// The last heading: none.
  open var heading: CLHeading? { nil }
  /// The regions monitored: none.
  open var monitoredRegions: Set<CLRegion> { [] }
  /// The largest region that can be monitored.
  open var maximumRegionMonitoringDistance: CLLocationDistance { -1 }

  private static var status: CLAuthorizationStatus {
    requests.hasAsked(.location) ? .denied : .notDetermined
  }

  /// Asks for permission while in use: answered `.denied`, told to the
  /// delegate.
  open func requestWhenInUseAuthorization() { answer() }
  /// Asks for permission always: answered `.denied`.
  open func requestAlwaysAuthorization() { answer() }
  /// Asks for full accuracy once: stays reduced.
  open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: ((Error?) -> Void)? = nil) {
    completion?(CLError(.denied))
  }
  open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws {
    throw CLError(.denied)
  }

  private func answer() {
    guard Self.requests.ask(.location) else { return }
    delegate?.locationManagerDidChangeAuthorization(self)
    delegate?.locationManager(self, didChangeAuthorization: .denied)
  }

  /// Asks for one location: the delegate is told `CLError(.denied)`.
  open func requestLocation() { delegate?.locationManager(self, didFailWithError: CLError(.denied)) }
  /// Starts updates: the delegate is told `CLError(.denied)`.
  open func startUpdatingLocation() { delegate?.locationManager(self, didFailWithError: CLError(.denied)) }
  open func stopUpdatingLocation() {}
  open func startUpdatingHeading() {}
  open func stopUpdatingHeading() {}
  open func dismissHeadingCalibrationDisplay() {}
  open func startMonitoringSignificantLocationChanges() {}
  open func stopMonitoringSignificantLocationChanges() {}
  open func startMonitoringVisits() {}
  open func stopMonitoringVisits() {}
  /// Monitors `region`: the delegate is told monitoring failed.
  open func startMonitoring(for region: CLRegion) {
    delegate?.locationManager(self, monitoringDidFailFor: region, withError: CLError(.regionMonitoringDenied))
  }
  open func stopMonitoring(for region: CLRegion) {}
  open func requestState(for region: CLRegion) {
    delegate?.locationManager(self, didDetermineState: .unknown, for: region)
  }
}

/// A monitored area, as Core Location's `CLRegion`.
open class CLRegion: NSObject, @unchecked Sendable {
  public let identifier: String
  open var notifyOnEntry = true
  open var notifyOnExit = true
  public init(identifier: String) { self.identifier = identifier }
}

/// A circle on the Earth, as Core Location's `CLCircularRegion`.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
  public let center: CLLocationCoordinate2D
  public let radius: CLLocationDistance

  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
    self.center = center
    self.radius = radius
    super.init(identifier: identifier)
  }

  /// Whether `coordinate` lies within `radius` metres of the centre (the
  /// geodesic distance).
  open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    let distance = CLLocation.geodesicDistance(center, coordinate)
    return distance.isFinite && distance <= radius
  }
}

/// Finds addresses and places, as Core Location's `CLGeocoder`: there is
/// no geocoding service here, so every request fails with
/// `CLError(.network)` and `isGeocoding` is never true.
open class CLGeocoder: NSObject, @unchecked Sendable {
  public typealias CompletionHandler = ([CLPlacemark]?, Error?) -> Void

  public override init() { super.init() }
  open var isGeocoding: Bool { false }

  open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CompletionHandler) {
    completionHandler(nil, CLError(.network))
  }
  open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CompletionHandler) {
    completionHandler(nil, CLError(.network))
  }
  open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }
  open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
    throw CLError(.network)
  }
  open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CompletionHandler) {
    completionHandler(nil, CLError(.network))
  }
  open func geocodeAddressString(
    _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
    completionHandler: @escaping CompletionHandler
  ) {
    completionHandler(nil, CLError(.network))
  }
  open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }
  open func cancelGeocode() {}
}

/// iOS 17's stream of location updates, as Core Location's
/// `CLLocationUpdate`: `liveUpdates()` ends without an update.
public struct CLLocationUpdate: Sendable {
  /// The location: none is ever given.
  public var location: CLLocation? { nil }
  public var isStationary: Bool { false }
  public var authorizationDenied: Bool { true }
  public var authorizationDeniedGlobally: Bool { false }
  public var locationUnavailable: Bool { true }

  /// The kind of activity the updates are for.
  public struct LiveConfiguration: Sendable {
    let name: String
    public static let `default` = LiveConfiguration(name: "default")
    public static let automotiveNavigation = LiveConfiguration(name: "automotiveNavigation")
    public static let otherNavigation = LiveConfiguration(name: "otherNavigation")
    public static let fitness = LiveConfiguration(name: "fitness")
    public static let airborne = LiveConfiguration(name: "airborne")
  }

  /// The updates, as an async sequence that ends at once.
  public struct Updates: AsyncSequence, Sendable {
    public typealias Element = CLLocationUpdate
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async throws -> CLLocationUpdate? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }

  /// Live updates: none arrive, and the sequence ends.
  public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates { Updates() }
}
