import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// MARK: - A set of files replaced whole
//
// A film's frames are a set: a reader should see the old set or the new
// one, never a mix, whenever the writer is killed. Renaming each frame
// over its old self (`AtomicFileBatch`) makes every file whole but not the
// set: a kill during the renames leaves some frames new and some old.
//
// So a set is built in a staging directory beside the destination,
// `.NAME.PID-XXXXXX.flipbook-tmp` (the writing process's id and a unique
// token, as temporaries are named), holding the new files and hard links
// to every other file already in the destination (what isn't part of the
// old set stays, the same inode). Committing flushes the files, then swaps
// the two directories in one `renameat2(RENAME_EXCHANGE)`: a kill before it
// leaves the old set, after it the new one. The old set, now in the staging
// name, is then removed. Where the exchange isn't available (Linux before
// 3.15, or a file system without it) the destination is first renamed to
// `.NAME.PID-XXXXXX.flipbook-old` and the staging directory renamed into
// its place; a kill between the two leaves no destination and the old set
// beside it, which the next writer of that destination puts back before
// anything else.
//
// A destination holding a directory of its own (not just files) can't be
// rebuilt by links; its set is written file by file, each whole
// (`AtomicFileBatch`), as before. Staging directories whose owner process is
// gone are removed by the next writer of the same destination.

/// Writes a set of files into a directory so that the set replaces the
/// old one whole (see the essay above).
public final class AtomicFrameSet {
  /// The directory the set goes in.
  public let directory: String
  private let parent: String
  private let name: String
  /// The staging directory, or nil when the set is written file by file.
  private var staging: String?
  private var batch: AtomicFileBatch?
  private var written: [String] = []
  private var finished = false
  /// The staging directory's registration for removal on SIGTERM/SIGINT.
  private var cleanup = -1

