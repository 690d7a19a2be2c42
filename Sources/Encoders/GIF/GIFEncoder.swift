import FlipbookCore
import Foundation

// MARK: - Frame differencing
//
// A UI animation changes a small part of each frame. After the first frame,
// the encoder writes only the bounding box of source pixels that changed
// since the previous frame, with disposal "do not dispose". Inside that box
// it quantizes with libimagequant's *background* mode: the background is
// what the GIF already shows there (the canvas, as a decoder composes it),
// and pixels the canvas represents well become the transparent index, which
// keeps them. Comparing against the canvas, not the previous source, means
// quantization error never accumulates across frames.
//
// A pixel that must turn transparent where the canvas shows colour cannot
// be expressed as a difference (transparent means "keep"). Then the pending
// previous frame is re-encoded as a full frame with disposal "restore to
// background", which clears the canvas, and the new frame is written whole.
//
// Frames identical to the previous one are not written: the previous frame
// lasts longer. One frame is held back until the next arrives, to know its
// final delay.
//
// The global palette is fitted to every frame held in the lookahead (up to
// `paletteLookaheadBytes` of them, a two-pass encoder's palette for any
// animation that fits), through a libimagequant histogram; then the held
// frames are encoded and later ones stream through. Memory is the lookahead
// plus a few full frames, whatever the frame count. The held frames'
// colours are counted as each arrives (`ColorHistogram.AnimationCounter`),
// on the appending thread while the frames after it are still being
// decoded or drawn, not in one pass once the lookahead is full.

/// A streaming animated-GIF writer: open a destination, append frames with
/// their durations, finish. The file appears atomically on `finish()`.
public final class GIFEncoder {
  public let path: String
  public let options: Options

  private let file: AtomicFileWriter
  private var writer: GIFWriter?
  private var size: PixelSize?
  private var frameCount = 0
  private var closed = false

  /// The previous frame's normalized source pixels.
  private var previousSource: [UInt8] = []
  /// What a decoder shows after the pending frame.
  private var canvas: [UInt8] = []
  private var pending: (frame: GIFFrame, source: [UInt8], start: Double, duration: Double, index: Int)?
  private var globalResult: QuantizationResult?
  private var globalPalette: [PaletteColor]?
  /// The global palette's lookup table, once it is chosen.
  private var globalMap: PaletteMap?
  private var elapsed: Double = 0
  /// Frames held back to fit the global palette, with their durations.
  private var lookahead: [(source: [UInt8], size: PixelSize, duration: Double)] = []
  private var lookaheadBytes = 0
  /// The held frames' colours, counted as they arrive (on the thread that
  /// appends, while later frames are still being made).
  private var lookaheadColors: ColorHistogram.AnimationCounter?
  private var lookaheadDone = false
  /// Whether the held frames are being encoded: the writer holds what they
  /// give to order the global palette for them (`GIFPaletteOrder`).
  private var flushingLookahead = false

  /// Opens `path` for writing (as a temporary file beside it).
  /// - Throws: `EncoderError.cannotCreateFile` for a missing or unwritable
  ///   directory, `.invalidParameter` for options out of range.
  ///
  /// With a `palette` from a first pass (`GIFPaletteBuilder`), frames use
  /// it from the first and stream straight through; without, the global
  /// palette is fitted to the frames held in the lookahead. `.perFrame`
  /// mode ignores `palette`.
  public init(path: String, options: Options = Options(), palette: GIFPalette? = nil) throws {
    try options.validate()
    self.path = path
    self.options = options
    self.file = try AtomicFileWriter(path: path)
    if let palette {
      if case .perFrame = options.palette {} else {
        setGlobalPalette(palette.result, colors: palette.colors)
        lookaheadDone = true
      }
    }
  }

  /// The longest animation the encoder writes: 1,000,000 s (11.6 days). A
  /// GIF delay is at most 655.35 s, so a longer frame is written as that
  /// frame and transparent continuation frames (up to 1,526 for the
  /// longest); the limit bounds them.
  public static let maximumDuration: Double = 1_000_000

