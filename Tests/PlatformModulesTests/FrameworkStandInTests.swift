import AVKit
import Flipbook
import FlipbookTesting
import Foundation
import MessageUI
import PDFKit
import Testing
import VisionKit

/// A support screen as apps write it: mail when the device can send it,
/// else a link; a video; a scan button only where scanning is supported.
struct SupportScreen: View {
  let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/intro.mp4"))

  var body: some View {
    VStack(spacing: 16) {
      if MFMailComposeViewController.canSendMail() {
        Button("Email us") {}
      } else {
        Text("Write to help@example.com")
      }
      VideoPlayer(player: player).frame(height: 180)
      if VNDocumentCameraViewController.isSupported {
        Button("Scan a receipt") {}
      }
    }
    .padding()
  }
}

@Suite struct FrameworkStandInTests {
  @Test func theyAnswerHonestly() throws {
    #expect(!MFMailComposeViewController.canSendMail() && !MFMessageComposeViewController.canSendText())
    let mail = MFMailComposeViewController()
    mail.setToRecipients(["a@example.com"])
    mail.setSubject("Hi")
    #expect(mail.toRecipients == ["a@example.com"] && mail.subject == "Hi")
    // A navigation controller, as on iOS: wrappers set its `delegate`,
    // coordinators dismiss it.
    let presenter = UIViewController()
    presenter.present(mail, animated: true)
    #expect(presenter.presentedViewController === mail && mail.presentingViewController === presenter)
    var dismissed = false
    mail.dismiss(animated: true) { dismissed = true }
    #expect(dismissed && presenter.presentedViewController == nil && (mail as UINavigationController).delegate == nil)
    let session = AVCaptureSession()
    session.startRunning()
    #expect(!session.isRunning && AVCaptureDevice.default(for: .video) == nil)
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .denied)
    let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/x.mp4"))
    player.play()
    #expect(player.timeControlStatus == .playing && player.currentTime() == .zero)
    #expect(CMTime(seconds: 1.5, preferredTimescale: 600).value == 900 && CMTime.invalid.seconds.isNaN)
    #expect(try !AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/tmp/x.m4a")).play())
    #expect(!VNDocumentCameraViewController.isSupported && !DataScannerViewController.isAvailable)
  }

  /// The screen takes its fallback branches; the player is black with a
  /// play button, 180 pt tall.
  @Test func aScreenWithThemRenders() throws {
    let renderer = ImageRenderer(content: SupportScreen().frame(width: 320))
    renderer.scale = 1
    let image = try #require(renderer.bitmap)
    // 16 padding, a body line (20.3), 16 spacing, the 180-pt player, 16
    // padding: no scan button below it.
    #expect(image.height == 249, "\(image.height)")
    let corner = image.pixel(x: 20, y: image.height - 30)
    #expect(corner.red < 10 && corner.green < 10 && corner.blue < 10, "the player is black: \(corner)")
    expectGolden(of: SupportScreen().frame(width: 320), named: "framework-stand-ins", scale: 2)
  }
}

/// A two-page PDF written by hand: a red 100 × 50 pt page, a blue 50 × 100.
func twoPagePDF() -> Data {
  let pages = [("100 50", "1 0 0 rg 0 0 100 50 re f"), ("50 100", "0 0 1 rg 0 0 50 100 re f")]
  var objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>"]
  for (index, page) in pages.enumerated() {
    let content = 4 + index * 2
    objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(page.0)] /Contents \(content) 0 R >>")
    objects.append("<< /Length \(page.1.utf8.count) >>\nstream\n\(page.1)\nendstream")
  }
  var pdf = "%PDF-1.4\n"
  var offsets: [Int] = []
  for (index, object) in objects.enumerated() {
    offsets.append(pdf.utf8.count)
    pdf += "\(index + 1) 0 obj\n\(object)\nendobj\n"
  }
  let xref = pdf.utf8.count
  pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
  for offset in offsets { pdf += String(format: "%010d 00000 n \n", offset) }
  pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
  return Data(pdf.utf8)
}

