import FlipbookCore
import Foundation
@testable import Rasterizer
import Testing

/// A recording replayed draws the very pixels the closure draws straight
/// to a canvas, in the replay context's place (a translation, an outer
/// clip, an outer filter), and equal drawings record equal values.
@Suite struct RecordingTests {
  /// Every kind of call and state a Canvas closure uses.
  static func drawing(_ context: inout GraphicsContext, size: CGSize) {
    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
    context.fill(Path(ellipseIn: CGRect(x: 4, y: 4, width: 30, height: 20)), with: .color(.blue))
    var rotated = context
    rotated.translateBy(x: 50, y: 20)
    rotated.rotate(by: .degrees(30))
    rotated.opacity = 0.6
    rotated.stroke(Path(roundedRect: CGRect(x: -12, y: -8, width: 24, height: 16), cornerRadius: 4),
      with: .linearGradient(Gradient(colors: [.red, .yellow]), startPoint: CGPoint(x: -12, y: 0), endPoint: CGPoint(x: 12, y: 0)),
      style: StrokeStyle(lineWidth: 3, dash: [4, 2]))
    var shadowed = context
    shadowed.addFilter(.shadow(color: .black.opacity(0.5), radius: 3, x: 2, y: 2))
    shadowed.clip(to: Path(CGRect(x: 0, y: 30, width: 70, height: 30)))
    shadowed.fill(Path(CGRect(x: 10, y: 36, width: 24, height: 12)), with: .color(.green))
    context.stroke(Path { $0.move(to: CGPoint(x: 0, y: 58)); $0.addLine(to: CGPoint(x: size.width, y: 58)) },
      with: .color(.gray), lineWidth: 0)
    context.drawLayer { layer in
      layer.blendMode = .multiply
      layer.fill(Path(CGRect(x: 40, y: 34, width: 30, height: 20)), with: .color(.orange))
      let paragraph = TextParagraph(runs: [TextRun("Hi!", font: FontDescriptor(families: ["Inter"], size: 13, weight: 600))])
      layer.draw(TextLayout.make(paragraph, width: nil, height: nil), at: CGPoint(x: 44, y: 36),
        styles: [TextRunStyle(shading: .color(.primary))])
    }
  }

  /// `draw` straight to the canvas, and recorded then replayed, inside
  /// the same outer state (placed at (7, 5), under an outer clip and an
  /// outer blur).
  func bothWays(scale: CGFloat, colorScheme: ColorScheme = .light) throws -> (direct: Bitmap, replayed: Bitmap) {
    let size = CGSize(width: 80, height: 60)
    var environment = EnvironmentValues()
    environment.colorScheme = colorScheme
    func outer(_ context: inout GraphicsContext) {
      context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 96, height: 74)))
      context.addFilter(.blur(radius: 0.7))
      context.translateBy(x: 7, y: 5)
    }
    let direct = try Bitmap.render(size: CGSize(width: 96, height: 74), scale: scale, environment: environment) { context in
      outer(&context)
      context.clip(to: Path(CGRect(origin: .zero, size: size)))
      Self.drawing(&context, size: size)
    }
    let recording = try GraphicsContext.record(size: size, scale: scale, environment: environment) { context in
      context.clip(to: Path(CGRect(origin: .zero, size: size)))
      Self.drawing(&context, size: size)
    }
    let replayed = try Bitmap.render(size: CGSize(width: 96, height: 74), scale: scale, environment: EnvironmentValues()) {
      context in
      outer(&context)
      context.replay(recording)
    }
    return (direct, replayed)
  }

  @Test(arguments: [1.0, 2.0, 3.0]) func aReplayDrawsWhatTheClosureDrew(scale: Double) throws {
    let (direct, replayed) = try bothWays(scale: scale)
    #expect(direct.width == replayed.width && direct.height == replayed.height)
    #expect(direct.pixels == replayed.pixels)
    // The drawing is not empty (the comparison can fail).
    #expect(direct.pixels.contains { $0 != 0 && $0 != 255 })
  }

  /// Colours resolve when recorded: a recording made in dark mode
  /// replays dark wherever it is replayed.
  @Test func coloursResolveWhenRecorded() throws {
    let (direct, replayed) = try bothWays(scale: 1, colorScheme: .dark)
    #expect(direct.pixels == replayed.pixels)
    let light = try bothWays(scale: 1).direct
    #expect(light.pixels != direct.pixels, "the text is .primary: black in light, white in dark")
  }

  @Test func equalDrawingsRecordEqualValues() throws {
    func record(_ offset: CGFloat) throws -> GraphicsContext.Recording {
      try GraphicsContext.record(size: CGSize(width: 80, height: 60), scale: 2, environment: EnvironmentValues()) { context in
        context.translateBy(x: offset, y: 0)
        Self.drawing(&context, size: CGSize(width: 80, height: 60))
      }
    }
    let a = try record(0), b = try record(0), moved = try record(0.5)
    #expect(a == b)
    #expect(a != moved)
    #expect(a.calls.count == 6)
    #expect(a.description == b.description)
    let lines = a.description.split(separator: "\n")
    #expect(lines.first == "fill #FFFFFFFF M 0 0 L 80 0 L 80 60 L 0 60 Z")
    #expect(lines.contains { $0.hasPrefix("layer") })
    #expect(lines.contains { $0.contains("line \"Hi!\"") && $0.hasPrefix("    ") })
  }
}
