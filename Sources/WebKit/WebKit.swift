@_exported import UIKit
import Flipbook
import Foundation
import FoundationNetworking

// # WebKit on Linux
//
// Screens show a web page in a `WKWebView` wrapped in a
// `UIViewRepresentable` (a trailer, terms of use, an article), or, since
// iOS 26, in SwiftUI's own `WebView`. Linux has no web engine here, and a
// snapshot must not depend on the network, so this module gives such a
// screen what it needs to compile and lay out as on iOS: the web view,
// its configuration, content controller, scripts, navigation and UI
// delegates and their values, and iOS 26's `WebView` and `WebPage`
// (WebView.swift), with honest answers:
//
// - nothing loads: `load(_:)`, `loadHTMLString(_:baseURL:)` and the others
//   keep the request (`url` answers it, as WebKit's does from the moment a
//   load starts) and return no navigation; `isLoading` stays false,
//   `estimatedProgress` 0, `title` nil, and no delegate method is called
//   (as on a device whose load has not yet committed when the snapshot is
//   taken);
// - JavaScript never runs: `evaluateJavaScript` answers `WKError(.unknown)`
//   and `callAsyncJavaScript` throws it;
// - a web view is drawn as a blank page: white, the canvas a page without
//   a background shows, or its background colour when it is not opaque
//   (`isOpaque = false`, as WebKit draws it), at whatever size SwiftUI
//   gives it (a representable takes the space it is offered).
//
// Declared in Package.swift for Linux only: on macOS Apple's module is used.

/// A web page's view, as WebKit's `WKWebView`: loads nothing on Linux and
/// is drawn as a blank page (see the essay above).
open class WKWebView: UIView, UIKitViewCounterpart, @unchecked Sendable {
  /// The configuration the view was made with (a copy, as WebKit's).
  public let configuration: WKWebViewConfiguration
  open weak var navigationDelegate: WKNavigationDelegate?
  open weak var uiDelegate: WKUIDelegate?
  /// The view's scroll view (kept settings; nothing scrolls).
  public let scrollView = UIScrollView()
  /// Whether the page's canvas is drawn (true) or the background colour
  /// shows through (false), as WebKit's.
  open var isOpaque = true
  open var underPageBackgroundColor: UIColor!
  open var allowsBackForwardNavigationGestures = false
  open var allowsLinkPreview = true
  open var isInspectable = false
  open var customUserAgent: String?
  open var pageZoom: CGFloat = 1
  open var mediaType: String?
  /// The address of the last load asked for (nil before any).
  open private(set) var url: URL?
  /// The page's title: nil (no page loads).
  open var title: String? { nil }
  open var isLoading: Bool { false }
  open var estimatedProgress: Double { 0 }
  open var hasOnlySecureContent: Bool { false }
  open var canGoBack: Bool { false }
  open var canGoForward: Bool { false }
  public let backForwardList = WKBackForwardList()

  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration.copy()
    super.init(frame: frame)
  }
  public override init(frame: CGRect) {
    configuration = WKWebViewConfiguration()
    super.init(frame: frame)
  }
  public convenience init() { self.init(frame: .zero) }
  /// From an archive, as UIKit's required initializer: there are no archives of this one here (nil).
  public required init?(coder: NSCoder) { return nil }

  /// Starts no load: keeps `request`'s address and returns no navigation.
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? {
    url = request.url
    return nil
  }

  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    url = baseURL ?? URL(string: "about:blank")
    return nil
  }

  @discardableResult
  open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
    url = URL
    return nil
  }

  @discardableResult
  open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
    url = baseURL
    return nil
  }

  @discardableResult open func reload() -> WKNavigation? { nil }
  @discardableResult open func reloadFromOrigin() -> WKNavigation? { nil }
  @discardableResult open func goBack() -> WKNavigation? { nil }
  @discardableResult open func goForward() -> WKNavigation? { nil }
  @discardableResult open func go(to item: WKBackForwardListItem) -> WKNavigation? { nil }
  open func stopLoading() {}

  /// JavaScript does not run on Linux: `completionHandler` gets
  /// `WKError(.unknown)` at once.
  open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {
    completionHandler?(nil, WKError(.unknown))
  }

  /// JavaScript does not run on Linux: throws `WKError(.unknown)`.
  @discardableResult
  open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? { throw WKError(.unknown) }

  /// JavaScript does not run on Linux: throws `WKError(.unknown)`.
  @discardableResult
  open func callAsyncJavaScript(
    _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
    contentWorld: WKContentWorld = .page
  ) async throws -> Any? { throw WKError(.unknown) }

  /// A snapshot of the page: none (no page is drawn), `WKError(.unknown)`.
  open func takeSnapshot(with configuration: WKSnapshotConfiguration?, completionHandler: @escaping (UIImage?, Error?) -> Void) {
    completionHandler(nil, WKError(.unknown))
  }

  /// A blank page, or the background colour when not opaque.
  package var swiftUICounterpart: AnyView {
    AnyView(isOpaque ? Color.white : Color.clear)
  }
}

