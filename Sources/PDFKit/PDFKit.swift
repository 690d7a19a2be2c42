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

/// A PDF document, as PDFKit's `PDFDocument`: its bytes, read by poppler,
/// and its pages, which can be inserted (a page made from an image, as a
/// scanner app builds its document), removed and exchanged.
open class PDFDocument: NSObject, @unchecked Sendable {
  let bytes: [UInt8]
  /// Where it was read from.
  public let documentURL: URL?
  /// The pages, in order: read from the bytes, or inserted.
  private var pages: [PDFPage] = []
  /// Whether pages were inserted, removed or exchanged since it was read.
  private var edited = false

  /// The number of pages.
  open var pageCount: Int { pages.count }

  /// The document in `data`; nil when poppler can't read it, as PDFKit.
  public init?(data: Data) {
    bytes = [UInt8](data)
    guard let count = ImageSource.pdfPageCount(bytes) else { return nil }
    documentURL = nil
    super.init()
    pages = (0..<count).map { PDFPage(document: self, index: $0) }
  }

  /// The document at `url`; nil when it can't be read or isn't a PDF.
  public init?(url: URL) {
    guard let data = try? Data(contentsOf: url) else { return nil }
    bytes = [UInt8](data)
    guard let count = ImageSource.pdfPageCount(bytes) else { return nil }
    documentURL = url
    super.init()
    pages = (0..<count).map { PDFPage(document: self, index: $0) }
  }

  /// An empty document.
  public override init() {
    bytes = []
    documentURL = nil
  }

  /// Page `index`, or nil past the last.
  open func page(at index: Int) -> PDFPage? {
    guard index >= 0, index < pages.count else { return nil }
    return pages[index]
  }

  /// The index of a page of this document (`NSNotFound` for another's).
  open func index(for page: PDFPage) -> Int { pages.firstIndex { $0 === page } ?? NSNotFound }

  /// Inserts `page` at `index` (clamped to the pages' range), taking it
  /// from the document it was in, as PDFKit.
  open func insert(_ page: PDFPage, at index: Int) {
    if let previous = page.document, previous !== self { previous.removePage(page) }
    pages.removeAll { $0 === page }
    pages.insert(page, at: min(max(index, 0), pages.count))
    page.document = self
    edited = true
  }

  /// Removes the page at `index` (nothing past the last).
  open func removePage(at index: Int) {
    guard index >= 0, index < pages.count else { return }
    pages.remove(at: index).document = nil
    edited = true
  }

  /// Exchanges two pages (nothing when either index is out of range).
  open func exchangePage(at indexA: Int, withPageAt indexB: Int) {
    guard pages.indices.contains(indexA), pages.indices.contains(indexB) else { return }
    pages.swapAt(indexA, indexB)
    edited = true
  }

  private func removePage(_ page: PDFPage) {
    pages.removeAll { $0 === page }
    edited = true
  }

  /// The document's bytes as read; nil for an empty document, and for one
  /// whose pages were edited (no PDF is written on Linux).
  open func dataRepresentation() -> Data? { bytes.isEmpty || edited ? nil : Data(bytes) }

  /// Its text: not extracted on Linux.
  open var string: String? { nil }

  /// Whether it is locked: documents poppler opens are not.
  open var isLocked: Bool { false }
}

/// A page of a document, as PDFKit's `PDFPage`: a page poppler read, or
/// one made from an image (`PDFPage(image:)`, the image's size in points).
open class PDFPage: NSObject, @unchecked Sendable {
  public internal(set) weak var document: PDFDocument?
  /// Page `index` of a document's bytes, decoded by poppler when first
  /// drawn or measured (a document's pages are made when it is read).
  private let pdf: (bytes: [UInt8], index: Int)?
  /// The page's picture (the page poppler drew, or the image given) and its
  /// size in points.
  private lazy var content: (picture: UIImage?, size: CGSize) = {
    guard let pdf, let source = try? ImageSource.decodePDF(pdf.bytes, name: "document.pdf", page: pdf.index) else {
      return (nil, .zero)
    }
    return (UIImage(content: .source(source), size: source.size, scale: 1), source.size)
  }()
  private var picture: UIImage? { content.picture }
  private var size: CGSize { content.size }

  init(document: PDFDocument, index: Int) {
    self.document = document
    pdf = (document.bytes, index)
  }

  /// A page showing `image` at its size in points, outside any document
  /// until inserted; nil for an image with no pixels, as PDFKit.
  public init?(image: UIImage) {
    guard image.size.width > 0, image.size.height > 0 else { return nil }
    pdf = nil
    super.init()
    content = (image, image.size)
  }

  /// A blank page of US Letter size (612 × 792 points), as PDFKit's.
  public override init() {
    pdf = nil
    super.init()
    content = (nil, CGSize(width: 612, height: 792))
  }

  /// The page's label (its number in its document, from 1).
  open var label: String? {
    guard let document else { return nil }
    let index = document.index(for: self)
    return index == NSNotFound ? nil : "\(index + 1)"
  }

  /// The page's box in points (the media box, at the origin).
  open func bounds(for box: PDFDisplayBox) -> CGRect { CGRect(origin: .zero, size: size) }

  /// The page drawn to fit `size` (its aspect kept), as PDFKit's thumbnail.
  open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage { picture ?? UIImage() }

  /// Its text: not extracted on Linux.
  open var string: String? { nil }

  /// The page as a SwiftUI image.
  var image: Image? { picture.map { Image(uiImage: $0) } }
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
    if let index = currentIndex, let next = document?.page(at: index + 1) { currentPage = next }
  }
  open func goToPreviousPage(_ sender: Any?) {
    if let index = currentIndex, let previous = document?.page(at: index - 1) { currentPage = previous }
  }
  open var canGoToNextPage: Bool { currentIndex.map { $0 + 1 < (document?.pageCount ?? 0) } ?? false }
  open var canGoToPreviousPage: Bool { (currentIndex ?? 0) > 0 }
  /// The current page's index in the document (nil without one).
  private var currentIndex: Int? {
    guard let page = currentPage, let index = document?.index(for: page), index != NSNotFound else { return nil }
    return index
  }

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
