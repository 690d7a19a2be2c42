import Foundation

/// A symbol drawn: its layers on a box `width` × 24 units (24 units are the
/// em the symbol is set in; see `SymbolTable.font(besideTextOfSize:)`).
struct SymbolDrawing: Sendable {
  /// What a layer is of the symbol, for the multicolour defaults.
  enum Part: Sendable { case glyph, enclosure, badge }

  /// One layer: its outline, its level (0 primary, 1 secondary, 2 tertiary:
  /// what hierarchical opacities and palette colours go by) and its part.
  struct Layer: Sendable {
    var path: Path
    var level: Int
    var part: Part
    /// The layer's colour in multicolour rendering, where SF gives one.
    var multicolor: Color? = nil
  }

  var width: CGFloat
  /// The whole symbol in one colour (monochrome): a filled enclosure with
  /// the glyph knocked out, the slash's gap and the badge's margin cut.
  var monochrome: Path
  /// The layers, drawn one over another in this order (hierarchical,
  /// palette, multicolour): where a layer lies on another, it is drawn
  /// over it rather than knocked out.
  var layers: [Layer]
  /// The glyph's variable parts (its separate strokes with their holes),
  /// inner (smallest) first, for variable values and variable colour;
  /// empty when the symbol has an enclosure or badge.
  var parts: [Path] = []
  /// The air a side of the ink in the image's frame, when the glyph's own
  /// was measured (nil: `SymbolTable.margin`).
  var margin: CGSize? = nil
  /// How much thicker its lines grow per 100 of font weight above regular,
  /// when the glyph's own was measured (nil: the stand-ins' rule).
  var growthPerWeight: CGFloat? = nil
}

/// Composes a symbol from its recipe, as SF Symbols builds its variants
/// from one glyph.
///
/// Geometry on the 24-unit square (SF Symbols' own proportions, measured on
/// its templates and written down here as Flipbook's choices):
/// - **circle**: 20 units across, its ring 1.75 thick; the glyph inside at
///   0.65 of its size. **square**: a rounded square 20 across, corners 4.5.
///   **rectangle**: 28 × 16, corners 3.5, the box 30 units wide, the
///   glyph at 0.58.
/// - **fill** with an enclosure: the solid enclosure with the (filled)
///   glyph knocked out; without one, the glyph's filled form.
/// - **slash**: from the top left to the bottom right, 1.8 thick with round
///   caps, the glyph cut 1.4 units either side of it.
/// - **badge**: at the bottom right, 10 units across, everything under it
///   cut back 1.6 units further: plus, minus, checkmark and xmark as
///   strokes, `!`, `?`, the clock and the ellipsis from glyphs, any other
///   symbol (`folder.badge.person.crop`) as that symbol's own drawing
///   fitted in the 10 units. A `trianglebadge` is a rounded warning
///   triangle 12 units across in the same corner with its mark cut out;
///   a plain `badge` (`bell.badge`) a dot 7 units across at the top right,
///   cut back the same.
/// Drawings are cached per recipe (they don't depend on size or colour).
enum SymbolComposer {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var cache: [SymbolLibrary.Recipe: SymbolDrawing] = [:]

  /// The drawing of `recipe`, or nil when its glyphs are missing.
  static func drawing(_ recipe: SymbolLibrary.Recipe, library: SymbolLibrary = .shared) -> SymbolDrawing? {
    if let known = lock.withLock({ cache[recipe] }) { return known }
    guard let drawing = compose(recipe, library: library) else { return nil }
    lock.withLock { cache[recipe] = drawing }
    return drawing
  }

  /// The drawing of SF Symbol `name`, or nil, with one warning as iOS
  /// logs it ("No symbol named … found in system symbol set"; names over
  /// 80 characters shortened), when it is not one.
  static func drawing(named name: String) -> SymbolDrawing? {
    guard let recipe = SymbolLibrary.shared.recipe(named: name), let drawing = drawing(recipe) else {
      let shown = name.count > 80 ? String(name.prefix(80)) + "…" : name
      Warnings.once("No symbol named '\(shown)' found in system symbol set")
      return nil
    }
    return drawing
  }

  private static let center = CGPoint(x: 12, y: 12)

  /// `count` quarter turns clockwise about the 24-unit square's middle.
  static func quarterTurns(_ count: Int) -> CGAffineTransform {
    CGAffineTransform(translationX: -center.x, y: -center.y)
      .concatenating(CGAffineTransform(rotationAngle: CGFloat(count) * .pi / 2))
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }

