@testable import Flipbook
import Foundation
import Testing

/// Layout checked against frames computed by hand from SwiftUI's rules
/// (seed 003: stacks divide the remaining space among the children still
/// to size, least flexible first, higher layout priority first).
@Suite struct LayoutTests {
  /// The size a view chooses at `proposal`, and the placed frames of its
  /// `Probe` leaves, in drawing order (the layout pass's placed tree).
  func frames<V: View>(_ view: V, proposal: ProposedViewSize) -> (size: CGSize, leaves: [CGRect]) {
    let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: proposal, scale: 1)
    do { try graph.update(at: 0) } catch { Issue.record(error, "the graph failed to update") }
    let leaves = graph.placed?.descendantsAndSelf.filter { $0.node is ProbeNode }.map(\.frame) ?? []
    return (graph.canvasSize ?? .zero, leaves)
  }

  @Test func fixedChildrenAreSpacedByEightAndCentred() {
    let view = HStack {
      Probe().frame(width: 30, height: 10)
      Probe().frame(width: 20, height: 40)
    }
    let (size, leaves) = frames(view, proposal: ProposedViewSize(width: 200, height: 100))
    #expect(size == CGSize(width: 58, height: 40))
    #expect(leaves == [CGRect(x: 0, y: 15, width: 30, height: 10), CGRect(x: 38, y: 0, width: 20, height: 40)])
  }

  /// 300 offered, 2 gaps of 8: 284 left. The fixed 50 is sized first, then
  /// the two flexible children share 234 (117 each).
  @Test func flexibleChildrenShareWhatFixedOnesLeave() {
    let view = HStack {
      Probe()
      Probe().frame(width: 50)
      Probe()
    }
    let (size, leaves) = frames(view, proposal: ProposedViewSize(width: 300, height: 20))
    #expect(size.width == 300)
    #expect(leaves.map(\.width) == [117, 50, 117])
    #expect(leaves.map(\.minX) == [0, 125, 183])
  }

  /// A child of priority 1 is sized first with everything but the others'
  /// minimums; the priority-0 children get what is left.
  @Test func layoutPriorityIsServedFirst() {
    let view = HStack(spacing: 0) {
      Probe().frame(minWidth: 20, maxWidth: .infinity)
      Probe().frame(maxWidth: 150).layoutPriority(1)
      Probe().frame(minWidth: 20, maxWidth: .infinity)
    }
    let (_, leaves) = frames(view, proposal: ProposedViewSize(width: 200, height: 10))
    #expect(leaves.map(\.width) == [25, 150, 25])
  }

  /// Of two children that grow without bound, the one with the larger
  /// minimum is offered its share first (SwiftUI's stack orders equal
  /// infinite flexibilities so; the segment control's items, a content
  /// between `Spacer(minLength: 0)` and `Spacer(minLength: 4)`, depend on
  /// it). 82 offered: the fixed 76 first, then 6 for the spacers. The
  /// 4-point one, offered 3, takes 4; the other is offered the 2 left.
  /// In written order it would be 3 and 4, overflowing to 83.
  @Test func theLargerMinimumIsServedFirstAmongUnboundedChildren() {
    let view = HStack(spacing: 0) {
      Spacer(minLength: 0)
      Probe().frame(width: 76, height: 10)
      Spacer(minLength: 4)
    }
    let (size, leaves) = frames(view, proposal: ProposedViewSize(width: 82, height: 10))
    #expect(size.width == 82)
    #expect(leaves.map(\.minX) == [2])
    // Frames alike: the wider minimum first, whatever the order written.
    let frames2 = HStack(spacing: 0) {
      Probe().frame(minWidth: 10, maxWidth: .infinity)
      Probe().frame(minWidth: 40, maxWidth: .infinity)
    }
    #expect(frames(frames2, proposal: ProposedViewSize(width: 60, height: 10)).leaves.map(\.width) == [20, 40])
  }

  @Test func explicitSpacingAndSpacers() {
    let view = HStack(spacing: 4) {
      Probe().frame(width: 10, height: 10)
      Spacer()
      Probe().frame(width: 10, height: 10)
    }
    let (_, leaves) = frames(view, proposal: ProposedViewSize(width: 100, height: 10))
    #expect(leaves.map(\.minX) == [0, 90])
    // Default spacing is 0 beside a spacer, whose minimum is 8.
    let tight = HStack { Probe().frame(width: 10, height: 10); Spacer(); Probe().frame(width: 10, height: 10) }
    #expect(frames(tight, proposal: .unspecified).size.width == 28)
  }

  @Test(arguments: [
    (HorizontalAlignment.leading, [0.0, 0.0]), (.center, [10.0, 0.0]), (.trailing, [20.0, 0.0]),
  ])
  func vstackAlignments(alignment: HorizontalAlignment, xs: [CGFloat]) {
    let view = VStack(alignment: alignment, spacing: 2) {
      Probe().frame(width: 20, height: 10)
      Probe().frame(width: 40, height: 10)
    }
    let (size, leaves) = frames(view, proposal: .unspecified)
    #expect(size == CGSize(width: 40, height: 22))
    #expect(leaves.map(\.minX) == xs)
    #expect(leaves.map(\.minY) == [0, 12])
  }

  @Test func framesAndPaddingNest() {
    let view = Probe().frame(width: 40, height: 20).padding(10).frame(width: 100, height: 100, alignment: .topLeading)
      .padding()
    let (size, leaves) = frames(view, proposal: ProposedViewSize(width: 500, height: 500))
    #expect(size == CGSize(width: 132, height: 132))
    #expect(leaves == [CGRect(x: 26, y: 26, width: 40, height: 20)])
  }

  @Test func flexibleFrameClampsAndFills() {
    let (size, leaves) = frames(Probe().frame(width: 30, height: 30).frame(maxWidth: .infinity, alignment: .trailing),
      proposal: ProposedViewSize(width: 200, height: 50))
    #expect(size == CGSize(width: 200, height: 30))
    #expect(leaves == [CGRect(x: 170, y: 0, width: 30, height: 30)])
    let (minSize, _) = frames(Probe().frame(width: 10, height: 10).frame(minWidth: 60, minHeight: 5),
      proposal: ProposedViewSize(width: 40, height: 40))
    #expect(minSize == CGSize(width: 60, height: 10))
  }

  /// Seed 003's custom alignment: two columns aligned on a guide each sets
  /// at its own view's half height.
  @Test func customAlignmentGuidesLineUp() {
    let view = HStack(alignment: .midStarAndTitle, spacing: 0) {
      VStack(spacing: 0) {
        Probe().frame(width: 10, height: 20).alignmentGuide(.midStarAndTitle) { d in d[.bottom] / 2 }
        Probe().frame(width: 10, height: 30)
      }
      VStack(spacing: 0) {
        Probe().frame(width: 10, height: 40)
        Probe().frame(width: 10, height: 60).alignmentGuide(.midStarAndTitle) { d in d[.bottom] / 2 }
      }
    }
    let (size, leaves) = frames(view, proposal: .unspecified)
    // The left guide sits 10 down its column, the right 70 down its own:
    // the left column moves down 60.
    #expect(leaves.map(\.minY) == [60, 80, 0, 40])
    #expect(size == CGSize(width: 20, height: 110))
  }

  @Test func geometryReaderTakesTheProposal() {
    let recorder = SizeRecorder()
    let view = GeometryReader { proxy in
      recorder.record(proxy.size)
      return Probe().frame(width: proxy.size.width / 2, height: 10)
    }
    let (size, leaves) = frames(view, proposal: ProposedViewSize(width: 120, height: 80))
    #expect(size == CGSize(width: 120, height: 80))
    #expect(recorder.sizes.last == CGSize(width: 120, height: 80))
    #expect(leaves == [CGRect(x: 0, y: 0, width: 60, height: 10)])
    #expect(frames(GeometryReader { _ in EmptyView() }, proposal: .unspecified).size == CGSize(width: 10, height: 10))
  }

  @Test func zstackAndOverlayAlign() {
    let view = ZStack(alignment: .bottomTrailing) {
      Probe().frame(width: 50, height: 50)
      Probe().frame(width: 10, height: 10)
    }
    .overlay(Probe().frame(width: 4, height: 4), alignment: .topLeading)
    let (size, leaves) = frames(view, proposal: .unspecified)
    #expect(size == CGSize(width: 50, height: 50))
    #expect(leaves == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 40, y: 40, width: 10, height: 10),
      CGRect(x: 0, y: 0, width: 4, height: 4)])
  }

  @Test func aspectRatioFitsTheProposal() {
    let (size, _) = frames(Probe().aspectRatio(2, contentMode: .fit), proposal: ProposedViewSize(width: 100, height: 100))
    #expect(size == CGSize(width: 100, height: 50))
    let (filled, _) = frames(Probe().aspectRatio(2, contentMode: .fill), proposal: ProposedViewSize(width: 100, height: 100))
    #expect(filled == CGSize(width: 200, height: 100))
  }

  @Test func fixedSizeUsesTheIdealSize() {
    let (size, _) = frames(Probe().frame(idealWidth: 33, idealHeight: 11).fixedSize(),
      proposal: ProposedViewSize(width: 300, height: 300))
    #expect(size == CGSize(width: 33, height: 11))
  }

  /// SwiftUI rounds view positions to the pixel grid.
  @Test func originsAreRoundedToPixels() {
    let view = HStack(spacing: 0) {
      Probe().frame(width: 10.3, height: 5)
      Probe().frame(width: 10.3, height: 5)
    }
    let (_, leaves) = frames(view, proposal: .unspecified)
    #expect(leaves.map(\.minX) == [0, 10])
    #expect(leaves.map(\.width) == [10, 11])
  }

  /// SwiftUI lays out in unrounded points and rounds each view's edges
  /// where it draws it, not a child's frame against its parent's rounded
  /// one. fespinoza/sample-json-app's poster grid (a `LazyVGrid` of two
  /// flexible columns, 12 apart, in a `ScrollView`; iOS 17 at 3×, 390 pt
  /// wide) draws its rows 274.5 pt tall (823.5 px) as 824 px and then 823
  /// px: the second row starts at 859.5 px, rounded up to 860, and ends at
  /// exactly 1,683. Rounding the row's line first and then its cell
  /// within it gave 824 and 824.
  @Test func edgesAreRoundedFromUnroundedPositions() {
    let view = ScrollView {
      LazyVGrid(columns: [GridItem(.flexible(minimum: 100, maximum: 300)), GridItem(.flexible(minimum: 100, maximum: 300))], spacing: 12) {
        ForEach(0..<4, id: \.self) { _ in Probe().frame(height: 274.5) }
      }
      .padding(.horizontal, 8)
    }
    let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: ProposedViewSize(width: 390, height: 844), scale: 3)
    #expect(throws: Never.self) { try graph.update(at: 0) }
    let leaves = graph.placed?.descendantsAndSelf.filter { $0.node is ProbeNode }.map(\.frame) ?? []
    #expect(leaves.map { ($0.minY * 3).rounded() } == [0, 0, 860, 860])
    #expect(leaves.map { ($0.height * 3).rounded() } == [824, 824, 823, 823])
    // Across: 366 pt shared, 549 px a column; the second starts at 597 px.
    #expect(leaves.map { ($0.minX * 3).rounded() } == [24, 597, 24, 597])
  }
}

extension VerticalAlignment {
  private enum MidStarAndTitle: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
  }
  static let midStarAndTitle = VerticalAlignment(MidStarAndTitle.self)
}

/// A flexible leaf (like `Color`) whose placed frame the tests read.
struct Probe: View, PrimitiveView {
  var body: Never { fatalError() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { [ProbeNode()] }
}

final class ProbeNode: ViewNode {}

final class SizeRecorder {
  var sizes: [CGSize] = []
  func record(_ size: CGSize) { sizes.append(size) }
}

