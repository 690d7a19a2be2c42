import Flipbook

/// How a view is sized for a snapshot, as swift-snapshot-testing's
/// `SwiftUISnapshotLayout` on iOS, so the same test line compiles on both.
public enum SwiftUISnapshotLayout: Sendable {
  /// A device's whole screen, the view in its safe area.
  case device(config: ViewImageConfig)
  /// A fixed size in points, the view centred in it.
  case fixed(width: CGFloat, height: CGFloat)
  /// The size the view picks when offered nothing (0 × 0), as
  /// `UIHostingController.sizeThatFits(in: .zero)` on iOS: its smallest
  /// (see `fittingProposal`); a view empty that way is offered the
  /// recording device's safe area.
  case sizeThatFits
}

/// A device's screen for snapshots, as swift-snapshot-testing's
/// `ViewImageConfig` (1.19): a size in points, a safe area, and traits.
/// The presets carry the library's own figures, so a Linux render is the
/// reference's size with its content where the simulator put it: the
/// iPhone SE is 320 × 568 with a 20-pt status bar, the iPhone 13 390 × 844
/// with 47 and 34 pt insets, an iPad full-screen in landscape unless asked
/// otherwise, split views at their widths; iPhones in the `.medium` Dynamic
/// Type category, as the library sets them (body text 16 pt).
///
/// The presets name no scale, as the library's don't: an image is as many
/// pixels as the recording simulator's screen made (`traits.displayScale`
/// when given, else `ViewImageConfig.recordingScale`).
public struct ViewImageConfig: Sendable {
  public enum Orientation: Sendable {
    case landscape
    case portrait
  }

  /// An iPad's orientation with its split-view width, as the library's
  /// `TabletOrientation`.
  public enum TabletOrientation: Sendable {
    public enum PortraitSplits: Sendable { case oneThird, twoThirds, full }
    public enum LandscapeSplits: Sendable { case oneThird, oneHalf, twoThirds, full }
    case landscape(splitView: LandscapeSplits)
    case portrait(splitView: PortraitSplits)
  }

  /// The safe area's insets (the status bar, the sensor housing, the home
  /// indicator).
  public var safeArea: UIEdgeInsets
  /// The screen in points; nil sizes the view to fit.
  public var size: CGSize?
  /// The traits the view is drawn with.
  public var traits: UITraitCollection

