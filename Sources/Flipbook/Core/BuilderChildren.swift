/// The values a view builder's containers hold, for modules that read a
/// builder's result as something other than views.
///
/// Swift Charts' marks and MapKit's pieces are written inside `ForEach`,
/// whose closure is a `ViewBuilder`: `ForEach(points) { LineMark(…);
/// PointMark(…) }` builds a `TupleView`, an `if` a `_ConditionalContent`.
/// The Charts module reads the marks back out of those containers through
/// this one door instead of reflecting on Flipbook's types.
package protocol BuilderContainer {
  /// The views this container holds, in order (the shown branch of an
  /// `if`, each element's view of a `ForEach`, a modifier's content).
  var builderChildren: [any View] { get }
}

extension TupleView: BuilderContainer {
  package var builderChildren: [any View] { elements.map(\.view) }
}

extension _ConditionalContent: BuilderContainer {
  package var builderChildren: [any View] {
    switch storage {
    case .trueContent(let content): [content]
    case .falseContent(let content): [content]
    }
  }
}

extension Optional: BuilderContainer where Wrapped: View {
  package var builderChildren: [any View] { map { [$0] } ?? [] }
}

extension Group: BuilderContainer {
  package var builderChildren: [any View] { [content] }
}

extension AnyView: BuilderContainer {
  package var builderChildren: [any View] { [view] }
}

extension ForEach: BuilderContainer {
  package var builderChildren: [any View] { data.map(content) }
}

extension ModifiedContent: BuilderContainer where Content: View {
  package var builderChildren: [any View] { [content] }
}

extension EmptyView: BuilderContainer {
  package var builderChildren: [any View] { [] }
}

/// A modified view whose modifier a builder's reader may interpret.
package protocol ModifierCarrier {
  var carriedModifier: Any { get }
}

extension ModifiedContent: ModifierCarrier {
  package var carriedModifier: Any { modifier }
}

/// A modifier that changes the environment (`foregroundStyle`, `font` …):
/// a reader can run it on an environment of its own.
package protocol EnvironmentTransformingModifier {
  func transformEnvironment(_ environment: inout EnvironmentValues)
}

extension _EnvironmentModifier: EnvironmentTransformingModifier {
  package func transformEnvironment(_ environment: inout EnvironmentValues) { transform(&environment) }
}