  /// The fastest frame rate a GIF shows as written: 50 fps, a frame every
  /// 2 cs (`GIFTiming.minimumDelay`; browsers slow shorter delays down to
  /// 10 cs). Faster frames are refused, or dropped with
  /// `Options.dropsFramesFasterThan50fps`.
  public static let maximumFrameRate = 100 / Double(GIFTiming.minimumDelay)

  /// The seconds appended so far (lookahead included).
  private var totalDuration: Double = 0

  /// Appends a frame shown for `duration` seconds.
  /// - Throws: `.frameSizeMismatch` if it differs in size from the first
  ///   frame, `.frameTooShort` if the previous frame would last under 2 cs
  ///   (unless dropping is allowed), `.invalidParameter` for a non-positive
  ///   duration or one taking the animation past `maximumDuration`, and
  ///   write errors. After an error the encoder is closed and
  ///   the partial file removed.
  public func append(_ bitmap: Bitmap, duration: Double) throws {
    guard !closed else { throw EncoderError.encoderClosed }
    do {
      let frameSize = PixelSize(width: bitmap.width, height: bitmap.height)
      try checkNext(duration: duration, size: frameSize)
      try appendSource(options.transparency.normalized(bitmap), size: frameSize, duration: duration, repeated: false)
    } catch {
      fail()
      throw error
    }
  }

  /// Appends the previous frame again, shown for `duration` seconds: the
  /// same file as `append` of the same bitmap gives, without converting
  /// or comparing its pixels again (what a film whose view did not change
  /// hands over).
  /// - Throws: `.invalidParameter` before the first frame or for a bad
  ///   duration (as `append`); after an error the encoder is closed.
  public func appendRepeatedFrame(duration: Double) throws {
    guard !closed else { throw EncoderError.encoderClosed }
    do {
      guard let last = lastAppended else {
        throw EncoderError.invalidParameter(name: "repeated frame", value: "no frame appended before it")
      }
      try checkNext(duration: duration, size: last.size)
      try appendSource(last.source, size: last.size, duration: duration, repeated: true)
    } catch {
      fail()
      throw error
    }
  }

  /// The last frame appended, normalized (a repeat shares its buffer).
  private var lastAppended: (source: [UInt8], size: PixelSize)?

  /// Checks the next frame's duration and size.
  private func checkNext(duration: Double, size frameSize: PixelSize) throws {
    guard duration.isFinite, duration > 0 else {
      throw EncoderError.invalidParameter(name: "duration of frame \(frameCount + lookahead.count)", value: "\(duration)")
    }
    guard totalDuration + duration <= Self.maximumDuration else {
      throw EncoderError.invalidParameter(
        name: "duration of frame \(frameCount + lookahead.count) (an animation lasts at most \(Self.maximumDuration) s)",
        value: "\(duration)")
    }
    if let first = lookahead.first?.size ?? size, first != frameSize {
      throw EncoderError.frameSizeMismatch(expected: first, got: frameSize, frame: frameCount + lookahead.count)
    }
  }

  private func appendSource(_ source: [UInt8], size frameSize: PixelSize, duration: Double, repeated: Bool) throws {
    totalDuration += duration
    lastAppended = (source, frameSize)
    if holdsLookahead {
      // A repeated frame shares the held buffer, but counts as a frame
      // (the lookahead fills as with `append`, for the same file).
      lookahead.append((source, frameSize, duration))
      lookaheadBytes += source.count
      var colors = lookaheadColors ?? ColorHistogram.AnimationCounter(width: frameSize.width, height: frameSize.height)
      lookaheadColors = nil  // keeps the table uniquely referenced while it grows
      if repeated, colors.framesCounted > 0 { colors.addRepeat() } else { colors.add(source) }
      lookaheadColors = colors
      if lookaheadBytes > options.paletteLookaheadBytes { try flushLookahead(releasingWriter: true) }
    } else {
      try appendFrame(source, size: frameSize, duration: duration)
    }
  }

