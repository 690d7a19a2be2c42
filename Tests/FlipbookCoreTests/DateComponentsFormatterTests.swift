import FlipbookCore
import Foundation
import Testing

/// Foundation's duration formatter, which swift-corelibs-foundation marks
/// unavailable, as apps use it ("3h 12m" for a film's runtime), with the
/// English text Apple's writes.
@Suite struct DateComponentsFormatterTests {
  func format(_ seconds: TimeInterval, _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit) -> String? {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = style
    formatter.allowedUnits = units
    return formatter.string(from: seconds)
  }

  @Test func eachStyleWritesARuntimeAsApplesDoes() {
    let runtime: TimeInterval = 192 * 60
    #expect(format(runtime, .abbreviated, [.hour, .minute]) == "3h 12m")
    #expect(format(runtime, .brief, [.hour, .minute]) == "3hr 12min")
    #expect(format(runtime, .short, [.hour, .minute]) == "3 hr, 12 min")
    #expect(format(runtime, .full, [.hour, .minute]) == "3 hours, 12 minutes")
    #expect(format(runtime, .spellOut, [.hour, .minute]) == "three hours, twelve minutes")
    #expect(format(runtime, .positional, [.hour, .minute]) == "3:12")
    #expect(format(65, .positional, [.minute, .second]) == "1:05")
    #expect(format(3_725, .positional, [.hour, .minute, .second]) == "1:02:05")
    #expect(format(3_600, .full, [.hour]) == "1 hour")
  }

  @Test func zerosAreDroppedAndTheSmallestUnitRounded() {
    #expect(format(3_600, .abbreviated, [.hour, .minute]) == "1h", "a zero minute is dropped")
    #expect(format(59.6, .abbreviated, [.minute, .second]) == "1m", "60 s carry into a minute")
    #expect(format(90_061, .abbreviated, [.day, .hour, .minute, .second]) == "1d 1h 1m 1s")
    #expect(format(0, .abbreviated, [.hour, .minute]) == "0m")
    #expect(format(-90, .abbreviated, [.minute, .second]) == "-1m 30s")
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = .abbreviated
    formatter.allowedUnits = [.hour, .minute, .second]
    formatter.maximumUnitCount = 1
    #expect(formatter.string(from: 3_725) == "1h")
    formatter.zeroFormattingBehavior = .pad
    formatter.maximumUnitCount = 0
    #expect(formatter.string(from: 3_600) == "1h 0m 0s")
    #expect(formatter.string(from: .infinity) == nil)
    var components = DateComponents()
    components.hour = 2
    components.minute = 30
    #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .short) == "2 hr, 30 min")
  }
}
