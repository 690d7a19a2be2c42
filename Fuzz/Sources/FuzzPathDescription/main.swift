// The path description format (`Path(_:)`, SwiftUI's `Path.description`):
// parsing never traps, and a parsed path's description parses again.
import FlipbookCore
import FuzzSupport

func test(_ bytes: [UInt8]) {
  guard let path = Path(String(decoding: bytes, as: UTF8.self)) else { return }
  let again = Path(path.description)
  precondition(again != nil, "a path's own description must parse: \(path.description)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  test(bytes(data, size))
  return 0
}

runFuzzer(fuzzerTestOneInput)
