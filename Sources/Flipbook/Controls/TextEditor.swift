import Foundation

/// A multi-line text editing area, as SwiftUI's `TextEditor`: it takes all
/// the space offered and shows `text` from its top-leading corner in the
/// environment's font, the body font where none is set
/// (`TextEditor(text: $notes).font(.title3)` writes in title 3), 5 pt in
/// from the sides, 8 pt from the top (UITextView's insets), wrapping at the
/// width, over whatever is behind it (SwiftUI draws no border). A film has
/// no keyboard: the text is what the code sets.
nonisolated public struct TextEditor: View {
  let text: Binding<String>
  @Environment(\.font) private var font

  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }

  public var body: some View {
    Text(verbatim: text.wrappedValue)
      .font(font ?? .body)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .padding(.horizontal, 5)
      .padding(.vertical, 8)
      .contentShape(Rectangle())
  }
}

/// Related controls shown together, as SwiftUI's `ControlGroup`: on iOS,
/// its buttons side by side in one rounded capsule of `tertiarySystemFill`
/// (radius 8), separated by hairlines, each as wide as the others.
///
/// `controlGroupStyle(_:)` changes the look: `.navigation` lays the
/// controls out plainly, 16 points apart, as a bar's items; `.menu` and
/// `.compactMenu` show the group's label as a menu of the controls.
nonisolated public struct ControlGroup<Content: View>: View {
  let content: Content
  let label: AnyView?
  @Environment(\.controlGroupStyle) private var style

  /// A group of the controls `content` makes.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }

  /// A group with a label, which the menu styles show (iOS 16).
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    self.content = content()
    self.label = AnyView(label())
  }

  /// A group labelled with a localized title and a symbol (iOS 16).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
    label = AnyView(Label(titleKey, systemImage: systemImage))
  }

  /// A group labelled with a title string and a symbol (iOS 16).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
    label = AnyView(Label(title, systemImage: systemImage))
  }

  public var body: some View {
    let configuration = ControlGroupStyleConfiguration(
      content: .init(view: AnyView(content)), label: .init(view: label ?? AnyView(EmptyView())))
    if let style { style.makeBody(configuration) } else { AutomaticControlGroupStyle().makeBody(configuration: configuration) }
  }
}

nonisolated struct _ControlGroupBody: View, PrimitiveView {
  let content: AnyView
  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let controls = Flipbook.resolve(content, inputs.child(.index(0)))
    return Flipbook.resolve(_ControlGroupLook(controls: controls), inputs.child(.index(1)))
  }
}

nonisolated struct _ControlGroupLook: View {
  let controls: [ViewNode]
  @Environment(\.displayScale) private var displayScale

  var body: some View {
    HStack(spacing: 0) {
      ForEach(controls.indices, id: \.self) { index in
        if index > 0 {
          Rectangle().fill(Color.semantic(.separator)).frame(width: 1 / max(displayScale, 1)).padding(.vertical, 8)
        }
        _ResolvedNodes(nodes: [controls[index]]).frame(maxWidth: .infinity, minHeight: 44)
      }
    }
    // As tall as its tallest control (44 points at least): the separators
    // take the row's height, they don't stretch it down a stack.
    .fixedSize(horizontal: false, vertical: true)
    .background(Color.semantic(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
  }
}

/// A button that starts renaming, as SwiftUI's `RenameButton`: "Rename"
/// with a pencil; it runs the `.renameAction` set around it.
nonisolated public struct RenameButton: View {
  @Environment(\.rename) private var rename

  public init() {}

  public var body: some View {
    Button { rename?() } label: { Label("Rename", systemImage: "pencil") }
  }
}

private struct RenameKey: EnvironmentKey {
  static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
  /// What a `RenameButton` here does.
  var rename: (() -> Void)? {
    get { self[RenameKey.self] }
    set { self[RenameKey.self] = newValue }
  }
}

nonisolated extension View {
  /// What a `RenameButton` inside does when tapped.
  public func renameAction(_ action: @escaping () -> Void) -> some View { environment(\.rename, action) }

  /// Fills the background with the system background, reaching into the
  /// safe area on `edges` (SwiftUI's `.background(ignoresSafeAreaEdges:)`).
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(.background, ignoresSafeAreaEdges: edges)
  }

  /// Whether text here can be selected (a render selects nothing).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

  /// Marks the view as private data (shown as is; see `redacted(reason:)`).
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

  /// Runs `action` when a pointer enters or leaves (none in a render).
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

  /// How scrolling dismisses the keyboard (a film shows none).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

  /// Hides the status bar (a render draws none).
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// The iOS 13 spelling of `statusBarHidden(_:)` (a render draws no
  /// status bar).
  public func statusBar(hidden: Bool) -> some View { self }

  /// Shows or hides the home indicator and other overlays (none drawn).
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

  /// The role of the toolbar (its look is the standard one in Flipbook).
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public protocol TextSelectability {}
/// Selectable text.
public struct EnabledTextSelectability: TextSelectability {}
/// Text that can't be selected.
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A toolbar's role, as SwiftUI's `ToolbarRole`.
public struct ToolbarRole: Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
}
