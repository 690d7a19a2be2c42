import FlipbookCore
import FlipbookTesting
import Foundation
import Rasterizer
import Testing

/// One sheet of drawings per feature, each compared with a golden image at
/// scale 1 and 3. Tolerance: every channel within 2/255 (Cairo's output is
/// deterministic for one build; the slack absorbs pixman rounding changes).
@Suite struct GoldenTests {
  struct Sheet: CustomTestStringConvertible, Sendable {
    let name: String
    let size: CGSize
    let draw: @Sendable (inout GraphicsContext) -> Void
    var testDescription: String { name }
  }

  static let sheets: [Sheet] = [
    Sheet(name: "shadings", size: CGSize(width: 240, height: 130), draw: drawShadings),
    Sheet(name: "strokes", size: CGSize(width: 240, height: 150), draw: drawStrokes),
    Sheet(name: "blend-modes", size: CGSize(width: 280, height: 140), draw: drawBlendModes),
    Sheet(name: "clips", size: CGSize(width: 240, height: 70), draw: drawClips),
    Sheet(name: "shadows", size: CGSize(width: 240, height: 80), draw: drawShadows),
    Sheet(name: "paths", size: CGSize(width: 240, height: 80), draw: drawPaths),
  ]

  @Test(arguments: sheets, [1, 3] as [CGFloat])
  func sheetMatchesGolden(sheet: Sheet, scale: CGFloat) throws {
    let bitmap = try Bitmap.render(size: sheet.size, scale: scale) { context in
      context.fill(Path(CGRect(origin: .zero, size: sheet.size)), with: .color(white: 0.97))
      sheet.draw(&context)
    }
    expectGolden(bitmap, named: "\(sheet.name)@\(Int(scale))x", tolerance: .antialiasing)
  }
}

private let rainbow = Gradient(colors: [.red, .orange, .yellow, .green, .blue, .purple])
private let twoTone = Gradient(stops: [
  .init(color: Color(hex: 0x1F6FEB), location: 0.2), .init(color: Color(hex: 0xF9BBC4), location: 0.8),
])

/// Row 1: flat colour, linear, radial, conic. Row 2: linear repeat, mirror,
/// linearColor, and a conic with hard stops at 45°.
@Sendable private func drawShadings(_ context: inout GraphicsContext) {
  let tile = CGRect(x: 0, y: 0, width: 50, height: 50)
  func at(_ column: Int, _ row: Int) -> CGRect { tile.offsetBy(dx: 8 + CGFloat(column) * 58, dy: 8 + CGFloat(row) * 60) }
  context.fill(Path(roundedRect: at(0, 0), cornerRadius: 8), with: .color(.indigo))
  context.fill(Path(at(1, 0)), with: .linearGradient(rainbow, startPoint: at(1, 0).origin,
    endPoint: CGPoint(x: at(1, 0).maxX, y: at(1, 0).maxY)))
  context.fill(Path(ellipseIn: at(2, 0)), with: .radialGradient(twoTone, center: CGPoint(x: at(2, 0).midX, y: at(2, 0).midY),
    startRadius: 4, endRadius: 25))
  context.fill(Path(ellipseIn: at(3, 0)), with: .conicGradient(rainbow, center: CGPoint(x: at(3, 0).midX, y: at(3, 0).midY)))
  let r = at(0, 1)
  context.fill(Path(r), with: .linearGradient(twoTone, startPoint: CGPoint(x: r.minX + 10, y: 0),
    endPoint: CGPoint(x: r.minX + 25, y: 0), options: .repeat))
  let m = at(1, 1)
  context.fill(Path(m), with: .linearGradient(twoTone, startPoint: CGPoint(x: m.minX + 10, y: 0),
    endPoint: CGPoint(x: m.minX + 25, y: 0), options: .mirror))
  let l = at(2, 1)
  context.fill(Path(l), with: .linearGradient(Gradient(colors: [.red, .green]), startPoint: CGPoint(x: l.minX, y: 0),
    endPoint: CGPoint(x: l.maxX, y: 0), options: .linearColor))
  let c = at(3, 1)
  let hard = Gradient(stops: [
    .init(color: .yellow, location: 0), .init(color: .yellow, location: 0.25),
    .init(color: .teal, location: 0.25), .init(color: .teal, location: 0.75), .init(color: .pink, location: 0.75),
  ])
  context.fill(Path(c), with: .conicGradient(hard, center: CGPoint(x: c.midX, y: c.midY), angle: .degrees(45)))
}

