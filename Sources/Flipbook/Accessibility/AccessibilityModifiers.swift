import Foundation

/// What accessibility modifiers set on a view.
struct AccessibilityProperties {
  var label: Text?
  var value: Text?
  var hint: Text?
  var identifier: String?
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []
  var isHidden = false
  var actions: [(name: String, handler: () -> Void)] = []
  var children: AccessibilityChildBehavior?
}

/// Sets accessibility properties on its content's nodes: kept, not drawn.
nonisolated struct _AccessibilityModifier: ViewModifier, NodeModifier {
  let change: (inout AccessibilityProperties) -> Void

  func body(content: Content) -> Never { primitiveBody() }

  /// `node` with its accessibility properties changed: wrapped in an
  /// `AccessibilityNode`, or changed in place when it is one already (the
  /// modifiers of one view make one element).
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    if let node = node as? AccessibilityNode {
      change(&node.properties)
      return node
    }
    var properties = AccessibilityProperties()
    change(&properties)
    return AccessibilityNode(node, properties: properties)
  }
}

/// A view with accessibility properties: laid out and drawn as its child.
final class AccessibilityNode: ModifierNode {
  var properties: AccessibilityProperties

  init(_ child: ViewNode, properties: AccessibilityProperties) {
    self.properties = properties
    super.init(child)
  }

  /// One element for the view (see `PlacedView.accessibilityElements`),
  /// its children's with `.contain`, none when hidden.
  override func collectAccessibility(_ placed: PlacedView, into elements: inout [AccessibilityElement]) {
    if properties.isHidden { return }
    if properties.children == .contain { return super.collectAccessibility(placed, into: &elements) }
    var traits = properties.addedTraits
    let texts = placed.accessibilityTexts
    if properties.label == nil, !texts.isEmpty { traits.insert(.isStaticText) }
    traits.subtract(properties.removedTraits)
    elements.append(AccessibilityElement(
      label: properties.label?.string ?? texts.joined(separator: ", "),
      value: properties.value?.string, hint: properties.hint?.string, identifier: properties.identifier,
      traits: traits, actions: properties.actions.map(\.name), frame: placed.frame))
  }
}

nonisolated extension View {
  func accessibilityProperties(_ change: @escaping (inout AccessibilityProperties) -> Void) -> some View {
    modifier(_AccessibilityModifier(change: change))
  }

  /// Sets the label VoiceOver reads (the older spelling).
  public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
  /// Sets the value VoiceOver reads (the older spelling).
  public func accessibility(value: Text) -> some View { accessibilityValue(value) }
  /// Sets the hint VoiceOver reads (the older spelling).
  public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
  /// Adds traits (the older spelling).
  public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
  /// Removes traits (the older spelling).
  public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
  /// Hides the view from VoiceOver (the older spelling).
  public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
  /// Sets the identifier UI tests find the view by (the older spelling).
  public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

  /// Sets the label VoiceOver reads.
  public func accessibilityLabel(_ label: Text) -> some View { accessibilityProperties { $0.label = label } }
  /// Sets the label VoiceOver reads.
  public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(Text(key)) }
  /// Sets the label VoiceOver reads.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(label)) }

  /// Sets the value VoiceOver reads.
  public func accessibilityValue(_ value: Text) -> some View { accessibilityProperties { $0.value = value } }
  /// Sets the value VoiceOver reads.
  public func accessibilityValue(_ key: LocalizedStringKey) -> some View { accessibilityValue(Text(key)) }
  /// Sets the value VoiceOver reads.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(value)) }

  /// Sets the hint VoiceOver reads.
  public func accessibilityHint(_ hint: Text) -> some View { accessibilityProperties { $0.hint = hint } }
  /// Sets the hint VoiceOver reads.
  public func accessibilityHint(_ key: LocalizedStringKey) -> some View { accessibilityHint(Text(key)) }
  /// Sets the hint VoiceOver reads.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(hint)) }

  /// Adds traits.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityProperties { $0.addedTraits.formUnion(traits) }
  }
  /// Removes traits.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibilityProperties { $0.removedTraits.formUnion(traits) }
  }
  /// Hides the view and its content from VoiceOver.
  public func accessibilityHidden(_ hidden: Bool) -> some View { accessibilityProperties { $0.isHidden = hidden } }
  /// Sets the identifier UI tests find the view by.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    accessibilityProperties { $0.identifier = identifier }
  }

  /// Adds an action VoiceOver can perform (the default action: a double tap).
  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
    accessibilityProperties { $0.actions.append((actionKind.name, handler)) }
  }
  /// Adds a named action VoiceOver offers in its actions rotor.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    accessibilityProperties { $0.actions.append((name.string, handler)) }
  }
  /// Adds a named action VoiceOver offers in its actions rotor.
  public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
    accessibilityAction(named: Text(name), handler)
  }

  /// Makes this view one accessibility element, its children's combined,
  /// kept or ignored.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibilityProperties { $0.children = children }
  }
}
