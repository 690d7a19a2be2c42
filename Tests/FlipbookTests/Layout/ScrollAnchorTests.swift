@testable import Flipbook
import Testing

/// `defaultScrollAnchor` places a scroll view's content as SwiftUI does
/// (issue #53): large content starts at the anchor, small content sits
/// there.
@Suite struct ScrollAnchorTests {
  struct Row: View {
    let index: Int
    var body: some View { Color.blue.frame(height: 20) }
  }

  func rows(of view: some View, count: Int = 10) throws -> [CGRect] {
    try Rig(width: 100, height: 100) { view }.frames(of: Row.self, at: 0)
  }

  @Test func largeContentStartsAtTheBottom() throws {
    let list = ScrollView { VStack(spacing: 0) { ForEach(0..<10) { Row(index: $0) } } }
    // Unanchored: the first row at the top.
    #expect(try rows(of: list).first?.minY == 0)
    // Anchored at the bottom: 200 tall in 100, so the last row ends at 100.
    let bottom = try rows(of: list.defaultScrollAnchor(.bottom))
    #expect(bottom.last?.maxY == 100 && bottom.first?.minY == -100)
    // Only the initial offset: the same for large content.
    #expect(try rows(of: list.defaultScrollAnchor(.bottom, for: .initialOffset)).last?.maxY == 100)
  }

  @Test func smallContentSitsAtTheAlignmentAnchor() throws {
    let short = ScrollView { VStack(spacing: 0) { ForEach(0..<2) { Row(index: $0) } } }
    #expect(try rows(of: short).first?.minY == 0)
    #expect(try rows(of: short.defaultScrollAnchor(.bottom)).last?.maxY == 100)
    #expect(try rows(of: short.defaultScrollAnchor(.center, for: .alignment)).first?.minY == 30)
    // The initial offset alone leaves small content at the top.
    #expect(try rows(of: short.defaultScrollAnchor(.bottom, for: .initialOffset)).first?.minY == 0)
  }

  /// Scrolling both ways, small content sits in the middle, as the iOS
  /// simulator draws WalletConnect/web3modal-swift's chip grid; an anchor
  /// still places it, and larger content still starts at the top leading
  /// corner.
  @Test func smallContentScrollingBothWaysSitsInTheMiddle() throws {
    let grid = ScrollView([.horizontal, .vertical]) { VStack(spacing: 0) { ForEach(0..<2) { Row(index: $0).frame(width: 60) } } }
    let middle = try rows(of: grid)
    #expect(middle.first == CGRect(x: 20, y: 30, width: 60, height: 20))
    #expect(try rows(of: grid.defaultScrollAnchor(.topLeading)).first == CGRect(x: 0, y: 0, width: 60, height: 20))
    let large = ScrollView([.horizontal, .vertical]) { VStack(spacing: 0) { ForEach(0..<10) { Row(index: $0).frame(width: 160) } } }
    #expect(try rows(of: large).first == CGRect(x: 0, y: 0, width: 160, height: 20))
    // One axis: small content at the top, centred across.
    let column = ScrollView { VStack(spacing: 0) { ForEach(0..<2) { Row(index: $0).frame(width: 60) } } }
    #expect(try rows(of: column).first == CGRect(x: 20, y: 0, width: 60, height: 20))
  }
}

extension ScrollAnchorTests {
  /// iOS 18's `ScrollPosition`: a position at the bottom edge starts a
  /// chat at its latest row; a point or a view's identity starts at the
  /// top (drawn at rest); `scrollTo` moves the value.
  @Test func aScrollPositionAtAnEdgeStartsThere() throws {
    let list = ScrollView { VStack(spacing: 0) { ForEach(0..<10) { Row(index: $0) } } }
    let bottom = try rows(of: list.scrollPosition(.constant(ScrollPosition(edge: .bottom))))
    #expect(bottom.last?.maxY == 100 && bottom.first?.minY == -100)
    #expect(try rows(of: list.scrollPosition(.constant(ScrollPosition(idType: Int.self)))).first?.minY == 0)
    var position = ScrollPosition(idType: Int.self)
    position.scrollTo(id: 7)
    #expect(position.viewID(type: Int.self) == 7 && position.edge == nil)
    position.scrollTo(edge: .bottom)
    #expect(position.edge == .bottom && position.viewID(type: Int.self) == nil && !position.isPositionedByUser)
  }
}
