import Foundation

/// A date picker's wheels (see `DatePicker` and `WheelColumn.swift`): the
/// columns its components need, in the locale's order, side by side and
/// centred, over one band.
nonisolated struct _DateWheels: View {
  let date: Date
  let components: DatePickerComponents
  let select: (Date) -> Void
  @Environment(\.locale) private var locale
  @Environment(\.calendar) private var environmentCalendar
  @Environment(\.timeZone) private var timeZone

  /// One wheel: its rows, which is in the middle, and what choosing a row
  /// makes of the date.
  struct Column {
    var rows: [String]
    var selected: Int
    var wraps: Bool
    var width: CGFloat
    var alignment: Alignment
    var choose: (Int) -> Date?
  }

  private var calendar: Calendar { environmentCalendar.shown(in: timeZone, locale: locale) }

  /// Whether the locale tells the time in 12 hours (its hour template has a day period).
  private var uses12Hours: Bool {
    (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a").contains("a")
  }

  var columns: [Column] {
    var columns: [Column] = []
    if components.contains(.date) && components.contains(.hourAndMinute) {
      columns.append(dayColumn)
    } else if components.contains(.date) || components.isEmpty {
      columns += dateColumns
    }
    if components.contains(.hourAndMinute) { columns += timeColumns }
    return columns
  }

  /// Month, day and year, in the order the locale writes them.
  private var dateColumns: [Column] {
    let calendar = self.calendar
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let (year, month, day) = (parts.year ?? 1, parts.month ?? 1, parts.day ?? 1)
    let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
    let date = self.date
    func with(year: Int? = nil, month: Int? = nil, day: Int? = nil) -> Date? {
      var new = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
      if let year { new.year = year }
      if let month { new.month = month }
      new.day = 1
      guard let first = calendar.date(from: new) else { return nil }
      let length = calendar.range(of: .day, in: .month, for: first)?.count ?? 28
      new.day = min(day ?? parts.day ?? 1, length)
      return calendar.date(from: new)
    }
    let months = Column(
      rows: calendar.standaloneMonthSymbols, selected: month - 1, wraps: true, width: 130, alignment: .center,
      choose: { with(month: $0 + 1) })
    let dayColumn = Column(
      rows: (1...days).map(String.init), selected: day - 1, wraps: true, width: 56, alignment: .center,
      choose: { with(day: $0 + 1) })
    let reach = 10
    let years = Column(
      rows: (year - reach...year + reach).map(String.init), selected: reach, wraps: false, width: 80, alignment: .center,
      choose: { with(year: year - reach + $0) })
    // The locale's order: where M, d and y first appear in its long date.
    let format = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: locale) ?? "MMMM d y"
    func position(_ letter: Character) -> Int { format.firstIndex(of: letter).map { format.distance(from: format.startIndex, to: $0) } ?? 0 }
    return [(position("M"), months), (position("d"), dayColumn), (position("y"), years)].sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// With the time: one column of days around the selected one.
  private var dayColumn: Column {
    let calendar = self.calendar
    let reach = 7
    let date = self.date
    let style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone).weekday(.abbreviated).month(.abbreviated).day()
    let rows = (-reach...reach).map { offset in
      calendar.date(byAdding: .day, value: offset, to: date).map { $0.formatted(style) } ?? ""
    }
    return Column(
      rows: rows, selected: reach, wraps: false, width: 140, alignment: .trailing,
      choose: { calendar.date(byAdding: .day, value: $0 - reach, to: date) })
  }

  /// Hour, minute and, in a 12-hour locale, the day period.
  private var timeColumns: [Column] {
    let calendar = self.calendar
    let date = self.date
    let hour = calendar.component(.hour, from: date)
    let minute = calendar.component(.minute, from: date)
    func with(hour: Int? = nil, minute: Int? = nil) -> Date? {
      var new = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
      if let hour { new.hour = hour }
      if let minute { new.minute = minute }
      return calendar.date(from: new)
    }
    var columns: [Column] = []
    if uses12Hours {
      let isPM = hour >= 12
      columns.append(Column(
        rows: (0..<12).map { String($0 == 0 ? 12 : $0) }, selected: hour % 12, wraps: true, width: 56, alignment: .trailing,
        choose: { with(hour: $0 + (isPM ? 12 : 0)) }))
    } else {
      columns.append(Column(
        rows: (0..<24).map { String(format: "%02d", $0) }, selected: hour, wraps: true, width: 56, alignment: .trailing,
        choose: { with(hour: $0) }))
    }
    columns.append(Column(
      rows: (0..<60).map { String(format: "%02d", $0) }, selected: minute, wraps: true, width: 56, alignment: .leading,
      choose: { with(minute: $0) }))
    if uses12Hours {
      columns.append(Column(
        rows: [calendar.amSymbol, calendar.pmSymbol], selected: hour >= 12 ? 1 : 0, wraps: false, width: 60,
        alignment: .center, choose: { with(hour: hour % 12 + ($0 == 1 ? 12 : 0)) }))
    }
    return columns
  }

  var body: some View {
    let columns = self.columns
    HStack(spacing: 0) {
      ForEach(columns.indices, id: \.self) { index in
        let column = columns[index]
        WheelColumn(
          rows: column.rows.map { AnyView(Text(verbatim: $0).font(.system(size: 21)).padding(.horizontal, 6)) },
          selected: column.selected, alignment: column.alignment, wraps: column.wraps,
          choose: { row in if let date = column.choose(row) { select(date) } }
        )
        .frame(width: column.width)
      }
    }
    .frame(maxWidth: .infinity)
    .background(WheelBand())
  }
}
