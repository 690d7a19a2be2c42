@_exported import Foundation

// `import AudioToolbox` on Linux: the system sounds and vibration a screen
// plays on a tap (`AudioServicesPlaySystemSound(1104)`). A render has no
// speaker: nothing plays; the calls return at once (completions are
// called, as after a sound that played). Declared in Package.swift for
// Linux only. Foundation only.

/// A system sound's number, as AudioToolbox's `SystemSoundID`.
public typealias SystemSoundID = UInt32
/// Core Audio's status code.
public typealias OSStatus = Int32

/// The vibration "sound".
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF

/// Plays a system sound: nothing plays.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
/// Plays an alert sound (vibrating where set): nothing plays.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
/// Plays a system sound, then calls `inCompletionBlock` at once.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
  inCompletionBlock?()
}
/// Plays an alert sound, then calls `inCompletionBlock` at once.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
  inCompletionBlock?()
}

/// Registers a sound file: given a new number (0 status); it never plays.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: URL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
  outSystemSoundID.pointee = SystemSoundRegistry.next()
  return 0
}

/// Unregisters a sound.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { 0 }

private enum SystemSoundRegistry {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var last: SystemSoundID = 4096
  static func next() -> SystemSoundID {
    lock.lock()
    defer { lock.unlock() }
    last += 1
    return last
  }
}