/// A document screen wrapping PDFKit's view, as apps write it.
struct DocumentView: UIViewRepresentable {
  let document: PDFDocument
  var page = 0
  func makeUIView(context: Context) -> PDFView {
    let view = PDFView()
    view.autoScales = true
    view.document = document
    return view
  }
  func updateUIView(_ view: PDFView, context: Context) {
    if let page = document.page(at: page) { view.go(to: page) }
  }
}

extension FrameworkStandInTests {
  @Test func aPDFDocumentAndItsView() throws {
    let document = try #require(PDFDocument(data: twoPagePDF()))
    #expect(document.pageCount == 2 && document.page(at: 2) == nil && PDFDocument(data: Data("no".utf8)) == nil)
    #expect(document.page(at: 0)?.bounds(for: .mediaBox).size == CGSize(width: 100, height: 50))
    #expect(document.page(at: 1)?.bounds(for: .mediaBox).size == CGSize(width: 50, height: 100))
    func centre(page: Int) throws -> Bitmap.Pixel {
      let renderer = ImageRenderer(content: DocumentView(document: document, page: page).frame(width: 200, height: 200))
      renderer.scale = 1
      return try #require(renderer.bitmap).pixel(x: 100, y: 100)
    }
    let first = try centre(page: 0), second = try centre(page: 1)
    expectGolden(of: DocumentView(document: document).frame(width: 200, height: 200), named: "pdf-view", scale: 2)
    #expect(first.red > 200 && first.blue < 60, "the first page, red: \(first)")
    #expect(second.blue > 200 && second.red < 60, "the second page, blue: \(second)")
  }
}

extension FrameworkStandInTests {
  /// A scanner app's document: pages made from images, inserted in order,
  /// then rearranged; the view shows the page it is given.
  @Test func aDocumentBuiltFromImages() throws {
    let red = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 80)).image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 60, height: 80))
    }
    let document = PDFDocument()
    let first = try #require(PDFPage(image: red))
    let second = try #require(PDFPage(image: red))
    document.insert(first, at: 0)
    document.insert(second, at: 5)  // clamped to the end
    #expect(document.pageCount == 2 && document.index(for: second) == 1 && second.label == "2")
    #expect(first.bounds(for: .mediaBox).size == CGSize(width: 60, height: 80))
    document.exchangePage(at: 0, withPageAt: 1)
    #expect(document.page(at: 0) === second && document.index(for: first) == 1)
    document.removePage(at: 0)
    #expect(document.pageCount == 1 && second.document == nil && document.dataRepresentation() == nil)
    #expect(PDFPage(image: UIImage()) == nil)
    let pixel = try #require(
      ImageRenderer(content: DocumentView(document: document, page: 0).frame(width: 120, height: 160)).bitmap
    ).pixel(x: 60, y: 80)
    #expect(pixel.red > 200 && pixel.green < 80, "the page's image, red: \(pixel)")
  }
}

/// A view that handles touches and shakes, as UIKit code overrides a
/// responder's event methods (a render delivers no event: they are never
/// called).
final class ShakeAwareView: UIView {
  var shakes = 0
  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    if motion == .motionShake { shakes += 1 }
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    _ = touches.first?.location(in: self)
  }
  override var canBecomeFirstResponder: Bool { true }
}

@Suite struct ResponderEventTests {
  @Test @MainActor func respondersOverrideEventMethods() {
    let view = ShakeAwareView()
    view.motionEnded(.motionShake, with: nil)
    view.motionEnded(.none, with: nil)
    #expect(view.shakes == 1 && view.canBecomeFirstResponder && !view.isFirstResponder)
    #expect(UIEvent.EventSubtype.motionShake.rawValue == 1 && UIEvent.EventSubtype.remoteControlPlay.rawValue == 100)
  }
}
