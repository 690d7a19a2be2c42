// `import UIKit` on Linux, where Apple's module does not exist: the part of
// UIKit that SwiftUI code uses, declared here (see PlatformStandIns.swift
// for what each type is and lacks). With this module, `#if
// canImport(UIKit)` branches compile and draw as on iOS. Like Apple's, it
// re-exports Foundation (and CoreGraphics); `Flipbook` re-exports it, as
// `import SwiftUI` re-exports UIKit on iOS. Declared in Package.swift for
// Linux only.
//
// Why the declarations live here, below Flipbook, and not in it: SwiftPM
// puts every module of a build in one folder that every target's compiler
// searches, so another package's `#if canImport(UIKit) import UIKit` (as
// swift-snapshot-testing's AssertSnapshot.swift has) finds this module
// whether or not it asked for it. The module must then load with nothing
// but that folder: it imports Swift modules only (FlipbookCore and
// CoreGraphics), none of which imports OpenCombine or a C library, whose
// module maps SwiftPM passes only to the targets that depend on them. (So
// a `UIImage` of decoded data holds Rasterizer's `ImageSource` as an
// object, and Flipbook, which imports Rasterizer, draws it.) When this module
// re-exported Flipbook, such a package failed to build with "missing
// required module 'COpenCombineHelpers'" (Scripts/check-newcomer builds
// that order: `swift build`, then `swift test`).
@_exported import CoreGraphics
@_exported import Foundation
// Darwin's Foundation has URLSession; corelibs moved it to
// FoundationNetworking (part of the toolchain, so the rule above holds):
// an image loader written `import UIKit` alone finds `URLSession.shared`.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
// As Apple's UIKit does: a view that schedules a reminder with
// `UNUserNotificationCenter` compiles under `import SwiftUI` alone.
@_exported import UserNotifications
