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

  func bitmap<V: View>(_ view: V, width: CGFloat = 300, height: CGFloat = 100) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.frame(width: width, height: height))
    return try #require(try renderer.render())
  }

  func rgb(_ image: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let p = (y * image.width + x) * 4
    return (0..<3).map { Int(image.pixels[p + $0]) }
  }

  /// In edit mode a row whose `ForEach` deletes shows UITableView's red
  /// delete control at its leading inset (22 points from a plain list's
  /// 20-point inset), the text 38 points further on, and a
  /// row that moves the reorder grip at its trailing end; out of edit mode,
  /// or with `onDelete(perform: nil)`, the rows are as before.
  @Test func editModeShowsTheRowsControls() throws {
    func list(_ mode: EditMode?, deletes: Bool = true) -> some View {
      List {
        ForEach(["A", "B"], id: \.self) { Text($0) }
          .onDelete(perform: deletes ? { _ in } : nil)
          .onMove { _, _ in }
      }
      .listStyle(.plain)
      .environment(\.editMode, mode.map { .constant($0) })
    }
    let editing = try bitmap(list(.active))
    // The disc beside its white bar (which runs 25.5…36.5 across).
    let red = rgb(editing, 23, 22)
    #expect(red[0] > 240 && red[1] < 80 && red[2] < 80, "\(red)")
    #expect(rgb(editing, 31, 22)[1] > 200)  // the bar
    #expect(rgb(editing, 23, 22 + 44)[1] < 80)  // the second row's
    // The grip: three grey (tertiary label) bars near the trailing inset.
    let grip = (260...285).map { x in (10...34).map { rgb(editing, x, $0)[0] }.min() ?? 255 }.min() ?? 255
    #expect(grip < 230)
    for image in [try bitmap(list(nil)), try bitmap(list(.inactive)), try bitmap(list(.active, deletes: false))] {
      let pixel = rgb(image, 23, 22)  // no red control (the text, or white)
      #expect(!(pixel[0] > 200 && pixel[1] < 100), "\(pixel)")
    }
    // The text moves over by the control and its gap.
    func textLeft(_ image: Bitmap) -> Int? {
      (0..<150).first { x in (8...36).contains { y in rgb(image, x, y)[1] < 100 && rgb(image, x, y)[0] < 100 } }
    }
    let shift = try #require(textLeft(editing)).distance(to: try #require(textLeft(try bitmap(list(nil)))))
    #expect(shift == -38)
  }

  /// `EditButton` reads "Edit", or a semibold "Done" in edit mode; a
  /// navigation stack gives its screens an edit mode the button turns on.
  @Test func anEditButtonShowsAndTogglesTheEditMode() throws {
    func drawn(_ view: some View) throws -> String { try RenderSession(still: view).displayList().description }
    #expect(try drawn(EditButton()).contains("Edit"))
    #expect(try drawn(EditButton().environment(\.editMode, .constant(.active))).contains("Done"))
    var mode = EditMode.inactive
    let binding = Binding(get: { mode }, set: { mode = $0 })
    let rig = try Rig(width: 100, height: 44) { EditButton().environment(\.editMode, binding) }
    try rig.graph.tap(at: CGPoint(x: 50, y: 22), time: 0.1)
    #expect(mode == .active)
    // Inside a stack, with nothing set above it: the stack's own.
    var seen: Binding<EditMode>?? = .none
    _ = try RenderSession(still: NavigationStack {
      Color.clear.transformEnvironment(\.editMode) { seen = .some($0) }
    }).displayList()
    #expect(seen??.wrappedValue == .inactive)
  }

  struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  /// A selectable list in edit mode draws each row's selection circle
  /// where the delete control goes: the tint's, with a checkmark, for the
  /// selected row, a grey ring for the others; out of edit mode, none.
  @Test func aSelectableListShowsItsSelectionInEditMode() throws {
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
    func list(_ mode: EditMode, selected: Int?) -> some View {
      List(fruits, selection: .constant(selected)) { Text($0.name) }
        .listStyle(.plain)
        .environment(\.editMode, .constant(mode))
    }
    let editing = try bitmap(list(.active, selected: 2))
    // The first row's ring: grey at its edge (x 20…21), white inside.
    let ring = (20...22).map { rgb(editing, $0, 22)[0] }.min() ?? 255
    #expect(ring < 235 && rgb(editing, 27, 22) == [255, 255, 255], "\(ring)")
    // The second row's disc: the tint (0, 122, 255) beside the checkmark.
    #expect(rgb(editing, 22, 22 + 44) == [0, 122, 255])
    // A set selection works the same way.
    let multiple = try bitmap(
      List(fruits, selection: .constant(Set([1, 2]))) { Text($0.name) }.listStyle(.plain)
        .environment(\.editMode, .constant(.active)))
    #expect(rgb(multiple, 22, 22) == [0, 122, 255] && rgb(multiple, 22, 66) == [0, 122, 255])
    let resting = try bitmap(list(.inactive, selected: 2))
    #expect(rgb(resting, 22, 66) != [0, 122, 255])
  }

  struct Folder: Identifiable {
    let id: String
    var children: [Folder]?
  }

  /// `List(_:children:rowContent:)` and `OutlineGroup`: the top-level
  /// elements as rows, each parent collapsed behind its disclosure chevron.
  @Test func aTreeListShowsItsTopLevelCollapsed() throws {
    let tree = [
      Folder(id: "Documents", children: [Folder(id: "Taxes", children: nil)]),
      Folder(id: "Notes", children: nil),
    ]
    let drawn = try RenderSession(still: List(tree, children: \.children) { Text($0.id) }.frame(width: 300, height: 300))
      .displayList().description
    #expect(drawn.contains("Documents") && drawn.contains("Notes") && !drawn.contains("Taxes"))
    let outline = try RenderSession(
      still: VStack { OutlineGroup(tree[0], children: \.children) { Text($0.id) } }.frame(width: 300, height: 300)
    ).displayList().description
    #expect(outline.contains("Documents") && !outline.contains("Taxes"))
  }
}
