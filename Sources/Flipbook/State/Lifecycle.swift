import Foundation

extension View {
  /// Runs `action` after the pass in which this view first appears in a
  /// running graph (a film), as SwiftUI's `onAppear`. State it changes,
  /// inside `withAnimation` or not, takes effect at the same instant.
  /// `ImageRenderer` renders a still and runs no actions.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_LifecycleModifier(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` after the pass in which this view leaves the tree.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_LifecycleModifier(onAppear: nil, onDisappear: action))
  }
}

struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    if let animator = inputs.animator, !inputs.seeding {
      animator.appear(at: inputs.identity, onAppear: onAppear, onDisappear: onDisappear)
    }
    return content(inputs)
  }
}
