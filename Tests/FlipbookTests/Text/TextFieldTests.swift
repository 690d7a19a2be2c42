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

  /// A field is as wide as offered and one body line tall; the rounded
  /// border adds 7 pt across and 6 pt down on each side.
  @Test func aFieldTakesTheWidthOfferedAndOneLine() throws {
    let line = try frame(Text("Ada"))
    let plain = try frame(TextField("Name", text: .constant("")))
    #expect(plain.width == 300 && plain.height == line.height)
    let bordered = try frame(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder))
    #expect(bordered.width == 300 && bordered.height == line.height + 12)
    // One line, however long the text.
    let long = try frame(TextField("Name", text: .constant(String(repeating: "Ada Lovelace ", count: 20))))
    #expect(long.height == line.height)
    let growing = try frame(TextField("Notes", text: .constant(String(repeating: "Ada Lovelace ", count: 20)), axis: .vertical))
    #expect(growing.height > 3 * line.height)
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
