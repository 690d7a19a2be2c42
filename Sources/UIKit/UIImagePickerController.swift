import Foundation

/// UIKit's camera and photo-library picker, as `UIImagePickerController`.
/// A render has no camera: `isSourceTypeAvailable(.camera)` is false, as
/// on the simulator, so a screen takes its library branch; the library
/// source is available but holds nothing, and nothing is ever picked, so the
/// delegate is never called.
open class UIImagePickerController: UINavigationController, @unchecked Sendable {
  /// Where images come from, as UIKit's `UIImagePickerController.SourceType`.
  public enum SourceType: Int, Sendable { case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2 }
  /// Which camera, as UIKit's `UIImagePickerController.CameraDevice`.
  public enum CameraDevice: Int, Sendable { case rear = 0, front = 1 }
  /// What the camera captures, as UIKit's `CameraCaptureMode`.
  public enum CameraCaptureMode: Int, Sendable { case photo = 0, video = 1 }
  /// The flash, as UIKit's `CameraFlashMode`.
  public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
  /// Video quality, as UIKit's `QualityType`.
  public enum QualityType: Int, Sendable {
    case typeHigh = 0, typeMedium = 1, typeLow = 2, type640x480 = 3, typeIFrame1280x720 = 4, typeIFrame960x540 = 5
  }

  /// The keys of a pick's result, as UIKit's `UIImagePickerController.InfoKey`.
  public struct InfoKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
    public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
  }

  /// Whether `sourceType` can be used: every source but the camera.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
  /// The media types `sourceType` offers: images and movies, none for the
  /// camera.
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    sourceType == .camera ? nil : ["public.image", "public.movie"]
  }
  /// Whether `cameraDevice` exists: none does.
  open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
  /// Whether the flash of `cameraDevice` exists: none does.
  open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

  open var sourceType: SourceType = .photoLibrary
  open var mediaTypes: [String] = ["public.image"]
  open var allowsEditing = false
  open var cameraDevice: CameraDevice = .rear
  open var cameraCaptureMode: CameraCaptureMode = .photo
  open var cameraFlashMode: CameraFlashMode = .auto
  open var showsCameraControls = true
  open var videoQuality: QualityType = .typeMedium
  open var videoMaximumDuration: TimeInterval = 600
  open var cameraOverlayView: UIView?

  /// Takes a picture: never (no camera).
  open func takePicture() {}
  /// Starts recording: never (no camera).
  @discardableResult open func startVideoCapture() -> Bool { false }
  open func stopVideoCapture() {}
}

/// The picker's delegate, as UIKit's `UIImagePickerControllerDelegate`.
public protocol UIImagePickerControllerDelegate: AnyObject {
  func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// Saves `image` to the photo library, as UIKit's function: there is none,
/// so the completion selector is not called and nothing is written. (The
/// selector is typed as a pointer: `#selector` needs the Objective-C runtime
/// Linux lacks, so only `nil` is ever passed.)
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: OpaquePointer?, _ contextInfo: UnsafeMutableRawPointer?
) {}
