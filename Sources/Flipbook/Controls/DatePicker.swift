import Foundation

/// A control for picking a date, as SwiftUI's `DatePicker`, in the style
/// `.datePickerStyle` sets, as iOS 17 draws each (Flipbook's reading):
///
/// - `.compact` (the default on an iPhone): the label on the leading side
///   and, on the trailing side, a pill per component shown — the date as
///   "Nov 26, 2026", the time as "2:05 PM" — each in the body font on a
///   `tertiarySystemFill` rounded rectangle (radius 6, 11 × 6 pt of
///   padding), 6 pt apart. A film can't open the pills' editor.
/// - `.wheel`: UIDatePicker's wheels (`WheelColumn.swift`) beside the
///   label: month, day and year in the locale's order for `.date`; hour,
///   minute and (in a 12-hour locale) AM/PM for `.hourAndMinute`; both: a
///   column of days ("Sun Nov 29") then the time's. A tap on a row sets
///   that component.
/// - `.graphical`: the calendar (`DatePicker+Graphical.swift`), without
///   the label, with a Time row under it when the time is shown.
///
/// Dates are shown in the environment's locale, calendar and time zone
/// (UTC unless set, so renders repeat), clamped into the picker's range.
nonisolated public struct DatePicker<Label: View>: View {
  /// Which parts of a date the picker shows.
  public typealias Components = DatePickerComponents

  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: Components
  let label: Label

  /// A picker of `selection`'s `displayedComponents`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    range = nil
    components = displayedComponents
    self.label = label()
  }

  /// A picker limited to `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.range = range
    components = displayedComponents
    self.label = label()
  }

  /// A picker of dates from `range`'s lower bound on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, in: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents, label: label)
  }

  /// A picker of dates up to `range`'s upper bound.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, in: Date.distantPast...range.upperBound, displayedComponents: displayedComponents, label: label)
  }

  @Environment(\.datePickerStyleKind) private var style
  @Environment(\.labelsHidden) private var labelsHidden

  /// The selection, clamped into the range.
  var date: Date { clamp(selection.wrappedValue) }

  /// `date` clamped into the range.
  func clamp(_ date: Date) -> Date { range.map { min(max(date, $0.lowerBound), $0.upperBound) } ?? date }

  /// Sets the selection to `date`, clamped into the range.
  func select(_ date: Date) { selection.wrappedValue = clamp(date) }

  public var body: some View {
    switch style {
    case .wheel:
      HStack {
        if !labelsHidden { label }
        _DateWheels(date: date, components: components, select: select)
      }
      .platformViewSpacing()
    case .graphical:
      _GraphicalDatePicker(date: date, components: components, select: select, pill: { pill($0) })
    case .compact:
      compact
    }
  }

  private var compact: some View {
    HStack {
      label
      Spacer()
      HStack(spacing: 6) {
        if components.contains(.date) { pill(Text(date, format: .dateTime.year().month(.abbreviated).day())) }
        if components.contains(.hourAndMinute) { pill(Text(date, format: .dateTime.hour().minute())) }
      }
    }
  }

  func pill(_ text: Text) -> some View {
    text.font(.body).lineLimit(1)
      .padding(.horizontal, 11)
      .padding(.vertical, 6)
      .background(Color.semantic(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6, style: .continuous))
  }
}

extension DatePicker where Label == Text {
  /// A picker titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled with a localized key, limited to `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled with a localized key, from `range`'s lower bound on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled with a localized key, up to `range`'s upper bound.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled with a string, limited to `range`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// The parts of a date a `DatePicker` shows, as SwiftUI's
/// `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Hours and minutes.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// How date pickers draw, as SwiftUI's `DatePickerStyle` (see `DatePicker`).
public protocol DatePickerStyle {}

/// Which of iOS's date picker looks a picker draws.
enum DatePickerStyleKind: Hashable, Sendable {
  case compact, wheel, graphical
}

private struct DatePickerStyleKindKey: EnvironmentKey {
  static var defaultValue: DatePickerStyleKind { .compact }
}

extension EnvironmentValues {
  /// How date pickers draw.
  var datePickerStyleKind: DatePickerStyleKind {
    get { self[DatePickerStyleKindKey.self] }
    set { self[DatePickerStyleKindKey.self] = newValue }
  }
}

/// The platform's default (compact on an iPhone).
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// Pills that open an editor.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar.
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels.
nonisolated public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
  /// Sets how date pickers in this view draw.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    let kind: DatePickerStyleKind =
      style is WheelDatePickerStyle ? .wheel : style is GraphicalDatePickerStyle ? .graphical : .compact
    return modifier(_EnvironmentModifier { $0.datePickerStyleKind = kind })
  }
}

extension Calendar {
  /// This calendar in `timeZone` and `locale`: how a date picker reads and
  /// names the environment's dates (its wheels, its calendar).
  func shown(in timeZone: TimeZone, locale: Locale) -> Calendar {
    var calendar = self
    calendar.timeZone = timeZone
    calendar.locale = locale
    return calendar
  }
}
