import Foundation

extension PredicateFormat {
  /// A recursive-descent parser for the comparison grammar described atop
  /// PredicateFormat.swift; placeholders take `arguments` in order.
  package struct Parser {
    private enum Token: Equatable {
      case word(String)  // identifiers, keywords, SELF, key paths (dotted)
      case string(String)
      case number(Double)
      case placeholder(Character)  // @ K d i f s u
      case variable(String)  // $name
      case symbol(String)  // ( ) { } , == != < <= > >= ! && || [c]…
    }

    private var tokens: [Token] = []
    private var index = 0
    private var arguments: [Any]
    private var argumentIndex = 0
    private let format: String

    package init(_ format: String, arguments: [Any]) {
      self.format = format
      self.arguments = arguments
    }

    package mutating func parse() throws -> Node {
      tokens = try Self.tokenize(format)
      let node = try parseOr()
      guard index == tokens.count else { throw error("unexpected \(describe(tokens[index]))") }
      return node
    }

    // MARK: Grammar

    private mutating func parseOr() throws -> Node {
      var node = try parseAnd()
      while accept(keyword: "OR") || accept(symbol: "||") { node = .or(node, try parseAnd()) }
      return node
    }

    private mutating func parseAnd() throws -> Node {
      var node = try parseNot()
      while accept(keyword: "AND") || accept(symbol: "&&") { node = .and(node, try parseNot()) }
      return node
    }

    private mutating func parseNot() throws -> Node {
      if accept(keyword: "NOT") || accept(symbol: "!") { return .not(try parseNot()) }
      if accept(keyword: "TRUEPREDICATE") { return .constant(true) }
      if accept(keyword: "FALSEPREDICATE") { return .constant(false) }
      if case .symbol("(") = peek, isParenthesizedPredicate() {
        index += 1
        let node = try parseOr()
        try expect(symbol: ")")
        return node
      }
      return try parseComparison()
    }

    /// Whether the "(" at the cursor opens a predicate, not a `{…}`-less
    /// operand: a predicate in parentheses is followed by AND/OR/")"/end.
    private func isParenthesizedPredicate() -> Bool {
      var depth = 0
      var i = index
      while i < tokens.count {
        if tokens[i] == .symbol("(") { depth += 1 }
        if tokens[i] == .symbol(")") {
          depth -= 1
          if depth == 0 { break }
        }
        i += 1
      }
      guard i + 1 < tokens.count else { return true }
      switch tokens[i + 1] {
      case .word(let word): return ["AND", "OR"].contains(word.uppercased())
      case .symbol(let symbol): return [")", "&&", "||"].contains(symbol)
      default: return false
      }
    }

    private mutating func parseComparison() throws -> Node {
      let lhs = try parseOperand()
      let (op, negate) = try parseOperator()
      var options: Options = []
      if case .symbol(let symbol) = peek, symbol.hasPrefix("[") {
        index += 1
        for flag in symbol.dropFirst().dropLast() {
          switch flag {
          case "c", "C": options.insert(.caseInsensitive)
          case "d", "D": options.insert(.diacriticInsensitive)
          case "n", "N", "l", "L": break  // normalized/locale: no effect here
          default: throw error("unknown option [\(flag)]")
          }
        }
      }
      let rhs = try parseOperand()
      let node = Node.comparison(lhs, op, options, rhs)
      return negate ? .not(node) : node
    }

    private mutating func parseOperator() throws -> (Operator, negate: Bool) {
      guard index < tokens.count else { throw error("a comparison without an operator") }
      let token = tokens[index]
      index += 1
      switch token {
      case .symbol("=="), .symbol("="): return (.equal, false)
      case .symbol("!="), .symbol("<>"): return (.notEqual, false)
      case .symbol("<"): return (.less, false)
      case .symbol("<="), .symbol("=<"): return (.lessOrEqual, false)
      case .symbol(">"): return (.greater, false)
      case .symbol(">="), .symbol("=>"): return (.greaterOrEqual, false)
      case .word(let word):
        if let op = Operator(rawValue: word.uppercased()), op.rawValue.first!.isLetter { return (op, false) }
        throw error("unknown operator \(word)")
      default: throw error("unexpected \(describe(token)) where an operator belongs")
      }
    }

    private mutating func parseOperand() throws -> Operand {
      guard index < tokens.count else { throw error("the format ends where an operand belongs") }
      let token = tokens[index]
      index += 1
      switch token {
      case .string(let string): return .literal(string)
      case .number(let number): return .literal(number)
      case .variable(let name): return .variable(name)
      case .placeholder(let kind):
        guard argumentIndex < arguments.count else { throw error("more placeholders than arguments") }
        let argument = arguments[argumentIndex]
        argumentIndex += 1
        if kind == "K" {
          guard let keyPath = PredicateFormat.string(argument) else { throw error("%K takes a key path string") }
          return .keyPath(keyPath.split(separator: ".").map(String.init))
        }
        if let array = argument as? [Any] { return .literal(array.map { Optional($0) }) }
        return .literal(argument)
      case .symbol("{"):
        var items: [Operand] = []
        if !accept(symbol: "}") {
          repeat { items.append(try parseOperand()) } while accept(symbol: ",")
          try expect(symbol: "}")
        }
        return .list(items)
      case .symbol("("):
        let operand = try parseOperand()
        try expect(symbol: ")")
        return operand
      case .word(let word):
        switch word.uppercased() {
        case "TRUE", "YES": return .literal(true)
        case "FALSE", "NO": return .literal(false)
        case "NIL", "NULL": return .literal(nil)
        case "ANY", "ALL", "SOME", "NONE", "SUBQUERY", "FUNCTION":
          throw error("\(word) is not supported on Linux")
        default:
          if word.contains("@") { throw error("\(word): collection operators are not supported on Linux") }
          return .keyPath(word.split(separator: ".").map { $0 == "self" ? "SELF" : String($0) })
        }
      case .symbol(let symbol): throw error("unexpected \"\(symbol)\" where an operand belongs")
      }
    }

    // MARK: Tokens

    private var peek: Token? { index < tokens.count ? tokens[index] : nil }

    private mutating func accept(keyword: String) -> Bool {
      guard case .word(let word) = peek, word.uppercased() == keyword else { return false }
      index += 1
      return true
    }

    private mutating func accept(symbol: String) -> Bool {
      guard peek == .symbol(symbol) else { return false }
      index += 1
      return true
    }

    private mutating func expect(symbol: String) throws {
      guard accept(symbol: symbol) else { throw error("expected \"\(symbol)\"") }
    }

    private func error(_ message: String) -> ParseError { ParseError(description: message) }

    private func describe(_ token: Token) -> String {
      switch token {
      case .word(let word): return word
      case .string(let string): return "\"\(string)\""
      case .number(let number): return "\(number)"
      case .placeholder(let kind): return "%\(kind)"
      case .variable(let name): return "$\(name)"
      case .symbol(let symbol): return "\"\(symbol)\""
      }
    }

    private static func tokenize(_ format: String) throws -> [Token] {
      var tokens: [Token] = []
      let characters = Array(format)
      var i = 0
      func fail(_ message: String) -> ParseError { ParseError(description: message) }
      while i < characters.count {
        let c = characters[i]
        if c.isWhitespace {
          i += 1
        } else if c == "\"" || c == "'" {
          var string = ""
          i += 1
          while i < characters.count, characters[i] != c {
            if characters[i] == "\\", i + 1 < characters.count {
              i += 1
              switch characters[i] {
              case "n": string.append("\n")
              case "t": string.append("\t")
              default: string.append(characters[i])
              }
            } else {
              string.append(characters[i])
            }
            i += 1
          }
          guard i < characters.count else { throw fail("an unterminated string") }
          i += 1
          tokens.append(.string(string))
        } else if c == "%" {
          i += 1
          while i < characters.count, "lhqzjt".contains(characters[i]) { i += 1 }  // length modifiers
          guard i < characters.count, "@KdiufsxXeEgGc".contains(characters[i]) else {
            throw fail("an unknown placeholder")
          }
          tokens.append(.placeholder(characters[i] == "K" ? "K" : characters[i] == "@" ? "@" : "d"))
          i += 1
        } else if c == "$" {
          var name = ""
          i += 1
          while i < characters.count, characters[i].isLetter || characters[i].isNumber || characters[i] == "_" {
            name.append(characters[i])
            i += 1
          }
          tokens.append(.variable(name))
        } else if c.isNumber || (c == "-" && i + 1 < characters.count && characters[i + 1].isNumber) {
          var text = String(c)
          i += 1
          while i < characters.count, characters[i].isNumber || characters[i] == "." {
            text.append(characters[i])
            i += 1
          }
          guard let number = Double(text) else { throw fail("a malformed number \(text)") }
          tokens.append(.number(number))
        } else if c.isLetter || c == "_" || c == "@" || c == "#" {
          var word = String(c == "#" ? "" : String(c))
          i += 1
          while i < characters.count,
            characters[i].isLetter || characters[i].isNumber || characters[i] == "_" || characters[i] == "."
              || characters[i] == "@"
          {
            word.append(characters[i])
            i += 1
          }
          tokens.append(.word(word))
        } else if c == "[" {
          var option = "["
          i += 1
          while i < characters.count, characters[i] != "]" {
            option.append(characters[i])
            i += 1
          }
          guard i < characters.count else { throw fail("an unterminated option") }
          i += 1
          tokens.append(.symbol(option + "]"))
        } else {
          let two = i + 1 < characters.count ? String([c, characters[i + 1]]) : ""
          if ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"].contains(two) {
            tokens.append(.symbol(two))
            i += 2
          } else if "()<>=!{},".contains(c) {
            tokens.append(.symbol(String(c)))
            i += 1
          } else {
            throw fail("an unexpected character \"\(c)\"")
          }
        }
      }
      return tokens
    }
  }
}
