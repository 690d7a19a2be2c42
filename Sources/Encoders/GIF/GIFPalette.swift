import FlipbookCore

// MARK: - Two passes without holding the frames
//
// The best global palette is fitted to every frame's colours, which a
// streaming encoder only knows after the last frame. Holding the frames
// until then (`Options.paletteLookaheadBytes`) makes memory grow with the
// animation. When the frames can be produced twice — a film renders
// deterministically, PNG files can be read again — the first pass counts
// the colours into a histogram (`GIFPaletteBuilder`, holding one frame),
// the palette is fitted to it, and the second pass streams the frames into
// an encoder given that palette. The histogram is the same sum the
// lookahead counts, so the palette is the same.

/// A global palette chosen before encoding (see `GIFPaletteBuilder`).
public final class GIFPalette {
  let result: QuantizationResult
  /// The colours it was fitted to (packed 0xRRGGBB), which the encoder
  /// looks up in it ahead (`PaletteMap.prefill`).
  let colors: [UInt32]

  init(_ result: QuantizationResult, colors: [UInt32] = []) {
    self.result = result
    self.colors = colors
  }

  /// How many entries it has, the transparent one included.
  public var count: Int { Quantizer.palette(of: result).count }
}

/// The first pass of a two-pass GIF: counts an animation's colours as its
/// frames go by, then fits the global palette to all of them.
public final class GIFPaletteBuilder {
  public let options: GIFEncoder.Options
  public let frameCount: Int
  private var counter: ColorHistogram.AnimationCounter?

  /// A builder for an animation of `frameCount` frames, to be encoded
  /// with `options` (their quality, speed, transparency and refinement
  /// shape the palette).
  /// - Throws: `.invalidParameter` for options out of range or a frame
  ///   count below 1.
  public init(frameCount: Int, options: GIFEncoder.Options = GIFEncoder.Options()) throws {
    try options.validate()
    guard frameCount >= 1 else { throw EncoderError.invalidParameter(name: "frame count", value: "\(frameCount)") }
    self.options = options
    self.frameCount = frameCount
  }

  /// How many frames were added.
  public var framesAdded: Int { counter?.framesCounted ?? 0 }

  /// Counts the next frame's colours.
  /// - Throws: `.frameSizeMismatch` when it differs in size from the
  ///   first, `.invalidParameter` past `frameCount` frames.
  public func add(_ bitmap: Bitmap) throws {
    let size = PixelSize(width: bitmap.width, height: bitmap.height)
    try checkNext(size: size)
    var counting = counter ?? ColorHistogram.AnimationCounter(width: size.width, height: size.height)
    counter = nil  // keeps the histogram uniquely referenced while it grows
    counting.add(options.transparency.normalized(bitmap))
    counter = counting
  }

  /// Counts the previous frame again (as `add` of the same bitmap does,
  /// without reading its pixels).
  /// - Throws: `.invalidParameter` before the first frame or past
  ///   `frameCount` frames.
  public func addRepeatedFrame() throws {
    guard var counting = counter else {
      throw EncoderError.invalidParameter(name: "repeated frame", value: "no frame added before it")
    }
    try checkNext(size: PixelSize(width: counting.width, height: counting.height))
    counter = nil
    counting.addRepeat()
    counter = counting
  }

  private func checkNext(size: PixelSize) throws {
    if let counter, counter.width != size.width || counter.height != size.height {
      throw EncoderError.frameSizeMismatch(
        expected: PixelSize(width: counter.width, height: counter.height), got: size, frame: counter.framesCounted)
    }
    guard framesAdded < frameCount else {
      throw EncoderError.invalidParameter(name: "frame \(framesAdded) (the animation has \(frameCount))", value: "extra frame")
    }
  }

  /// The palette fitted to every frame's colours.
  /// - Throws: `.noFrames` before the first frame, `.invalidParameter` when
  ///   fewer than `frameCount` frames came, libimagequant's errors.
  public func build() throws -> GIFPalette {
    guard let counter else { throw EncoderError.noFrames }
    guard counter.framesCounted == frameCount else {
      throw EncoderError.invalidParameter(
        name: "frames added (the animation has \(frameCount))", value: "\(counter.framesCounted)")
    }
    let fitted = try Quantizer(options: options).quantizeHistogram(of: counter.histogram)
    return GIFPalette(fitted.result, colors: fitted.colors)
  }
}
