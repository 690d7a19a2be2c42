// An asset catalog's colour set (`Contents.json` of a `.colorset`): reading
// never traps, and a colour that reads resolves to finite components.
@testable import FlipbookCore
import Foundation
import FuzzSupport

func test(_ bytes: [UInt8]) {
  guard let set = try? AssetCatalog.colorSet(fromContentsJSON: Data(bytes)) else { return }
  for color in [set.light, set.dark] {
    precondition([color.red, color.green, color.blue, color.opacity].allSatisfy(\.isFinite), "\(color)")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  test(bytes(data, size))
  return 0
}

runFuzzer(fuzzerTestOneInput)
