import Foundation

/// One of `count` shares of a suite's goldens or a catalog's renders, so
/// several CI machines together check or render each exactly once.
///
/// Which share a name falls in is a stable hash of its UTF-8 bytes
/// (64-bit FNV-1a) modulo `count`: the same on every machine, run and
/// Swift version (Swift's own `hashValue` is seeded per process), and
/// independent of how many other names there are, so adding a golden moves
/// no other one between shards.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// This shard's number, 1 … `count`.
  public let index: Int
  /// How many shards there are.
  public let count: Int

  /// Shard `index` of `count`; nil unless 1 ≤ index ≤ count.
  public init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// The shard `text` names as `k/n` (as `FLIPBOOK_SHARD=2/4` or `--shard
  /// 2/4` write it); nil for anything else.
  public init?(_ text: String) {
    let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
    self.init(index: index, count: count)
  }

  /// The shard `FLIPBOOK_SHARD` names: nil when it is unset or empty.
  ///
  /// - Throws: `FlipbookCoreError.invalidShard` when it is set to
  ///   something other than `k/n` with 1 ≤ k ≤ n.
  public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws
    -> Shard?
  {
    guard let text = environment["FLIPBOOK_SHARD"], !text.isEmpty else { return nil }
    guard let shard = Shard(text) else { throw FlipbookCoreError.invalidShard(text) }
    return shard
  }

  /// Whether `name` falls in this shard.
  public func includes(_ name: String) -> Bool {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return Int(hash % UInt64(count)) == index - 1
  }

  /// `k/n`.
  public var description: String { "\(index)/\(count)" }
}
