import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent`: on iOS the label
/// leading, the content trailing in the secondary style, across the width
/// offered (the automatic style's look in a list row or a stack).
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// The content labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    _LabeledContentBody(label: label, content: content)
  }
}

nonisolated struct _LabeledContentBody<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    if labelsHidden {
      content
    } else {
      HStack(alignment: .firstTextBaseline) {
        label
        Spacer(minLength: 8)
        content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
      }
    }
  }
}

extension LabeledContent where Label == Text {
  /// `content` labelled with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// `content` labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value string labelled with a localized title.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A value string labelled with a string.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A value, formatted, labelled with a localized title.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}