  /// `path` scaled by `scale` about `origin`, moved so that `origin` lands
  /// on `point`.
  static func placed(_ path: Path, scale: CGFloat, from origin: CGPoint, at point: CGPoint) -> Path {
    path.applying(
      CGAffineTransform(translationX: -origin.x, y: -origin.y)
        .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        .concatenating(CGAffineTransform(translationX: point.x, y: point.y)))
  }

  private static func compose(_ recipe: SymbolLibrary.Recipe, library: SymbolLibrary) -> SymbolDrawing? {
    if case .weather(let base) = recipe.base, recipe.enclosure == nil, recipe.badge == nil, !recipe.isSlashed,
      let pieces = weather(base, filled: recipe.isFilled, library: library)
    {
      var monochrome = Path()
      for piece in pieces { monochrome.addPath(piece.path) }
      return SymbolDrawing(width: 24, monochrome: monochrome, layers: pieces)
    }
    let width: CGFloat = recipe.enclosure == .rectangle ? 30 : 24
    let middle = CGPoint(x: width / 2, y: 12)
    // The glyph, fitted: a font glyph as drawn, text centred within bounds.
    guard var glyph = basePath(recipe.base, enclosed: recipe.enclosure != nil, library: library) else { return nil }
    if case .glyph(let id) = recipe.base, recipe.enclosure == nil { glyph = SymbolTable.fitted(glyph, id: id) }
    if recipe.quarterTurns != 0 { glyph = glyph.applying(quarterTurns(recipe.quarterTurns)) }
    var slash: Path?
    if recipe.isSlashed {
      let line = Path { $0.move(to: CGPoint(x: 3.6, y: 3.2)); $0.addLine(to: CGPoint(x: 20.4, y: 20.8)) }
      let gap = line.strokedPath(StrokeStyle(lineWidth: 1.8 + 2 * 1.4, lineCap: .round))
      glyph = glyph.subtracting(gap)
      slash = line.strokedPath(StrokeStyle(lineWidth: 1.8, lineCap: .round))
    }
    if let slash { glyph.addPath(slash) }
    var layers: [SymbolDrawing.Layer] = []
    var monochrome: Path
    if let enclosure = recipe.enclosure {
      let scale: CGFloat = enclosure == .rectangle ? 0.58 : 0.65
      let inner = placed(glyph, scale: scale, from: center, at: middle)
      let solid: Path
      switch enclosure {
      case .circle: solid = Path(ellipseIn: CGRect(x: 2, y: 2, width: 20, height: 20))
      case .square: solid = Path(roundedRect: CGRect(x: 2, y: 2, width: 20, height: 20), cornerRadius: 4.5)
      case .rectangle: solid = Path(roundedRect: CGRect(x: 1, y: 4, width: 28, height: 16), cornerRadius: 3.5)
      }
      if recipe.isFilled {
        layers = [.init(path: solid, level: 1, part: .enclosure), .init(path: inner, level: 0, part: .glyph)]
        monochrome = solid.subtracting(inner)
      } else {
        let ring = solid.subtracting(solid.applying(ringInset(enclosure, width: width)))
        layers = [.init(path: ring, level: 1, part: .enclosure), .init(path: inner, level: 0, part: .glyph)]
        monochrome = ring
        monochrome.addPath(inner)
      }
    } else if recipe.isFilled, let (body, holes) = cutOuts(of: glyph) {
      // A filled glyph's cut-outs (a die's pips, a document's lines) are
      // its primary layer, the body around them the secondary, as SF
      // Symbols layers its fill variants: `die.face.5.fill` in palette
      // `.foregroundStyle(.black, .white)` is a white die with black pips
      // on iOS 17 (Apple's Dice Roller tutorial app). Monochrome keeps the
      // holes.
      layers = [.init(path: body, level: 1, part: .glyph), .init(path: holes, level: 0, part: .glyph)]
      monochrome = glyph
    } else {
      layers = [.init(path: glyph, level: 0, part: .glyph)]
      monochrome = glyph
    }
    if let badge = recipe.badge, let mark = badgePath(badge, library: library) {
      let margin: Path
      switch badge {
      case .dot: margin = Path(ellipseIn: CGRect(x: 19.5 - 5.1 + (width - 24), y: 4.5 - 5.1, width: 10.2, height: 10.2))
      case .triangle: margin = triangle(inflatedBy: 1.6).applying(CGAffineTransform(translationX: width - 24, y: 0))
      case .mark, .symbol: margin = Path(ellipseIn: CGRect(x: 19 - 6.6 + (width - 24), y: 19 - 6.6, width: 13.2, height: 13.2))
      }
      monochrome = monochrome.subtracting(margin)
      layers = layers.map { .init(path: $0.path.subtracting(margin), level: $0.level + 1, part: $0.part) }
      let placed = mark.applying(CGAffineTransform(translationX: width - 24, y: 0))
      monochrome.addPath(placed)
      layers.append(.init(path: placed, level: 0, part: .badge))
    }
    var drawing = SymbolDrawing(width: width, monochrome: monochrome, layers: layers)
    if recipe.enclosure == nil, recipe.badge == nil {
      drawing.parts = variableParts(of: monochrome)
      if case .glyph(let id) = recipe.base, !recipe.isSlashed, let glyph = library.glyph(id) {
        drawing.margin = glyph.margin ?? SymbolTable.measuredMargin[id]
        drawing.growthPerWeight = glyph.growthPerWeight
      }
    }
    return drawing
  }

