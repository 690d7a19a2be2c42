import Encoders
import Foundation

/// The frame sources: each builds its graph here, the one place graphs are
/// made (see the essay in `RenderSession.swift`).
extension RenderSession {
  /// A session playing `film`: its frames at `film.fps` over its
  /// duration, any instant of it by `image(at:)`.
  /// - Throws: `FlipbookError.invalidFilm` when its settings or script
  ///   can't be played (`Film.validate`).
  public convenience init(film: Film) throws {
    try film.validate()
    let environment = film.renderEnvironment
    let proposal = film.size.map { ProposedViewSize($0) } ?? .unspecified
    let scale = film.scale
    let times = film.eventTimes
    let frameSize = film.size.map { PixelSize(width: Self.pixels($0.width * scale), height: Self.pixels($0.height * scale)) }
    self.init(
      name: film.name,
      source: .graph(start: {
        let run = film.makeRun()
        let graph = ViewGraph(live: run.root, store: run.store, environment: environment, proposal: proposal, scale: scale)
        return FilmPlayer(graph: graph, times: times, actions: run.actions)
      }),
      scale: scale, fps: film.fps, frameTimes: film.clock.times, duration: film.duration, defaultTime: 0,
      environment: environment, background: film.canvasColor, frameSize: frameSize)
  }

  /// A session drawing `content` as a first render shows it, as
  /// `ImageRenderer` does: offered `proposedSize`, the image the size it
  /// chooses times `scale`; initial state, no `onAppear`, nothing
  /// animating; a transparent background.
  public convenience init<Content: View>(
    still content: Content, proposedSize: ProposedViewSize = .unspecified, scale: CGFloat = 1,
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.init(
      name: String(describing: Content.self),
      source: .graph(start: {
        let graph = ViewGraph(
          still: ViewGraph.Root { content }, environment: environment, proposal: proposedSize, scale: scale)
        return FilmPlayer(graph: graph, times: [], actions: [])
      }),
      scale: scale, fps: 1, frameTimes: [0], duration: 0, defaultTime: 0, environment: environment, background: nil,
      frameSize: nil)
  }

  /// A session drawing `preview` as Xcode's canvas shows it, once its
  /// `onAppear` actions, timers and delayed blocks have run for
  /// `Preview.settleTime` seconds (see `Preview.render`).
  /// - Parameters:
  ///   - preview: The preview (a `#Preview`, or one of a provider's).
  ///   - scale: Pixels per point (default: the device's).
  ///   - colorScheme: Overrides the preview's colour scheme.
  ///   - settleTime: How long after it appears the preview is drawn, in
  ///     seconds of film time (default `Preview.settleTime`, the canvas's
  ///     moment; clamped to 0…60 s). 0 draws it as an iOS snapshot test does: as its
  ///     appearance leaves it, `onAppear` run, before the run loop turns
  ///     (no `DispatchQueue.main.async` block or task has run yet).
  /// - Throws: `FlipbookError.invalidPreview` for an unknown device, a
  ///   scale or fixed size that is not finite and positive.
  public convenience init(
    preview: Preview, scale: CGFloat? = nil, colorScheme: ColorScheme? = nil, settleTime: Double = Preview.settleTime
  ) throws {
    try self.init(preview: preview, scale: scale, colorScheme: colorScheme, settleTime: settleTime, fittingProposal: nil)
  }

