import FlipbookCore
import Foundation
import Testing

/// `NSPredicate(format:)`, which swift-corelibs-foundation marks
/// unavailable, parsed as Apple's Foundation parses the format strings
/// view models write (Apple's "Predicate Format String Syntax").
@Suite struct PredicateFormatTests {
  struct Person {
    var name: String
    var age: Int
    var tags: [String]
  }

  @Test func aRegularExpressionMatchesTheWholeString() {
    let email = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
    #expect(email.evaluate(with: "ana@example.com"))
    #expect(!email.evaluate(with: "ana@example"))
    // Anchored: a match inside the string is not enough.
    #expect(!email.evaluate(with: "  ana@example.com  "))
    let digits = NSPredicate(format: "SELF MATCHES '[0-9]+'")
    #expect(digits.evaluate(with: "123") && !digits.evaluate(with: "12a"))
  }

  @Test func stringOperatorsTakeTheirCaseAndDiacriticOptions() {
    #expect(NSPredicate(format: "SELF CONTAINS[c] %@", "LOW").evaluate(with: "Flower"))
    #expect(!NSPredicate(format: "SELF CONTAINS %@", "LOW").evaluate(with: "Flower"))
    #expect(NSPredicate(format: "SELF BEGINSWITH[cd] 'cafe'").evaluate(with: "Café au lait"))
    #expect(NSPredicate(format: "SELF ENDSWITH 'lait'").evaluate(with: "Café au lait"))
    #expect(NSPredicate(format: "SELF LIKE 'c?t*'").evaluate(with: "catalogue"))
    #expect(!NSPredicate(format: "SELF LIKE 'c?t'").evaluate(with: "coat"))
  }

  @Test func keyPathsReadStoredPropertiesAndDictionaryKeys() {
    let ana = Person(name: "Ana", age: 34, tags: ["swift"])
    #expect(NSPredicate(format: "name == 'Ana' AND age >= 30").evaluate(with: ana))
    #expect(!NSPredicate(format: "name == 'Ana' AND NOT (age BETWEEN {30, 40})").evaluate(with: ana))
    #expect(NSPredicate(format: "%K == %@", "name", "Ana").evaluate(with: ana))
    #expect(NSPredicate(format: "age > %d OR name == 'Bo'", 40).evaluate(with: ana) == false)
    #expect(NSPredicate(format: "'swift' IN tags").evaluate(with: ana))
    #expect(NSPredicate(format: "age IN {33, 34}").evaluate(with: ana))
    let row: [String: Any] = ["title": "Dune", "pages": 412]
    #expect(NSPredicate(format: "title BEGINSWITH 'Du' && pages < 500").evaluate(with: row))
  }

  @Test func constantsAndVariables() {
    #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
    #expect(!NSPredicate(format: "FALSEPREDICATE").evaluate(with: nil))
    let limit = NSPredicate(format: "SELF < $limit")
    #expect(limit.evaluate(with: 3, substitutionVariables: ["limit": 5]))
    #expect(!limit.evaluate(with: 7, substitutionVariables: ["limit": 5]))
  }

  /// Apple's raises when it cannot parse; Linux's warns once and is false,
  /// never a crash.
  @Test func aFormatNotUnderstoodEvaluatesFalse() {
    #expect(!NSPredicate(format: "ANY tags == 'x'").evaluate(with: Person(name: "", age: 0, tags: ["x"])))
    #expect(!NSPredicate(format: "name == ").evaluate(with: Person(name: "", age: 0, tags: [])))
    #expect(!NSPredicate(format: "((( ").evaluate(with: "x"))
    #expect(!NSPredicate(format: "SELF == %@").evaluate(with: "x"), "a placeholder without its argument")
  }
}
