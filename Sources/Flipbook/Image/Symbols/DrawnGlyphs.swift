import Foundation
import Rasterizer

/// Glyphs Flipbook draws itself (`own:` ids in `symbols.tsv`), where no
/// open icon set has one close enough to SF Symbols' design that iOS's own
/// snapshots can be compared with it: lines of one weight on the same
/// 24-unit square as `glyphs.tsv`, made into outlines by unions and
/// intersections (GEOS, `Path+Booleans`).
///
/// - `globe`, Xcode's new-project template's symbol (`Image(systemName:
///   "globe").imageScale(.large)` above "Hello, world!"): SF's wire
///   globe, a ring 20 units across, one meridian ellipse 9 units wide and
///   the central meridian, the equator and two parallels 5.6 units from
///   it, each 1.5 units thick; Material Design Icons' `web` (a filled
///   globe of lens shapes) carried 1.34× the ink of iOS's globe in
///   fespinoza/sample-json-app's reference (iOS 17, 3×).
/// - `chevron.right` (and `left`, `up`, `down`, `forward`, `backward`, its
///   mirror image and quarter turns): SF's chevron is one line bent
///   square, two arms at 45° with round caps and a round join, 1.7 units
///   thick. Measured on iOS 18.1 at 17 points, 3× (Foodybite's settings
///   row: `.body` in a List row, which keeps `.large` under the device
///   preset's `.medium`; coverage summed along rows and columns): each row
///   crosses 6.19 px of an arm and each column 6.06, so the line is
///   4.33 px thick (1.44 pt) at 44.5°; the caps' centres are 18.5 px left
///   of the join's and 18.2 px above and below it; the ink stops 1.05 pt
///   short of the frame's trailing edge. Material Design Icons' chevron,
///   scaled to that ink, was a wedge half again as heavy (its arms 7 px
///   thick) with square ends, 2 px to the left.
/// - `arrow.up.right` (and `up.left`, `down.right`, `down.left`, its
///   quarter turns): a diagonal shaft and a square head, one line 1.78
///   units thick with round caps and joins. Measured on iOS 18.1 at 16
///   points, 3× (Foodybite's autocomplete rows, coverage summed along rows
///   and columns): the ink is 35 × 35 px; the shaft crosses a row in 6.03
///   px (4.26 px thick); each arm of the head is 28.7 px long outside,
///   4.2 px thick, meeting square at the top right; the ink stops 2.03 pt
///   short of the frame's trailing edge. Material Design Icons' arrow was
///   a filled wedge 3 px further right.
/// - `arrow.up` (and `right`, `down`, `left`, its quarter turns): a shaft
///   and a head of two 45° arms, one line with round caps and joins.
///   Measured on iOS 18.1 at 30 points bold, 3× (Foodybite's profile
///   picture button, white on blue, coverage summed along rows): the ink is
///   70 × 84 px at half coverage (15.56 × 18.67 units), the shaft 12.76 px
///   (2.83 units) thick, the arms at 45°; the button's circle (the
///   symbol's frame, 32 pt of padding) puts the frame at 31 × 33.67 pt,
///   3.83 pt beside the ink and 2.83 above and below. The regular line is
///   taken as `person`'s, 1.57 units, so bold, grown by
///   `lineGrowthPerWeight`, is 2.95, within 0.6 px of iOS's at 30 points;
///   the arms and shaft are set so that the bold ink is iOS's. Material
///   Design Icons' arrow was a wedge with square ends in a frame 3.7 pt
///   narrower.
/// - `person` and `person.fill`: a head of an oval ring over a shoulders'
///   dome, flat beneath with rounded corners, one line 1.57 units thick.
///   Measured on iOS 18.1 at 50 and 16 points regular, 3× (Foodybite's
///   profile picture placeholder and its name field): the ink is 17.07 ×
///   18.13 units at both sizes, the line 11.75 px at 50 points and 3.77 at
///   16; the head is 8.5 × 9.05 units outside; the dome is half an ellipse
///   17.2 units wide and 6.1 high. At 16 points the frame is 2.08 pt beside
///   the ink (text beside the field's icon starts 4 px later than beside
///   the default margin). Material Design Icons' `account-outline`, scaled
///   to that ink, carried 1.39× iOS's ink at 50 points (heavier lines, a
///   square-ended body).
enum DrawnGlyphs {
  /// The glyph `id` names (without `own:`), or nil when there is none.
  static func glyph(_ id: String) -> SymbolLibrary.Glyph? {
    switch id {
    case "globe": return SymbolLibrary.Glyph(path: globe(), advance: 24)
    case "chevron-right": return chevron(quarterTurns: 0)
    case "chevron-down": return chevron(quarterTurns: 1)
    case "chevron-left": return chevron(quarterTurns: 2)
    case "chevron-up": return chevron(quarterTurns: 3)
    case "arrow-up-right": return diagonalArrow(quarterTurns: 0)
    case "arrow-down-right": return diagonalArrow(quarterTurns: 1)
    case "arrow-down-left": return diagonalArrow(quarterTurns: 2)
    case "arrow-up-left": return diagonalArrow(quarterTurns: 3)
    case "arrow-up": return straightArrow(quarterTurns: 0)
    case "arrow-right": return straightArrow(quarterTurns: 1)
    case "arrow-down": return straightArrow(quarterTurns: 2)
    case "arrow-left": return straightArrow(quarterTurns: 3)
    case "person": return person(filled: false)
    case "person-fill": return person(filled: true)
    default: return nil
    }
  }

