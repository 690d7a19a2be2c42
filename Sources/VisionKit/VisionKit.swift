@_exported import UIKit

// `import VisionKit` on Linux: the document camera and the data scanner a
// screen offers. There is no camera: both say they are unsupported
// (`isSupported` false), so the screen takes its fallback branch.
// Declared in Package.swift for Linux only: on macOS Apple's module is used.

/// A scanned document, as VisionKit's `VNDocumentCameraScan` (none is ever
/// made on Linux).
open class VNDocumentCameraScan: NSObject, @unchecked Sendable {
  open var pageCount: Int { 0 }
  open var title: String { "" }
  open func imageOfPage(at index: Int) -> UIImage { UIImage() }
}

/// The document camera's delegate, as VisionKit's.
public protocol VNDocumentCameraViewControllerDelegate: AnyObject {
  func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)
  func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)
  func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: Error)
}

extension VNDocumentCameraViewControllerDelegate {
  public func documentCameraViewController(
    _ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan
  ) {}
  public func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
  public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: Error) {}
}

/// The document camera, as VisionKit's `VNDocumentCameraViewController`:
/// unsupported on Linux.
open class VNDocumentCameraViewController: UIViewController, @unchecked Sendable {
  open weak var delegate: VNDocumentCameraViewControllerDelegate?
  open class var isSupported: Bool { false }
}

/// The live data scanner, as VisionKit's `DataScannerViewController`:
/// unsupported and unavailable on Linux.
open class DataScannerViewController: UIViewController, @unchecked Sendable {
  public enum RecognizedDataType: Hashable, Sendable {
    case text(languages: [String] = [])
    case barcode(symbologies: [String] = [])
  }
  public enum QualityLevel: Sendable { case balanced, fast, accurate }

  public let recognizedDataTypes: Set<RecognizedDataType>
  open class var isSupported: Bool { false }
  open class var isAvailable: Bool { false }

  public init(
    recognizedDataTypes: Set<RecognizedDataType>, qualityLevel: QualityLevel = .balanced,
    recognizesMultipleItems: Bool = false, isHighFrameRateTrackingEnabled: Bool = true, isPinchToZoomEnabled: Bool = true,
    isGuidanceEnabled: Bool = true, isHighlightingEnabled: Bool = false
  ) {
    self.recognizedDataTypes = recognizedDataTypes
    super.init(nibName: nil, bundle: nil)
  }
  /// From an archive, as UIKit's required initializer (`UIView`'s notes).
  public required init?(coder: NSCoder) {
    recognizedDataTypes = []
    super.init(coder: coder)
  }

  /// Scanning never starts: there is no camera.
  open func startScanning() throws { throw DataScannerError.unsupported }
  open func stopScanning() {}
}

/// Why the data scanner can't scan, as VisionKit's
/// `DataScannerViewController.ScanningUnavailable`.
public enum DataScannerError: Error, Sendable {
  case unsupported, cameraRestricted
}
