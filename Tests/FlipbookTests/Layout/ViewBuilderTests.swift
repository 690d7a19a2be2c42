@testable import Flipbook
import Foundation
import Testing

struct Item: Identifiable {
  let id: String
  let width: CGFloat
}

enum Kind { case one, two, none }

@Suite struct ViewBuilderTests {
  func leafCount<V: View>(_ view: V) -> Int {
    LayoutTests().frames(view, proposal: ProposedViewSize(width: 500, height: 500)).leaves.count
  }

  @Test(arguments: [true, false])
  func ifElseAndIfLet(flag: Bool) {
    let optional: CGFloat? = flag ? 4 : nil
    let view = VStack {
      if flag { Probe() } else { Probe(); Probe() }
      if let width = optional { Probe().frame(width: width) }
    }
    #expect(leafCount(view) == (flag ? 2 : 2))
  }

  @Test(arguments: [(Kind.one, 1), (.two, 2), (.none, 0)])
  func switchStatements(kind: Kind, leaves: Int) {
    let view = HStack {
      switch kind {
      case .one: Probe()
      case .two: Group { Probe(); Probe() }
      case .none: EmptyView()
      }
    }
    #expect(leafCount(view) == leaves)
  }

  @Test func forEachOverRangesIdentifiableAndKeyPaths() {
    let items = [Item(id: "a", width: 10), Item(id: "b", width: 20)]
    let view = VStack(spacing: 0) {
      ForEach(0..<3, id: \.self) { _ in Probe().frame(height: 5) }
      ForEach(items) { item in Probe().frame(width: item.width, height: 5) }
      ForEach(items, id: \.width) { item in Probe().frame(width: item.width, height: 5) }
    }
    let leaves = LayoutTests().frames(view, proposal: ProposedViewSize(width: 100, height: 100)).leaves
    #expect(leaves.count == 7)
    #expect(leaves.map(\.minY) == [0, 5, 10, 15, 20, 25, 30])
  }

  @Test func manyChildrenAnyViewAndGroups() {
    let view = HStack(spacing: 0) {
      Probe(); Probe(); Probe(); Probe(); Probe(); Probe(); Probe(); Probe(); Probe(); Probe(); Probe(); Probe()
      AnyView(Probe())
      Group { Probe(); Probe() }.frame(width: 3)
    }
    let leaves = LayoutTests().frames(view, proposal: ProposedViewSize(width: 150, height: 10)).leaves
    #expect(leaves.count == 15)
    // A modifier on a group applies to each child.
    #expect(leaves.suffix(2).map(\.width) == [3, 3])
  }

  @Test func customViewModifiersComposeTheirBodies() {
    struct Inset: ViewModifier {
      func body(content: Content) -> some View { content.padding(5) }
    }
    let view = Probe().frame(width: 10, height: 10).modifier(Inset().concat(Inset()))
    let (size, leaves) = LayoutTests().frames(view, proposal: .unspecified)
    #expect(size == CGSize(width: 30, height: 30))
    #expect(leaves == [CGRect(x: 10, y: 10, width: 10, height: 10)])
  }
}