  /// SF's chevron pointing right, turned `quarterTurns` clockwise about the
  /// square's middle (see the type's note; a unit is 0.85 pt at 17 pt).
  static func chevron(quarterTurns: Int) -> SymbolLibrary.Glyph {
    let weight: CGFloat = 1.7
    let across: CGFloat = 7.26, down: CGFloat = 7.13
    let line = Path {
      $0.move(to: CGPoint(x: 12 - across / 2, y: 12 - down))
      $0.addLine(to: CGPoint(x: 12 + across / 2, y: 12))
      $0.addLine(to: CGPoint(x: 12 - across / 2, y: 12 + down))
    }
    // 1.05 pt at 17 pt along the arms' axis; across it, the default.
    let margin = turned(CGSize(width: 1.05 / 0.85, height: SymbolTable.margin.height), quarterTurns)
    return lineGlyph(line, weight: weight, quarterTurns: quarterTurns, margin: margin)
  }

  /// SF's `arrow.up.right`, turned `quarterTurns` clockwise about the
  /// square's middle (see the type's note; a unit is 0.8 pt at 16 pt).
  static func diagonalArrow(quarterTurns: Int) -> SymbolLibrary.Glyph {
    let weight: CGFloat = 1.78
    let corner = CGPoint(x: 18.4, y: 5.6), arm: CGFloat = 10.2
    let line = Path {
      $0.move(to: CGPoint(x: corner.x - arm, y: corner.y))
      $0.addLine(to: corner)
      $0.addLine(to: CGPoint(x: corner.x, y: corner.y + arm))
      $0.move(to: corner)
      $0.addLine(to: CGPoint(x: 24 - corner.x, y: 24 - corner.y))
    }
    // 2.03 pt at 16 pt a side; above and below, the default.
    let margin = CGSize(width: 2.03 / 0.8, height: SymbolTable.margin.height)
    return lineGlyph(line, weight: weight, quarterTurns: quarterTurns, margin: margin)
  }

  /// SF's `arrow.up`, turned `quarterTurns` clockwise about the square's
  /// middle (see the type's note; a unit is 1.5 pt at 30 pt).
  static func straightArrow(quarterTurns: Int) -> SymbolLibrary.Glyph {
    let weight: CGFloat = 1.57
    let shaft: CGFloat = 15.72, arm: CGFloat = 6.3
    let tip = CGPoint(x: 12, y: 12 - shaft / 2)
    let line = Path {
      $0.move(to: CGPoint(x: tip.x - arm, y: tip.y + arm))
      $0.addLine(to: tip)
      $0.addLine(to: CGPoint(x: tip.x + arm, y: tip.y + arm))
      $0.move(to: tip)
      $0.addLine(to: CGPoint(x: tip.x, y: tip.y + shaft))
    }
    // 3.83 pt beside the ink and 2.83 along it at 30 pt.
    let margin = turned(CGSize(width: 3.83 / 1.5, height: 2.83 / 1.5), quarterTurns)
    return lineGlyph(line, weight: weight, quarterTurns: quarterTurns, margin: margin)
  }

