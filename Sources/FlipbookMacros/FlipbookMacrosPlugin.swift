import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that expands Flipbook's macros: `#Preview`,
/// `@Previewable` and `@Entry`; SwiftData's `@Model` and its property
/// markers (the Linux `SwiftData` module).
@main
struct FlipbookMacrosPlugin: CompilerPlugin {
  let providingMacros: [Macro.Type] = [
    PreviewMacro.self, PreviewableMacro.self, EntryMacro.self, ModelMacro.self, PersistedPropertyMacro.self,
    PropertyMarkerMacro.self, WidgetPreviewMacro.self, TipRuleMacro.self,
  ]
}
