/// One preview: what `#Preview` declares, or one view at the top of a
/// `PreviewProvider`'s `previews`.
///
/// `PreviewRegistry.all` lists every preview in the running program;
/// `render()` draws one as Xcode's canvas would, on its device, in its
/// layout and colour scheme.
public struct Preview: @unchecked Sendable {
  /// The tag type of the traits a view preview takes, as SwiftUI's.
  public enum ViewTraits {}

  /// The name given to `#Preview` or `previewDisplayName`, if any.
  public var name: String?
  /// The settings from the traits and the content's preview modifiers.
  public var traits: PreviewTraits
  /// Where the preview is declared: `Module/File.swift` for `#Preview`,
  /// `Module/TypeName` for a `PreviewProvider`.
  public var fileID: String
  /// The declaring file's path (empty for a `PreviewProvider`).
  public var filePath: String
  /// The line of the declaration (0 for a `PreviewProvider`).
  public var line: Int
  /// The column of the declaration.
  public var column: Int
  /// The provider's type name, for a `PreviewProvider`'s previews.
  public var providerName: String?
  /// The preview's position among its provider's previews.
  public var providerIndex: Int?
  let makeContent: @MainActor () -> any View

  /// A preview; what `#Preview` expands to.
  public init(
    _ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [], fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    var settings = PreviewTraits()
    for trait in traits { trait.apply(&settings) }
    self.traits = settings
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    makeContent = body
  }

  /// A preview of content made by non-isolated code (a test's view, which
  /// the test made): Flipbook's own checks, which hold no main actor.
  package init(_ name: String?, nonisolated content: @escaping () -> any View) {
    self.init(name, body: content)
  }

  init(provider: String, index: Int, fileID: String, traits: PreviewTraits, content: @escaping @MainActor () -> any View) {
    name = traits.displayName
    self.traits = traits
    self.fileID = fileID
    filePath = ""
    line = 0
    column = 0
    providerName = provider
    providerIndex = index
    makeContent = content
  }

  /// The module the preview is declared in.
  public var moduleName: String { String(fileID.prefix { $0 != "/" }) }

  /// The preview's content, with its preview modifiers. As in SwiftUI the
  /// body is main-actor code; the thread that renders stands for the main
  /// actor (MainActorBridge.swift).
  public func makeView() -> any View { assumingMainActor { makeContent() } }

  /// Stores `preview` for a test content record's accessor (what the
  /// `#Preview` macro's expansion calls); false when the caller asks for
  /// another type.
  public static func __store(
    _ preview: @autoclosure () -> Preview, into outValue: UnsafeMutableRawPointer, asTypeAt type: UnsafeRawPointer
  ) -> Bool {
    guard type.load(as: Any.Type.self) == Preview.self else { return false }
    outValue.initializeMemory(as: Preview.self, to: preview())
    return true
  }
}

/// A test content record as `#Preview` lays it out (Swift Testing's
/// layout; see `PreviewRegistry`).
public typealias __PreviewRecord = (
  kind: UInt32, reserved1: UInt32,
  accessor: @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UnsafeRawPointer?) -> Bool,
  context: UInt, reserved2: UInt
)

/// `Preview` under a name only `#Preview`'s expansion uses. The expansion
/// names Flipbook's types without their module, because a package that
/// builds its code with `-module-alias SwiftUI=Flipbook` (so `import
/// SwiftUI` compiles unchanged) cannot spell `Flipbook.` in it; names no
/// user declares keep the lookup unambiguous all the same.
public typealias __FlipbookPreview = Preview

/// `View` under a name only `#Preview`'s expansion uses (see
/// `__FlipbookPreview`).
public typealias __FlipbookView = View

/// Declares a preview of a view, as SwiftUI's `#Preview`:
///
/// ```swift
/// #Preview("Off", traits: .sizeThatFitsLayout) {
///   @Previewable @State var isOn = false
///   Toggle("Gender", isOn: $isOn)
/// }
/// ```
///
/// Flipbook's golden tests and `flipbook` renderer find every `#Preview`
/// in the program at run time. See `PreviewMacro` for how.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// Declares a preview of a view, as SwiftUI's `#Preview`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View) =
  #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// Marks a dynamic property at the top of a `#Preview` body (`@Previewable
/// @State var isOn = false`): the preview keeps it as a view's state, so
/// bindings to it work, as SwiftUI's.
@attached(peer)
public macro Previewable() = #externalMacro(module: "FlipbookMacros", type: "PreviewableMacro")

/// Declares a property of `EnvironmentValues`, `ContainerValues` or
/// `Transaction` with its default, as SwiftUI's `@Entry`: `extension
/// EnvironmentValues { @Entry var accent: Color = .blue }` (the key type
/// is made for it).
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FlipbookMacros", type: "EntryMacro")
