import Foundation

nonisolated extension View {
  /// Calls `action` with a value read from this view's geometry when the
  /// view is laid out and whenever the value changes, as SwiftUI's
  /// `onGeometryChange(for:of:action:)` (iOS 16 and later): `transform`
  /// reads a `GeometryProxy` of the view's frame (its size, its frame in a
  /// coordinate space, its safe-area insets), and `action` gets the old
  /// and new values (the first call both the first value). The geometry is
  /// read after layout, so a state write in `action` lays the view out
  /// again, as in SwiftUI.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    background(GeometryReader { proxy in
      Color.clear.onChange(of: transform(proxy), initial: true) { old, new in action(old, new) }
    })
  }

  /// Calls `action` with the new value read from this view's geometry (see
  /// `onGeometryChange(for:of:action:)`).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { _, new in action(new) }
  }

  /// Isolates this view's geometry from its parent's during animations, as
  /// iOS 17's `geometryGroup()`: SwiftUI then animates the subtree's
  /// frames as one, in the group's coordinate space. Flipbook accepts it
  /// and changes nothing: each placed frame animates from where it was to
  /// where it goes on its own, with or without the modifier (the
  /// difference shows only mid-animation, in views that appear inside a
  /// parent whose frame is animating).
  public func geometryGroup() -> some View { self }
}
