// Runs libFuzzer from a SwiftPM executable.
//
// Each harness defines `LLVMFuzzerTestOneInput` (with `@_cdecl`) and, in its
// top-level code, calls `runFuzzer(_:)` with it. Whichever `main` the link
// keeps, libFuzzer's (which calls `LLVMFuzzerTestOneInput` itself) or
// SwiftPM's `<Target>_main` (the top-level code, which hands the process's
// arguments to `LLVMFuzzerRunDriver`, libFuzzer's entry for programs with
// their own main), the same function is fuzzed.

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Fuzzes `testOneInput` with libFuzzer, passing on the command line's
/// options (`-max_total_time=20`, corpus folders, `-dict=…`), and exits
/// with libFuzzer's status.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
}

/// libFuzzer's input as bytes.
public func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
}

@_silgen_name("exit")
private func exit(_ status: CInt) -> Never
