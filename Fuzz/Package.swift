// swift-tools-version: 6.1
// libFuzzer harnesses for Flipbook's parsers and decoders, built and run by
// Scripts/fuzz with `-sanitize=fuzzer,address` (not part of the main build).
import PackageDescription

let harness = { (name: String, dependencies: [Target.Dependency]) in
  Target.executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies)
}

let package = Package(
  name: "FlipbookFuzz",
  dependencies: [.package(name: "Flipbook", path: "..")],
  targets: [
    .target(name: "FuzzSupport"),
    harness("FuzzSVGPath", [.product(name: "FlipbookCore", package: "Flipbook")]),
    harness("FuzzPathDescription", [.product(name: "FlipbookCore", package: "Flipbook")]),
    harness("FuzzPNG", [.product(name: "Rasterizer", package: "Flipbook")]),
    harness("FuzzGIF", [.product(name: "Encoders", package: "Flipbook")]),
    harness("FuzzColorCatalog", [.product(name: "FlipbookCore", package: "Flipbook")]),
    harness("FuzzText", [.product(name: "Rasterizer", package: "Flipbook")]),
  ]
)
