import Foundation

// # Text renderers (iOS 18)
//
// A `TextRenderer` draws a text itself: SwiftUI lays the text out as
// usual and hands `draw(layout:in:)` the laid-out lines, each a sequence
// of runs (stretches of one style), each a sequence of glyph slices, with
// their typographic bounds and the `customAttribute`s the text set on
// them; the renderer draws them (or not) through a `GraphicsContext` it
// may move, fade, blur or filter per line, run or glyph, as wave and
// reveal effects do. Flipbook lays the text out with Pango as for any
// text, builds the same collections from that layout, and draws each part
// as the paragraph with every other glyph left out, so a glyph drawn
// through the renderer sits exactly where plain text puts it. What the
// renderer draws is recorded like a `Canvas` (in the text's frame grown by
// `displayPadding`). The layout, size and baselines stay the text's own
// unless the renderer's `sizeThatFits` says otherwise.

/// A value a text carries on some of its runs for a `TextRenderer` to
/// read, as SwiftUI's `TextAttribute`: set with `Text.customAttribute(_:)`.
public protocol TextAttribute: Hashable {}

/// The custom attributes of a text's run, by their type.
struct TextCustomAttributes: Equatable, @unchecked Sendable {
  // Hashable values, read back only as their own type; copied by value.
  var values: [ObjectIdentifier: AnyHashable] = [:]

  /// These with `outer`'s filling the types unset here.
  func merged(under outer: TextCustomAttributes) -> TextCustomAttributes {
    TextCustomAttributes(values: values.merging(outer.values) { inner, _ in inner })
  }

  subscript<T: TextAttribute>(_ type: T.Type) -> T? { values[ObjectIdentifier(type)]?.base as? T }
}

extension Text {
  /// This text carrying `value` on all its runs, for a `TextRenderer` to
  /// read (`run[MyAttribute.self]`), as SwiftUI's `customAttribute(_:)`.
  /// Drawn as before by anything else.
  public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
    var text = self
    for index in text.segments.indices {
      text.segments[index].attributes.custom.values[ObjectIdentifier(T.self)] = AnyHashable(value)
    }
    return text
  }
}

/// A text laid out with what its runs are drawn as and carry: what a
/// renderer's `Text.Layout` walks.
struct TextRenderSource: Equatable, @unchecked Sendable {
  var layout: TextLayout
  var styles: [TextRunStyle]
  var custom: [TextCustomAttributes]
}

/// Draws text itself, as SwiftUI's `TextRenderer` (iOS 18): set with
/// `.textRenderer(_:)` on a view; every `Text` inside is drawn by it.
public protocol TextRenderer: Animatable {
  /// Draws `layout` (the text's lines, runs and glyphs) into `ctx`.
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
  /// The text's size for `proposal`: by default the text's own.
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  /// How far beyond the text's frame what it draws may reach (drawn, not
  /// laid out): none by default.
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  /// The text's own size.
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
  /// No padding.
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes, as SwiftUI's `TextProxy`.
public struct TextProxy {
  let measure: (ProposedViewSize) -> CGSize
  /// The text's own size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

extension Text {
  /// A text laid out, as a renderer receives it: its lines, as SwiftUI's
  /// `Text.Layout`.
  public struct Layout: RandomAccessCollection, Equatable {
    let item: TextRenderSource
    /// Each line's glyph runs, worked out once for every part walked.
    let parts: [[TextLayout.RunPart]]

    init(item: TextRenderSource) {
      self.item = item
      parts = item.layout.lines.indices.map { item.layout.runParts(ofLine: $0) }
    }

    /// Whether lines were cut to fit.
    public var isTruncated: Bool { item.layout.isTruncated }
    public var startIndex: Int { 0 }
    public var endIndex: Int { parts.count }
    public subscript(index: Int) -> Line { Line(item: item, index: index, parts: parts[index]) }

    public static func == (a: Layout, b: Layout) -> Bool { a.item == b.item }

    /// A line's, run's or glyph's extent, as SwiftUI's
    /// `Text.Layout.TypographicBounds`: `origin` on the baseline at the
    /// start, in the text's coordinates.
    public struct TypographicBounds: Equatable, Sendable {
      public var origin: CGPoint
      public var width: CGFloat
      public var ascent: CGFloat
      public var descent: CGFloat
      public var leading: CGFloat
      /// From the top of the ascent to the bottom of the descent.
      public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
    }

    /// One line: its runs, as SwiftUI's `Text.Layout.Line`.
    public struct Line: RandomAccessCollection, Equatable {
      let item: TextRenderSource
      let index: Int
      /// The line's glyph runs.
      let parts: [TextLayout.RunPart]

      var line: TextLayout.Line { item.layout.lines[index] }

      public var startIndex: Int { 0 }
      public var endIndex: Int { parts.count }
      public subscript(run: Int) -> Run { Run(item: item, line: index, index: run, part: parts[run]) }

      /// Where the line starts on its baseline.
      public var origin: CGPoint { CGPoint(x: line.x, y: line.baseline) }
      /// The line's extent.
      public var typographicBounds: TypographicBounds {
        TypographicBounds(origin: origin, width: line.width, ascent: line.ascent, descent: line.descent, leading: line.leading)
      }