  public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }

  /// Pixels per point when neither the traits nor the recording device
  /// (`SnapshotReferences.device`, `FLIPBOOK_RECORDING_DEVICE`) name one:
  /// 3, the scale of the iPhone 15 and later simulators Xcode 15 and 16
  /// default to. New references are recorded at it; an existing reference
  /// of another device scale (an iPhone SE or iPad simulator's 2×) is
  /// compared with the view rendered again at that scale, so a mixed suite
  /// needs no setting. A suite recorded at 2× names its device (the
  /// setting is scoped to a test or the process, never a global).
  public static let recordingScale: CGFloat = 3

  /// The scale a render with `traits` (the strategy's, over this config's)
  /// uses.
  func scale(with traits: UITraitCollection) -> CGFloat {
    for scale in [traits.displayScale, self.traits.displayScale] where scale.isFinite && scale > 0 { return scale }
    return Self.recordingScale
  }

  // MARK: iPhones

  /// An iPhone preset: its portrait size and insets, its landscape insets,
  /// whether it is regular-width in landscape (the Plus and Max phones).
  private static func phone(
    _ orientation: Orientation, width: CGFloat, height: CGFloat, portrait: UIEdgeInsets, landscape: UIEdgeInsets,
    wideInLandscape: Bool
  ) -> ViewImageConfig {
    let isPortrait = orientation == .portrait
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(layoutDirection: .leftToRight), UITraitCollection(preferredContentSizeCategory: .medium),
      UITraitCollection(userInterfaceIdiom: .phone),
      UITraitCollection(horizontalSizeClass: !isPortrait && wideInLandscape ? .regular : .compact),
      UITraitCollection(verticalSizeClass: isPortrait ? .regular : .compact),
    ])
    return ViewImageConfig(
      safeArea: isPortrait ? portrait : landscape,
      size: isPortrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width), traits: traits)
  }

  private static let statusBar = UIEdgeInsets(top: 20)
  private static let notch44 = (UIEdgeInsets(top: 44, bottom: 34), UIEdgeInsets(left: 44, bottom: 24, right: 44))
  private static let notch47 = (UIEdgeInsets(top: 47, bottom: 34), UIEdgeInsets(left: 47, bottom: 21, right: 47))

  public static let iPhoneSe = iPhoneSe(.portrait)
  public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 320, height: 568, portrait: statusBar, landscape: .zero, wideInLandscape: false)
  }
  public static let iPhone8 = iPhone8(.portrait)
  public static func iPhone8(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 375, height: 667, portrait: statusBar, landscape: .zero, wideInLandscape: false)
  }
  public static let iPhone8Plus = iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 414, height: 736, portrait: statusBar, landscape: .zero, wideInLandscape: true)
  }
  public static let iPhoneX = iPhoneX(.portrait)
  public static func iPhoneX(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 375, height: 812, portrait: notch44.0, landscape: notch44.1, wideInLandscape: false)
  }
  public static let iPhoneXsMax = iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 414, height: 896, portrait: notch44.0, landscape: notch44.1, wideInLandscape: true)
  }
  public static let iPhoneXr = iPhoneXr(.portrait)
  public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 414, height: 896, portrait: notch44.0, landscape: notch44.1, wideInLandscape: true)
  }
  public static let iPhone12 = iPhone12(.portrait)
  public static func iPhone12(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 390, height: 844, portrait: notch47.0, landscape: notch47.1, wideInLandscape: false)
  }
  public static let iPhone12Pro = iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
  public static let iPhone12ProMax = iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig {
    phone(o, width: 428, height: 926, portrait: notch47.0, landscape: notch47.1, wideInLandscape: true)
  }
  public static let iPhone13 = iPhone13(.portrait)
  public static func iPhone13(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
  /// The library's iPhone 13 mini: 50-pt insets, with the iPhone 13's traits.
  public static let iPhone13Mini = iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig {
    var config = phone(
      o, width: 375, height: 812, portrait: UIEdgeInsets(top: 50, bottom: 34),
      landscape: UIEdgeInsets(left: 50, bottom: 21, right: 50), wideInLandscape: false)
    config.traits = iPhone13(o).traits
    return config
  }
  public static let iPhone13Pro = iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { iPhone13(o) }
  public static let iPhone13ProMax = iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig { iPhone12ProMax(o) }

  // MARK: iPads

  /// An iPad preset: the widths of its split views in landscape (⅓, ½, ⅔,
  /// full) and portrait (⅓, ⅔, full), its short and long sides, its insets,
  /// and which split widths are still regular-width.
  private static func pad(
    _ orientation: TabletOrientation, landscapeWidths: [CGFloat], portraitWidths: [CGFloat], short: CGFloat,
    long: CGFloat, insets: UIEdgeInsets, regularFromLandscape: Int = 2, regularFromPortrait: Int = 2
  ) -> ViewImageConfig {
    let width: CGFloat, height: CGFloat, regular: Bool
    switch orientation {
    case .landscape(let split):
      let index = [.oneThird, .oneHalf, .twoThirds, .full].firstIndex(of: split)!
      (width, height, regular) = (landscapeWidths[index], short, index >= regularFromLandscape)
    case .portrait(let split):
      let index = [.oneThird, .twoThirds, .full].firstIndex(of: split)!
      (width, height, regular) = (portraitWidths[index], long, index >= regularFromPortrait)
    }
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: regular ? .regular : .compact),
      UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .pad),
    ])
    return ViewImageConfig(safeArea: insets, size: CGSize(width: width, height: height), traits: traits)
  }

  private static func full(_ o: Orientation) -> TabletOrientation {
    o == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
  }

  public static let iPadMini = iPadMini(.landscape)
  public static func iPadMini(_ o: Orientation) -> ViewImageConfig { iPadMini(full(o)) }
  public static func iPadMini(_ o: TabletOrientation) -> ViewImageConfig {
    pad(o, landscapeWidths: [320, 507, 694, 1024], portraitWidths: [320, 438, 768], short: 768, long: 1024, insets: statusBar)
  }
  public static let iPad9_7 = iPadMini
  public static func iPad9_7(_ o: Orientation) -> ViewImageConfig { iPadMini(o) }
  public static func iPad9_7(_ o: TabletOrientation) -> ViewImageConfig { iPadMini(o) }
  public static let iPad10_2 = iPad10_2(.landscape)
  public static func iPad10_2(_ o: Orientation) -> ViewImageConfig { iPad10_2(full(o)) }
  public static func iPad10_2(_ o: TabletOrientation) -> ViewImageConfig {
    pad(o, landscapeWidths: [320, 535, 750, 1080], portraitWidths: [320, 480, 810], short: 810, long: 1080, insets: statusBar)
  }
  public static let iPadPro10_5 = iPadPro10_5(.landscape)
  public static func iPadPro10_5(_ o: Orientation) -> ViewImageConfig { iPadPro10_5(full(o)) }
  public static func iPadPro10_5(_ o: TabletOrientation) -> ViewImageConfig {
    pad(o, landscapeWidths: [320, 551, 782, 1112], portraitWidths: [320, 504, 834], short: 834, long: 1112, insets: statusBar)
  }
  public static let iPadPro11 = iPadPro11(.landscape)
  public static func iPadPro11(_ o: Orientation) -> ViewImageConfig { iPadPro11(full(o)) }
  public static func iPadPro11(_ o: TabletOrientation) -> ViewImageConfig {
    pad(
      o, landscapeWidths: [375, 592, 809, 1194], portraitWidths: [320, 504, 834], short: 834, long: 1194,
      insets: UIEdgeInsets(top: 24, bottom: 20))
  }
  /// The 12.9-inch iPad Pro: its half-width landscape split is regular.
  public static let iPadPro12_9 = iPadPro12_9(.landscape)
  public static func iPadPro12_9(_ o: Orientation) -> ViewImageConfig { iPadPro12_9(full(o)) }
  public static func iPadPro12_9(_ o: TabletOrientation) -> ViewImageConfig {
    pad(
      o, landscapeWidths: [375, 678, 981, 1366], portraitWidths: [375, 639, 1024], short: 1024, long: 1366,
      insets: statusBar, regularFromLandscape: 1)
  }

  // MARK: Televisions

  public static let tv = ViewImageConfig(
    safeArea: UIEdgeInsets(top: 60, left: 90, bottom: 60, right: 90), size: CGSize(width: 1920, height: 1080))
  public static let tv4K = ViewImageConfig(
    safeArea: UIEdgeInsets(top: 120, left: 180, bottom: 120, right: 180), size: CGSize(width: 3840, height: 2160))
}

