import SwiftSyntax
import SwiftSyntaxMacros

/// TipKit's `#Rule(…) { … }`: a rule the Linux TipKit accepts and does not
/// evaluate (its inputs and predicate are type-checked against the macro's
/// signature, then dropped).
public struct TipRuleMacro: ExpressionMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> ExprSyntax {
    "Tips.Rule()"
  }
}
