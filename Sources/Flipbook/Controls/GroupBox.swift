import Foundation

/// A box grouping views under an optional label, as SwiftUI's `GroupBox`:
/// on iOS (as Flipbook reads it) the label in `headline` over the content,
/// 8 pt apart, inset 16 pt in a rounded rectangle (radius 8) of
/// `secondarySystemBackground`.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content

  /// A box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A box of `content` under `label`: the iOS 14 form, which SwiftUI
  /// deprecates for `init(content:label:)` and draws the same.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.label = label
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let label { label.font(.headline) }
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.semantic(.secondarySystemBackground)))
  }
}

extension GroupBox where Label == EmptyView {
  /// A box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }
}

extension GroupBox where Label == Text {
  /// A box titled with a localized string.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A box titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A label that shows or hides its content, as SwiftUI's
/// `DisclosureGroup`: the label leading and a chevron (›, in the tint)
/// trailing that points down while expanded, the content below it when
/// expanded. A tap on the label row toggles it, animated as SwiftUI does
/// (`.default`). Without an `isExpanded` binding the group keeps its own
/// state, starting collapsed.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var ownExpanded = false

  /// A group that starts collapsed and keeps its own state.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    isExpanded = nil
  }

  /// A group expanded while `isExpanded` is true.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let expanded = isExpanded?.wrappedValue ?? ownExpanded
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        label
        Spacer()
        Image(systemName: "chevron.right")
          .imageScale(.small)
          .foregroundStyle(.tint)
          .rotationEffect(.degrees(expanded ? 90 : 0))
      }
      .contentShape(Rectangle())
      .onTapGesture {
        withAnimation {
          if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownExpanded.toggle() }
        }
      }
      if expanded {
        content
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled with a localized string, keeping its own state.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A group titled with a string, keeping its own state.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group titled with a localized string, expanded while `isExpanded`.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A group titled with a string, expanded while `isExpanded`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// What a view shows when it has nothing to show, as iOS 17's
/// `ContentUnavailableView`: centred, a large symbol in `secondary` over
/// the title in `title2` bold and the description in `callout`
/// `secondary`, then any actions (Flipbook's reading of iOS's layout:
/// symbol 48 pt, 16 pt under it, 8 pt between title and description).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of `label`, `description` and `actions`.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: 8) {
      label
      description.font(.callout).foregroundStyle(.secondary)
      actions.padding(.top, 8)
    }
    .multilineTextAlignment(.center)
    .padding(32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// The label of a `ContentUnavailableView`: symbol over title.
nonisolated public struct _ContentUnavailableLabel: View {
  let title: Text
  let systemImage: String?

  public var body: some View {
    VStack(spacing: 16) {
      if let systemImage {
        Image(systemName: systemImage).font(.system(size: 48)).foregroundStyle(.secondary)
      }
      title.font(.title2.bold())
    }
  }
}

extension ContentUnavailableView where Label == _ContentUnavailableLabel, Description == Text?, Actions == EmptyView {
  /// A view titled with a localized string, a symbol and a description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { _ContentUnavailableLabel(title: Text(title), systemImage: name) }, description: { description })
  }

  /// A view titled with a string, a symbol and a description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { _ContentUnavailableLabel(title: Text(title), systemImage: name) }, description: { description })
  }

  /// The search's "No Results" view.
  public static var search: ContentUnavailableView<_ContentUnavailableLabel, Text?, EmptyView> {
    ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }

  /// The search's "No Results for “text”" view.
  public static func search(text: String) -> ContentUnavailableView<_ContentUnavailableLabel, Text?, EmptyView> {
    ContentUnavailableView(
      "No Results for “\(text)”", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }
}
