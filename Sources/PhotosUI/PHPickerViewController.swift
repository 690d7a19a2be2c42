import Flipbook

/// How the UIKit picker is configured, as PhotosUI's `PHPickerConfiguration`.
public struct PHPickerConfiguration: Equatable, Sendable {
  /// Which encoding picked items come in.
  public enum AssetRepresentationMode: Int, Sendable { case automatic = 0, current = 1, compatible = 2 }
  /// How items are selected.
  public enum Selection: Int, Sendable { case `default` = 0, ordered = 1, continuous = 2, continuousAndOrdered = 3 }
  /// How the picker is laid out.
  public enum Mode: Int, Sendable { case `default` = 0, compact = 1 }

  public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
  public var selection: Selection = .default
  /// How many items may be picked (0: any number).
  public var selectionLimit = 1
  public var filter: PHPickerFilter?
  public var preselectedAssetIdentifiers: [String] = []
  public var mode: Mode = .default
  public var disabledCapabilities: PHPickerCapabilities = []

  public init() {}
  /// A configuration of `photoLibrary`'s picker (whose results carry asset
  /// identifiers).
  public init(photoLibrary: PHPhotoLibrary) {}
}

/// A picked item, as PhotosUI's `PHPickerResult`.
public struct PHPickerResult: Equatable, Hashable, @unchecked Sendable {  // the provider is handed over read-only
  /// The item's representations.
  public let itemProvider: NSItemProvider
  /// The asset's identifier, when the picker was made with a library.
  public let assetIdentifier: String?

  public static func == (a: PHPickerResult, b: PHPickerResult) -> Bool {
    a.itemProvider === b.itemProvider && a.assetIdentifier == b.assetIdentifier
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(itemProvider))
    hasher.combine(assetIdentifier)
  }
}

/// The UIKit picker's delegate, as PhotosUI's
/// `PHPickerViewControllerDelegate`.
public protocol PHPickerViewControllerDelegate: AnyObject {
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The UIKit photo picker, as PhotosUI's `PHPickerViewController`: it keeps
/// its configuration and delegate; nothing is ever picked, so the delegate
/// is never called.
open class PHPickerViewController: UIViewController, @unchecked Sendable {
  public let configuration: PHPickerConfiguration
  open weak var delegate: PHPickerViewControllerDelegate?

  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }
  /// From an archive, as UIKit's required initializer: there are no archives of this one here (nil).
  public required init?(coder: NSCoder) { return nil }

  open func deselectAssets(withIdentifiers identifiers: [String]) {}
  open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier preceding: String?) {}
  open func updatePicker(using configuration: PHPickerConfiguration.Update) {}
  open func scrollToInitialPosition() {}
  open func zoomIn() {}
  open func zoomOut() {}
}

extension PHPickerConfiguration {
  /// A change to a shown picker's configuration, as PhotosUI's
  /// `PHPickerConfiguration.Update`.
  public struct Update: Sendable {
    public var selectionLimit: Int?
    public init() {}
  }
}
