@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Sheets, covers and confirmation dialogs: shown while presented, sized
/// by their detents, dismissed by `dismiss()`, a tap behind or a button,
/// with `onDismiss` after.
@Suite struct PresentationTests {
  final class Model {
    var presented = true
    var dismissals = 0
    var deleted = false
    var binding: Binding<Bool> { Binding(get: { self.presented }, set: { self.presented = $0 }) }
  }

  struct Screen: View {
    var body: some View { Color.white }
  }

  /// The sheet's content: a close button that calls `dismiss`.
  struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
      VStack {
        Text(isPresented ? "In a sheet" : "Not in a sheet")
        Button("Close") { dismiss() }.frame(width: 100, height: 44)
      }
    }
  }

  private func sheet(_ model: Model, _ detents: Set<PresentationDetent>?) -> some View {
    Screen().sheet(isPresented: model.binding, onDismiss: { model.dismissals += 1 }) {
      if let detents { SheetContent().presentationDetents(detents) } else { SheetContent() }
    }
  }

  /// The card along the bottom, from `top` down: 10 pt short of the
  /// 600 pt canvas when large, half of that at `.medium`, a `.height` as
  /// asked (at most large), and the smallest of several.
  @Test(arguments: [
    (nil, 10.0), ([PresentationDetent.large], 10), ([.medium], 305), ([.height(200)], 400), ([.fraction(0.25)], 452.5),
    ([.medium, .large], 305), ([.height(900)], 10),
  ] as [(Set<PresentationDetent>?, CGFloat)])
  func theCardRestsAtItsDetent(detents: Set<PresentationDetent>?, top: CGFloat) throws {
    let rig = try Rig(width: 390, height: 600) { sheet(Model(), detents) }
    // The content is centred in the card (pixel-rounded at scale 1).
    let content = try #require(rig.frames(of: SheetContent.self, at: 0).first)
    #expect(abs(content.midY - (top + 600) / 2) <= 0.5, "\(content)")
    #expect(content.midX == 195)
  }

  @Test func dismissClosesTheSheetAndOnDismissRunsAfter() throws {
    let model = Model()
    let rig = try Rig(width: 390, height: 600) { sheet(model, [.medium]) }
    // Dimmed behind: white under black at 20 %.
    #expect(try rig.image(at: 0).rgb(10, 10) == [204, 204, 204])
    let card = try #require(rig.frames(of: SheetContent.self, at: 0).first)
    // The close button is under the text, in the middle of the card.
    try rig.graph.tap(at: CGPoint(x: card.midX, y: card.midY + 12), time: 0.1)
    #expect(!model.presented)
    #expect(try rig.image(at: 0.2).rgb(10, 10) == [255, 255, 255])
    #expect(model.dismissals == 1)
    #expect(try rig.frames(of: SheetContent.self, at: 0.3).isEmpty)
  }

  /// iOS 13's `presentationMode` dismisses as `dismiss` does.
  struct OldSheetContent: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
      Button("Close") { presentationMode.wrappedValue.dismiss() }.frame(width: 100, height: 44)
    }
  }

  @Test func presentationModeDismisses() throws {
    let model = Model()
    let rig = try Rig(width: 390, height: 600) {
      Screen().sheet(isPresented: model.binding) { OldSheetContent().presentationDetents([.medium]) }
    }
    let content = try #require(rig.frames(of: OldSheetContent.self, at: 0).first)
    try rig.graph.tap(at: CGPoint(x: content.midX, y: content.midY), time: 0.1)
    #expect(!model.presented)
  }

  @Test func aTapBehindAShortSheetDismissesItUnlessDisabled() throws {
    let model = Model()
    let rig = try Rig(width: 390, height: 600) { sheet(model, [.medium]) }
    try rig.graph.tap(at: CGPoint(x: 100, y: 100), time: 0.1)
    #expect(!model.presented)

    let kept = Model()
    let rig2 = try Rig(width: 390, height: 600) {
      Screen().sheet(isPresented: kept.binding) {
        SheetContent().presentationDetents([.medium]).interactiveDismissDisabled()
      }
    }
    try rig2.graph.tap(at: CGPoint(x: 100, y: 100), time: 0.1)
    #expect(kept.presented)
  }

  /// Setting the binding from outside dismisses too, and runs `onDismiss`.
  @Test func onDismissRunsHoweverTheSheetGoes() throws {
    let model = Model()
    let rig = try Rig(width: 390, height: 600) { sheet(model, nil) }
    try rig.change(at: 0.1, animation: nil) { model.presented = false }
    try rig.graph.update(at: 0.2)
    #expect(model.dismissals == 1)
  }

  struct Photo: Identifiable {
    let id: Int
  }

  @Test func anItemSheetShowsTheItemAndDismissingClearsIt() throws {
    var item: Photo? = Photo(id: 7)
    let binding = Binding(get: { item }, set: { item = $0 })
    let rig = try Rig(width: 390, height: 600) {
      Screen().sheet(item: binding) { photo in
        Text("Photo \(photo.id)")
        SheetContent()
      }
    }
    #expect(try rig.frames(of: SheetContent.self, at: 0).count == 1)
    let card = try #require(rig.frames(of: SheetContent.self, at: 0).first)
    try rig.graph.tap(at: CGPoint(x: card.midX, y: card.midY + 12), time: 0.1)
    #expect(item == nil)
  }

  @Test func aFullScreenCoverCoversTheWholeView() throws {
    let model = Model()
    let rig = try Rig(width: 390, height: 600) {
      Color.red.fullScreenCover(isPresented: model.binding) { SheetContent() }
    }
    let image = try rig.image(at: 0)
    // The system background (white) everywhere, undimmed: no red left.
    #expect(image.rgb(2, 2) == [255, 255, 255])
    #expect(image.rgb(387, 597) == [255, 255, 255])
  }

  private func dialog(_ model: Model, cancel: Bool) -> some View {
    Screen().confirmationDialog("Delete the photo?", isPresented: model.binding, titleVisibility: .visible) {
      Button("Delete", role: .destructive) { model.deleted = true }
      if cancel { Button("Keep", role: .cancel) {} }
    }
  }

  /// The cancel button sits alone at the bottom; the others above it.
  @Test func aDialogPutsItsCancelButtonApart() throws {
    let rig = try Rig(width: 390, height: 600) { dialog(Model(), cancel: true) }
    let rows = try dialogRows(rig)
    #expect(rows.count == 2)
    // Cancel ("Keep") last: 8 pt from the bottom, 57 pt tall, 8 pt inset.
    let cancel = try #require(rows.last)
    #expect(cancel.maxY == 592)
    #expect(cancel.height == 57)
    #expect(cancel.minX == 8 && cancel.maxX == 382)
    // "Delete" 8 pt above it.
    #expect(rows[0].maxY == cancel.minY - 8)
  }

  @Test func aDialogWithoutCancelGetsOne() throws {
    let rig = try Rig(width: 390, height: 600) { dialog(Model(), cancel: false) }
    #expect(try dialogRows(rig).count == 2)
  }

  @Test func aTapOnADialogButtonRunsItAndDismisses() throws {
    let model = Model()
    let rig = try Rig(width: 390, height: 600) { dialog(model, cancel: true) }
    let delete = try #require(dialogRows(rig).first)
    try rig.graph.tap(at: CGPoint(x: delete.midX, y: delete.midY), time: 0.1)
    #expect(model.deleted && !model.presented)
  }

  /// The dialog's button rows, in tree order (the group's, then cancel).
  private func dialogRows(_ rig: Rig) throws -> [CGRect] {
    try rig.graph.update(at: 0)
    return try #require(rig.graph.placed).descendantsAndSelf.filter { $0.node is ContainerValueNode<DialogRoleValue> }.map(\.frame)
  }

  @Test func theLooks() {
    expectGolden(of: sheet(Model(), [.medium, .large]), named: "sheet-medium", layout: .fixed(width: 390, height: 500), scale: 2)
    expectGolden(of: dialog(Model(), cancel: true), named: "confirmation-dialog", layout: .fixed(width: 390, height: 400), scale: 2)
  }
}

