@testable import Flipbook
import Foundation
import Testing

/// The list-editing helpers SwiftUI adds (`move(fromOffsets:toOffset:)`,
/// `remove(atOffsets:)`, as `onMove` and `onDelete` handlers use them) and
/// `ForEach` over a binding.
@Suite struct ListEditingTests {
  @Test(arguments: [
    ([0], 3, ["B", "C", "A", "D"]), ([3], 0, ["D", "A", "B", "C"]), ([1, 2], 4, ["A", "D", "B", "C"]),
    ([0], 1, ["A", "B", "C", "D"]), ([2], 2, ["A", "B", "C", "D"]), ([0, 3], 2, ["B", "A", "D", "C"]),
    ([9], 1, ["A", "B", "C", "D"]),
  ])
  func movingFollowsSwiftUIsOffsets(source: [Int], destination: Int, expected: [String]) {
    var letters = ["A", "B", "C", "D"]
    letters.move(fromOffsets: IndexSet(source), toOffset: destination)
    #expect(letters == expected)
  }

  @Test func removingAtOffsets() {
    var letters = ["A", "B", "C", "D"]
    letters.remove(atOffsets: IndexSet([0, 2, 7]))
    #expect(letters == ["B", "D"])
  }

  struct Task: Identifiable {
    let id: Int
    var done: Bool
  }

  final class Model: ObservableObject {
    @Published var tasks = [Task(id: 1, done: false), Task(id: 2, done: false)]
  }

  /// Each row gets a binding to its element: a tap on the second row's
  /// toggle writes the second task.
  @Test func aForEachOverABindingHandsEachRowItsElement() throws {
    let model = Model()
    let binding = Binding(get: { model.tasks }, set: { model.tasks = $0 })
    let rig = try Rig(width: 100, height: 100) {
      VStack(spacing: 0) {
        ForEach(binding) { $task in
          Color.red.frame(width: 100, height: 50).onTapGesture { task.done.toggle() }
        }
      }
    }
    try rig.graph.tap(at: CGPoint(x: 50, y: 75), time: 0.1)
    #expect(model.tasks.map(\.done) == [false, true])
  }
}
