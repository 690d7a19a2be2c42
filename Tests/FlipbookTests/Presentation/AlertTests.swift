@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `.alert`: shown while presented, over the view it's attached to; a tap
/// on a button runs it and dismisses the alert.
@Suite struct AlertTests {
  final class Model {
    var presented = true
    var deleted = false
  }

  struct Screen: View {
    var body: some View { Color.white }
  }

  private func screen(_ model: Model) -> some View {
    Screen()
      .alert("Delete the photo?", isPresented: Binding(get: { model.presented }, set: { model.presented = $0 })) {
        Button("Cancel", role: .cancel) {}
        Button("Delete", role: .destructive) { model.deleted = true }
      } message: {
        Text("It will be gone from every device.")
      }
  }

  @Test func aTapOnAButtonRunsItAndDismisses() throws {
    let model = Model()
    let rig = try Rig(width: 390, height: 400) { screen(model) }
    // Dimmed behind the alert: white under black at 20 %.
    #expect(try rig.image(at: 0).rgb(10, 10) == [204, 204, 204])
    // Two buttons side by side, 44 pt tall, at the bottom of the 270 pt box
    // centred in the canvas: "Delete" is the right half.
    let box = try #require(rig.frames(of: _AlertBox<Text>.self, at: 0).first)
    try rig.graph.tap(at: CGPoint(x: box.midX + 67, y: box.maxY - 22), time: 0.1)
    #expect(model.deleted && !model.presented)
    #expect(try rig.image(at: 0.2).rgb(10, 10) == [255, 255, 255])
  }

  @Test func anAlertWithoutButtonsOffersOK() throws {
    let model = Model()
    let rig = try Rig(width: 390, height: 400) {
      Screen().alert("Saved", isPresented: Binding(get: { model.presented }, set: { model.presented = $0 })) {}
    }
    let box = try #require(rig.frames(of: _AlertBox<EmptyView>.self, at: 0).first)
    try rig.graph.tap(at: CGPoint(x: box.midX, y: box.maxY - 22), time: 0.1)
    #expect(!model.presented)
  }

  /// iOS's places for a cancel button: first of two (leading), last of
  /// a stack, whatever the order written.
  @Test func theCancelButtonTakesIOSsPlace() throws {
    func roles(_ view: some View) throws -> [ButtonRole?] {
      let rig = try Rig(width: 390, height: 400) { view }
      try rig.graph.update(at: 0)
      let rows = try #require(rig.graph.placed).descendantsAndSelf.compactMap { $0.node as? ContainerValueNode<DialogRoleValue> }
      return rows.map(\.value.role)
    }
    let two = Screen().alert("Two", isPresented: .constant(true)) {
      Button("Delete", role: .destructive) {}
      Button("Cancel", role: .cancel) {}
    }
    #expect(try roles(two) == [.cancel, .destructive])
    let three = Screen().alert("Three", isPresented: .constant(true)) {
      Button("Cancel", role: .cancel) {}
      Button("One") {}
      Button("Two") {}
    }
    #expect(try roles(three) == [nil, nil, .cancel])
  }

  @Test func theLook() {
    expectGolden(of: screen(Model()), named: "alert", layout: .fixed(width: 390, height: 400), scale: 2)
  }
}