/// A web view's settings, as WebKit's `WKWebViewConfiguration` (kept).
open class WKWebViewConfiguration: NSObject, @unchecked Sendable {
  open var userContentController = WKUserContentController()
  open var preferences = WKPreferences()
  open var defaultWebpagePreferences = WKWebpagePreferences()
  open var websiteDataStore = WKWebsiteDataStore.default()
  open var processPool = WKProcessPool()
  open var allowsInlineMediaPlayback = false
  open var allowsAirPlayForMediaPlayback = true
  open var allowsPictureInPictureMediaPlayback = true
  open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
  open var applicationNameForUserAgent: String?
  open var suppressesIncrementalRendering = false
  open var dataDetectorTypes: WKDataDetectorTypes = []
  open var ignoresViewportScaleLimits = false
  open var limitsNavigationsToAppBoundDomains = false
  open var upgradeKnownHostsToHTTPS = true

  public override init() { super.init() }

  func copy() -> WKWebViewConfiguration {
    let copy = WKWebViewConfiguration()
    copy.userContentController = userContentController
    copy.preferences = preferences
    copy.defaultWebpagePreferences = defaultWebpagePreferences
    copy.websiteDataStore = websiteDataStore
    copy.processPool = processPool
    copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
    copy.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
    copy.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
    copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
    copy.applicationNameForUserAgent = applicationNameForUserAgent
    copy.suppressesIncrementalRendering = suppressesIncrementalRendering
    copy.dataDetectorTypes = dataDetectorTypes
    copy.ignoresViewportScaleLimits = ignoresViewportScaleLimits
    copy.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
    copy.upgradeKnownHostsToHTTPS = upgradeKnownHostsToHTTPS
    return copy
  }
}

/// Which media need a tap to play, as WebKit's `WKAudiovisualMediaTypes`.
public struct WKAudiovisualMediaTypes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
  public static let video = WKAudiovisualMediaTypes(rawValue: 2)
  public static let all = WKAudiovisualMediaTypes(rawValue: .max)
}

/// What a page's text is scanned for, as WebKit's `WKDataDetectorTypes`.
public struct WKDataDetectorTypes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
  public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
  public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
  public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
  public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
  public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
  public static let all = WKDataDetectorTypes(rawValue: .max)
}

/// A page's JavaScript settings, as WebKit's `WKPreferences`.
open class WKPreferences: NSObject, @unchecked Sendable {
  open var javaScriptEnabled = true
  open var javaScriptCanOpenWindowsAutomatically = false
  open var minimumFontSize: CGFloat = 0
  open var isFraudulentWebsiteWarningEnabled = true
  open var isElementFullscreenEnabled = false
  open var isTextInteractionEnabled = true
  public override init() { super.init() }
}

/// Per-page settings, as WebKit's `WKWebpagePreferences`.
open class WKWebpagePreferences: NSObject, @unchecked Sendable {
  open var allowsContentJavaScript = true
  open var preferredContentMode: ContentMode = .recommended
  /// Which kind of page a site is asked for, as WebKit's.
  public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
  public override init() { super.init() }
}

