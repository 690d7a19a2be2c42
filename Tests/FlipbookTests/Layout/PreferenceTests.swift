@testable import Flipbook
import Foundation
import Testing

/// Preferences flow up: siblings reduce in order, a parent's own value
/// replaces its subtree's, anchors carry frames, and readers see the value
/// after layout (SwiftUI's `PreferenceKey` documentation).
@Suite struct PreferenceTests {
  struct SumKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
  }

  struct NamesKey: PreferenceKey {
    static var defaultValue: [String] { [] }
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
  }

  struct SizeKey: PreferenceKey {
    static var defaultValue: CGSize { .zero }
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
  }

  struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
  }

  final class Log {
    var values: [CGFloat] = []
    var names: [[String]] = []
  }

  struct Bar: View {
    let height: CGFloat
    var body: some View { Color.red.frame(width: 10, height: height).preference(key: SumKey.self, value: height) }
  }

  @Test func siblingsReduceInOrderAndTheReaderRunsAfterThePass() throws {
    let log = Log()
    let rig = try Rig(width: 100, height: 100) {
      VStack(spacing: 0) {
        Bar(height: 10)
        Bar(height: 20)
        Bar(height: 5)
      }
      .onPreferenceChange(SumKey.self) { log.values.append($0) }
    }
    #expect(log.values == [35])
    // Unchanged at the next pass: not run again.
    try rig.graph.update(at: 0.5)
    #expect(log.values == [35])
  }

  @Test func aParentsOwnValueReplacesItsChildrenAndTransformEdits() throws {
    let log = Log()
    _ = try Rig {
      VStack {
        VStack {
          Color.red.preference(key: NamesKey.self, value: ["a"])
          Color.red.preference(key: NamesKey.self, value: ["b"])
        }
        .preference(key: NamesKey.self, value: ["parent"])
        Color.red.preference(key: NamesKey.self, value: ["c"])
          .transformPreference(NamesKey.self) { $0.append("edited") }
        Color.blue
      }
      .onPreferenceChange(NamesKey.self) { log.names.append($0) }
    }
    #expect(log.names == [["parent", "c", "edited"]])
  }

  @Test func aSubtreeThatSetsNothingReadsTheDefault() throws {
    let log = Log()
    _ = try Rig { Color.red.onPreferenceChange(SumKey.self) { log.values.append($0) } }
    #expect(log.values == [0])
  }

  /// The pattern real code uses to read a size: a GeometryReader in a
  /// background sets it, a state the reader writes sizes another view.
  struct Measured: View {
    @State private var width: CGFloat = 0
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: 64, height: 10)
          .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
        Color.blue.frame(width: width, height: 10)
      }
      .onPreferenceChange(SizeKey.self) { width = $0.width / 2 }
    }
  }

  struct Blue: View {
    var body: some View { Color.blue }
  }

  @Test func aSizeReadThroughAPreferenceLaysOutAnotherView() throws {
    let rig = try Rig(width: 100, height: 100) { Measured() }
    let image = try rig.image(at: 0)
    // The blue bar is 32 wide, centred under the red one (x 34…66).
    #expect(image.rgb(40, 55) == [0, 122, 255])
    #expect(image.rgb(20, 55) == [255, 255, 255])
  }

  struct Marker: View {
    var body: some View { Color.green }
  }

  @Test func anAnchorPreferenceDrawsAtTheAnchoredViewInAnOverlay() throws {
    let rig = try Rig(width: 200, height: 200) {
      HStack(spacing: 20) {
        Color.red.frame(width: 30, height: 30)
        Color.red.frame(width: 40, height: 50).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
      }
      .overlayPreferenceValue(BoundsKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            let rect = proxy[anchor]
            Marker().frame(width: rect.width, height: rect.height).offset(x: rect.minX, y: rect.minY)
          }
        }
      }
    }
    // The stack is 90 × 50, centred at (55, 75): the second rectangle at
    // (105, 75), 40 × 50. The marker, laid out at the reader's corner,
    // moves there by the anchor's local origin (50, 0) and covers it.
    let marker = try #require(rig.frames(of: Marker.self, at: 0).first)
    #expect(marker == CGRect(x: 55, y: 75, width: 40, height: 50))
    let image = try rig.image(at: 0)
    #expect(image.rgb(106, 76) == [52, 199, 89])
    #expect(image.rgb(143, 123) == [52, 199, 89])
    #expect(image.rgb(146, 100) == [255, 255, 255])
    // The first rectangle (55…85 across) stays red.
    #expect(image.rgb(70, 100) == [255, 59, 48])
  }

  @Test func aNamedCoordinateSpaceMeasuresFromItsView() throws {
    var seen = CGRect.null
    _ = try Rig(width: 200, height: 200) {
      VStack(spacing: 0) {
        Color.clear.frame(height: 30)
        GeometryReader { proxy in
          Color.clear.onAppear { seen = proxy.frame(in: .named("card")) }
        }
        .frame(width: 50, height: 20)
      }
      .frame(width: 100, height: 100)
      .coordinateSpace(name: "card")
    }
    // In the 100-pt card the 50-pt stack is centred (25 pt down), the
    // reader under the 30-pt spacer and centred across: measured from the
    // card's corner, not the canvas's (the card sits at (50, 50)).
    #expect(seen == CGRect(x: 25, y: 55, width: 50, height: 20))
  }

  /// A scroll view names its frame `.scrollView` for the views inside
  /// (iOS 17): a reader measures itself from the scroll view's corner, and
  /// `bounds(of: .scrollView)` is the scroll view's frame in the reader's
  /// own space (nil outside any scroll view). Apple's Backyard Birds
  /// parallax reads both.
  @Test func aScrollViewNamesItsCoordinateSpace() throws {
    var frame = CGRect.null
    var bounds: CGRect?
    var outside: CGRect? = .zero
    _ = try Rig(width: 200, height: 300) {
      VStack(spacing: 0) {
        Color.clear.frame(height: 40)
        ScrollView {
          VStack(spacing: 0) {
            Color.clear.frame(height: 60)
            GeometryReader { proxy in
              Color.clear.onAppear {
                frame = proxy.frame(in: .scrollView)
                bounds = proxy.bounds(of: .scrollView)
              }
            }
            .frame(height: 20)
          }
        }
        .frame(height: 200)
        GeometryReader { proxy in Color.clear.onAppear { outside = proxy.bounds(of: .scrollView) } }
      }
    }
    #expect(frame == CGRect(x: 0, y: 60, width: 200, height: 20))
    #expect(bounds == CGRect(x: 0, y: -60, width: 200, height: 200))
    #expect(outside == nil)
  }

  /// `scenePadding` pads by the system margin: 16 pt on an iPhone.
  @Test func scenePaddingIsTheSystemMargin() throws {
    var size = CGSize.zero
    _ = try Rig(width: 300, height: 100) {
      Color.clear.frame(width: 10, height: 10).scenePadding(.horizontal)
        .background(GeometryReader { proxy in Color.clear.onAppear { size = proxy.size } })
    }
    #expect(size == CGSize(width: 42, height: 10))
  }
}
