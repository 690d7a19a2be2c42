@_exported import Photos
import Flipbook

// `import PhotosUI` on Linux: SwiftUI's `PhotosPicker` and
// `.photosPicker(isPresented:)`, and UIKit's `PHPickerViewController`.
// Declared in Package.swift for Linux only: on macOS Apple's module is used.
//
// The picker is a button, as on iOS: its label drawn in the tint. Tapping
// it in a film presents nothing (a render has no photo library to show),
// and `.photosPicker(isPresented:)` shows no sheet. The iOS 17 inline and
// compact styles embed the library's grid in the screen: here that is a
// neutral placeholder of the size SwiftUI gives it. Items are never
// picked; an item made with `PhotosPickerItem(itemIdentifier:)` names an
// asset that does not exist, so loading it throws
// `PHPhotosError(.identifierNotFound)`.

/// A photo or video picked in the picker, as PhotosUI's `PhotosPickerItem`.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
  /// Which file format the picker hands over, as PhotosUI's
  /// `PhotosPickerItem.EncodingDisambiguationPolicy`.
  public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
    let name: String
    /// The system decides (the most compatible format).
    public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
    /// The asset's current format (HEIF, HEVC), without transcoding.
    public static let current = EncodingDisambiguationPolicy(name: "current")
    /// The most compatible format (JPEG, H.264).
    public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
  }

  /// The asset's identifier in the library, when the picker was given one.
  public let itemIdentifier: String?
  /// The content types the item can be loaded as, most preferred first.
  public let supportedContentTypes: [UTType]

  /// An item naming the library asset `itemIdentifier`.
  public init(itemIdentifier: String) {
    self.itemIdentifier = itemIdentifier
    supportedContentTypes = []
  }

  /// Loads the item as `type`: throws `PHPhotosError(.identifierNotFound)`
  /// here, since the library holds no asset.
  public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
    throw PHPhotosError(.identifierNotFound)
  }

  /// Loads the item as `type`, calling `completionHandler` with the
  /// failure at once.
  @discardableResult
  public func loadTransferable<T: Transferable>(
    type: T.Type, completionHandler: @escaping @Sendable (Result<T?, Error>) -> Void
  ) -> Progress {
    completionHandler(.failure(PHPhotosError(.identifierNotFound)))
    let progress = Progress(totalUnitCount: 1)
    progress.completedUnitCount = 1
    return progress
  }
}

/// Which assets the picker shows, as PhotosUI's `PHPickerFilter`.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
  indirect enum Rule: Hashable, Sendable {
    case kind(String)
    case any([Rule])
    case all([Rule])
    case not(Rule)
  }
  let rule: Rule

  public static let images = PHPickerFilter(rule: .kind("images"))
  public static let videos = PHPickerFilter(rule: .kind("videos"))
  public static let livePhotos = PHPickerFilter(rule: .kind("livePhotos"))
  public static let bursts = PHPickerFilter(rule: .kind("bursts"))
  public static let cinematicVideos = PHPickerFilter(rule: .kind("cinematicVideos"))
  public static let depthEffectPhotos = PHPickerFilter(rule: .kind("depthEffectPhotos"))
  public static let panoramas = PHPickerFilter(rule: .kind("panoramas"))
  public static let screenRecordings = PHPickerFilter(rule: .kind("screenRecordings"))
  public static let screenshots = PHPickerFilter(rule: .kind("screenshots"))
  public static let slomoVideos = PHPickerFilter(rule: .kind("slomoVideos"))
  public static let timelapseVideos = PHPickerFilter(rule: .kind("timelapseVideos"))
  public static let spatialMedia = PHPickerFilter(rule: .kind("spatialMedia"))

  /// Assets that match any of `subfilters`.
  public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(rule: .any(subfilters.map(\.rule)))
  }
  /// Assets that match every one of `subfilters`.
  public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(rule: .all(subfilters.map(\.rule)))
  }
  /// Assets that do not match `filter`.
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }
}

