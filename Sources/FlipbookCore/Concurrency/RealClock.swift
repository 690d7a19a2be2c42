import Foundation

/// The clocks of the machine, read where Flipbook's film-time stand-ins
/// (which shadow `DispatchTime.now()` in the Flipbook module) can't be
/// mistaken for them.
package enum RealClock {
  /// Dispatch's `DispatchTime.now()`.
  package static var dispatchNow: DispatchTime { DispatchTime.now() }
}
