// `import Cocoa` on Linux: AppKit and Foundation, as Apple's umbrella
// module. Declared in Package.swift for Linux only.
@_exported import AppKit
