import Foundation

// MARK: - Lists and forms
//
// SwiftUI's `List` turns its content into rows: each view its content
// resolves to (every element of a `ForEach`, every view of a `Group`) is a
// row, and `Section`s group rows under a header and over a footer; rows
// outside any section form sections of their own. Flipbook resolves the
// content once, sorts the resulting nodes into sections (a `Section`
// resolves to a `SectionNode` holding its parts), and lays the sections out
// with the list style's look, drawn from the views below (`_ListBody`).
// Outside a list, a `Section` is its header, rows and footer in a column,
// as in SwiftUI.
//
// The look is iOS 17's, as Flipbook reads it (Apple publishes no figures
// for lists; the numbers are written down here, approximations), or iOS
// 26's where `platformLook` says so (PlatformLook.swift's table):
//
// - `.insetGrouped` (the automatic style, and `Form`'s): the list on
//   `systemGroupedBackground`; each section a card of
//   `secondarySystemGroupedBackground`, inset 20 pt from the list's sides
//   (measured on WezSieTato/ScanNow's iOS 18 references at 375 pt; iOS
//   26's 16), corner radius 10; rows at least 44 pt tall, their content
//   inset 20 pt across and at least 6 pt down; hairline `separator` lines between rows
//   from the content's leading edge to the card's trailing one; headers in
//   `footnote`, uppercase, `secondary`, 20 pt in, 6 pt above the card;
//   footers in `footnote`, `secondary`, 7 pt below; 35 pt between
//   sections, a header included (17 pt above a header after a footer or
//   at the list's top).
// - `.grouped`: the same cards across the whole width, square-cornered.
// - `.plain` and `.inset`: rows on `systemBackground`, separators across,
//   headers in `subheadline` bold `secondary`.
//
// Snapshots drawn as swift-snapshot-testing draws them on iOS
// (`CALayer.render(in:)`, its default; not `drawHierarchyInKeyWindow`)
// show every inset-grouped row as a card of its own, all four corners
// rounded, the rows touching: UIKit rounds a section's cells with each
// cell's layer corner radius and picks the corners with
// `maskedCorners`, which `render(in:)` ignores (swift-snapshot-testing
// issue #667, Prefire issue #27; in ScanNow's Form references each 44-pt
// row is a 10-pt-cornered card, the hairline separators drawn across the
// gap between corners). The snapshot strategies say so through
// `snapshotRendersLayers`; previews, films and `ImageRenderer` draw one
// card per section, as the screen shows it.
//
// A list scrolls under a film's drag (it is a `ScrollView`) and makes its
// rows as they come into view (LazyRows.swift): a list of 100,000 rows
// costs what its screen shows. A drag across a row opens its swipe
// actions; `onDelete`, `onMove` and `EditButton` compile and change
// nothing drawn but the button.

/// A list's look, as SwiftUI's `ListStyle`.
public protocol ListStyle {}

/// How a list draws, as `.listStyle` gives it.
enum ListLook: Hashable {
  case insetGrouped, grouped, plain
}

nonisolated public struct DefaultListStyle: ListStyle { public init() {} }
nonisolated public struct InsetGroupedListStyle: ListStyle { public init() {} }
nonisolated public struct GroupedListStyle: ListStyle { public init() {} }
nonisolated public struct PlainListStyle: ListStyle { public init() {} }
nonisolated public struct InsetListStyle: ListStyle { public init() {} }
nonisolated public struct SidebarListStyle: ListStyle { public init() {} }

