import FlipbookCore

extension GIFEncoder {
  /// How colours are chosen for each frame.
  public enum PaletteMode: Hashable, Sendable {
    /// Each frame gets its own palette (a local colour table) fitted to the
    /// pixels it changes: the best quality.
    case perFrame
    /// One palette, fitted to the first frame, used for every frame (a
    /// global colour table): colours that don't flicker between frames.
    case global
    /// The global palette of the first frame, except for frames it fits
    /// badly, which get their own palette: more than 1% of the pixels it
    /// changes (and at least 8) would show off by more than `maximumError` (0…255)
    /// in some channel. Small and fast for UI animations, and a colour that
    /// first appears later (a pink symbol turning blue) is still drawn right.
    case adaptive(maximumError: Int)
  }

  /// How many times the animation plays.
  public enum Loop: Hashable, Sendable {
    /// Loops forever (NETSCAPE2.0 loop count 0).
    case forever
    /// Writes NETSCAPE2.0 loop count `n` (1…65535): browsers play the
    /// animation n + 1 times.
    case count(Int)
    /// No NETSCAPE2.0 block: the animation plays once.
    case once
  }

  /// What happens to pixels that are not opaque.
  public enum Transparency: Hashable, Sendable {
    /// Pixels with alpha below `threshold` (1…255) become the transparent
    /// index; the rest are drawn opaque.
    case threshold(UInt8)
    /// Every pixel is composited over this colour, so the GIF is opaque.
    case matte(Bitmap.Pixel)
  }

  /// Encoder settings. Defaults were chosen with `Scripts/bench-encoders`.
  public struct Options: Hashable, Sendable {
    /// libimagequant's quality range, 0…100: below `minimum` a frame fails
    /// to quantize; it stops improving at `maximum`.
    public var quality: ClosedRange<Int>
    /// libimagequant's speed, 1 (slowest, best) … 10 (fastest). A global
    /// palette fitted to more than 32,768 colours and refined after
    /// (`paletteRefinement`) is fitted at speed 7 at least: the
    /// refinement's passes do the work of libimagequant's slower speeds.
    public var speed: Int
    /// Floyd–Steinberg dithering level, 0 (none) … 1 (full).
    public var dithering: Double
    public var palette: PaletteMode
    public var loop: Loop
    public var transparency: Transparency
    /// Encode only the changed rectangle of each frame, with pixels the
    /// previous frame already shows well as the transparent index.
    public var frameDifferencing: Bool
    /// Drop frames that would last less than 2 cs instead of refusing them.
    public var dropsFramesFasterThan50fps: Bool
    /// How many bytes of frames the encoder may hold back to fit the global
    /// palette (`.global` and `.adaptive` modes) to all of them at once, as
    /// a two-pass encoder does. Frames beyond it are encoded on the palette
    /// of those held. 0 fits it to the first frame alone.
    public var paletteLookaheadBytes: Int
    /// Assignment passes (Lloyd iterations and swaps, see
    /// `PaletteRefinement`) polishing the global palette for the least
    /// squared error in sRGB; 0 keeps libimagequant's palette as it is.
    public var paletteRefinement: Int
    /// Lossy LZW: how far (Euclidean distance in sRGB, 0…40) a pixel may be
    /// written from its palette colour when that lets a compressed string
    /// run on (see `LZWEncoder.encodeLossy`). 0, the default, is lossless.
    /// Bytes fall on gradients and antialiased edges: the WWDC ring film
    /// takes 47 % fewer bytes at 8 (mean PSNR 51.3 → 49.0 dB), where faint
    /// streaks show in its gradients only when magnified; from 16 they
    /// show at 1:1. With frame differencing, later frames may keep what the
    /// canvas shows within the bound (`GIFFrame.keepPixelsWithinBound`),
    /// and each frame is written the shorter of the lossy and the exact
    /// way, so lossy output is never larger: at 8, the chart film takes
    /// 528 KB instead of 579 KB (48.3 dB mean PSNR), the pie chart 71 KB
    /// instead of 148 KB (56.8 dB), the flat play/pause film 44,985 bytes
    /// instead of 44,988. Capped at 40 so that it stays below the distance at
    /// which later frames redraw a stale pixel.
    public var lossy: Int

