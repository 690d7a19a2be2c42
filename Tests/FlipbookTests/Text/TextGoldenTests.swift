@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Text drawn, each golden looked at: styles, weights and designs, wrapping,
/// truncation, alignment, baselines, emoji, right-to-left scripts, Canvas.
/// Scale 2 on white. Tolerance: ±2/255 per channel.
@Suite struct TextGoldenTests {
  func expectText<V: View>(_ view: V, width: CGFloat = 300, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let renderer = ImageRenderer(content: view.frame(width: width).padding(8).background(Color.white))
    renderer.scale = 2
    expectGolden(try #require(try renderer.render()), named: name, tolerance: .antialiasing, sourceLocation: sourceLocation)
  }

  @Test func everyTextStyle() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      ForEach(Font.TextStyle.allCases, id: \.self) { style in
        Text("\(String(describing: style)) \(Int(style.size))").font(.system(style))
      }
    }
    try expectText(view.frame(maxWidth: .infinity, alignment: .leading), named: "text-styles")
  }

  @Test func weightsAndDesigns() throws {
    let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    let view = VStack(alignment: .leading, spacing: 2) {
      ForEach(weights.indices, id: \.self) { i in
        Text("Weight \(weights[i].value)").font(.system(size: 17, weight: weights[i]))
      }
      Text("Default design").font(.system(.body, design: .default))
      Text("Serif design").font(.system(.body, design: .serif))
      Text("Rounded design").font(.system(.body, design: .rounded))
      Text("Monospaced design 0123").font(.system(.body, design: .monospaced))
      Text("Italic ").italic() + Text("bold ").bold() + Text("underlined").underline()
        + Text(" struck").strikethrough(color: .red)
      Text("Tracking 3").tracking(3) + Text(" Kerning -1").kerning(-1) + Text(" raised").baselineOffset(6).font(.caption)
      Text("Digits 1111 / 8888").monospacedDigit()
      Text("Markdown: **bold**, *italic*, ~~struck~~, `code`, [a link](https://example.com)")
    }
    try expectText(view.frame(maxWidth: .infinity, alignment: .leading), named: "text-weights-designs")
  }

  static let pangram = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun."

  @Test(arguments: [240, 160, 90] as [CGFloat])
  func wrapping(width: CGFloat) throws {
    let view = Text(Self.pangram).border(Color.red.opacity(0.4))
    try expectText(view, width: width, named: "text-wrap-\(Int(width))")
  }

  @Test func truncationModes() throws {
    let view = VStack(alignment: .leading) {
      Text(Self.pangram).truncationMode(.head)
      Text(Self.pangram).truncationMode(.middle)
      Text(Self.pangram).truncationMode(.tail)
      Text(Self.pangram).lineLimit(2)
    }.lineLimit(1)
    try expectText(view, width: 220, named: "text-truncation")
  }

  @Test func multilineAlignment() throws {
    let view = VStack(spacing: 12) {
      Text(Self.pangram).multilineTextAlignment(.center).border(Color.blue.opacity(0.3))
      Text(Self.pangram).multilineTextAlignment(.trailing).border(Color.blue.opacity(0.3))
    }
    try expectText(view, width: 200, named: "text-multiline-alignment")
  }

  @Test func baselineAlignmentAcrossFonts() throws {
    let view = VStack(spacing: 16) {
      HStack(alignment: .firstTextBaseline) {
        Text("Large").font(.largeTitle)
        Text("body").font(.body)
        Text("caption").font(.caption)
        Color.orange.frame(width: 12, height: 12)
      }
      HStack(alignment: .lastTextBaseline) {
        Text("Two\nlines").font(.title)
        Text("last").font(.footnote)
      }
    }
    try expectText(view, named: "text-baselines")
  }

  @Test func emoji() throws {
    let view = VStack {
      Text("⭐⭐⭐⭐⭐ 5 stars")
      Text("🥑🍞 Avocado toast 👍🏽").font(.title2)
    }
    try expectText(view, named: "text-emoji")
  }

  @Test func rightToLeftScripts() throws {
    let view = HStack {
      Text("שלום עולם")
      Text("مرحبا بالعالم")
      Text("Hello")
    }
    try expectText(view, named: "text-rtl")
  }

  /// Chinese, Japanese and Korean through the Noto Sans CJK fallback, in
  /// the weights it has, beside Latin in Inter.
  @Test func chineseJapaneseAndKorean() throws {
    let view = VStack(alignment: .leading, spacing: 4) {
      Text("你好，世界 Hello")
      Text("こんにちは、世界").font(.headline)
      Text("아이템 0 · 안녕하세요").bold()
      Text("混在 mixed テキスト 텍스트").font(.caption)
    }
    try expectText(view.frame(maxWidth: .infinity, alignment: .leading), named: "text-cjk")
  }

  @Test func textInCanvas() throws {
    let view = Canvas { context, size in
      context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.gray), lineWidth: 1)
      context.draw(Text("Centred").font(.headline), at: CGPoint(x: size.width / 2, y: 20))
      context.draw(Text("Top leading anchor").foregroundColor(.blue), at: CGPoint(x: 10, y: 40), anchor: .topLeading)
      context.draw(Text(Self.pangram).font(.caption), in: CGRect(x: 10, y: 70, width: 180, height: 40))
      var resolved = context.resolve(Text("Resolved, shaded"))
      resolved.shading = .color(.red)
      let size = resolved.measure(in: CGSize(width: 300, height: 100))
      context.draw(resolved, at: CGPoint(x: 290 - size.width, y: 120), anchor: .topLeading)
    }
    try expectText(view.frame(height: 150), named: "text-canvas")
  }
}
