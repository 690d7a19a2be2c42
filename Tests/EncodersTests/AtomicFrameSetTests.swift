import Foundation
import Testing

@testable import Encoders

/// A set of frames replaces the older set whole (issue #55, item 2): a
/// reader, or a kill at any instant, sees all old frames or all new ones;
/// the directory's other files stay.
@Suite struct AtomicFrameSetTests {
  func isFrame(_ name: String) -> Bool { name.hasPrefix("f-") && name.hasSuffix(".png") }

  func write(_ count: Int, byte: UInt8, to directory: String) throws -> AtomicFrameSet {
    let set = try AtomicFrameSet(directory: directory, isOld: isFrame)
    for i in 0..<count { try set.write([byte, UInt8(i)], named: String(format: "f-%04d.png", i)) }
    return set
  }

  func contents(_ path: String) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

  @Test func aNewSetAppearsAtCommitAndReplacesTheOldWhole() throws {
    let root = TemporaryDirectory()
    let frames = root.file("frames")
    try write(5, byte: 1, to: frames).commit()
    #expect(contents(frames) == (0..<5).map { String(format: "f-%04d.png", $0) })
    // The user's own file in the directory stays, the same file.
    #expect(FileManager.default.createFile(atPath: frames + "/notes.txt", contents: Data("mine".utf8)))
    let inode = { (path: String) -> UInt64 in
      var info = stat()
      _ = stat(path, &info)
      return UInt64(info.st_ino)
    }
    let notes = inode(frames + "/notes.txt")
    let set = try write(3, byte: 2, to: frames)
    #expect(set.replacesWhole)
    // Before the commit a reader sees the old set, untouched.
    #expect(contents(frames).count == 6)
    #expect(FileManager.default.contents(atPath: frames + "/f-0004.png") == Data([1, 4]))
    try set.commit()
    #expect(contents(frames) == ["f-0000.png", "f-0001.png", "f-0002.png", "notes.txt"])
    #expect(FileManager.default.contents(atPath: frames + "/f-0002.png") == Data([2, 2]))
    #expect(inode(frames + "/notes.txt") == notes)
    // Nothing left beside it.
    #expect(root.contents == ["frames"])
  }

  @Test func aSetLetGoLeavesTheOldOneAsItWas() throws {
    let root = TemporaryDirectory()
    let frames = root.file("frames")
    try write(4, byte: 1, to: frames).commit()
    do { _ = try write(2, byte: 2, to: frames) }
    #expect(contents(frames).count == 4)
    #expect(FileManager.default.contents(atPath: frames + "/f-0000.png") == Data([1, 0]))
    #expect(root.contents == ["frames"])
  }


  /// A kill in the two-step swap, between putting the old set aside and
  /// renaming the new one in: the next writer puts the old set back before
  /// anything else, and removes a killed writer's staging directory.
  @Test func aKillBetweenRenamesIsRecoveredByTheNextWriter() throws {
    let root = TemporaryDirectory()
    let dead = try deadProcess()
    let aside = root.file(".frames.\(dead)-AbCdEf.flipbook-old")
    try write(3, byte: 1, to: aside).commit()
    let staging = root.file(".frames.\(dead)-QwErTy.flipbook-tmp")
    try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: staging + "/f-0000.png", contents: Data([9])))
    // A live writer's staging directory is left alone.
    let live = root.file(".frames.\(getpid())-ZxCvBn.flipbook-tmp")
    try FileManager.default.createDirectory(atPath: live, withIntermediateDirectories: true)
    let set = try AtomicFrameSet(directory: root.file("frames"), isOld: isFrame)
    // Recovered: the old set is back where it was.
    #expect(contents(root.file("frames")).count == 3)
    #expect(FileManager.default.contents(atPath: root.file("frames/f-0002.png")) == Data([1, 2]))
    #expect(!FileManager.default.fileExists(atPath: staging))
    #expect(FileManager.default.fileExists(atPath: live))
    set.abandon()
  }

  @Test func aDirectoryWithItsOwnSubdirectoryIsWrittenFileByFile() throws {
    let root = TemporaryDirectory()
    let frames = root.file("frames")
    try FileManager.default.createDirectory(atPath: frames + "/keep", withIntermediateDirectories: true)
    let set = try write(2, byte: 3, to: frames)
    #expect(!set.replacesWhole)
    try set.commit()
    #expect(contents(frames) == ["f-0000.png", "f-0001.png", "keep"])
  }

  @Test func aFileWhereTheDirectoryGoesIsRefusedAtOnce() throws {
    let root = TemporaryDirectory()
    #expect(FileManager.default.createFile(atPath: root.file("frames"), contents: Data([1])))
    #expect(throws: EncoderError.cannotCreateFile(path: root.file("frames"), errno: ENOTDIR)) {
      try AtomicFrameSet(directory: root.file("frames"), isOld: isFrame)
    }
  }
}
