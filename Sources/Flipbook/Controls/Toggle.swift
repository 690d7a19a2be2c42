import Foundation

/// A control that turns a setting on and off, as SwiftUI's `Toggle`,
/// drawn by the toggle style in the environment (`.automatic`: iOS's
/// switch). A tap in a film flips the binding.
nonisolated public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle bound to `isOn`, showing `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: some View {
    _ToggleStyled(configuration: ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: isOn))
  }
}

extension Toggle where Label == Text {
  /// A toggle labelled with a localized title.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle labelled with a string, shown verbatim.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == Flipbook.Label<Text, Image> {
  /// A toggle labelled with a title and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Flipbook.Label(titleKey, systemImage: systemImage) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a style's configuration describes.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

/// A toggle's look and behaviour, as SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency public protocol ToggleStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws from.
public struct ToggleStyleConfiguration {
  /// A toggle's label, type-erased.
  nonisolated public struct Label: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBody() }
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] { Flipbook.resolve(content, inputs) }
  }

  /// The label.
  public let label: Label
  /// Whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several settings that differ.
  public var isMixed: Bool = false

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    self._isOn = isOn
  }
}

/// iOS's switch, as SwiftUI's `SwitchToggleStyle`: the label on the
/// leading side, the switch on the trailing one, across the width offered.
///
/// The switch is UISwitch's: a 51 × 31 capsule track (Human Interface
/// Guidelines), `secondarySystemFill` when off and the tint (system green
/// unless set) when on; a white 27-point knob 2 points in, shadowed (black
/// 15 % blurred 8 at 3 down, and 6 % blurred 1 at 3 down). The knob slides
/// and the track's colour changes with a spring (response 0.35, damping
/// 0.8) whenever the value changes, as UISwitch animates itself.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?

  public init() { tint = nil }

  /// A switch in `tint` when on.
  public init(tint: Color) { self.tint = tint }

  public func makeBody(configuration: Configuration) -> some View {
    _SwitchBody(configuration: configuration, tint: tint)
  }
}

/// The default toggle style: the switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// A toggle drawn as a bordered button, prominent when on, as SwiftUI's
/// `ButtonToggleStyle`.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let isOn = configuration.$isOn
    if configuration.isOn {
      Button { isOn.wrappedValue.toggle() } label: { configuration.label }.buttonStyle(.borderedProminent)
    } else {
      Button { isOn.wrappedValue.toggle() } label: { configuration.label }.buttonStyle(.bordered)
    }
  }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default style (the switch).
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
  /// iOS's switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button, prominent when on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

struct AnyToggleStyle {
  let makeBody: (ToggleStyleConfiguration) -> AnyView
  init<S: ToggleStyle>(_ style: S) {
    makeBody = { configuration in AnyView(_StyledBody(style: style) { $0.makeBody(configuration: configuration) }) }
  }
}

private struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyle { AnyToggleStyle(DefaultToggleStyle()) }
}

extension EnvironmentValues {
  var toggleStyle: AnyToggleStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the toggles in this view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyle, AnyToggleStyle(style))
  }
}

nonisolated struct _ToggleStyled: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.toggleStyle) private var style
  var body: some View { style.makeBody(configuration).environment(\.toggleStyle, AnyToggleStyle(DefaultToggleStyle())) }
}

/// The switch and its label.
nonisolated struct _SwitchBody: View {
  let configuration: ToggleStyleConfiguration
  let tint: Color?
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.tint) private var environmentTint
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.layoutDirection) private var direction
  @Environment(\.platformLook) private var platformLook

  /// The switch as drawn: UISwitch's 51 × 31 points.
  static let trackSize = CGSize(width: 51, height: 31)
  /// The switch as laid out: 49 × 31, the drawing anchored at its leading
  /// edge and 2 points past its trailing one. SwiftUI lays the switch out
  /// by UISwitch's alignment rectangle, not its bounds: GoodSwiftUI's
  /// snapshots (iOS 18.6, iPhone 16 Pro, 3×) of a bare switch are 147 px
  /// (49 pt) wide with the track's pixels where a 51-pt switch drawn from
  /// the image's left edge puts them, clipped on the right; its authors'
  /// own constant for the switch's size is 49 × 31.
  static let layoutSize = CGSize(width: 49, height: 31)
  static let knobDiameter: CGFloat = 27
  /// iOS 26's switch as drawn, 63 × 28, and as laid out, 61 × 28: in
  /// vault-ios's references (iOS 26.5, 3×) the track's pixels run from
  /// the switch's leading edge to 1.8 points past the row's 16-point
  /// trailing inset, as iOS 18's 51-pt track does past its 49.
  static let modernTrackSize = CGSize(width: 63, height: 28)
  static let modernLayoutSize = CGSize(width: 61, height: 28)
  /// iOS 26's off track as its snapshots show it: (197, 197, 199), with no
  /// knob (the Liquid Glass knob is not in the simulator's snapshot).
  static let modernOffTrack = Color(red: 197.0 / 255, green: 197.0 / 255, blue: 199.0 / 255)
  static let animation = Animation.spring(response: 0.35, dampingFraction: 0.8)

  var body: some View {
    if labelsHidden {
      track
    } else {
      HStack {
        configuration.label
        Spacer()
        track
      }
    }
  }

  private var onStyle: AnyShapeStyle {
    if let tint { return AnyShapeStyle(tint) }
    return environmentTint ?? AnyShapeStyle(Color.green)
  }

  /// The switch in the look asked for, laid out by its alignment
  /// rectangle and toggled by a tap.
  private var track: some View {
    let modern = platformLook == .iOS26
    let layout = modern ? Self.modernLayoutSize : Self.layoutSize
    let binding = configuration.$isOn
    return Group { if modern { modernDrawing } else { classicDrawing } }
      .frame(width: layout.width, height: layout.height, alignment: .leading)
      .animation(Self.animation, value: configuration.isOn)
      .opacity(isEnabled ? 1 : 0.5)
      .modifier(_ControlGestureModifier(
        isEnabled: isEnabled, action: { binding.wrappedValue.toggle() }, setPressed: { _ in }))
  }

  /// iOS 26's switch, as its snapshots show it (see `modernTrackSize`).
  private var modernDrawing: some View {
    Capsule().fill(configuration.isOn ? onStyle : AnyShapeStyle(Self.modernOffTrack))
      .frame(width: Self.modernTrackSize.width, height: Self.modernTrackSize.height)
  }

  /// iOS 17–18's switch: the track and its knob.
  private var classicDrawing: some View {
    let isOn = configuration.isOn
    return ZStack(alignment: .leading) {
      Capsule().fill(isOn ? onStyle : AnyShapeStyle(Color.semantic(.secondarySystemFill)))
      _ControlKnob(diameter: Self.knobDiameter, isSwitch: true)
        // Offsets are not mirrored: in a right-to-left layout the knob
        // starts at the right and moves left, as UISwitch's does.
        .offset(x: (isOn ? Self.trackSize.width - Self.knobDiameter - 2 : 2) * (direction == .rightToLeft ? -1 : 1))
    }
    .frame(width: Self.trackSize.width, height: Self.trackSize.height)
    // The knob's shadow stays inside the track: iOS 18's switch has no
    // shadow pixel outside its capsule (GoodSwiftUI's references: white
    // one pixel past the track's edge, where an unclipped shadow blurred
    // 8 points darkens 8 points around).
    .clipShape(Capsule())
  }
}

/// The white, shadowed knob UIKit's switch and slider share: a circle with
/// two shadows, 6 % black blurred 1 at 3 down and a wider one. The
/// slider's is 15 % blurred 8 at 3 down; the switch's is tighter, 8 %
/// blurred 1.5 at 3 down, as measured on iOS 18.6's switch (GoodSwiftUI's
/// references, 3×: the track darkened 19 levels in the strip under the
/// knob, 8 at its side, none 4 points away, where the slider's shadow
/// darkened it 5).
nonisolated struct _ControlKnob: View {
  let diameter: CGFloat
  var isSwitch = false

  var body: some View {
    Circle()
      .fill(Color.white)
      .shadow(color: Color(.sRGB, white: 0, opacity: 0.06), radius: 1, x: 0, y: 3)
      .shadow(color: Color(.sRGB, white: 0, opacity: isSwitch ? 0.08 : 0.15), radius: isSwitch ? 1.5 : 8, x: 0, y: 3)
      .frame(width: diameter, height: diameter)
  }
}
