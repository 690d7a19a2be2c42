import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a dynamic property declared at the top of a
/// `#Preview` body. The attribute expands to nothing; `#Preview` finds the
/// marked declarations and hoists them into a view of its own, where
/// `@State` and its kin have a graph to live in (as Xcode's macro does).
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
