import CImageQuant
import FlipbookCore

/// An RGBA palette entry.
struct PaletteColor: Hashable {
  var r: UInt8, g: UInt8, b: UInt8, a: UInt8

  /// The colour as a pixel of the encoders' RGBA buffers read as one word
  /// (memory order R, G, B, A: A B G R in a little-endian word).
  var word: UInt32 { UInt32(a) << 24 | UInt32(b) << 16 | UInt32(g) << 8 | UInt32(r) }
}

/// A frame region reduced to at most 256 colours.
struct QuantizedRegion {
  var indices: [UInt8]
  var palette: [PaletteColor]
  /// The single index standing for "transparent", if any pixel uses it.
  var transparentIndex: Int?
  /// When known, the largest squared distance (sRGB) from an opaque
  /// source pixel to the colour it will show: its entry's, or the
  /// background's where it is kept. `PaletteMap` reports it.
  var largestSquaredError: UInt32? = nil
}

/// One libimagequant result, reusable to remap later images onto the same
/// palette (the global-palette mode). Owns the C object.
final class QuantizationResult {
  let pointer: OpaquePointer
  init(_ pointer: OpaquePointer) { self.pointer = pointer }
  deinit { liq_result_destroy(pointer) }
}

/// Quantizes RGBA regions with libimagequant.
struct Quantizer {
  let options: GIFEncoder.Options

  /// Quantizes `rgba` (width × height). With a `background` of the same
  /// size — what the GIF shows there already — pixels the background
  /// represents well become the transparent index (libimagequant's
  /// background remapping). With `reusing`, the result's palette is used
  /// instead of fitting a new one. Returns the region and the result.
  func quantize(
    _ rgba: [UInt8], width: Int, height: Int, background: [UInt8]?, reusing: QuantizationResult?
  ) throws -> (QuantizedRegion, QuantizationResult) {
    try OpenMP.serially { try quantizeSerially(rgba, width: width, height: height, background: background, reusing: reusing) }
  }

  private func quantizeSerially(
    _ rgba: [UInt8], width: Int, height: Int, background: [UInt8]?, reusing: QuantizationResult?
  ) throws -> (QuantizedRegion, QuantizationResult) {
    guard let attr = liq_attr_create() else { throw EncoderError.imageQuantization(code: Int32(LIQ_OUT_OF_MEMORY.rawValue)) }
    defer { liq_attr_destroy(attr) }
    try check(liq_set_speed(attr, Int32(options.speed)))
    try check(liq_set_quality(attr, Int32(options.quality.lowerBound), Int32(options.quality.upperBound)))
    try check(liq_set_max_colors(attr, 256))

    return try rgba.withUnsafeBufferPointer { pixels in
      guard let image = liq_image_create_rgba(attr, pixels.baseAddress!, Int32(width), Int32(height), 0) else {
        throw EncoderError.imageQuantization(code: Int32(LIQ_INVALID_POINTER.rawValue))
      }
      defer { liq_image_destroy(image) }
      let transparent = liq_color(r: 0, g: 0, b: 0, a: 0)
      if reusing == nil { try check(liq_image_add_fixed_color(image, transparent)) }
      return try withBackground(background, width: width, height: height, attr: attr) { backgroundImage in
        if let backgroundImage { try check(liq_image_set_background(image, backgroundImage)) }
        let result: QuantizationResult
        if let reusing {
          result = reusing
        } else {
          var output: OpaquePointer?
          try check(liq_image_quantize(image, attr, &output))
          guard let output else { throw EncoderError.imageQuantization(code: Int32(LIQ_INVALID_POINTER.rawValue)) }
          result = QuantizationResult(output)
        }
        try check(liq_set_dithering_level(result.pointer, Float(options.dithering)))
        var indices = [UInt8](repeating: 0, count: width * height)
        try indices.withUnsafeMutableBytes { buffer in
          try check(liq_write_remapped_image(result.pointer, image, buffer.baseAddress!, buffer.count))
        }
        return (Self.mergingTransparentEntries(indices: indices, palette: Self.palette(of: result)), result)
      }
    }
  }