  /// Writes the last frame and the trailer, then moves the file into place.
  /// - Throws: `.noFrames` when nothing was appended (no file is written).
  public func finish() throws {
    guard !closed else { throw EncoderError.encoderClosed }
    do {
      // The writer keeps holding frames: the last one is ordered with them.
      try flushLookahead(releasingWriter: false)
      guard let pending, let writer else { throw EncoderError.noFrames }
      var last = pending.frame
      last.delay = try lastDelay(start: pending.start, duration: pending.duration, index: pending.index)
      try writer.write(last)
      try writer.close()
      self.writer = nil
      try file.commit()
      closed = true
    } catch {
      fail()
      throw error
    }
  }

  /// The whole frame, once the first frame has set the size.
  private var wholeFrame: PixelRect { PixelRect(x: 0, y: 0, width: size!.width, height: size!.height) }

  private func fail() {
    closed = true
    writer = nil
    file.abandon()
  }

  /// Whether frames are still being held to fit the global palette.
  private var holdsLookahead: Bool {
    guard !lookaheadDone, options.paletteLookaheadBytes > 0 else { return false }
    if case .perFrame = options.palette { return false }
    return true
  }

  /// Fits the global palette to the held frames, then encodes them.
  /// With `releasingWriter`, the writer then writes what it held and
  /// streams the frames that follow.
  private func flushLookahead(releasingWriter: Bool) throws {
    guard !lookaheadDone else { return }
    lookaheadDone = true
    guard let colors = lookaheadColors, !lookahead.isEmpty else { return }
    lookaheadColors = nil
    let fitted = try Quantizer(options: options).quantizeHistogram(of: colors.histogram)
    setGlobalPalette(fitted.result, colors: fitted.colors)
    let held = lookahead
    lookahead = []
    lookaheadBytes = 0
    flushingLookahead = true
    defer { flushingLookahead = false }
    for frame in held { try appendFrame(frame.source, size: frame.size, duration: frame.duration) }
    // The writer held the frames written so far to order its palette for them.
    if releasingWriter { try writer?.release() }
  }

  private func appendFrame(_ source: [UInt8], size frameSize: PixelSize, duration: Double) throws {
    let index = frameCount
    frameCount += 1
    let start = elapsed
    elapsed += duration

    guard let current = pending, let writer else {
      try startAnimation(with: source, size: frameSize, duration: duration)
      return
    }
    if RGBA.equal(source, previousSource) {
      pending?.duration += duration
      return
    }
    let pendingDelay = GIFTiming.delay(from: current.start, to: start)
    if pendingDelay < GIFTiming.minimumDelay {
      if options.dropsFramesFasterThan50fps {
        // Drop this frame: the pending one stays up until the next.
        pending?.duration += duration
        return
      }
      throw EncoderError.frameTooShort(duration: current.duration, frame: current.index)
    }

    var written = current.frame
    written.delay = pendingDelay
    let width = frameSize.width, height = frameSize.height
    let next: GIFFrame
    // What changed, what an earlier frame left badly shown, and whether a
    // pixel turns transparent over colour: one pass over the frame (the
    // rectangle is used only when differencing).
    let differences = RGBA.differences(
      source, previous: previousSource, canvas: canvas, width: width, height: height, tolerance: Self.staleTolerance)
    if differences.clears {
      // Re-encode the pending frame whole, disposed to background after display.
      var full = try prepare(current.source, in: wholeFrame, background: nil)
      full.disposal = 2
      full.delay = pendingDelay
      matchLossily(&full, source: current.source, overCanvas: false)
      written = full
      canvas = [UInt8](repeating: 0, count: width * height * 4)
      var whole = try prepare(source, in: wholeFrame, background: nil)
      matchLossily(&whole, source: source, overCanvas: false)
      next = whole
    } else if options.frameDifferencing {
      let rect = differences.rect
      let shown = RGBA.crop(canvas, width: width, to: rect)
      var changed = try prepare(source, in: rect, background: shown)
      let palette = changed.palette ?? globalPalette ?? []
      changed.keepPixelsAlreadyShown(shown, palette: palette)
      // Under lossy encoding, also the frame that keeps what the canvas
      // shows within the bound; the shorter stream is written (keeping
      // saves redrawing what lossy matching left slightly off, but can
      // break a flat run that drawing would continue).
      var candidates = [changed]
      if options.lossy > 0 {
        var keeping = changed
        keeping.keepPixelsWithinBound(
          source: RGBA.crop(source, width: width, to: rect), shown: shown, palette: palette, bound: options.lossy)
        candidates.append(keeping)
      }
      var best: GIFFrame?
      for candidate in candidates {
        guard var drawn = candidate.croppedToDrawnPixels() else {
          // Everything changed is already shown well enough: a longer frame.
          pending?.duration += duration
          previousSource = source
          return
        }
        matchLossily(&drawn, source: source, overCanvas: true)
        if let shortest = best?.compressed?.stream.count, let length = drawn.compressed?.stream.count, shortest <= length {
          continue
        }
        best = drawn
      }
      next = best!
    } else {
      var whole = try prepare(source, in: wholeFrame, background: nil)
      matchLossily(&whole, source: source, overCanvas: false)
      next = whole
    }
    try writer.write(written)
    RGBA.draw(next, palette: next.palette ?? globalPalette ?? [], on: &canvas, canvasWidth: width)
    pending = (next, source, start, duration, index)
    previousSource = source
  }