extension SwiftUISnapshotLayout {
  /// When a snapshot is taken, in seconds of film time after the view
  /// appears: 0, as on iOS. swift-snapshot-testing adds the view's
  /// controller to a window, runs its appearance transition and layout,
  /// and renders its layer tree (`layer.render(in:)`) at once, in the same
  /// turn of the run loop (`prepareView`, `snapshotView` in its
  /// View.swift): `onAppear` has run, but no timer, delayed block,
  /// `DispatchQueue.main.async` block or `.task` body has, and an
  /// animation started on appear is drawn where it starts (its issue #444:
  /// an animated `onAppear` change missing from the image even after
  /// `.wait(for:on:)`; #1055 asks for a hook to wait for `onAppear`).
  /// Previews are drawn later (`Preview.settleTime`), as Xcode's canvas
  /// shows them; films by their script. Inside swift-snapshot-testing's
  /// `.wait(for:on:)` the moment is that many seconds later
  /// (`waitedTime`): what the run loop would have run by then has run.
  public static let snapshotTime: Double = 0

  /// The film time a snapshot taken now is drawn at: `snapshotTime`, plus
  /// the seconds of an enclosing `.wait(for:on:)`.
  public static var currentSnapshotTime: Double { snapshotTime + (waitedTime ?? 0) }

