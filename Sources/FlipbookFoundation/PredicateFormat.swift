import Foundation

// NSPredicate's format strings on Linux.
//
// Apple's Foundation parses `NSPredicate(format: "SELF MATCHES %@", regex)`;
// swift-corelibs-foundation declares the initializer unavailable ("predicate
// strings and key-value coding are not supported") and offers only
// `init(block:)`. View models validate e-mail addresses and passwords with
// exactly that line, so an app's presentation layer stopped compiling on
// Linux for a predicate, not for SwiftUI.
//
// The initializers below are declared in a module that imports Foundation,
// so they shadow the unavailable ones, and build the predicate from a block
// over a small parse tree. What is understood is the comparison grammar of
// Apple's "Predicate Format String Syntax": comparisons joined by AND/&&,
// OR/||, NOT/! and parentheses; TRUEPREDICATE, FALSEPREDICATE; the operators
// ==, =, !=, <>, <, <=, =<, >, >=, =>, MATCHES (ICU regular expression, whole
// string), LIKE (* and ? wildcards), CONTAINS, BEGINSWITH, ENDSWITH, IN and
// BETWEEN, each string operator with the [c] (case) and [d] (diacritic)
// options; operands SELF, key paths, %@ %K %d %i %ld %lld %u %f %lf %s,
// quoted strings, numbers, TRUE/YES, FALSE/NO, NIL/NULL and {a, b} lists.
//
// Linux has no key-value coding: a key path is read from a dictionary's keys
// or, for any other value, from its stored properties by reflection
// (`Mirror`), which is what `value(forKey:)` returns for the plain stored
// properties models have. Aggregate operators (ANY, ALL, SOME, NONE,
// SUBQUERY, @count) and functions are not understood: such a format (or any
// format that does not parse) is reported once on standard error and the
// predicate evaluates to false, where Apple's raises an Objective-C exception
// when the predicate is made.
#if os(Linux)
extension NSPredicate {
  /// A predicate parsed from a format string, its `%@` (and other)
  /// placeholders replaced by `args`, as Apple's Foundation does (see the
  /// notes atop PredicateFormat.swift for the grammar understood on Linux).
  public convenience init(format predicateFormat: String, _ args: CVarArg...) {
    self.init(format: predicateFormat, argumentArray: args)
  }

  /// A predicate parsed from a format string, its placeholders replaced by
  /// the elements of `arguments` in order.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let node: PredicateFormat.Node
    do {
      var parser = PredicateFormat.Parser(predicateFormat, arguments: arguments ?? [])
      node = try parser.parse()
    } catch {
      Warnings.once("NSPredicate format \"\(predicateFormat)\" is not understood on Linux (\(error)); it evaluates to false")
      node = .constant(false)
    }
    self.init { object, bindings in node.evaluate(object, bindings ?? [:]) }
  }
}
#endif

