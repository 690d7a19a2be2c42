import Foundation

/// A calendar for choosing several days, as SwiftUI's `MultiDatePicker`
/// (iOS 16): the graphical date picker's month (DatePicker+Graphical.swift)
/// with each chosen day on a filled circle of the tint in white semibold,
/// days outside the allowed range grey. A tap on a day adds or removes it;
/// the chevrons change the month shown. It shows the month of the earliest
/// chosen day, or with none chosen the film's start date's month (iOS shows
/// today's; a render must not depend on the day it is made). The label is
/// not drawn, as the inline calendar on iOS draws none.
nonisolated public struct MultiDatePicker<Label: View>: View {
  let label: Label
  let selection: Binding<Set<DateComponents>>
  let enabled: Range<Date>?
  @Environment(\.calendar) private var calendar
  @Environment(\.timelineStartDate) private var startDate

  /// A calendar choosing the days `selection` holds, any day allowed.
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, enabled: nil, label: label())
  }

  /// A calendar choosing days within `bounds` (its end excluded).
  public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, enabled: bounds, label: label())
  }

  /// A calendar choosing days from `bounds`' start on.
  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, enabled: bounds.lowerBound..<Date.distantFuture, label: label())
  }

  /// A calendar choosing days before `bounds`' end.
  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, enabled: Date.distantPast..<bounds.upperBound, label: label())
  }

  init(selection: Binding<Set<DateComponents>>, enabled: Range<Date>?, label: Label) {
    self.selection = selection
    self.enabled = enabled
    self.label = label
  }

  public var body: some View {
    let chosen = selection.wrappedValue
    let shown = chosen.compactMap { components -> Date? in
      var parts = components
      parts.calendar = nil
      return calendar.date(from: parts)
    }.min() ?? enabled.map { max($0.lowerBound, min(startDate, $0.upperBound)) } ?? startDate
    _GraphicalDatePicker(
      date: shown, components: .date, select: { _ in }, pill: { $0 }, chosenDays: chosen,
      toggle: { day in
        var days = selection.wrappedValue
        if let match = days.first(where: { $0.year == day.year && $0.month == day.month && $0.day == day.day }) {
          days.remove(match)
        } else {
          days.insert(day)
        }
        selection.wrappedValue = days
      },
      enabled: enabled)
  }
}

extension MultiDatePicker where Label == Text {
  /// A calendar titled with a localized string.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection, enabled: nil, label: Text(titleKey))
  }

  /// A calendar titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection, enabled: nil, label: Text(title))
  }

  /// A calendar titled with a localized string, choosing within `bounds`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
    self.init(selection: selection, enabled: bounds, label: Text(titleKey))
  }

  /// A calendar titled with a string, choosing within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
    self.init(selection: selection, enabled: bounds, label: Text(title))
  }

  /// A calendar titled with a localized string, from `bounds`' start on.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
    self.init(selection: selection, enabled: bounds.lowerBound..<Date.distantFuture, label: Text(titleKey))
  }

  /// A calendar titled with a string, from `bounds`' start on.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
    self.init(selection: selection, enabled: bounds.lowerBound..<Date.distantFuture, label: Text(title))
  }

  /// A calendar titled with a localized string, before `bounds`' end.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
    self.init(selection: selection, enabled: Date.distantPast..<bounds.upperBound, label: Text(titleKey))
  }

  /// A calendar titled with a string, before `bounds`' end.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
    self.init(selection: selection, enabled: Date.distantPast..<bounds.upperBound, label: Text(title))
  }
}
