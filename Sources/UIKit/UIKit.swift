// `import UIKit` on Linux, where Apple's module does not exist: the part of
// UIKit that SwiftUI code uses, which Flipbook declares (see
// Sources/Flipbook/Platform/PlatformStandIns.swift for what each type is and
// lacks). With this module, `#if canImport(UIKit)` branches compile and draw
// as on iOS. Like Apple's, it re-exports Foundation (and CoreGraphics).
// Declared in Package.swift for Linux only.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import class Flipbook.UIColor
@_exported import class Flipbook.UIFont
@_exported import class Flipbook.UIImage
@_exported import class Flipbook.UIBezierPath
@_exported import struct Flipbook.UIRectCorner
@_exported import class Flipbook.UIScreen
@_exported import class Flipbook.UIDevice
@_exported import enum Flipbook.UIDeviceOrientation
@_exported import class Flipbook.UIView
@_exported import class Flipbook.UIViewController
@_exported import class Flipbook.UIHostingController
@_exported import class Flipbook.UITraitCollection
@_exported import enum Flipbook.UIUserInterfaceStyle
@_exported import enum Flipbook.UIUserInterfaceSizeClass
@_exported import enum Flipbook.UIUserInterfaceIdiom
@_exported import enum Flipbook.UITraitEnvironmentLayoutDirection
@_exported import struct Flipbook.UIContentSizeCategory
@_exported import class Flipbook.UIFeedbackGenerator
@_exported import class Flipbook.UIImpactFeedbackGenerator
@_exported import class Flipbook.UINotificationFeedbackGenerator
@_exported import class Flipbook.UISelectionFeedbackGenerator
@_exported import class Flipbook.UIApplication
@_exported import class Flipbook.UIPageControl
@_exported import class Flipbook.UINavigationBar
@_exported import class Flipbook.UINavigationBarAppearance
@_exported import class Flipbook.UIBarAppearance
@_exported import enum Flipbook.UIBarMetrics
@_exported import class Flipbook.UITabBar
@_exported import class Flipbook.UITabBarAppearance
@_exported import class Flipbook.UITableView
@_exported import class Flipbook.UISegmentedControl
@_exported import enum Flipbook.UIControl
@_exported import struct Flipbook.UIEdgeInsets
@_exported import class Flipbook.UIResponder
@_exported import class Flipbook.UINavigationController
@_exported import class Flipbook.UIWindow