  /// A filled glyph's region with its holes filled in, and the holes; nil
  /// when it has none worth a layer (under 1 % of the body's box).
  static func cutOuts(of glyph: Path) -> (body: Path, holes: Path)? {
    var pieces: [Path] = []
    glyph.forEach { element in
      if case .move = element { pieces.append(Path()) }
      if pieces.isEmpty { pieces.append(Path()) }
      add(element, to: &pieces[pieces.count - 1])
    }
    guard pieces.count > 1 else { return nil }
    let body = pieces.dropFirst().reduce(pieces[0]) { $0.union($1) }
    let holes = body.subtracting(glyph)
    let box = body.boundingRect, found = holes.boundingRect
    guard !found.isNull, found.width * found.height > 0.01 * box.width * box.height else { return nil }
    return (body, holes)
  }

  private static func add(_ element: Path.Element, to path: inout Path) {
    switch element {
    case .move(let p): path.move(to: p)
    case .line(let p): path.addLine(to: p)
    case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: path.closeSubpath()
    }
  }

  /// `path`'s separate strokes: each outer contour with the holes inside
  /// it (contours turning the other way), smallest first.
  static func variableParts(of path: Path) -> [Path] {
    var contours: [[Path.Element]] = []
    path.forEach { element in
      if case .move = element { contours.append([]) }
      if contours.isEmpty { contours.append([]) }
      contours[contours.count - 1].append(element)
    }
    struct Contour {
      var elements: [Path.Element]
      var area: CGFloat
      var bounds: CGRect
    }
    let measured: [Contour] = contours.compactMap { elements in
      var points: [CGPoint] = []
      for element in elements {
        switch element {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
        case .closeSubpath: break
        }
      }
      guard points.count > 2 else { return nil }
      var area: CGFloat = 0
      for (a, b) in zip(points, points.dropFirst() + [points[0]]) { area += a.x * b.y - b.x * a.y }
      let xs = points.map(\.x), ys = points.map(\.y)
      let bounds = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
      return Contour(elements: elements, area: area / 2, bounds: bounds)
    }
    guard let largest = measured.max(by: { abs($0.area) < abs($1.area) }), largest.area != 0 else { return [] }
    let outers = measured.filter { ($0.area > 0) == (largest.area > 0) }
    var parts = outers.map { outer -> (Path, CGRect) in
      var part = Path()
      for element in outer.elements { add(element, to: &part) }
      return (part, outer.bounds)
    }
    for hole in measured where (hole.area > 0) != (largest.area > 0) {
      let owner = parts.indices
        .filter { parts[$0].1.insetBy(dx: -0.01, dy: -0.01).contains(hole.bounds) }
        .min { parts[$0].1.width * parts[$0].1.height < parts[$1].1.width * parts[$1].1.height }
      guard let owner else { continue }
      for element in hole.elements { add(element, to: &parts[owner].0) }
    }
    return parts.sorted { $0.1.width * $0.1.height < $1.1.width * $1.1.height }.map(\.0)
  }

