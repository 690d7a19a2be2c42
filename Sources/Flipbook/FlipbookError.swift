import Foundation

/// Errors thrown by the view layer and films.
public enum FlipbookError: Error, Equatable, CustomStringConvertible {
  /// The view has no area to draw (an `EmptyView`, or a zero size).
  case emptyView
  /// A film's settings or script cannot be played (the reason says which).
  case invalidFilm(name: String, reason: String)
  /// A film's tap found no view handling taps at the point.
  case tapMissed(x: CGFloat, y: CGFloat, time: Double)
  /// Lifecycle actions kept changing state at one instant.
  case stateDidNotSettle(time: Double)
  /// `Film.frame(at:)` was asked for an instant outside the film.
  case timeOutOfRange(time: Double, duration: Double)
  /// An image could not be read (the reason says why).
  case image(name: String, reason: String)
  /// A font file could not be registered.
  case fontFile(path: String, reason: String)
  /// The view draws text, but the bundled fonts' packages are missing
  /// (the packages to install are named).
  case missingFonts(packages: [String])
  /// A preview cannot be rendered: an unknown device, or a fixed layout
  /// that is not a finite positive size (the reason says which).
  case invalidPreview(name: String, reason: String)
  /// A render session of image files was asked for what only a view tree
  /// has (a display list, a layout, accessibility elements).
  case noViewTree(name: String)
  /// A frame rate outside what `allowed` plays.
  case invalidFrameRate(fps: Double, allowed: FrameRate)
  /// A sequence of frames with none in it.
  case noFrames

  public var description: String {
    switch self {
    case .emptyView:
      "the view is empty: it chose a size with no area, so there is no image to write"
    case .invalidFilm(let name, let reason):
      "film '\(name)' cannot be played: \(reason)"
    case .tapMissed(let x, let y, let time):
      "the tap at (\(x), \(y)) at \(time) s found no view handling taps there"
    case .stateDidNotSettle(let time):
      "state kept changing at \(time) s: onAppear/onDisappear actions ran \(ViewGraph.passLimit) passes without settling"
    case .timeOutOfRange(let time, let duration):
      "\(time) s is outside the film, which lasts \(duration) s"
    case .image(let name, let reason):
      "cannot read the image \(name): \(reason)"
    case .fontFile(let path, let reason):
      "cannot register the font file \(path): \(reason)"
    case .missingFonts(let packages):
      "the view draws text, but these font packages are not installed: \(packages.joined(separator: ", ")); run Scripts/bootstrap"
    case .invalidPreview(let name, let reason):
      "preview '\(name)' cannot be rendered: \(reason)"
    case .noViewTree(let name):
      "\(name) is a sequence of images, with no view tree to lay out or list"
    case .invalidFrameRate(let fps, let allowed):
      "\(fps) frames per second is out of range: \(allowed.allowedWords)"
    case .noFrames:
      "there are no frames to encode"
    }
  }
}