nonisolated extension ListStyle where Self == DefaultListStyle {
  /// The platform's look: inset grouped on iOS.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
nonisolated extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections as rounded cards inset from the sides.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
nonisolated extension ListStyle where Self == GroupedListStyle {
  /// Sections as full-width groups.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
nonisolated extension ListStyle where Self == PlainListStyle {
  /// Rows on the background, separated by lines.
  public static var plain: PlainListStyle { PlainListStyle() }
}
nonisolated extension ListStyle where Self == InsetListStyle {
  /// Plain rows, inset.
  public static var inset: InsetListStyle { InsetListStyle() }
}
nonisolated extension ListStyle where Self == SidebarListStyle {
  /// A sidebar's list (on iPhone, inset grouped).
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

nonisolated extension ListStyle {
  var look: ListLook {
    switch self {
    case is GroupedListStyle: return .grouped
    case is PlainListStyle, is InsetListStyle: return .plain
    default: return .insetGrouped
    }
  }
}

private struct ListLookKey: EnvironmentKey {
  static var defaultValue: ListLook? { nil }
}

private struct InListKey: EnvironmentKey {
  static var defaultValue: ListLook? { nil }
}

extension EnvironmentValues {
  /// The style `.listStyle` set (nil: automatic).
  var listLook: ListLook? {
    get { self[ListLookKey.self] }
    set { self[ListLookKey.self] = newValue }
  }

  /// The look of the list whose rows are being resolved (nil: not in a list).
  var enclosingListLook: ListLook? {
    get { self[InListKey.self] }
    set { self[InListKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The look of the lists inside.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.listLook = style.look })
  }
}

/// A scrolling column of rows in sections, as SwiftUI's `List`.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  let content: Content
  let forcedLook: ListLook?
  /// The selection, as edit mode shows it.
  var selection: ListSelection?

  init(look: ListLook?, content: Content) {
    forcedLook = look
    self.content = content
  }

  /// A list of `content`'s views as rows.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.init(look: nil, content: content())
  }

  /// A list with a selection: in edit mode each row (a `ForEach`
  /// element, or a tagged view) shows a selection circle, filled with a
  /// checkmark for the selected one. A film doesn't select by tapping.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(look: nil, content: content())
    self.selection = selection.map { binding in
      ListSelection { tag in binding.wrappedValue.map { AnyHashable($0) == tag } ?? false }
    }
  }

  /// A list with a multiple selection (see `init(selection:content:)`).
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(look: nil, content: content())
    self.selection = selection.map { binding in
      ListSelection { tag in (tag.base as? SelectionValue).map { binding.wrappedValue.contains($0) } ?? false }
    }
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let look = forcedLook ?? inputs.environment.listLook ?? .insetGrouped
    var contentInputs = inputs.child(.index(0))
    contentInputs.environment.enclosingListLook = look
    // A snapshot's preset text size that stops at a list (iOS 18).
    var bodyInputs = inputs.child(.index(1))
    if let rows = inputs.environment.listRowsDynamicTypeSize, inputs.environment.dynamicTypeSize == rows.replacing {
      contentInputs.environment.dynamicTypeSize = rows.with
      bodyInputs.environment.dynamicTypeSize = rows.with
    }
    // A list is a container: a transition the list itself is in (a list in
    // an `if`) is its own, not its sections' and rows' (else each section
    // came wrapped in the fade and was taken for a row).
    contentInputs.transition = nil
    // Rows are made as they scroll into view (LazyRows.swift); a
    // `ForEach` of sections gives all its sections, each with lazy rows.
    contentInputs.lazyRows = true
    // Whether a `ForEach` makes sections is seen from its first element
    // at the first pass, then remembered (the first row is not made again
    // while scrolled away).
    let memory = inputs.memory?.lazyStacks.memory(at: inputs.identity)
    let nodes = Flipbook.resolve(content, contentInputs).enumerated().flatMap { position, node -> [ViewNode] in
      guard let rows = node as? LazyRowsNode, rows.count > 0 else { return [node] }
      let makesSections = memory?.sectionRuns[position] ?? rows.rows(0).contains { $0.role.listSection != nil }
      memory?.sectionRuns[position] = makesSections
      return makesSections ? (0..<rows.count).flatMap { rows.rows($0) } : [node]
    }
    var sections: [ListSectionParts] = []
    var loose: [ViewNode] = []
    func flush() {
      if !loose.isEmpty { sections.append(ListSectionParts(header: nil, rows: loose, footer: nil)) }
      loose = []
    }
    for node in nodes {
      if let section = node.role.listSection {
        flush()
        sections.append(section)
      } else {
        loose.append(node)
      }
    }
    flush()
    return Flipbook.resolve(
      _ListBody(look: look, sections: sections, selection: selection, site: inputs.identity), bodyInputs)
  }
}

