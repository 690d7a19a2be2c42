import Foundation

/// A control for picking a date, as SwiftUI's `DatePicker`, drawn as iOS
/// draws its compact style (the default on an iPhone): the label on the
/// leading side and, on the trailing side, a pill per component shown —
/// the date as "Nov 26, 2026", the time as "2:05 PM" — each in the body
/// font on a `tertiarySystemFill` rounded rectangle (radius 6, 11 × 6 pt
/// of padding), 6 pt apart. Dates are shown in the environment's locale,
/// calendar and time zone (UTC unless set, so renders repeat), clamped
/// into the picker's range. `.datePickerStyle` is accepted; Flipbook draws
/// every style compact (the graphical calendar and the wheels appear only
/// once the control is tapped open, which a still never does).
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

  public var body: some View {
    let date = range.map { min(max(selection.wrappedValue, $0.lowerBound), $0.upperBound) } ?? selection.wrappedValue
    HStack {
      label
      Spacer()
      HStack(spacing: 6) {
        if components.contains(.date) { pill(Text(date, format: .dateTime.year().month(.abbreviated).day())) }
        if components.contains(.hourAndMinute) { pill(Text(date, format: .dateTime.hour().minute())) }
      }
    }
  }

  private func pill(_ text: Text) -> some View {
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

/// How date pickers draw, as SwiftUI's `DatePickerStyle` (Flipbook draws
/// them all compact; see `DatePicker`).
public protocol DatePickerStyle {}

/// The platform's default (compact on an iPhone).
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// Pills that open an editor.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar (drawn compact by Flipbook).
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels (drawn compact by Flipbook).
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
  /// Sets how date pickers in this view draw (all compact in Flipbook).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
