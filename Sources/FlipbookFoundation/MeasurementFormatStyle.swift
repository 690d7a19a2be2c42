#if os(Linux)
import Foundation

// # Measurements as Foundation formats them, on Linux
//
// swift-corelibs-foundation marks `MeasurementFormatter` unavailable and
// has no `Measurement.FormatStyle`, so `Text(distance, format:
// .measurement(width: .wide))` and `distance.formatted()` failed to
// compile. This style writes a measurement in the unit it was given, as
// Apple's does for en_US (where `.general` usage keeps a length in miles
// and a temperature in Fahrenheit), the number in the locale's style:
//
// | width | 26.2 mi | 72 °F | 3 hr |
// |---|---|---|---|
// | `.narrow` | 26.2mi | 72° | 3hr |
// | `.abbreviated` (default) | 26.2 mi | 72°F | 3 hr |
// | `.wide` | 26.2 miles | 72 degrees Fahrenheit | 3 hours |
//
// Wide names come from the table below (the units apps use: length, mass,
// temperature, duration, speed, volume, energy, angle); another unit is
// written with its symbol. Usage-based conversion to a locale's preferred
// unit is not done: a documented limitation (the unit given is kept, as
// with `usage: .asProvided`).

/// How much of a unit's name a measurement's format writes, as
/// Foundation's `Measurement.FormatStyle.UnitWidth`.
public enum MeasurementUnitWidth: Int, Codable, Hashable, Sendable {
  case wide, abbreviated, narrow
}

/// What a measurement is for, as Foundation's `MeasurementFormatUnitUsage`
/// (kept; the unit given is written).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
  let name: String
  /// The locale's unit for general use.
  public static var general: Self { Self(name: "general") }
  /// The unit the measurement was given in.
  public static var asProvided: Self { Self(name: "asProvided") }
  /// A person's height, a road distance, body weight, food energy …
  public static var personHeight: Self { Self(name: "personHeight") }
  public static var road: Self { Self(name: "road") }
  public static var personWeight: Self { Self(name: "personWeight") }
  public static var food: Self { Self(name: "food") }
  public static var workout: Self { Self(name: "workout") }
  public static var person: Self { Self(name: "person") }
  public static var weather: Self { Self(name: "weather") }
}

extension Measurement where UnitType: Dimension {
  /// Formats a measurement, as Foundation's `Measurement.FormatStyle`.
  public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
    public typealias UnitWidth = MeasurementUnitWidth

    public var width: UnitWidth
    public var locale: Locale
    public var usage: MeasurementFormatUnitUsage<UnitType>?
    public var numberFormatStyle: FloatingPointFormatStyle<Double>?

    public init(
      width: UnitWidth = .abbreviated, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType>? = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
      self.width = width
      self.locale = locale
      self.usage = usage
      self.numberFormatStyle = numberFormatStyle
    }

    public func format(_ value: Measurement<UnitType>) -> String {
      let style = (numberFormatStyle ?? FloatingPointFormatStyle<Double>()).locale(locale)
      let number = value.value.isFinite ? style.format(value.value) : String(describing: value.value)
      let symbol = value.unit.symbol
      let isDegrees = symbol.hasPrefix("°")
      switch width {
      case .narrow:
        return isDegrees ? number + "°" : number + symbol
      case .abbreviated:
        return isDegrees ? number + symbol : number + " " + symbol
      case .wide:
        guard let names = MeasurementUnitNames.names[symbol] else { return number + " " + symbol }
        return number + " " + (value.value == 1 ? names.one : names.other)
      }
    }

    public func locale(_ locale: Locale) -> Self {
      var copy = self
      copy.locale = locale
      return copy
    }
  }
}

/// The English names of units, one and many, by their symbol.
enum MeasurementUnitNames {
  static let names: [String: (one: String, other: String)] = [
    "mi": ("mile", "miles"), "km": ("kilometer", "kilometers"), "m": ("meter", "meters"),
    "cm": ("centimeter", "centimeters"), "mm": ("millimeter", "millimeters"), "ft": ("foot", "feet"),
    "in": ("inch", "inches"), "yd": ("yard", "yards"), "NM": ("nautical mile", "nautical miles"),
    "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "mg": ("milligram", "milligrams"),
    "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"), "st": ("stone", "stones"),
    "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "K": ("kelvin", "kelvins"),
    "s": ("second", "seconds"), "min": ("minute", "minutes"), "hr": ("hour", "hours"), "h": ("hour", "hours"), "ms": ("millisecond", "milliseconds"),
    "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
    "m/s": ("meter per second", "meters per second"), "kn": ("knot", "knots"),
    "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"), "gal": ("gallon", "gallons"),
    "cup": ("cup", "cups"), "fl oz": ("fluid ounce", "fluid ounces"), "pt": ("pint", "pints"), "qt": ("quart", "quarts"),
    "kCal": ("kilocalorie", "kilocalories"), "cal": ("calorie", "calories"), "kJ": ("kilojoule", "kilojoules"),
    "J": ("joule", "joules"), "kWh": ("kilowatt-hour", "kilowatt-hours"),
    "°": ("degree", "degrees"), "rad": ("radian", "radians"),
  ]
}

extension FormatStyle {
  /// A measurement written with its unit `width` wide.
  public static func measurement<UnitType: Dimension>(
    width: MeasurementUnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitType> = .general,
    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitType>.FormatStyle {
    Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
  }
}

extension Measurement where UnitType: Dimension {
  /// The measurement written in `format`.
  public func formatted<S: Foundation.FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
    format.format(self)
  }

  /// The measurement written with its abbreviated unit ("26.2 mi").
  public func formatted() -> String { FormatStyle().format(self) }
}
#endif