extension List where SelectionValue == Never {
  /// A row for each element of `data`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(look: nil, content: ForEach(data, id: id, content: rowContent))
  }

  /// A row for each element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(look: nil, content: ForEach(data, content: rowContent))
  }

  /// A row for each number of `data`.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(look: nil, content: ForEach(data, content: rowContent))
  }
}

extension List {
  /// A row for each element of `data`, with a selection (edit mode draws
  /// each row's selection circle).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A row for each element of `data`, with a multiple selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A row for each element of `data`, identified by `id`, with a selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A row for each element of `data`, identified by `id`, with a multiple
  /// selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A row for each number of `data`, with a selection.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A row for each number of `data`, with a multiple selection.
  public init<RowContent: View>(
    _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
}

extension List where SelectionValue == Never {
  /// A row for each element of a tree: elements with `children` show as
  /// disclosure groups of their children, collapsed (see `OutlineGroup`).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data.Element: Identifiable
  {
    self.init(look: nil, content: OutlineGroup(data, children: children, content: rowContent))
  }

  /// A row for each element of a tree, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
    self.init(look: nil, content: OutlineGroup(data, id: id, children: children, content: rowContent))
  }
}

/// Controls grouped for data entry, as SwiftUI's `Form`: on iOS an inset
/// grouped list.
nonisolated public struct Form<Content: View>: View {
  let content: Content

  /// A form of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The form, drawn by the form style in the environment (`formStyle(_:)`;
  /// `.automatic`: grouped, as iOS draws a form).
  public var body: some View {
    _FormStyled(configuration: FormStyleConfiguration(content: FormStyleConfiguration.Content(content: AnyView(content))))
  }
}

/// Rows under a header and over a footer, as SwiftUI's `Section`.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  let header: Parent?
  let content: Content
  let footer: Footer?

  /// A section with a header and a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let look = inputs.environment.enclosingListLook
    // In a list the rows stay lazy; elsewhere they are a column.
    var rowInputs = inputs.child(.index(1))
    rowInputs.lazyRows = look != nil
    let rows = Flipbook.resolve(content, rowInputs)
    func part<V: View>(_ view: V?, _ index: Int, isHeader: Bool) -> ViewNode? {
      guard let view else { return nil }
      var childInputs = inputs.child(.index(index))
      childInputs.lazyRows = false
      let nodes: [ViewNode]
      switch look {
      case _? where isHeader && inputs.environment.headerProminence == .increased:
        // UIKit's prominent header (`headerProminence(.increased)`).
        nodes = Flipbook.resolve(view.font(.title3.bold()).foregroundStyle(.primary), childInputs)
      case .insetGrouped?, .grouped?:
        // iOS 26's headers are headlines as written; iOS 17–18's uppercase footnotes.
        let modern = inputs.environment.platformLook == .iOS26
        // Their footers are footnotes set tight (16 points apart).
        nodes = Flipbook.resolve(
          view.font(isHeader && modern ? .headline : modern ? .footnote.leading(.tight) : .footnote)
            .foregroundStyle(.secondary)
            .textCase(isHeader && !modern ? .uppercase : nil), childInputs)
      case .plain?:
        nodes = Flipbook.resolve(view.font(isHeader ? .subheadline.bold() : .footnote).foregroundStyle(.secondary), childInputs)
      case nil:
        nodes = Flipbook.resolve(view, childInputs)
      }
      guard !nodes.isEmpty else { return nil }
      return nodes.count == 1 ? nodes[0] : StackNode(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: nil, children: nodes)
    }
    let parts = ListSectionParts(header: part(header, 0, isHeader: true), rows: rows, footer: part(footer, 2, isHeader: false))
    return [SectionNode(parts)]
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of rows.
  public init(@ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
    footer = nil
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.header = header()
    self.content = content()
    footer = nil
  }

  /// A section with a header view (iOS 13's spelling).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    footer = nil
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    header = nil
    self.content = content()
    self.footer = footer()
  }

  /// A section with a footer view (iOS 13's spelling).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    header = nil
    self.content = content()
    self.footer = footer
  }
}

extension Section {
  /// A section with header and footer views (iOS 13's spelling).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section titled with a localized string.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A section titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A section's parts, resolved.
struct ListSectionParts {
  let header: ViewNode?
  let rows: [ViewNode]
  let footer: ViewNode?

