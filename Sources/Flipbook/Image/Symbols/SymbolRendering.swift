import Foundation

/// A system symbol resolved for an image: its drawing, its size in points,
/// its text baseline and how its layers are coloured.
struct ResolvedSymbol {
  var name: String
  var drawing: SymbolDrawing
  /// Its frame: the drawing's box at the em of the font beside it (a
  /// resizable symbol's: its ink's, see `box`).
  var size: CGSize
  /// The part of the drawing (in its units) that fills the frame: the
  /// whole box, `width` × 24, or, for a `resizable()` symbol, the ink's
  /// bounds with a margin of 4.5 % of its extent a side. iOS stretches a
  /// resizable symbol's image, which is tight around the glyph, so its
  /// ink fills the frame: GoodSwiftUI's 16-pt `arrow.right` (iOS 18.6, 3×)
  /// spans 44 of the frame's 48 px; the stand-in glyphs sit inside a
  /// 24-unit square with 2–4 units of air, which would draw them a third
  /// smaller.
  var box: CGRect
  /// Its text baseline below the top (its middle on the capitals' middle).
  var baseline: CGFloat
  /// The size of the font it sits beside, in points.
  var textSize: CGFloat
  var mode: SymbolRenderingMode
  /// How much the outline grows, in drawing units, for the font's weight.
  var emboldening: CGFloat
  /// The image's variable value (nil: whole).
  var variableValue: Double?
  /// The symbol effect playing here, at this instant.
  var effect: SymbolEffectFrame?

  /// The symbol `name` for an image in `environment`, or nil (with one
  /// warning, as iOS logs "No symbol named … found in system symbol set")
  /// when it is not an SF Symbol.
  init?(name: String, image: Image, environment: EnvironmentValues) {
    guard let drawing = SymbolComposer.drawing(named: name) else { return nil }
    let font = (environment.font ?? .body).resolved(
      weight: environment.textSettings.attributes.weight, dynamicTypeSize: environment.dynamicTypeSize)
    let em = SymbolTable.font(besideTextOfSize: font.clampedSize, scale: SymbolTable.factor(environment.imageScale)).size
    self.name = name
    self.drawing = drawing
    emboldening = Self.emboldening(of: drawing, forWeight: font.weight)
    if image.isResizable, case let ink = drawing.monochrome.boundingRect, !ink.isNull, ink.width > 0, ink.height > 0 {
      box = ink.insetBy(dx: -0.045 * ink.width, dy: -0.045 * ink.height)
    } else {
      box = SymbolTable.imageBox(of: drawing, emboldening: emboldening) ?? CGRect(x: 0, y: 0, width: drawing.width, height: 24)
    }
    size = CGSize(width: em * box.width / 24, height: em * box.height / 24)
    baseline = em - SymbolTable.drop(em: em, besideTextOfSize: font.clampedSize) - em * box.minY / 24
    textSize = font.clampedSize
    // Two or three foreground styles given (`foregroundStyle(_:_:)`) and
    // no mode: palette, their levels on the layers (Apple's Dice Roller
    // app, iOS 17: `die.face.1.fill` with `.foregroundStyle(.black,
    // .white)` is a white die with a black pip).
    mode = image.symbolRenderingMode ?? environment.symbolRenderingMode
      ?? (image.renderingMode == .original
        ? .multicolor : environment.hierarchicalForegroundStyles.count > 1 ? .palette : .monochrome)
    variableValue = image.variableValue
    effect = environment.symbolEffectFrame
  }

  /// The opacity of variable part `index` of `count`: lit (1) or not
  /// (0.35), by the variable value and the variable-colour effect.
  func partOpacity(_ index: Int, of count: Int) -> Double {
    let dim = 0.35
    if let value = variableValue, Double(index + 1) / Double(count) > value + 1e-9 { return dim }
    if let lit = effect?.lit {
      let current = min(Int(lit * Double(count)), count - 1)
      return (effect?.isCumulative ?? true) ? (index <= current ? 1 : dim) : (index == current ? 1 : dim)
    }
    return 1
  }

  /// SF Symbols come in nine weights matched to the font's; the stand-in
  /// glyphs have one (regular), so heavier weights grow the outline: by
  /// 0.25 units at medium up to 1.4 at black (on the 24-unit square).
  /// Lighter weights draw as regular.
  static func emboldening(forWeight weight: Int) -> CGFloat {
    guard weight > 400 else { return 0 }
    return CGFloat(min(weight, 900) - 400) / 500 * 1.4
  }

