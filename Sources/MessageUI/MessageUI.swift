@_exported import UIKit

// `import MessageUI` on Linux: the mail and message composers a screen
// offers beside the one under test. A render has no mail account and no
// phone: `canSendMail()` and `canSendText()` are false, as on a simulator
// without an account, so the screen takes its "can't send" branch. The
// controllers hold what they are given and present nothing.
// Declared in Package.swift for Linux only: on macOS Apple's module is used.

/// How a mail composer finished, as MessageUI's `MFMailComposeResult`.
public enum MFMailComposeResult: Int, Sendable {
  case cancelled, saved, sent, failed
}

/// How a message composer finished, as MessageUI's `MessageComposeResult`.
public enum MessageComposeResult: Int, Sendable {
  case cancelled, sent, failed
}

/// A mail composer's delegate, as MessageUI's.
public protocol MFMailComposeViewControllerDelegate: AnyObject {
  func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
  ) {}
}

/// A message composer's delegate, as MessageUI's.
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
  func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The mail composer, as MessageUI's `MFMailComposeViewController` (a
/// navigation controller, as there): no account on Linux, so
/// `canSendMail()` is false.
open class MFMailComposeViewController: UINavigationController, @unchecked Sendable {
  open weak var mailComposeDelegate: MFMailComposeViewControllerDelegate?
  public private(set) var toRecipients: [String] = []
  public private(set) var ccRecipients: [String] = []
  public private(set) var bccRecipients: [String] = []
  public private(set) var subject = ""
  public private(set) var messageBody = ""
  public private(set) var isHTML = false
  public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []

  /// Whether mail can be sent: false (no account).
  open class func canSendMail() -> Bool { false }

  open func setToRecipients(_ recipients: [String]?) { toRecipients = recipients ?? [] }
  open func setCcRecipients(_ recipients: [String]?) { ccRecipients = recipients ?? [] }
  open func setBccRecipients(_ recipients: [String]?) { bccRecipients = recipients ?? [] }
  open func setSubject(_ subject: String) { self.subject = subject }
  open func setMessageBody(_ body: String, isHTML: Bool) {
    messageBody = body
    self.isHTML = isHTML
  }
  open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachments.append((attachment, mimeType, filename))
  }
}

/// The message composer, as MessageUI's `MFMessageComposeViewController`:
/// no phone on Linux, so `canSendText()` is false.
open class MFMessageComposeViewController: UINavigationController, @unchecked Sendable {
  open weak var messageComposeDelegate: MFMessageComposeViewControllerDelegate?
  open var recipients: [String]?
  open var body: String?
  open var subject: String?

  open class func canSendText() -> Bool { false }
  open class func canSendSubject() -> Bool { false }
  open class func canSendAttachments() -> Bool { false }
  @discardableResult
  open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }
}
