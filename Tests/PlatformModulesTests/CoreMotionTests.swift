import CoreMotion
import Flipbook
import Foundation
import Testing

/// A tilt model as parallax views write one.
final class MotionModel: ObservableObject {
  @Published var pitch = 0.0
  @Published var roll = 0.0
  private let manager = CMMotionManager()

  func start() {
    guard manager.isDeviceMotionAvailable else { return }
    manager.startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in
      guard let motion else { return }
      self?.pitch = motion.attitude.pitch
      self?.roll = motion.attitude.roll
    }
  }
}

@Suite struct CoreMotionTests {
  /// No sensors: the model stays level; step counts fail at once.
  @Test func thereAreNoSensors() {
    let model = MotionModel()
    model.start()
    #expect(model.pitch == 0 && model.roll == 0)
    #expect(!CMMotionManager().isDeviceMotionAvailable && !CMPedometer.isStepCountingAvailable())
    var failure: NSError?
    CMPedometer().queryPedometerData(from: Date().addingTimeInterval(-3600), to: Date()) { _, error in
      failure = error as NSError?
    }
    #expect(failure?.domain == CMErrorDomain && failure?.code == CMErrorMotionActivityNotAvailable)
  }
}
