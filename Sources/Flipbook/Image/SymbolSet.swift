import Foundation

/// A custom symbol: an asset catalog's `Name.symbolset`, whose SVG is in
/// the template format Xcode and the SF Symbols app export.
///
/// ## The template
///
/// The SVG draws each variant of the symbol as a group in `<g id="Symbols">`
/// named weight-scale: `Regular-M`, `Bold-S`, `Ultralight-L`, … (nine weights
/// × small, medium, large; Xcode's newer templates carry only `Ultralight-S`,
/// `Regular-S` and `Black-S` and interpolate the rest). `<g id="Guides">`
/// holds, per scale, a `Baseline-S/M/L` and a `Capline-S/M/L` line, and per
/// variant a `left-margin-Regular-M` and a `right-margin-Regular-M` line.
/// The template is typeset at 100 points: the baseline-to-capline distance
/// (70.459 units) is SF Pro's cap height.
///
/// ## Sized like a symbol
///
/// A symbol beside text is scaled so that its capline distance is the cap
/// height of the current font (SF Pro's, 1443/2048 of the size, as
/// `SymbolTable` places the library's), and its baseline guide becomes the
/// image's text baseline, so `HStack(alignment: .firstTextBaseline)` sets it
/// on the line as SF Symbols are. Its frame is the variant's margins across
/// (its ink where the template has none) and its ink down.
///
/// The variant drawn is the nearest weight to the font's (`fontWeight`,
/// `bold()`, the font's own) at `imageScale`; a missing scale is drawn from
/// another scale's glyph enlarged or reduced by the ratio between the two
/// (small 0.8, medium 1, large 1.3 — Flipbook's stand-ins for SF Symbols'
/// scales). Weights are not interpolated: the nearest drawn weight is used.
///
/// Parsing is through librsvg, which resolves every transform and the
/// `<path>` or `<line>` form of a guide; the document is read and every
/// variant measured once per process (`ImageCatalog`), so a resolve only
/// scales numbers. Multicolour and hierarchical annotations are
/// ignored: a symbol is drawn as a template, filled with the foreground
/// style (SwiftUI's monochrome rendering), unless
/// `renderingMode(.original)` asks for its own colours.
struct SymbolSet {
  /// A drawable variant of the template, measured once.
  struct Variant {
    var id: String
    /// The weight on the OpenType scale (100 … 900).
    var weight: Int
    var scale: Image.Scale
    /// The variant alone, its frame (`box`) as the image; nil when the
    /// template lacks its scale's guides (`problem` says so).
    var source: ImageSource?
    /// Its frame in template units: margins across (ink without them),
    /// ink down.
    var box = CGRect.zero
    /// Its baseline guide below the frame's top, in template units.
    var baseline: CGFloat = 0
    /// Its scale's baseline-to-capline distance, in template units.
    var capHeight: CGFloat = 0
    /// Why it cannot be drawn, warned once when it is asked for.
    var problem: String?
  }

  /// A variant chosen for a font: its image (in template units), its size
  /// in points, and its baseline from its top in points.
  struct Glyph {
    var source: ImageSource
    var size: CGSize
    var baseline: CGFloat
  }

  static let weights: [(name: String, value: Int)] = [
    ("Ultralight", 100), ("Thin", 200), ("Light", 300), ("Regular", 400), ("Medium", 500),
    ("Semibold", 600), ("Bold", 700), ("Heavy", 800), ("Black", 900),
  ]
  static let scales: [(letter: String, scale: Image.Scale)] = [("S", .small), ("M", .medium), ("L", .large)]

  let variants: [Variant]
  let name: String

  /// Reads the set at `set` (its `Contents.json` names the SVG) and
  /// measures every variant, once.
  /// - Throws: `FlipbookError.image` when the JSON, the file or the
  ///   template is unusable.
  init(at set: URL, catalog: ImageCatalog) throws {
    name = set.deletingPathExtension().lastPathComponent
    let (path, json) = try ImageCatalog.contents(of: set, kind: "symbol set")
    let files = (json["symbols"] as? [[String: Any]] ?? []).compactMap { $0["filename"] as? String }
    guard let file = files.first else {
      throw FlipbookError.image(name: path, problem: .symbolSetHasNoFile)
    }
    let svgPath = set.appendingPathComponent(file).path
    let document = try catalog.source(at: svgPath, scale: 1)
    guard document.isSVGDocument else {
      throw FlipbookError.image(name: svgPath, problem: .notASymbolTemplate)
    }
    var variants: [Variant] = []
    for (letter, scale) in Self.scales {
      let baseline = document.svgElementBounds("Baseline-\(letter)")?.logical.midY
      let capline = document.svgElementBounds("Capline-\(letter)")?.logical.midY
      for (weightName, weight) in Self.weights {
        let id = "\(weightName)-\(letter)"
        guard let ink = document.svgElementBounds(id)?.ink else { continue }
        var variant = Variant(id: id, weight: weight, scale: scale)
        guard let baseline, let capline, baseline - capline > 0 else {
          variant.problem = "the symbol '\(name)' has no Baseline-\(letter) below a Capline-\(letter) guide; it is not drawn"
          variants.append(variant)
          continue
        }
        guard ink.width > 0, ink.height > 0 else {
          variant.problem = "the symbol '\(name)' draws nothing in its \(id) variant"
          variants.append(variant)
          continue
        }
        var left = ink.minX, right = ink.maxX
        if let margin = document.svgElementBounds("left-margin-\(id)")?.logical,
          let other = document.svgElementBounds("right-margin-\(id)")?.logical, other.minX > margin.maxX
        {
          (left, right) = (margin.maxX, other.minX)
        }
        variant.box = CGRect(x: left, y: ink.minY, width: right - left, height: ink.height)
        variant.source = document.svgElement(id, in: variant.box)
        variant.baseline = baseline - variant.box.minY
        variant.capHeight = baseline - capline
        variants.append(variant)
      }
    }
    guard !variants.isEmpty else {
      throw FlipbookError.image(name: svgPath, problem: .symbolTemplateHasNoVariant)
    }
    self.variants = variants
  }

  /// The variant for `weight` at `scale`: the nearest weight, then the
  /// requested scale, then medium.
  func variant(weight: Int, scale: Image.Scale) -> Variant {
    variants.min { a, b in
      let keyA = (abs(a.weight - weight), a.scale == scale ? 0 : a.scale == .medium ? 1 : 2, a.weight)
      let keyB = (abs(b.weight - weight), b.scale == scale ? 0 : b.scale == .medium ? 1 : 2, b.weight)
      return keyA < keyB
    }!
  }

  /// The symbol beside text of `fontSize` points in `weight`, at `scale`;
  /// nil (with one warning) when the chosen variant cannot be drawn.
  func glyph(fontSize: CGFloat, weight: Int, scale: Image.Scale) -> Glyph? {
    let variant = variant(weight: weight, scale: scale)
    guard let source = variant.source else {
      Warnings.once(variant.problem ?? "the symbol '\(name)' cannot draw its \(variant.id) variant")
      return nil
    }
    let pointsPerUnit = fontSize * SymbolTable.capHeight / variant.capHeight
      * SymbolTable.factor(scale) / SymbolTable.factor(variant.scale)
    return Glyph(
      source: source, size: CGSize(width: variant.box.width * pointsPerUnit, height: variant.box.height * pointsPerUnit),
      baseline: variant.baseline * pointsPerUnit)
  }
}