/// Where a web view keeps cookies and caches, as WebKit's
/// `WKWebsiteDataStore` (nothing is kept on Linux).
open class WKWebsiteDataStore: NSObject, @unchecked Sendable {
  public let isPersistent: Bool
  public let httpCookieStore = WKHTTPCookieStore()
  init(isPersistent: Bool) {
    self.isPersistent = isPersistent
    super.init()
  }
  open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: true) }
  open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }
  open class func allWebsiteDataTypes() -> Set<String> { [] }
  /// Removes nothing (nothing is kept) and calls `completionHandler`.
  open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping () -> Void) {
    completionHandler()
  }
  open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date) async {}
}

/// A web view's cookies, as WebKit's `WKHTTPCookieStore`: none.
open class WKHTTPCookieStore: NSObject, @unchecked Sendable {
  open func getAllCookies(_ completionHandler: @escaping ([HTTPCookie]) -> Void) { completionHandler([]) }
  open func allCookies() async -> [HTTPCookie] { [] }
  open func setCookie(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) { completionHandler?() }
  open func delete(_ cookie: HTTPCookie, completionHandler: (() -> Void)? = nil) { completionHandler?() }
}

/// Web content processes, as WebKit's `WKProcessPool`.
open class WKProcessPool: NSObject, @unchecked Sendable {
  public override init() { super.init() }
}

/// The scripts and message handlers a page gets, as WebKit's
/// `WKUserContentController` (kept; no script runs).
open class WKUserContentController: NSObject, @unchecked Sendable {
  open private(set) var userScripts: [WKUserScript] = []
  /// The message handlers by name.
  public private(set) var scriptMessageHandlers: [String: WKScriptMessageHandler] = [:]

  public override init() { super.init() }

  open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
  open func removeAllUserScripts() { userScripts.removeAll() }
  open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) { scriptMessageHandlers[name] = scriptMessageHandler }
  open func add(_ scriptMessageHandler: WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String) {
    scriptMessageHandlers[name] = scriptMessageHandler
  }
  open func removeScriptMessageHandler(forName name: String) { scriptMessageHandlers[name] = nil }
  open func removeAllScriptMessageHandlers() { scriptMessageHandlers.removeAll() }
}

/// A script injected into pages, as WebKit's `WKUserScript`.
open class WKUserScript: NSObject, @unchecked Sendable {
  public let source: String
  public let injectionTime: WKUserScriptInjectionTime
  public let isForMainFrameOnly: Bool
  public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
    self.source = source
    self.injectionTime = injectionTime
    isForMainFrameOnly = forMainFrameOnly
    super.init()
  }
  public convenience init(
    source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool, in contentWorld: WKContentWorld
  ) {
    self.init(source: source, injectionTime: injectionTime, forMainFrameOnly: forMainFrameOnly)
  }
}

/// When a user script runs, as WebKit's `WKUserScriptInjectionTime`.
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }

/// A namespace scripts run in, as WebKit's `WKContentWorld`.
open class WKContentWorld: NSObject, @unchecked Sendable {
  public let name: String?
  init(name: String?) {
    self.name = name
    super.init()
  }
  public static let page = WKContentWorld(name: nil)
  public static let defaultClient = WKContentWorld(name: "defaultClient")
  open class func world(name: String) -> WKContentWorld { WKContentWorld(name: name) }
}

