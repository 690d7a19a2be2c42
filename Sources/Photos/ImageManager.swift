import UIKit

/// How an image fills the requested size, as Photos' `PHImageContentMode`.
public enum PHImageContentMode: Int, Sendable {
  case aspectFit = 0, aspectFill = 1
  public static let `default` = PHImageContentMode.aspectFit
}

/// Options for an image request, as Photos' `PHImageRequestOptions`.
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
  public enum DeliveryMode: Int, Sendable { case opportunistic, highQualityFormat, fastFormat }
  public enum ResizeMode: Int, Sendable { case none, fast, exact }
  public enum Version: Int, Sendable { case current, unadjusted, original }
  open var deliveryMode: DeliveryMode = .opportunistic
  open var resizeMode: ResizeMode = .fast
  open var version: Version = .current
  open var isNetworkAccessAllowed = false
  open var isSynchronous = false
  open var normalizedCropRect: CGRect = .zero
  open var progressHandler: ((Double, Error?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?
  public override init() { super.init() }
}

/// A request's number, as Photos' `PHImageRequestID`.
public typealias PHImageRequestID = Int32

/// The size that asks for an asset's full size, as Photos'.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
/// A request that was not made, as Photos'.
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// The result-info key saying the request failed, as Photos'.
public let PHImageErrorKey = "PHImageErrorKey"
/// The result-info key saying the result is degraded, as Photos'.
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// The result-info key saying the request was cancelled, as Photos'.
public let PHImageCancelledKey = "PHImageCancelledKey"

/// Images of assets, as Photos' `PHImageManager`. Asset objects never
/// exist here, so a request answers at once with no image and the error
/// that the asset is missing.
open class PHImageManager: NSObject, @unchecked Sendable {
  private static let shared = PHImageManager()
  /// The shared manager.
  open class func `default`() -> PHImageManager { shared }
  public override init() { super.init() }

  @discardableResult
  open func requestImage(
    for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
    resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    resultHandler(nil, [PHImageErrorKey: PHPhotosError(.missingResource)])
    return PHInvalidImageRequestID
  }

  open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// A manager that caches images ahead, as Photos' `PHCachingImageManager`.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
  open var allowsCachingHighQualityImages = true
  open func startCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
  ) {}
  open func stopCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
  ) {}
  open func stopCachingImagesForAllAssets() {}
}

/// A Live Photo, as Photos' `PHLivePhoto` (none is ever loaded).
open class PHLivePhoto: NSObject, @unchecked Sendable {
  open var size: CGSize { .zero }
}