  /// A session drawing `preview` (see above) whose size-that-fits layout
  /// offers `fittingProposal` instead of the device's safe area: a
  /// swift-snapshot-testing `.sizeThatFits` snapshot offers nothing (0 × 0,
  /// `UIHostingController.sizeThatFits(in: .zero)`). `afterFirstTurn`
  /// draws a settle time of 0 after the run loop's first turn (the tasks
  /// and main-queue blocks started on appear have run up to their first
  /// wait), as iOS shows a hosted view a test awaited something after
  /// showing (`WindowAppearance`).
  package convenience init(
    preview: Preview, scale: CGFloat?, colorScheme: ColorScheme?, settleTime: Double,
    fittingProposal: ProposedViewSize?, afterFirstTurn: Bool = false
  ) throws {
    let settleTime = settleTime.isFinite ? min(max(settleTime, 0), 60) : Preview.settleTime
    // Preview modifiers on the content count too (`#Preview { V()
    // .preferredColorScheme(.dark) }`), over the macro's traits.
    let content = AnyView(erasing: preview.makeView())!
    let traits = preview.traits.overridden(by: PreviewContent.settings(inside: content.view))
    let device = traits.device ?? .default
    let name = preview.displayName
    guard let screen = device.screen else {
      throw FlipbookError.invalidPreview(
        name: name, problem: .unknownDevice(device.rawValue, known: DeviceScreen.known.prefix(4).map { $0.names[0] }))
    }
    let scale = scale ?? screen.scale
    guard scale.isFinite, scale > 0 else {
      throw FlipbookError.invalidPreview(name: name, problem: .scale(scale))
    }
    let orientation = traits.orientation ?? .portrait
    let scheme = colorScheme ?? traits.colorScheme ?? .light
    let screenSize = screen.size(in: orientation)
    let insets = screen.safeArea(in: orientation)
    let safeSize = CGSize(
      width: screenSize.width - insets.leading - insets.trailing, height: screenSize.height - insets.top - insets.bottom)
    let root: AnyView
    let proposal: ProposedViewSize
    var safeAreaInsets = EdgeInsets()
    var fitsContent = true
    switch traits.layout ?? .device {
    case .device:
      // The whole screen; the content is offered the safe area and centred
      // in it, and what ignores the safe area reaches the screen's edges.
      root = content
      proposal = ProposedViewSize(screenSize)
      safeAreaInsets = insets
      fitsContent = false
    case .sizeThatFits:
      root = content
      proposal = fittingProposal ?? ProposedViewSize(safeSize)
    case .fixed(let width, let height):
      guard width.isFinite, height.isFinite, width > 0, height > 0 else {
        throw FlipbookError.invalidPreview(name: name, problem: .fixedSize(width: width, height: height))
      }
      root = AnyView(content.frame(width: width, height: height))
      proposal = ProposedViewSize(width: width, height: height)
    }
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    (environment.horizontalSizeClass, environment.verticalSizeClass) = screen.sizeClasses(in: orientation)
    let frameSize = fitsContent
      ? nil : PixelSize(width: Self.pixels(screenSize.width * scale), height: Self.pixels(screenSize.height * scale))
    let graphEnvironment = environment
    self.init(
      name: name,
      source: .graph(start: {
        let graph = ViewGraph(
          live: ViewGraph.Root { root }, canvasFitsContent: fitsContent, environment: graphEnvironment,
          proposal: proposal, safeAreaInsets: safeAreaInsets, scale: scale)
        return FilmPlayer(graph: graph, times: [], actions: [], drawsBeforeFirstTurn: settleTime == 0 && !afterFirstTurn)
      }),
      scale: scale, fps: 1, frameTimes: [0], duration: settleTime, defaultTime: settleTime,
      environment: environment, background: scheme == .dark ? .black : .white, frameSize: frameSize)
  }

  /// A session drawing `content` on a screen of `size` points whose safe
  /// area is inset by `safeAreaInsets`, settled as a preview is: what a
  /// swift-snapshot-testing device configuration describes (a size, a safe
  /// area, traits) where no simulator name does. The content is offered the
  /// safe area and centred in it; the background follows the colour scheme.
  /// `afterFirstTurn` as for a preview's session.
  package convenience init<Content: View>(
    screen content: Content, name: String, size: CGSize, safeAreaInsets: EdgeInsets, scale: CGFloat,
    environment: EnvironmentValues, settleTime: Double = Preview.settleTime, afterFirstTurn: Bool = false
  ) throws {
    guard scale.isFinite, scale > 0 else { throw FlipbookError.invalidPreview(name: name, problem: .scale(scale)) }
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw FlipbookError.invalidPreview(name: name, problem: .fixedSize(width: size.width, height: size.height))
    }
    let frameSize = PixelSize(width: Self.pixels(size.width * scale), height: Self.pixels(size.height * scale))
    self.init(
      name: name,
      source: .graph(start: {
        let graph = ViewGraph(
          live: ViewGraph.Root { content }, canvasFitsContent: false, environment: environment,
          proposal: ProposedViewSize(size), safeAreaInsets: safeAreaInsets, scale: scale)
        return FilmPlayer(graph: graph, times: [], actions: [], drawsBeforeFirstTurn: settleTime == 0 && !afterFirstTurn)
      }),
      scale: scale, fps: 1, frameTimes: [0], duration: settleTime, defaultTime: settleTime,
      environment: environment, background: environment.colorScheme == .dark ? .black : .white, frameSize: frameSize)
  }

  /// A session of PNG files made elsewhere, one frame each at `fps`, in
  /// the order given (what `flipbook encode` writes as a GIF). The first
  /// is decoded here, for the frames' size.
  /// - Throws: `FlipbookError.noFrames` for no files,
  ///   `.invalidFrameRate` outside `FrameRate.encoding`; the PNG decoder's
  ///   errors.
  public convenience init(pngFiles paths: [String], fps: Double) throws {
    guard let first = paths.first else { throw FlipbookError.noFrames }
    try FrameRate.encoding.check(fps)
    let image = try PNGDecoder().read(contentsOf: first)
    self.init(
      name: "\(paths.count) PNG frames", source: .files(paths), scale: 1, fps: fps,
      frameTimes: paths.indices.map { Double($0) / fps }, duration: Double(paths.count - 1) / fps, defaultTime: 0,
      environment: EnvironmentValues(), background: nil, frameSize: PixelSize(width: image.width, height: image.height))
  }

  /// `points × scale` as whole pixels, rounded up (clamped to Int32).
  static func pixels(_ length: CGFloat) -> Int {
    guard length.isFinite else { return Int(Int32.max) }
    return Int(min(max(length.rounded(.up), 0), CGFloat(Int32.max)))
  }
}