  /// The transform that shrinks an enclosure to its ring's inner edge.
  private static func ringInset(_ enclosure: SymbolVariants.Enclosure, width: CGFloat) -> CGAffineTransform {
    let thickness: CGFloat = 1.75
    let size = enclosure == .rectangle ? CGSize(width: 28, height: 16) : CGSize(width: 20, height: 20)
    let sx = (size.width - 2 * thickness) / size.width
    let sy = (size.height - 2 * thickness) / size.height
    return CGAffineTransform(translationX: -width / 2, y: -12)
      .concatenating(CGAffineTransform(scaleX: sx, y: sy))
      .concatenating(CGAffineTransform(translationX: width / 2, y: 12))
  }

  /// The base glyph on the 24-unit square: a glyph as drawn, or text set
  /// from glyphs and centred, fitted to 20 × 17 units (an enclosure then
  /// shrinks it; text inside one is fitted to 22 × 17.5 before that, so
  /// `50.circle` keeps its digits within the ring).
  private static func basePath(_ base: SymbolLibrary.Recipe.Base, enclosed: Bool, library: SymbolLibrary) -> Path? {
    switch base {
    case .glyph(let id):
      return library.glyph(id)?.path
    case .weather(let base):
      guard let pieces = weather(base, filled: true, library: library) else { return nil }
      var path = Path()
      for piece in pieces { path.addPath(piece.path) }
      return path
    case .text(let string):
      var path = Path()
      var x: CGFloat = 0
      for character in string {
        guard let glyph = library.glyph("txt:\(character)") else { return nil }
        path.addPath(glyph.path, transform: CGAffineTransform(translationX: x, y: 0))
        x += glyph.advance
      }
      let bounds = path.boundingRect
      guard bounds.width > 0, bounds.height > 0 else { return nil }
      let limit = enclosed ? CGSize(width: 22, height: 17.5) : CGSize(width: 20, height: 17)
      let scale = min(limit.width / bounds.width, limit.height / bounds.height, enclosed ? 1.05 : 1)
      return placed(path, scale: scale, from: CGPoint(x: bounds.midX, y: bounds.midY), at: center)
    }
  }

