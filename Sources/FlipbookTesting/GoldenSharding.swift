import FlipbookCore
import Foundation

/// The share of a suite's goldens this run checks, from `FLIPBOOK_SHARD`
/// (`k/n`): shard k of n checks the preview goldens and `expectGolden`
/// images whose path under `__Snapshots__` falls in it (`Shard.includes`),
/// and passes over the rest without rendering or comparing them, so n
/// machines together check each exactly once. Unset, a run checks them
/// all. Its report goes to `Artifacts/report/shards/k-of-n/`, which `swift
/// package flipbook merge-reports` puts together.
package enum GoldenSharding {
  /// This run's shard (nil: every golden), or why `FLIPBOOK_SHARD` is wrong.
  package static let current: Result<Shard?, FlipbookCoreError> = Result { try Shard.fromEnvironment() }
    .mapError { $0 as? FlipbookCoreError ?? .invalidShard("?") }

  /// Whether this run checks the golden at `key` (its path under
  /// `__Snapshots__`, as `FavoriteRowTests/favorite.png`); true when
  /// `FLIPBOOK_SHARD` is wrong, so that each golden fails saying so.
  package static func checks(_ key: String) -> Bool {
    guard case .success(let shard?) = current else { return true }
    return shard.includes(key)
  }

  /// The report folder of this run in the package at `root`:
  /// `Artifacts/report`, or `Artifacts/report/shards/k-of-n` in a shard.
  package static func reportFolder(in root: URL) -> URL {
    let report = root.appendingPathComponent("Artifacts/report")
    guard case .success(let shard?) = current else { return report }
    return report.appendingPathComponent("shards/\(shard.index)-of-\(shard.count)")
  }

  /// The report page of this run in the package at `root`.
  package static func reportPage(in root: URL) -> URL {
    reportFolder(in: root).appendingPathComponent("index.html")
  }
}

extension PreviewGoldens {
  /// Whether this run checks the preview golden at `goldenPath` (see
  /// `GoldenSharding`); the generated preview test lists only these.
  public static func isInShard(_ goldenPath: String) -> Bool {
    // Its place as `expectGolden(of:in:)` makes it, under a notional
    // `__Snapshots__/Previews`: the shard key is the same path.
    let golden = URL(fileURLWithPath: "/__Snapshots__/Previews").appendingPathComponent(goldenPath)
    let place = GoldenPlace(folder: golden.deletingLastPathComponent(), failures: golden, name: golden.lastPathComponent)
    return GoldenSharding.checks(place.shardKey)
  }
}
