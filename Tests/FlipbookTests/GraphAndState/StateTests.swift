@testable import Flipbook
import Foundation
import Testing

private final class Taps {
  var action: (() -> Void)?
}

private struct Counter: View {
  @State var count = 0
  @Environment(\.colorScheme) var scheme
  let taps: Taps
  let seen: (Int, ColorScheme) -> Void

  var body: some View {
    seen(count, scheme)
    taps.action = { withAnimation(.linear(duration: 1)) { self.count += 1 } }
    return Rectangle().frame(width: CGFloat(10 + count), height: 10)
  }
}

@Suite struct StateTests {
  @Test func stateSurvivesReResolutionAndRecordsItsTransaction() {
    let store = StateStore()
    let taps = Taps()
    var seen: [(Int, ColorScheme)] = []
    var environment = EnvironmentValues()
    environment.colorScheme = .dark
    let inputs = ResolveInputs(environment: environment, identity: ViewIdentity(), stateStore: store)
    func evaluate() -> CGSize {
      resolveSingle(Counter(taps: taps) { seen.append(($0, $1)) }, inputs).sizeThatFits(.unspecified)
    }
    #expect(evaluate().width == 10)
    taps.action?()
    let writes = store.takeWrites()
    #expect(writes.count == 1)
    #expect(writes.first?.transaction.animation == .linear(duration: 1))
    // A new view value (as each frame makes) reads the stored state.
    #expect(evaluate().width == 11)
    #expect(seen.map(\.0) == [0, 1])
    #expect(seen.allSatisfy { $0.1 == .dark })
  }

  @Test func withoutAStoreStateKeepsItsInitialValue() {
    let taps = Taps()
    let view = Counter(taps: taps) { _, _ in }
    #expect(ImageRenderer(content: view).bitmap?.width == 10)
  }

  @Test func bindingsWriteThroughAndIntoFields() {
    struct Model { var name = "a"; var size = 1 }
    var model = Model()
    let binding = Binding(get: { model }, set: { model = $0 })
    binding.size.wrappedValue = 5
    #expect(model.size == 5)
    let constant = Binding.constant(3)
    constant.wrappedValue = 4
    #expect(constant.wrappedValue == 3)
  }

  /// An optional `@State` with a value reads that value before it is
  /// linked to a store (an `ImageRenderer`'s render, a view's first
  /// evaluation), not nil: `nil as? Int?` succeeds, which had made
  /// `@State var selection: Int? = 1` read nil and a menu picker bound to it
  /// show no choice (found on a real screen).
  @Test func anOptionalStateKeepsItsInitialValueUnlinked() throws {
    struct Chosen: View {
      @State private var selection: Int? = 1
      var body: some View { Text(selection.map { "chose \($0)" } ?? "none") }
    }
    let unlinked = State<Int?>(wrappedValue: 1)
    #expect(unlinked.wrappedValue == 1)
    func bitmap<V: View>(_ view: V) throws -> Bitmap {
      let renderer = ImageRenderer(content: view.frame(width: 120, height: 30))
      renderer.scale = 1
      return try #require(renderer.bitmap)
    }
    #expect(try bitmap(Chosen()) == bitmap(Text("chose 1")))
  }
}
