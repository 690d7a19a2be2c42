import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that expands Flipbook's macros: `#Preview` and
/// `@Previewable`.
@main
struct FlipbookMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