  /// How much `drawing`'s outline grows for the font's weight: its glyph's
  /// measured growth where it has one (SF's chevrons and diagonal arrows,
  /// `DrawnGlyphs`), else the stand-ins' rule.
  static func emboldening(of drawing: SymbolDrawing, forWeight weight: Int) -> CGFloat {
    guard let growth = drawing.growthPerWeight else { return emboldening(forWeight: weight) }
    return CGFloat(min(max(weight, 400), 900) - 400) / 100 * growth
  }
}

extension ResolvedSymbol {
  /// The symbol drawn into `frame` (root space) with `style` as the
  /// foreground, coloured per its rendering mode:
  /// - **monochrome**: one path in the style (glyphs knocked out of filled
  ///   enclosures);
  /// - **hierarchical**: the layers over one another in the style, the
  ///   secondary at 50 % and the tertiary at 25 % opacity (Flipbook's
  ///   reading of SF Symbols' hierarchical levels);
  /// - **palette**: layer level n in the n-th of `foregroundStyle(_:_:_:)`'s
  ///   styles (the last for levels past them);
  /// - **multicolor** (also `renderingMode(.original)`): the colours SF
  ///   Symbols gives the symbol (`SymbolPalette.multicolor`), the style
  ///   where it gives none.
  func lower(into list: inout DisplayList, frame: CGRect, style: AnyShapeStyle, environment: EnvironmentValues) {
    guard frame.width.isFinite, frame.height.isFinite, frame.width > 0, frame.height > 0 else { return }
    func shading(_ style: AnyShapeStyle) -> GraphicsContext.Shading {
      style._shading(in: box, environment: environment).resolved(in: environment)
    }
    var content = DisplayList()
    func draw(_ path: Path, _ shading: GraphicsContext.Shading, opacity: Double = 1) {
      var item = DisplayList()
      item.append(.path(.init(path: path, shading: shading, drawing: .fill(FillStyle()))))
      if emboldening > 0 {
        item.append(.path(.init(
          path: path, shading: shading,
          drawing: .stroke(StrokeStyle(lineWidth: emboldening, lineJoin: .round), antialiased: true))))
      }
      if opacity < 1 {
        content.append(.opacity(opacity), item)
      } else {
        content.append(contentsOf: item)
      }
    }
    let variable = (variableValue != nil || effect?.lit != nil) && drawing.parts.count > 1
    switch mode {
    case _ where variable && (mode == .monochrome || mode == .hierarchical):
      let primary = shading(style)
      for (index, part) in drawing.parts.enumerated() {
        draw(part, primary, opacity: partOpacity(index, of: drawing.parts.count))
      }
    case .hierarchical:
      let primary = shading(style)
      for layer in drawing.layers {
        draw(layer.path, primary, opacity: [1, 0.5, 0.25][min(layer.level, 2)])
      }
    case .palette:
      let styles = environment.hierarchicalForegroundStyles.isEmpty ? [style] : environment.hierarchicalForegroundStyles
      for layer in drawing.layers {
        draw(layer.path, shading(styles[min(layer.level, styles.count - 1)]))
      }
    case .multicolor where drawing.layers.contains { $0.multicolor != nil }:
      // Layers with colours of their own (the weather symbols).
      for layer in drawing.layers {
        draw(layer.path, shading(layer.multicolor.map(AnyShapeStyle.init) ?? style))
      }
    case .multicolor:
      let (glyph, badge) = SymbolPalette.multicolor(for: name)
      let glyphStyle = glyph.map(AnyShapeStyle.init) ?? style
      if let badgeLayer = drawing.layers.last, badgeLayer.part == .badge {
        // The badge in its colour, the rest as monochrome, cut for it.
        draw(drawing.monochrome.subtracting(badgeLayer.path), shading(glyphStyle))
        draw(badgeLayer.path, shading(badge.map(AnyShapeStyle.init) ?? style))
      } else {
        draw(drawing.monochrome, shading(glyphStyle))
      }
    default:
      draw(drawing.monochrome, shading(style))
    }
    var transform = CGAffineTransform(translationX: -box.minX, y: -box.minY)
    if environment.layoutDirection == .rightToLeft, Self.isDirectional(name) {
      // Mirrored across the box's middle (see `isDirectional`).
      transform = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: box.minX + box.maxX, ty: 0).concatenating(transform)
    }
    transform = transform
      .concatenating(CGAffineTransform(scaleX: frame.width / box.width, y: frame.height / box.height))
      .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    if let effect, effect.scale != 1, effect.scale.isFinite {
      // Scaled about the effect's anchor in the symbol's frame.
      let anchor = CGPoint(x: drawing.width * effect.anchor.x, y: 24 * effect.anchor.y)
      transform = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        .concatenating(CGAffineTransform(scaleX: effect.scale, y: effect.scale))
        .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        .concatenating(transform)
    }
    if let effect, effect.opacity < 1 {
      var faded = DisplayList()
      faded.append(.opacity(max(effect.opacity, 0)), content)
      content = faded
    }
    var placed = DisplayList()
    placed.append(.transform(transform), content)
    list.append(.symbol(frame), placed)
  }
}