  /// What a size-that-fits snapshot offers the view: nothing, 0 × 0.
  ///
  /// swift-snapshot-testing sizes a SwiftUI view that has no size with
  /// `UIHostingController.sizeThatFits(in: .zero)` (SwiftUIView.swift), a
  /// proposal of zero in both dimensions, then draws it at the size it
  /// answered. The hosting view's frame is then set to that size, and the
  /// view laid out again, offered it: what measured empty at zero may take
  /// room now, and what is larger than the frame is centred on it (the
  /// hosting view centres its root). In vjr2005/Challenge's status-dot
  /// gallery (iOS 26) the captions, 0 × 0 when measured, are offered their
  /// column at the second pass and truncate to "…" a line tall, so each
  /// column is 16 pt taller than the image and sits 8 pt above its top.
  /// So on iOS a view takes its *smallest* size there: a text in
  /// a `.frame(width: 320)` keeps one line and truncates ("This is the
  /// card content with so…" in vjr2005/Challenge's DSCard reference,
  /// recorded on iOS 18), a text offered no width at all is 0 × 0, a
  /// flexible frame is its content's width (swift-snapshot-testing issues
  /// #368 and #1070 describe the same). Where that size is empty in either
  /// dimension (a lone shape, a `List`, a `Color`, a `NavigationStack`)
  /// the library falls back to `sizeToFit()` on a window of the screen's
  /// size with the hosting controller's safe area disabled: Flipbook offers
  /// the recording device's whole screen then. Previews' `.sizeThatFits`
  /// keeps Xcode's rule (the safe area offered).
  static let fittingProposal = ProposedViewSize(width: 0, height: 0)

  /// The top inset of a device config that the recording simulator's
  /// status bar raises where the bar is taller; nil where it can't (a size
  /// that fits, a fixed size, a config with no safe area or in landscape).
  ///
  /// swift-snapshot-testing hosts the controller in a window whose
  /// `safeAreaInsets` it overrides with the config's, but a hosting
  /// controller in a test with a host application takes the top of its
  /// safe area from the scene's status bar where that is taller: the
  /// library's issues #430 and #474 (an offset that depends on the
  /// simulator, not the config), and fespinoza/sample-json-app's
  /// `.image(on: .iPhone13Pro)` references (47 pt in the config), whose
  /// inline navigation bar, large title and centred content all sit 7 pt
  /// lower than a 47-pt inset puts them: at 54 pt, the status bar of the
  /// iPhone 15 Pro they were recorded on. With no safe area in the config
  /// the library moves the view off screen, and no status bar reaches it.
  var statusBarFloor: CGFloat? {
    guard case .device(let config) = self, let size = config.size, size.height > size.width,
      config.safeArea != .zero
    else { return nil }
    return config.safeArea.top
  }

  /// The seconds of the `.wait(for:on:)` being taken (nil outside one).
  @TaskLocal static var waitedTime: Double?

  /// `view` rendered as this layout says, with `traits` (the strategy's)
  /// applied to its environment: a device config on its screen, a fixed
  /// size or the size that fits as a preview (at `scale` when given).
  func render<V: Flipbook.View>(
    _ view: V, traits: UITraitCollection = .init(), scale: CGFloat? = nil, colorScheme: ColorScheme? = nil
  ) throws -> Bitmap {
    try session(view, traits: traits, scale: scale, colorScheme: colorScheme).image()
  }

