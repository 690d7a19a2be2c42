import Flipbook
import Foundation
import FoundationNetworking

/// A web page's model, as iOS 26's `WebPage`: loads nothing on Linux (see
/// WebKit.swift's essay), so `isLoading` stays false, `title` empty and
/// `estimatedProgress` 0; `url` is the last address asked for.
@MainActor
public final class WebPage {
  /// The address of the last load asked for.
  public private(set) var url: URL?
  /// The page's title: empty (no page loads).
  public var title: String { "" }
  public var isLoading: Bool { false }
  public var estimatedProgress: Double { 0 }
  public var hasOnlySecureContent: Bool { false }
  public var themeColor: Color? { nil }
  public var customUserAgent: String?
  public var isInspectable = false

  /// A navigation's progress, as `WebPage.NavigationEvent`.
  public enum NavigationEvent: Hashable, Sendable { case startedProvisionalNavigation, receivedServerRedirect, committed, finished }

  public init() {}

  /// Starts no load: keeps the address; the events end at once.
  @discardableResult
  public func load(_ request: URLRequest) -> AsyncThrowingStream<NavigationEvent, any Error> {
    url = request.url
    return AsyncThrowingStream { $0.finish() }
  }

  /// Starts no load: keeps the address; the events end at once.
  @discardableResult
  public func load(_ url: URL?) -> AsyncThrowingStream<NavigationEvent, any Error> {
    self.url = url
    return AsyncThrowingStream { $0.finish() }
  }

  /// Starts no load: keeps the base address; the events end at once.
  @discardableResult
  public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> AsyncThrowingStream<NavigationEvent, any Error> {
    url = baseURL
    return AsyncThrowingStream { $0.finish() }
  }

  public func stopLoading() {}

  /// JavaScript does not run on Linux: throws `WKError(.unknown)`.
  @discardableResult
  public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? {
    throw WKError(.unknown)
  }
}

/// A web page in SwiftUI, as iOS 26's `WebView`: takes the space it is
/// offered, as on iOS, and draws a blank page (nothing loads on Linux).
public struct WebView: View {
  let page: WebPage?
  let url: URL?

  /// A view of `page`.
  public init(_ page: WebPage) {
    self.page = page
    url = nil
  }

  /// A view loading `url` (nothing loads on Linux).
  public init(url: URL?) {
    page = nil
    self.url = url
  }

  public var body: some View { Color.white }
}
