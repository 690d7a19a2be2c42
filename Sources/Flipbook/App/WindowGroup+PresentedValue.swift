import Foundation

// MARK: - Windows that present a value
//
// iOS 16's `WindowGroup(for: Item.ID.self) { $id in … }` makes windows
// each presenting a value (opened with `openWindow(value:)`). The window a
// render shows is the one the app opens at launch, which presents no value
// (the binding holds nil) or, with `defaultValue:`, the default.

/// The content of a window presenting a value, as SwiftUI's
/// `PresentedWindowContent`: the value kept as the window's state, the
/// content made from a binding to it.
nonisolated public struct PresentedWindowContent<Data, Content: View>: View {
  let content: (Binding<Data?>) -> Content
  @State private var value: Data?

  init(initial: Data?, content: @escaping (Binding<Data?>) -> Content) {
    self.content = content
    _value = State(initialValue: initial)
  }

  public var body: some View { content($value) }
}

extension WindowGroup {
  /// Windows each presenting a value of `type`, as SwiftUI's
  /// `WindowGroup(for:content:)`: the launch window's binding holds nil.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.content = PresentedWindowContent(initial: nil, content: content)
  }

  /// Windows titled `title`, each presenting a value of `type`.
  public init<D: Codable & Hashable, C: View>(
    _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  /// Windows titled with a localized key, each presenting a value of `type`.
  public init<D: Codable & Hashable, C: View>(
    _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  /// Windows titled with a string, each presenting a value of `type`.
  @_disfavoredOverload
  public init<S: StringProtocol, D: Codable & Hashable, C: View>(
    _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  /// Windows with an identifier, each presenting a value of `type`.
  public init<D: Codable & Hashable, C: View>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C> {
    self.init(for: type, content: content)
  }

  /// Windows each presenting a value of `type`, `defaultValue()` where
  /// none was given (the launch window's), as SwiftUI's
  /// `WindowGroup(for:content:defaultValue:)`.
  public init<D: Codable & Hashable, C: View>(
    for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C> {
    self.content = PresentedWindowContent(initial: defaultValue()) { value in
      content(Binding(get: { value.wrappedValue ?? defaultValue() }, set: { value.wrappedValue = $0 }))
    }
  }
}
