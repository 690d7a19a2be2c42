@_exported import UIKit
import FlipbookFoundation

// `import Photos` on Linux: the photo library a screen asks for. A render
// has none. Its status is `.notDetermined` until the app asks, and asking
// answers `.denied` (nothing can grant access), so a screen takes its
// "no access" branch after asking, as on a simulator whose user said no.
// Fetches find no asset; changes fail with `PHPhotosError.accessUserDenied`.
// Declared in Package.swift for Linux only: on macOS Apple's module is used.
//
// swift-custom-dump's `#if canImport(Photos)` conformances read
// `PHAccessLevel` and `PHAuthorizationStatus` by their cases and raw
// values, which these enums have as Apple's do.

/// How much of the library an app asks for, as Photos' `PHAccessLevel`.
public enum PHAccessLevel: Int, Sendable {
  case addOnly = 1
  case readWrite = 2
}

/// The app's access to the library, as Photos' `PHAuthorizationStatus`.
public enum PHAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
  case limited = 4
}

/// What a photo library change fails with, as Photos' `PHPhotosError`.
public struct PHPhotosError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Photos' error codes.
  public enum Code: Int, Sendable {
    case internalError = -1
    case userCancelled = 3072
    case libraryVolumeOffline = 3114
    case relinquishingLibraryBundleToWriter = 3142
    case switchingSystemPhotoLibrary = 3143
    case networkAccessRequired = 3164
    case identifierNotFound = 3201
    case multipleIdentifiersFound = 3202
    case changeNotSupported = 3300
    case operationInterrupted = 3301
    case invalidResource = 3302
    case missingResource = 3303
    case notEnoughSpace = 3305
    case requestNotSupportedForAsset = 3306
    case accessRestricted = 3310
    case accessUserDenied = 3311
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static let errorDomain = "PHPhotosErrorDomain"

  public var description: String {
    code == .accessUserDenied ? "The user has denied the application access to their media." : "PHPhotosError \(code.rawValue)"
  }
}

/// Something told of library changes, as Photos'
/// `PHPhotoLibraryChangeObserver` (never called: nothing changes).
public protocol PHPhotoLibraryChangeObserver: AnyObject {
  func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// A set of library changes, as Photos' `PHChange` (none is ever made).
open class PHChange: NSObject, @unchecked Sendable {
  open func changeDetails<T: PHObject>(for object: T) -> PHObjectChangeDetails<T>? { nil }
  open func changeDetails<T: PHObject>(for fetchResult: PHFetchResult<T>) -> PHFetchResultChangeDetails<T>? { nil }
}

/// Changes to one object, as Photos' `PHObjectChangeDetails`.
open class PHObjectChangeDetails<T: PHObject>: NSObject, @unchecked Sendable {
  open var objectBeforeChanges: T? { nil }
  open var objectAfterChanges: T? { nil }
  open var assetContentChanged: Bool { false }
  open var objectWasDeleted: Bool { false }
}

/// Changes to a fetch result, as Photos' `PHFetchResultChangeDetails`.
open class PHFetchResultChangeDetails<T: PHObject>: NSObject, @unchecked Sendable {
  open var fetchResultBeforeChanges: PHFetchResult<T> { PHFetchResult() }
  open var fetchResultAfterChanges: PHFetchResult<T> { PHFetchResult() }
  open var hasIncrementalChanges: Bool { false }
  open var removedIndexes: IndexSet? { nil }
  open var insertedIndexes: IndexSet? { nil }
  open var changedIndexes: IndexSet? { nil }
  open var hasMoves: Bool { false }
  open var removedObjects: [T] { [] }
  open var insertedObjects: [T] { [] }
  open var changedObjects: [T] { [] }
}

/// The photo library, as Photos' `PHPhotoLibrary`: empty and out of reach.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
  private static let requests = PermissionRequests<PHAccessLevel>()

  /// The one library.
  open class func shared() -> PHPhotoLibrary { library }
  private static let library = PHPhotoLibrary()

  /// `.notDetermined` until the app asks for `accessLevel`, then `.denied`.
  open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
    requests.hasAsked(accessLevel) ? .denied : .notDetermined
  }

  /// The read-write status (iOS 13's form).
  open class func authorizationStatus() -> PHAuthorizationStatus { authorizationStatus(for: .readWrite) }

  /// Asks for access: answered `.denied` at once.
  open class func requestAuthorization(
    for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void
  ) {
    handler(record(accessLevel))
  }

  /// Asks for read-write access (iOS 13's form): `.denied`.
  open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
    handler(record(.readWrite))
  }

  /// Asks for access: `.denied`.
  open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
    record(accessLevel)
  }

  private static func record(_ level: PHAccessLevel) -> PHAuthorizationStatus {
    requests.ask(level)
    return .denied
  }

  /// Registers an observer (never told anything).
  open func register(_ observer: PHPhotoLibraryChangeObserver) {}
  /// Unregisters an observer.
  open func unregisterChangeObserver(_ observer: PHPhotoLibraryChangeObserver) {}

  /// Runs `changeBlock`, then reports failure: there is no library to
  /// change.
  open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, Error?) -> Void)? = nil) {
    changeBlock()
    completionHandler?(false, PHPhotosError(.accessUserDenied))
  }

  /// Runs `changeBlock`, then throws: there is no library to change.
  open func performChanges(_ changeBlock: @escaping () -> Void) async throws {
    changeBlock()
    throw PHPhotosError(.accessUserDenied)
  }

  /// Runs `changeBlock`, then throws.
  open func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws {
    changeBlock()
    throw PHPhotosError(.accessUserDenied)
  }

  /// Shows the limited-library picker: nothing to show.
  open func presentLimitedLibraryPicker(from controller: UIViewController) {}
  open func presentLimitedLibraryPicker(from controller: UIViewController) async -> [String] { [] }
}
