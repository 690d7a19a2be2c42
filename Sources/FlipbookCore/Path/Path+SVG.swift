import Foundation

extension Path {
  /// Creates a path from SVG path data (the `d` attribute): the commands
  /// M L H V C S Q T A Z in absolute (upper-case) and relative (lower-case)
  /// form, with implicit repeats (extra coordinates after `M` are lines), and
  /// SVG's number syntax (`1.5.5`, `-1-2`, `1e-3`, arc flags without separators).
  ///
  /// SVG's coordinate system matches Flipbook's (y down); an arc's sweep flag 1
  /// sweeps toward increasing angles, clockwise on screen.
  ///
  /// - Throws: `FlipbookCoreError.invalidSVGPathData` naming the UTF-8 byte
  ///   offset of the first character that does not fit, and why.
  public init(svgPathData data: String) throws {
    var parser = SVGPathParser(bytes: Array(data.utf8))
    self = try parser.parse()
  }
}

/// A recursive-descent parser for SVG path data (SVG 1.1 §8.3.9 grammar).
private struct SVGPathParser {
  let bytes: [UInt8]
  var offset = 0
  var path = Path()
  /// The current point and the start of the current subpath.
  var current = CGPoint.zero
  var subpathStart = CGPoint.zero
  /// The last command and its second control point, for S and T reflection.
  var lastCommand: UInt8 = 0
  var lastControl = CGPoint.zero

  init(bytes: [UInt8]) { self.bytes = bytes }

  func error(_ problem: SVGPathProblem, at position: Int? = nil) -> FlipbookCoreError {
    .invalidSVGPathData(offset: position ?? offset, problem: problem)
  }