  /// Header, rows and footer in order, as a column or a lazy stack has them.
  var all: [ViewNode] { [header].compactMap { $0 } + rows + [footer].compactMap { $0 } }
}

/// A resolved `Section`: its parts for a list; elsewhere, a column of them
/// (made only if laid out so: a list's rows stay lazy).
final class SectionNode: ViewNode {
  let parts: ListSectionParts

  init(_ parts: ListSectionParts) {
    self.parts = parts
    super.init()
    role = .listSection(parts)
    // The column's guides, without making it: a stack's are its laid-out
    // (not departing) children's.
    takeGuides(from: parts.all
      .filter { !$0.role.isDeparting })
  }

  /// This section with `transform` applied to each of its rows: a
  /// modifier on a `Section` (`.listRowBackground`, `.listRowInsets`,
  /// `.swipeActions`, a transition) applies to its rows, as SwiftUI's do,
  /// and the list still sees a section (wrapped whole, it was taken for a
  /// row: header and rows drawn as one centred column, rows unspaced).
  func mappingEachRow(_ transform: @escaping (ViewNode) -> ViewNode) -> ViewNode {
    let mapped = SectionNode(ListSectionParts(header: parts.header, rows: parts.rows.map { $0.mappingRows(transform) }, footer: parts.footer))
    mapped.layoutIdentity = layoutIdentity
    mapped.transaction = transaction
    mapped.viewTypes = viewTypes
    return mapped
  }

  private lazy var column = StackNode(
    axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil,
    children: parts.all)

  override func measure(_ proposal: ProposedViewSize) -> CGSize { column.sizeThatFits(proposal) }
  override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
    column.explicitAlignment(key, in: size)
  }
  override func computeSpacing() -> ViewSpacing { column.spacingPreferences }
  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    [pass.place(column, in: frame, proposal: proposal)]
  }
}

/// Nodes already resolved, placed as a view.
nonisolated struct _ResolvedNodes: View, PrimitiveView {
  let nodes: [ViewNode]
  var body: Never { primitiveBody() }
  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { nodes }
}

/// A section's rows, made as they scroll into view (LazyRows.swift), each
/// drawn by `row` (given the row, whether it is the section's first and
/// last, the row after it, and whether rows draw their own cells) on the
/// section's `card`. With a row's own background
/// (`listRowBackground`) the cells are drawn row by row (the first and last
/// rounding the card's corners), and always with `cellsApart`; else as one
/// card. Whether any row has one is read from the rows resolved already and
/// the first of each `ForEach`, then remembered.
nonisolated struct _ListRows: View, PrimitiveView {
  let rows: [ViewNode]
  let card: AnyView
  var cellsApart = false
  /// `listRowSpacing`'s gap between rows (0: they touch).
  var rowSpacing: CGFloat = 0
  let row: (_ node: ViewNode, _ isFirst: Bool, _ isLast: Bool, _ next: ViewNode?, _ perRow: Bool) -> AnyView
  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let memory = inputs.memory?.lazyStacks.memory(at: inputs.identity) ?? LazyStackMemory()
    let entries = LazyEntries(rows)
    func hasBackground(_ node: ViewNode) -> Bool { node.traits[ListRowBackgroundValue.self] != nil }
    if memory.rowBackgrounds == nil {
      memory.rowBackgrounds = rows.contains { node in
        guard let lazy = node as? LazyRowsNode else { return hasBackground(node) }
        return lazy.count > 0 && lazy.rows(0).contains(where: hasBackground)
      }
    }
    let perRow = cellsApart || (memory.rowBackgrounds ?? false)
    // Rows are counted by entry (a `ForEach` element making two views
    // draws them as two rows of one entry).
    let count = entries.count
    let row = self.row
    var rowInputs = inputs.container
    rowInputs.lazyRows = false
    // (Unowned: the entries hold this closure.)
    entries.decorate = { [unowned entries] index, nodes in
      nodes.enumerated().flatMap { position, node -> [ViewNode] in
        if hasBackground(node), memory.rowBackgrounds == false { memory.rowBackgrounds = true }
        // Entries that make no view (a `ForEach` element's false `if`)
        // are skipped: the next row is the next entry's that makes one.
        func nearest(from start: Int, by step: Int) -> ViewNode? {
          var other = start
          while other >= 0, other < count {
            if let node = step > 0 ? entries.rawNodes(other).first : entries.rawNodes(other).last { return node }
            other += step
          }
          return nil
        }
        let next = position + 1 < nodes.count ? nodes[position + 1] : nearest(from: index + 1, by: 1)
        let isFirst = position == 0 && nearest(from: index - 1, by: -1) == nil
        let isLast = next == nil
        var site = rowInputs.child(entries.component(index))
        if nodes.count > 1 { site = site.child(.index(position)) }
        return Flipbook.resolve(row(node, isFirst, isLast, isLast ? nil : next, perRow), site)
      }
    }
    let stack = LazyStackNode(
      axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: rowSpacing, entries: entries, memory: memory)
    guard !perRow else { return [stack] }
    return Flipbook.resolve(_ResolvedNodes(nodes: [stack]).background { card }, inputs.child(.index(0)))
  }
}

