import FlipbookCore
import Testing

@Suite struct ShardTests {
  @Test func parsesKOfN() throws {
    #expect(Shard("2/4") == Shard(index: 2, count: 4))
    #expect(Shard(" 1/1 ") == Shard(index: 1, count: 1))
    for bad in ["0/4", "5/4", "2", "2/", "/4", "a/b", "-1/4", "2/4/8", "1/0", ""] {
      #expect(Shard(bad) == nil, "\(bad)")
    }
    #expect(throws: FlipbookCoreError.invalidShard("5/4")) { try Shard.fromEnvironment(["FLIPBOOK_SHARD": "5/4"]) }
    #expect(try Shard.fromEnvironment([:]) == nil)
    #expect(try Shard.fromEnvironment(["FLIPBOOK_SHARD": ""]) == nil)
  }

  /// Every name falls in exactly one of n shards, and the shares are even.
  @Test func everyNameFallsInExactlyOneShard() throws {
    let names = (0..<4000).map { "Previews/Module/File\($0 % 37)/Preview \($0).png" }
    for count in [1, 2, 3, 4, 7] {
      let shards = (1...count).map { Shard(index: $0, count: count)! }
      var sizes = [Int](repeating: 0, count: count)
      for name in names {
        let holders = shards.filter { $0.includes(name) }
        #expect(holders.count == 1)
        sizes[holders[0].index - 1] += 1
      }
      #expect(sizes.min()! > names.count / count * 8 / 10, "shares \(sizes)")
    }
  }

  /// The hash is FNV-1a (64-bit), fixed: machines, runs and Swift versions
  /// agree on every name's shard (Swift's `hashValue` is seeded per process).
  @Test func theAssignmentIsStable() {
    // FNV-1a of "" is the offset basis 0xcbf29ce484222325, ≡ 1 (mod 4).
    #expect(Shard(index: 2, count: 4)!.includes(""))
    // 0x7367b90a94109b7c ≡ 0 (mod 4), 0xa410190098d40ca4 ≡ 0 (mod 4).
    #expect(Shard(index: 1, count: 4)!.includes("FavoriteRowTests/favorite.png"))
    #expect(Shard(index: 1, count: 4)!.includes("Previews/MyViews/FavoriteRow/Favorite.png"))
  }
}
