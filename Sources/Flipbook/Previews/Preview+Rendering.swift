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
  /// have run, its timers and delayed blocks have fired on film time, and
  /// the animations they start, if shorter, have finished, as in Xcode's
  /// canvas a moment after it shows the preview.
  public static let settleTime: Double = 5

  /// Renders the preview, once its `onAppear` actions, timers, delayed
  /// blocks and the animations they start have run for `settleTime`
  /// seconds of film time (`RenderSession(preview:)`):
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
    try RenderSession(preview: self, scale: scale, colorScheme: colorScheme).image()
  }
}
