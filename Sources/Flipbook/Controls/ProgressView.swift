import Foundation
import Synchronization

/// Progress toward a goal, or an activity without one, as SwiftUI's
/// `ProgressView`, with iOS's looks:
///
/// - With a value: UIProgressView's bar, 4 points tall and rounded,
///   `systemFill` under the tint, as wide as offered; a label above it and
///   a current-value label below it (footnote, secondary), 4 points apart.
///   The fraction is `value / total`, clamped to 0 ... 1 (NaN is 0).
/// - Without: UIActivityIndicatorView's medium spinner, 20 points across
///   (19 at the `.medium` text size),
///   8 capsule spokes (6⅔ × 2.5 points, `secondaryLabel` or the tint), the
///   brightest one at 9 o'clock at rest and stepping on every 1/8 s of film
///   time, three fading behind it, the rest at 27 % (see `_Spinner`); a
///   label goes under it, 8 points below.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  /// A timer's interval (`init(timerInterval:…)`), whose fraction is read
  /// at the film's "now".
  var timer: TimerProgress?
  @Environment(\.timelineStartDate) private var now

  public var body: some View {
    _ProgressStyled(configuration: ProgressViewStyleConfiguration(
      fractionCompleted: timer?.fraction(now: now) ?? fraction, label: label.map { .init(view: AnyView($0)) },
      currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) }))
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
    guard let value else { return nil }
    let v = Double(value), t = Double(total)
    guard v.isFinite, t.isFinite, t > 0 else { return 0 }
    return min(max(v / t, 0), 1)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An activity without a goal (the spinner), with a label.
  public init(@ViewBuilder label: () -> Label) {
    fraction = nil
    self.label = label()
    currentValueLabel = nil
  }

  /// Progress of `value` out of `total` (nil: the spinner), with a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    fraction = Self.fraction(value, total: total)
    self.label = label()
    currentValueLabel = nil
  }
}

extension ProgressView {
  /// Progress with a label and a current-value label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = Self.fraction(value, total: total)
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }
}

extension ProgressView {
  /// Progress through `timerInterval` as time passes, as SwiftUI's
  /// `ProgressView(timerInterval:countsDown:label:currentValueLabel:)`
  /// (iOS 16): the bar full to empty when `countsDown`, else empty to full.
  /// Read at the film's "now" (its start; dates made from the clock keep
  /// their distance from it, as `Text(timerInterval:)`'s do).
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = nil
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    timer = TimerProgress(timerInterval, countsDown: countsDown)
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through `timerInterval` with a label, the time left (or
  /// passed) under the bar.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
      DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// Progress through `timerInterval`, the time left (or passed) under the bar.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
  }
}

/// A timer progress view's current-value label, as SwiftUI's
/// `DefaultDateProgressLabel`: `Text(timerInterval:countsDown:)`.
nonisolated public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

/// A timer progress view's interval and direction.
struct TimerProgress: Sendable {
  let interval: ClockInterval
  let countsDown: Bool

  init(_ interval: ClosedRange<Date>, countsDown: Bool) {
    self.interval = ClockInterval(interval)
    self.countsDown = countsDown
  }

  /// The bar's fraction at `now`: the share of the interval left when
  /// counting down, else the share passed; an empty interval is done.
  func fraction(now: Date) -> Double {
    let passed = interval.passed(at: now, now: now)
    return countsDown ? 1 - passed : passed
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// The spinner.
  public init() {
    fraction = nil
    label = nil
    currentValueLabel = nil
  }

  /// Progress of `value` out of `total` (nil: the spinner).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = Self.fraction(value, total: total)
    label = nil
    currentValueLabel = nil
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// The spinner with a localized title.
  public init(_ titleKey: LocalizedStringKey) {
    fraction = nil
    label = Text(titleKey)
    currentValueLabel = nil
  }

  /// The spinner with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    fraction = nil
    label = Text(title)
    currentValueLabel = nil
  }

  /// Progress with a localized title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    fraction = Self.fraction(value, total: total)
    label = Text(titleKey)
    currentValueLabel = nil
  }

  /// Progress with a title string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    fraction = Self.fraction(value, total: total)
    label = Text(title)
    currentValueLabel = nil
  }
}

/// How a progress view draws, as SwiftUI's `ProgressViewStyle` values:
/// `.linear` forces the bar, `.circular` the spinner, `.automatic` picks by
/// whether there is a value.
public struct ProgressViewStyleKind: Hashable, Sendable {
  let name: String
}

