import FlipbookCore
import Foundation
import Testing

/// Foundation's `UndoManager`, which swift-corelibs-foundation lacks, as an
/// editor's model uses it: each change registers its inverse.
@Suite struct UndoManagerTests {
  final class Document {
    var text = ""
    let undoManager = UndoManager()

    func set(_ new: String) {
      let old = text
      text = new
      undoManager.registerUndo(withTarget: self) { $0.set(old) }
      undoManager.setActionName("Typing")
    }
  }

  @Test func undoAndRedoReplayEachChangesInverse() {
    let document = Document()
    document.set("a")
    document.set("ab")
    #expect(document.undoManager.canUndo && !document.undoManager.canRedo)
    #expect(document.undoManager.undoMenuItemTitle == "Undo Typing")
    document.undoManager.undo()
    #expect(document.text == "a" && document.undoManager.canRedo)
    document.undoManager.undo()
    #expect(document.text == "" && !document.undoManager.canUndo)
    document.undoManager.redo()
    document.undoManager.redo()
    #expect(document.text == "ab" && !document.undoManager.canRedo)
    // A new change after an undo forgets what could be redone.
    document.undoManager.undo()
    document.set("ax")
    #expect(!document.undoManager.canRedo)
    document.undoManager.undo()
    #expect(document.text == "a")
  }

  @Test func aGroupUndoesAsOneAndLevelsDropTheOldest() {
    let document = Document()
    document.undoManager.beginUndoGrouping()
    document.set("x")
    document.set("xy")
    document.undoManager.endUndoGrouping()
    document.undoManager.undo()
    #expect(document.text == "")
    document.undoManager.redo()
    #expect(document.text == "xy")

    let limited = Document()
    limited.undoManager.levelsOfUndo = 2
    for text in ["1", "2", "3", "4"] { limited.set(text) }
    limited.undoManager.undo()
    limited.undoManager.undo()
    limited.undoManager.undo()
    #expect(limited.text == "2" && !limited.undoManager.canUndo)

    let quiet = Document()
    quiet.undoManager.disableUndoRegistration()
    quiet.set("q")
    quiet.undoManager.enableUndoRegistration()
    #expect(!quiet.undoManager.canUndo)
  }
}
