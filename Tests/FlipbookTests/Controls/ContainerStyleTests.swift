@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// The style protocols of forms, labelled content, menus, disclosure groups
/// and split views, as apps write custom styles for them.
@Suite struct ContainerStyleTests {
  struct Marked: View {
    var body: some View { Text("Marked") }
  }

  /// A form's rows as a plain column, the way apps restyle a form.
  struct PlainForm: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 0) { configuration.content }
    }
  }

  /// The label over the value.
  struct Stacked: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 2) {
        configuration.label
        configuration.content
      }
    }
  }

  /// The default labelled content, padded.
  struct Padded: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration).padding(10) }
  }

  /// The default menu, padded.
  struct PaddedMenu: MenuStyle {
    func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(10) }
  }

  /// Always open, no chevron.
  struct Open: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        configuration.label
        configuration.content.padding(.leading, 10)
      }
    }
  }

  private func frame<V: View>(of type: V.Type, width: CGFloat = 300, height: CGFloat = 300, _ content: @escaping () -> some View) throws -> CGRect {
    let rig = try Rig(width: width, height: height, content)
    return try #require(rig.frames(of: type, at: 0).first)
  }

  /// `formStyle(_:)`: `.grouped` is iOS's form (a row 20 pt into its card,
  /// itself 20 pt in), `.columns` and a custom style lay the rows out
  /// without cards.
  @Test func aFormStyleLaysOutTheForm() throws {
    let automatic = try frame(of: Marked.self) { Form { Marked() } }
    let grouped = try frame(of: Marked.self) { Form { Marked() }.formStyle(.grouped) }
    #expect(automatic == grouped)
    #expect(grouped.minX == 40)
    let plain = try frame(of: Marked.self) { Form { Marked() }.formStyle(PlainForm()) }
    #expect(plain.minX < 150 && plain.minX != grouped.minX, "\(plain)")
    let columns = try frame(of: Marked.self) { Form { Marked() }.formStyle(.columns) }
    #expect(columns.minX != grouped.minX, "\(columns)")
  }

  /// `labeledContentStyle(_:)`: a custom style draws the label over the
  /// value; `LabeledContent(configuration)` is the automatic look inside a
  /// style.
  @Test func aLabeledContentStyleDrawsTheLabelAndValue() throws {
    let rig = try Rig(width: 300, height: 200) {
      LabeledContent { Marked() } label: { Text("Volume") }.labeledContentStyle(Stacked())
    }
    let value = try #require(rig.frames(of: Marked.self, at: 0).first)
    let placed = try #require(rig.graph.placed)
    let label = try #require(placed.descendantsAndSelf.first { $0.node.role.text == "Volume" }?.frame)
    #expect(value.minY >= label.maxY + 2 - 0.01 && value.minX == label.minX, "\(label) \(value)")
    let automatic = try frame(of: Marked.self) { LabeledContent { Marked() } label: { Text("Volume") } }
    let padded = try frame(of: Marked.self) { LabeledContent { Marked() } label: { Text("Volume") }.labeledContentStyle(Padded()) }
    #expect(abs(padded.maxX - (automatic.maxX - 10)) < 0.01, "the automatic look, 10 pt in: \(padded) \(automatic)")
  }

  /// `menuStyle(_:)`: the built-in styles draw the label as a button;
  /// `Menu(configuration)` is the default menu inside a custom style.
  @Test func aMenuStyleDrawsTheMenu() throws {
    let plain = try frame(of: Marked.self) { Menu { Button("Copy") {} } label: { Marked() } }
    let button = try frame(of: Marked.self) { Menu { Button("Copy") {} } label: { Marked() }.menuStyle(.button) }
    let borderless = try frame(of: Marked.self) {
      Menu { Button("Copy") {} } label: { Marked() }.menuStyle(.borderlessButton)
    }
    #expect(plain == button && plain == borderless)
    let padded = try Rig(width: 300, height: 300) {
      HStack(spacing: 0) { Menu { Button("Copy") {} } label: { Marked() }.menuStyle(PaddedMenu()); Spacer() }
    }
    #expect(try padded.frames(of: Marked.self, at: 0).first?.minX == 10)
  }

  /// `disclosureGroupStyle(_:)`: a custom style draws the group (here
  /// always open), and nested groups in its content keep it.
  @Test func aDisclosureGroupStyleReachesNestedGroups() throws {
    let rig = try Rig(width: 300, height: 300) {
      VStack(alignment: .leading, spacing: 0) {
        DisclosureGroup("Outer") {
          DisclosureGroup("Inner") { Marked() }
        }
        Spacer()
      }
      .disclosureGroupStyle(Open())
    }
    let marked = try #require(rig.frames(of: Marked.self, at: 0).first, "the nested group is open too")
    let placed = try #require(rig.graph.placed)
    let outer = try #require(placed.descendantsAndSelf.first { $0.node.role.text == "Outer" }?.frame)
    #expect(marked.minX - outer.minX == 20, "two levels in: \(marked) \(outer)")
  }

  /// A collapsed split view shows its sidebar, or the column
  /// `preferredCompactColumn` names; the split view's style and column
  /// widths change nothing collapsed.
  @Test func aCollapsedSplitViewShowsThePreferredColumn() throws {
    struct Sidebar: View { var body: some View { Text("Sidebar") } }
    struct Middle: View { var body: some View { Text("Middle") } }
    struct Detail: View { var body: some View { Text("Detail") } }
    let two = try Rig(width: 393, height: 400) {
      NavigationSplitView { Sidebar().navigationSplitViewColumnWidth(250) } detail: { Detail() }
        .navigationSplitViewStyle(.balanced)
    }
    #expect(try two.frames(of: Sidebar.self, at: 0).count == 1)
    #expect(try two.frames(of: Detail.self, at: 0).isEmpty)
    let three = try Rig(width: 393, height: 400) {
      NavigationSplitView(columnVisibility: .constant(.all)) { Sidebar() } content: { Middle() } detail: { Detail() }
    }
    #expect(try three.frames(of: Sidebar.self, at: 0).count == 1)
    let detail = try Rig(width: 393, height: 400) {
      NavigationSplitView(preferredCompactColumn: .constant(.detail)) { Sidebar() } detail: { Detail() }
    }
    #expect(try detail.frames(of: Detail.self, at: 0).count == 1)
    #expect(try detail.frames(of: Sidebar.self, at: 0).isEmpty)
  }
}
