#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libimagequant runs its loops on OpenMP threads, which spin-wait between
/// parallel regions. A GIF encoder calls it once per frame on regions of a
/// few thousand pixels, where the hand-over costs more than it saves, and
/// the spinning takes the cores the frames are decoded and the palette
/// refined on (10 % of the bench's wall time). `serially` runs a call with
/// one OpenMP thread.
///
/// The global palette is one call on a histogram of up to 80,000 colours,
/// with nothing else to run meanwhile: `withTeam(of: 2)` gives its k-means
/// two threads when the histogram is large (`Quantizer.teamedHistogramColors`;
/// about a quarter off the call on the chart film's frames, 160 → 120 ms).
/// A fixed team, not one per core, so the palette is the same
/// on every machine: libimagequant splits its loops statically over the
/// team and sums each thread's part in thread order, so the team's size,
/// not the core count, decides the floating-point sums (checked: the same
/// bytes under `taskset -c 0`).
///
/// The setting is the calling thread's own (OpenMP's `nthreads-var` belongs
/// to the thread) and is restored afterwards; the functions are looked up
/// at run time, so a libimagequant built without OpenMP needs nothing.
enum OpenMP {
  private typealias GetMaxThreads = @convention(c) () -> Int32
  private typealias SetNumThreads = @convention(c) (Int32) -> Void

  private static let functions: (get: GetMaxThreads, set: SetNumThreads)? = {
    // RTLD_DEFAULT (a null handle): every library the process has loaded.
    guard let get = dlsym(nil, "omp_get_max_threads"), let set = dlsym(nil, "omp_set_num_threads")
    else { return nil }
    return (unsafeBitCast(get, to: GetMaxThreads.self), unsafeBitCast(set, to: SetNumThreads.self))
  }()

  /// `body` with libimagequant's loops on the calling thread alone.
  static func serially<T>(_ body: () throws -> T) rethrows -> T {
    try withTeam(of: 1, body)
  }

  /// `body` with libimagequant's loops on a team of `threads` threads,
  /// whatever the core count.
  static func withTeam<T>(of threads: Int32, _ body: () throws -> T) rethrows -> T {
    guard let functions else { return try body() }
    let previous = functions.get()
    functions.set(threads)
    defer { functions.set(previous) }
    return try body()
  }
}