  mutating func parse() throws -> Path {
    skipSeparators(allowComma: false)
    if offset == bytes.count { return path }
    guard let first = peek(), first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
      throw error(.noInitialMoveTo)
    }
    while offset < bytes.count {
      guard let command = peek(), Self.isCommand(command) else {
        throw error(.expectedCommand(found: character(at: offset)))
      }
      offset += 1
      try run(command)
      skipSeparators(allowComma: false)
    }
    return path
  }

  static func isCommand(_ byte: UInt8) -> Bool {
    "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
  }

  func character(at position: Int) -> String {
    position < bytes.count ? String(decoding: [bytes[position]], as: UTF8.self) : "end of data"
  }

  func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  mutating func skipSeparators(allowComma: Bool = true) {
    var sawComma = false
    while let byte = peek() {
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
        offset += 1
      } else if allowComma, byte == UInt8(ascii: ","), !sawComma {
        sawComma = true
        offset += 1
      } else {
        break
      }
    }
  }

  /// Whether another argument follows (a number starts here).
  mutating func hasArgument() -> Bool {
    skipSeparators(allowComma: false)
    guard let byte = peek() else { return false }
    return byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
      || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ",")
  }

  mutating func number() throws -> Double {
    skipSeparators()
    let start = offset
    if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { offset += 1 }
    var digits = 0
    while let byte = peek(), byte >= 0x30 && byte <= 0x39 { offset += 1; digits += 1 }
    if peek() == UInt8(ascii: ".") {
      offset += 1
      while let byte = peek(), byte >= 0x30 && byte <= 0x39 { offset += 1; digits += 1 }
    }
    guard digits > 0 else {
      throw error(.expectedNumber(found: character(at: start)), at: start)
    }
    if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      let mark = offset
      offset += 1
      if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { offset += 1 }
      var exponentDigits = 0
      while let byte = peek(), byte >= 0x30 && byte <= 0x39 { offset += 1; exponentDigits += 1 }
      if exponentDigits == 0 { offset = mark }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error(.numberOutOfRange(text), at: start)
    }
    skipSeparators()
    return value
  }

  mutating func flag() throws -> Bool {
    skipSeparators()
    guard let byte = peek(), byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else {
      throw error(.expectedArcFlag(found: character(at: offset)))
    }
    offset += 1
    skipSeparators()
    return byte == UInt8(ascii: "1")
  }

  mutating func point(relative: Bool) throws -> CGPoint {
    let x = try number()
    let y = try number()
    return relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
  }

  mutating func run(_ command: UInt8) throws {
    let relative = command >= UInt8(ascii: "a")
    let upper = relative ? command - 32 : command
    if upper == UInt8(ascii: "Z") {
      path.closeSubpath()
      current = subpathStart
      lastCommand = upper
      return
    }
    var first = true
    repeat {
      let argumentStart = offset
      guard hasArgument() else {
        throw error(.missingCoordinates(command: character(at: argumentStart - 1)), at: argumentStart)
      }
      try segment(upper, relative: relative, first: first)
      first = false
    } while hasArgument()
  }

  mutating func segment(_ command: UInt8, relative: Bool, first: Bool) throws {
    switch command {
    case UInt8(ascii: "M"):
      let p = try point(relative: relative)
      if first {
        path.move(to: p)
        subpathStart = p
      } else {
        path.addLine(to: p)  // implicit lineto after moveto
      }
      current = p
    case UInt8(ascii: "L"):
      let p = try point(relative: relative)
      path.addLine(to: p)
      current = p
    case UInt8(ascii: "H"):
      let x = try number()
      current = CGPoint(x: relative ? current.x + x : x, y: current.y)
      path.addLine(to: current)
    case UInt8(ascii: "V"):
      let y = try number()
      current = CGPoint(x: current.x, y: relative ? current.y + y : y)
      path.addLine(to: current)
    case UInt8(ascii: "C"):
      let c1 = try point(relative: relative)
      let c2 = try point(relative: relative)
      let p = try point(relative: relative)
      path.addCurve(to: p, control1: c1, control2: c2)
      lastControl = c2
      current = p
    case UInt8(ascii: "S"):
      let c1 = reflectedControl(after: [UInt8(ascii: "C"), UInt8(ascii: "S")])
      let c2 = try point(relative: relative)
      let p = try point(relative: relative)
      path.addCurve(to: p, control1: c1, control2: c2)
      lastControl = c2
      current = p
    case UInt8(ascii: "Q"):
      let c = try point(relative: relative)
      let p = try point(relative: relative)
      path.addQuadCurve(to: p, control: c)
      lastControl = c
      current = p
    case UInt8(ascii: "T"):
      let c = reflectedControl(after: [UInt8(ascii: "Q"), UInt8(ascii: "T")])
      let p = try point(relative: relative)
      path.addQuadCurve(to: p, control: c)
      lastControl = c
      current = p
    case UInt8(ascii: "A"):
      let rx = try number()
      let ry = try number()
      let rotation = try number()
      let largeArc = try flag()
      let sweep = try flag()
      let p = try point(relative: relative)
      addSVGArc(to: p, rx: rx, ry: ry, rotation: rotation, largeArc: largeArc, sweep: sweep)
      current = p
    default:
      break
    }
    lastCommand = command
  }

  /// The reflection of the previous control point about the current point,
  /// or the current point when the previous command was not one of `kinds`.
  func reflectedControl(after kinds: [UInt8]) -> CGPoint {
    guard kinds.contains(lastCommand) else { return current }
    return CGPoint(x: 2 * current.x - lastControl.x, y: 2 * current.y - lastControl.y)
  }

  /// Endpoint-to-centre arc conversion (SVG 1.1 implementation notes F.6.5/F.6.6).
  mutating func addSVGArc(to end: CGPoint, rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool) {
    let start = current
    if start == end { return }
    var rx = abs(rx)
    var ry = abs(ry)
    if rx == 0 || ry == 0 {
      path.addLine(to: end)
      return
    }
    let phi = rotation * .pi / 180
    let cosPhi = cos(phi), sinPhi = sin(phi)
    let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = (numerator / denominator).squareRoot()
    if largeArc == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry
    let cy1 = -factor * ry * x1 / rx
    let center = CGPoint(
      x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
      y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
    if !sweep, delta > 0 { delta -= 2 * .pi }
    if sweep, delta < 0 { delta += 2 * .pi }
    // A unit-circle arc mapped onto the ellipse: scale, rotate, translate.
    let transform = CGAffineTransform(scaleX: rx, y: ry)
      .concatenating(CGAffineTransform(rotationAngle: phi))
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    path.appendArc(center: .zero, radius: 1, startAngle: theta1, sweep: delta, transform: transform)
    lastControl = end
  }
}