  private func startAnimation(with source: [UInt8], size frameSize: PixelSize, duration: Double) throws {
    size = frameSize
    var frame = try prepare(source, in: wholeFrame, background: nil)
    matchLossily(&frame, source: source, overCanvas: false)
    writer = try GIFWriter(
      file: file, width: frameSize.width, height: frameSize.height, loop: options.loop,
      globalPalette: globalPalette, ordersPalette: flushingLookahead)
    canvas = [UInt8](repeating: 0, count: frameSize.width * frameSize.height * 4)
    RGBA.draw(frame, palette: frame.palette ?? globalPalette ?? [], on: &canvas, canvasWidth: frameSize.width)
    pending = (frame, source, 0, duration, 0)
    previousSource = source
  }

  /// Quantizes `rect` of `source` into a frame (disposal "do not dispose").
  private func prepare(_ source: [UInt8], in rect: PixelRect, background: [UInt8]?) throws -> GIFFrame {
    // The rectangle's pixels on their own, made only where needed.
    var cropped: [UInt8]?
    func region() -> [UInt8] {
      if let cropped { return cropped }
      let region = rect == wholeFrame ? source : RGBA.crop(source, width: size!.width, to: rect)
      cropped = region
      return region
    }
    let quantizer = Quantizer(options: options)
    var quantized: QuantizedRegion
    var usesGlobal = globalResult != nil
    if let globalMap, options.dithering == 0 {
      // The global palette, through its lookup table (see PaletteMap).
      quantized = globalMap.remap(source, width: size!.width, rect: rect, background: background)
    } else {
      let result: QuantizationResult
      (quantized, result) = try quantizer.quantize(
        region(), width: rect.width, height: rect.height, background: background, reusing: globalResult)
      if case .perFrame = options.palette {
      } else if globalResult == nil {
        // The first frame's palette becomes the global one.
        setGlobalPalette(result)
        usesGlobal = true
      }
    }
    if case .perFrame = options.palette { usesGlobal = false }
    // No pixel off by more than the bound in any channel when none is in
    // squared distance (a channel's difference is at most the distance).
    if usesGlobal, case .adaptive(let maximumError) = options.palette,
      quantized.largestSquaredError.map({ $0 > UInt32(maximumError * maximumError) }) ?? true,
      Self.fitsBadly(quantized, palette: globalPalette ?? [], source: region(), shown: background, maximumError: maximumError)
    {
      (quantized, _) = try quantizer.quantize(
        region(), width: rect.width, height: rect.height, background: background, reusing: nil)
      usesGlobal = false
    }
    return GIFFrame(
      left: rect.x, top: rect.y, width: rect.width, height: rect.height, indices: quantized.indices,
      palette: usesGlobal ? nil : quantized.palette,
      transparentIndex: quantized.transparentIndex, disposal: 1)
  }

