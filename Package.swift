// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// MARK: - Public API

// The Linux-only modules SwiftUI code imports beside SwiftUI (see Platform
// modules below).
#if os(Linux)
let platformModules = [
  "CoreGraphics", "CoreLocation", "Combine", "UIKit", "AppKit", "Cocoa", "MapKit", "MessageUI", "AVFoundation", "AVKit",
  "VisionKit", "PDFKit", "StoreKit", "WebKit", "ImageIO", "SwiftData", "Charts", "UniformTypeIdentifiers",
  "CoreTransferable", "Photos", "PhotosUI", "UserNotifications", "Speech",
  "SafariServices", "LocalAuthentication", "AuthenticationServices", "AudioToolbox", "WidgetKit", "TipKit", "EventKit",
  "EventKitUI", "CoreMotion", "MobileCoreServices", "QuartzCore",
]
#else
let platformModules: [String] = []
#endif

let products: [Product] = [
  .library(name: "FlipbookCore", targets: ["FlipbookCore", "FlipbookFoundation"]),
  .library(name: "Rasterizer", targets: ["Rasterizer"]),
  .library(name: "Encoders", targets: ["Encoders"]),
  // With the platform modules SwiftUI code imports beside it (Linux only:
  // `import Combine`, `import UIKit` … compile with this product alone).
  .library(name: "Flipbook", targets: ["Flipbook", "FlipbookAssetSymbolsSupport"] + platformModules),
  .library(name: "Posts", targets: ["Posts"]),
  .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
  // `swift package flipbook …` runs in a test target that adds this beside
  // FlipbookTesting: the command line (ArgumentParser) stays out of test
  // targets that only compare goldens.
  .library(name: "FlipbookPackageCommand", targets: ["FlipbookPackageCommand"]),
  .library(name: "FlipbookSnapshotTesting", targets: ["FlipbookSnapshotTesting"]),
  .executable(name: "flipbook", targets: ["FlipbookCLI"]),
  .plugin(name: "FlipbookPreviews", targets: ["FlipbookPreviews"]),
  .plugin(name: "FlipbookCommand", targets: ["FlipbookCommand"]),
  .plugin(name: "FlipbookAssetSymbols", targets: ["FlipbookAssetSymbols"]),
]

// MARK: - System libraries (Debian packages installed by Scripts/bootstrap)

