@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

// A divided stack as real code builds it on `_VariadicView` (the pattern
// of objc.io's and Moving Parts' write-ups), unchanged.

struct DividedVStackLayout: _VariadicView_UnaryViewRoot {
  @ViewBuilder
  func body(children: _VariadicView.Children) -> some View {
    let last = children.last?.id
    VStack(spacing: 8) {
      ForEach(children) { child in
        child
        if child.id != last {
          Separator()
        }
      }
    }
  }
}

struct Caption: View {
  let text: String
  init(_ text: String) { self.text = text }
  var body: some View { Text(text) }
}

struct Separator: View {
  var body: some View { Divider() }
}

struct DividedVStack<Content: View>: View {
  var content: Content
  init(@ViewBuilder content: () -> Content) { self.content = content() }
  var body: some View { _VariadicView.Tree(DividedVStackLayout()) { content } }
}

/// A trait a row sets for its container.
struct HighlightTrait: _ViewTraitKey {
  static let defaultValue = false
}

/// A root that joins its parent's list: each child twice as wide.
struct Doubled: _VariadicView_MultiViewRoot {
  func body(children: _VariadicView.Children) -> some View {
    ForEach(children) { child in
      child.frame(width: 20, height: 10).background(child[HighlightTrait.self] ? Color.yellow : Color.clear)
    }
  }
}

struct Block: View {
  var body: some View { Color.blue.frame(width: 10, height: 10) }
}