/// `@ObservedObject`: a view handed an object reads it, binds to it, and
/// updates when it changes.
@Suite struct ObservedObjectTests {
  final class Counter: ObservableObject {
    @Published var count = 0
    @Published var isOn = false
  }

  struct Bar: View {
    let width: CGFloat
    var body: some View { Color.red.frame(width: width, height: 10) }
  }

  struct CounterView: View {
    @ObservedObject var counter: Counter
    var body: some View {
      VStack(spacing: 0) {
        Bar(width: CGFloat(10 * (counter.count + 1)))
        Toggle("On", isOn: $counter.isOn).labelsHidden()
      }
      .onTapGesture { counter.count += 1 }
    }
  }

  @Test func aChangeUpdatesTheViewAndBindingsWrite() throws {
    let counter = Counter()
    let rig = try Rig(width: 200, height: 200) { CounterView(counter: counter) }
    #expect(try rig.frames(of: Bar.self, at: 0).first?.width == 10)
    try rig.change(at: 0.1, animation: nil) { counter.count = 2 }
    #expect(try rig.frames(of: Bar.self, at: 0.1).first?.width == 30)
    // The projected binding writes the object's property.
    let binding = ObservedObject(wrappedValue: counter).projectedValue.isOn
    binding.wrappedValue = true
    #expect(counter.isOn)
  }
}
