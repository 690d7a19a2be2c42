import CGIF
import FlipbookCore
import Foundation

/// Writes GIF89a records through giflib into an atomic file. Owns the
/// giflib handle.
final class GIFWriter {
  private let file: AtomicFileWriter
  private var gif: UnsafeMutablePointer<GifFileType>?
  /// The first failure of the output callback, with its errno.
  fileprivate var outputError: Error?

  /// The screen's size, its loop, and its palette until the header is written.
  private let width: Int, height: Int, loop: GIFEncoder.Loop
  private var globalPalette: [PaletteColor]?
  /// Frames held until the global palette is ordered (see `GIFPaletteOrder`),
  /// and what each draws from it (nil for a frame with its own palette).
  private var held: [GIFFrame] = []
  private var usages: [GIFPaletteOrder.Usage?] = []
  private var holdsFrames: Bool
  /// Each global entry's written index (`order[old]`), nil when unchanged.
  private var order: [UInt8]?
  /// The held frames compressed ahead, in the palette's first order.
  private var ahead: CompressionAhead?

  /// Opens giflib over `file`. With `ordersPalette` and a global palette,
  /// frames are held until `release()` (or `close()`) orders the palette
  /// for smaller code sizes (`GIFPaletteOrder`); otherwise the screen
  /// descriptor and the loop block are written now.
  init(
    file: AtomicFileWriter, width: Int, height: Int, loop: GIFEncoder.Loop, globalPalette: [PaletteColor]?,
    ordersPalette: Bool = false
  ) throws {
    self.file = file
    (self.width, self.height, self.loop, self.globalPalette) = (width, height, loop, globalPalette)
    holdsFrames = ordersPalette && globalPalette != nil
    var error: Int32 = 0
    let opened = EGifOpen(Unmanaged.passUnretained(self).toOpaque(), gifOutput, &error)
    guard let opened else { throw EncoderError.gif(code: error, message: Self.message(error), path: file.path) }
    gif = opened
    EGifSetGifVersion(opened, true)
    if holdsFrames { ahead = CompressionAhead() } else { try writeHeader() }
  }