  /// A palette fitted to a whole animation's colours (libimagequant's
  /// histogram quantization, then `PaletteRefinement`), with a transparent
  /// entry for frame differencing; and those colours (packed 0xRRGGBB),
  /// which the encoder looks up in it ahead (`PaletteMap.prefill`).
  func quantizeHistogram(of histogram: ColorHistogram) throws -> (result: QuantizationResult, colors: [UInt32]) {
    let entries = histogram.entries
    let result = try OpenMP.serially { try fitPalette(to: entries) }
    return (result, entries.map(\.rgb))
  }

  /// From this many colours on, libimagequant fits the global palette on
  /// a team of two OpenMP threads (see `OpenMP`): the chart film's 78,581
  /// colours take 120 ms instead of 160. Below, the call is short and the
  /// team's second thread, which spins between and after libimagequant's
  /// parallel loops, would cost more CPU than it saves (in `render --all`,
  /// where the other core is drawing other films).
  static let teamedHistogramColors = 16_384

  /// The least libimagequant speed for a histogram of more colours than
  /// `PaletteRefinement.fullPassColors` whose palette is refined after:
  /// its slower speeds spend their time on k-means passes, which the
  /// refinement makes anyway. On the chart film (82,312 colours) speed 4
  /// took 110 ms and speed 7 40 ms, for the same 49.55 dB after
  /// refinement; on histograms of a few thousand colours (the pie chart)
  /// speed 7 gave 3 % more bytes, so they keep the speed asked for.
  static let speedBeforeRefinement = 7

  private func fitPalette(to entries: [(rgb: UInt32, count: Int)]) throws -> QuantizationResult {
    // libimagequant counts in 32 bits: long animations are scaled down.
    let largest = entries.lazy.map(\.count).max() ?? 1
    let scale = max(1, (largest + Int(UInt32.max) - 1) / Int(UInt32.max))
    let liqEntries = entries.map { entry in
      liq_histogram_entry(
        color: liq_color(r: UInt8(entry.rgb >> 16 & 0xFF), g: UInt8(entry.rgb >> 8 & 0xFF), b: UInt8(entry.rgb & 0xFF), a: 255),
        count: UInt32(max(1, entry.count / scale)))
    }
    let team: Int32 = entries.count >= Self.teamedHistogramColors ? 2 : 1
    let refines = options.paletteRefinement > 0 && entries.count <= PaletteRefinement.maximumColors
    let speed = refines && entries.count > PaletteRefinement.fullPassColors
      ? max(options.speed, Self.speedBeforeRefinement) : options.speed
    let fitted = try OpenMP.withTeam(of: team) {
      try histogramResult(maximumColors: 256, entries: liqEntries, fixed: [liq_color(r: 0, g: 0, b: 0, a: 0)]) { attr in
        try check(liq_set_speed(attr, Int32(speed)))
        try check(liq_set_quality(attr, Int32(options.quality.lowerBound), Int32(options.quality.upperBound)))
      }
    }
    guard refines else { return fitted }
    let opaque = Self.palette(of: fitted).filter { $0.a == 255 }
    let refined = PaletteRefinement(histogram: entries).refine(
      opaque, passes: PaletteRefinement.passes(options.paletteRefinement, colors: entries.count))
    return try fixedPalette([PaletteColor(r: 0, g: 0, b: 0, a: 0)] + refined)
  }

  /// A result whose palette is exactly `colors`, to remap images onto.
  private func fixedPalette(_ colors: [PaletteColor]) throws -> QuantizationResult {
    let fixed = colors.map { liq_color(r: $0.r, g: $0.g, b: $0.b, a: $0.a) }
    // libimagequant quantizes a histogram only when it holds some colour.
    let entries = fixed.map { liq_histogram_entry(color: $0, count: 1) }
    return try histogramResult(maximumColors: max(2, colors.count), entries: entries, fixed: fixed) { _ in }
  }

