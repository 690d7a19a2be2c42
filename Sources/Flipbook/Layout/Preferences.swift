import Foundation

// MARK: - Preferences
//
// SwiftUI's preferences carry values up the tree, the way the environment
// carries them down: a view sets a key's value (`.preference(key:value:)`,
// or from its geometry, `.anchorPreference`), and an ancestor reads what
// its subtree set, combined by the key's `reduce` in tree order
// (`.onPreferenceChange`, `.overlayPreferenceValue`,
// `.backgroundPreferenceValue`).
//
// Flipbook computes a subtree's value on the placed tree, where every view
// has its frame (anchors need it): walking a placed view's children in
// order, it reduces what each contributes, starting from the first one's
// value (a subtree that sets nothing contributes nothing, and reading it
// gives the key's `defaultValue`). A view's own `.preference` then
// replaces its subtree's value for that key; `.transformPreference` edits
// it. So the rules are SwiftUI's: a parent's value wins over its
// children's, siblings combine.
//
// `.onPreferenceChange` compares the value with the one of the previous
// pass and, when it differs (or the first time), runs its action after
// the pass, as SwiftUI runs it after layout; state the action writes
// updates the view at the same instant. `.overlayPreferenceValue` builds
// its view from the value during the layout pass, after its primary is
// placed (as a `GeometryReader`'s content is built), so an overlay can
// draw at anchors its content set.

/// A named value views produce for their ancestors, as SwiftUI's
/// `PreferenceKey`.
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a view tree that sets none.
  static var defaultValue: Value { get }
  /// Combines `value` with the next sibling's, in tree order.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// Nil.
  public static var defaultValue: Value { nil }
}

/// What a view does to a key's value.
enum PreferenceOperation<Key: PreferenceKey> {
  /// Sets the value, replacing the subtree's.
  case set(Key.Value)
  /// Edits the subtree's value (the default one if none).
  case transform((inout Key.Value) -> Void)
  /// Sets the value from the view's frame (root space).
  case anchor((CGRect) -> Key.Value)
  /// Edits the subtree's value with the view's frame (root space).
  case transformAnchor((inout Key.Value, CGRect) -> Void)
}

/// A preference a node writes, type-erased: the key type's identity and
/// the operation applied to the subtree's value (nil: none set) with the
/// view's frame (root space).
struct PreferenceWrite {
  let key: ObjectIdentifier
  let apply: (_ value: Any?, _ frame: CGRect) -> Any

  init<Key: PreferenceKey>(_ operation: PreferenceOperation<Key>) {
    key = ObjectIdentifier(Key.self)
    apply = { value, frame in
      let value = value as? Key.Value
      switch operation {
      case .set(let new): return new
      case .transform(let edit):
        var edited = value ?? Key.defaultValue
        edit(&edited)
        return edited
      case .anchor(let make): return make(frame)
      case .transformAnchor(let edit):
        var edited = value ?? Key.defaultValue
        edit(&edited, frame)
        return edited
      }
    }
  }
}

/// A view's preference, kept on its node.
final class PreferenceWriterNode<Key: PreferenceKey>: ModifierNode {
  let operation: PreferenceOperation<Key>

  init(_ child: ViewNode, operation: PreferenceOperation<Key>) {
    self.operation = operation
    super.init(child)
    role = .preferenceWrite(PreferenceWrite(operation))
  }
}

extension PlacedView {
  /// The value of `key` this view and its subtree set, or nil if they set
  /// none (see the essay above).
  func preference<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
    let value = Self.reduced(key, children)
    guard let write = node.role.preferenceWrite, write.key == ObjectIdentifier(Key.self) else { return value }
    // The write is for `Key`, so its result is a `Key.Value`.
    return write.apply(value, frame) as? Key.Value
  }

  /// The values `views` set, reduced in order; nil if none sets one.
  static func reduced<Key: PreferenceKey>(_ key: Key.Type, _ views: [PlacedView]) -> Key.Value? {
    var result: Key.Value?
    for view in views {
      guard let next = view.preference(key) else { continue }
      if result == nil {
        result = next
      } else {
        Key.reduce(value: &result!, nextValue: { next })
      }
    }
    return result
  }
}

nonisolated struct _PreferenceModifier<Key: PreferenceKey>: ViewModifier, NodeModifier {
  let operation: PreferenceOperation<Key>

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { PreferenceWriterNode(node, operation: operation) }
}

