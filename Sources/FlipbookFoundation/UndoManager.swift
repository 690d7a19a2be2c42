#if os(Linux)
import Foundation

/// Records changes so they can be undone and redone, as Foundation's
/// `UndoManager` (absent from swift-corelibs-foundation): what
/// `@Environment(\.undoManager)` and a document's editing code use.
///
/// Each registration (`registerUndo(withTarget:handler:)`) goes into the
/// open group; with `groupsByEvent` (the default) and no group begun, each
/// registration is a group of its own, as an event loop's would be when a
/// render runs one change per event. `undo()` runs the last group's
/// handlers in reverse order with `isUndoing` set; what they register goes
/// onto the redo stack, and `redo()` does the reverse. A registration made
/// outside undo or redo clears the redo stack, as Foundation's does.
/// `levelsOfUndo` (0: unlimited) drops the oldest groups.
open class UndoManager: NSObject {
  private struct Action {
    let run: () -> Void
  }

  private struct Group {
    var actions: [Action] = []
    var name = ""
  }

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  private var open: Group?
  private var depth = 0

  /// Whether each event's registrations make a group (true).
  open var groupsByEvent = true
  /// The most groups kept (0: no limit).
  open var levelsOfUndo = 0 {
    didSet { trim() }
  }
  /// Whether registrations are recorded (`disableUndoRegistration()`).
  open private(set) var isUndoRegistrationEnabled = true
  private var disabled = 0
  /// Whether `undo()` is running its handlers.
  open private(set) var isUndoing = false
  /// Whether `redo()` is running its handlers.
  open private(set) var isRedoing = false

  public override init() { super.init() }

  /// Whether there is a group to undo.
  open var canUndo: Bool { !(undoStack.isEmpty && (open?.actions.isEmpty ?? true)) }
  /// Whether there is a group to redo.
  open var canRedo: Bool { !redoStack.isEmpty }
  /// The group nesting depth.
  open var groupingLevel: Int { depth }
  /// The name of the group `undo()` would undo.
  open var undoActionName: String { undoStack.last?.name ?? "" }
  /// The name of the group `redo()` would redo.
  open var redoActionName: String { redoStack.last?.name ?? "" }
  /// "Undo" and the action's name, as a menu item shows it.
  open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
  /// "Redo" and the action's name.
  open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

  /// Opens a group (nested groups join the outermost).
  open func beginUndoGrouping() {
    if depth == 0 { open = Group() }
    depth += 1
  }

  /// Closes the group `beginUndoGrouping()` opened.
  open func endUndoGrouping() {
    guard depth > 0 else { return }
    depth -= 1
    if depth == 0, let group = open {
      open = nil
      push(group)
    }
  }

  /// Records `handler`, to be called with `target` when the change is undone.
  open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
    guard disabled == 0 else { return }
    let action = Action { [weak target] in if let target { handler(target) } }
    if depth > 0 {
      open?.actions.append(action)
    } else {
      push(Group(actions: [action]))
    }
  }

  /// Names the group being recorded (or the last one, outside a group).
  open func setActionName(_ actionName: String) {
    if depth > 0 {
      open?.name = actionName
    } else if isUndoing, !redoStack.isEmpty {
      redoStack[redoStack.count - 1].name = actionName
    } else if !undoStack.isEmpty {
      undoStack[undoStack.count - 1].name = actionName
    }
  }

  /// Undoes the last group.
  open func undo() {
    if depth > 0 { endUndoGrouping() }
    guard let group = undoStack.popLast() else { return }
    replay(group, undoing: true)
  }

  /// Undoes the open group's registrations so far.
  open func undoNestedGroup() { undo() }

  /// Redoes the last undone group.
  open func redo() {
    guard let group = redoStack.popLast() else { return }
    replay(group, undoing: false)
  }

  /// Forgets every group.
  open func removeAllActions() {
    undoStack = []
    redoStack = []
    open = nil
    depth = 0
  }

  /// Would forget the registrations for `target`; here it keeps them all:
  /// a registration is a closure, which can't be matched to its target
  /// (a handler whose target is gone does nothing when replayed).
  open func removeAllActions(withTarget target: Any) {}

  /// Stops recording registrations (nests).
  open func disableUndoRegistration() {
    disabled += 1
    isUndoRegistrationEnabled = false
  }

  /// Starts recording registrations again.
  open func enableUndoRegistration() {
    disabled = max(0, disabled - 1)
    isUndoRegistrationEnabled = disabled == 0
  }

  private func push(_ group: Group) {
    guard !group.actions.isEmpty else { return }
    if isUndoing {
      redoStack.append(group)
    } else {
      undoStack.append(group)
      if !isRedoing { redoStack = [] }
      trim()
    }
  }

  private func replay(_ group: Group, undoing: Bool) {
    // What the handlers register makes one group, named as the replayed one.
    if undoing { isUndoing = true } else { isRedoing = true }
    let saved = (open, depth)
    open = Group(name: group.name)
    depth = 1
    for action in group.actions.reversed() { action.run() }
    let made = open
    (open, depth) = saved
    if let made { push(made) }
    isUndoing = false
    isRedoing = false
  }

  private func trim() {
    if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
  }
}
#endif
