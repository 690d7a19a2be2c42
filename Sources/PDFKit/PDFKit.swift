import Flipbook
import Foundation
import Rasterizer

// `import PDFKit` on Linux: a document read with poppler (the library
// Flipbook draws PDF images with), its pages' sizes and pictures, and
// `PDFView` for `UIViewRepresentable` wrappers, drawn as iOS shows a
// document: its current page fitted to the view (`autoScales`, the
// default here as apps set it) on the view's grey background. No text is
// extracted (`string` is nil), no annotation edited, nothing printed.
// Declared in Package.swift for Linux only: on macOS Apple's module is used.

/// Which box of a page, as PDFKit's `PDFDisplayBox` (all are the media box
/// here).
public enum PDFDisplayBox: Int, Sendable {
  case mediaBox, cropBox, bleedBox, trimBox, artBox
}

/// How a `PDFView` lays pages out, as PDFKit's `PDFDisplayMode`.
public enum PDFDisplayMode: Int, Sendable {
  case singlePage, singlePageContinuous, twoUp, twoUpContinuous
}

/// Which way pages follow each other, as PDFKit's `PDFDisplayDirection`.
public enum PDFDisplayDirection: Int, Sendable {
  case vertical, horizontal
}

/// A PDF document, as PDFKit's `PDFDocument`: its bytes, read by poppler.
open class PDFDocument: NSObject, @unchecked Sendable {
  let bytes: [UInt8]
  /// Where it was read from.
  public let documentURL: URL?
  /// The number of pages.
  public let pageCount: Int

  /// The document in `data`; nil when poppler can't read it, as PDFKit.
  public init?(data: Data) {
    bytes = [UInt8](data)
    guard let count = ImageSource.pdfPageCount(bytes) else { return nil }
    documentURL = nil
    pageCount = count
  }

  /// The document at `url`; nil when it can't be read or isn't a PDF.
  public init?(url: URL) {
    guard let data = try? Data(contentsOf: url) else { return nil }
    bytes = [UInt8](data)
    guard let count = ImageSource.pdfPageCount(bytes) else { return nil }
    documentURL = url
    pageCount = count
  }

  /// An empty document.
  public override init() {
    bytes = []
    documentURL = nil
    pageCount = 0
  }

  /// Page `index`, or nil past the last.
  open func page(at index: Int) -> PDFPage? {
    guard index >= 0, index < pageCount else { return nil }
    return PDFPage(document: self, index: index)
  }

  /// The index of a page of this document.
  open func index(for page: PDFPage) -> Int { page.document === self ? page.index : NSNotFound }

  /// The document's bytes.
  open func dataRepresentation() -> Data? { bytes.isEmpty ? nil : Data(bytes) }

  /// Its text: not extracted on Linux.
  open var string: String? { nil }

  /// Whether it is locked: documents poppler opens are not.
  open var isLocked: Bool { false }
}

/// A page of a document, as PDFKit's `PDFPage`.
open class PDFPage: NSObject, @unchecked Sendable {
  public weak var document: PDFDocument?
  let index: Int
  let source: ImageSource?

  init(document: PDFDocument, index: Int) {
    self.document = document
    self.index = index
    source = try? ImageSource.decodePDF(document.bytes, name: "document.pdf", page: index)
  }

  /// The page's label (its number, from 1).
  open var label: String? { "\(index + 1)" }

  /// The page's box in points (the media box, at the origin).
  open func bounds(for box: PDFDisplayBox) -> CGRect { CGRect(origin: .zero, size: source?.size ?? .zero) }

  /// The page drawn to fit `size` (its aspect kept), as PDFKit's thumbnail.
  open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage {
    guard let source else { return UIImage() }
    return UIImage(content: .source(source), size: source.size, scale: 1)
  }

  /// Its text: not extracted on Linux.
  open var string: String? { nil }

  /// The page as a SwiftUI image.
  var image: Image? {
    guard let source else { return nil }
    return Image(uiImage: UIImage(content: .source(source), size: source.size, scale: 1))
  }
}

/// UIKit's document view, as PDFKit's `PDFView`: drawn as its current page
/// fitted to the view on its background (grey unless set).
open class PDFView: UIView, UIKitViewCounterpart, @unchecked Sendable {
  open var document: PDFDocument? {
    didSet { currentPage = document?.page(at: 0) }
  }
  open private(set) var currentPage: PDFPage?
  open var autoScales = false
  open var displayMode: PDFDisplayMode = .singlePageContinuous
  open var displayDirection: PDFDisplayDirection = .vertical
  open var displaysPageBreaks = true
  open var pageShadowsEnabled = true
  open var usePageViewController = false
  open var scaleFactor: CGFloat = 1
  open var minScaleFactor: CGFloat = 0.25
  open var maxScaleFactor: CGFloat = 5
  open var pageBreakMargins = UIEdgeInsets(top: 4.75, left: 4, bottom: 4.75, right: 4)

  /// The scale that fits the current page's width in the view.
  open var scaleFactorForSizeToFit: CGFloat {
    guard let page = currentPage, page.bounds(for: .mediaBox).width > 0 else { return 1 }
    return bounds.width / page.bounds(for: .mediaBox).width
  }

  open func go(to page: PDFPage) { currentPage = page }
  open func goToNextPage(_ sender: Any?) {
    if let page = currentPage, let next = document?.page(at: page.index + 1) { currentPage = next }
  }
  open func goToPreviousPage(_ sender: Any?) {
    if let page = currentPage, let previous = document?.page(at: page.index - 1) { currentPage = previous }
  }
  open var canGoToNextPage: Bool { currentPage.map { $0.index + 1 < (document?.pageCount ?? 0) } ?? false }
  open var canGoToPreviousPage: Bool { (currentPage?.index ?? 0) > 0 }

  package var swiftUICounterpart: AnyView {
    let ground = backgroundColor.map { Color(uiColor: $0) } ?? Color(red: 0.9, green: 0.9, blue: 0.92)
    guard let image = currentPage?.image else { return AnyView(ground) }
    return AnyView(
      ground.overlay {
        image.resizable().scaledToFit()
          .shadow(color: pageShadowsEnabled ? Color.black.opacity(0.2) : .clear, radius: 2)
          .padding(autoScales ? 0 : 4)
      })
  }
}