  /// The render session of `view` laid out this way (see `render`); on
  /// `device`'s screen (the recording device) where the layout takes its
  /// size or scale from a device: the size that fits offers its screen and
  /// takes its scale, a device config takes its scale. `afterFirstTurn`:
  /// a view a visible window showed before the test awaited something is
  /// drawn after the run loop's turn (see `WindowAppearance`).
  /// `rendersLayers`: drawn as the library's default draws on iOS, by
  /// `CALayer.render(in:)` (false for `drawHierarchyInKeyWindow: true`),
  /// which shows each inset-grouped list row as a card of its own
  /// (`EnvironmentValues.snapshotRendersLayers`). `hostStatusBar`: the
  /// status bar of the simulator that recorded the reference (nil:
  /// `device`'s), which a device config's top inset takes where it is
  /// taller (see `statusBarFloor`).
  func session<V: Flipbook.View>(
    _ view: V, traits: UITraitCollection = .init(), scale: CGFloat? = nil, colorScheme: ColorScheme? = nil,
    device: PreviewDevice? = nil, hostStatusBar: CGFloat? = nil, afterFirstTurn: Bool = false,
    rendersLayers: Bool = true
  ) throws -> RenderSession {
    let traitScale: CGFloat? = traits.hasDisplayScale ? traits.displayScale : nil
    let screen = try device.map { device in
      guard let screen = device.screen else { throw SnapshotReferencesError.unknownDevice(device.rawValue) }
      return screen
    }
    guard case .device(let config) = self, let size = config.size else {
      let scheme = colorScheme ?? SnapshotReferences.current.colorScheme(for: traits)
      var preview = self.preview(
        of: view.transformEnvironment(\.self) {
          $0 = traits.apply(to: $0)
          $0.snapshotRendersLayers = rendersLayers
        }, colorScheme: scheme)
      if let device { preview.traits.device = device }
      func session(offering proposal: ProposedViewSize?) throws -> RenderSession {
        try RenderSession(
          preview: preview, scale: scale ?? traitScale, colorScheme: nil, settleTime: Self.currentSnapshotTime,
          fittingProposal: proposal, afterFirstTurn: afterFirstTurn)
      }
      guard preview.traits.layout == .sizeThatFits else { return try session(offering: nil) }
      // As `UIHostingController.sizeThatFits(in: .zero)`: nothing offered,
      // the view at its smallest (see `fittingProposal`).
      let fitted = try session(offering: Self.fittingProposal)
      if let size = try fitted.contentSize(), size.width > 0, size.height > 0 {
        // Then, as the library sets the hosting view's frame to that size,
        // the view is laid out again offered it, and centred in it (see
        // `fittingProposal`). The size is on the pixel grid, as SwiftUI
        // answers it (10.5 × 48.5 at 2×), so a background fills the last
        // row of pixels.
        let grid = fitted.scale.isFinite && fitted.scale > 0 ? fitted.scale : 1
        func onGrid(_ length: CGFloat) -> CGFloat { (length * grid - 1e-6).rounded(.up) / grid }
        preview.traits.layout = .fixed(width: onGrid(size.width), height: onGrid(size.height))
        return try session(offering: nil)
      }
      // Empty at its smallest: the library's `sizeToFit()` on a window of
      // the screen's size, the hosting controller's safe area disabled
      // (`safeAreaRegions = []`): the whole screen is offered
      // (mmgoncalves/cstv's `NavigationStack`, iOS 17: 1179 × 2556 px on
      // an iPhone 15 Pro, its full 393 × 852 pt).
      let screen = (preview.traits.device ?? .default).screen?.size(in: preview.traits.orientation ?? .portrait)
      return try session(offering: screen.map { ProposedViewSize($0) })
    }
    let merged = UITraitCollection(traitsFrom: [config.traits, traits])
    var environment = merged.apply(to: EnvironmentValues())
    // On iOS 18 a preset's category stops at a List's rows
    // (`SnapshotReferences.presetTextSizeReachesLists`).
    if !SnapshotReferences.current.presetTextSizeReachesLists,
      traits.preferredContentSizeCategory == .unspecified, config.traits.preferredContentSizeCategory != .unspecified
    {
      environment.listRowsDynamicTypeSize = ListRowsDynamicTypeSize(
        replacing: config.traits.preferredContentSizeCategory.dynamicTypeSize, with: .large)
    }
    environment.snapshotRendersLayers = rendersLayers
    environment.colorScheme = colorScheme ?? SnapshotReferences.current.colorScheme(for: merged)
    var top = config.safeArea.top
    if let floor = statusBarFloor, let bar = hostStatusBar ?? screen?.statusBarHeight, bar.isFinite { top = max(floor, bar) }
    let insets = EdgeInsets(
      top: top, leading: config.safeArea.left, bottom: config.safeArea.bottom, trailing: config.safeArea.right)
    let configScale: CGFloat? = config.traits.hasDisplayScale ? config.traits.displayScale : nil
    return try RenderSession(
      screen: view, name: String(describing: V.self), size: size, safeAreaInsets: insets,
      scale: scale ?? traitScale ?? configScale ?? screen?.scale ?? config.scale(with: traits), environment: environment,
      settleTime: Self.currentSnapshotTime, afterFirstTurn: afterFirstTurn)
  }
}
