import Foundation

/// An image loaded from a URL, as SwiftUI's `AsyncImage`.
///
/// A render must not depend on the network, so Flipbook fetches nothing
/// over it: an `http(s)` URL (or none) stays in the `.empty` phase — the
/// placeholder, by default SwiftUI's gray fill taking the space offered:
/// a neutral mid-gray at 32 % opacity in both appearances, measured on iOS
/// 18.1 (marian-stanciulica/Foodybite's review cells, 3×: 214 on white,
/// 41 on black, no blue cast, where `secondarySystemFill` gives 233 and
/// 38/38/41). A `file:` URL is read when the view resolves
/// (through `Image(contentsOf:)`, with its decoders and size limits):
/// `.success` with the image at `scale`, or `.failure` with the decoding
/// error, which by default shows the placeholder too.
nonisolated public struct AsyncImage<Content: View>: View {
  let phase: AsyncImagePhase
  let content: (AsyncImagePhase) -> Content

  static func load(_ url: URL?, scale: CGFloat) -> AsyncImagePhase {
    guard let url, url.isFileURL else { return .empty }
    do {
      let source = try ImageCatalog.shared.source(at: url.path, scale: scale.isFinite && scale > 0 ? scale : 1)
      return .success(Image(provider: .source(ImageBox(source)), label: url.deletingPathExtension().lastPathComponent))
    } catch {
      return .failure(error)
    }
  }

  /// The image at `url`, shown by `content` in each phase of its loading.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    phase = Self.load(url, scale: scale)
    self.content = content
  }

  public var body: some View { content(phase) }
}

extension AsyncImage {
  /// The image at `url` shown by `content` once loaded, `placeholder`
  /// meanwhile (and when it fails).
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { content(image) } else { placeholder() }
    }
  }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
  /// The default placeholder's fill (see the type's notes).
  static var placeholderFill: Color { Color(white: 0.5, opacity: 0.32) }

  /// The image at `url` at its size once loaded; a gray fill meanwhile.
  public init(url: URL?, scale: CGFloat = 1) {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { image } else { Self.placeholderFill }
    }
  }
}

/// Where an `AsyncImage` is in its loading, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
  /// Not loaded (in Flipbook: a URL it doesn't fetch).
  case empty
  /// Loaded.
  case success(Image)
  /// Failed, with the error.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if it failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
