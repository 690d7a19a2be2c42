@_exported import Foundation
@_exported import FlipbookFoundation

// `import LocalAuthentication` on Linux: the Face ID / Touch ID / passcode
// check a lock screen runs. A render has no biometric sensor and no
// passcode: `canEvaluatePolicy` is false with `LAError(.biometryNotAvailable)`
// (`.passcodeNotSet` for the device-owner policy), `biometryType` is
// `.none`, and evaluating fails with the same error, so the screen takes
// its "not available" branch, as on a simulator without enrolled
// biometrics. Declared in Package.swift for Linux only. Foundation only.

/// What to check, as LocalAuthentication's `LAPolicy`.
public enum LAPolicy: Int, Sendable {
  case deviceOwnerAuthenticationWithBiometrics = 1
  case deviceOwnerAuthentication = 2
  case deviceOwnerAuthenticationWithWatch = 3
  case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
  case deviceOwnerAuthenticationWithWristDetection = 5
}

/// The device's biometry, as `LABiometryType`.
public enum LABiometryType: Int, Sendable { case none = 0, touchID = 1, faceID = 2, opticID = 4 }

/// An authentication failure, as LocalAuthentication's `LAError`.
public struct LAError: Error, Equatable, Sendable, CustomStringConvertible {
  /// LocalAuthentication's error codes.
  public enum Code: Int, Sendable {
    case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
    case appCancel = -9, invalidContext = -10, notInteractive = -1004, biometryNotAvailable = -6
    case biometryNotEnrolled = -7, biometryLockout = -8, watchNotAvailable = -11, biometryNotPaired = -12
    case biometryDisconnected = -13, invalidDimensions = -14
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let errorDomain = "com.apple.LocalAuthentication"
  public static let biometryNotAvailable = Code.biometryNotAvailable
  public static let passcodeNotSet = Code.passcodeNotSet
  public var description: String {
    switch code {
    case .biometryNotAvailable: "Biometry is not available on this device."
    case .passcodeNotSet: "Passcode not set."
    default: "LocalAuthentication error \(code.rawValue)"
    }
  }
}

/// Whether `error` is an `LAError` of `code`.
public func ~= (code: LAError.Code, error: Error) -> Bool { (error as? LAError)?.code == code }

/// An authentication context, as LocalAuthentication's `LAContext`.
open class LAContext: NSObject, @unchecked Sendable {
  open var localizedReason = ""
  open var localizedFallbackTitle: String?
  open var localizedCancelTitle: String?
  open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
  open var interactionNotAllowed = false
  /// `.none`: there is no sensor.
  open var biometryType: LABiometryType { .none }
  /// Nothing enrolled.
  open var evaluatedPolicyDomainState: Data? { nil }

  public override init() { super.init() }

  private func failure(for policy: LAPolicy) -> LAError {
    policy == .deviceOwnerAuthentication ? LAError(.passcodeNotSet) : LAError(.biometryNotAvailable)
  }

  /// False, with the reason in `error`.
  open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
    let reason = failure(for: policy)
    error?.pointee = NSError(domain: LAError.errorDomain, code: reason.code.rawValue, userInfo: [
      NSLocalizedDescriptionKey: reason.description
    ])
    return false
  }

  /// Fails at once with the reason.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, Error?) -> Void) {
    reply(false, failure(for: policy))
  }

  /// Throws the reason.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    throw failure(for: policy)
  }

  open func invalidate() {}
}
