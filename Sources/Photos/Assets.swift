import UIKit

/// A library object, as Photos' `PHObject`.
open class PHObject: NSObject, @unchecked Sendable {
  /// The object's identifier in the library.
  open var localIdentifier: String { "" }
}

/// A kind of asset, as Photos' `PHAssetMediaType`.
public enum PHAssetMediaType: Int, Sendable { case unknown = 0, image = 1, video = 2, audio = 3 }

/// What kind of photo or video an asset is, as Photos' `PHAssetMediaSubtype`.
public struct PHAssetMediaSubtype: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
  public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
  public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
  public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
  public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
  public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
  public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
  public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
  public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}

/// How a fetch is filtered and sorted, as Photos' `PHFetchOptions`.
open class PHFetchOptions: NSObject, @unchecked Sendable {
  open var predicate: NSPredicate?
  open var sortDescriptors: [NSSortDescriptor]?
  open var fetchLimit: Int = 0
  open var includeHiddenAssets = false
  open var includeAllBurstAssets = false
  open var wantsIncrementalChangeDetails = true
  public override init() { super.init() }
}

/// The result of a fetch, as Photos' `PHFetchResult`: always empty here.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  open var count: Int { 0 }
  open var firstObject: ObjectType? { nil }
  open var lastObject: ObjectType? { nil }
  /// Traps, as an out-of-range index does on iOS: the result is empty.
  open func object(at index: Int) -> ObjectType {
    preconditionFailure("PHFetchResult index \(index) beyond bounds (the library is empty)")
  }
  open subscript(index: Int) -> ObjectType { object(at: index) }
  open func objects(at indexes: IndexSet) -> [ObjectType] { [] }
  open func contains(_ anObject: ObjectType) -> Bool { false }
  open func index(of anObject: ObjectType) -> Int { NSNotFound }
  open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {}
  open func countOfAssets(with mediaType: PHAssetMediaType) -> Int { 0 }
}

/// A photo or video, as Photos' `PHAsset` (none exists here).
open class PHAsset: PHObject, @unchecked Sendable {
  open var mediaType: PHAssetMediaType { .unknown }
  open var mediaSubtypes: PHAssetMediaSubtype { [] }
  open var pixelWidth: Int { 0 }
  open var pixelHeight: Int { 0 }
  open var creationDate: Date? { nil }
  open var modificationDate: Date? { nil }
  open var location: AnyObject? { nil }
  open var duration: TimeInterval { 0 }
  open var isHidden: Bool { false }
  open var isFavorite: Bool { false }
  open var burstIdentifier: String? { nil }

  open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
  open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
  open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
    -> PHFetchResult<PHAsset>
  { PHFetchResult() }
  open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
}

/// A kind of collection, as Photos' `PHAssetCollectionType`.
public enum PHAssetCollectionType: Int, Sendable { case album = 1, smartAlbum = 2, moment = 3 }

/// A collection's subtype, as Photos' `PHAssetCollectionSubtype`.
public enum PHAssetCollectionSubtype: Int, Sendable {
  case albumRegular = 2, albumSyncedEvent = 3, albumSyncedFaces = 4, albumSyncedAlbum = 5, albumImported = 6
  case albumMyPhotoStream = 100, albumCloudShared = 101
  case smartAlbumGeneric = 200, smartAlbumPanoramas = 201, smartAlbumVideos = 202, smartAlbumFavorites = 203
  case smartAlbumTimelapses = 204, smartAlbumAllHidden = 205, smartAlbumRecentlyAdded = 206, smartAlbumBursts = 207
  case smartAlbumSlomoVideos = 208, smartAlbumUserLibrary = 209, smartAlbumSelfPortraits = 210
  case smartAlbumScreenshots = 211, smartAlbumDepthEffect = 212, smartAlbumLivePhotos = 213
  case any = 9_223_372_036_854_775_807
}

/// An album, as Photos' `PHAssetCollection` (none exists here).
open class PHAssetCollection: PHObject, @unchecked Sendable {
  open var localizedTitle: String? { nil }
  open var estimatedAssetCount: Int { NSNotFound }
  open var assetCollectionType: PHAssetCollectionType { .album }
  open var assetCollectionSubtype: PHAssetCollectionSubtype { .albumRegular }

  open class func fetchAssetCollections(
    with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
  ) -> PHFetchResult<PHAssetCollection> { PHFetchResult() }
  open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
    -> PHFetchResult<PHAssetCollection>
  { PHFetchResult() }
}

/// A request to add or change an asset, as Photos' `PHAssetChangeRequest`
/// (made inside `performChanges`, which then fails).
open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
  open var placeholderForCreatedAsset: PHObjectPlaceholder? { nil }
  open var creationDate: Date?
  open var isFavorite = false
  open var isHidden = false

  open class func creationRequestForAsset(from image: UIImage) -> Self { Self() }
  open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { Self() }
  open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { Self() }
  open class func deleteAssets(_ assets: Any) {}
  public required override init() { super.init() }
  public convenience init(for asset: PHAsset) { self.init() }
}

/// A request that creates an asset from resources, as Photos'
/// `PHAssetCreationRequest`.
open class PHAssetCreationRequest: PHAssetChangeRequest, @unchecked Sendable {
  open class func forAsset() -> PHAssetCreationRequest { PHAssetCreationRequest() }
  open func addResource(with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?) {}
  open func addResource(with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?) {}
}

/// A stand-in for an asset not yet created, as Photos' `PHObjectPlaceholder`.
open class PHObjectPlaceholder: PHObject, @unchecked Sendable {}

/// A kind of asset resource, as Photos' `PHAssetResourceType`.
public enum PHAssetResourceType: Int, Sendable {
  case photo = 1, video = 2, audio = 3, alternatePhoto = 4, fullSizePhoto = 5, fullSizeVideo = 6
  case adjustmentData = 7, adjustmentBasePhoto = 8, pairedVideo = 9
}

/// Options for a created resource, as Photos'
/// `PHAssetResourceCreationOptions`.
open class PHAssetResourceCreationOptions: NSObject, @unchecked Sendable {
  open var originalFilename: String?
  open var uniformTypeIdentifier: String?
  open var shouldMoveFile = false
  public override init() { super.init() }
}