  /// Starts a set for `directory` (made, with its parents, when missing),
  /// whose old set is the files `isOld` accepts (by name): they are not
  /// carried into the new set.
  /// - Throws: `EncoderError.cannotCreateFile` when the directory or the
  ///   staging directory can't be made, or a file stands where the
  ///   directory goes.
  public init(directory: String, isOld: (String) -> Bool) throws {
    let url = URL(fileURLWithPath: directory).standardizedFileURL
    self.directory = url.path
    parent = url.deletingLastPathComponent().path
    name = url.lastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    } catch {
      throw EncoderError.cannotCreateFile(path: directory, errno: Self.errnoOf(error))
    }
    Self.recover(name: name, in: parent)
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: self.directory, isDirectory: &isDirectory)
    if exists && !isDirectory.boolValue { throw EncoderError.cannotCreateFile(path: directory, errno: ENOTDIR) }
    // What stays of the destination, linked into the new set; nil when
    // something in it can't be linked (a directory of its own).
    var carried: [String] = []
    if exists {
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: self.directory) else {
        throw EncoderError.cannotCreateFile(path: directory, errno: EACCES)
      }
      for entry in entries where !isOld(entry) {
        var info = stat()
        guard lstat("\(self.directory)/\(entry)", &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
          carried = []
          batch = AtomicFileBatch()
          return
        }
        carried.append(entry)
      }
    }
    let staging = try Self.makeDirectory(in: parent, name: name, suffix: AtomicFileWriter.temporarySuffix, for: directory)
    chmod(staging, 0o755)
    self.staging = staging
    cleanup = TemporaryCleanup.register(staging)
    for entry in carried where link("\(self.directory)/\(entry)", "\(staging)/\(entry)") != 0 {
      // A file system without hard links: file by file instead.
      Self.removeTree(staging)
      TemporaryCleanup.unregister(cleanup)
      self.staging = nil
      batch = AtomicFileBatch()
      return
    }
  }

  deinit {
    if !finished { abandon() }
  }

  /// Whether the set will replace the old one whole (false: file by file).
  public var replacesWhole: Bool { staging != nil }

  /// Writes `bytes` as the file `fileName` of the new set.
  /// - Throws: `EncoderError.writeFailed` or `.cannotCreateFile` (the set
  ///   is then abandoned), `.encoderClosed` after `commit`.
  public func write(_ bytes: [UInt8], named fileName: String) throws {
    guard !finished else { throw EncoderError.encoderClosed }
    if let batch { return try batch.write(bytes, to: "\(directory)/\(fileName)") }
    guard let staging else { throw EncoderError.encoderClosed }
    let path = "\(staging)/\(fileName)"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      abandon()
      throw EncoderError.cannotCreateFile(path: "\(directory)/\(fileName)", errno: code)
    }
    defer { close(descriptor) }
    var offset = 0
    let failure: Int32? = bytes.withUnsafeBytes { raw in
      while offset < raw.count {
        let count = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += count
      }
      return nil
    }
    if let failure {
      abandon()
      throw EncoderError.writeFailed(path: "\(directory)/\(fileName)", errno: failure)
    }
    written.append(path)
  }

  /// Flushes the new set to disk and puts it in place of the old one.
  /// - Throws: `EncoderError.writeFailed` when a flush or the swap fails
  ///   (the old set is then as it was).
  public func commit() throws {
    guard !finished else { throw EncoderError.encoderClosed }
    if let batch {
      finished = true
      return try batch.commit()
    }
    guard let staging else { throw EncoderError.encoderClosed }
    do {
      try AtomicFileBatch.syncFiles(written)
      AtomicFileBatch.syncDirectory(staging)
      try Self.swap(staging, into: directory, name: name, parent: parent)
    } catch {
      abandon()
      throw error
    }
    finished = true
    // The staging name now holds the old set (or nothing).
    Self.removeTree(staging)
    TemporaryCleanup.unregister(cleanup)
    AtomicFileBatch.syncDirectory(parent)
  }

  /// Removes what the set wrote; the destination is as it was.
  public func abandon() {
    finished = true
    batch?.abandon()
    if let staging { Self.removeTree(staging) }
    TemporaryCleanup.unregister(cleanup)
  }

  // MARK: Swapping

  private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

  /// glibc's `renameat2`, looked up at run time (Swift's Glibc module
  /// doesn't declare it).
  private static let renameat2: RenameAt2? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
    return unsafeBitCast(symbol, to: RenameAt2.self)
  }()

  /// Puts `staging` at `directory`: a rename when there is none yet, an
  /// exchange when there is, else the two-step fallback (see the essay).
  private static func swap(_ staging: String, into directory: String, name: String, parent: String) throws {
    // No destination yet (or an empty one, which rename replaces).
    if rename(staging, directory) == 0 { return }
    guard errno == ENOTEMPTY || errno == EEXIST else { throw EncoderError.writeFailed(path: directory, errno: errno) }
    let exchange: UInt32 = 1 << 1  // RENAME_EXCHANGE
    if let renameat2, renameat2(AT_FDCWD, staging, AT_FDCWD, directory, exchange) == 0 { return }
    // Two steps: the old set aside under a name the next writer recovers.
    let aside = try makeDirectory(in: parent, name: name, suffix: ".flipbook-old", for: directory)
    guard rename(directory, aside) == 0 else {
      let code = errno
      rmdir(aside)
      throw EncoderError.writeFailed(path: directory, errno: code)
    }
    guard rename(staging, directory) == 0 else {
      let code = errno
      rename(aside, directory)
      throw EncoderError.writeFailed(path: directory, errno: code)
    }
    // The old set where the staging directory was, to be removed.
    rename(aside, staging)
  }

  /// Cleans what killed writers of `name` left in `parent`: staging
  /// directories whose owner is gone are removed, and an old set put
  /// aside by a two-step swap that didn't finish is put back when the
  /// destination is missing (removed when it isn't).
  static func recover(name: String, in parent: String) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
    let destination = "\(parent)/\(name)"
    for entry in entries {
      if let pid = AtomicFileWriter.owner(of: entry, name: name, suffix: ".flipbook-old"), AtomicFileWriter.isGone(pid) {
        if !FileManager.default.fileExists(atPath: destination) {
          rename("\(parent)/\(entry)", destination)
        } else {
          removeTree("\(parent)/\(entry)")
        }
      }
    }
    for entry in entries {
      var info = stat()
      guard let pid = AtomicFileWriter.owner(of: entry, name: name), AtomicFileWriter.isGone(pid),
        lstat("\(parent)/\(entry)", &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR
      else { continue }
      removeTree("\(parent)/\(entry)")
    }
  }

  /// Makes a new directory `.NAME.PID-XXXXXX<suffix>` in `parent` (the
  /// token random, tried again while taken: `mkdtemp` wants its X's last).
  static func makeDirectory(in parent: String, name: String, suffix: String, for destination: String) throws -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    for _ in 0..<100 {
      let token = String((0..<6).map { _ in letters.randomElement()! })
      let path = "\(parent)/.\(name).\(getpid())-\(token)\(suffix)"
      if mkdir(path, 0o700) == 0 { return path }
      guard errno == EEXIST else { throw EncoderError.cannotCreateFile(path: destination, errno: errno) }
    }
    throw EncoderError.cannotCreateFile(path: destination, errno: EEXIST)
  }

  /// Removes a directory Flipbook made and everything in it (files only;
  /// best effort).
  static func removeTree(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  private static func errnoOf(_ error: Error) -> Int32 {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return Int32(underlying?.code ?? Int(EIO))
  }
}
