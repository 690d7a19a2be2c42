import Foundation

/// Which view has keyboard focus, as SwiftUI's `@FocusState`:
/// `@FocusState private var isFocused: Bool`, or for several fields
/// `@FocusState private var field: Field?`, bound to views with
/// `.focused(_:)` and `.focused(_:equals:)`.
///
/// A film has no keyboard and no focus engine: focus moves only when code
/// sets the value (`isFocused = true` in a step or an `onAppear`). The
/// value is kept like `@State`'s across the film's frames, and a write
/// updates the views that read it. Nothing Flipbook draws shows focus, so
/// `.focused` marks views without changing their look.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let location: StateLocation<Value>

  /// A focus state for one view: false, unfocused.
  public init() where Value == Bool { location = StateLocation(false) }

  /// A focus state over several views: nil, none focused.
  public init<T: Hashable>() where Value == T? { location = StateLocation(nil) }

  /// The focused value; setting it moves focus.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.set(newValue, transaction: Transaction.current) }
  }

  /// A binding for `.focused(_:)` (`$isFocused`).
  public var projectedValue: FocusState<Value>.Binding { Binding(location: location) }

  /// A focus state's binding, as `.focused(_:)` takes it.
  @propertyWrapper
  public struct Binding {
    let location: StateLocation<Value>

    /// The focused value.
    public var wrappedValue: Value {
      get { location.value }
      nonmutating set { location.set(newValue, transaction: Transaction.current) }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  func link(to store: StateStore, key: StateStore.Key) { location.link(to: store, key: key) }
}

extension FocusState: StateLinkable {}

nonisolated extension View {
  /// Binds this view's focus to `condition` (true while it is focused). In
  /// a film nothing takes focus by itself; see ``FocusState``.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

  /// Binds this view's focus to `binding` being `value`. In a film nothing
  /// takes focus by itself; see ``FocusState``.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

  /// Whether the view can take focus; a film has no focus engine, so this
  /// changes nothing drawn.
  public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
