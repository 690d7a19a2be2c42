import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview(_:as:widget:timeline:)` and `#Preview(_:as:widget:timelineProvider:)`,
/// Xcode 15's widget previews (WidgetKit's template writes one in every
/// widget file): the same test content record as `#Preview` (see
/// PreviewMacro.swift), whose body is WidgetKit's `__WidgetPreviewContent`
/// showing the timeline's first entry in the widget at the family's size.
public struct WidgetPreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    var name: ExprSyntax?
    var family: ExprSyntax?
    var widget: ExprSyntax? = node.trailingClosure.map(ExprSyntax.init)
    var timeline: (label: String, expression: ExprSyntax)?
    for argument in node.arguments {
      switch argument.label?.text {
      case nil: name = argument.expression
      case "as": family = argument.expression
      case "widget": widget = argument.expression
      case "timeline", "timelineProvider": timeline = (argument.label!.text, argument.expression)
      default: break
      }
    }
    for closure in node.additionalTrailingClosures {
      let label = closure.label.text
      if label == "timeline" || label == "timelineProvider" { timeline = (label, ExprSyntax(closure.closure)) }
      if label == "widget" { widget = ExprSyntax(closure.closure) }
    }
    guard let family, let widget, let timeline else {
      throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: WidgetPreviewDiagnostic.incomplete)])
    }
    let record = context.makeUniqueName("flipbookWidgetPreview")
    let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let filePath = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
    let content = "__WidgetPreviewContent(family: \(family.trimmedDescription), widget: \(widget.trimmedDescription), \(timeline.label): \(timeline.expression.trimmedDescription))"
    return [
      """
      @section("swift5_tests") @used
      private let \(record): __PreviewRecord = (
        \(raw: PreviewMacro.recordKind),
        0,
        { outValue, type, _, _ in
          __FlipbookPreview.__store(
            __FlipbookPreview(
              \(name ?? "nil"),
              traits: [.sizeThatFitsLayout],
              fileID: \(fileID?.file ?? "#fileID"),
              filePath: \(filePath?.file ?? "#filePath"),
              line: \(fileID?.line ?? "#line"),
              column: \(fileID?.column ?? "#column")
            ) { \(raw: content) },
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
}

/// What a widget `#Preview` can say is wrong with its arguments.
enum WidgetPreviewDiagnostic: String, DiagnosticMessage {
  case incomplete

  var message: String {
    "a widget #Preview needs a family (as:), a widget closure and a timeline or timelineProvider closure"
  }
  var diagnosticID: MessageID { MessageID(domain: "Flipbook", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
