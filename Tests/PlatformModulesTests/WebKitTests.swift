import Flipbook
import Foundation
import Testing
import WebKit

/// A trailer as apps embed one: a `WKWebView` in a representable, set up
/// in `makeUIView` (sample-json-app's `YoutubeVideoView` does this).
struct TrailerView: UIViewRepresentable {
  let url: URL
  var opaque = true

  func makeUIView(context: Context) -> WKWebView {
    let configuration = WKWebViewConfiguration()
    configuration.allowsInlineMediaPlayback = true
    configuration.mediaTypesRequiringUserActionForPlayback = []
    let webView = WKWebView(frame: .zero, configuration: configuration)
    webView.scrollView.isScrollEnabled = false
    webView.isOpaque = opaque
    webView.backgroundColor = .red
    webView.navigationDelegate = context.coordinator
    webView.load(URLRequest(url: url))
    return webView
  }

  func updateUIView(_ uiView: WKWebView, context: Context) {}

  func makeCoordinator() -> Coordinator { Coordinator() }

  final class Coordinator: NSObject, WKNavigationDelegate {
    var finished = false
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished = true }
  }
}

@Suite struct WebKitTests {
  @Test func aWebViewLoadsNothingAndSaysSo() async throws {
    let webView = WKWebView()
    let url = URL(string: "https://www.youtube.com/embed/abc")!
    #expect(webView.load(URLRequest(url: url)) == nil)
    #expect(webView.url == url && !webView.isLoading && webView.title == nil && webView.estimatedProgress == 0)
    var answered: Error?
    webView.evaluateJavaScript("document.title") { _, error in answered = error }
    #expect((answered as? WKError)?.code == .unknown)
    await #expect(throws: WKError.self) { try await webView.evaluateJavaScript("1 + 1") }
    let controller = WKUserContentController()
    final class Handler: NSObject, WKScriptMessageHandler {
      func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {}
    }
    controller.add(Handler(), name: "bridge")
    controller.addUserScript(WKUserScript(source: "1", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
    #expect(controller.scriptMessageHandlers.keys.sorted() == ["bridge"] && controller.userScripts.count == 1)
  }

  /// The blank page fills the 16:9 frame SwiftUI gives it: white, as an
  /// opaque web view draws a page without a background; a web view that
  /// is not opaque shows its background colour.
  @Test func aWebViewIsABlankPageOfItsSize() throws {
    let url = URL(string: "https://example.com")!
    for (opaque, expected) in [(true, Bitmap.Pixel(255, 255, 255)), (false, Bitmap.Pixel(255, 0, 0))] {
      let view = TrailerView(url: url, opaque: opaque).aspectRatio(16 / 9, contentMode: .fit).frame(width: 160)
        .padding(10).background(Color.black)
      let renderer = ImageRenderer(content: view)
      renderer.scale = 1
      let image = try #require(renderer.bitmap)
      #expect(image.width == 180 && image.height == 110, "\(image.width) × \(image.height)")
      #expect(image.pixel(x: 90, y: 55) == expected, "opaque \(opaque): \(image.pixel(x: 90, y: 55))")
      #expect(image.pixel(x: 5, y: 55) == Bitmap.Pixel(0, 0, 0))
    }
  }

  /// iOS 26's SwiftUI web view takes the space it is offered.
  @MainActor @Test func aSwiftUIWebViewFillsItsFrame() throws {
    let page = WebPage()
    page.load(URLRequest(url: URL(string: "https://example.com")!))
    #expect(page.url?.host == "example.com" && !page.isLoading)
    let renderer = ImageRenderer(content: WebView(page).frame(width: 50, height: 40).background(Color.black))
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    #expect(image.width == 50 && image.height == 40 && image.pixel(x: 25, y: 20) == Bitmap.Pixel(255, 255, 255))
  }
}
