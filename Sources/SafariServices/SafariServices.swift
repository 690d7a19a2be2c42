@_exported import UIKit

// `import SafariServices` on Linux: the in-app browser a screen opens links
// in (`SFSafariViewController` in a `UIViewControllerRepresentable`). A
// render loads no page: the controller keeps its URL and configuration
// and, wrapped in SwiftUI, draws as a blank white page of its size, as
// WebKit's views do here. Declared in Package.swift for Linux only.

/// The in-app Safari browser, as SafariServices' `SFSafariViewController`.
open class SFSafariViewController: UIViewController, @unchecked Sendable {
  /// How the browser is configured, as `SFSafariViewController.Configuration`.
  open class Configuration: @unchecked Sendable {
    open var entersReaderIfAvailable = false
    open var barCollapsingEnabled = true
    public init() {}
  }

  /// The style of the dismiss button, as `DismissButtonStyle`.
  public enum DismissButtonStyle: Int, Sendable { case done = 0, close = 1, cancel = 2 }

  public let url: URL
  public let configuration: Configuration
  open weak var delegate: SFSafariViewControllerDelegate?
  open var preferredBarTintColor: UIColor?
  open var preferredControlTintColor: UIColor?
  open var dismissButtonStyle: DismissButtonStyle = .done

  public init(url: URL, configuration: Configuration = Configuration()) {
    self.url = url
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
    view.backgroundColor = .white
  }

  public convenience init(url: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: url, configuration: configuration)
  }
  /// From an archive, as UIKit's required initializer: there are no archives of this one here (nil).
  public required init?(coder: NSCoder) { return nil }
}

/// The browser's delegate, as `SFSafariViewControllerDelegate` (never
/// called: no page loads).
public protocol SFSafariViewControllerDelegate: AnyObject {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
