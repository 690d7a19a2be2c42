// Text shaping of arbitrary strings (Pango through TextLayout): the first
// byte picks a width, a line limit and a size; the rest is the text.
import FuzzSupport
import Rasterizer

func test(_ bytes: [UInt8]) {
  guard let first = bytes.first else { return }
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let font = FontDescriptor(families: [first & 1 == 0 ? "Inter" : "DejaVu Serif"], size: CGFloat(first % 40) + 1)
  let paragraph = TextParagraph(runs: [TextRun(text, font: font)], lineLimit: first & 2 == 0 ? nil : 2)
  let layout = TextLayout.make(paragraph, width: first & 4 == 0 ? nil : CGFloat(first), height: nil)
  precondition(layout.size.width.isFinite && layout.size.height.isFinite)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  test(bytes(data, size))
  return 0
}

runFuzzer(fuzzerTestOneInput)
