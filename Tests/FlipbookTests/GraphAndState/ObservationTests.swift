@testable import Flipbook
import Foundation
import Testing

/// `@Observable` models (the Observation module, which `import Flipbook`
/// re-exports as `import SwiftUI` does): views that read a property update
/// when it changes, animating under the change's transaction;
/// `.environment(_:)` / `@Environment(T.self)` pass objects by type; and
/// `@Bindable` makes bindings to their properties.
@Suite struct ObservationTests {
  @Observable final class Model {
    var show = false
    var count = 0
  }

  struct Blue: View {
    var body: some View { Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 20) }
  }

  /// Reads the model from the environment: a 20 pt square above Blue
  /// when `show`, pushing Blue from y 40 to y 50 in a centred stack.
  struct Stack: View {
    @Environment(Model.self) private var model
    var body: some View {
      VStack(spacing: 0) {
        if model.show { Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20) }
        Blue()
      }
    }
  }

  @Test func aChangeInsideWithAnimationAnimatesTheViewsThatReadIt() throws {
    let model = Model()
    let rig = try Rig { Stack().environment(model) }
    #expect(try rig.frames(of: Blue.self, at: 0).first?.minY == 40)
    try rig.change(at: 0, animation: .linear(duration: 1)) { model.show = true }
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 0.5).first).minY - 45) < 1e-9)
    #expect(try rig.frames(of: Blue.self, at: 1).first?.minY == 50)
  }

  @Test func aChangeWithoutAnimationShowsAtOnce() throws {
    let model = Model()
    let rig = try Rig { Stack().environment(model) }
    try rig.change(at: 0, animation: nil) { model.show = true }
    #expect(try rig.frames(of: Blue.self, at: 0.01).first?.minY == 50)
  }

  @Test func bindableBindingsWriteThroughTheirTransaction() throws {
    let model = Model()
    let rig = try Rig { Stack().environment(model) }
    try rig.change(at: 0, animation: nil) {
      Bindable(model).show.animation(.linear(duration: 1)).wrappedValue = true
    }
    #expect(model.show)
    #expect(abs(try #require(rig.frames(of: Blue.self, at: 0.25).first).minY - 42.5) < 1e-9)
  }

  @Test func theBindablePropertyWrapperProjectsBindings() {
    struct Editor: View {
      @Bindable var model: Model
      var body: some View { EmptyView() }
      var binding: Binding<Int> { $model.count }
    }
    let model = Model()
    let editor = Editor(model: model)
    editor.binding.wrappedValue = 7
    #expect(model.count == 7 && editor.binding.wrappedValue == 7)
  }

  @Test func anOptionalEnvironmentObjectIsNilWhenNoAncestorSuppliesIt() throws {
    struct Reader: View {
      @Environment(Model.self) private var model: Model?
      var body: some View {
        Color(red: model == nil ? 1 : 0, green: 0, blue: model == nil ? 0 : 1).frame(width: 20, height: 20)
      }
    }
    let missing = try Rig { Reader() }.image(at: 0)
    #expect(missing.rgb(50, 50) == [255, 0, 0])
    let supplied = try Rig { Reader().environment(Model()) }.image(at: 0)
    #expect(supplied.rgb(50, 50) == [0, 0, 255])
    // `.environment(nil as Model?)` removes an ancestor's object.
    let removed = try Rig { Reader().environment(nil as Model?).environment(Model()) }.image(at: 0)
    #expect(removed.rgb(50, 50) == [255, 0, 0])
  }
}
