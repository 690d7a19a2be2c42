@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// API forms real files use that Flipbook lacked: symbol variants,
/// container shapes, Canvas symbols, `AnyShape`.
@Suite struct NewerAPIFormTests {
  func render<V: View>(_ view: V) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.background(Color.white))
    renderer.scale = 2
    return try #require(renderer.bitmap)
  }

  @Test func symbolVariantsComposeNamesAsSFSymbolsDoes() {
    let all: (String) -> Bool = { _ in true }
    #expect(SymbolVariants.fill.symbolName(for: "heart", exists: all) == "heart.fill")
    #expect(SymbolVariants.circle.fill.symbolName(for: "heart", exists: all) == "heart.circle.fill")
    #expect(SymbolVariants.slash.symbolName(for: "bell", exists: all) == "bell.slash")
    #expect(SymbolVariants.circle.fill.slash.symbolName(for: "bell", exists: all) == "bell.slash.circle.fill")
    #expect(SymbolVariants.fill.symbolName(for: "heart.fill", exists: all) == "heart.fill", "no part twice")
    #expect(SymbolVariants.none.symbolName(for: "heart", exists: all) == "heart")
    // A composed name that is no symbol falls back.
    #expect(SymbolVariants.circle.fill.symbolName(for: "heart", exists: { $0 == "heart.fill" }) == "heart.fill")
    #expect(SymbolVariants.fill.symbolName(for: "xmark", exists: { _ in false }) == "xmark")
    #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
  }

  @Test func aSymbolVariantDrawsTheVariantsSymbol() throws {
    let variant = try render(Image(systemName: "heart").symbolVariant(.fill).font(.title))
    let named = try render(Image(systemName: "heart.fill").font(.title))
    #expect(variant == named)
    #expect(try variant != render(Image(systemName: "heart").font(.title)))
    // Variants add up from the outside in.
    let stacked = try render(Image(systemName: "heart").symbolVariant(.fill).symbolVariant(.circle).font(.title))
    #expect(try stacked == render(Image(systemName: "heart.circle.fill").font(.title)))
  }

  @Test func aContainerRelativeShapeIsTheContainersInset() throws {
    let relative = try render(
      ContainerRelativeShape().fill(Color.blue).frame(width: 60, height: 40).padding(8)
        .containerShape(RoundedRectangle(cornerRadius: 20)))
    let concentric = try render(
      RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 60, height: 40).padding(8))
    #expect(relative == concentric)
    let bare = try render(ContainerRelativeShape().fill(Color.blue).frame(width: 60, height: 40).padding(8))
    #expect(try bare == render(Rectangle().fill(Color.blue).frame(width: 60, height: 40).padding(8)))
  }

  @Test func canvasSymbolsDrawByTag() throws {
    let canvas = Canvas { context, size in
      guard let dot = context.resolveSymbol(id: "dot") else { return }
      for x in stride(from: 10, to: size.width, by: 20) {
        context.draw(dot, at: CGPoint(x: x, y: size.height / 2))
      }
      if context.resolveSymbol(id: "missing") != nil { context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.red)) }
    } symbols: {
      Circle().fill(Color.orange).frame(width: 10, height: 10).tag("dot")
    }
    .frame(width: 80, height: 20)
    let drawn = try render(canvas)
    #expect(drawn.pixel(x: 20, y: 20) == Bitmap.Pixel(255, 149, 0), "a dot's centre")
    #expect(drawn.pixel(x: 40, y: 20) == Bitmap.Pixel(255, 255, 255), "between dots")
    #expect(drawn.pixel(x: 140, y: 20) == Bitmap.Pixel(255, 149, 0), "the fourth")
    expectGolden(of: canvas, named: "canvas-symbols", scale: 2)
  }

  @Test func anyShapeDrawsTheShapeItWraps() throws {
    let shapes: [AnyShape] = [AnyShape(Circle()), AnyShape(RoundedRectangle(cornerRadius: 6))]
    #expect(try render(shapes[0].fill(Color.green).frame(width: 30, height: 30))
      == render(Circle().fill(Color.green).frame(width: 30, height: 30)))
    #expect(shapes[1].path(in: CGRect(x: 0, y: 0, width: 30, height: 20))
      == RoundedRectangle(cornerRadius: 6).path(in: CGRect(x: 0, y: 0, width: 30, height: 20)))
  }
}
