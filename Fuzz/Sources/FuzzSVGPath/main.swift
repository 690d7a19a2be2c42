// SVG path data (`Path(svgPathData:)`): parsing never traps, and whatever
// parses measures and prints.
import FlipbookCore
import FuzzSupport

func test(_ bytes: [UInt8]) {
  guard let path = try? Path(svgPathData: String(decoding: bytes, as: UTF8.self)) else { return }
  _ = path.boundingRect
  _ = path.description
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  test(bytes(data, size))
  return 0
}

runFuzzer(fuzzerTestOneInput)