/// Which rows a list's selection holds, by their tags.
struct ListSelection {
  let contains: (AnyHashable) -> Bool
}

/// A list's sections drawn in its look (see the essay above).
nonisolated struct _ListBody: View {
  let look: ListLook
  let sections: [ListSectionParts]
  var selection: ListSelection?
  /// The list's identity, below which rows' `ForEach` IDs are their tags.
  var site: ViewIdentity?
  @Environment(\.displayScale) private var displayScale
  @Environment(\.listContentBackgroundHidden) private var backgroundHidden
  @Environment(\.platformLook) private var platformLook
  @Environment(\.snapshotRendersLayers) private var rendersLayers
  @Environment(\.listRowSpacing) private var rowSpacing
  @Environment(\.badgeProminence) private var badgeProminence
  @Environment(\.listSectionSpacing) private var sectionSpacing
  @Environment(\.defaultMinListRowHeight) private var minRowHeight
  @Environment(\.editMode) private var editMode

  /// iOS 26's separator colour: (60, 60, 67) at 12.3 %, (231, 231, 232) over white.
  static let modernSeparator = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255).opacity(0.123)

  /// The look's figures (PlatformLook.swift's table).
  private var modern: Bool { platformLook == .iOS26 }
  private var cornerRadius: CGFloat { modern ? 26 : 10 }
  private var contentInset: CGFloat { modern ? 16 : 20 }
  /// The inset cards' distance from the list's sides.
  private var cardInset: CGFloat { modern ? 16 : 20 }
  /// Whether each row is drawn as a card of its own (see the essay above),
  /// as rows spaced apart (`listRowSpacing`) are.
  private var cellsApart: Bool { (rendersLayers && look == .insetGrouped) || (rowsSpaced && look != .plain) }
  /// Whether rows are spaced apart (`listRowSpacing`): in a grouped list
  /// each its own cell without separators; in a plain one, each row with
  /// the separator below it, the gap between.
  private var rowsSpaced: Bool { (rowSpacing ?? 0) > 0 }

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(sections.indices, id: \.self) { index in
          section(sections[index], isFirst: index == 0, afterFooter: index > 0 && sections[index - 1].footer != nil)
        }
      }
      .modifier(_ListRowContainer())
      .padding(.horizontal, look == .insetGrouped ? cardInset : 0)
      .padding(.bottom, look == .plain ? 0 : 35)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .background(
      backgroundHidden
        ? Color.clear : look == .plain ? Color.semantic(.systemBackground) : Color.semantic(.systemGroupedBackground))
  }

  @ViewBuilder private func section(_ parts: ListSectionParts, isFirst: Bool, afterFooter: Bool) -> some View {
    let grouped = look != .plain
    // iOS 26 closes up 11.5 points after a footer: a headerless section
    // 23.5 below the footer's text (35 below a card), a header's text 16
    // (vault-ios's settings form; 27.5 after a card is inferred, unmeasured).
    let closer: CGFloat = modern && afterFooter ? 11.5 : 0
    // iOS 17–18 sets a header 17 points below the list's top or a footer,
    // 34.67 below a card (cards 55 pt apart around a footnote header), and
    // its text's foot 6 above its card (ScanNow's Form references: "ABOUT"
    // 37 pt of ink below the card above it, its baseline 9.3 above its
    // card).
    // `listSectionSpacing` sets the gap above a section after the first.
    let spacing = isFirst ? nil : sectionSpacing.points
    let headerTop: CGFloat = spacing ?? (modern ? 27.5 - closer : (isFirst || afterFooter ? 17 : 34.67))
    let gap = spacing ?? 35 - closer
    VStack(alignment: .leading, spacing: 0) {
      if let header = parts.header {
        _ResolvedNodes(nodes: [header])
          .padding(.horizontal, contentInset)
          .padding(.top, grouped ? headerTop : 8)
          .padding(.bottom, grouped ? (modern ? 10 : 6) : 4)
          .frame(maxWidth: .infinity, alignment: .leading)
      } else if grouped {
        Color.clear.frame(height: gap)
      }
      _ListRows(rows: parts.rows, card: AnyView(card), cellsApart: cellsApart, rowSpacing: rowsSpaced ? rowSpacing ?? 0 : 0) {
        node, isFirst, isLast, next, perRow in
        AnyView(row(node, separated: separated(node, next: next, isLast: isLast),
          separatorTint: separatorTint(below: node, next: next, isLast: isLast),
          cell: perRow ? cell(node, isFirst: isFirst, isLast: isLast) : nil))
      }
      if let footer = parts.footer {
        _ResolvedNodes(nodes: [footer])
          .padding(.horizontal, contentInset)
          .padding(.top, modern ? 8.33 : 7)
          .frame(maxWidth: .infinity, alignment: .leading)
      }
    }
  }

  @ViewBuilder private var card: some View {
    switch look {
    case .insetGrouped:
      RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
        .fill(Color.semantic(.secondarySystemGroupedBackground))
    case .grouped:
      Rectangle().fill(Color.semantic(.secondarySystemGroupedBackground))
    case .plain:
      Color.clear
    }
  }

  /// Whether a line is drawn below `row`: between rows (and after the
  /// last in a plain list), unless this row hides its bottom one or the
  /// next its top one.
  private func separated(_ row: ViewNode, next: ViewNode?, isLast: Bool) -> Bool {
    guard !isLast || look == .plain else { return false }
    if rowsSpaced && look != .plain { return false }
    if row.traits[ListRowSeparatorValue.self]?.contains(.bottom) == true { return false }
    if let next, next.traits[ListRowSeparatorValue.self]?.contains(.top) == true { return false }
    // The line under a plain section's last row is the section's bottom
    // separator (its modifiers reach its rows).
    if isLast, row.traits[ListSectionSeparatorValue.self]?.contains(.bottom) == true { return false }
    return true
  }

  /// The colour of the line below `row` when a row tints it
  /// (`listRowSeparatorTint`): this row's bottom edge, else the next
  /// row's top edge.
  private func separatorTint(below row: ViewNode, next: ViewNode?, isLast: Bool) -> Color? {
    if isLast, let tint = row.traits[ListSectionSeparatorTintValue.self], tint.edges.contains(.bottom) { return tint.color }
    if let tint = row.traits[ListRowSeparatorTintValue.self], tint.edges.contains(.bottom) { return tint.color }
    if let tint = next?.traits[ListRowSeparatorTintValue.self], tint.edges.contains(.top) { return tint.color }
    return nil
  }

  /// A row's cell when rows draw their own: its `listRowBackground` or
  /// the style's colour, in its part of the card's shape.
  private func cell(_ row: ViewNode, isFirst: Bool, isLast: Bool) -> AnyView {
    let fill = row.traits[ListRowBackgroundValue.self]
      ?? AnyView(look == .plain ? Color.clear : Color.semantic(.secondarySystemGroupedBackground))
    // Only the inset card has corners: the first row rounds its top, the
    // last its bottom (each row all four in a layer-rendered snapshot).
    let top: CGFloat = look == .insetGrouped && (isFirst || cellsApart) ? cornerRadius : 0
    let bottom: CGFloat = look == .insetGrouped && (isLast || cellsApart) ? cornerRadius : 0
    let shape = UnevenRoundedRectangle(
      topLeadingRadius: top, bottomLeadingRadius: bottom, bottomTrailingRadius: bottom, topTrailingRadius: top,
      style: .continuous)
    return AnyView(fill.clipShape(shape))
  }

  private func row(_ node: ViewNode, separated: Bool, separatorTint: Color?, cell: AnyView?) -> some View {
    let insets = node.traits[ListRowInsetsValue.self]
      ?? (modern ? EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16) : EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20))
    let editing = editMode?.wrappedValue.isEditing ?? false
    let edits = editing ? node.traits[RowEditActionsValue.self] ?? [] : []
    // A selectable list in edit mode: each tagged row's selection circle
    // where the delete control would be (UITableView's multiple-selection
    // editing: a 22-point circle, grey, or the tint's with a checkmark).
    let tag = editing && selection != nil ? site.flatMap { node.tag(below: $0) } : nil
    let content = _RowWidth {
      HStack {
        if let tag, let selection {
          _RowSelectionCircle(isSelected: selection.contains(tag)).padding(.trailing, 8)
        } else if edits.contains(.deletes) {
          _RowDeleteControl().padding(.trailing, 8)
        }
        _ResolvedNodes(nodes: [node])
          .frame(maxWidth: .infinity, alignment: .leading)
        if let badge = node.traits[BadgeValue.self] {
          if badgeProminence == .increased {
            _TabBadge(label: badge)
          } else {
            badge.foregroundStyle(Color.semantic(.secondary)).lineLimit(1)
          }
        }
        if edits.contains(.moves) {
          Image(systemName: "line.3.horizontal").foregroundStyle(Color.semantic(.tertiaryLabel))
        }
      }
    }
      .padding(insets)
      .frame(minHeight: minRowHeight)
      .background { if let cell { cell } }
      .modifier(_SwipeableRow(actions: node.traits[SwipeActionsValue.self] ?? []))
    // iOS 26's separator: a point of `separator` at 12 % (231 over white,
    // 3 px at 3× in vault-ios's references), from the text to the row's
    // trailing inset; iOS 17–18's a hairline to the card's edge.
    let thickness: CGFloat = separated ? (modern ? 1 : 1 / max(displayScale, 1)) : 0
    return _SeparatedRowLayout(inset: insets.leading, thickness: thickness, trailingInset: modern ? insets.trailing : 0) {
      content
      if separated {
        Rectangle().fill(
          separatorTint.map { AnyShapeStyle($0) }
            ?? (modern ? AnyShapeStyle(Self.modernSeparator) : AnyShapeStyle(Color.semantic(.separator))))
      }
    }
  }
}

