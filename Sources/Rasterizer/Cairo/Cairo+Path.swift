import CCairo
import FlipbookCore
import Foundation

extension Path {
  /// Replaces Cairo's current path with this one, in the current user space.
  /// Quadratic curves become the equivalent cubics.
  func replaceCairoPath(of cr: OpaquePointer) {
    cairo_new_path(cr)
    var current = CGPoint.zero
    var start = CGPoint.zero
    forEach { element in
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        (current, start) = (p, p)
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quadCurve(let p, let c):
        let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .closeSubpath:
        cairo_close_path(cr)
        current = start
      }
    }
  }
}

extension Path {
  /// Replaces Cairo's current path with this one and sets the fill rule and
  /// anti-aliasing `style` asks for, ready to fill or clip.
  func replaceCairoPath(of cr: OpaquePointer, filling style: FillStyle) {
    replaceCairoPath(of: cr)
    cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
  }
}

extension CGAffineTransform {
  /// The transform as a Cairo matrix (same component order).
  var cairoMatrix: cairo_matrix_t {
    cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
  }
}