let systemLibraries: [Target] = [
  .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
  // pixman underneath Cairo, for its optimized format conversions.
  .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
  .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
  .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
  .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
  .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
  .systemLibrary(name: "CRSVG", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
  .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
  .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
  .systemLibrary(name: "CGEOS", pkgConfig: "geos", providers: [.apt(["libgeos-dev"])]),
  // FreeType on its own, for tests only: a second route to the fonts' metrics.
  .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
]

// MARK: - Platform modules (Linux only: on macOS Apple's own are used)


// `import CoreGraphics` and `import CoreLocation` compile unchanged in
// SwiftUI code on Linux. Flipbook depends on them, so a package that
// depends on Flipbook can import them.
#if os(Linux)
let platformProducts: [Product] = [
  .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
  .library(name: "CoreLocation", targets: ["CoreLocation"]),
  .library(name: "Combine", targets: ["Combine"]),
  .library(name: "UIKit", targets: ["UIKit"]),
  .library(name: "AppKit", targets: ["AppKit"]),
  .library(name: "Cocoa", targets: ["Cocoa"]),
  .library(name: "MapKit", targets: ["MapKit"]),
  .library(name: "MessageUI", targets: ["MessageUI"]),
  .library(name: "AVFoundation", targets: ["AVFoundation"]),
  .library(name: "AVKit", targets: ["AVKit"]),
  .library(name: "VisionKit", targets: ["VisionKit"]),
  .library(name: "PDFKit", targets: ["PDFKit"]),
  .library(name: "WebKit", targets: ["WebKit"]),
  .library(name: "ImageIO", targets: ["ImageIO"]),
  .library(name: "SwiftData", targets: ["SwiftData"]),
  .library(name: "Charts", targets: ["Charts"]),
  .library(name: "StoreKit", targets: ["StoreKit"]),
  .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
  .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
  .library(name: "Photos", targets: ["Photos"]),
  .library(name: "PhotosUI", targets: ["PhotosUI"]),
  .library(name: "UserNotifications", targets: ["UserNotifications"]),
  .library(name: "Speech", targets: ["Speech"]),
  .library(name: "SafariServices", targets: ["SafariServices"]),
  .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
  .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
  .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
  .library(name: "WidgetKit", targets: ["WidgetKit"]),
  .library(name: "TipKit", targets: ["TipKit"]),
  .library(name: "EventKit", targets: ["EventKit"]),
  .library(name: "EventKitUI", targets: ["EventKitUI"]),
  .library(name: "CoreMotion", targets: ["CoreMotion"]),
  .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
  .library(name: "QuartzCore", targets: ["QuartzCore"]),
]
let platformTargets: [Target] = [
  .target(name: "CoreGraphics", dependencies: ["FlipbookCore", "_Testing_CoreGraphics"]),
  // Swift Testing's cross-import overlay for CoreGraphics, which the Linux
  // toolchain names but does not ship (see the file).
  .target(name: "_Testing_CoreGraphics"),
  .target(name: "CoreLocation", dependencies: ["FlipbookFoundation"]),
  // Uniform type identifiers and CoreTransferable's representations, below
  // UIKit (whose NSItemProvider speaks both); Foundation only, so another
  // package's `#if canImport(UniformTypeIdentifiers)` can load it (see
  // Sources/UniformTypeIdentifiers/UTType.swift).
  .target(name: "UniformTypeIdentifiers"),
  .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
  // Older code's `kUTType…` constants over UniformTypeIdentifiers.
  .target(name: "MobileCoreServices", dependencies: ["UniformTypeIdentifiers"]),
  // Core Animation's names (declared in UIKit, whose views they back).
  .target(name: "QuartzCore", dependencies: ["UIKit"]),
  // UIKit: the part of UIKit SwiftUI code uses, below Flipbook (which
  // re-exports it, as SwiftUI does on iOS). It imports no module that
  // imports a C library, so another package's `#if canImport(UIKit)` can
  // load it (see Sources/UIKit/UIKit.swift). With Swift Testing's overlay.
  .target(
    name: "UIKit", dependencies: ["FlipbookCore", "CoreGraphics", "CoreTransferable", "UserNotifications", "_Testing_UIKit"],
    swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "_Testing_UIKit"),
  // AppKit's names, above Flipbook and re-exported by nobody: they reach a
  // file only through `import AppKit`/`Cocoa`, as on iOS.
  .target(
    name: "AppKit", dependencies: ["Flipbook", "UIKit", "CoreGraphics", "_Testing_AppKit"],
    swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "_Testing_AppKit"),
  .target(name: "Cocoa", dependencies: ["AppKit"]),
  // MapKit: its values, SwiftUI's Map (iOS 14 and 17 forms) drawn as a
  // deterministic placeholder, MKMapView for UIKit wrappers; above Flipbook
  // and re-exported by nobody, as on iOS (see Sources/MapKit/MapKit.swift).
  .target(name: "MapKit", dependencies: ["Flipbook", "CoreLocation"], swiftSettings: [.swiftLanguageMode(.v5)]),
  // Compile-level stand-ins for what screens beside the tested ones import
  // (see each module's file): honest answers (no mail account, no camera,
  // nothing plays), views drawn as neutral placeholders of their size.
  // StoreKit imports Foundation alone: swift-custom-dump's `#if
  // canImport(StoreKit)` loads it in any package built beside it (its
  // SwiftUI views are Flipbook's; see Sources/StoreKit/StoreKit.swift).
  .target(name: "MessageUI", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "AVFoundation", dependencies: ["Combine"], swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "AVKit", dependencies: ["AVFoundation", "Flipbook"], swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "VisionKit", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "PDFKit", dependencies: ["Flipbook", "Rasterizer"], swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "WebKit", dependencies: ["Flipbook", "UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
  // SwiftData: @Model, @Query, containers and contexts kept in memory.
  .target(name: "SwiftData", dependencies: ["Flipbook", "FlipbookMacros"], swiftSettings: [.swiftLanguageMode(.v5)]),
  // Charts: Swift Charts' marks, axes, scales and legend, drawn in its
  // default look (see Sources/Charts/ChartContent.swift).
  .target(name: "Charts", dependencies: ["Flipbook"], swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(
    name: "ImageIO", dependencies: ["CoreGraphics", "FlipbookCore", "Rasterizer", "Encoders"],
    swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "StoreKit", swiftSettings: [.swiftLanguageMode(.v5)]),
  // UserNotifications: a center whose user declined; Foundation only, as
  // StoreKit (swift-custom-dump has `#if canImport(UserNotifications)`).
  .target(name: "UserNotifications", dependencies: ["FlipbookFoundation"], swiftSettings: [.swiftLanguageMode(.v5)]),
  // Speech: a recogniser that is never available; Foundation only, for
  // swift-custom-dump's `#if canImport(Speech)`.
  .target(name: "Speech", dependencies: ["FlipbookFoundation"], swiftSettings: [.swiftLanguageMode(.v5)]),
  // Login and link screens' frameworks: an in-app browser that loads
  // nothing, no biometry, no Apple ID (Sign in with Apple's button drawn),
  // no system sounds.
  .target(name: "SafariServices", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "LocalAuthentication", dependencies: ["FlipbookFoundation"], swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "AuthenticationServices", dependencies: ["Flipbook"], swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "AudioToolbox", swiftSettings: [.swiftLanguageMode(.v5)]),
  // WidgetKit: timelines, configurations and widget views, rendered in the
  // widget's shape; widget #Previews (see Sources/WidgetKit/Timeline.swift).
  .target(name: "WidgetKit", dependencies: ["Flipbook", "FlipbookMacros"], swiftSettings: [.swiftLanguageMode(.v5)]),
  // TipKit: tips shown once configured, as on iOS (see Sources/TipKit/Tip.swift).
  .target(name: "TipKit", dependencies: ["Flipbook", "FlipbookMacros"], swiftSettings: [.swiftLanguageMode(.v5)]),
  // EventKit: a calendar database that is empty and denied once asked.
  .target(name: "EventKit", dependencies: ["CoreGraphics", "FlipbookFoundation"], swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "EventKitUI", dependencies: ["EventKit", "UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
  // CoreMotion: no sensors; Foundation only, for swift-custom-dump's
  // `#if canImport(CoreMotion)`.
  .target(name: "CoreMotion", swiftSettings: [.swiftLanguageMode(.v5)]),
  // Photos and PhotosUI: a photo library with no photos, the picker drawn
  // as its label (see Sources/PhotosUI/PhotosPicker.swift).
  .target(name: "Photos", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
  .target(name: "PhotosUI", dependencies: ["Photos", "Flipbook"], swiftSettings: [.swiftLanguageMode(.v5)]),
  // Combine: OpenCombine, with the ObservableObject, @Published, schedulers
  // and timer publisher that film time and SwiftUI need (see the file).
  .target(
    name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
    swiftSettings: [.swiftLanguageMode(.v5)]),
  .testTarget(
    name: "PlatformModulesTests",
    dependencies: [
      "CoreGraphics", "CoreLocation", "Combine", "UIKit", "AppKit", "Cocoa", "MapKit", "MessageUI", "AVFoundation",
      "AVKit", "VisionKit", "PDFKit", "WebKit", "ImageIO", "SwiftData", "Charts", "UniformTypeIdentifiers",
      "CoreTransferable", "Photos", "PhotosUI", "UserNotifications", "Speech", "SafariServices", "LocalAuthentication",
      "AuthenticationServices", "AudioToolbox", "WidgetKit", "TipKit", "EventKit",
      "EventKitUI", "CoreMotion", "MobileCoreServices", "QuartzCore", "Flipbook", "FlipbookTesting",
    ],
    exclude: ["__Snapshots__"],
    swiftSettings: [.swiftLanguageMode(.v5)]),
]
let platformDependencies: [Target.Dependency] = ["CoreGraphics", "CoreLocation", "Combine", "UIKit"]
// Combine on Linux: the `Combine` module re-exports OpenCombine.
let platformPackages: [Package.Dependency] = [.package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0")]
#else
let platformProducts: [Product] = []
let platformTargets: [Target] = []
let platformDependencies: [Target.Dependency] = []
let platformPackages: [Package.Dependency] = []
#endif

// MARK: - Implementation

let libraries: [Target] = [
  // Foundation's missing pieces (DateComponentsFormatter, ListFormatter),
  // below FlipbookCore, which re-exports it (see FlipbookFoundation.swift).
  .target(name: "FlipbookFoundation"),
  .target(name: "FlipbookCore", dependencies: ["FlipbookFoundation"]),
  // The per-pixel loops (box blurs, colour matrices, conversions, warps):
  // C, so debug builds don't run them as unoptimized Swift.
  .target(name: "CFlipbookPixels"),
  .target(
    name: "Rasterizer",
    dependencies: ["FlipbookCore", "CFlipbookPixels", "CCairo", "CPixman", "CPangoCairo", "CRSVG", "CPoppler", "CJPEG", "CPNG", "CGEOS"]),
  .target(name: "Encoders", dependencies: ["FlipbookCore", "CPNG", "CGIF", "CImageQuant", "CJPEG"]),
  // SwiftUI code compiles here unchanged; Swift 5 mode, as most of it is written.
  // `#Preview` and `@Previewable`, expanded with swift-syntax.
  .macro(
    name: "FlipbookMacros",
    dependencies: [
      .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
    ]),
  .target(
    name: "Flipbook", dependencies: ["FlipbookCore", "Rasterizer", "Encoders", "FlipbookMacros"] + platformDependencies,
    // SF Symbols' names and the stand-in glyphs (Scripts/generate-symbols).
    resources: [.copy("Resources/Symbols")],
    swiftSettings: [.swiftLanguageMode(.v5)]),
  // Documents' images regenerated from source (`flipbook samples`): the
  // blog tooling, outside the core library.
  .target(name: "FlipbookSamples", dependencies: ["Flipbook", "Encoders"]),
  // The seed posts' code as published (Swift 5 mode, like it), their films
  // and their sample folders.
  .target(
    name: "Posts", dependencies: ["Flipbook", "FlipbookSamples"], resources: [.copy("Resources/Assets.xcassets")],
    swiftSettings: [.swiftLanguageMode(.v5)]),
  // Golden-image assertions for Swift Testing and XCTest, and the tests of
  // previews that the FlipbookPreviews plug-in generates.
  .target(name: "FlipbookTesting", dependencies: ["FlipbookCore", "Encoders", "Flipbook", "CFlipbookPixels"]),
  // `swift package flipbook …` run inside a user's test binary: the
  // commands over the package's films and previews.
  .target(name: "FlipbookPackageCommand", dependencies: ["FlipbookTesting", "FlipbookCommands"]),
  // swift-snapshot-testing's strategies for views (.image, .layout) and
  // films (.gif) on Linux.
  .target(
    name: "FlipbookSnapshotTesting",
    dependencies: [
      "Flipbook", "FlipbookTesting", "Encoders", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ]),
  .executableTarget(name: "FlipbookPreviewTestsGenerator"),
  // Xcode 15's asset symbols (`Image(.avatar)`, `Color(.brand)`) from a
  // target's asset catalogs.
  .executableTarget(name: "FlipbookAssetSymbolsGenerator"),
  // What the generated asset symbols import: Flipbook under another name.
  .target(name: "FlipbookAssetSymbolsSupport", dependencies: ["Flipbook"]),
  .plugin(name: "FlipbookAssetSymbols", capability: .buildTool(), dependencies: ["FlipbookAssetSymbolsGenerator"]),
  .plugin(name: "FlipbookPreviews", capability: .buildTool(), dependencies: ["FlipbookPreviewTestsGenerator"]),
  .plugin(
    name: "FlipbookCommand",
    capability: .command(
      intent: .custom(verb: "flipbook", description: "List and render the package's films and previews"),
      permissions: [.writeToPackageDirectory(reason: "writes the rendered PNG and GIF files")])),
  // The `flipbook` command's commands over a catalog of films and previews:
  // the built-in executable's, and the `flipbook` plug-in's in a user's package.
  .target(
    name: "FlipbookCommands",
    dependencies: [
      "Flipbook", "FlipbookSamples", "Encoders", .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ]),
  .executableTarget(name: "FlipbookCLI", dependencies: ["Flipbook", "Posts", "FlipbookCommands"]),
]

// MARK: - Benchmarks (run by Scripts/bench-encoders and Scripts/bench-view-graph, not by the tests)

let benchmarks: [Target] = [
  .executableTarget(
    name: "EncodersBenchmark", dependencies: ["Encoders", "Rasterizer", "CCairo"], path: "Benchmarks/EncodersBenchmark"),
  .executableTarget(
    name: "ViewGraphBenchmark", dependencies: ["Flipbook", "Posts", "Encoders", "FlipbookTesting"], path: "Benchmarks/ViewGraphBenchmark",
    swiftSettings: [.swiftLanguageMode(.v5)]),
]

// MARK: - Tests

let tests: [Target] = [
  // Swift 5 mode: the tests paste seed code (e.g. a mutable `static var zero`)
  // exactly as the posts publish it.
  .testTarget(
    name: "FlipbookCoreTests", dependencies: ["FlipbookCore"],
    swiftSettings: [.swiftLanguageMode(.v5)]),
  // The encoders' round trips decode with Rasterizer's PNG reader.
  .testTarget(name: "EncodersTests", dependencies: ["Encoders", "Rasterizer"]),
  .testTarget(
    name: "FlipbookSnapshotTestingTests",
    dependencies: [
      "FlipbookSnapshotTesting", "Flipbook", "FlipbookTesting",
      .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ],
    exclude: ["__Snapshots__"]),
  .testTarget(
    name: "FlipbookMacrosTests",
    dependencies: ["FlipbookMacros", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax")]),
  .testTarget(
    name: "FlipbookTests",
    dependencies: [
      "Flipbook", "FlipbookTesting", "FlipbookPackageCommand", "FlipbookCommands", "Encoders", "CFreeType",
      "FlipbookAssetSymbolsSupport",
    ],
    // Tests in folders by feature, each folder's goldens beside its tests;
    // the previews' goldens at the target's top (the plug-in's place).
    exclude: ["__Snapshots__"] + [
      "Animation", "Controls", "Drawing", "FilmsAndTime", "GraphAndState", "ImagesAndSymbols", "Layout", "Lists",
      "Navigation", "Presentation", "PreviewsAndPrograms", "RealWorld", "Text",
    ].map { $0 + "/__Snapshots__" },
    resources: [
      .copy("Resources/Symbols.xcassets"), .copy("Resources/Localizable.xcstrings"), .copy("Resources/de.lproj"),
    ],
    swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["FlipbookPreviews", "FlipbookAssetSymbols"]),
  .testTarget(
    name: "PostsTests",
    dependencies: ["Posts", "FlipbookSamples", "Flipbook", "FlipbookTesting", "FlipbookPackageCommand", "Encoders"],
    exclude: ["__Snapshots__"],
    swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["FlipbookPreviews"]),
  // The golden machinery itself: tolerances, strips, record modes, text
  // goldens.
  .testTarget(
    name: "FlipbookTestingTests", dependencies: ["FlipbookTesting", "Flipbook", "Rasterizer", "Encoders"],
    exclude: ["__Snapshots__"]),
  // Code as a Swift 6 app writes it: main-actor views, models and tasks.
  .testTarget(name: "SwiftSixModeTests", dependencies: ["Flipbook"]),
  // Code that keeps `import SwiftUI`: built as README's package builds
  // it, with the module alias (SwiftUI names Flipbook, Linux only).
  // An app target as README's package builds it (aliased SwiftUI=Flipbook,
  // the Flipbook product's modules, README's implicit imports) with
  // generated asset symbols, for ImportSwiftUITests.
  .target(
    name: "ImportSwiftUIFixtures", dependencies: (["Flipbook", "FlipbookAssetSymbolsSupport"] + platformModules).map { .target(name: $0) },
    path: "Tests/ImportSwiftUIFixtures", resources: [.copy("Resources/Fixtures.xcassets")],
    swiftSettings: [
      .unsafeFlags(
        [
          "-module-alias", "SwiftUI=Flipbook", "-Xfrontend", "-import-module", "-Xfrontend", "AppKit", "-Xfrontend",
          "-import-module", "-Xfrontend", "Combine", "-Xfrontend", "-import-module", "-Xfrontend", "FlipbookFoundation",
        ], .when(platforms: [.linux]))
    ],
    plugins: ["FlipbookAssetSymbols"]),
  .testTarget(
    name: "ImportSwiftUITests",
    dependencies: ["Flipbook", "FlipbookSnapshotTesting", "UIKit", "StoreKit", "ImportSwiftUIFixtures"],
    exclude: ["__Snapshots__"],
    swiftSettings: [
      .unsafeFlags(
        [
          "-module-alias", "SwiftUI=FlipbookSnapshotTesting", "-Xfrontend", "-import-module", "-Xfrontend", "Combine",
          "-Xfrontend", "-import-module", "-Xfrontend", "FlipbookFoundation",
        ],
        .when(platforms: [.linux]))
    ]),
  // A test file importing only SnapshotTesting and the app, alone in its
  // target, with the README's test-target flags.
  .testTarget(
    name: "SnapshotOnlyImportTests",
    dependencies: ["FlipbookSnapshotTesting", "UIKit", "ImportSwiftUIFixtures"],
    swiftSettings: [
      .unsafeFlags(
        [
          "-module-alias", "SwiftUI=FlipbookSnapshotTesting", "-Xfrontend", "-import-module", "-Xfrontend", "SwiftUI",
          "-Xfrontend", "-import-module", "-Xfrontend", "UIKit",
        ],
        .when(platforms: [.linux]))
    ]),
  .testTarget(
    name: "RasterizerTests", dependencies: ["Rasterizer", "FlipbookTesting"],
    exclude: ["__Snapshots__"]),
]

let package = Package(
  name: "Flipbook",
  platforms: [.macOS(.v13)],
  products: products + platformProducts,
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // 603 at least where it can be had: a 6.3 compiler ends a macro plug-in's
    // session with an empty message, which 602's plug-in reads as corrupt
    // JSON ("Internal Error: DecodingError…" once per compile job).
    .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    // `swift package generate-documentation` (DocC catalogs in Flipbook and FlipbookTesting).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ] + platformPackages,
  targets: systemLibraries + libraries + platformTargets + benchmarks + tests
)
