import Foundation

extension Text {
  /// Displays an attributed string, as SwiftUI's `Text(_:)` for
  /// `AttributedString`: its characters, with its links in the tint.
  /// (Foundation on Linux has no inline presentation intents, so
  /// Markdown emphasis in an `AttributedString` can't be read; write it in
  /// a `LocalizedStringKey` literal, which Flipbook parses, instead.)
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var result = Text(verbatim: "")
    var first = true
    for run in attributedContent.runs {
      var piece = Text(verbatim: String(attributedContent[run.range].characters))
      if run.attributes[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil {
        piece = piece.foregroundColor(.accentColor)
      }
      result = first ? piece : result + piece
      first = false
    }
    self = result
  }
}

/// A view's presentation state, as SwiftUI's `PresentationMode` (iOS 13;
/// `@Environment(\.presentationMode)`): whether the view is presented, and
/// a way to dismiss it (the same as `\.dismiss`).
public struct PresentationMode {
  /// Whether the view is in a presentation.
  public let isPresented: Bool
  let dismissAction: DismissAction

  /// Dismisses the presentation the view is in.
  public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
  /// The presentation state of this view (see `PresentationMode`).
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}