/// The styles of `progressViewStyle(_:)`.
/// How progress views look, as SwiftUI's: `makeBody(configuration:)` draws
/// one progress view from its configuration (its fraction completed and
/// labels). Set with `progressViewStyle(_:)`. Inside `makeBody`,
/// `ProgressView(configuration)` draws the configuration in the style that
/// was in effect around this one (SwiftUI's way for a style that only
/// adjusts another: a tinted or padded bar).
@MainActor @preconcurrency public protocol ProgressViewStyle {
  /// The view a progress view becomes.
  associatedtype Body: View
  /// The view for `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// One progress view, as a style sees it.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label.
  nonisolated public struct Label: View {
    let view: AnyView
    public var body: some View { view }
  }

  /// The progress view's current-value label.
  nonisolated public struct CurrentValueLabel: View {
    let view: AnyView
    public var body: some View { view }
  }

  /// How much is done, 0 … 1; nil for indeterminate progress.
  public let fractionCompleted: Double?
  /// The label, if the progress view has one.
  public var label: Label?
  /// The current-value label, if the progress view has one.
  public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
  /// The progress view `configuration` describes, in the style around the
  /// one being defined (use inside `makeBody(configuration:)`).
  public init(_ configuration: ProgressViewStyleConfiguration) {
    fraction = configuration.fractionCompleted
    label = configuration.label
    currentValueLabel = configuration.currentValueLabel
  }
}

/// A custom style, type-erased, as the environment keeps it.
struct AnyProgressViewStyle {
  let makeBody: (ProgressViewStyleConfiguration) -> AnyView

  init<S: ProgressViewStyle>(_ style: S) {
    makeBody = { configuration in AnyView(_StyledBody(style: style) { $0.makeBody(configuration: configuration) }) }
  }
}

nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  /// A bar for determinate progress, a spinner otherwise.
  public func makeBody(configuration: Configuration) -> some View {
    _ProgressBody(
      fraction: configuration.fractionCompleted, label: configuration.label.map { AnyView($0) },
      currentValueLabel: configuration.currentValueLabel.map { AnyView($0) }, builtIn: (nil, nil))
  }
}
/// The bar.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  /// A bar.
  public func makeBody(configuration: Configuration) -> some View {
    _ProgressBody(
      fraction: configuration.fractionCompleted, label: configuration.label.map { AnyView($0) },
      currentValueLabel: configuration.currentValueLabel.map { AnyView($0) }, builtIn: (true, tint))
  }
}
/// The spinner.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  /// A spinner.
  public func makeBody(configuration: Configuration) -> some View {
    _ProgressBody(
      fraction: configuration.fractionCompleted, label: configuration.label.map { AnyView($0) },
      currentValueLabel: configuration.currentValueLabel.map { AnyView($0) }, builtIn: (false, tint))
  }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressStyleKey: EnvironmentKey {
  static var defaultValue: (linear: Bool?, tint: Color?) { (nil, nil) }
}

private struct CustomProgressStylesKey: EnvironmentKey {
  static var defaultValue: [AnyProgressViewStyle] { [] }
}

extension EnvironmentValues {
  /// The built-in style in effect: bar (true), spinner (false) or by
  /// determinacy (nil), and its tint.
  var progressStyle: (linear: Bool?, tint: Color?) {
    get { self[ProgressStyleKey.self] }
    set { self[ProgressStyleKey.self] = newValue }
  }