/// The parse tree and parser behind `NSPredicate(format:)` on Linux.
package enum PredicateFormat {
  /// Why a format string was not understood.
  package struct ParseError: Error, CustomStringConvertible {
    package var description: String
  }

  /// A predicate.
  package indirect enum Node {
    case constant(Bool)
    case not(Node)
    case and(Node, Node)
    case or(Node, Node)
    case comparison(Operand, Operator, Options, Operand)

    /// Whether `object` satisfies the predicate.
    package func evaluate(_ object: Any?, _ bindings: [String: Any]) -> Bool {
      switch self {
      case .constant(let value): return value
      case .not(let node): return !node.evaluate(object, bindings)
      case .and(let a, let b): return a.evaluate(object, bindings) && b.evaluate(object, bindings)
      case .or(let a, let b): return a.evaluate(object, bindings) || b.evaluate(object, bindings)
      case .comparison(let lhs, let op, let options, let rhs):
        return op.compare(lhs.value(of: object, bindings), rhs.value(of: object, bindings), options)
      }
    }
  }

  /// A comparison's [c] and [d] options.
  package struct Options: OptionSet {
    package var rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    static let caseInsensitive = Options(rawValue: 1)
    static let diacriticInsensitive = Options(rawValue: 2)
  }

  /// One side of a comparison.
  package enum Operand {
    case literal(Any?)
    case keyPath([String])
    case variable(String)
    case list([Operand])

    func value(of object: Any?, _ bindings: [String: Any]) -> Any? {
      switch self {
      case .literal(let value): return value
      case .variable(let name): return bindings[name]
      case .list(let items): return items.map { $0.value(of: object, bindings) }
      case .keyPath(let keys):
        var value: Any? = object
        for key in keys where key != "SELF" { value = PredicateFormat.value(forKey: key, in: value) }
        return value
      }
    }
  }

  /// A comparison operator.
  package enum Operator: String {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">",
      greaterOrEqual = ">=", matches = "MATCHES", like = "LIKE", contains = "CONTAINS",
      beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", `in` = "IN", between = "BETWEEN"

    func compare(_ lhs: Any?, _ rhs: Any?, _ options: Options) -> Bool {
      switch self {
      case .equal: return PredicateFormat.equal(lhs, rhs, options)
      case .notEqual: return !PredicateFormat.equal(lhs, rhs, options)
      case .less, .lessOrEqual, .greater, .greaterOrEqual:
        guard let order = PredicateFormat.order(lhs, rhs, options) else { return false }
        switch self {
        case .less: return order == .orderedAscending
        case .lessOrEqual: return order != .orderedDescending
        case .greater: return order == .orderedDescending
        default: return order != .orderedAscending
        }
      case .between:
        guard let bounds = rhs as? [Any?], bounds.count == 2,
          let low = PredicateFormat.order(lhs, bounds[0], options),
          let high = PredicateFormat.order(lhs, bounds[1], options)
        else { return false }
        return low != .orderedAscending && high != .orderedDescending
      case .in:
        if let items = rhs as? [Any?] { return items.contains { PredicateFormat.equal(lhs, $0, options) } }
        if let items = rhs as? [Any] { return items.contains { PredicateFormat.equal(lhs, $0, options) } }
        guard let needle = PredicateFormat.string(lhs), let hay = PredicateFormat.string(rhs) else { return false }
        return hay.range(of: needle, options: options.compareOptions) != nil
      case .matches, .like, .contains, .beginsWith, .endsWith:
        guard let text = PredicateFormat.string(lhs), let pattern = PredicateFormat.string(rhs) else { return false }
        switch self {
        case .matches: return PredicateFormat.matches(text, regex: pattern, options)
        case .like: return PredicateFormat.matches(text, regex: PredicateFormat.regex(fromLike: pattern), options)
        case .contains: return pattern.isEmpty ? false : text.range(of: pattern, options: options.compareOptions) != nil
        case .beginsWith: return text.range(of: pattern, options: options.compareOptions.union(.anchored)) != nil
        default: return text.range(of: pattern, options: options.compareOptions.union([.anchored, .backwards])) != nil
        }
      }
    }
  }

  // MARK: Values

  static func value(forKey key: String, in object: Any?) -> Any? {
    guard let object = unwrap(object) else { return nil }
    if let dictionary = object as? [String: Any] { return dictionary[key] }
    if let dictionary = object as? NSDictionary { return dictionary[key] }
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children where child.label == key || child.label == "_" + key {
        return unwrap(child.value)
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// `value` with any level of optional removed (nil when empty).
  static func unwrap(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrap($0.value) }
  }

  static func string(_ value: Any?) -> String? {
    switch unwrap(value) {
    case let string as String: return string
    case let string as Substring: return String(string)
    case let string as NSString: return string._bridgeToSwift()
    case let character as Character: return String(character)
    default: return nil
    }
  }

  static func number(_ value: Any?) -> Double? {
    switch unwrap(value) {
    case let number as NSNumber: return number.doubleValue
    case let value as Int: return Double(value)
    case let value as Double: return value
    case let value as Float: return Double(value)
    case let value as CGFloat: return Double(value)
    case let value as Bool: return value ? 1 : 0
    case let value as any BinaryInteger: return Double(value)
    case let value as any BinaryFloatingPoint: return Double(value)
    default: return nil
    }
  }

  static func equal(_ lhs: Any?, _ rhs: Any?, _ options: Options) -> Bool {
    let a = unwrap(lhs), b = unwrap(rhs)
    if a == nil || b == nil { return a == nil && b == nil }
    if let x = string(a), let y = string(b) {
      return x.compare(y, options: options.compareOptions) == .orderedSame
    }
    if let x = number(a), let y = number(b) { return x == y }
    if let x = a as? Date, let y = b as? Date { return x == y }
    if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
    return false
  }

  static func order(_ lhs: Any?, _ rhs: Any?, _ options: Options) -> ComparisonResult? {
    if let x = string(lhs), let y = string(rhs) { return x.compare(y, options: options.compareOptions) }
    if let x = number(lhs), let y = number(rhs) {
      return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }
    if let x = unwrap(lhs) as? Date, let y = unwrap(rhs) as? Date { return x.compare(y) }
    return nil
  }

  /// Whether all of `text` matches the ICU regular expression `regex`, as
  /// MATCHES does; an invalid expression matches nothing.
  static func matches(_ text: String, regex: String, _ options: Options) -> Bool {
    var regexOptions: NSRegularExpression.Options = [.dotMatchesLineSeparators]
    if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
    var text = text
    if options.contains(.diacriticInsensitive) {
      text = text.folding(options: .diacriticInsensitive, locale: nil)
    }
    guard let expression = try? NSRegularExpression(pattern: "^(?:" + regex + ")$", options: regexOptions) else {
      return false
    }
    let range = NSRange(text.startIndex..., in: text)
    return expression.firstMatch(in: text, options: [.anchored], range: range)?.range == range
  }

  /// LIKE's pattern (`*` any run, `?` any one character) as a regular
  /// expression.
  static func regex(fromLike pattern: String) -> String {
    var regex = ""
    for character in pattern {
      switch character {
      case "*": regex += ".*"
      case "?": regex += "."
      default: regex += NSRegularExpression.escapedPattern(for: String(character))
      }
    }
    return regex
  }
}

extension PredicateFormat.Options {
  var compareOptions: String.CompareOptions {
    var options: String.CompareOptions = []
    if contains(.caseInsensitive) { options.insert(.caseInsensitive) }
    if contains(.diacriticInsensitive) { options.insert(.diacriticInsensitive) }
    return options
  }
}