extension ResolvedSymbol {
  /// Whether SF Symbols draws `name` mirrored in a right-to-left layout: the
  /// symbols that point along the reading order, named `forward` or
  /// `backward` (`chevron.forward`, `arrow.backward.circle`,
  /// `arrowshape.turn.up.backward`) rather than `right` or `left`, which
  /// exist so that a back or disclosure control points the reading way
  /// (Apple's Human Interface Guidelines, Right to left: "Flip an interface
  /// icon that shows forward or backward motion"; SF Symbols names these
  /// forms for it). Physical directions (`chevron.right`, `arrow.left`)
  /// and everything else are drawn as they are, as the guidelines' "Preserve
  /// the direction of a control that refers to an actual direction" asks.
  static func isDirectional(_ name: String) -> Bool {
    name.split(separator: ".").contains { $0 == "forward" || $0 == "backward" }
  }
}

/// The colours SF Symbols' multicolour rendering gives symbols, for the
/// common ones (from the SF Symbols app's multicolour previews; the layers
/// SF leaves undefined take the foreground style): red
/// hearts, orange flames, yellow suns, bolts and warning triangles, green
/// leaves, blue drops, cyan snowflakes, red octagons; badges green for
/// plus and checkmark, red for minus and xmark and a plain badge's dot,
/// orange for exclamation marks, yellow for warning triangles. Other symbols have no multicolour and draw in the foreground
/// style, as on iOS.
enum SymbolPalette {
  static let byLeadingName: [(String, Color)] = [
    ("heart", .red), ("flame", .orange), ("sun.max", .yellow), ("sun.min", .yellow), ("sun.horizon", .orange),
    ("sunrise", .orange), ("sunset", .orange), ("bolt", .yellow), ("leaf", .green), ("drop", .blue),
    ("snowflake", .cyan), ("exclamationmark.triangle", .yellow), ("exclamationmark.octagon", .red),
    ("xmark.octagon", .red), ("trash.slash", .red), ("star", .yellow), ("lightbulb", .yellow),
    ("battery.100", .green), ("battery.100percent", .green), ("checkmark.seal", .blue), ("thermometer.sun", .orange),
    ("thermometer.snowflake", .cyan), ("tortoise", .green), ("hare", .brown), ("ladybug", .red),
    ("cross.case", .red), ("cross.circle", .red), ("staroflife", .red), ("pills", .orange), ("wifi.exclamationmark", .yellow),
  ]

  /// The colour of the symbol's glyph and of its badge (nil: the
  /// foreground style).
  static func multicolor(for name: String) -> (glyph: Color?, badge: Color?) {
    let leading = byLeadingName.first { name == $0.0 || name.hasPrefix($0.0 + ".") }?.1
    var badge: Color?
    if name.contains(".trianglebadge.") {
      badge = .yellow
    } else if let range = name.range(of: ".badge") {
      let mark = name[range.upperBound...]
      if mark.hasPrefix(".plus") || mark.hasPrefix(".checkmark") { badge = .green }
      if mark.hasPrefix(".minus") || mark.hasPrefix(".xmark") { badge = .red }
      if mark.hasPrefix(".exclamationmark") { badge = .orange }
      // A plain badge (`bell.badge`, `bell.badge.fill`): SF's red dot.
      if mark.isEmpty || ["fill", "circle", "square", "slash"].contains(mark.dropFirst().split(separator: ".").first ?? "") {
        badge = .red
      }
    }
    return (leading, badge)
  }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
  static var defaultValue: SymbolRenderingMode? { nil }
}

extension EnvironmentValues {
  /// How symbols here colour their layers (nil: monochrome, or multicolour
  /// for `renderingMode(.original)`), as SwiftUI's `symbolRenderingMode`.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}
