import Foundation

/// Changes the environment its content is resolved in.
nonisolated struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
  let transform: (inout EnvironmentValues) -> Void

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    var inputs = inputs
    let direction = inputs.environment.layoutDirection
    transform(&inputs.environment)
    let nodes = content(inputs)
    // A change of layout direction mirrors the subtree's layout.
    guard inputs.environment.layoutDirection != direction else { return nodes }
    return nodes.map { $0.mappingRows { MirrorNode($0) } }
  }
}

nonisolated extension View {
  /// Sets an environment value for this view and its descendants, e.g.
  /// `.environment(\.colorScheme, .dark)`.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  /// Sets the colour shapes and text draw with (nil restores the default).
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(_EnvironmentModifier { $0.foregroundStyle = color.map(AnyShapeStyle.init) })
  }

  /// Sets the style shapes and text draw with. A hierarchical style
  /// (`.secondary` …) is the enclosing foreground's level.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { environment in
      let style = AnyShapeStyle(style)
      environment.foregroundStyle = style.asForeground(settingIn: environment)
      environment.hierarchicalForegroundStyles = []
    })
  }

  /// Sets the primary and secondary levels of the foreground style
  /// (`.secondary` draws with the second), as SwiftUI's
  /// `foregroundStyle(_:_:)`.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    modifier(_EnvironmentModifier { environment in
      let levels = [AnyShapeStyle(primary), AnyShapeStyle(secondary)].map {
        $0.asForeground(settingIn: environment)
      }
      environment.foregroundStyle = levels[0]
      environment.hierarchicalForegroundStyles = levels
    })
  }

  /// Sets the first three levels of the foreground style.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    modifier(_EnvironmentModifier { environment in
      let levels = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)].map {
        $0.asForeground(settingIn: environment)
      }
      environment.foregroundStyle = levels[0]
      environment.hierarchicalForegroundStyles = levels
    })
  }
}

nonisolated extension View {
  /// Transforms one environment value for this view and its descendants.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
  }

  /// Changes the environment for this view and its descendants: how
  /// Flipbook's modifiers of several values (`lineLimit(2...4)` …) set them.
  func updatingEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
    modifier(_EnvironmentModifier(transform: transform))
  }
}