/// What edit mode lets a row do.
struct RowEditActions: OptionSet, Hashable, Sendable {
  let rawValue: Int
  static let deletes = RowEditActions(rawValue: 1)
  static let moves = RowEditActions(rawValue: 2)
}

/// A `ForEach` whose rows edit mode can delete or move: each row carries
/// the actions for the list to draw.
nonisolated public struct _EditableRows<Base: DynamicViewContent>: DynamicViewContent {
  let base: Base
  let actions: RowEditActions

  public var data: Base.Data { base.data }

  public var body: some View {
    base.modifier(_ListRowOptionModifier { [actions] node in
      ContainerValueNode(node, RowEditActionsValue.self, (node.traits[RowEditActionsValue.self] ?? []).union(actions))
    })
  }
}

/// Edit mode's controls on a row, as UITableView draws them: the delete
/// control, a 22-point red disc with a white bar, at the row's leading
/// inset with the content 16 points after it; the reorder grip
/// (`line.3.horizontal`, tertiary label) at the trailing end.
nonisolated struct _RowDeleteControl: View {
  var body: some View {
    Circle().fill(Color.red).frame(width: 22, height: 22)
      .overlay { Capsule().fill(Color.white).frame(width: 11, height: 2.5) }
  }
}

/// Edit mode's selection circle on a row of a selectable list.
nonisolated struct _RowSelectionCircle: View {
  let isSelected: Bool

  var body: some View {
    if isSelected {
      Circle().fill(.tint).frame(width: 22, height: 22)
        .overlay { Image(systemName: "checkmark").font(.system(size: 12, weight: .bold)).foregroundStyle(Color.white) }
    } else {
      Circle().strokeBorder(Color.semantic(.tertiaryLabel), lineWidth: 1.5).frame(width: 22, height: 22)
    }
  }
}

