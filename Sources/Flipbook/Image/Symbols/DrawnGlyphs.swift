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
enum DrawnGlyphs {
  /// The glyph `id` names (without `own:`), or nil when there is none.
  static func glyph(_ id: String) -> SymbolLibrary.Glyph? {
    switch id {
    case "globe": return SymbolLibrary.Glyph(path: globe(), advance: 24)
    default: return nil
    }
  }

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