      public static func == (a: Line, b: Line) -> Bool { a.item == b.item && a.index == b.index }
    }

    /// A stretch of one style in a line: its glyphs, as SwiftUI's
    /// `Text.Layout.Run`.
    public struct Run: RandomAccessCollection, Equatable {
      let item: TextRenderSource
      let line: Int
      let index: Int
      /// The run's glyphs and ends.
      let part: TextLayout.RunPart

      var lineLayout: TextLayout.Line { item.layout.lines[line] }

      public var startIndex: Int { 0 }
      public var endIndex: Int { part.glyphs.count }
      public subscript(glyph: Int) -> RunSlice { RunSlice(run: self, indices: glyph..<(glyph + 1)) }
      /// Some of the run's glyphs, as one slice.
      public func slice(_ bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }

      /// The value of the custom attribute `type` the run carries.
      public subscript<T: TextAttribute>(_ type: T.Type) -> T? {
        let styles = item.custom
        return styles.indices.contains(part.runIndex) ? styles[part.runIndex][type] : nil
      }

      /// The run's extent.
      public var typographicBounds: TypographicBounds {
        TypographicBounds(
          origin: CGPoint(x: lineLayout.x + part.minX, y: lineLayout.baseline), width: part.maxX - part.minX,
          ascent: lineLayout.ascent, descent: lineLayout.descent, leading: lineLayout.leading)
      }

      /// Left to right (Flipbook lays text out left to right).
      public var layoutDirection: LayoutDirection { .leftToRight }

      public static func == (a: Run, b: Run) -> Bool { a.item == b.item && a.line == b.line && a.index == b.index }
    }

    /// Some glyphs of a run, as SwiftUI's `Text.Layout.RunSlice`.
    public struct RunSlice: RandomAccessCollection, Equatable {
      /// The run it is part of.
      public let run: Run
      /// Which of the run's glyphs.
      public let indices: Range<Int>

      public var startIndex: Int { indices.lowerBound }
      public var endIndex: Int { indices.upperBound }
      public subscript(glyph: Int) -> RunSlice { RunSlice(run: run, indices: glyph..<(glyph + 1)) }

      /// The value of the custom attribute `type` the run carries.
      public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }

      /// The slice's extent.
      public var typographicBounds: TypographicBounds {
        let glyphs = run.part.glyphs
        let range = indices.clamped(to: glyphs.indices)
        let line = run.lineLayout
        guard let first = range.first else {
          return TypographicBounds(origin: run.typographicBounds.origin, width: 0, ascent: line.ascent, descent: line.descent, leading: line.leading)
        }
        let minX = glyphs[first].minX, maxX = glyphs[range.upperBound - 1].maxX
        return TypographicBounds(
          origin: CGPoint(x: line.x + minX, y: line.baseline), width: maxX - minX, ascent: line.ascent,
          descent: line.descent, leading: line.leading)
      }
    }
  }
}

extension GraphicsContext {
  /// How a text renderer's parts are drawn, as SwiftUI's
  /// `GraphicsContext.Text.Layout` drawing options.
  public struct TextDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Glyph positions are not rounded to the pixel grid (Flipbook's never are).
    public static let disablesSubpixelQuantization = TextDrawingOptions(rawValue: 1)
  }

  /// Draws `line` where the text lays it out.
  public func draw(_ line: Text.Layout.Line, options: TextDrawingOptions = []) {
    draw(line.item.layout.keeping(line: line.index), at: .zero, styles: line.item.styles)
  }

  /// Draws `run` where the text lays it out.
  public func draw(_ run: Text.Layout.Run, options: TextDrawingOptions = []) {
    draw(run.item.layout.keeping(line: run.line, run: run.index), at: .zero, styles: run.item.styles)
  }

  /// Draws the glyphs of `slice` where the text lays them out.
  public func draw(_ slice: Text.Layout.RunSlice, options: TextDrawingOptions = []) {
    let run = slice.run
    draw(run.item.layout.keeping(line: run.line, run: run.index, glyphs: slice.indices), at: .zero, styles: run.item.styles)
  }
}

private struct TextRendererKey: EnvironmentKey {
  static var defaultValue: (any TextRenderer)? { nil }
}

extension EnvironmentValues {
  /// The renderer texts here are drawn by (`textRenderer(_:)`).
  var textRenderer: (any TextRenderer)? {
    get { self[TextRendererKey.self] }
    set { self[TextRendererKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws every text here with `renderer`, as SwiftUI's `textRenderer(_:)`
  /// (iOS 18; see the essay above TextRenderer.swift).
  public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
    modifier(_EnvironmentModifier { $0.textRenderer = renderer })
  }
}

extension GraphicsContext.Shading {
  /// A shape style as a shading, as SwiftUI's `Shading.style(_:)`: its
  /// colour (hierarchical levels such as `.green.secondary` included) or
  /// gradient, resolved in the default environment (light appearance) and,
  /// for a gradient, over the unit square: Flipbook makes the shading
  /// before a context is given it.
  public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContext.Shading {
    style._shading(in: CGRect(x: 0, y: 0, width: 1, height: 1), environment: EnvironmentValues())
  }
}
