import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that expands Flipbook's macros: `#Preview`,
/// `@Previewable` and `@Entry`.
@main
struct FlipbookMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}
