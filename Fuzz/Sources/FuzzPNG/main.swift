// PNG decoding (libpng through Rasterizer's PNGDecoder): never traps, never allocates
// past Bitmap's limits.
import Rasterizer
import FuzzSupport

func test(_ bytes: [UInt8]) {
  _ = try? PNGDecoder().decode(bytes)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  test(bytes(data, size))
  return 0
}

runFuzzer(fuzzerTestOneInput)
