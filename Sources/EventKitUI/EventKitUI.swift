@_exported import EventKit
@_exported import UIKit

// `import EventKitUI` on Linux: the event editor and viewer a screen
// presents. They keep their store, event and delegate; nothing is edited
// (the store refuses saves), and the delegate is never called.
// Declared in Package.swift for Linux only.

/// How the editor finished, as `EKEventEditViewAction`.
public enum EKEventEditViewAction: Int, Sendable { case canceled = 0, saved = 1, deleted = 2 }

/// The editor's delegate, as `EKEventEditViewDelegate`.
public protocol EKEventEditViewDelegate: AnyObject {
  func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
}

/// The event editor, as EventKitUI's `EKEventEditViewController`.
open class EKEventEditViewController: UINavigationController, @unchecked Sendable {
  open var eventStore: EKEventStore?
  open var event: EKEvent?
  open weak var editViewDelegate: EKEventEditViewDelegate?
  open func cancelEditing() {}
}

/// The event viewer, as EventKitUI's `EKEventViewController`.
open class EKEventViewController: UIViewController, @unchecked Sendable {
  open var event: EKEvent?
  open var allowsEditing = true
  open var allowsCalendarPreview = false
}
