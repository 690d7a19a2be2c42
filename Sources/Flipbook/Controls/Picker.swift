import Foundation

/// A choice of one of several tagged views, as SwiftUI's `Picker`.
///
/// The options are the views the content resolves to, each standing for
/// its `.tag` (or, in a `ForEach`, its element's ID, as SwiftUI tags them);
/// the one whose tag equals the selection is the selected one. Looks, as
/// iOS 17 draws them (Flipbook's reading; the HIG gives the segmented
/// control's 32 pt height only roughly):
///
/// - `.automatic` and `.menu`: in a list row, the label leading and the
///   selected option trailing in `secondary` with a ⌃⌄ symbol; elsewhere
///   the selected option and the symbol alone, in the tint (the menu's
///   button). A film can't open the menu: a tap changes nothing.
/// - `.segmented`: UISegmentedControl: 32 pt tall, `tertiarySystemFill`
///   track of radius 8, the selected segment a white thumb of radius 7
///   inset 2 pt with a soft shadow, equal segments in `footnote`
///   (semibold when selected); a tap on a segment selects it.
/// - `.wheel`: UIPickerView: 216 pt tall, the options in rows 32 pt apart
///   at 21 pt on a drum, the selected one in the middle on a
///   `tertiarySystemFill` band (radius 8, 8 pt from the sides), the others
///   turned away above and below it, squeezed and faded with their angle
///   (`WheelColumn.swift`); a tap on a row selects it. `.inline` outside a
///   list draws the same, as iOS does.
/// - `.inline` in a list or form: the options as rows of their own section
///   headed by the label, the selected one with a checkmark in the tint;
///   a tap on a row selects it.
/// - `.navigationLink`: in a list row, the label leading, the selected
///   option trailing in `secondary` and a `chevron.right` in
///   `tertiaryLabel`, as a navigation link's row (a film doesn't push the
///   list of options).
/// - `.palette`: outside a menu, as `.segmented`, as iOS draws it.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content

  /// A picker choosing `selection` among `content`'s tagged views.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker with its label given first (SwiftUI's older spelling).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
    self.label = label
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    // The options are resolved in the look's font and colour (a resolved
    // view no longer sees modifiers put around it later); a segmented
    // control's selected option in semibold, from a second resolve.
    let environment = inputs.environment
    let selected = AnyHashable(selection.wrappedValue)
    func options(_ view: some View, _ index: Int) -> [PickerOption] {
      let optionInputs = inputs.child(.index(index))
      return Flipbook.resolve(view, optionInputs).map { node in
        let tag = node.tag(below: optionInputs.identity)
        return PickerOption(node: node, tag: tag, isSelected: tag.map { PickerOption.matches($0, selected) } ?? false)
      }
    }
    let shown: [PickerOption]
    let style = environment.pickerStyleKind
    let inList = environment.enclosingListLook != nil
    if style == .wheel || (style == .inline && !inList) {
      shown = options(content.font(.system(size: 21)).foregroundStyle(.primary), 0)
    } else if style == .inline {
      shown = options(content, 0)
    } else if style.isSegmented {
      let regular = options(content.font(.footnote).lineLimit(1), 0)
      let bold = options(content.font(.footnote.weight(.semibold)).lineLimit(1), 2)
      shown = zip(regular, bold).map { $0.isSelected ? $1 : $0 }
    } else if environment.enclosingListLook != nil && !environment.labelsHidden {
      shown = options(content.foregroundStyle(.secondary), 0)
    } else {
      shown = options(content.foregroundStyle(.tint), 0)
    }
    let selection = self.selection
    // `as?` wraps a plain tag into an optional selection (`.tag(2)` for an `Int?`).
    let choose: (AnyHashable) -> Void = { tag in
      if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
    }
    if style == .inline && inList {
      // Rows of their own section, headed by the label.
      return Flipbook.resolve(
        Section { _InlinePickerRows(options: shown, choose: choose) } header: { label }, inputs.child(.index(1)))
    }
    return Flipbook.resolve(_PickerBody(label: label, options: shown, choose: choose), inputs.child(.index(1)))
  }
}

extension Picker where Label == Text {
  /// A picker titled with a localized string.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// One option of a picker, resolved.
struct PickerOption {
  let node: ViewNode
  let tag: AnyHashable?
  let isSelected: Bool