nonisolated extension View {
  /// Swipe actions for a list row: buttons a film's drag across the row
  /// (`FilmStep.drag`) reveals at `edge` (see `_SwipeableRow`).
  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T)
    -> some View
  {
    let actions = SwipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, content: AnyView(content()))
    return modifier(_ListRowOptionModifier { node in
      let existing = node.traits[SwipeActionsValue.self] ?? []
      return ContainerValueNode(node, SwipeActionsValue.self, existing + [actions])
    })
  }
}

/// A view made of a collection's elements, as SwiftUI's
/// `DynamicViewContent` (a `ForEach`): what `onDelete`, `onMove` and
/// `onInsert` apply to.
public protocol DynamicViewContent: View {
  /// The collection of the underlying data.
  associatedtype Data: Collection
  /// The underlying data.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
  /// Deleting rows by swiping or in edit mode: in edit mode (`EditButton`,
  /// `.environment(\.editMode, …)`) each row shows the red delete control
  /// at its leading edge. nil turns deleting off. A film doesn't delete.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    _EditableRows(base: self, actions: action == nil ? [] : .deletes)
  }
  /// Moving rows in edit mode, which shows each row's reorder grip at its
  /// trailing edge. nil turns moving off. A film doesn't drag rows.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    _EditableRows(base: self, actions: action == nil ? [] : .moves)
  }
  /// Inserting dropped items (a film drops nothing).
  public func onInsert(of supportedContentTypes: [Any], perform action: @escaping (Int, [Any]) -> Void)
    -> some DynamicViewContent
  { self }
}

