import AVKit
import Flipbook
import FlipbookTesting
import Foundation
import MessageUI
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