  /// Whether `tag` stands for `selection`: equal, or equal once an optional
  /// selection is unwrapped (`.tag(x)` matching a `String?` selection).
  static func matches(_ tag: AnyHashable, _ selection: AnyHashable) -> Bool {
    if tag == selection { return true }
    if let wrapped = selection.base as? any OptionalUnwrapping, let value = wrapped.unwrappedHashable { return tag == value }
    return false
  }
}

/// An optional whose wrapped value can be compared as `AnyHashable`.
protocol OptionalUnwrapping {
  var unwrappedHashable: AnyHashable? { get }
}

extension Optional: OptionalUnwrapping where Wrapped: Hashable {
  var unwrappedHashable: AnyHashable? { map(AnyHashable.init) }
}

/// A picker's look (see `Picker`).
public protocol PickerStyle {}

nonisolated public struct DefaultPickerStyle: PickerStyle { public init() {} }
nonisolated public struct MenuPickerStyle: PickerStyle { public init() {} }
nonisolated public struct SegmentedPickerStyle: PickerStyle { public init() {} }
nonisolated public struct WheelPickerStyle: PickerStyle { public init() {} }
nonisolated public struct InlinePickerStyle: PickerStyle { public init() {} }
nonisolated public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
nonisolated public struct PalettePickerStyle: PickerStyle { public init() {} }

nonisolated extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's look: a menu on iOS.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
nonisolated extension PickerStyle where Self == MenuPickerStyle {
  /// A button showing the selection, opening a menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
nonisolated extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
nonisolated extension PickerStyle where Self == WheelPickerStyle {
  /// A spinning wheel (drawn as a menu).
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
nonisolated extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline (drawn as a menu).
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
nonisolated extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row leading to the options (drawn as a menu).
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
nonisolated extension PickerStyle where Self == PalettePickerStyle {
  /// A palette (drawn as a menu).
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// Which of iOS's picker looks a picker draws (see `Picker`).
enum PickerStyleKind: Hashable, Sendable {
  case automatic, menu, segmented, wheel, inline, navigationLink, palette

  init(_ style: any PickerStyle) {
    switch style {
    case is MenuPickerStyle: self = .menu
    case is SegmentedPickerStyle: self = .segmented
    case is WheelPickerStyle: self = .wheel
    case is InlinePickerStyle: self = .inline
    case is NavigationLinkPickerStyle: self = .navigationLink
    case is PalettePickerStyle: self = .palette
    default: self = .automatic
    }
  }

  /// Drawn as a segmented control (a palette outside a menu is).
  var isSegmented: Bool { self == .segmented || self == .palette }
}

private struct PickerStyleKindKey: EnvironmentKey {
  static var defaultValue: PickerStyleKind { .automatic }
}

extension EnvironmentValues {
  /// How pickers draw.
  var pickerStyleKind: PickerStyleKind {
    get { self[PickerStyleKindKey.self] }
    set { self[PickerStyleKindKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The look of the pickers inside.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.pickerStyleKind = PickerStyleKind(style) })
  }
}

nonisolated struct _PickerBody<Label: View>: View {
  let label: Label
  let options: [PickerOption]
  let choose: (AnyHashable) -> Void
  @Environment(\.pickerStyleKind) private var style
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.enclosingListLook) private var listLook

  var body: some View {
    if style.isSegmented {
      segmented
    } else if style == .wheel || style == .inline {
      WheelColumn(
        rows: options.map { AnyView(_ResolvedNodes(nodes: [$0.node])) }, selected: options.firstIndex(where: \.isSelected),
        choose: { index in if let tag = options[index].tag { choose(tag) } }
      )
      .background(WheelBand())
    } else if style == .navigationLink && listLook != nil {
      HStack {
        if !labelsHidden { label }
        Spacer()
        if let selected = options.first(where: \.isSelected) {
          _ResolvedNodes(nodes: [selected.node]).foregroundStyle(.secondary)
        }
        Image(systemName: "chevron.right").font(.footnote.weight(.semibold))
          .foregroundStyle(Color.semantic(.tertiaryLabel))
      }
    } else if listLook != nil && !labelsHidden {
      HStack {
        label
        Spacer()
        menuButton.foregroundStyle(.secondary)
      }
    } else {
      menuButton.foregroundStyle(.tint)
    }
  }

  private var menuButton: some View {
    HStack(spacing: 0) {
      if let selected = options.first(where: \.isSelected) { _ResolvedNodes(nodes: [selected.node]) }
      _MenuPickerChevrons()
    }
  }

  private var segmented: some View {
    HStack(spacing: 0) {
      ForEach(options.indices, id: \.self) { index in
        let option = options[index]
        _ResolvedNodes(nodes: [option.node])
          .padding(.horizontal, 6)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background {
            if option.isSelected {
              RoundedRectangle(cornerRadius: 7, style: .continuous)
                .fill(Color.white)
                .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
                .padding(2)
            }
          }
          .contentShape(Rectangle())
          .onTapGesture { if let tag = option.tag { choose(tag) } }
      }
    }
    .frame(height: 32)
    .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.semantic(.tertiarySystemFill)))
  }
}

/// An inline picker's options as list rows: each option leading, a
/// checkmark in the tint trailing the selected one (see `Picker`).
nonisolated struct _InlinePickerRows: View {
  let options: [PickerOption]
  let choose: (AnyHashable) -> Void

  var body: some View {
    ForEach(options.indices, id: \.self) { index in
      let option = options[index]
      HStack {
        _ResolvedNodes(nodes: [option.node])
        Spacer()
        if option.isSelected {
          Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint)
        }
      }
      .contentShape(Rectangle())
      .onTapGesture { if let tag = option.tag { choose(tag) } }
    }
  }
}

/// A menu picker's `chevron.up.chevron.down`, as iOS 17–18 draws it after
/// the selection: measured in WezSieTato/ScanNow's Form references (body,
/// 3×), its ink 8.67 × 12.33 pt (0.51 × 0.725 of the font's size, wider
/// than the stand-in glyph's), 7 pt after the text's ink and 1.67 pt before
/// the row's trailing edge, centred on the text. The stand-in glyph is
/// stretched to that ink box.
nonisolated struct _MenuPickerChevrons: View {
  @Environment(\.font) private var font
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  var body: some View {
    let size = (font ?? .body).resolved(weight: nil, dynamicTypeSize: dynamicTypeSize).clampedSize
    let em = size / 17
    // A resizable symbol's frame holds its ink and 4.5 % of it a side; the
    // stand-in's pointed tips leave its darker ink 2 px narrower at 3×
    // than its outline, so the frame is 10.24 pt wide for 8.67 of ink.
    let width = 10.24 * em
    Image(systemName: "chevron.up.chevron.down").resizable()
      .frame(width: width, height: (12.33 + 1.11) * em)
      .padding(.leading, 5.6 * em - (width - 9.45 * em) / 2)
      .padding(.trailing, max(1.67 * em - (width - 8.67 * em) / 2, 0))
  }
}

