/// The device a preview is shown on, by its simulator name, as SwiftUI's
/// `PreviewDevice`: `PreviewDevice(rawValue: "iPhone 15 Pro")`, or a
/// string literal.
///
/// Flipbook knows the screens of the iPhones and iPads Xcode lists
/// (`PreviewDevice.known`): their size in points, their scale and their
/// portrait safe area, from Apple's device specifications and the
/// simulators' `safeAreaInsets`. A name it does not know is an error when
/// the preview renders (`PreviewError.unknownDevice`), never a guess.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The simulator's name.
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  /// The device previews use when none is named: iPhone 16 Pro, Xcode 16's
  /// default simulator.
  public static let `default` = PreviewDevice(rawValue: "iPhone 16 Pro")

  /// The screen of this device, or nil when Flipbook does not know it.
  public var screen: DeviceScreen? { DeviceScreen.named(rawValue) }
}

/// A device's screen: its size in points in portrait, its scale, and the
/// insets of its safe area in portrait.
public struct DeviceScreen: Hashable, Sendable {
  /// The names this screen answers to (simulator names).
  public var names: [String]
  /// Width and height in points, portrait.
  public var size: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// The safe area's insets in portrait (status bar or sensor housing on
  /// top, home indicator at the bottom).
  public var safeArea: EdgeInsets
  /// Whether the screen has rounded corners and a home indicator, which
  /// keep insets in landscape too.
  public var isEdgeToEdge: Bool

  /// The screen's size in `orientation`.
  public func size(in orientation: InterfaceOrientation) -> CGSize {
    orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
  }

  /// The safe area's insets in `orientation`: an edge-to-edge iPhone keeps
  /// its sensor housing's inset on the side it turned to, the other side
  /// matching, and 21 pt for the home indicator; an iPad keeps its status
  /// bar and indicator; a phone with a home button has none in landscape.
  public func safeArea(in orientation: InterfaceOrientation) -> EdgeInsets {
    switch orientation {
    case .portraitUpsideDown where isPhone:
      return EdgeInsets(top: safeArea.bottom, leading: 0, bottom: safeArea.top, trailing: 0)
    case .landscapeLeft, .landscapeRight:
      if !isPhone { return safeArea }
      guard isEdgeToEdge else { return EdgeInsets() }
      return EdgeInsets(top: 0, leading: safeArea.top, bottom: 21, trailing: safeArea.top)
    default:
      return safeArea
    }
  }

  /// Whether it is an iPhone's screen.
  public var isPhone: Bool { names.first?.hasPrefix("iPhone") ?? false }

