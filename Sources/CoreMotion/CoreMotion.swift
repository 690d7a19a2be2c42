@_exported import Foundation

// `import CoreMotion` on Linux: the motion a tilt or parallax view and a
// step counter read. A render has no accelerometer, gyroscope, pedometer
// or altimeter: every `is…Available` is false, updates never arrive
// (`start…Updates` keeps the handler and never calls it; the latest
// readings stay nil), and pedometer or activity queries fail at once with
// `CMErrorMotionActivityNotAvailable`, so a view stays level and a step
// screen takes its "not available" branch, as on the simulator. Declared
// in Package.swift for Linux only.
//
// Foundation only, so that swift-custom-dump's `#if canImport(CoreMotion)`
// can load it; its conformances read the enums below by Apple's cases.

/// Core Motion's error domain.
public let CMErrorDomain = "CMErrorDomain"
/// The error of a motion service the device lacks (Core Motion's code 104).
public let CMErrorMotionActivityNotAvailable = 104
/// The error of a service the user has not authorised (code 105).
public let CMErrorMotionActivityNotAuthorized = 105

/// The app's motion permission, as `CMAuthorizationStatus`.
public enum CMAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted = 1, denied = 2, authorized = 3 }

/// How sure an activity reading is, as `CMMotionActivityConfidence`.
public enum CMMotionActivityConfidence: Int, Sendable { case low = 0, medium = 1, high = 2 }

/// A pedometer event, as `CMPedometerEventType`.
public enum CMPedometerEventType: Int, Sendable { case pause = 0, resume = 1 }

/// A reference frame for attitude, as `CMAttitudeReferenceFrame`.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
  public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
  public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
  public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// An acceleration in g, as `CMAcceleration`.
public struct CMAcceleration: Sendable, Equatable {
  public var x: Double, y: Double, z: Double
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A rotation rate in radians a second, as `CMRotationRate`.
public struct CMRotationRate: Sendable, Equatable {
  public var x: Double, y: Double, z: Double
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A reading's timestamp holder, as `CMLogItem`.
open class CMLogItem: NSObject, @unchecked Sendable {
  open var timestamp: TimeInterval { 0 }
}

/// The device's orientation, as `CMAttitude` (level: all zero).
open class CMAttitude: NSObject, @unchecked Sendable {
  open var roll: Double { 0 }
  open var pitch: Double { 0 }
  open var yaw: Double { 0 }
}

/// A fused motion reading, as `CMDeviceMotion` (none arrives here).
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
  /// Where the sensor is, as `CMDeviceMotion.SensorLocation`.
  public enum SensorLocation: Int, Sendable { case `default` = 0, headphoneLeft = 1, headphoneRight = 2 }
  open var attitude: CMAttitude { CMAttitude() }
  open var gravity: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
  open var userAcceleration: CMAcceleration { CMAcceleration() }
  open var rotationRate: CMRotationRate { CMRotationRate() }
  open var heading: Double { -1 }
  open var sensorLocation: SensorLocation { .default }
}

/// An accelerometer reading, as `CMAccelerometerData`.
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
  open var acceleration: CMAcceleration { CMAcceleration() }
}

/// A gyroscope reading, as `CMGyroData`.
open class CMGyroData: CMLogItem, @unchecked Sendable {
  open var rotationRate: CMRotationRate { CMRotationRate() }
}

/// A fall event's resolution (watchOS), as `CMFallDetectionEvent.UserResolution`.
open class CMFallDetectionEvent: NSObject, @unchecked Sendable {
  public enum UserResolution: Int, Sendable { case confirmed = 0, dismissed = 1, rejected = 2, unresponsive = 3 }
}

/// A handler of device-motion readings.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, Error?) -> Void
/// A handler of accelerometer readings.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, Error?) -> Void
/// A handler of gyroscope readings.
public typealias CMGyroHandler = (CMGyroData?, Error?) -> Void

/// The motion sensors, as `CMMotionManager`: none is available.
open class CMMotionManager: NSObject, @unchecked Sendable {
  open var deviceMotionUpdateInterval: TimeInterval = 0.01
  open var accelerometerUpdateInterval: TimeInterval = 0.01
  open var gyroUpdateInterval: TimeInterval = 0.01
  open var showsDeviceMovementDisplay = false

  public override init() { super.init() }

