@testable import Flipbook
import Foundation
import Testing

/// `AttributedString(markdown:)` and SwiftUI's attributes, drawn by
/// `Text` (issue #53): Foundation on Linux has neither.
@Suite struct AttributedStringTests {
  @Test func markdownMakesIntentsAndLinks() throws {
    let string = try AttributedString(markdown: "**Bold**, *it*, `code`, ~~gone~~ and [a link](https://swift.org)")
    var intents: [String: InlinePresentationIntent] = [:]
    var links: [String: URL] = [:]
    for run in string.runs {
      let text = String(string[run.range].characters)
      if let intent = run.attributes[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] { intents[text] = intent }
      if let url = run.attributes[AttributeScopes.FoundationAttributes.LinkAttribute.self] { links[text] = url }
    }
    #expect(String(string.characters) == "Bold, it, code, gone and a link")
    #expect(intents == ["Bold": .stronglyEmphasized, "it": .emphasized, "code": .code, "gone": .strikethrough])
    #expect(links == ["a link": URL(string: "https://swift.org")!])
  }

  /// An attributed string from Markdown draws as the same Markdown in a
  /// `Text` literal does.
  @Test func markdownDrawsAsATextLiteralDoes() throws {
    func image(_ text: Text) throws -> Bitmap {
      try Film("text", size: CGSize(width: 220, height: 30), scale: 1, background: .white, script: []) { text }.image(at: 0)
    }
    let literal = try image(Text("**Bold**, *it* and `code`"))
    let attributed = try image(Text(try AttributedString(markdown: "**Bold**, *it* and `code`")))
    let plain = try image(Text(verbatim: "Bold, it and code"))
    #expect(attributed == literal)
    #expect(attributed != plain)
  }

  @Test func swiftUIAttributesDraw() throws {
    var string = AttributedString("Red")
    string.foregroundColor = .red
    string.font = .title
    let drawn = try Film("attr", size: CGSize(width: 80, height: 40), scale: 1, background: .white, script: []) {
      Text(string)
    }.image(at: 0)
    let expected = try Film("attr", size: CGSize(width: 80, height: 40), scale: 1, background: .white, script: []) {
      Text("Red").foregroundColor(.red).font(.title)
    }.image(at: 0)
    #expect(drawn == expected)
  }
}
