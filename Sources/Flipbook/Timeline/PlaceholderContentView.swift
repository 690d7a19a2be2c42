import Foundation

/// The view a `phaseAnimator` or `keyframeAnimator` modifier is applied to,
/// as its content closure receives it, as SwiftUI's
/// `PlaceholderContentView`: modify it with the animated phase or value.
nonisolated public struct PlaceholderContentView<Value: View>: View, PrimitiveView {
  let content: Value

  init(_ content: Value) { self.content = content }

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { resolve(content, inputs.child(.index(0))) }
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
