import Foundation

/// A control for picking a colour, as SwiftUI's `ColorPicker`, drawn as
/// iOS draws it: the label on the leading side and, on the trailing side,
/// UIColorWell's 28-pt well — a ring of every hue (3 pt wide, red at the
/// top, turning clockwise), then a 2-pt gap, then a disc of the selected
/// colour. With `supportsOpacity` the disc shows the colour's opacity as
/// is (over the background behind it).
nonisolated public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label

  /// A picker of `selection`, labelled by `label`.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  public var body: some View {
    HStack {
      label
      Spacer()
      ZStack {
        Circle().strokeBorder(Self.hues, lineWidth: 3)
        Circle().fill(selection.wrappedValue).padding(5)
      }
      .frame(width: 28, height: 28)
    }
  }

  /// Every hue around the ring, red at the top, clockwise.
  static var hues: AngularGradient {
    AngularGradient(
      colors: [.red, .yellow, .green, .cyan, .blue, Color(red: 1, green: 0, blue: 1), .red].map { $0 },
      center: .center, startAngle: .degrees(-90), endAngle: .degrees(270))
  }
}

extension ColorPicker where Label == Text {
  /// A picker titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