  /// One of SF's line glyphs: `line` stroked `weight` units thick with
  /// round caps and joins, turned `quarterTurns` clockwise about the
  /// square's middle, framed by `margin` and growing with weight
  /// (`lineGrowthPerWeight`).
  static func lineGlyph(_ line: Path, weight: CGFloat, quarterTurns: Int, margin: CGSize) -> SymbolLibrary.Glyph {
    let outline = line.strokedPath(StrokeStyle(lineWidth: weight, lineCap: .round, lineJoin: .round))
      .applying(SymbolComposer.quarterTurns(quarterTurns))
    return SymbolLibrary.Glyph(path: outline, advance: 24, margin: margin, growthPerWeight: lineGrowthPerWeight)
  }

  /// `margin` (width and height of the glyph drawn unturned) for the glyph
  /// turned `quarterTurns`: width and height swap on an odd turn.
  static func turned(_ margin: CGSize, _ quarterTurns: Int) -> CGSize {
    quarterTurns % 2 == 0 ? margin : CGSize(width: margin.height, height: margin.width)
  }

  /// SF's `person` (or `person.fill`: the same outside, filled), its ink
  /// centred on the square (see the type's note; a unit is 2.5 pt at 50
  /// pt).
  static func person(filled: Bool) -> SymbolLibrary.Glyph {
    let weight: CGFloat = 1.57
    // Outside edges: the head's oval, the dome's half ellipse and the
    // flat bottom with its rounded corners.
    let head = CGRect(x: 12 - 8.53 / 2, y: 7.54 - 9.05 / 2, width: 8.53, height: 9.05)
    let left: CGFloat = 3.4, right: CGFloat = 20.6, top: CGFloat = 13.29, bottom: CGFloat = 21.07
    let domeCentre: CGFloat = 19.36, corner: CGFloat = 1.6
    func body(inset: CGFloat) -> Path {
      let rx = (right - left) / 2 - inset, ry = domeCentre - top - inset
      let l = left + inset, r = right - inset, b = bottom - inset, c = max(corner - inset, 0.01)
      return Path {
        $0.move(to: CGPoint(x: l, y: domeCentre))
        // Over the top, from the left end to the right (angles grow
        // towards +y, down, so from 180° to 360° passes through 270°, up).
        $0.addArc(
          center: .zero, radius: 1, startAngle: .degrees(180), endAngle: .degrees(360), clockwise: false,
          transform: CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: 12, ty: domeCentre))
        $0.addLine(to: CGPoint(x: r, y: b - c))
        $0.addQuadCurve(to: CGPoint(x: r - c, y: b), control: CGPoint(x: r, y: b))
        $0.addLine(to: CGPoint(x: l + c, y: b))
        $0.addQuadCurve(to: CGPoint(x: l, y: b - c), control: CGPoint(x: l, y: b))
        $0.closeSubpath()
      }
    }
    let outerHead = Path(ellipseIn: head)
    let outerBody = body(inset: 0)
    if filled { return SymbolLibrary.Glyph(path: outerHead.union(outerBody), advance: 24, margin: personMargin) }
    let ring = outerHead.subtracting(Path(ellipseIn: head.insetBy(dx: weight, dy: weight)))
    let shell = outerBody.subtracting(body(inset: weight))
    return SymbolLibrary.Glyph(path: ring.union(shell), advance: 24, margin: personMargin)
  }

  /// `person`'s air beside its ink: 2.08 pt at 16 pt (see the type's note).
  static let personMargin = CGSize(width: 2.08 / 0.8, height: SymbolTable.margin.height)

  /// How much thicker the drawn lines grow per 100 of font weight above
  /// regular (see the type's note).
  static let lineGrowthPerWeight: CGFloat = 0.46

  static func globe() -> Path {
    let weight: CGFloat = 1.5
    let center = CGPoint(x: 12, y: 12)
    func ellipse(rx: CGFloat, ry: CGFloat) -> Path {
      Path(ellipseIn: CGRect(x: center.x - rx, y: center.y - ry, width: 2 * rx, height: 2 * ry))
    }
    func ring(rx: CGFloat, ry: CGFloat) -> Path {
      ellipse(rx: rx, ry: ry).subtracting(ellipse(rx: rx - weight, ry: ry - weight))
    }
    let disk = ellipse(rx: 10, ry: 10)
    var lines = ring(rx: 10, ry: 10).union(ring(rx: 4.5, ry: 10))
    lines = lines.union(Path(CGRect(x: center.x - weight / 2, y: 2, width: weight, height: 20)))
    for y in [center.y - 5.6, center.y, center.y + 5.6] {
      lines = lines.union(Path(CGRect(x: 2, y: y - weight / 2, width: 20, height: weight)))
    }
    return lines.intersection(disk)
  }
}