  /// Writes the screen descriptor with the global palette (in its order) and the loop block.
  private func writeHeader() throws {
    guard let gif else { throw EncoderError.encoderClosed }
    let map = globalPalette.map(Self.colorMap)
    defer { if let map { GifFreeMapObject(map) } }
    try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map))
    if loop != .once {
      let count: Int
      if case .count(let n) = loop { count = n } else { count = 0 }
      try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
      var identifier = Array("NETSCAPE2.0".utf8)
      try check(EGifPutExtensionBlock(gif, 11, &identifier))
      var block: [UInt8] = [1, UInt8(count & 0xFF), UInt8(count >> 8)]
      try check(EGifPutExtensionBlock(gif, 3, &block))
      try check(EGifPutExtensionTrailer(gif))
    }
  }

  /// Orders the global palette for the frames held so far, writes the
  /// header and those frames; later frames are written as they come.
  /// Frames compressed already (lossy matching) are renumbered and
  /// compressed again, exactly: their indices are what lossy matching chose
  /// to write, and greedy LZW over them finds strings at least as long.
  func release() throws {
    guard holdsFrames else { return }
    holdsFrames = false
    if let palette = globalPalette {
      let usages = usages.compactMap { $0 }
      let pinned = held.compactMap { $0.palette == nil ? $0.transparentIndex : nil }
      let order = GIFPaletteOrder.order(
        count: palette.count, pinned: Array(Set(pinned)).sorted(), frames: usages)
      if order != Array(order.indices) {
        var reordered = palette
        for (old, new) in order.enumerated() { reordered[new] = palette[old] }
        globalPalette = reordered
        self.order = order.map(UInt8.init)
      }
    }
    try writeHeader()
    // The held frames renumbered, each compressed ahead restated in the
    // order or compressed now, on every core; then written in order.
    let early = ahead?.finish() ?? [:]
    ahead = nil
    let order = self.order
    let frames = try Array(held.enumerated()).concurrentMap { index, original in
      var frame = self.renumbered(original)
      if frame.compressed == nil {
        frame.compressed = early[index].flatMap { Self.compression(of: frame, from: $0, original: original, order: order) }
          ?? Self.compression(of: frame)
      }
      return frame
    }
    held = []
    usages = []
    for frame in frames { try writeSplitting(frame) }
  }

  deinit {
    ahead?.stop()
    if let gif { EGifCloseFile(gif, nil) }
  }

  /// The longest delay a graphics control block holds, in centiseconds.
  static let maximumDelay = 65_535

  /// Writes one frame. A delay over `maximumDelay` (655.35 s) is split, the
  /// format's only way: the frame for 655.35 s (kept in place), then
  /// transparent frames that draw nothing for the rest, 655.35 s at most
  /// each; the last covers the frame's rectangle and takes its disposal.
  /// `GIFDecoder` merges such frames back into one delay.
  func write(_ frame: GIFFrame) throws {
    guard !holdsFrames else {
      held.append(frame)
      let usage = GIFPaletteOrder.usage(of: frame)
      usages.append(usage)
      // Its compression starts now, unless the order may well give it a
      // smaller code size (it needs fewer entries than its size holds,
      // and would be compressed again), or it has its stream already
      // (lossy matching, local palette).
      let mayShrink = usage.map { GIFPaletteOrder.codeBits(forCount: $0.needed.count) < frame.codeSize } ?? false
      if !mayShrink, frame.compressed == nil || frame.palette == nil { ahead?.submit(frame, index: held.count - 1) }
      return
    }
    try writeSplitting(renumbered(frame))
  }

  /// The frame with the global palette's indices in its written order (a
  /// stream compressed for the old order is dropped, to be made again).
  private func renumbered(_ frame: GIFFrame) -> GIFFrame {
    guard let order, frame.palette == nil else { return frame }
    var frame = frame
    frame.renumber(order)
    frame.compressed = nil
    return frame
  }

  /// Writes a renumbered frame, split when its delay is too long for one.
  private func writeSplitting(_ frame: GIFFrame) throws {
    guard frame.delay > Self.maximumDelay else { return try writeOne(frame) }
    var first = frame
    first.delay = Self.maximumDelay
    first.disposal = 1
    try writeOne(first)
    var remaining = frame.delay - Self.maximumDelay
    while remaining > 0 {
      let delay = min(remaining, Self.maximumDelay)
      remaining -= delay
      let last = remaining == 0 && frame.disposal != 1
      let (width, height) = last ? (frame.width, frame.height) : (1, 1)
      try writeOne(GIFFrame(
        left: frame.left, top: frame.top, width: width, height: height,
        indices: [UInt8](repeating: 0, count: width * height), palette: [PaletteColor(r: 0, g: 0, b: 0, a: 0)],
        transparentIndex: 0, disposal: last ? frame.disposal : 1, delay: delay))
    }
  }

  private func writeOne(_ frame: GIFFrame) throws {
    guard let gif else { throw EncoderError.encoderClosed }
    var control = GraphicsControlBlock(
      DisposalMode: Int32(frame.disposal), UserInputFlag: false, DelayTime: Int32(frame.delay),
      TransparentColor: frame.transparentIndex.map { Int32($0) } ?? NO_TRANSPARENT_COLOR)
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    _ = EGifGCBToExtension(&control, &extensionBytes)
    try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, &extensionBytes))
    let map = frame.palette.map(Self.colorMap)
    defer { if let map { GifFreeMapObject(map) } }
    // giflib announces the colour table's bits (at least 2) as the LZW code
    // size. A frame drawn from the global table may use only its first
    // entries: it is announced with the bits those need (`codeSize`), by
    // lending giflib's screen colour map (a public field) that size while
    // the descriptor is written. Fewer bits a code until the dictionary
    // grows, and more codes before a clear.
    let (codeSize, stream) = frame.compressed ?? Self.compression(of: frame)
    if let map {
      try check(
        EGifPutImageDesc(gif, Int32(frame.left), Int32(frame.top), Int32(frame.width), Int32(frame.height), false, map))
    } else {
      guard let screenMap = gif.pointee.SColorMap else { throw EncoderError.encoderClosed }
      let tableBits = screenMap.pointee.BitsPerPixel
      screenMap.pointee.BitsPerPixel = Int32(codeSize)
      defer { screenMap.pointee.BitsPerPixel = tableBits }
      try check(
        EGifPutImageDesc(gif, Int32(frame.left), Int32(frame.top), Int32(frame.width), Int32(frame.height), false, nil))
    }
    try writeCompressed(stream, codeSize: codeSize)
  }

  /// The frame's code size and LZW stream. A frame drawn from the global
  /// table is compressed at the code size its indices need, its choices
  /// above that size dropped. (Compressing it also at the size its choices
  /// need never gave a shorter stream on the built-in films.)
  static func compression(of frame: GIFFrame) -> (codeSize: Int, stream: [UInt8]) {
    var frame = frame
    let codeSize = frame.codeSize
    if frame.palette == nil { frame.dropAlternatives(from: 1 << codeSize) }
    return (codeSize, compress(frame, minimumCodeSize: codeSize))
  }

  /// Hands giflib the compressed stream in sub-blocks of up to 255 bytes.
  private func writeCompressed(_ stream: [UInt8], codeSize: Int) throws {
    guard let gif else { throw EncoderError.encoderClosed }
    var block = [UInt8](repeating: 0, count: 256)
    var offset = 0
    var first = true
    while offset < stream.count {
      let length = min(255, stream.count - offset)
      block[0] = UInt8(length)
      block.withUnsafeMutableBufferPointer { block in
        stream.withUnsafeBufferPointer { stream in
          block.baseAddress!.advanced(by: 1).update(from: stream.baseAddress!.advanced(by: offset), count: length)
        }
      }
      try check(first ? EGifPutCode(gif, Int32(codeSize), block) : EGifPutCodeNext(gif, block))
      first = false
      offset += length
    }
    try check(EGifPutCodeNext(gif, nil))
  }

  /// The bits of a colour table of `count` entries, padded as `colorMap` pads.
  static func tableBits(_ count: Int) -> Int {
    var bits = 1
    while 1 << bits < count { bits += 1 }
    return bits
  }

  /// Writes the trailer and closes giflib (the atomic file is committed by the caller).
  func close() throws {
    try release()
    guard let gif else { throw EncoderError.encoderClosed }
    self.gif = nil
    var error: Int32 = 0
    if EGifCloseFile(gif, &error) == GIF_ERROR {
      if let outputError { throw outputError }
      throw EncoderError.gif(code: error, message: Self.message(error), path: file.path)
    }
    if let outputError { throw outputError }
  }

  fileprivate func output(_ bytes: UnsafePointer<GifByteType>, _ count: Int) -> Int32 {
    if outputError != nil { return 0 }
    do {
      try file.write(UnsafeRawBufferPointer(start: bytes, count: count))
      return Int32(count)
    } catch {
      outputError = error
      return 0
    }
  }

  private func check(_ status: Int32) throws {
    guard status == GIF_ERROR else { return }
    if let outputError { throw outputError }
    let code = gif?.pointee.Error ?? 0
    throw EncoderError.gif(code: code, message: Self.message(code), path: file.path)
  }

  static func message(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "unknown giflib error"
  }

  /// A giflib colour map of `palette`, padded to a power of two (≥ 2).
  static func colorMap(_ palette: [PaletteColor]) -> UnsafeMutablePointer<ColorMapObject> {
    var size = 2
    while size < palette.count { size *= 2 }
    var colors = palette.map { GifColorType(Red: $0.r, Green: $0.g, Blue: $0.b) }
    colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colors.count)
    return GifMakeMapObject(Int32(size), &colors)
  }
}

/// giflib's output callback: forwards to the GIFWriter in UserData.
private func gifOutput(_ gif: UnsafeMutablePointer<GifFileType>?, _ bytes: UnsafePointer<GifByteType>?, _ count: Int32)
  -> Int32
{
  guard let gif, let bytes, let user = gif.pointee.UserData else { return 0 }
  return Unmanaged<GIFWriter>.fromOpaque(user).takeUnretainedValue().output(bytes, Int(count))
}
