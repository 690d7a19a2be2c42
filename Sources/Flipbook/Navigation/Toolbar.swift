import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String

  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let topBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")

  var isLeading: Bool { [Self.navigationBarLeading, .navigation, .cancellationAction].contains(self) }
  var isTrailing: Bool {
    [Self.navigationBarTrailing, .automatic, .primaryAction, .confirmationAction, .destructiveAction, .secondaryAction]
      .contains(self)
  }
}

/// A bar a toolbar modifier names, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// One item of a toolbar, as placed.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: AnyView

  /// The item reading the edit mode set where its toolbar is declared
  /// (`.environment(\.editMode, …)` on the list, then `.toolbar { EditButton() }`),
  /// as SwiftUI's toolbar content inherits it; the bar's own otherwise.
  func readingEditMode(of environment: EnvironmentValues) -> ToolbarEntry {
    guard let editMode = environment.editMode else { return self }
    return ToolbarEntry(placement: placement, view: AnyView(view.environment(\.editMode, editMode)))
  }
}

/// Content of a toolbar, as SwiftUI's `ToolbarContent`.
@MainActor @preconcurrency public protocol ToolbarContent {
  /// The items, placed (an implementation detail of Flipbook's).
  var _toolbarItems: _ToolbarItems { get }
}

/// A toolbar's items (opaque).
public struct _ToolbarItems {
  let entries: [ToolbarEntry]
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public var _toolbarItems: _ToolbarItems { _ToolbarItems(entries: [ToolbarEntry(placement: placement, view: AnyView(content))]) }
}

extension ToolbarItem where ID == () {
  /// An item at `placement` (automatic: the bar's trailing end).
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an id, at `placement`.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var _toolbarItems: _ToolbarItems {
    _ToolbarItems(entries: [ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 16) { content }))])
  }
}

/// Builds toolbar content, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarItems { content._toolbarItems }
  public static func buildBlock(_ parts: _ToolbarItems...) -> _ToolbarItems {
    _ToolbarItems(entries: parts.flatMap(\.entries))
  }
  public static func buildOptional(_ part: _ToolbarItems?) -> _ToolbarItems { part ?? _ToolbarItems(entries: []) }
  public static func buildEither(first: _ToolbarItems) -> _ToolbarItems { first }
  public static func buildEither(second: _ToolbarItems) -> _ToolbarItems { second }
  public static func buildArray(_ parts: [_ToolbarItems]) -> _ToolbarItems { _ToolbarItems(entries: parts.flatMap(\.entries)) }
  public static func buildLimitedAvailability(_ part: _ToolbarItems) -> _ToolbarItems { part }
}

nonisolated extension _ToolbarItems: ToolbarContent {
  public var _toolbarItems: _ToolbarItems { self }
}

nonisolated extension View {
  /// Adds items to the bar of the stack this view is the root of.
  public func toolbar(@ToolbarContentBuilder content: () -> _ToolbarItems) -> some View {
    let items = content().entries
    return modifier(_NavigationModifier(applyIn: { context, environment in
      context.items += items.map { $0.readingEditMode(of: environment) }
    }))
  }

  /// Adds views to the bar (each at the trailing end), as SwiftUI's
  /// view-builder `toolbar(content:)`.
  @_disfavoredOverload
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let view = AnyView(content())
    return modifier(_NavigationModifier(applyIn: { context, environment in
      context.items.append(ToolbarEntry(placement: .automatic, view: view).readingEditMode(of: environment))
    }))
  }
}
