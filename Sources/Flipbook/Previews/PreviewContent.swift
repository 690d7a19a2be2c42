/// Splits a `PreviewProvider`'s `previews` into previews, as Xcode's
/// canvas does: each view at the top level (through `Group`, `ForEach`,
/// `AnyView`, an `if` and the builder's lists) is one preview, with the
/// preview modifiers found on the way down (the inner one winning).
enum PreviewContent {
  /// The previews of `provider`.
  static func previews(of provider: any PreviewProvider.Type, named name: String) -> [Preview] {
    func open<P: PreviewProvider>(_ type: P.Type) -> [PreviewPart] { parts(of: type.previews, traits: PreviewTraits()) }
    let found = open(provider)
    // `Module.Outer.Name`; a private type's path has an
    // `(unknown context at $…).` part, which is dropped.
    let module = String(name.prefix { $0 != "." })
    var typeName = String(name.dropFirst(module.count + 1))
    while let start = typeName.range(of: "(unknown context at "),
      let end = typeName[start.upperBound...].range(of: ").")
    {
      typeName.removeSubrange(start.lowerBound..<end.upperBound)
    }
    return found.enumerated().map { index, part in
      Preview(
        provider: typeName, index: index, fileID: "\(module)/\(typeName)", traits: part.traits,
        content: { part.view })
    }
  }

  /// The top-level views of `view`, each with its preview settings.
  static func parts(of view: any View, traits: PreviewTraits) -> [PreviewPart] {
    if let container = view as? any PreviewContainer {
      return container.previewParts(traits: traits)
    }
    return [PreviewPart(view: view, traits: traits.overridden(by: settings(inside: view)))]
  }

  /// The preview settings on a chain of modifiers (`.previewLayout(…)
  /// .padding()`): preview settings are traits, which reach the preview
  /// through any modifier.
  static func settings(inside view: Any) -> PreviewTraits {
    guard let modified = view as? any ModifiedView else { return PreviewTraits() }
    let inner = settings(inside: modified.modifiedContent)
    guard let carrier = modified.modifierValue as? PreviewTraitsModifier else { return inner }
    return carrier.traits.overridden(by: inner)
  }
}

/// One view at the top of a provider's previews.
struct PreviewPart {
  var view: any View
  var traits: PreviewTraits
}

/// A view whose top-level content Xcode shows as several previews, or that
/// carries preview settings.
protocol PreviewContainer {
  func previewParts(traits: PreviewTraits) -> [PreviewPart]
}

extension Group: PreviewContainer {
  func previewParts(traits: PreviewTraits) -> [PreviewPart] { PreviewContent.parts(of: content, traits: traits) }
}

extension TupleView: PreviewContainer {
  func previewParts(traits: PreviewTraits) -> [PreviewPart] {
    elements.flatMap { PreviewContent.parts(of: $0.view, traits: traits) }
  }
}

extension ForEach: PreviewContainer {
  func previewParts(traits: PreviewTraits) -> [PreviewPart] {
    data.flatMap { PreviewContent.parts(of: content($0), traits: traits) }
  }
}

extension AnyView: PreviewContainer {
  func previewParts(traits: PreviewTraits) -> [PreviewPart] { PreviewContent.parts(of: view, traits: traits) }
}

nonisolated extension Optional: PreviewContainer where Wrapped: View {
  func previewParts(traits: PreviewTraits) -> [PreviewPart] {
    map { PreviewContent.parts(of: $0, traits: traits) } ?? []
  }
}

extension _ConditionalContent: PreviewContainer {
  func previewParts(traits: PreviewTraits) -> [PreviewPart] {
    switch storage {
    case .trueContent(let content): PreviewContent.parts(of: content, traits: traits)
    case .falseContent(let content): PreviewContent.parts(of: content, traits: traits)
    }
  }
}

nonisolated extension ModifiedContent: PreviewContainer where Content: View, Modifier == PreviewTraitsModifier {
  /// The settings apply to each preview inside; the view keeps the
  /// modifier, so a preferred colour scheme still reaches its environment.
  func previewParts(traits: PreviewTraits) -> [PreviewPart] {
    let merged = traits.overridden(by: modifier.traits)
    return PreviewContent.parts(of: content, traits: merged).map { part in
      PreviewPart(view: ModifiedContent<AnyView, PreviewTraitsModifier>(content: AnyView(erasing: part.view)!, modifier: modifier), traits: part.traits)
    }
  }
}

/// A modified view, seen without its types.
protocol ModifiedView {
  var modifiedContent: Any { get }
  var modifierValue: Any { get }
}

extension ModifiedContent: ModifiedView {
  var modifiedContent: Any { content }
  var modifierValue: Any { modifier }
}
