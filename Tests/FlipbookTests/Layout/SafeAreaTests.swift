@testable import Flipbook
import Foundation
import Testing

/// Safe areas as SwiftUI lays them out: the root is offered the canvas
/// less the insets; `ignoresSafeArea` extends a frame that touches the
/// safe area's edge to the canvas's; `safeAreaInset` pads and moves the
/// safe area's edge. A 100 × 200 canvas with insets 20 top, 10 bottom.
@Suite struct SafeAreaTests {
  struct Red: View {
    var body: some View { Color.red }
  }

  struct Blue: View {
    var body: some View { Color.blue }
  }

  struct Reader: View {
    let seen: InsetsBox
    var body: some View {
      GeometryReader { proxy in
        let _ = seen.insets = proxy.safeAreaInsets
        Color.clear
      }
    }
  }

  final class InsetsBox: @unchecked Sendable { var insets = EdgeInsets() }

  let insets = EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0)

  @Test func theRootIsOfferedTheSafeArea() throws {
    let rig = try Rig(width: 100, height: 200, safeAreaInsets: insets) { Red() }
    #expect(try rig.frames(of: Red.self, at: 0) == [CGRect(x: 0, y: 20, width: 100, height: 170)])
    // A fixed-size root is centred in the safe area, not the canvas.
    let small = try Rig(width: 100, height: 200, safeAreaInsets: insets) { Red().frame(width: 10, height: 10) }
    #expect(try small.frames(of: Red.self, at: 0) == [CGRect(x: 45, y: 100, width: 10, height: 10)])
  }

  @Test func ignoringTheSafeAreaReachesTheCanvasEdges() throws {
    let all = try Rig(width: 100, height: 200, safeAreaInsets: insets) { Red().ignoresSafeArea() }
    #expect(try all.frames(of: Red.self, at: 0) == [CGRect(x: 0, y: 0, width: 100, height: 200)])
    let top = try Rig(width: 100, height: 200, safeAreaInsets: insets) { Red().ignoresSafeArea(edges: .top) }
    #expect(try top.frames(of: Red.self, at: 0) == [CGRect(x: 0, y: 0, width: 100, height: 190)])
    let old = try Rig(width: 100, height: 200, safeAreaInsets: insets) { Red().edgesIgnoringSafeArea(.bottom) }
    #expect(try old.frames(of: Red.self, at: 0) == [CGRect(x: 0, y: 20, width: 100, height: 180)])
    // The keyboard region alone changes nothing (there is no keyboard).
    let keyboard = try Rig(width: 100, height: 200, safeAreaInsets: insets) { Red().ignoresSafeArea(.keyboard) }
    #expect(try keyboard.frames(of: Red.self, at: 0) == [CGRect(x: 0, y: 20, width: 100, height: 170)])
  }

  /// Only a frame that touches the safe area's edge extends: a header at
  /// the top of a stack grows up into the inset; a view in the middle stays.
  @Test func onlyViewsTouchingTheEdgeExtend() throws {
    let rig = try Rig(width: 100, height: 200, safeAreaInsets: insets) {
      VStack(spacing: 0) {
        Red().ignoresSafeArea().frame(height: 30)
        Blue().ignoresSafeArea().frame(height: 30)
        Spacer()
      }
    }
    #expect(try rig.frames(of: Red.self, at: 0) == [CGRect(x: 0, y: 0, width: 100, height: 50)])
    #expect(try rig.frames(of: Blue.self, at: 0) == [CGRect(x: 0, y: 50, width: 100, height: 30)])
    // Outside a fixed frame, the larger offer meets the frame's fixed
    // height: the 30-point view is centred in the 50 points it is offered.
    let fixed = try Rig(width: 100, height: 200, safeAreaInsets: insets) {
      VStack(spacing: 0) {
        Red().frame(height: 30).ignoresSafeArea()
        Spacer()
      }
    }
    #expect(try fixed.frames(of: Red.self, at: 0) == [CGRect(x: 0, y: 10, width: 100, height: 30)])
  }

  /// A background given as a style reaches into the safe area (SwiftUI's
  /// `background(_:ignoresSafeAreaEdges:)`), a view background does not.
  @Test func aStyleBackgroundFillsTheScreen() throws {
    let rig = try Rig(width: 100, height: 200, safeAreaInsets: insets) {
      Color.clear.background(.red)
    }
    let image = try rig.image(at: 0)
    func red(_ y: Int) -> Bool { image.pixels[(y * 100 + 50) * 4 + 1] < 100 }
    #expect(red(2) && red(100) && red(197))
  }

  @Test func aReaderSeesHowFarTheSafeAreaIsInside() throws {
    let inside = InsetsBox(), outside = InsetsBox()
    _ = try Rig(width: 100, height: 200, safeAreaInsets: insets) { Reader(seen: inside) }
    #expect(inside.insets == EdgeInsets())
    _ = try Rig(width: 100, height: 200, safeAreaInsets: insets) { Reader(seen: outside).ignoresSafeArea() }
    #expect(outside.insets == insets)
  }

  @Test func aSafeAreaInsetPadsAndMovesTheEdge() throws {
    let rig = try Rig(width: 100, height: 200) {
      Red().ignoresSafeArea()
        .safeAreaInset(edge: .bottom, spacing: 0) { Blue().frame(height: 40) }
    }
    // The bar sits at the bottom; the content ignoring the safe area runs
    // under it, to the canvas's edge.
    #expect(try rig.frames(of: Blue.self, at: 0) == [CGRect(x: 0, y: 160, width: 100, height: 40)])
    #expect(try rig.frames(of: Red.self, at: 0) == [CGRect(x: 0, y: 0, width: 100, height: 200)])
    let plain = try Rig(width: 100, height: 200) {
      Red().safeAreaInset(edge: .top, spacing: 5) { Blue().frame(height: 40) }
    }
    #expect(try plain.frames(of: Red.self, at: 0) == [CGRect(x: 0, y: 45, width: 100, height: 155)])
  }

  @Test func safeAreaPaddingInsetsTheContent() throws {
    let rig = try Rig(width: 100, height: 200) { Red().safeAreaPadding(10) }
    #expect(try rig.frames(of: Red.self, at: 0) == [CGRect(x: 10, y: 10, width: 80, height: 180)])
    let ignoring = try Rig(width: 100, height: 200) { Red().ignoresSafeArea().safeAreaPadding(10) }
    #expect(try ignoring.frames(of: Red.self, at: 0) == [CGRect(x: 0, y: 0, width: 100, height: 200)])
  }

  /// A film has no safe area unless given one: `ignoresSafeArea` changes nothing.
  @Test func withoutInsetsNothingChanges() throws {
    let rig = try Rig(width: 100, height: 200) { Red().frame(height: 50).ignoresSafeArea() }
    #expect(try rig.frames(of: Red.self, at: 0) == [CGRect(x: 0, y: 75, width: 100, height: 50)])
  }
}
