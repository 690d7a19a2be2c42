import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// # How `#Preview` expands
//
// Xcode's `#Preview` expands to a uniquely named type that Xcode's tooling
// finds in the built binary. Flipbook's does the same job with what Swift
// itself offers on Linux: the expansion is one *test content record*, a
// 32-byte constant placed with `@section("swift5_tests") @used` in the
// section Swift Testing uses for its own `@Test`s (the layout of its
// `ABI/TestContent.md`: kind, reserved, accessor, context, reserved). The
// kind is Flipbook's own, `'flpv'`, which Swift Testing skips. At run time
// `PreviewRegistry` walks that section of every loaded image through the
// runtime's `swift_enumerateAllMetadataSections`, calls each Flipbook
// record's accessor and gets a `Preview` back: its name, traits, source
// location and body. No type or function is named, so previews can stay
// private, and no build step has to find them first.
//
// The expansion names Flipbook's declarations without the module
// (`__PreviewRecord`, `__FlipbookPreview`, `__FlipbookView`): code built
// with `-module-alias SwiftUI=Flipbook`, so that `import SwiftUI` compiles
// unchanged on Linux, cannot spell `Flipbook.`.
//
// `@Previewable` declarations at the top of the body are hoisted into a
// local view type whose body is the rest of the closure, so `@State` has a
// view to belong to; that view is what the preview shows.

/// `#Preview(_:traits:_:body:)`: declares a preview that Flipbook's golden
/// tests and renderer find at run time.
public struct PreviewMacro: DeclarationMacro {
  /// The record kind, `'flpv'` as four ASCII bytes, big-endian.
  static let recordKind = "0x666c7076"

  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let arguments = try PreviewArguments(node)
    let record = context.makeUniqueName("flipbookPreview")
    let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let filePath = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
    let line = fileID?.line ?? "#line"
    let column = fileID?.column ?? "#column"
    let body = bodyClosure(arguments.body, context: context)
    let traits = arguments.traits.map(\.trimmedDescription).joined(separator: ", ")
    return [
      """
      @section("swift5_tests") @used
      private let \(record): __PreviewRecord = (
        \(raw: recordKind),
        0,
        { outValue, type, _, _ in
          __FlipbookPreview.__store(
            __FlipbookPreview(
              \(arguments.name ?? "nil"),
              traits: [\(raw: traits)],
              fileID: \(fileID?.file ?? "#fileID"),
              filePath: \(filePath?.file ?? "#filePath"),
              line: \(line),
              column: \(column)
            ) \(body),
            into: outValue,
            asTypeAt: type
          )
        },
        0,
        0
      )
      """
    ]
  }

  /// The body as a closure for `Preview`'s `@ViewBuilder` parameter, with
  /// any top-level `@Previewable` declarations hoisted into a local view.
  static func bodyClosure(_ closure: ClosureExprSyntax, context: some MacroExpansionContext) -> ClosureExprSyntax {
    var previewable: [VariableDeclSyntax] = []
    var rest: [CodeBlockItemSyntax] = []
    for item in closure.statements {
      if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
        previewable.append(variable.with(\.attributes, variable.attributes.filter { !isPreviewable($0) }))
      } else {
        rest.append(item)
      }
    }
    guard !previewable.isEmpty else { return closure }
    let name = context.makeUniqueName("Previewable")
    let properties = previewable.map { $0.trimmedDescription }.joined(separator: "\n")
    let body = CodeBlockItemListSyntax(rest).trimmedDescription
    return ClosureExprSyntax(
      statements: """
        struct \(name): __FlipbookView {
        \(raw: properties)
        var body: some __FlipbookView {
        \(raw: body)
        }
        }
        return \(name)()
        """)
  }

  static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let attribute) = element else { return false }
    let name = attribute.attributeName.trimmedDescription
    return name == "Previewable" || name.hasSuffix(".Previewable")
  }
}

/// The parts of a `#Preview` expansion's argument list.
struct PreviewArguments {
  var name: ExprSyntax?
  var traits: [ExprSyntax] = []
  var body: ClosureExprSyntax

  init(_ node: some FreestandingMacroExpansionSyntax) throws {
    var body = node.trailingClosure
    var afterTraits = false
    for argument in node.arguments {
      switch argument.label?.text {
      case nil where afterTraits:
        traits.append(argument.expression)
      case nil:
        name = argument.expression
      case "traits":
        traits.append(argument.expression)
        afterTraits = true
      case "body":
        guard let closure = argument.expression.as(ClosureExprSyntax.self) else {
          throw DiagnosticsError(diagnostics: [
            Diagnostic(node: argument.expression, message: PreviewDiagnostic.bodyNotAClosure)
          ])
        }
        body = closure
      default:
        afterTraits = false
      }
    }
    guard let body else {
      throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: PreviewDiagnostic.missingBody)])
    }
    self.body = body
  }
}

/// What `#Preview` can say is wrong with its arguments.
enum PreviewDiagnostic: String, DiagnosticMessage {
  case missingBody
  case bodyNotAClosure

  var message: String {
    switch self {
    case .missingBody: "#Preview needs a body: a closure that returns the view to show"
    case .bodyNotAClosure: "#Preview's body must be written as a closure literal"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "Flipbook", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