  /// With `options.lossy`, compresses `frame` by lossy LZW matching now,
  /// so that the canvas is drawn from the indices it will decode to:
  /// `source` is the whole source frame, and the frame's rectangle lies
  /// over the canvas (`overCanvas`) or is drawn on a clear one.
  private func matchLossily(_ frame: inout GIFFrame, source: [UInt8], overCanvas: Bool) {
    guard options.lossy > 0 else { return }
    let rect = PixelRect(x: frame.left, y: frame.top, width: frame.width, height: frame.height)
    let whole = rect == wholeFrame
    frame.matchLossily(
      source: whole ? source : RGBA.crop(source, width: size!.width, to: rect),
      shown: overCanvas ? (whole ? canvas : RGBA.crop(canvas, width: size!.width, to: rect)) : nil,
      palette: frame.palette ?? globalPalette ?? [], bound: options.lossy)
  }

  /// Makes `result` the global palette (its colours with the transparent
  /// entries merged, as every quantized region's palette has them).
  /// `colors`, the animation's colours it was fitted to (packed
  /// 0xRRGGBB), are looked up in it ahead, on every core
  /// (`PaletteMap.prefill`).
  private func setGlobalPalette(_ result: QuantizationResult, colors histogram: [UInt32] = []) {
    globalResult = result
    let colors = Quantizer.mergingTransparentEntries(indices: [], palette: Quantizer.palette(of: result)).palette
    globalPalette = colors
    globalMap = colors.contains { $0.a != 0 } ? PaletteMap(palette: colors) : nil
    if options.dithering == 0 { globalMap?.prefill(histogram) }
  }

  /// How far (per channel) a shown pixel may be from its source before a
  /// later frame redraws it, even where the source did not change.
  static let staleTolerance = 48

  /// Whether too many pixels of `region` will show far from their source,
  /// or any pixel very far (more than twice `maximumError`: a colour the
  /// palette lacks, which differencing would leave on screen):
  /// drawn pixels against their palette colour, kept (transparent) ones
  /// against what the canvas shows (`shown`, nil for a whole frame).
  static func fitsBadly(
    _ region: QuantizedRegion, palette: [PaletteColor], source: [UInt8], shown: [UInt8]?, maximumError: Int
  ) -> Bool {
    precondition(source.count >= region.indices.count * 4 && (shown == nil || shown!.count == source.count))
    // Each entry's colour packed 0xRRGGBB; -1 past the palette's end.
    var colors = [Int32](repeating: -1, count: 256)
    for (i, color) in palette.prefix(256).enumerated() {
      colors[i] = Int32(color.r) << 16 | Int32(color.g) << 8 | Int32(color.b)
    }
    let transparent = region.transparentIndex ?? -1
    var bad = 0
    var worst: Int32 = 0
    let limit = Int32(maximumError)
    func scan(_ shown: UnsafeBufferPointer<UInt8>?) {
      region.indices.withUnsafeBufferPointer { indices in
        source.withUnsafeBufferPointer { source in
          colors.withUnsafeBufferPointer { colors in
            for i in 0..<indices.count {
              let p = i * 4
              guard source[p + 3] == 255 else { continue }
              let index = Int(indices[i])
              let r: Int32, g: Int32, b: Int32
              if index == transparent {
                guard let shown else { continue }
                (r, g, b) = (Int32(shown[p]), Int32(shown[p + 1]), Int32(shown[p + 2]))
              } else {
                let color = colors[index]
                guard color >= 0 else {
                  bad += 1
                  continue
                }
                (r, g, b) = (color >> 16, color >> 8 & 0xFF, color & 0xFF)
              }
              let error = max(abs(Int32(source[p]) - r), abs(Int32(source[p + 1]) - g), abs(Int32(source[p + 2]) - b))
              if error > limit { bad += 1 }
              worst = max(worst, error)
            }
          }
        }
      }
    }
    if let shown {
      shown.withUnsafeBufferPointer { scan($0) }
    } else {
      scan(nil)
    }
    return worst > 2 * limit || (bad >= 8 && bad * 100 > region.indices.count)
  }

  /// The last frame's delay from its start and duration, at least 2 cs.
  private func lastDelay(start: Double, duration: Double, index: Int) throws -> Int {
    let delay = GIFTiming.delay(from: start, to: start + duration)
    if delay < GIFTiming.minimumDelay {
      if options.dropsFramesFasterThan50fps { return GIFTiming.minimumDelay }
      throw EncoderError.frameTooShort(duration: duration, frame: index)
    }
    return delay
  }
}
