// The controls and demos of the seed posts (the Posts target), compiled with only
// `import SwiftUI` replaced by `import Flipbook`. Named colours
// (`Color("Pink")`, `Color("Blue")`) come from Resources/Assets.xcassets,
// with the values measured from the posts' GIFs (see DESIGN.md).
import Flipbook

/// The catalog of this target's named colours, for renders that do not run
/// beside the built resource bundle.
public let postsAssetCatalog = AssetCatalog(contentsOf: Bundle.module.bundleURL)
