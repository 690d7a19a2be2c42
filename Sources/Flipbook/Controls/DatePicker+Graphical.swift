import Foundation

/// A date picker's calendar, as UIDatePicker's inline style draws it in
/// iOS 17 (Flipbook's reading):
///
/// - a 44 pt header: the month and year ("November 2026") in `headline`
///   with a `chevron.right` in the tint after it, and on the trailing side
///   `chevron.left` and `chevron.right` in the tint at 20 pt medium, 28 pt
///   apart;
/// - the weekdays' short names in capitals, `caption` semibold in
///   `tertiaryLabel`, from the calendar's first weekday;
/// - six rows of 44 pt for the month's days, in seven equal columns at
///   20 pt: the selected day semibold in the tint on a circle of the tint
///   at 12 % (40 pt across);
/// - with the time shown, a Time row under a divider, the time in a pill.
///
/// A tap on a day selects it (the time kept); the chevrons show the month
/// before or after, the selection unchanged. iOS also marks today in the
/// tint; Flipbook doesn't, so that a render doesn't depend on the day it
/// is made.
nonisolated struct _GraphicalDatePicker<Pill: View>: View {
  let date: Date
  let components: DatePickerComponents
  let select: (Date) -> Void
  let pill: (Text) -> Pill
  /// A `MultiDatePicker`'s days: those chosen, drawn filled in the tint,
  /// a tap toggling them; days outside `enabled` greyed and untappable.
  var chosenDays: Set<DateComponents>? = nil
  var toggle: ((DateComponents) -> Void)? = nil
  var enabled: Range<Date>? = nil
  @State private var monthShift = 0
  @Environment(\.locale) private var locale
  @Environment(\.calendar) private var environmentCalendar
  @Environment(\.timeZone) private var timeZone

  private var calendar: Calendar { environmentCalendar.shown(in: timeZone, locale: locale) }

  /// The first day of the month shown.
  private var month: Date {
    let calendar = self.calendar
    let start = calendar.dateInterval(of: .month, for: date)?.start ?? date
    return calendar.date(byAdding: .month, value: monthShift, to: start) ?? start
  }

  var body: some View {
    let calendar = self.calendar
    let month = self.month
    let days = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
    // How many blank cells come before the 1st.
    let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
    let selectedDay = calendar.isDate(date, equalTo: month, toGranularity: .month) ? calendar.component(.day, from: date) : nil
    let symbols = calendar.shortWeekdaySymbols
    let weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased(with: locale) }
    VStack(spacing: 0) {
      HStack(spacing: 4) {
        Text(verbatim: month.formatted(Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone).month(.wide).year()))
          .font(.headline)
        Image(systemName: "chevron.right").font(.headline).foregroundStyle(.tint)
        Spacer()
        HStack(spacing: 28) {
          Image(systemName: "chevron.left").contentShape(Rectangle()).onTapGesture { monthShift -= 1 }
          Image(systemName: "chevron.right").contentShape(Rectangle()).onTapGesture { monthShift += 1 }
        }
        .font(.system(size: 20, weight: .medium))
        .foregroundStyle(.tint)
      }
      .padding(.horizontal, 8)
      .frame(height: 44)
      HStack(spacing: 0) {
        ForEach(0..<7, id: \.self) { column in
          Text(verbatim: weekdays[column]).font(.caption.weight(.semibold))
            .foregroundStyle(Color.semantic(.tertiaryLabel))
            .frame(maxWidth: .infinity)
        }
      }
      .frame(height: 20)
      VStack(spacing: 0) {
        ForEach(0..<6, id: \.self) { row in
          HStack(spacing: 0) {
            ForEach(0..<7, id: \.self) { column in
              let day = row * 7 + column - lead + 1
              dayCell(day, in: 1...days, selected: day == selectedDay, month: month)
            }
          }
          .frame(height: 44)
        }
      }
      if components.contains(.hourAndMinute) {
        Divider().padding(.top, 4)
        HStack {
          Text("Time")
          Spacer()
          pill(Text(verbatim: date.formatted(
            Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone).hour().minute())))
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 8)
      }
    }
    // UIKit draws the calendar: a SwiftUI foreground style around it
    // doesn't reach its text (MultiDatePicker under .foregroundStyle(.purple)
    // keeps black days on iOS, as Big Mountain Studio's book notes).
    .foregroundStyle(Color.semantic(.primary))
  }

  @ViewBuilder
  private func dayCell(_ day: Int, in days: ClosedRange<Int>, selected: Bool, month: Date) -> some View {
    if let chosenDays, days.contains(day) {
      let components = dayComponents(day, in: month)
      let chosen = chosenDays.contains { $0.year == components.year && $0.month == components.month && $0.day == components.day }
      let isEnabled = enabled.map { range in calendar.date(from: components).map { range.contains($0) } ?? true } ?? true
      Text(verbatim: day.formatted(IntegerFormatStyle<Int>(locale: locale)))
        .font(.system(size: 20, weight: chosen ? .semibold : .regular))
        .foregroundStyle(
          chosen ? AnyShapeStyle(Color.white) : isEnabled ? AnyShapeStyle(Color.semantic(.primary)) : AnyShapeStyle(Color.semantic(.tertiaryLabel)))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
          if chosen { Circle().fill(.tint).frame(width: 40, height: 40) }
        }
        .contentShape(Rectangle())
        .onTapGesture { if isEnabled { toggle?(components) } }
    } else if days.contains(day) {
      Text(verbatim: day.formatted(IntegerFormatStyle<Int>(locale: locale)))
        .font(.system(size: 20, weight: selected ? .semibold : .regular))
        .foregroundStyle(selected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.semantic(.primary)))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background {
          if selected { Circle().fill(.tint.opacity(0.12)).frame(width: 40, height: 40) }
        }
        .contentShape(Rectangle())
        .onTapGesture { choose(day, in: month) }
    } else {
      Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  /// `day` of `month` as a multiple selection holds it: calendar, era,
  /// year, month and day.
  private func dayComponents(_ day: Int, in month: Date) -> DateComponents {
    var parts = calendar.dateComponents([.calendar, .era, .year, .month], from: month)
    parts.day = day
    return parts
  }

  /// Selects `day` of `month`, keeping the time of day.
  private func choose(_ day: Int, in month: Date) {
    let calendar = self.calendar
    var parts = calendar.dateComponents([.era, .year, .month], from: month)
    let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
    parts.day = day
    (parts.hour, parts.minute, parts.second, parts.nanosecond) = (time.hour, time.minute, time.second, time.nanosecond)
    if let new = calendar.date(from: parts) { select(new) }
  }
}