  /// A weather symbol as SF Symbols layers it: the cloud (primary; in the
  /// foreground style in multicolour, where SF leaves it undefined), a sun or moon behind it (secondary; the sun yellow)
  /// cut back around the cloud, what falls from it below (secondary: rain,
  /// heavy rain and drizzle cyan, a bolt yellow, snow, sleet, hail and fog
  /// in the foreground), drawn as strokes and dots 1.7 units thick. Nil
  /// when a glyph is missing.
  static func weather(_ base: String, filled: Bool, library: SymbolLibrary) -> [SymbolDrawing.Layer]? {
    func placed(_ id: String, size: CGFloat, center: CGPoint) -> Path? {
      guard let glyph = library.glyph(id) else { return nil }
      let bounds = glyph.path.boundingRect
      guard bounds.width > 0, bounds.height > 0 else { return nil }
      return SymbolComposer.placed(
        glyph.path, scale: size / max(bounds.width, bounds.height), from: CGPoint(x: bounds.midX, y: bounds.midY), at: center)
    }
    let stroke = StrokeStyle(lineWidth: 1.7, lineCap: .round)
    func lines(_ segments: [(CGPoint, CGPoint)]) -> Path {
      Path { path in
        for (a, b) in segments {
          path.move(to: a)
          path.addLine(to: b)
        }
      }.strokedPath(stroke)
    }
    func dots(_ centers: [CGPoint], radius: CGFloat) -> Path {
      Path { path in for c in centers { path.addEllipse(in: CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)) } }
    }
    let tokens = base.split(separator: ".").map(String.init)
    if base == "moon.stars" {
      guard let moon = placed("mdi:weather-night", size: 19, center: CGPoint(x: 10.5, y: 13)),
        let star = placed(filled ? "mdi:star-four-points" : "mdi:star-four-points-outline", size: 7, center: CGPoint(x: 18.5, y: 5.5))
      else { return nil }
      return [.init(path: moon, level: 0, part: .glyph), .init(path: star, level: 1, part: .glyph)]
    }
    let behind = tokens.contains("sun") ? "mdi:weather-sunny" : tokens.contains("moon") ? "mdi:weather-night" : nil
    let falls = ["heavyrain", "rain", "drizzle", "snow", "sleet", "hail", "bolt", "fog"].filter(tokens.contains)
    let cloudID = filled ? "mdi:cloud" : "mdi:cloud-outline"
    let cloudCenter: CGPoint = behind != nil
      ? CGPoint(x: 10.5, y: falls.isEmpty ? 14 : 11.5) : CGPoint(x: 12, y: falls.isEmpty ? 12 : 9.5)
    guard let cloud = placed(cloudID, size: behind != nil ? 17 : 20, center: cloudCenter) else { return nil }
    var layers: [SymbolDrawing.Layer] = [.init(path: cloud, level: 0, part: .glyph)]
    if let behind, var body = placed(behind, size: 13, center: CGPoint(x: 16.5, y: 7)) {
      // Cut back around the cloud, as SF's layers leave a gap.
      var margin = cloud
      margin.addPath(cloud.strokedPath(StrokeStyle(lineWidth: 3)))
      body = body.subtracting(margin)
      layers.insert(.init(path: body, level: 1, part: .glyph, multicolor: behind == "mdi:weather-sunny" ? .yellow : nil), at: 0)
    }
    let top = cloud.boundingRect.maxY + 1.8
    let xs: [CGFloat] = [8, 12, 16].map { $0 + (behind != nil ? -1.5 : 0) }
    var fall: Path?
    var color: Color?
    if falls.contains("bolt") {
      let boltCenter = CGPoint(x: xs[1], y: min(top + 3.2, 20.5))
      var bolt = placed("mdi:lightning-bolt", size: 8, center: boltCenter)
      if falls.contains("rain"), bolt != nil {
        bolt!.addPath(lines([(CGPoint(x: xs[0] + 0.6, y: top), CGPoint(x: xs[0] - 0.6, y: top + 3.5)),
          (CGPoint(x: xs[2] + 0.6, y: top), CGPoint(x: xs[2] - 0.6, y: top + 3.5))]))
      }
      (fall, color) = (bolt, .yellow)
    } else if falls.contains("heavyrain") {
      fall = lines(([xs[0] - 2, xs[0] + 2, xs[1] + 2, xs[2] + 2]).map { (CGPoint(x: $0 + 1, y: top), CGPoint(x: $0 - 1, y: top + 5)) })
      color = .cyan
    } else if falls.contains("rain") {
      fall = lines(xs.map { (CGPoint(x: $0 + 0.8, y: top), CGPoint(x: $0 - 0.8, y: top + 4)) })
      color = .cyan
    } else if falls.contains("drizzle") {
      fall = dots(xs.flatMap { [CGPoint(x: $0 + 0.5, y: top + 0.8), CGPoint(x: $0 - 0.5, y: top + 3.8)] }, radius: 0.9)
      color = .cyan
    } else if falls.contains("snow") {
      fall = dots(xs.enumerated().map { CGPoint(x: $1, y: top + ($0 % 2 == 0 ? 1 : 3.2)) }, radius: 1.25)
    } else if falls.contains("sleet") {
      var sleet = lines([(CGPoint(x: xs[0] + 0.7, y: top), CGPoint(x: xs[0] - 0.7, y: top + 3.6)),
        (CGPoint(x: xs[2] + 0.7, y: top), CGPoint(x: xs[2] - 0.7, y: top + 3.6))])
      sleet.addPath(dots([CGPoint(x: xs[1], y: top + 2)], radius: 1.25))
      fall = sleet
    } else if falls.contains("hail") {
      fall = dots(xs.map { CGPoint(x: $0, y: top + 2) }, radius: 1.4)
    } else if falls.contains("fog") {
      fall = lines([(CGPoint(x: 4, y: top + 0.5), CGPoint(x: 20, y: top + 0.5)), (CGPoint(x: 6, y: top + 3.5), CGPoint(x: 18, y: top + 3.5))])
    }
    if let fall { layers.append(.init(path: fall, level: 1, part: .glyph, multicolor: color)) }
    return layers
  }

  /// The marks SF draws as badges of their own (`b=plus` …).
  static let marks: Set<String> = ["plus", "minus", "checkmark", "xmark", "exclamationmark", "questionmark", "clock", "ellipsis"]

  /// The warning triangle of a `trianglebadge`, grown by `inset` units on
  /// every side (0: the triangle itself).
  private static func triangle(inflatedBy inset: CGFloat) -> Path {
    let outline = Path {
      $0.move(to: CGPoint(x: 19, y: 12.6))
      $0.addLine(to: CGPoint(x: 25, y: 23.2))
      $0.addLine(to: CGPoint(x: 13, y: 23.2))
      $0.closeSubpath()
    }
    // Rounded corners: the outline stroked round and filled.
    var path = outline.strokedPath(StrokeStyle(lineWidth: 1.6 + 2 * inset, lineJoin: .round))
    path.addPath(outline)
    return path.union(Path())
  }

  /// A badge's mark: at the bottom right, centred at (19, 19) and 10 units
  /// across; a triangle's there with its mark cut out; a dot at the top right.
  private static func badgePath(_ badge: SymbolLibrary.Recipe.Badge, library: SymbolLibrary) -> Path? {
    let c = CGPoint(x: 19, y: 19)
    let stroke = StrokeStyle(lineWidth: 1.9, lineCap: .round, lineJoin: .round)
    func fitted(_ path: Path, size: CGFloat, at point: CGPoint) -> Path? {
      let bounds = path.boundingRect
      guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
      return placed(path, scale: min(size / bounds.width, size / bounds.height), from: CGPoint(x: bounds.midX, y: bounds.midY), at: point)
    }
    switch badge {
    case .dot:
      return Path(ellipseIn: CGRect(x: 19.5 - 3.5, y: 4.5 - 3.5, width: 7, height: 7))
    case .triangle(let markName):
      var mark = Path()
      if let glyph = library.glyph(markName == "questionmark" ? "txt:?" : "txt:!"),
        let placedMark = fitted(glyph.path, size: 5.2, at: CGPoint(x: 19, y: 19.6))
      {
        mark = placedMark
      }
      return triangle(inflatedBy: 0).subtracting(mark)
    case .symbol(let name):
      // Another symbol's drawing (its own badge left off), fitted.
      // A name that isn't a symbol itself (`person.crop`) by its longest
      // leading part that is (`person`).
      var words = name.split(separator: ".")
      while !words.isEmpty, !library.contains(words.joined(separator: ".")) { words.removeLast() }
      guard var recipe = library.recipe(named: words.joined(separator: ".")) else { return nil }
      recipe.badge = nil
      guard let drawing = SymbolComposer.drawing(recipe, library: library) else { return nil }
      return fitted(drawing.monochrome, size: 10, at: c)
    case .mark(let mark):
      return markPath(mark, library: library, at: c, stroke: stroke)
    }
  }

  /// One of SF's own badge marks, centred at `c`, 10 units across.
  private static func markPath(_ mark: String, library: SymbolLibrary, at c: CGPoint, stroke: StrokeStyle) -> Path? {
    switch mark {
    case "plus":
      return Path {
        $0.move(to: CGPoint(x: c.x - 4, y: c.y)); $0.addLine(to: CGPoint(x: c.x + 4, y: c.y))
        $0.move(to: CGPoint(x: c.x, y: c.y - 4)); $0.addLine(to: CGPoint(x: c.x, y: c.y + 4))
      }.strokedPath(stroke)
    case "minus":
      return Path { $0.move(to: CGPoint(x: c.x - 4, y: c.y)); $0.addLine(to: CGPoint(x: c.x + 4, y: c.y)) }
        .strokedPath(stroke)
    case "checkmark":
      return Path {
        $0.move(to: CGPoint(x: c.x - 4, y: c.y + 0.2)); $0.addLine(to: CGPoint(x: c.x - 1.2, y: c.y + 3))
        $0.addLine(to: CGPoint(x: c.x + 4, y: c.y - 3.6))
      }.strokedPath(stroke)
    case "xmark":
      return Path {
        $0.move(to: CGPoint(x: c.x - 3.2, y: c.y - 3.2)); $0.addLine(to: CGPoint(x: c.x + 3.2, y: c.y + 3.2))
        $0.move(to: CGPoint(x: c.x + 3.2, y: c.y - 3.2)); $0.addLine(to: CGPoint(x: c.x - 3.2, y: c.y + 3.2))
      }.strokedPath(stroke)
    default:
      let ids = ["exclamationmark": "txt:!", "questionmark": "txt:?", "clock": "mdi:clock", "ellipsis": "mdi:dots-horizontal"]
      guard let id = ids[mark], let glyph = library.glyph(id) else { return nil }
      let bounds = glyph.path.boundingRect
      guard bounds.width > 0, bounds.height > 0 else { return nil }
      return placed(
        glyph.path, scale: min(10 / bounds.width, 10 / bounds.height), from: CGPoint(x: bounds.midX, y: bounds.midY), at: c)
    }
  }
}