/// How a multiple-selection picker selects, as PhotosUI's
/// `PhotosPickerSelectionBehavior`.
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
  let name: String
  public static let `default` = PhotosPickerSelectionBehavior(name: "default")
  public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
  public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
  public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// How the picker is shown, as PhotosUI's `PhotosPickerStyle`.
public struct PhotosPickerStyle: Equatable, Hashable, Sendable {
  let name: String
  /// A button that presents the picker (the default).
  public static let presentation = PhotosPickerStyle(name: "presentation")
  /// The picker embedded in the screen.
  public static let inline = PhotosPickerStyle(name: "inline")
  /// The picker embedded as a single row.
  public static let compact = PhotosPickerStyle(name: "compact")
}

/// Parts of the picker's interface that can be turned off, as PhotosUI's
/// `PHPickerCapabilities`.
public struct PHPickerCapabilities: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let search = PHPickerCapabilities(rawValue: 1 << 0)
  public static let stagingArea = PHPickerCapabilities(rawValue: 1 << 1)
  public static let collectionNavigation = PHPickerCapabilities(rawValue: 1 << 2)
  public static let selectionActions = PHPickerCapabilities(rawValue: 1 << 3)
  public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 1 << 4)
}

private struct PhotosPickerStyleKey: EnvironmentKey {
  static let defaultValue = PhotosPickerStyle.presentation
}

extension EnvironmentValues {
  var photosPickerStyle: PhotosPickerStyle {
    get { self[PhotosPickerStyleKey.self] }
    set { self[PhotosPickerStyleKey.self] = newValue }
  }
}

/// A button that presents the photo picker, as PhotosUI's `PhotosPicker`
/// (see the file's note for what it draws).
nonisolated public struct PhotosPicker<Label: View>: View {
  let label: Label
  @Environment(\.photosPickerStyle) private var style

  init(label: Label) { self.label = label }

  /// A picker of one item.
  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label())
  }

  /// A picker of one item from `photoLibrary`.
  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label())
  }

  /// A picker of several items.
  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label())
  }

  /// A picker of several items from `photoLibrary`.
  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label())
  }

  public var body: some View {
    if style == .presentation {
      Button(action: {}, label: { label })
    } else {
      PhotoLibraryPlaceholder(compact: style == .compact)
    }
  }
}

extension PhotosPicker where Label == Text {
  /// A picker of one item, titled with a localized string.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(label: Text(titleKey))
  }

  /// A picker of one item, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(label: Text(title))
  }

  /// A picker of several items, titled with a localized string.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(label: Text(titleKey))
  }

  /// A picker of several items, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(label: Text(title))
  }
}

/// The embedded picker's place: the grouped background, and for the
/// inline style a "No Photos" note, as an empty library shows.
nonisolated struct PhotoLibraryPlaceholder: View {
  let compact: Bool

  var body: some View {
    ZStack {
      Color(uiColor: .secondarySystemBackground)
      if !compact {
        VStack(spacing: 8) {
          Image(systemName: "photo.on.rectangle").font(.largeTitle).foregroundStyle(.secondary)
          Text("No Photos").font(.headline).foregroundStyle(.secondary)
        }
      }
    }
  }
}

extension View {
  /// Presents the photo picker while `isPresented` is true: shows nothing
  /// here (there is no library to show).
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) -> some View {
    self
  }

  /// Presents the photo picker of `photoLibrary`: shows nothing here.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
  ) -> some View {
    self
  }

  /// Presents the multiple-selection photo picker: shows nothing here.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) -> some View {
    self
  }

  /// Presents the multiple-selection photo picker of `photoLibrary`.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary
  ) -> some View {
    self
  }

  /// How `PhotosPicker`s inside are shown.
  public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View {
    environment(\.photosPickerStyle, style)
  }

  /// Whether an embedded picker shows its bars (drawn the same either way).
  public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View {
    self
  }

  /// Parts of an embedded picker to turn off (drawn the same either way).
  public func photosPickerDisabledCapabilities(_ capabilities: PHPickerCapabilities) -> some View {
    self
  }
}
