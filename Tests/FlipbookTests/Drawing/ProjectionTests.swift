@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// 3D rotations and geometry effects: where the projection formula puts a
/// square's edges, checked on rendered pixels.
@Suite struct ProjectionTests {
  /// A red 100 × 100 square rotated as given, in a 220 × 220 canvas (the
  /// square at 60 … 160), at scale 1.
  func render<V: View>(_ square: V) throws -> Bitmap {
    let view = ZStack { Color.white; square.frame(width: 100, height: 100) }.frame(width: 220, height: 220)
    return try #require(try ImageRenderer(content: view).render())
  }

  func isRed(_ image: Bitmap, _ x: Int, _ y: Int) -> Bool {
    let p = (y * image.width + x) * 4
    return image.pixels[p] > 200 && image.pixels[p + 1] < 128
  }

  /// The red run's ends on row `y` (sub-pixel: coverage of the end pixels).
  func span(_ image: Bitmap, row y: Int) -> (CGFloat, CGFloat)? {
    var coverage: [CGFloat] = []
    for x in 0..<image.width {
      let p = (y * image.width + x) * 4
      coverage.append(CGFloat(255 - Int(image.pixels[p + 1])) / 255)  // green falls from 255 (white) to 0 (red)
    }
    guard let first = coverage.firstIndex(where: { $0 > 0.02 }), let last = coverage.lastIndex(where: { $0 > 0.02 }) else {
      return nil
    }
    return (CGFloat(first + 1) - coverage[first], CGFloat(last) + coverage[last])
  }

  /// Where a view point lands: rotated about y through the centre, seen
  /// from d = max(w, h) / perspective, computed directly in 3D.
  func projected(x: CGFloat, y: CGFloat, degrees: Double, perspective: CGFloat = 1) -> CGPoint {
    let theta = degrees * .pi / 180
    let v = (x - 50, y - 50, CGFloat(0))
    let q = (cos(theta) * v.0 + sin(theta) * v.2, v.1, -sin(theta) * v.0 + cos(theta) * v.2)
    let d = 100 / perspective
    let w = 1 - q.2 / d
    return CGPoint(x: q.0 / w + 50 + 60, y: q.1 / w + 50 + 60)
  }

  @Test func aRotationAboutYMapsTheEdgesByThePerspectiveFormula() throws {
    let image = try render(Color.red.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
    // The middle row: the near (left) edge and the far (right) edge.
    let (left, right) = try #require(span(image, row: 110))
    #expect(abs(left - projected(x: 0, y: 50, degrees: 60).x) < 0.5)
    #expect(abs(right - projected(x: 100, y: 50, degrees: 60).x) < 0.5)
    // The far edge is shorter: its top corner, sampled at its column.
    let farTop = projected(x: 100, y: 0, degrees: 60)
    let column = Int(farTop.x) - 1
    let top = (0..<220).first { isRed(image, column, $0) }
    #expect(top.map { abs(CGFloat($0) - farTop.y) < 2 } == true)
  }

  @Test func perspectiveAndBadValues() throws {
    // Perspective 0: no foreshortening, the square is cos 60° = half as wide.
    let flat = try render(Color.red.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0))
    let (left, right) = try #require(span(flat, row: 110))
    #expect(abs(left - 85) < 0.5 && abs(right - 135) < 0.5)
    // A zero axis or NaN angle: unrotated.
    for view in [AnyView(Color.red.rotation3DEffect(.degrees(60), axis: (x: 0, y: 0, z: 0))),
                 AnyView(Color.red.rotation3DEffect(.radians(.nan), axis: (x: 0, y: 1, z: 0))),
                 AnyView(Color.red.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), perspective: .nan))] {
      let (l, r) = try #require(span(try render(view), row: 110))
      #expect(abs(l - 60) < 0.5 && abs(r - 160) < 0.5)
    }
    // Edge-on and past it: nothing drawn behind the viewer, no crash.
    _ = try render(Color.red.rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0)))
    let behind = try render(Color.red.rotation3DEffect(.degrees(120), axis: (x: 0, y: 1, z: 0), perspective: 4))
    #expect(span(behind, row: 110) != nil)
  }

  /// A user's geometry effect: a skewed offset (affine, drawn as vectors).
  struct SkewedOffset: GeometryEffect {
    var offset: CGFloat
    var animatableData: CGFloat {
      get { offset }
      set { offset = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: -offset / 100, d: 1, tx: offset, ty: 0))
    }
  }

  /// A geometry effect written with Core Animation's transform, as iOS
  /// code flips a page: `CATransform3DIdentity` with `m11` set is the
  /// plane's x scale (SwiftUI's `ProjectionTransform(_: CATransform3D)`
  /// drops z; m41 translates).
  struct PageFlip: GeometryEffect {
    var animatableData: CGFloat = 0
    func effectValue(size: CGSize) -> ProjectionTransform {
      var transform = CATransform3DIdentity
      transform.m11 = 0.5
      transform.m41 = 20
      return ProjectionTransform(transform)
    }
  }

  @Test func aCoreAnimationTransformProjectsOnThePlane() throws {
    let plain = try render(Color.red.frame(width: 100, height: 100))
    let image = try render(Color.red.frame(width: 100, height: 100).modifier(PageFlip()))
    let (left0, right0) = try #require(span(plain, row: 100))
    let (left, right) = try #require(span(image, row: 100))
    // x ↦ x / 2 + 20 from the square's left edge: half as wide, 20 in.
    #expect(abs(left - (left0 + 20)) < 1 && abs((right - left) - (right0 - left0) / 2) < 1, "\(left0) \(right0) \(left) \(right)")
  }

  @Test func aUserGeometryEffectTransformsTheView() throws {
    let image = try render(Color.red.modifier(SkewedOffset(offset: 20)))
    // Top row shifted by 20, bottom row by 20 − 100 · 0.2 = 0.
    let (topLeft, _) = try #require(span(image, row: 61))
    let (bottomLeft, _) = try #require(span(image, row: 158))
    #expect(abs(topLeft - 79.8) < 1)
    #expect(abs(bottomLeft - 60.4) < 1)
  }

  @Test func theAngleAnimates() throws {
    let film = Film("flip", size: CGSize(width: 120, height: 120), scale: 1, fps: 10, state: 0.0, script: [
      .set(\.self, to: 60, animation: .linear(duration: 1)), .wait(1),
    ]) { $degrees in
      Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
    }
    var widths: [CGFloat] = []
    try film.renderFrames { _, frame in
      if let (l, r) = span(frame, row: 60) { widths.append(r - l) }
    }
    // Narrower as it turns (the near edge grows, but the total shrinks).
    #expect(widths.count == 10)
    #expect(widths.first! > widths.last! + 10)
  }

  @Test func projectionGolden() {
    let card = RoundedRectangle(cornerRadius: 12)
      .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
      .overlay(Text("Flip").font(.title).bold().foregroundStyle(.white))
      .frame(width: 90, height: 120)
    let view = HStack(spacing: 20) {
      card.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
      card.rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))
      card.rotation3DEffect(.degrees(30), axis: (x: 1, y: 1, z: 0), anchor: .bottomLeading)
      card.modifier(SkewedOffset(offset: 20))
    }
    .padding(30)
    .background(Color.white)
    expectGolden(of: view, named: "projections", scale: 2)
  }
}