/// Caps × joins on a zig-zag, dashes with round caps and a phase, a
/// hairline under a 4× scale, a miter limit, and arcs in both directions.
@Sendable private func drawStrokes(_ context: inout GraphicsContext) {
  let caps: [CGLineCap] = [.butt, .round, .square]
  let joins: [CGLineJoin] = [.miter, .round, .bevel]
  for (i, (cap, join)) in zip(caps, joins).enumerated() {
    let x = 14 + CGFloat(i) * 52
    var zigzag = Path()
    zigzag.move(to: CGPoint(x: x, y: 40))
    zigzag.addLine(to: CGPoint(x: x + 14, y: 12))
    zigzag.addLine(to: CGPoint(x: x + 28, y: 40))
    context.stroke(zigzag, with: .color(.blue), style: StrokeStyle(lineWidth: 9, lineCap: cap, lineJoin: join))
    context.stroke(zigzag, with: .color(.white), lineWidth: 0)
  }
  var line = Path()
  line.move(to: CGPoint(x: 14, y: 62))
  line.addLine(to: CGPoint(x: 226, y: 62))
  context.stroke(line, with: .color(.red), style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [12, 10], dashPhase: 4))
  var hairlineContext = context
  hairlineContext.scaleBy(x: 4, y: 4)
  var hairline = Path()
  hairline.move(to: CGPoint(x: 3.5, y: 18.5))
  hairline.addLine(to: CGPoint(x: 56, y: 19.5))
  hairlineContext.stroke(hairline, with: .color(.black), style: StrokeStyle(lineWidth: 0, dash: [3, 1]))
  var spike = Path()
  spike.move(to: CGPoint(x: 170, y: 44))
  spike.addLine(to: CGPoint(x: 190, y: 14))
  spike.addLine(to: CGPoint(x: 196, y: 44))
  context.stroke(spike, with: .color(.green), style: StrokeStyle(lineWidth: 5, miterLimit: 2))
  var spikeFar = spike.applying(CGAffineTransform(translationX: 30, y: 0))
  spikeFar.closeSubpath()
  context.stroke(spikeFar, with: .color(.green), style: StrokeStyle(lineWidth: 5, miterLimit: 20))
  var arcs = Path()
  arcs.addArc(center: CGPoint(x: 60, y: 110), radius: 25, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
  context.stroke(arcs, with: .color(.orange), lineWidth: 5)
  var otherWay = Path()
  otherWay.addArc(center: CGPoint(x: 150, y: 110), radius: 25, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
  context.stroke(otherWay, with: .color(.purple), lineWidth: 5)
}

/// Every blend mode: a row of discs over a two-colour ground.
@Sendable private func drawBlendModes(_ context: inout GraphicsContext) {
  let modes: [GraphicsContext.BlendMode] = [
    .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
    .difference, .exclusion, .hue, .saturation, .color, .luminosity, .plusDarker, .plusLighter,
  ]
  for (i, mode) in modes.enumerated() {
    let cell = CGRect(x: 6 + CGFloat(i % 6) * 45, y: 6 + CGFloat(i / 6) * 45, width: 40, height: 40)
    context.fill(Path(CGRect(x: cell.minX, y: cell.minY, width: 40, height: 20)), with: .color(.teal))
    context.fill(Path(CGRect(x: cell.minX, y: cell.midY, width: 40, height: 20)), with: .color(.yellow))
    var blended = context
    blended.blendMode = mode
    blended.fill(Path(ellipseIn: cell.insetBy(dx: 6, dy: 6)), with: .color(Color(red: 0.9, green: 0.3, blue: 0.5)))
  }
}

/// A clip to a circle, an inverse clip, an even-odd ring clip, and nested
/// clips under a rotation.
@Sendable private func drawClips(_ context: inout GraphicsContext) {
  let stripes = { (c: GraphicsContext, origin: CGFloat) in
    for i in 0..<10 {
      c.fill(Path(CGRect(x: origin + CGFloat(i) * 6, y: 5, width: 3, height: 60)), with: .color(.blue))
    }
  }
  var a = context
  a.clip(to: Path(ellipseIn: CGRect(x: 5, y: 5, width: 55, height: 55)))
  stripes(a, 5)
  var b = context
  b.clip(to: Path(ellipseIn: CGRect(x: 65, y: 5, width: 55, height: 55)), options: .inverse)
  stripes(b, 65)
  var c = context
  var ring = Path(ellipseIn: CGRect(x: 125, y: 5, width: 55, height: 55))
  ring.addEllipse(in: CGRect(x: 140, y: 20, width: 25, height: 25))
  c.clip(to: ring, style: FillStyle(eoFill: true))
  stripes(c, 125)
  var d = context
  d.translateBy(x: 212, y: 32)
  d.rotate(by: .degrees(30))
  d.clip(to: Path(CGRect(x: -20, y: -20, width: 40, height: 40)))
  d.rotate(by: .degrees(30))
  d.clip(to: Path(CGRect(x: -20, y: -20, width: 40, height: 40)))
  d.fill(Path(CGRect(x: -30, y: -30, width: 60, height: 60)), with: .color(.pink))
}

/// A drop shadow, a shadow above, an inner shadow, a blurred shape, and a
/// half-opaque layer with a shadow.
@Sendable private func drawShadows(_ context: inout GraphicsContext) {
  var a = context
  a.addFilter(.shadow(color: .black.opacity(0.5), radius: 4, x: 3, y: 3))
  a.fill(Path(roundedRect: CGRect(x: 10, y: 15, width: 30, height: 40), cornerRadius: 6), with: .color(.orange))
  var b = context
  b.addFilter(.shadow(color: .blue, radius: 2, x: 0, y: 0, options: .shadowAbove))
  b.fill(Path(ellipseIn: CGRect(x: 55, y: 15, width: 40, height: 40)), with: .color(.white))
  var c = context
  c.addFilter(.shadow(color: .black, radius: 3, x: 2, y: 3, options: .invertsAlpha))
  c.fill(Path(roundedRect: CGRect(x: 105, y: 15, width: 40, height: 40), cornerRadius: 10), with: .color(.mint))
  var d = context
  d.addFilter(.blur(radius: 3))
  d.fill(Path(CGRect(x: 160, y: 20, width: 25, height: 30)), with: .color(.red))
  var e = context
  e.opacity = 0.6
  e.addFilter(.shadow(radius: 3, y: 4))
  e.drawLayer { layer in
    layer.fill(Path(ellipseIn: CGRect(x: 195, y: 15, width: 28, height: 28)), with: .color(.purple))
    layer.fill(Path(ellipseIn: CGRect(x: 207, y: 30, width: 28, height: 28)), with: .color(.purple))
  }
}

/// Quad and cubic curves, an even-odd ring beside a non-zero one, and an
/// aliased circle.
@Sendable private func drawPaths(_ context: inout GraphicsContext) {
  var curves = Path()
  curves.move(to: CGPoint(x: 8, y: 70))
  curves.addQuadCurve(to: CGPoint(x: 60, y: 70), control: CGPoint(x: 34, y: -10))
  curves.addCurve(to: CGPoint(x: 60, y: 10), control1: CGPoint(x: 20, y: 50), control2: CGPoint(x: 100, y: 30))
  curves.closeSubpath()
  context.fill(curves, with: .color(.cyan))
  context.stroke(curves, with: .color(.black), lineWidth: 1)
  var ring = Path(ellipseIn: CGRect(x: 90, y: 10, width: 60, height: 60))
  ring.addEllipse(in: CGRect(x: 105, y: 25, width: 30, height: 30))
  context.fill(ring, with: .color(.green), style: FillStyle(eoFill: true))
  // Both ellipses wind the same way: non-zero fills the hole too.
  context.fill(ring.applying(CGAffineTransform(translationX: 70, y: 0)), with: .color(.green))
  context.fill(Path(ellipseIn: CGRect(x: 222, y: 30, width: 14, height: 14)), with: .color(.black),
    style: FillStyle(antialiased: false))
}
