import Foundation

extension DisplayListRenderer {
  /// A filled or stroked path: one drawing call.
  static func drawPath(_ item: DisplayList.PathItem, into context: GraphicsContext) {
    switch item.drawing {
    case .fill(let style): context.fill(item.path, with: item.shading, style: style)
    case .stroke(let style, let antialiased):
      context._stroke(item.path, with: item.shading, style: style, antialiased: antialiased)
    }
  }
}
