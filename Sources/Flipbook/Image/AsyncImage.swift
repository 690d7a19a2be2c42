import Foundation

/// An image loaded from a URL, as SwiftUI's `AsyncImage`.
///
/// A render must not depend on the network, so Flipbook fetches nothing
/// over it: an `http(s)` URL (or none) stays in the `.empty` phase — the
/// placeholder, by default SwiftUI's gray fill (`secondarySystemFill`)
/// taking the space offered. A `file:` URL is read when the view resolves
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
  /// The image at `url` at its size once loaded; a gray fill meanwhile.
  public init(url: URL?, scale: CGFloat = 1) {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { image } else { Color.semantic(.secondarySystemFill) }
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