  /// The horizontal and vertical size classes of an app filling the screen
  /// in `orientation`, as Apple's Human Interface Guidelines tabulate them
  /// ("Layout: Device size classes"): an iPad is regular both ways; an
  /// iPhone is compact across and regular down in portrait, compact down
  /// in landscape, where the phones 414 points wide or more (the Plus and
  /// Max models, XR, 11) are regular across and the others compact.
  public func sizeClasses(in orientation: InterfaceOrientation) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
    guard isPhone else { return (.regular, .regular) }
    guard orientation.isLandscape else { return (.compact, .regular) }
    return (size.width >= 414 ? .regular : .compact, .compact)
  }

  /// The height of the status bar in portrait, in points: the safe area's
  /// top on every screen but the phones with a Dynamic Island, whose
  /// status bar is 54 pt with the safe area below the island (59, 62 or
  /// 68 pt). iOS's `statusBarManager.statusBarFrame`, as the simulators
  /// report it (an iPhone 15: status bar 54, safe area 59).
  public var statusBarHeight: CGFloat {
    isPhone && safeArea.top > Self.dynamicIslandStatusBarHeight ? Self.dynamicIslandStatusBarHeight : safeArea.top
  }

  /// The status bar of the Dynamic Island phones (iPhone 14 Pro to 17),
  /// the simulators Xcode has offered first since 2022: 54 pt.
  public static let dynamicIslandStatusBarHeight: CGFloat = 54

  /// The status bars of the iPhone simulators Xcode has offered first,
  /// newest first: 54 pt (the Dynamic Island phones, from Xcode 14 in
  /// 2022), 47 (iPhone 12 to 14, from 2020), 48 (iPhone 11, 2019) and 44
  /// (iPhone XS, 2018). A hosting controller's safe area takes the
  /// simulator's bar where it is taller than a snapshot config's top
  /// inset (swift-snapshot-testing issues #430 and #474):
  /// ValeFCF/SnapshotTest's iOS 14 reference of an iPhone SE config (20 pt)
  /// centres its text 13.5 pt lower, as a 47-pt bar does.
  public static let hostStatusBars: [CGFloat] = [dynamicIslandStatusBarHeight, 47, 48, 44]

  /// The screen for a simulator name (case and spacing ignored).
  public static func named(_ name: String) -> DeviceScreen? {
    let key = normalized(name)
    return known.first { screen in screen.names.contains { normalized($0) == key } }
  }

  static func normalized(_ name: String) -> String {
    name.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).joined(separator: " ")
  }

  /// Every screen Flipbook knows.
  public static let known: [DeviceScreen] = [
    phone(["iPhone 17 Pro", "iPhone 17", "iPhone 16 Pro"], 402, 874, top: 62),
    phone(["iPhone 17 Pro Max", "iPhone 16 Pro Max"], 440, 956, top: 62),
    phone(["iPhone Air"], 420, 912, top: 68),
    phone(["iPhone 16", "iPhone 15", "iPhone 15 Pro", "iPhone 14 Pro"], 393, 852, top: 59),
    phone(["iPhone 16 Plus", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 14 Pro Max"], 430, 932, top: 59),
    phone(["iPhone 16e", "iPhone 14", "iPhone 13", "iPhone 13 Pro", "iPhone 12", "iPhone 12 Pro"], 390, 844, top: 47),
    phone(["iPhone 14 Plus", "iPhone 13 Pro Max", "iPhone 12 Pro Max"], 428, 926, top: 47),
    phone(["iPhone 13 mini", "iPhone 12 mini"], 375, 812, top: 50),
    phone(["iPhone 11", "iPhone XR"], 414, 896, scale: 2, top: 48),
    phone(["iPhone 11 Pro", "iPhone XS", "iPhone X"], 375, 812, top: 44),
    phone(["iPhone 11 Pro Max", "iPhone XS Max"], 414, 896, top: 44),
    phone(
      ["iPhone SE (3rd generation)", "iPhone SE (2nd generation)", "iPhone 8", "iPhone 7", "iPhone 6s"], 375, 667,
      scale: 2, top: 20, bottom: 0),
    phone(["iPhone 8 Plus", "iPhone 7 Plus"], 414, 736, top: 20, bottom: 0),
    phone(["iPhone SE (1st generation)", "iPhone SE"], 320, 568, scale: 2, top: 20, bottom: 0),
    pad(["iPad Pro 11-inch (M4)", "iPad Pro (11-inch) (M4)"], 834, 1210),
    pad(["iPad Pro 13-inch (M4)", "iPad Pro (13-inch) (M4)"], 1032, 1376),
    pad(
      [
        "iPad Pro (11-inch) (4th generation)", "iPad Pro (11-inch) (3rd generation)",
        "iPad Pro (11-inch) (2nd generation)", "iPad Pro (11-inch) (1st generation)", "iPad Pro (11-inch)",
      ], 834, 1194),
    pad(
      [
        "iPad Pro (12.9-inch) (6th generation)", "iPad Pro (12.9-inch) (5th generation)",
        "iPad Pro (12.9-inch) (4th generation)", "iPad Pro (12.9-inch) (3rd generation)",
        "iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)",
      ], 1024, 1366),
    pad(
      [
        "iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)", "iPad Air (5th generation)", "iPad Air (4th generation)",
        "iPad (10th generation)", "iPad (A16)",
      ], 820, 1180),
    pad(["iPad mini (6th generation)", "iPad mini (A17 Pro)"], 744, 1133),
    pad(["iPad (9th generation)", "iPad (8th generation)", "iPad (7th generation)"], 810, 1080, top: 20, bottom: 0),
  ]

  static func phone(
    _ names: [String], _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3, top: CGFloat, bottom: CGFloat = 34
  ) -> DeviceScreen {
    DeviceScreen(
      names: names, size: CGSize(width: width, height: height), scale: scale,
      safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), isEdgeToEdge: bottom > 0)
  }

  static func pad(
    _ names: [String], _ width: CGFloat, _ height: CGFloat, top: CGFloat = 24, bottom: CGFloat = 20
  ) -> DeviceScreen {
    DeviceScreen(
      names: names, size: CGSize(width: width, height: height), scale: 2,
      safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), isEdgeToEdge: bottom > 0)
  }
}
