import Foundation

/// Inline Markdown in localized strings, as SwiftUI renders it in a
/// `Text` made from a string literal (iOS 15+): `**bold**` / `__bold__`,
/// `*italic*` / `_italic_`, `~~strikethrough~~`, a backquoted span (monospaced code)
/// and `[links](url)` (the accent colour; the URL is kept, not opened).
/// `Text(verbatim:)` and `String` values are never parsed.
///
/// Emphasis follows CommonMark's flanking rules in small: a delimiter run
/// opens only before a non-space and closes only after one, `_` never
/// inside a word, and a delimiter without its partner stays as written
/// (so `5 * 3 * 2` and `snake_case_name` read as typed). A backslash
/// escapes the next punctuation character. Interpolated values are atoms:
/// their text is never parsed, but `"**\(name)**"` makes the name bold, as
/// SwiftUI parses the key's format string.
enum InlineMarkdown {
  /// A piece of the key: literal Markdown source, or an interpolated atom.
  enum Piece: Equatable {
    case source(String)
    case atom(Text.Segment)
  }

  private enum Token {
    case text(String)
    case atom(Text.Segment)
    /// A delimiter run: its characters, whether it may open / close.
    case delimiter(String, canOpen: Bool, canClose: Bool)
    case code(String)
    case link(text: String, url: String)
  }

  /// The segments `pieces` render as.
  static func segments(_ pieces: [Piece]) -> [Text.Segment] {
    var tokens = tokenize(pieces)
    // Match delimiters: each closer with the nearest opener of the same
    // run; unmatched ones become text.
    var matched: [Int: Int] = [:]  // opener index → closer index
    var openers: [Int] = []
    for (index, token) in tokens.enumerated() {
      guard case .delimiter(let run, let canOpen, let canClose) = token else { continue }
      if canClose, let position = openers.lastIndex(where: { i in
        if case .delimiter(let other, _, _) = tokens[i] { return other == run } else { return false }
      }) {
        matched[openers[position]] = index
        openers.removeSubrange(position...)
      } else if canOpen {
        openers.append(index)
      }
    }
    let closers = Set(matched.values)
    for (index, token) in tokens.enumerated() {
      if case .delimiter(let run, _, _) = token, matched[index] == nil, !closers.contains(index) { tokens[index] = .text(run) }
    }
    // Walk with the styles in force.
    var bold = 0, italic = 0, strike = 0
    var segments: [Text.Segment] = []
    func styled(_ segment: Text.Segment, code: Bool = false, link: String? = nil) -> Text.Segment {
      var outer = Text.Attributes()
      if bold > 0 { outer.weight = .bold }
      if italic > 0 { outer.italic = true }
      if strike > 0 { outer.strikethrough = .init(isActive: true, color: nil) }
      if code { outer.font = Font.body.monospaced() }
      if link != nil { outer.foreground = .init(style: AnyShapeStyle(Color.accentColor), color: Color.accentColor) }
      return Text.Segment(
        string: segment.string, attributes: segment.attributes.merged(under: outer), number: segment.number,
        link: link ?? segment.link)
    }
    for (index, token) in tokens.enumerated() {
      switch token {
      case .text(let string): segments.append(styled(Text.Segment(string: string)))
      case .atom(let segment): segments.append(styled(segment))
      case .code(let string): segments.append(styled(Text.Segment(string: string), code: true))
      case .link(let text, let url): segments.append(styled(Text.Segment(string: text), link: url))
      case .delimiter(let run, _, _):
        let delta = matched[index] != nil ? 1 : -1
        switch run {
        case "**", "__": bold += delta
        case "*", "_": italic += delta
        case "~~": strike += delta
        default: break
        }
      }
    }
    return segments.filter { !$0.string.isEmpty }
  }

  private static func tokenize(_ pieces: [Piece]) -> [Token] {
    var tokens: [Token] = []
    var text = ""
    func flush() {
      if !text.isEmpty { tokens.append(.text(text)) }
      text = ""
    }
    // The characters around each source character, across pieces (an atom
    // counts as a letter), for the flanking rules.
    for (pieceIndex, piece) in pieces.enumerated() {
      guard case .source(let source) = piece else {
        if case .atom(let segment) = piece {
          flush()
          tokens.append(.atom(segment))
        }
        continue
      }
      let characters = Array(source)
      func before(_ i: Int) -> Character? {
        if i > 0 { return characters[i - 1] }
        return pieceIndex > 0 ? (isAtom(pieces[pieceIndex - 1]) ? "a" : lastCharacter(pieces[pieceIndex - 1])) : nil
      }
      func after(_ i: Int) -> Character? {
        if i < characters.count { return characters[i] }
        return pieceIndex + 1 < pieces.count ? (isAtom(pieces[pieceIndex + 1]) ? "a" : firstCharacter(pieces[pieceIndex + 1])) : nil
      }
      var i = 0
      while i < characters.count {
        let c = characters[i]
        if c == "\\", i + 1 < characters.count, characters[i + 1].isPunctuation || characters[i + 1].isSymbol {
          text.append(characters[i + 1])
          i += 2
          continue
        }
        if c == "`", let end = characters[(i + 1)...].firstIndex(of: "`") {
          flush()
          tokens.append(.code(String(characters[(i + 1)..<end])))
          i = end + 1
          continue
        }
        if c == "[", let close = characters[(i + 1)...].firstIndex(of: "]"), close + 1 < characters.count,
           characters[close + 1] == "(", let end = characters[(close + 2)...].firstIndex(of: ")") {
          flush()
          tokens.append(.link(text: String(characters[(i + 1)..<close]), url: String(characters[(close + 2)..<end])))
          i = end + 1
          continue
        }
        if c == "*" || c == "_" || c == "~" {
          var length = 1
          while i + length < characters.count, characters[i + length] == c, length < 2 { length += 1 }
          if c == "~" && length < 2 {
            text.append(c)
            i += 1
            continue
          }
          let previous = before(i), next = after(i + length)
          let nextIsSpace = next.map { $0.isWhitespace } ?? true
          let previousIsSpace = previous.map { $0.isWhitespace } ?? true
          var canOpen = !nextIsSpace
          var canClose = !previousIsSpace
          if c == "_" {
            // `_` never opens or closes inside a word.
            if let previous, previous.isLetter || previous.isNumber { canOpen = false }
            if let next, next.isLetter || next.isNumber { canClose = false }
          }
          flush()
          tokens.append(.delimiter(String(repeating: c, count: length), canOpen: canOpen, canClose: canClose))
          i += length
          continue
        }
        text.append(c)
        i += 1
      }
      flush()
    }
    return tokens
  }

  private static func isAtom(_ piece: Piece) -> Bool { if case .atom = piece { true } else { false } }
  private static func lastCharacter(_ piece: Piece) -> Character? { if case .source(let s) = piece { s.last } else { nil } }
  private static func firstCharacter(_ piece: Piece) -> Character? { if case .source(let s) = piece { s.first } else { nil } }
}
