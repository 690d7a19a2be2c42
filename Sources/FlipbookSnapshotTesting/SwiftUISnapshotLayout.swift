import Flipbook

/// How a view is sized for a snapshot, as swift-snapshot-testing's
/// `SwiftUISnapshotLayout` on iOS, so the same test line compiles on both.
public enum SwiftUISnapshotLayout: Sendable {
  /// A device's whole screen, the view in its safe area.
  case device(config: ViewImageConfig)
  /// A fixed size in points, the view centred in it.
  case fixed(width: CGFloat, height: CGFloat)
  /// The size the view picks when offered the default device's safe area.
  case sizeThatFits
}

/// A device's screen for `.device(config:)`, as swift-snapshot-testing's
/// `ViewImageConfig` presets (`.iPhone13`, `.iPhoneSe`, `.iPadPro11` …),
/// each in portrait or landscape.
public struct ViewImageConfig: Sendable {
  public enum Orientation: Sendable {
    case portrait
    case landscape
  }

  /// The `PreviewDevice` name of the screen.
  public var device: PreviewDevice
  /// Portrait or landscape.
  public var orientation: Orientation

  public init(device: PreviewDevice, orientation: Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
  }

  static func named(_ name: String, _ orientation: Orientation) -> ViewImageConfig {
    ViewImageConfig(device: PreviewDevice(rawValue: name), orientation: orientation)
  }

  public static let iPhoneSe = iPhoneSe(.portrait)
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { named("iPhone SE (1st generation)", orientation) }
  public static let iPhone8 = iPhone8(.portrait)
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { named("iPhone 8", orientation) }
  public static let iPhone8Plus = iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { named("iPhone 8 Plus", orientation) }
  public static let iPhoneX = iPhoneX(.portrait)
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { named("iPhone X", orientation) }
  public static let iPhoneXr = iPhoneXr(.portrait)
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { named("iPhone XR", orientation) }
  public static let iPhoneXsMax = iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { named("iPhone XS Max", orientation) }
  public static let iPhone12 = iPhone12(.portrait)
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { named("iPhone 12", orientation) }
  public static let iPhone12Pro = iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { named("iPhone 12 Pro", orientation) }
  public static let iPhone12ProMax = iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig { named("iPhone 12 Pro Max", orientation) }
  public static let iPhone13 = iPhone13(.portrait)
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { named("iPhone 13", orientation) }
  public static let iPhone13Mini = iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig { named("iPhone 13 mini", orientation) }
  public static let iPhone13Pro = iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { named("iPhone 13 Pro", orientation) }
  public static let iPhone13ProMax = iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { named("iPhone 13 Pro Max", orientation) }
  public static let iPadMini = iPadMini(.portrait)
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { named("iPad mini (6th generation)", orientation) }
  public static let iPadPro11 = iPadPro11(.portrait)
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { named("iPad Pro (11-inch)", orientation) }
  public static let iPadPro12_9 = iPadPro12_9(.portrait)
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    named("iPad Pro (12.9-inch) (6th generation)", orientation)
  }
}
