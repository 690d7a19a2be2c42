import CoreGraphics
import Foundation

/// A control, as UIKit's `UIControl`: a view with a state (enabled,
/// selected, highlighted) and actions for events, kept and never sent (a
/// render has no touches).
open class UIControl: UIView, @unchecked Sendable {
  /// A control's state, as UIKit's `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    /// Bits free for the app's own states.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits UIKit keeps for itself.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// What happened to a control, as UIKit's `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  /// The state its flags make.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }
  private var actions: [(UIAction, Event)] = []

  /// Adds an action for `controlEvents` (kept; never sent here).
  open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
  /// Sends the actions registered for `controlEvents`, as a test does.
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.intersection(controlEvents).isEmpty { action.handler(action) }
  }
}

/// An action a control runs, as UIKit's `UIAction`.
open class UIAction: @unchecked Sendable {
  public let title: String
  public let image: UIImage?
  let handler: (UIAction) -> Void
  public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.image = image
    self.handler = handler
  }
}
