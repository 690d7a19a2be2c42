// GIF decoding (giflib through GIFDecoder) under a 16 Mpx budget: never
// traps, never allocates past the budget.
import Encoders
import FuzzSupport

func test(_ bytes: [UInt8]) {
  _ = try? GIFDecoder(maximumTotalPixels: 16 * 1024 * 1024).decode(bytes)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  test(bytes(data, size))
  return 0
}

runFuzzer(fuzzerTestOneInput)