extension ContainerValues {
  var accent: Color {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

struct AccentKey: ContainerValueKey {
  static let defaultValue = Color.gray
}

@Suite struct VariadicViewTests {
  @Test func aDividedStackPutsADividerBetweenChildren() throws {
    let rig = try Rig(width: 200, height: 200) {
      DividedVStack {
        Caption("One")
        ForEach(["Two", "Three"], id: \.self) { Caption($0) }
      }
    }
    let dividers = try rig.frames(of: Separator.self, at: 0)
    #expect(dividers.count == 2, "three children, two dividers between them")
    let texts = try rig.frames(of: Caption.self, at: 0)
    try #require(texts.count == 3)
    // Divider, then text, alternating down the stack.
    #expect(dividers[0].minY > texts[0].maxY && dividers[0].maxY < texts[1].minY)
    #expect(dividers[1].minY > texts[1].maxY && dividers[1].maxY < texts[2].minY)
    expectGolden(
      of: DividedVStack {
        Text("Avocado toast")
        Text("Crème brûlée")
        Text("Lemon tart")
      }.padding().frame(width: 220),
      named: "variadic-divided-stack", scale: 2)
  }

  @Test func childrenKeepTheirForEachIDs() throws {
    var seen: [Int?] = []
    struct Recorder: _VariadicView_MultiViewRoot {
      let record: ([Int?]) -> Void
      func body(children: _VariadicView.Children) -> some View {
        record(children.map { $0.id(as: Int.self) })
        return children
      }
    }
    _ = try Rig { _VariadicView.Tree(Recorder { seen = $0 }) { ForEach([7, 3, 9], id: \.self) { Text("\($0)") } } }
    #expect(seen == [7, 3, 9])
    let ids = Set([7, 3, 9].map(AnyHashable.init))
    var elementIDs: [AnyHashable] = []
    struct IDs: _VariadicView_MultiViewRoot {
      let record: ([AnyHashable]) -> Void
      func body(children: _VariadicView.Children) -> some View {
        record(children.map(\.id))
        return children
      }
    }
    _ = try Rig { _VariadicView.Tree(IDs { elementIDs = $0 }) { ForEach([7, 3, 9], id: \.self) { Text("\($0)") } } }
    #expect(Set(elementIDs) == ids)
  }

  @Test func aMultiViewRootJoinsItsParentsList() throws {
    let rig = try Rig(width: 100, height: 20) {
      HStack(spacing: 0) {
        _VariadicView.Tree(Doubled()) {
          Block()
          Block()._trait(HighlightTrait.self, true)
        }
      }
    }
    let blocks = try rig.frames(of: Block.self, at: 0)
    // Two views of the HStack, 20 wide each: centred, at 30 and 50.
    #expect(blocks == [CGRect(x: 35, y: 5, width: 10, height: 10), CGRect(x: 55, y: 5, width: 10, height: 10)])
    let image = try rig.image(at: 0)
    #expect(image.pixel(x: 32, y: 10) == Bitmap.Pixel(255, 255, 255), "no trait: clear")
    #expect(image.pixel(x: 52, y: 10) != Bitmap.Pixel(255, 255, 255), "the trait: yellow behind")
  }

  @Test func groupSubviewsReadContainerValues() throws {
    var counts: [Int] = []
    _ = try Rig(width: 100, height: 40) {
      Group(subviews: VStack { Block(); Block() }) { subviews in
        let _ = counts.append(subviews.count)
        subviews
      }
    }
    #expect(counts == [1], "a VStack is one subview")
    let flat = try Rig(width: 100, height: 40) {
      Group(subviews: Group {
        Block().containerValue(\.accent, .red)
        Block()
      }) { subviews in
        HStack(spacing: 4) {
          ForEach(subviews) { subview in subview.padding(2).background(subview.containerValues.accent) }
        }
      }
    }
    let frames = try flat.frames(of: Block.self, at: 0)
    #expect(frames.count == 2 && frames[0].maxX + 8 == frames[1].minX, "side by side, 2 + 4 + 2 apart")
    let drawn = try flat.image(at: 0)
    #expect(drawn.pixel(x: Int(frames[0].minX) - 1, y: 20) == Bitmap.Pixel(255, 59, 48), "red around the first")
    #expect(drawn.pixel(x: Int(frames[1].minX) - 1, y: 20) == Bitmap.Pixel(142, 142, 147), "the default grey around the second")
  }

  @Test func forEachSubviewsAndSections() throws {
    let rig = try Rig(width: 200, height: 200) {
      VStack {
        ForEach(subviews: Group { Block(); Block(); Block() }) { subview in
          subview.padding(.leading, 30)
        }
      }
    }
    #expect(try rig.frames(of: Block.self, at: 0).map(\.minX) == [110, 110, 110])
    var titles: [[String]] = []
    struct Sections: View {
      let record: ([[String]]) -> Void
      var body: some View {
        VStack {
          ForEach(sections: Group {
            Section("Fruit") { Text("Apple"); Text("Pear") }
            Section("Nuts") { Text("Pecan") }
          }) { section in
            let _ = record([["\(section.header.count)", "\(section.content.count)", "\(section.footer.count)"]])
            section.header
            section.content
          }
        }
      }
    }
    _ = try Rig(width: 200, height: 200) { Sections { titles += $0 } }
    #expect(titles == [["1", "2", "0"], ["1", "1", "0"]])
  }

  /// An environment value set around a placed child reaches it, as in
  /// SwiftUI (the child is resolved again there, keeping its identity).
  @Test func theEnvironmentAroundAPlacedChildReachesIt() throws {
    struct Tinted: _VariadicView_MultiViewRoot {
      func body(children: _VariadicView.Children) -> some View {
        ForEach(children) { child in
          child.foregroundStyle(Color.red)
        }
      }
    }
    let tinted = try Rig(width: 40, height: 20) {
      _VariadicView.Tree(Tinted()) { Rectangle().frame(width: 10, height: 10) }
    }
    #expect(try tinted.image(at: 0).pixel(x: 20, y: 10) == Bitmap.Pixel(255, 59, 48))
    let grouped = try Rig(width: 40, height: 20) {
      Group(subviews: Group { Rectangle().frame(width: 10, height: 10) }) { subviews in
        subviews.foregroundStyle(Color.green)
      }
    }
    #expect(try grouped.image(at: 0).pixel(x: 20, y: 10) == Bitmap.Pixel(52, 199, 89))
  }

  /// A root applied from a `ViewModifier`, over the modifier's content, as
  /// helpers like `.dividedStack()` are written.
  @Test func aModifierCanTakeItsContentApart() throws {
    struct Spread: ViewModifier {
      func body(content: Content) -> some View {
        _VariadicView.Tree(Doubled()) { content }
      }
    }
    let rig = try Rig(width: 100, height: 20) {
      HStack(spacing: 0) {
        Group {
          Block()
          Block()
        }
        .modifier(Spread())
      }
    }
    #expect(try rig.frames(of: Block.self, at: 0).map(\.minX) == [35, 55], "each child 20 wide, as Doubled makes them")
  }
}