    public init(
      quality: ClosedRange<Int> = 0...100,
      speed: Int = 4,
      dithering: Double = 0,
      palette: PaletteMode = .adaptive(maximumError: 40),
      loop: Loop = .forever,
      transparency: Transparency = .threshold(128),
      frameDifferencing: Bool = true,
      dropsFramesFasterThan50fps: Bool = false,
      paletteLookaheadBytes: Int = 64 << 20,
      paletteRefinement: Int = 64,
      lossy: Int = 0
    ) {
      self.quality = quality
      self.speed = speed
      self.dithering = dithering
      self.palette = palette
      self.loop = loop
      self.transparency = transparency
      self.frameDifferencing = frameDifferencing
      self.dropsFramesFasterThan50fps = dropsFramesFasterThan50fps
      self.paletteLookaheadBytes = paletteLookaheadBytes
      self.paletteRefinement = paletteRefinement
      self.lossy = lossy
    }

    /// The largest `lossy` bound.
    public static let maximumLossy = 40

    /// Whether one pass over `frameCount` frames of `frameSize` gives the
    /// palette these options ask for: `.perFrame` mode needs no global
    /// palette, a lookahead of 0 asks for the first frame's, and otherwise
    /// the lookahead must hold every frame (a size not known yet, nil,
    /// cannot be counted on). When it is false, a caller that can produce
    /// the frames twice fits the palette first (`GIFPaletteBuilder`), and
    /// memory stays flat in the frame count.
    public func fitsPaletteInOnePass(frameCount: Int, frameSize: PixelSize?) -> Bool {
      if case .perFrame = palette { return true }
      guard paletteLookaheadBytes > 0 else { return true }
      guard let frameSize else { return false }
      let bytes = Double(frameCount) * Double(frameSize.width) * Double(frameSize.height) * 4
      return bytes <= Double(paletteLookaheadBytes)
    }

    func validate() throws {
      guard quality.lowerBound >= 0, quality.upperBound <= 100 else {
        throw EncoderError.invalidParameter(name: "quality", value: "\(quality)")
      }
      guard (1...10).contains(speed) else {
        throw EncoderError.invalidParameter(name: "speed", value: "\(speed)")
      }
      guard dithering.isFinite, (0...1).contains(dithering) else {
        throw EncoderError.invalidParameter(name: "dithering", value: "\(dithering)")
      }
      if case .count(let n) = loop, !(1...65535).contains(n) {
        throw EncoderError.invalidParameter(name: "loop count", value: "\(n)")
      }
      guard paletteRefinement >= 0 else {
        throw EncoderError.invalidParameter(name: "palette refinement", value: "\(paletteRefinement)")
      }
      guard paletteLookaheadBytes >= 0 else {
        throw EncoderError.invalidParameter(name: "palette lookahead", value: "\(paletteLookaheadBytes)")
      }
      guard (0...Self.maximumLossy).contains(lossy) else {
        throw EncoderError.invalidParameter(name: "lossy (0…\(Self.maximumLossy))", value: "\(lossy)")
      }
      if case .threshold(let t) = transparency, t == 0 {
        throw EncoderError.invalidParameter(name: "transparency threshold", value: "0")
      }
    }
  }
}

extension GIFEncoder.Transparency {
  /// `bitmap`'s pixels as the GIF can show them: every pixel either
  /// transparent black or opaque. Below the threshold a pixel becomes
  /// transparent, otherwise opaque; or everything goes over the matte.
  func normalized(_ bitmap: Bitmap) -> [UInt8] {
    var pixels = bitmap.pixels
    // An opaque frame (the common case) is returned as it is: writing
    // through its buffer would copy it (a 320×180 frame is 230 KB of fresh
    // pages), even where no pixel changes.
    let opaque = pixels.withUnsafeBytes { raw in
      raw.bindMemory(to: UInt32.self).allSatisfy { $0 >= 0xFF00_0000 }
    }
    if opaque { return pixels }
    switch self {
    case .threshold(let threshold):
      pixels.withUnsafeMutableBytes { raw in
        let words = raw.bindMemory(to: UInt32.self)
        // Memory order R, G, B, A: the alpha is a word's top byte.
        let limit = UInt32(threshold) << 24
        for i in words.indices {
          let word = words[i]
          if word >= 0xFF00_0000 { continue }  // opaque: the common case
          words[i] = word < limit ? 0 : word | 0xFF00_0000
        }
      }
    case .matte(let matte):
      pixels.withUnsafeMutableBufferPointer { p in
        var i = 0
        while i < p.count {
          let a = Int(p[i + 3])
          if a != 255 {
            p[i] = UInt8((Int(p[i]) * a + Int(matte.red) * (255 - a) + 127) / 255)
            p[i + 1] = UInt8((Int(p[i + 1]) * a + Int(matte.green) * (255 - a) + 127) / 255)
            p[i + 2] = UInt8((Int(p[i + 2]) * a + Int(matte.blue) * (255 - a) + 127) / 255)
            p[i + 3] = 255
          }
          i += 4
        }
      }
    }
    return pixels
  }
}
