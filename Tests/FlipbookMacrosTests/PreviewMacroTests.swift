import FlipbookMacros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// What `#Preview` and `@Previewable` expand to.
final class PreviewMacroTests: XCTestCase {
  let macros: [String: Macro.Type] = ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self]

  func expand(_ source: String) -> String {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
      sourceFiles: [file: .init(moduleName: "Views", fullFilePath: "/p/Sources/Views/Card.swift")])
    return file.expand(macros: macros, in: context).description
  }

  func testAPreviewIsATestContentRecordOfFlipbooksKind() {
    let expanded = expand(
      """
      #Preview("Card", traits: .sizeThatFitsLayout, .landscapeLeft) {
        Card()
      }
      """)
    XCTAssertTrue(expanded.contains(#"@section("swift5_tests") @used"#), expanded)
    XCTAssertTrue(expanded.contains(": __PreviewRecord"), expanded)
    XCTAssertTrue(expanded.contains("0x666c7076"), expanded)
    XCTAssertTrue(expanded.contains(#"__FlipbookPreview("Card","#) || expanded.contains(#""Card","#), expanded)
    XCTAssertTrue(expanded.contains("traits: [.sizeThatFitsLayout, .landscapeLeft]"), expanded)
    XCTAssertTrue(expanded.contains(#"fileID: "Views/Card.swift""#), expanded)
    XCTAssertTrue(expanded.contains("line: 1"), expanded)
    XCTAssertTrue(expanded.contains("Card()"), expanded)
    XCTAssertFalse(expanded.contains("#Preview"), expanded)
  }

  func testPreviewableStateIsHoistedIntoAView() {
    let expanded = expand(
      """
      #Preview {
        @Previewable @State var isOn = false
        Toggle("On", isOn: $isOn)
      }
      """)
    XCTAssertTrue(expanded.contains(": __FlipbookView {"), expanded)
    XCTAssertTrue(expanded.contains("@State var isOn = false"), expanded)
    XCTAssertFalse(expanded.contains("@Previewable"), expanded)
    XCTAssertTrue(expanded.contains("var body: some __FlipbookView {"), expanded)
    XCTAssertTrue(expanded.contains(#"Toggle("On", isOn: $isOn)"#), expanded)
    XCTAssertTrue(expanded.contains("return "), expanded)
  }

  func testAPreviewWithoutABodyIsAnError() {
    assertMacroExpansion(
      "#Preview(\"Empty\")",
      expandedSource: "#Preview(\"Empty\")",
      diagnostics: [
        DiagnosticSpec(message: "#Preview needs a body: a closure that returns the view to show", line: 1, column: 1)
      ],
      macros: macros)
  }

  func testPreviewableAloneExpandsToNothing() {
    assertMacroExpansion(
      "@Previewable var x = 1",
      expandedSource: "var x = 1",
      macros: macros)
  }
}

/// What `@Entry` expands to.
final class EntryMacroTests: XCTestCase {
  func testAnEntryGetsAccessorsAndAKeyOfItsExtensionsKind() {
    assertMacroExpansion(
      """
      extension ContainerValues {
        @Entry var accent: Color = .gray
      }
      """,
      expandedSource: """
        extension ContainerValues {
          var accent: Color {
            get {
              self[__Key_accent.self]
            }
            set {
              self[__Key_accent.self] = newValue
            }
          }

          private struct __Key_accent: ContainerValueKey {
            static var defaultValue: Color {
              .gray
            }
          }
        }
        """,
      macros: ["Entry": EntryMacro.self], indentationWidth: .spaces(2))
  }

  func testAnEntryWithoutATypeOrDefaultIsAnError() {
    assertMacroExpansion(
      """
      extension EnvironmentValues {
        @Entry var broken
      }
      """,
      expandedSource: """
        extension EnvironmentValues {
          var broken {
            get {
              self[__Key_broken.self]
            }
            set {
              self[__Key_broken.self] = newValue
            }
          }
        }
        """,
      diagnostics: [DiagnosticSpec(message: "@Entry needs a type or a default value", line: 2, column: 3)],
      macros: ["Entry": EntryMacro.self], indentationWidth: .spaces(2))
  }
}
