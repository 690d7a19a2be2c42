// A view model as ApprovedBug/iOS-FitnessTracker writes its own: Foundation
// alone, with `@Observable` and `@ObservationIgnored` (Apple's Foundation
// brings Observation; here FlipbookFoundation, the README's implicit
// import, does), and an API client's session configuration.
import Foundation

@Observable
public final class WelcomeModel {
  public var step = 0
  @ObservationIgnored public var session: URLSession = {
    let configuration = URLSessionConfiguration.default
    // Get-only in swift-corelibs-foundation; assignable as on Apple's.
    configuration.waitsForConnectivity = true
    configuration.timeoutIntervalForRequest = 60
    return URLSession(configuration: configuration)
  }()

  public init() {}
}
