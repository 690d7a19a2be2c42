import Foundation

/// Haptic and audio feedback, as SwiftUI's `SensoryFeedback`. A render
/// neither vibrates nor plays sound: `.sensoryFeedback` draws nothing.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String

  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let impact = SensoryFeedback(name: "impact")

  /// An impact of `weight` at `intensity`.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
  /// An impact of `flexibility` at `intensity`.
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

  /// How heavy an impact feels.
  public struct Weight: Hashable, Sendable {
    let value: Int
    public static let light = Weight(value: 0)
    public static let medium = Weight(value: 1)
    public static let heavy = Weight(value: 2)
  }

  /// How rigid an impact feels.
  public struct Flexibility: Hashable, Sendable {
    let value: Int
    public static let rigid = Flexibility(value: 0)
    public static let solid = Flexibility(value: 1)
    public static let soft = Flexibility(value: 2)
  }
}

nonisolated extension View {
  /// Plays `feedback` when `trigger` changes (nothing to see in a render).
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

  /// Plays `feedback` when `trigger` changes and `condition` says so.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View { self }

  /// Plays the feedback `feedback` returns when `trigger` changes.
  public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
    self
  }

  /// Handles a URL the app is asked to open (a render is never asked).
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

  /// Handles a continued user activity of `activityType` (a render
  /// continues none).
  public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void)
    -> some View
  { self }

  /// Advertises a user activity while `isActive` (kept by nobody: a render
  /// has no system to advertise to; `update` is not called).
  public func userActivity(
    _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
  ) -> some View { self }

  /// Advertises a user activity for `element` (not called, as above).
  public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void)
    -> some View
  { self }

  /// An inspector beside the content while `isPresented`: on an iPhone, a
  /// sheet (see `sheet(isPresented:onDismiss:content:)`).
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// The inspector's width (an iPhone's sheet is as wide as the screen).
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

  /// The inspector's widths (an iPhone's sheet is as wide as the screen).
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