  /// Custom styles set around the view, outermost first: the last draws,
  /// and its `ProgressView(configuration)` draws with the ones before.
  var customProgressStyles: [AnyProgressViewStyle] {
    get { self[CustomProgressStylesKey.self] }
    set { self[CustomProgressStylesKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how the progress views here look. A built-in style replaces any
  /// set around it; a custom one is drawn by its `makeBody`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    transformEnvironment(\.self) { environment in
      switch style {
      case let linear as LinearProgressViewStyle:
        environment.progressStyle = (true, linear.tint)
        environment.customProgressStyles = []
      case let circular as CircularProgressViewStyle:
        environment.progressStyle = (false, circular.tint)
        environment.customProgressStyles = []
      case is DefaultProgressViewStyle:
        environment.progressStyle = (nil, nil)
        environment.customProgressStyles = []
      default:
        environment.customProgressStyles.append(AnyProgressViewStyle(style))
      }
    }
  }
}

/// A progress view as its style draws it: the innermost custom style's
/// `makeBody` (with that style taken off for what it draws), else the
/// built-in look (`builtIn`, or the environment's built-in style).
nonisolated struct _ProgressStyled: View {
  let configuration: ProgressViewStyleConfiguration
  @Environment(\.customProgressStyles) private var custom

  var body: some View {
    if let style = custom.last {
      style.makeBody(configuration).environment(\.customProgressStyles, Array(custom.dropLast()))
    } else {
      _ProgressBody(
        fraction: configuration.fractionCompleted, label: configuration.label.map { AnyView($0) },
        currentValueLabel: configuration.currentValueLabel.map { AnyView($0) }, builtIn: nil)
    }
  }
}

nonisolated struct _ProgressBody: View {
  let fraction: Double?
  let label: AnyView?
  let currentValueLabel: AnyView?
  /// A built-in style's own setting (its `makeBody`); nil: the environment's.
  let builtIn: (linear: Bool?, tint: Color?)?
  @Environment(\.progressStyle) private var environmentStyle
  @Environment(\.tint) private var tint
  @Environment(\.self) private var environment

  var body: some View {
    let style = builtIn ?? environmentStyle
    let linear = style.linear ?? (fraction != nil)
    if linear {
      VStack(alignment: .leading, spacing: 4) {
        if let label { label }
        _ProgressBar(fraction: fraction ?? 0, tint: style.tint.map { AnyShapeStyle($0) } ?? tint)
        if let currentValueLabel {
          currentValueLabel.font(.footnote).foregroundStyle(.secondary)
        }
      }
    } else {
      VStack(spacing: 8) {
        // `.tint(_:)` colours the spinner too (`ProgressView().tint(.white)`
        // on a dark screen: mmgoncalves/cstv's loading view, iOS 17).
        _Spinner(tint: style.tint ?? tint?._color(in: environment))
        if let label { label.foregroundStyle(.secondary) }
      }
    }
  }
}

nonisolated struct _ProgressBar: View {
  let fraction: Double
  let tint: AnyShapeStyle?

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .leading) {
        Capsule().fill(Color.semantic(.systemFill))
        Capsule().fill(tint ?? AnyShapeStyle(Color.accentColor)).frame(width: proxy.size.width * fraction)
      }
    }
    .frame(height: 4)
  }
}

