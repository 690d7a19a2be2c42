// swift-tools-version: 6.1
// A package that uses Flipbook as any other would: its views' previews
// become golden tests through the FlipbookPreviews plug-in, and the
// README's examples build and run here (Scripts/check-examples).
import PackageDescription

let package = Package(
  name: "Gallery",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Flipbook", path: "../.."),
  ],
  targets: [
    .target(
      name: "Gallery", dependencies: [.product(name: "Flipbook", package: "Flipbook")],
      // As app code is written in Xcode's default language mode: timers'
      // and tasks' closures capture views, which Flipbook's `View` (not
      // main-actor isolated, unlike SwiftUI's) can't send in Swift 6 mode.
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "GalleryTests",
      dependencies: [
        "Gallery", .product(name: "FlipbookTesting", package: "Flipbook"),
        // The host of `swift package flipbook …` (check-examples runs it).
        .product(name: "FlipbookPackageCommand", package: "Flipbook"),
      ],
      exclude: ["__Snapshots__"],
      plugins: [.plugin(name: "FlipbookPreviews", package: "Flipbook")]),
    // The README's Swift examples, verbatim (Scripts/check-examples keeps
    // them in step with the README, builds and runs them).
    .executableTarget(name: "ReadmeFilm", dependencies: [.product(name: "Flipbook", package: "Flipbook")]),
    .executableTarget(name: "ReadmeGeometry", dependencies: [.product(name: "FlipbookCore", package: "Flipbook")]),
    .executableTarget(
      name: "ReadmeGraphicsContext",
      dependencies: [
        .product(name: "FlipbookCore", package: "Flipbook"), .product(name: "Rasterizer", package: "Flipbook"),
        .product(name: "Encoders", package: "Flipbook"),
      ]),
    .executableTarget(name: "ReadmeRender", dependencies: [.product(name: "Flipbook", package: "Flipbook")]),
  ]
)
