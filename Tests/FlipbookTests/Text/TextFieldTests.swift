@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `TextField`, `SecureField` and `LabeledContent` with iOS's look.
@Suite struct TextFieldTests {
  struct Field<Content: View>: View {
    let content: Content
    var body: some View { content }
  }

  private func frame<V: View>(_ view: V, width: CGFloat = 300) throws -> CGRect {
    let rig = try Rig(width: width, height: 200) { Field(content: view) }
    return try #require(rig.frames(of: Field<V>.self, at: 0).first)
  }

  /// A field is as wide as offered and one body line tall, as UIKit's
  /// text field sets it: the line's 20.29 pt rounded up, and a point more,
  /// 22 pt (vjr2005/Challenge's iOS 26 text-field references); the rounded
  /// border adds 7 pt across and 6 pt down on each side: UIKit's 34 pt.
  @Test func aFieldTakesTheWidthOfferedAndOneLine() throws {
    let plain = try frame(TextField("Name", text: .constant("")))
    #expect(plain.width == 300 && plain.height == 22)
    let bordered = try frame(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder))
    #expect(bordered.width == 300 && bordered.height == 34)
    // The caption's 14.32-pt line: 16 pt.
    let caption = try frame(TextField("Name", text: .constant("Ada")).font(.caption))
    #expect(caption.height == 16)
    // One line, however long the text.
    let long = try frame(TextField("Name", text: .constant(String(repeating: "Ada Lovelace ", count: 20))))
    #expect(long.height == 22)
    let growing = try frame(TextField("Notes", text: .constant(String(repeating: "Ada Lovelace ", count: 20)), axis: .vertical))
    #expect(growing.height > 3 * 20)
  }

  /// A vertical field offered less height than its lines takes the height
  /// and shows its first lines from the top, the rest cut off at its edge,
  /// not truncated with an ellipsis (Foodybite's review screen, iOS 18.1:
  /// five lines and a sliver of the sixth in 110 pt): the lines it shows
  /// are drawn exactly as the unconstrained field draws them.
  @Test func aVerticalFieldOfferedLessCutsItsLinesOff() throws {
    let long = String(repeating: "Ada Lovelace wrote the first program. ", count: 8)
    let full = try frame(TextField("Notes", text: .constant(long), axis: .vertical))
    let short = try frame(TextField("Notes", text: .constant(long), axis: .vertical).frame(height: 50), width: 300)
    #expect(full.height > 100)
    func image(_ height: CGFloat?) throws -> Bitmap {
      let field = TextField("Notes", text: .constant(long), axis: .vertical).foregroundStyle(.black)
      return try #require(
        try ImageRenderer(content: field.frame(width: 300).frame(height: height, alignment: .top).background(Color.white)).render())
    }
    let whole = try image(nil), cut = try image(50)
    #expect(short.height == 50)
    // Every row of the cut field is the whole field's row.
    var same = true
    for y in 0..<cut.height where y < whole.height {
      for x in 0..<cut.width where cut.pixel(x: x, y: y) != whole.pixel(x: x, y: y) { same = false }
    }
    #expect(same)
    // And the rows just above the cut hold ink of a line that goes on below it.
    let inked = (0..<cut.width).contains { cut.pixel(x: $0, y: cut.height - 1).red < 128 }
    #expect(inked || (0..<cut.width).contains { cut.pixel(x: $0, y: cut.height - 3).red < 128 })
  }

  /// The iOS 13 forms (`onEditingChanged:onCommit:`, `onCommit:`; found
  /// in WalletConnect/web3modal-swift's search field) draw as the prompt
  /// form does: the title as placeholder, or the text; a snapshot never
  /// focuses the field, so neither closure runs.
  @Test func theIOS13FormsDrawAsThePromptForm() throws {
    func image(_ view: some View) throws -> Bitmap {
      try #require(try ImageRenderer(content: view.frame(width: 200).padding(4)).render())
    }
    var called = false
    let placeholder = try image(TextField("Search", text: .constant("")))
    #expect(try image(TextField("Search", text: .constant(""), onEditingChanged: { _ in called = true })) == placeholder)
    #expect(try image(TextField("Search", text: .constant(""), onCommit: { called = true })) == placeholder)
    let filled = try image(TextField(String("Search"), text: .constant("Ada")))
    #expect(try image(TextField(String("Search"), text: .constant("Ada"), onEditingChanged: { _ in }, onCommit: {})) == filled)
    #expect(filled != placeholder)
    #expect(!called)
  }

  /// An empty field with an empty title keeps its font's line, and a
  /// secure field is the rounded-up line without the extra point, as
  /// measured on iOS 18.1 (marian-stanciulica/Foodybite, `.medium`, 3×):
  /// `TextField("", …)` and `SecureField("", …)` at 16 points, padded by
  /// 16 beside a symbol, make rows of 53 and 52 points.
  @Test func anEmptyFieldKeepsItsLineAndASecureFieldIsAPointShorter() throws {
    let medium = { (view: any View) in AnyView(view).environment(\.dynamicTypeSize, .medium) }
    let untitled = try frame(medium(TextField("", text: .constant(""))))
    #expect(untitled.height == 21, "\(untitled)")
    let secure = try frame(medium(SecureField("", text: .constant(""))))
    #expect(secure.height == 20, "\(secure)")
    // Typed: its line of dots, 19.09 pt rounded up to this 1× rig's pixel.
    let typed = try frame(medium(SecureField("Password", text: .constant("hunter2"))))
    #expect(typed.height == 20, "\(typed)")
    // At the body size: 22 and 21.
    #expect(try frame(SecureField("Password", text: .constant(""))).height == 21)
    #expect(try frame(TextField("", text: .constant(""))).height == 22)
  }

  /// A secure field holding text shows UIKit's dots, as measured on iOS
  /// 18.1 (Foodybite's change-password screen, 16 points, 3×): 8 dots
  /// 20 px across, 29.3 px apart, the first 4.7 px in, their middles 17 px
  /// over the baseline; the field as tall as its line (19.33 pt).
  @Test func aSecureFieldShowsUIKitsDots() throws {
    let field = SecureField("Password", text: .constant("hunter22")).foregroundStyle(.black)
      .environment(\.dynamicTypeSize, .medium).frame(width: 200, alignment: .leading)
    let renderer = ImageRenderer(content: field.background(Color.white))
    renderer.scale = 3
    let bitmap = try #require(try renderer.render())
    #expect(bitmap.height == 58, "\(bitmap.height) px")
    let ink = (0..<bitmap.height).map { y in (0..<bitmap.width).map { x in bitmap.pixel(x: x, y: y).red < 128 } }
    let columns = (0..<bitmap.width).filter { x in ink.contains { $0[x] } }
    var dots: [ClosedRange<Int>] = []
    for x in columns {
      if let last = dots.last, last.upperBound == x - 1 { dots[dots.count - 1] = last.lowerBound...x } else { dots.append(x...x) }
    }
    #expect(dots.count == 8)
    for dot in dots { #expect(abs(dot.count - 20) <= 1, "\(dot)") }
    let pitch = Double(dots[7].lowerBound - dots[0].lowerBound) / 7
    #expect(abs(pitch - 29.3) < 0.5 && abs(dots[0].lowerBound - 5) <= 1, "\(dots)")
    let rows = (0..<bitmap.height).filter { ink[$0].contains(true) }
    let middle = Double(rows.first! + rows.last! + 1) / 2
    let baseline = 1950.0 / 2048 * 16 * 3
    #expect(abs(baseline - middle - 17) <= 1, "middle \(middle), baseline \(baseline)")
  }

  /// A vertical field keeps the line limit set around it: `lineLimit(3...5)`
  /// keeps three lines' room while empty and grows to five at most;
  /// `lineLimit(2, reservesSpace: true)` keeps two; without a limit it is
  /// one line until its text wraps.
  @Test func aVerticalFieldKeepsTheLineLimitAroundIt() throws {
    let line = try frame(Text("Ada"))
    func lines(_ n: Int) throws -> CGFloat { try frame(Text(Array(repeating: "Ada", count: n).joined(separator: "\n"))).height }
    let empty = try frame(TextField("Notes", text: .constant(""), axis: .vertical))
    #expect(empty.height == line.height)
    let three = try frame(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...5))
    let (l2, l3, l5) = (try lines(2), try lines(3), try lines(5))
    #expect(three.height == l3, "\(three.height) for three lines of \(l3)")
    let long = String(repeating: "Ada Lovelace ", count: 40)
    let five = try frame(TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(3...5))
    #expect(five.height == l5, "\(five.height)")
    let two = try frame(TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(2, reservesSpace: true))
    #expect(two.height == l2, "\(two.height)")
    // Across, one line whatever the limit around it.
    let across = try frame(TextField("Notes", text: .constant(long)).lineLimit(3...5))
    #expect(across.height == 22)
  }

  /// The frame of the text showing `string` in `rig`'s placed tree.
  private func textFrame(_ string: String, in rig: Rig) throws -> CGRect {
    let placed = try #require(rig.graph.placed)
    return try #require(placed.descendantsAndSelf.first { $0.node.role.text == string }?.frame, "no \(string)")
  }

  /// A field sets its text by `multilineTextAlignment`, as UIKit's
  /// `textAlignment`: a trailing number field's text ends at the field's
  /// trailing edge; and it sits on a label's baseline beside it, as
  /// `LabeledContent` in a form puts it (it was leading, and its bottom on
  /// the label's baseline, a line too high).
  @Test func aFieldAlignsItsTextAndSitsOnTheLabelsBaseline() throws {
    let trailing = try Rig(width: 300, height: 100) {
      TextField("Minimum", text: .constant("12")).multilineTextAlignment(.trailing)
    }
    #expect(abs(try textFrame("12", in: trailing).maxX - 300) < 0.5)
    let centred = try Rig(width: 300, height: 100) {
      TextField("Minimum", text: .constant("12")).multilineTextAlignment(.center)
    }
    #expect(abs(try textFrame("12", in: centred).midX - 150) < 0.5)
    let labelled = try Rig(width: 300, height: 100) {
      LabeledContent("Mínimo") { TextField("Mínimo", text: .constant("12")).multilineTextAlignment(.trailing) }
    }
    let label = try textFrame("Mínimo", in: labelled)
    let value = try textFrame("12", in: labelled)
    #expect(label.minY == value.minY && label.height == value.height, "\(label) \(value)")
    #expect(abs(value.maxX - 300) < 0.5)
  }

  @Test func theLook() {
    let view = VStack(alignment: .leading, spacing: 12) {
      TextField("Name", text: .constant(""))
      TextField("Name", text: .constant("Ada Lovelace"))
      SecureField("Password", text: .constant("secret"))
      TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
      TextField("Email", text: .constant("ada@example.com")).textFieldStyle(.roundedBorder)
      LabeledContent("Version", value: "17.2")
      LabeledContent("Storage") { Text("64 GB") }
    }
    .padding(16)
    .frame(width: 320)
    expectGolden(of: view, named: "text-fields", scale: 2)
  }
}
