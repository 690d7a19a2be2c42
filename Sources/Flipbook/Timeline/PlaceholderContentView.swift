import Foundation

/// The view a `phaseAnimator` or `keyframeAnimator` modifier is applied to,
/// as its content closure receives it, as SwiftUI's
/// `PlaceholderContentView`: modify it with the animated phase or value.
/// A `Transition`'s body receives the view it moves as one too
/// (`PlaceholderContentView<Self>`, the transition's type naming it).
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
  let resolveContent: (ResolveInputs) -> [ViewNode]

  init(_ content: Value) where Value: View {
    resolveContent = { resolve(content, $0.child(.index(0))) }
  }

  /// `content` standing in for another kind of value (a chart mark's
  /// drawing, handed to `compositingLayer(style:)`).
  package init<Content: View>(standingIn content: Content) {
    resolveContent = { resolve(content, $0.child(.index(0))) }
  }

  /// Content given as a resolver (a transition's view).
  init(resolving content: @escaping (ResolveInputs) -> [ViewNode]) { resolveContent = content }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { resolveContent(inputs) }
}

/// A value of any `Equatable` type, compared with values of its own type
/// (an animator's trigger).
struct AnyEquatableValue: Equatable {
  let value: Any
  private let equals: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.equals(rhs.value) }
}