/// Receives a page's `webkit.messageHandlers` posts, as WebKit's
/// `WKScriptMessageHandler` (none is posted on Linux).
public protocol WKScriptMessageHandler: AnyObject {
  func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A page's post to a message handler, as WebKit's `WKScriptMessage`.
open class WKScriptMessage: NSObject, @unchecked Sendable {
  public let body: Any
  public let name: String
  public weak var webView: WKWebView?
  public let frameInfo: WKFrameInfo
  public init(body: Any, name: String, webView: WKWebView? = nil, frameInfo: WKFrameInfo = WKFrameInfo()) {
    self.body = body
    self.name = name
    self.webView = webView
    self.frameInfo = frameInfo
    super.init()
  }
}

/// A frame of a page, as WebKit's `WKFrameInfo`.
open class WKFrameInfo: NSObject, @unchecked Sendable {
  open var isMainFrame: Bool { true }
  open var request: URLRequest { URLRequest(url: URL(string: "about:blank")!) }
  public override init() { super.init() }
}

/// A load in progress, as WebKit's `WKNavigation` (none is ever made on
/// Linux: loads return nil).
open class WKNavigation: NSObject, @unchecked Sendable {}

/// Why a navigation happened, as WebKit's `WKNavigationType`.
public enum WKNavigationType: Int, Sendable {
  case linkActivated, formSubmitted, backForward, reload, formResubmitted
  case other = -1
}

/// A navigation asked for, as WebKit's `WKNavigationAction`.
open class WKNavigationAction: NSObject, @unchecked Sendable {
  open var request: URLRequest { URLRequest(url: URL(string: "about:blank")!) }
  open var navigationType: WKNavigationType { .other }
  open var sourceFrame: WKFrameInfo { WKFrameInfo() }
  open var targetFrame: WKFrameInfo? { nil }
  open var shouldPerformDownload: Bool { false }
}

/// A navigation's response, as WebKit's `WKNavigationResponse`.
open class WKNavigationResponse: NSObject, @unchecked Sendable {
  open var isForMainFrame: Bool { true }
  open var response: URLResponse {
    URLResponse(url: URL(string: "about:blank")!, mimeType: "text/html", expectedContentLength: 0, textEncodingName: nil)
  }
  open var canShowMIMEType: Bool { true }
}

/// What to do with a navigation action, as WebKit's.
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }

/// What to do with a navigation response, as WebKit's.
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }

/// A web view's navigation delegate, as WebKit's `WKNavigationDelegate`
/// (every method optional; none is called on Linux: nothing loads).
public protocol WKNavigationDelegate: AnyObject {
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
  func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) { decisionHandler(.allow) }
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
  ) { decisionHandler(.allow) }
  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
  public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {}
  public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// A web view's UI delegate, as WebKit's `WKUIDelegate` (every method
/// optional; none is called on Linux).
public protocol WKUIDelegate: AnyObject {
  func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView?
  func webViewDidClose(_ webView: WKWebView)
  func webView(
    _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping () -> Void)
}

extension WKUIDelegate {
  public func webView(
    _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
    for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
  ) -> WKWebView? { nil }
  public func webViewDidClose(_ webView: WKWebView) {}
  public func webView(
    _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping () -> Void
  ) { completionHandler() }
}

/// A new window's features, as WebKit's `WKWindowFeatures`.
open class WKWindowFeatures: NSObject, @unchecked Sendable {}

/// The pages a web view has shown, as WebKit's `WKBackForwardList`: none.
open class WKBackForwardList: NSObject, @unchecked Sendable {
  open var currentItem: WKBackForwardListItem? { nil }
  open var backItem: WKBackForwardListItem? { nil }
  open var forwardItem: WKBackForwardListItem? { nil }
  open var backList: [WKBackForwardListItem] { [] }
  open var forwardList: [WKBackForwardListItem] { [] }
}

/// A page in the back-forward list, as WebKit's `WKBackForwardListItem`.
open class WKBackForwardListItem: NSObject, @unchecked Sendable {
  public let url: URL
  public let initialURL: URL
  public let title: String?
  init(url: URL, title: String?) {
    self.url = url
    initialURL = url
    self.title = title
    super.init()
  }
}

/// What a page snapshot covers, as WebKit's `WKSnapshotConfiguration`.
open class WKSnapshotConfiguration: NSObject, @unchecked Sendable {
  open var rect: CGRect = .null
  open var snapshotWidth: NSNumber?
  open var afterScreenUpdates = true
  public override init() { super.init() }
}

/// A web view's error, as WebKit's `WKError`.
public struct WKError: Error, Hashable, Sendable {
  /// The kinds, as WebKit's `WKError.Code`.
  public enum Code: Int, Sendable {
    case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred
    case javaScriptResultTypeIsUnsupported, contentRuleListStoreCompileFailed, contentRuleListStoreLookUpFailed
    case contentRuleListStoreRemoveFailed, contentRuleListStoreVersionMismatch, attributedStringContentFailedToLoad
    case attributedStringContentLoadTimedOut, javaScriptInvalidFrameTarget, navigationAppBoundDomain
    case javaScriptAppBoundDomain
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let errorDomain = "WKErrorDomain"
}
