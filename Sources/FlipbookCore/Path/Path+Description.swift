import Foundation

extension Path: CustomStringConvertible, LosslessStringConvertible {
  /// The path in SwiftUI's string format: each element's points as numbers
  /// followed by its operator — `x y m` (move), `x y l` (line),
  /// `cx cy x y q` (quad curve), `c1x c1y c2x c2y x y c` (curve), `h` (close) —
  /// e.g. `"10 10 m 20 20 l h"`. Numbers are written in their shortest exact
  /// form, so `Path(path.description) == path`.
  public var description: String {
    var words: [String] = []
    func add(_ points: [CGPoint], _ op: String) {
      for p in points { words += [Self.format(p.x), Self.format(p.y)] }
      words.append(op)
    }
    for element in elements {
      switch element {
      case .move(let p): add([p], "m")
      case .line(let p): add([p], "l")
      case .quadCurve(let p, let c): add([c, p], "q")
      case .curve(let p, let c1, let c2): add([c1, c2, p], "c")
      case .closeSubpath: words.append("h")
      }
    }
    return words.joined(separator: " ")
  }

  /// Parses SwiftUI's path string format (see `description`); also accepts
  /// `x y w h re` for a rectangle. Returns nil for malformed strings.
  public init?(_ string: String) {
    self.init()
    var numbers: [Double] = []
    func take(_ count: Int) -> [CGPoint]? {
      guard numbers.count == count * 2 else { return nil }
      defer { numbers.removeAll() }
      return stride(from: 0, to: numbers.count, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
    }
    for word in string.split(whereSeparator: \.isWhitespace) {
      if let number = Double(word) {
        guard number.isFinite else { return nil }
        numbers.append(number)
        continue
      }
      switch word {
      case "m":
        guard let p = take(1) else { return nil }
        move(to: p[0])
      case "l":
        guard let p = take(1), !isEmpty else { return nil }
        addLine(to: p[0])
      case "q":
        guard let p = take(2), !isEmpty else { return nil }
        addQuadCurve(to: p[1], control: p[0])
      case "c":
        guard let p = take(3), !isEmpty else { return nil }
        addCurve(to: p[2], control1: p[0], control2: p[1])
      case "h":
        guard numbers.isEmpty, !isEmpty else { return nil }
        closeSubpath()
      case "re":
        guard let p = take(2) else { return nil }
        addRect(CGRect(x: p[0].x, y: p[0].y, width: p[1].x, height: p[1].y))
      default:
        return nil
      }
    }
    guard numbers.isEmpty else { return nil }
  }

  /// A coordinate in its shortest round-tripping form, without a trailing ".0".
  static func format(_ value: CGFloat) -> String {
    let double = Double(value)
    if double == double.rounded(), abs(double) < 1e15 {
      return String(Int64(double))
    }
    return "\(double)"
  }
}
