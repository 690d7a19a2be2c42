import Foundation

/// A separating line, as SwiftUI's `Divider`: across a `VStack` (or
/// outside stacks) a horizontal line as wide as offered, in an `HStack` a
/// vertical one as tall; one pixel thick (1 / the render's scale, iOS's
/// hairline), in the separator colour.
nonisolated public struct Divider: View, PrimitiveView {
  public init() {}

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let thickness = 1 / max(inputs.environment.displayScale, 1)
    let line = Rectangle().fill(Color.semantic(.separator))
    if inputs.stackAxis == .horizontal {
      return Flipbook.resolve(line.frame(width: thickness).frame(maxHeight: .infinity), inputs)
    }
    return Flipbook.resolve(line.frame(height: thickness).frame(maxWidth: .infinity), inputs)
  }
}

/// A link to a URL, as SwiftUI's `Link`: a borderless button in the tint
/// colour. Flipbook opens nothing; a tap on it is a tap on a button.
nonisolated public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  /// A link to `destination` showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    Button(action: {}) { label }
  }
}

extension Link where Label == Text {
  /// A link with a localized title.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