extension MutableCollection {
  /// Moves the elements at `source` to before `destination`, as the
  /// extension SwiftUI gives `onMove` handlers (`destination` is an index
  /// in the collection before the move; out-of-range offsets are ignored).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) where Self: RangeReplaceableCollection {
    let elements = Array(self)
    let valid = source.filter { $0 >= 0 && $0 < elements.count }
    guard !valid.isEmpty else { return }
    let moving = valid.map { elements[$0] }
    let clamped = Swift.min(Swift.max(destination, 0), elements.count)
    var remaining: [Element] = []
    var insertAt = 0
    for (offset, element) in elements.enumerated() where !valid.contains(offset) {
      if offset < clamped { insertAt += 1 }
      remaining.append(element)
    }
    remaining.insert(contentsOf: moving, at: insertAt)
    self = Self(remaining)
  }
}

extension RangeReplaceableCollection {
  /// Removes the elements at `offsets`, as the extension SwiftUI gives
  /// `onDelete` handlers (out-of-range offsets are ignored).
  public mutating func remove(atOffsets offsets: IndexSet) {
    let elements = Array(self)
    self = Self(elements.enumerated().filter { !offsets.contains($0.offset) }.map(\.element))
  }
}

/// A row's content, as wide as the row offers whatever it asks: content
/// wider than its row (a `containerRelativeFrame` as wide as the list)
/// overhangs the row's insets on both sides, centred, and leaves the
/// list's other rows where they are, as a collection view's cell does.
nonisolated struct _RowWidth: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let size = subviews.first?.sizeThatFits(proposal) ?? .zero
    guard let width = proposal.width, width.isFinite else { return size }
    return CGSize(width: width, height: size.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(
        at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
        proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
    }
  }

  /// The content's guides (the separator's start at the row's text, its
  /// baselines), where the centred content puts them.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    centred(subviews, in: bounds).flatMap { d, origin in d[explicit: guide].map { origin.x + $0 } }
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    centred(subviews, in: bounds).flatMap { d, origin in d[explicit: guide].map { origin.y + $0 } }
  }

  /// The content's dimensions and its origin, centred in `bounds` as
  /// `placeSubviews` puts it.
  private func centred(_ subviews: Subviews, in bounds: CGRect) -> (ViewDimensions, CGPoint)? {
    guard let content = subviews.first else { return nil }
    let d = content.dimensions(in: ProposedViewSize(width: bounds.width, height: bounds.height))
    return (d, CGPoint(x: bounds.minX + (bounds.width - d.width) / 2, y: bounds.minY + (bounds.height - d.height) / 2))
  }
}
