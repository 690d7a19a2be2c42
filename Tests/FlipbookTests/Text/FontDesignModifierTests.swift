@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `fontDesign(_:)` and `fontWidth(_:)` on views and on `Text`.
@Suite struct FontDesignModifierTests {
  struct Line: View {
    let text: Text
    var body: some View { text }
  }

  private func width(_ view: some View) throws -> CGFloat {
    let rig = try Rig(width: 400, height: 100) { view }
    return try #require(rig.frames(of: Line.self, at: 0).first?.width)
  }

  /// `.fontDesign(.monospaced)` on a stack sets its texts in the
  /// monospaced design at their own styles: "iiii" as wide as "MMMM";
  /// `.serif` changes the face; nil and a Text's own design win inside.
  @Test func aDesignReachesTheTextsBelow() throws {
    let narrow = try width(VStack { Line(text: Text("iiii")) }.fontDesign(.monospaced))
    let wide = try width(VStack { Line(text: Text("MMMM")) }.fontDesign(.monospaced))
    #expect(abs(narrow - wide) < 0.01, "\(narrow) \(wide)")
    let sans = try width(Line(text: Text("Hamburgefonstiv")))
    let serif = try width(Line(text: Text("Hamburgefonstiv")).fontDesign(.serif))
    #expect(abs(serif - sans) > 1, "\(serif) \(sans)")
    #expect(try width(Line(text: Text("Hamburgefonstiv").fontDesign(.serif))) == serif)
    // Inner wins: a Text's own design over the view's, nil restores the font's.
    #expect(try width(Line(text: Text("Hamburgefonstiv").fontDesign(nil)).fontDesign(.serif)) == sans)
    // The style is kept: a headline in the serif design is still bold.
    let headline = try width(Line(text: Text("Hamburgefonstiv").font(.headline)).fontDesign(.serif))
    #expect(headline > serif)
    // A custom font keeps its face.
    let custom = try width(Line(text: Text("Hamburgefonstiv").font(.custom("DejaVu Sans", size: 17))))
    #expect(try width(Line(text: Text("Hamburgefonstiv").font(.custom("DejaVu Sans", size: 17))).fontDesign(.serif)) == custom)
    // A width compiles and keeps the stand-in's single width.
    #expect(try width(Line(text: Text("Hamburgefonstiv")).fontWidth(.condensed)) == sans)
  }
}
