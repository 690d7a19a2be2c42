import Foundation

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`
/// (Flipbook puts it in the navigation bar, under the title, for all).
public struct SearchFieldPlacement: Sendable {
  let name: String
  /// The platform's choice: the navigation bar on an iPhone.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// The navigation bar, always or only while scrolled.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }
  /// The toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// The sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")

  /// When the drawer's field shows, as SwiftUI's
  /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
  public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// A search field a navigation bar shows (see `searchable`).
struct SearchField {
  let text: Binding<String>
  let prompt: Text?
}

/// The bar's search field, as iOS draws UISearchBar under a title: the
/// field (`_SearchFieldBox`) 16 pt from the sides, 8 pt above the bar's
/// bottom.
nonisolated struct _SearchField: View {
  let field: SearchField

  var body: some View {
    _SearchFieldBox(text: field.text.wrappedValue, prompt: field.prompt) { field.text.wrappedValue = "" }
      .padding(.horizontal, 16)
      .padding(.bottom, 8)
  }
}

/// UISearchBar's field: a 36-pt rounded rectangle (radius 10) of
/// `tertiarySystemFill` holding a magnifying glass and the text (body) or,
/// when empty, the prompt ("Search" unless given) in `placeholderText`; a
/// clear button at the end when there is text.
nonisolated struct _SearchFieldBox: View {
  let text: String
  let prompt: Text?
  /// The field's fill (`tertiarySystemFill` unless a search bar's
  /// `searchTextField.backgroundColor` sets one).
  var fill: Color? = nil
  var clear: () -> Void = {}

  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(Color.semantic(.secondary))
      Group {
        if text.isEmpty {
          (prompt ?? Text("Search")).foregroundStyle(Color.semantic(.placeholderText))
        } else {
          Text(verbatim: text)
        }
      }
      .lineLimit(1)
      .frame(maxWidth: .infinity, alignment: .leading)
      if !text.isEmpty {
        Image(systemName: "xmark.circle.fill").foregroundStyle(Color.semantic(.tertiaryLabel))
          .onTapGesture { clear() }
      }
    }
    .font(.body)
    .padding(.horizontal, 8)
    .frame(height: 36)
    .background(fill ?? Color.semantic(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
  }
}

nonisolated extension View {
  /// Adds a search field for `text` to the navigation bar of the stack
  /// this view is the root of, under its title (see `_SearchField`);
  /// outside a navigation stack it shows nothing, as in SwiftUI.
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
    -> some View
  {
    modifier(_NavigationModifier { $0.search = SearchField(text: text, prompt: prompt) })
  }

  /// A search field with a localized prompt.
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
    -> some View
  {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field with a prompt string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
    -> some View
  {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field whose presentation `isPresented` follows (iOS 17);
  /// Flipbook always shows the field.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field whose presentation `isPresented` follows, with a
  /// localized prompt.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field whose presentation `isPresented` follows, with a
  /// prompt string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field with suggestions (iOS 15's form, deprecated for
  /// `searchSuggestions(_:)`); suggestions show only while searching, so
  /// Flipbook draws the field at rest without them.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt)
  }

  /// A search field with a localized prompt and suggestions.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field with a prompt string and suggestions.
  @_disfavoredOverload
  public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Suggestions shown while searching; Flipbook shows the field at rest,
  /// without them.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

  /// The text a suggestion puts in the search field when chosen, as
  /// SwiftUI's `searchCompletion(_:)`; suggestions are not shown at rest,
  /// so nothing drawn changes.
  public func searchCompletion(_ completion: String) -> some View { self }

  /// The search token a suggestion adds when chosen; nothing drawn changes.
  public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }

  /// Whether the search field's suggestions show in `placements`; nothing
  /// drawn changes (suggestions are not shown at rest).
  public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
    self
  }

  /// Runs `action` when a pull refreshes the view, as SwiftUI's
  /// `refreshable`; it is kept in the environment (`\.refresh`) for the
  /// views inside. A film never pulls, so it doesn't run by itself.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}

/// Refreshes a view's content, as SwiftUI's `RefreshAction`.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh.
  public func callAsFunction() async { await action() }
}

private struct RefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh action of the nearest `.refreshable` around this view.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
  let name: String
  public static let automatic = SearchSuggestionsPlacement(name: "automatic")
  public static let menu = SearchSuggestionsPlacement(name: "menu")
  public static let content = SearchSuggestionsPlacement(name: "content")

  /// A set of placements.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let menu = Set(rawValue: 1 << 0)
    public static let content = Set(rawValue: 1 << 1)
  }
}
