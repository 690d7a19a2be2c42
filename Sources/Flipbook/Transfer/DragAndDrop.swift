import Foundation

// Drag and drop, file import and export, paste: SwiftUI's modifiers and
// types, so screens that offer them compile and draw as on iOS. A render has
// no pointer and no other app: nothing is ever dragged or dropped, no file
// browser is presented, nothing is pasted. The views draw as they are
// without a drag in progress (`isTargeted` stays false), and the closures
// that would receive items are kept but never called.

/// What a drop would do, as SwiftUI's `DropOperation`.
public enum DropOperation: Sendable, Hashable {
  case cancel, forbidden, copy, move
}

/// A drop's proposed operation, as SwiftUI's `DropProposal`.
public struct DropProposal: Sendable, Hashable {
  public let operation: DropOperation
  public init(operation: DropOperation) { self.operation = operation }
}

/// The state of a drop, as SwiftUI's `DropInfo`.
public struct DropInfo: @unchecked Sendable {  // holds the providers handed over, read-only
  /// Where the drop is, in the drop target's space.
  public let location: CGPoint
  let providers: [NSItemProvider]

  /// Whether an item conforms to one of `contentTypes`.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    providers.contains { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
  }
  /// The items conforming to one of `contentTypes`.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
  }
}

/// An object that handles drops on a view, as SwiftUI's `DropDelegate`.
public protocol DropDelegate {
  func validateDrop(info: DropInfo) -> Bool
  func performDrop(info: DropInfo) -> Bool
  func dropEntered(info: DropInfo)
  func dropUpdated(info: DropInfo) -> DropProposal?
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  public func validateDrop(info: DropInfo) -> Bool { true }
  public func dropEntered(info: DropInfo) {}
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  public func dropExited(info: DropInfo) {}
}

extension View {
  /// Makes the view a drag source of `data()`'s items.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

  /// Makes the view a drag source with a preview.
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
    self
  }

  /// Makes the view a drop target of `supportedContentTypes`.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    self
  }

  /// Makes the view a drop target, told where the drop lands.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    self
  }

  /// Makes the view a drop target handled by `delegate`.
  public func onDrop(of supportedContentTypes: [UTType], delegate: DropDelegate) -> some View { self }

  /// Makes the view a drop target of type identifiers (iOS 13's form).
  @_disfavoredOverload
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    self
  }

  /// Makes the view a drop target of type identifiers, told where the
  /// drop lands (iOS 13's form).
  @_disfavoredOverload
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    self
  }

  /// Makes the view a drop target of type identifiers handled by
  /// `delegate` (iOS 13's form).
  @_disfavoredOverload
  public func onDrop(of supportedTypes: [String], delegate: DropDelegate) -> some View { self }

  /// Makes the view a drag source of a transferable value (iOS 16).
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

  /// Makes the view a drag source of a transferable value with a preview.
  public func draggable<T: Transferable, V: View>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    self
  }

  /// Makes the view a drop target of transferable values (iOS 16).
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    self
  }

  /// Presents a file browser for importing one file while `isPresented` is
  /// true: presents nothing here (a render has no file browser).
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (_ result: Result<URL, Error>) -> Void
  ) -> some View {
    self
  }

  /// Presents a file browser for importing files: presents nothing here.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], Error>) -> Void
  ) -> some View {
    self
  }

  /// Presents a file browser for importing files, told of a cancel (iOS
  /// 17): presents nothing here.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
    onCompletion: @escaping (_ result: Result<[URL], Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> some View {
    self
  }

  /// Presents a file browser for exporting a transferable value (iOS 17):
  /// presents nothing here.
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View {
    self
  }

  /// Presents a file browser for exporting transferable values (iOS 17):
  /// presents nothing here.
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: Transferable {
    self
  }

  /// Presents a file browser for moving a file: presents nothing here.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, Error>) -> Void
  ) -> some View {
    self
  }
}

