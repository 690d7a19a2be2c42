// Flipbook under a name no `-module-alias` takes, for the asset symbols the
// FlipbookAssetSymbols plug-in generates: a target that keeps `import
// SwiftUI` (aliased to Flipbook) cannot name Flipbook in any file, not even
// in an inactive `#if` branch, so the generated file imports this module.
@_exported import Flipbook
