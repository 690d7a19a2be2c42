import Encoders

/// Why a sample folder can't be written.
public enum SamplesError: Error, Equatable, CustomStringConvertible {
  /// A folder or file name that is not one path component (empty, `.`,
  /// `..`, holding `/` or NUL).
  case notAName(path: String, component: String)
  /// A folder's lossy bound outside 0 … `GIFEncoder.Options.maximumLossy`.
  case lossyOutOfRange(folder: String, lossy: Int)
  /// A sample whose file name ends in neither `.gif` nor `.png`.
  case notAGIFOrPNG(path: String)
  /// A file named twice in one folder.
  case namedTwice(path: String)
  /// A PNG sample's moment that is not a finite time ≥ 0.
  case notAMoment(path: String, seconds: Double)

  public var description: String {
    switch self {
    case .notAName(let path, let component): "sample '\(path)' cannot be written: '\(component)' is not a file or folder name"
    case .lossyOutOfRange(let folder, let lossy):
      "sample '\(folder)' cannot be written: its lossy bound \(lossy) is not 0…\(GIFEncoder.Options.maximumLossy)"
    case .notAGIFOrPNG(let path): "sample '\(path)' cannot be written: a sample is a .gif or a .png"
    case .namedTwice(let path): "sample '\(path)' cannot be written: the folder names it twice"
    case .notAMoment(let path, let seconds):
      "sample '\(path)' cannot be written: its moment \(seconds) s is not a time in the film"
    }
  }
}