/// A button that pastes the clipboard's items, as SwiftUI's `PasteButton`:
/// drawn as iOS draws it, a "Paste" label with the clipboard symbol in a
/// bordered-prominent capsule. Nothing is ever pasted.
nonisolated public struct PasteButton: View {
  /// A button pasting values of `payloadType`.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

  /// A button pasting items of `supportedContentTypes` (iOS 16's
  /// item-provider form).
  public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

  public var body: some View {
    Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
      .buttonStyle(.borderedProminent)
      .buttonBorderShape(.capsule)
  }
}

/// What the share sheet shows of an item, as SwiftUI's `SharePreview`: a
/// title with an image and an icon (kept, never shown: a render presents no
/// share sheet).
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  let title: Text

  /// A preview titled `title` with `image` and `icon`.
  public init(_ title: Text, image: Image, icon: Icon) { self.title = title }
  /// A preview titled with a localized string.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey) }
  /// A preview titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = Text(title) }
}

extension SharePreview where Icon == Never {
  public init(_ title: Text, image: Image) { self.title = title }
  public init(_ titleKey: LocalizedStringKey, image: Image) { title = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(title) }
}

extension SharePreview where Image == Never {
  public init(_ title: Text, icon: Icon) { self.title = title }
  public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = Text(title) }
}

extension SharePreview where Image == Never, Icon == Never {
  public init(_ title: Text) { self.title = title }
  public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { self.title = Text(title) }
}

extension ShareLink where Label == Flipbook.Label<Text, Image> {
  /// A link sharing `item` with a preview, labelled "Share".
  public init<Item: Transferable, P: Transferable, I: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, I>
  ) {
    self.init(item: item, subject: subject, message: message)
  }

  /// A link sharing `item` with a preview, titled with a localized string.
  public init<Item: Transferable, P: Transferable, I: Transferable>(
    _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<P, I>
  ) {
    self.init(titleKey, item: item, subject: subject, message: message)
  }

  /// A link sharing `items`, labelled "Share".
  public init<Items: RandomAccessCollection>(items: Items, subject: Text? = nil, message: Text? = nil)
  where Items.Element: Transferable {
    self.init(item: Array(items), subject: subject, message: message)
  }

  /// A link sharing `items`, titled with a localized string.
  public init<Items: RandomAccessCollection>(_ titleKey: LocalizedStringKey, items: Items, subject: Text? = nil, message: Text? = nil)
  where Items.Element: Transferable {
    self.init(titleKey, item: Array(items), subject: subject, message: message)
  }

  /// A link sharing `items`, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, Items: RandomAccessCollection>(_ title: S, items: Items, subject: Text? = nil, message: Text? = nil)
  where Items.Element: Transferable {
    self.init(title, item: Array(items), subject: subject, message: message)
  }

  /// A link sharing `items` with previews, labelled "Share".
  public init<Items: RandomAccessCollection, P: Transferable, I: Transferable>(
    items: Items, subject: Text? = nil, message: Text? = nil, preview: (Items.Element) -> SharePreview<P, I>
  ) where Items.Element: Transferable {
    self.init(item: Array(items), subject: subject, message: message)
  }
}

extension ShareLink {
  /// A link sharing `item` with a preview behind `label`.
  public init<Item: Transferable, P: Transferable, I: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, I>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(item: item, subject: subject, message: message, label: label)
  }

  /// A link sharing `items` behind `label`.
  public init<Items: RandomAccessCollection>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Items.Element: Transferable {
    self.init(item: Array(items), subject: subject, message: message, label: label)
  }

  /// A link sharing `items` with previews behind `label`.
  public init<Items: RandomAccessCollection, P: Transferable, I: Transferable>(
    items: Items, subject: Text? = nil, message: Text? = nil, preview: (Items.Element) -> SharePreview<P, I>,
    @ViewBuilder label: () -> Label
  ) where Items.Element: Transferable {
    self.init(item: Array(items), subject: subject, message: message, label: label)
  }
}