  /// libimagequant's quantization of a histogram of `entries` plus the
  /// `fixed` colours it must keep, into at most `maximumColors`; `configure`
  /// sets further attributes first.
  private func histogramResult(
    maximumColors: Int, entries: [liq_histogram_entry], fixed: [liq_color], configure: (OpaquePointer) throws -> Void
  ) throws -> QuantizationResult {
    guard let attr = liq_attr_create() else { throw EncoderError.imageQuantization(code: Int32(LIQ_OUT_OF_MEMORY.rawValue)) }
    defer { liq_attr_destroy(attr) }
    try configure(attr)
    try check(liq_set_max_colors(attr, Int32(maximumColors)))
    guard let histogram = liq_histogram_create(attr) else {
      throw EncoderError.imageQuantization(code: Int32(LIQ_OUT_OF_MEMORY.rawValue))
    }
    defer { liq_histogram_destroy(histogram) }
    if !entries.isEmpty {
      try entries.withUnsafeBufferPointer { buffer in
        try check(liq_histogram_add_colors(histogram, attr, buffer.baseAddress!, Int32(buffer.count), 0))
      }
    }
    for color in fixed { try check(liq_histogram_add_fixed_color(histogram, color, 0)) }
    var output: OpaquePointer?
    try check(liq_histogram_quantize(histogram, attr, &output))
    guard let output else { throw EncoderError.imageQuantization(code: Int32(LIQ_INVALID_POINTER.rawValue)) }
    return QuantizationResult(output)
  }

  /// The palette of a libimagequant result.
  static func palette(of result: QuantizationResult) -> [PaletteColor] {
    let palette = liq_get_palette(result.pointer)!.pointee
    return withUnsafeBytes(of: palette.entries) { raw in
      (0..<Int(palette.count)).map { i -> PaletteColor in
        let c = raw.load(fromByteOffset: i * MemoryLayout<liq_color>.stride, as: liq_color.self)
        return PaletteColor(r: c.r, g: c.g, b: c.b, a: c.a)
      }
    }
  }

  private func withBackground<T>(
    _ background: [UInt8]?, width: Int, height: Int, attr: OpaquePointer,
    _ body: (OpaquePointer?) throws -> T
  ) throws -> T {
    guard let background else { return try body(nil) }
    return try background.withUnsafeBufferPointer { pixels in
      guard let image = liq_image_create_rgba(attr, pixels.baseAddress!, Int32(width), Int32(height), 0) else {
        throw EncoderError.imageQuantization(code: Int32(LIQ_INVALID_POINTER.rawValue))
      }
      // liq_image_set_background takes ownership of the background image.
      return try body(image)
    }
  }

  /// libimagequant may return several fully transparent entries; left
  /// apart, only one can be the GIF's transparent index and pixels mapped to
  /// the others would draw black. Maps them all onto one index.
  static func mergingTransparentEntries(indices: [UInt8], palette: [PaletteColor]) -> QuantizedRegion {
    let transparent = palette.indices.filter { palette[$0].a == 0 }
    guard let keep = transparent.first else {
      return QuantizedRegion(indices: indices, palette: palette, transparentIndex: nil)
    }
    var remap = Array(0..<palette.count).map(UInt8.init)
    for index in transparent { remap[index] = UInt8(keep) }
    var used = false
    let merged = indices.map { value -> UInt8 in
      let mapped = remap[Int(value)]
      if Int(mapped) == keep { used = true }
      return mapped
    }
    var colors = palette
    for index in transparent { colors[index] = PaletteColor(r: 0, g: 0, b: 0, a: 0) }
    return QuantizedRegion(indices: merged, palette: colors, transparentIndex: used ? keep : nil)
  }

  private func check(_ error: liq_error) throws {
    guard error == LIQ_OK else { throw EncoderError.imageQuantization(code: Int32(error.rawValue)) }
  }
}