/// Watches a key's value over its subtree: after each placement, tells
/// the animator, which runs the action after the pass when it changed.
final class PreferenceObserverNode<Key: PreferenceKey>: ModifierNode where Key.Value: Equatable {
  let memory: GraphMemory?
  let identity: ViewIdentity
  let action: (Key.Value) -> Void

  init(_ child: ViewNode, memory: GraphMemory?, identity: ViewIdentity, action: @escaping (Key.Value) -> Void) {
    self.memory = memory
    self.identity = identity
    self.action = action
    super.init(child)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let placed = super.placeChildren(in: frame, proposal: proposal, pass)
    let value = PlacedView.reduced(Key.self, placed) ?? Key.defaultValue
    let action = self.action
    memory?.lifecycle.observe(value, at: identity, initial: true) { _, new in action(new) }
    return placed
  }
}

nonisolated struct _PreferenceChangeModifier<Key: PreferenceKey>: ViewModifier, NodeModifier where Key.Value: Equatable {
  let action: (Key.Value) -> Void

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    guard !inputs.seeding else { return node }
    // One site per key: a view may watch several.
    let site = inputs.child(.slot(.preference)).child(.type(ViewType(Key.self))).identity
    return PreferenceObserverNode<Key>(node, memory: inputs.memory, identity: site, action: action)
  }
}

/// A view whose overlay (or background) is built from a key's value over
/// the view, once the view is placed.
final class PreferenceOverlayNode<Key: PreferenceKey>: ModifierNode {
  let makeSecondary: (Key.Value) -> ViewNode
  let alignment: Alignment
  let inFront: Bool

  init(_ primary: ViewNode, alignment: Alignment, inFront: Bool, makeSecondary: @escaping (Key.Value) -> ViewNode) {
    self.makeSecondary = makeSecondary
    self.alignment = alignment
    self.inFront = inFront
    super.init(primary)
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let primary = pass.place(child, in: frame, proposal: proposal)
    let value = primary.preference(Key.self) ?? Key.defaultValue
    let secondary = pass.placeSecondary(makeSecondary(value), alignment: alignment, on: frame)
    return inFront ? [primary, secondary] : [secondary, primary]
  }
}

nonisolated struct _PreferenceOverlayModifier<Key: PreferenceKey, Secondary: View>: ViewModifier, NodeModifier {
  let alignment: Alignment
  let inFront: Bool
  let transform: (Key.Value) -> Secondary

  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    let (alignment, transform) = (alignment, transform)
    let secondaryInputs = inputs.container.child(.slot(inFront ? .overlay : .background))
    return PreferenceOverlayNode<Key>(node, alignment: alignment, inFront: inFront) { value in
      resolveLayered(transform(value), alignment: alignment, secondaryInputs)
    }
  }
}

nonisolated extension View {
  /// Sets `key`'s value for this view (replacing what its subviews set).
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(_PreferenceModifier<K>(operation: .set(value)))
  }

  /// Edits `key`'s value as this view's subviews set it.
  public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void)
    -> some View
  {
    modifier(_PreferenceModifier<K>(operation: .transform(callback)))
  }

  /// Sets `key`'s value from an anchor of this view's geometry
  /// (`.anchorPreference(key: K.self, value: .bounds) { $0 }`).
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(_PreferenceModifier<K>(operation: .anchor { frame in transform(value.resolve(in: frame)) }))
  }

  /// Edits `key`'s value with an anchor of this view's geometry.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(_PreferenceModifier<K>(operation: .transformAnchor { current, frame in
      transform(&current, value.resolve(in: frame))
    }))
  }

  /// Runs `action` with `key`'s value over this view after the first pass
  /// and after each pass that changes it.
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
    -> some View where K.Value: Equatable
  {
    modifier(_PreferenceChangeModifier<K>(action: action))
  }

  /// Lays over this view a view built from `key`'s value over it.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(_PreferenceOverlayModifier<K, V>(alignment: alignment, inFront: true, transform: transform))
  }

  /// Lays behind this view a view built from `key`'s value over it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(_PreferenceOverlayModifier<K, V>(alignment: alignment, inFront: false, transform: transform))
  }
}

extension GeometryProxy {
  /// The value of `anchor` in this reader's space (a rect or a point
  /// moved by the reader's origin; other values as they are).
  public subscript<T>(anchor: Anchor<T>) -> T {
    let origin = globalFrame.origin
    switch anchor.value {
    case let rect as CGRect: return rect.offsetBy(dx: -origin.x, dy: -origin.y) as! T
    case let point as CGPoint: return CGPoint(x: point.x - origin.x, y: point.y - origin.y) as! T
    default: return anchor.value
    }
  }
}
