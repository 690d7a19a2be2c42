import CoreLocation
import Flipbook
import Foundation
import Testing

/// A location model as apps write one: a manager, its delegate, a status
/// the screen reads.
final class LocationModel: NSObject, ObservableObject, CLLocationManagerDelegate {
  @Published var status: CLAuthorizationStatus = .notDetermined
  @Published var lastError: Error?
  @Published var location: CLLocation?
  let manager = CLLocationManager()

  override init() {
    super.init()
    manager.delegate = self
    manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
  }

  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { status = manager.authorizationStatus }
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    location = locations.last
  }
  func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) { lastError = error }
}

@Suite(.serialized) struct CoreLocationTests {
  /// Asked, the manager answers `.denied` through the delegate; a location
  /// request fails with `CLError(.denied)`; nothing is ever located.
  @Test func theManagerAnswersAsADeniedDevice() throws {
    let model = LocationModel()
    model.manager.requestWhenInUseAuthorization()
    #expect(model.status == .denied && model.manager.authorizationStatus == .denied)
    model.manager.requestLocation()
    #expect((model.lastError as? CLError)?.code == .denied && model.location == nil)
    #expect(CLLocationManager.locationServicesEnabled() && model.manager.location == nil)
    let matched: Bool
    switch model.lastError! {
    case CLError.denied: matched = true
    default: matched = false
    }
    #expect(matched)
  }

  /// No geocoding service: a request fails with `CLError(.network)`; iOS
  /// 17's live updates end without one, so the loop finishes.
  @Test func geocodingFailsAndLiveUpdatesEnd() async throws {
    await #expect(throws: CLError.self) {
      try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 48.85, longitude: 2.35))
    }
    var updates = 0
    for try await _ in CLLocationUpdate.liveUpdates() { updates += 1 }
    #expect(updates == 0)
  }

  /// A circular region holds the points within its radius along the
  /// ground (the geodesic).
  @Test func circularRegionsContainWhatIsNear() {
    let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
    let region = CLCircularRegion(center: paris, radius: 1_000, identifier: "centre")
    #expect(region.contains(CLLocationCoordinate2D(latitude: 48.8600, longitude: 2.3522)))  // 378 m north
    #expect(!region.contains(CLLocationCoordinate2D(latitude: 48.8700, longitude: 2.3522)))  // 1.49 km
    #expect(!region.contains(kCLLocationCoordinate2DInvalid))
  }
}
