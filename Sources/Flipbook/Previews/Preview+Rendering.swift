/// Drawing a preview as Xcode's canvas shows it.
extension Preview {
  /// The name the preview is listed and its golden stored under: its
  /// `#Preview` or `previewDisplayName` name; else, for a provider, the
  /// provider's name (and the preview's position when it has several);
  /// else "Preview".
  public var displayName: String {
    if let name, !name.isEmpty { return name }
    if let providerName { return providerIndex.map { $0 == 0 ? providerName : "\(providerName) \($0 + 1)" } ?? providerName }
    return "Preview"
  }

  /// The device the preview shows on.
  public var device: PreviewDevice { traits.device ?? .default }

  /// How long after it appears a preview is drawn: its `onAppear` actions
  /// have run and the animations they start, if shorter, have finished,
  /// as in Xcode's canvas a moment after it shows the preview.
  public static let settleTime: Double = 5

  /// Renders the preview:
  ///
  /// - `.device` (the default): the device's whole screen at its scale,
  ///   the content offered the safe area and centred in it, over the
  ///   system background (white, or black in dark mode);
  /// - `.sizeThatFits`: the content offered the safe area, the image the
  ///   size it picks, over the system background;
  /// - `.fixed(width:height:)`: that size, the content offered it and
  ///   centred in it.
  ///
  /// - Parameters:
  ///   - scale: Pixels per point (default: the device's).
  ///   - colorScheme: Overrides the preview's colour scheme (default: its
  ///     `preferredColorScheme`, else light).
  /// - Throws: `FlipbookError.invalidPreview` for an unknown device or a
  ///   fixed size that is not finite and positive; `FlipbookError.emptyView`
  ///   for content with no area; the renderer's errors.
  public func render(scale: CGFloat? = nil, colorScheme: ColorScheme? = nil) throws -> Bitmap {
    // Preview modifiers on the content count too (`#Preview { V()
    // .preferredColorScheme(.dark) }`), over the macro's traits.
    let content = AnyView(erasing: makeView())!
    let traits = self.traits.overridden(by: PreviewContent.settings(inside: content.view))
    let device = traits.device ?? .default
    guard let screen = device.screen else {
      let some = DeviceScreen.known.prefix(4).map { "'\($0.names[0])'" }.joined(separator: ", ")
      throw FlipbookError.invalidPreview(
        name: displayName, reason: "unknown device '\(device.rawValue)' (known devices include \(some))")
    }
    let scale = scale ?? screen.scale
    guard scale.isFinite, scale > 0 else {
      throw FlipbookError.invalidPreview(name: displayName, reason: "scale \(scale) is not a finite positive number")
    }
    let orientation = traits.orientation ?? .portrait
    let scheme = colorScheme ?? traits.colorScheme ?? .light
    let background = scheme == .dark ? Color.black : Color.white
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
      proposal = ProposedViewSize(safeSize)
    case .fixed(let width, let height):
      guard width.isFinite, height.isFinite, width > 0, height > 0 else {
        throw FlipbookError.invalidPreview(
          name: displayName, reason: "a fixed layout needs a finite positive width and height, not \(width) × \(height)")
      }
      root = AnyView(content.frame(width: width, height: height))
      proposal = ProposedViewSize(width: width, height: height)
    }
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    let graph = ViewGraph(
      canvasFitsContent: fitsContent, environment: environment, proposal: proposal, safeAreaInsets: safeAreaInsets,
      scale: scale) { root }
    try graph.update(at: 0)
    try graph.update(at: Self.settleTime)
    guard let snapshot = graph.snapshot, !snapshot.isEmpty(scale: scale) else { throw FlipbookError.emptyView }
    return try snapshot.render(scale: scale, environment: environment, background: background)
  }
}
