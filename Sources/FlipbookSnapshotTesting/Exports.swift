// `import FlipbookSnapshotTesting` is the one line a test file needs, as
// `import SnapshotTesting` is on iOS: it brings swift-snapshot-testing
// itself (`assertSnapshot`, `verifySnapshot`, `withSnapshotTesting`, the
// record modes, `Snapshotting` and `Diffing`) and FlipbookTesting (and
// with it Flipbook), so the strategies it adds (`.image`, `.gif`,
// `.layout` …) and the views they snapshot are in scope. A package then
// needs no dependency on swift-snapshot-testing of its own: the product
// brings it. Writing `import SnapshotTesting` as well, as a suite shared
// with iOS does, changes nothing.
@_exported import FlipbookTesting
@_exported import SnapshotTesting