  open var isDeviceMotionAvailable: Bool { false }
  open var isAccelerometerAvailable: Bool { false }
  open var isGyroAvailable: Bool { false }
  open var isMagnetometerAvailable: Bool { false }
  open var isDeviceMotionActive: Bool { false }
  open var isAccelerometerActive: Bool { false }
  open var isGyroActive: Bool { false }
  /// The latest readings: none.
  open var deviceMotion: CMDeviceMotion? { nil }
  open var accelerometerData: CMAccelerometerData? { nil }
  open var gyroData: CMGyroData? { nil }

  open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

  /// Starts updates: none arrive.
  open func startDeviceMotionUpdates() {}
  open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {}
  open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {}
  open func startDeviceMotionUpdates(
    using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler
  ) {}
  open func stopDeviceMotionUpdates() {}
  open func startAccelerometerUpdates() {}
  open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {}
  open func stopAccelerometerUpdates() {}
  open func startGyroUpdates() {}
  open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {}
  open func stopGyroUpdates() {}
}

/// Pedometer totals, as `CMPedometerData` (none is made).
open class CMPedometerData: NSObject, @unchecked Sendable {
  open var startDate: Date { Date(timeIntervalSince1970: 0) }
  open var endDate: Date { Date(timeIntervalSince1970: 0) }
  open var numberOfSteps: NSNumber { 0 }
  open var distance: NSNumber? { nil }
  open var floorsAscended: NSNumber? { nil }
  open var floorsDescended: NSNumber? { nil }
  open var currentPace: NSNumber? { nil }
  open var currentCadence: NSNumber? { nil }
}

/// A pedometer event, as `CMPedometerEvent`.
open class CMPedometerEvent: NSObject, @unchecked Sendable {
  open var date: Date { Date(timeIntervalSince1970: 0) }
  open var type: CMPedometerEventType { .pause }
}

/// A handler of pedometer totals.
public typealias CMPedometerHandler = (CMPedometerData?, Error?) -> Void

private func notAvailable() -> NSError { NSError(domain: CMErrorDomain, code: CMErrorMotionActivityNotAvailable) }

/// The step counter, as `CMPedometer`: not available.
open class CMPedometer: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  open class func isStepCountingAvailable() -> Bool { false }
  open class func isDistanceAvailable() -> Bool { false }
  open class func isFloorCountingAvailable() -> Bool { false }
  open class func isPaceAvailable() -> Bool { false }
  open class func isCadenceAvailable() -> Bool { false }
  open class func isPedometerEventTrackingAvailable() -> Bool { false }
  /// `.notDetermined`: nothing asks here.
  open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

  /// Fails at once with `CMErrorMotionActivityNotAvailable`.
  open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
    handler(nil, notAvailable())
  }
  /// Fails at once with `CMErrorMotionActivityNotAvailable`.
  open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) { handler(nil, notAvailable()) }
  open func stopUpdates() {}
  open func startEventUpdates(handler: @escaping (CMPedometerEvent?, Error?) -> Void) { handler(nil, notAvailable()) }
  open func stopEventUpdates() {}
}

/// An activity reading, as `CMMotionActivity` (none is made).
open class CMMotionActivity: CMLogItem, @unchecked Sendable {
  open var confidence: CMMotionActivityConfidence { .low }
  open var startDate: Date { Date(timeIntervalSince1970: 0) }
  open var unknown: Bool { true }
  open var stationary: Bool { false }
  open var walking: Bool { false }
  open var running: Bool { false }
  open var automotive: Bool { false }
  open var cycling: Bool { false }
}

/// The activity recogniser, as `CMMotionActivityManager`: not available.
open class CMMotionActivityManager: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  open class func isActivityAvailable() -> Bool { false }
  open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
  open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMMotionActivity?) -> Void) {}
  open func stopActivityUpdates() {}
  /// Fails at once with `CMErrorMotionActivityNotAvailable`.
  open func queryActivityStarting(
    from start: Date, to end: Date, to queue: OperationQueue, withHandler handler: @escaping ([CMMotionActivity]?, Error?) -> Void
  ) {
    handler(nil, notAvailable())
  }
}

/// Altitude readings, as `CMAltimeter`: not available.
open class CMAltimeter: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  open class func isRelativeAltitudeAvailable() -> Bool { false }
  open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
  open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping (AnyObject?, Error?) -> Void) {}
  open func stopRelativeAltitudeUpdates() {}
}
