@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// The display list is a value: the same frame gives an equal list in two
/// renders, a state change gives another, and it prints as a tree.
@Suite struct DisplayListTests {
  static let film = Film(
    "switch", size: CGSize(width: 80, height: 40), scale: 1, fps: 10, state: false,
    script: [.wait(0.3), .set(true), .wait(0.3)]
  ) { $isOn in
    ZStack(alignment: isOn ? .trailing : .leading) {
      Capsule().fill(isOn ? Color.green : Color.gray)
      Circle().fill(.white).padding(2).shadow(radius: 1)
    }
    .frame(width: 60, height: 30)
  }

  @Test func aFrameListsTheSameInTwoRendersAndOtherwiseAfterAChange() throws {
    let a = try RenderSession(film: Self.film).displayList(at: 0.1)
    let b = try RenderSession(film: Self.film).displayList(at: 0.1)
    #expect(a == b)
    #expect(a.description == b.description)
    let after = try RenderSession(film: Self.film).displayList(at: 0.4)
    #expect(a != after)
    #expect(a.description != after.description)
  }

  @Test func itPrintsAsAnIndentedTree() throws {
    let list = try RenderSession(film: Self.film).displayList(at: 0.4)
    let lines = list.description.split(separator: "\n").map(String.init)
    // The capsule in green (#34C759), then the knob under its shadow.
    #expect(lines.first?.hasPrefix("fill #34C759FF M ") == true, "\(lines)")
    let shadow = try #require(lines.firstIndex { $0.hasPrefix("filter shadow ") })
    #expect(lines[shadow + 1].hasPrefix("  fill #FFFFFFFF M "))
  }

  /// A Canvas's closure is recorded into the list: equal drawings compare
  /// equal, a different one does not, and the calls print under it.
  @Test func aCanvasIsRecordedAsCalls() throws {
    func canvas(_ width: CGFloat) -> some View {
      Canvas { context, size in
        context.fill(Path(CGRect(x: 0, y: 0, width: width, height: size.height)), with: .color(.red))
        context.draw(Text("A"), at: CGPoint(x: 20, y: 10))
      }
      .frame(width: 40, height: 20)
    }
    let list = { (width: CGFloat) in try RenderSession(still: canvas(width)).displayList() }
    #expect(try list(10) == list(10))
    #expect(try list(10) != list(12))
    let text = try list(10).description
    #expect(text.hasPrefix("canvas (0, 0) 40×20\n  fill #FF3B30FF clip {M 0 0 L 40 0 L 40 20 L 0 20 Z} M 0 0 L 10 0"), "\(text)")
    #expect(text.contains("line \"A\""))
  }
}