/// UIActivityIndicatorView's medium spinner on film time.
///
/// iOS 17–18 and iOS 26 draw the same spinner, as their simulators
/// snapshot it at rest: the lead spoke at 9 o'clock, the three behind it
/// fading in even steps, the other four at a floor. Over white (iOS 26,
/// vjr2005/Challenge's DSAsyncImage placeholders, 3×) the spokes' ink is
/// (60, 60, 67) at alphas 0.508, 0.426, 0.338, 0.251 and 0.164, fractions
/// 0.841 … 0.273 of the secondary colour's 0.6 (`opacities`); tinted
/// white on a dark card (iOS 17, mmgoncalves/cstv's player row and
/// loading screen, 3×) the same fractions of white: 220, 186, 153, 119
/// and 85 over (22, 22, 33).
///
/// Its size follows the Dynamic Type size (`Geometry`): at the default `.large` (cstv's and Challenge's
/// size-that-fits snapshots) 20 points across, capsule spokes 6⅔ × 2.5
/// points from 3⅓ to 10 points out; at `.medium` (marian-stanciulica/
/// Foodybite's `.image(on: .iPhone13)` screens, whose preset sets it, iOS
/// 17 and 18.1 alike, nine loading states) 19 points across, spokes 6 × 2
/// points from 3.5 to 9.5 out, the opacities unchanged.
nonisolated struct _Spinner: View {
  let tint: Color?
  @Environment(\.timelineStartDate) private var start
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.displayScale) private var displayScale
  @Environment(\.self) private var environment
  static let spokes = 8
  /// The spokes' opacities, the lead first, then each one behind it (the
  /// last for every spoke further behind).
  static let opacities: [Double] = [0.841, 0.705, 0.563, 0.418, 0.273]

  /// The opacity of a spoke `behind` places behind the lead.
  static func opacity(behind: Int) -> Double { opacities[min(max(behind, 0), opacities.count - 1)] }

  /// The spinner's frame and spokes at a Dynamic Type size, in points.
  struct Geometry: Hashable {
    /// The frame's side.
    var diameter: CGFloat
    /// Where each spoke starts and ends, from the centre.
    var inner: CGFloat, outer: CGFloat
    /// The spoke's thickness (its round ends' diameter).
    var thickness: CGFloat

    /// Measured at `.medium` and `.large` (see `_Spinner`); a smaller
    /// category takes `.medium`'s, a larger one `.large`'s (unmeasured).
    static func at(_ size: DynamicTypeSize) -> Geometry {
      size < .large
        ? Geometry(diameter: 19, inner: 3.5, outer: 9.5, thickness: 2)
        : Geometry(diameter: 20, inner: 10 / 3, outer: 10, thickness: 2.5)
    }
  }

  var body: some View {
    TimelineView(.animation) { context in
      let elapsed = context.date.timeIntervalSince(start)
      // The lead at 9 o'clock at rest (spoke 6, clockwise from the top).
      let lead = (6 + Int((max(elapsed, 0) * Double(Self.spokes)).rounded(.down))) % Self.spokes
      let colour = (tint ?? Color.secondary).resolve(in: environment)
      if let image = Self.image(lead: lead, colour: colour, geometry: geometry, scale: displayScale) {
        image
      } else {
        Canvas { graphics, size in
          Self.draw(lead: lead, colour: Color(colour), geometry: geometry, size: size, in: &graphics)
        }
      }
    }
    .frame(width: geometry.diameter, height: geometry.diameter)
  }

  /// Draws the eight spokes, `lead` brightest, centred in `size`.
  static func draw(lead: Int, colour: Color, geometry: Geometry, size: CGSize, in graphics: inout GraphicsContext) {
    let centre = CGPoint(x: size.width / 2, y: size.height / 2)
    for i in 0..<spokes {
      // Clockwise from the top; the lead spoke brightest.
      let angle = Double(i) / Double(spokes) * 2 * .pi - .pi / 2
      let behind = (lead - i + spokes) % spokes
      // A capsule from `inner` to `outer` (the references' spokes, pixel
      // for pixel).
      let bar = Path(
        roundedRect: CGRect(
          x: geometry.inner, y: -geometry.thickness / 2, width: geometry.outer - geometry.inner,
          height: geometry.thickness),
        cornerRadius: geometry.thickness / 2, style: .circular)
      let placed = bar.applying(CGAffineTransform(translationX: centre.x, y: centre.y).rotated(by: angle))
      graphics.fill(placed, with: .color(colour.opacity(opacity(behind: behind))))
    }
  }

  /// What a spinner frame is drawn from.
  struct ImageKey: Hashable {
    var lead: Int
    var colour: Color.Resolved
    var geometry: Geometry
    var scale: CGFloat
  }

  /// The spinner's frames drawn so far (a handful: eight leads, a colour or
  /// two, one scale), each an image kept for the next frame and render; at
  /// most 64, and when full it starts again.
  private static let images = Mutex<[ImageKey: Image]>([:])

  /// The spokes as pixels at `scale`, as UIKit's indicator is a layer's
  /// bitmap: a `scaleEffect` magnifies those pixels (softer than spokes
  /// drawn at the larger size), as the simulator shows
  /// `ProgressView().scaleEffect(1.5)`: jgallenrenau/MARVEL's centred
  /// spinner, within 9 levels of its reference magnified from a 60-px frame
  /// with the `.high` kernel, where spokes drawn at 1.5× are 27 off. Nil
  /// when the scale gives no bitmap (the Canvas then draws the spokes).
  static func image(lead: Int, colour: Color.Resolved, geometry: Geometry, scale: CGFloat) -> Image? {
    let key = ImageKey(lead: lead, colour: colour, geometry: geometry, scale: scale)
    if let kept = images.withLock({ $0[key] }) { return kept }
    let size = CGSize(width: geometry.diameter, height: geometry.diameter)
    guard scale.isFinite, scale > 0, scale <= 16,
      let bitmap = try? Bitmap.render(size: size, scale: scale, { graphics in
        draw(lead: lead, colour: Color(colour), geometry: geometry, size: size, in: &graphics)
      }),
      let image = try? Image(bitmap: bitmap, scale: scale)
    else { return nil }
    images.withLock { images in
      if images.count >= 64 { images.removeAll() }
      images[key] = image
    }
    return image
  }

  private var geometry: Geometry { .at(dynamicTypeSize) }
}
