import Foundation

extension Text {
  /// Displays an attributed string, as SwiftUI's `Text(_:)` for
  /// `AttributedString`: its characters with SwiftUI's attributes (font,
  /// foreground colour, strikethrough and underline, kerning, tracking,
  /// baseline offset; a run's background colour is not drawn), its inline presentation intents (bold, italic, code,
  /// strikethrough: what `AttributedString(markdown:)` makes) and its
  /// links in the tint (see AttributedString+SwiftUI.swift).
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    typealias SwiftUI = AttributeScopes.SwiftUIAttributes
    var result = Text(verbatim: "")
    var first = true
    for run in attributedContent.runs {
      var piece = Text(verbatim: String(attributedContent[run.range].characters))
      let attributes = run.attributes
      let intent = attributes[SwiftUI.InlinePresentationIntentAttribute.self] ?? []
      if let font = attributes[SwiftUI.FontAttribute.self] {
        piece = piece.font(intent.contains(.code) ? font.monospaced() : font)
      } else if intent.contains(.code) {
        piece = piece.font(Font.body.monospaced())
      }
      if intent.contains(.stronglyEmphasized) { piece = piece.bold() }
      if intent.contains(.emphasized) { piece = piece.italic() }
      if intent.contains(.strikethrough) { piece = piece.strikethrough() }
      if let style = attributes[SwiftUI.StrikethroughStyleAttribute.self] { piece = piece.strikethrough(pattern: style.pattern, color: style.color) }
      if let style = attributes[SwiftUI.UnderlineStyleAttribute.self] { piece = piece.underline(pattern: style.pattern, color: style.color) }
      if let kern = attributes[SwiftUI.KerningAttribute.self] { piece = piece.kerning(kern) }
      if let tracking = attributes[SwiftUI.TrackingAttribute.self] { piece = piece.tracking(tracking) }
      if let offset = attributes[SwiftUI.BaselineOffsetAttribute.self] { piece = piece.baselineOffset(offset) }
      if let color = attributes[SwiftUI.ForegroundColorAttribute.self] {
        piece = piece.foregroundColor(color)
      } else if attributes[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil {
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
