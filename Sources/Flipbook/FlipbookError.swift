import Foundation

/// Errors thrown by the view layer and films.
public enum FlipbookError: Error, Equatable, CustomStringConvertible {
  /// The view has no area to draw (an `EmptyView`, or a zero size).
  case emptyView
  /// A film's settings or script cannot be played.
  case invalidFilm(name: String, problem: FilmProblem)
  /// A film's tap found no view handling taps at the point.
  case tapMissed(x: CGFloat, y: CGFloat, time: Double)
  /// Lifecycle actions kept changing state at one instant.
  case stateDidNotSettle(time: Double)
  /// `Film.frame(at:)` was asked for an instant outside the film.
  case timeOutOfRange(time: Double, duration: Double)
  /// An image could not be read.
  case image(name: String, problem: ImageProblem)
  /// A font file could not be registered.
  case fontFile(path: String, problem: FontFileProblem)
  /// The view draws text, but the bundled fonts' packages are missing
  /// (the packages to install are named).
  case missingFonts(packages: [String])
  /// A preview cannot be rendered: an unknown device, a scale or a fixed
  /// layout that is not finite and positive.
  case invalidPreview(name: String, problem: PreviewProblem)
  /// A render session of image files was asked for what only a view tree
  /// has (a display list, a layout, accessibility elements).
  case noViewTree(name: String)
  /// A frame rate outside what `allowed` plays.
  case invalidFrameRate(fps: Double, allowed: FrameRate)
  /// A sequence of frames with none in it.
  case noFrames
  /// The film's code scheduled a Foundation timer on the wall clock, which
  /// a film never reaches (every `interval` s, made by `time` s of film
  /// time; see WallClockTimerWatch.swift).
  case wallClockTimer(interval: Double, time: Double)
  /// A destination can't be written (checked before rendering).
  case badOutput(path: String, problem: OutputProblem)
  /// A view's body contains the view again without end: `depth` bodies
  /// deep, the view of type `viewType` was still being resolved.
  case bodyRecursion(viewType: String, depth: Int)
  /// A render session was called from a second thread while a call from
  /// another was running (RenderSession.swift).
  case sessionInUse(name: String)
  /// `actions` timers, delayed blocks and dispatched blocks ran at film
  /// time `time` without letting time pass (FilmScheduler.swift).
  /// `seen` counts what ran at that instant by kind ("9999
  /// `DispatchQueue.main.async` blocks").
  case scheduledActionsDidNotLetTimePass(time: Double, actions: Int, seen: [String])
  /// The film's tasks ran `jobs` jobs at film time `time` without letting
  /// time pass (a task polling with `Task.yield()`; FilmScheduler.swift).
  /// `tasks` names the tasks that kept resuming ("the `.task` of
  /// `GateView`").
  case taskDidNotLetTimePass(time: Double, jobs: Int, tasks: [String])
  /// A `UIViewRepresentable` (or a controller's view) is a UIKit class
  /// Flipbook has no SwiftUI counterpart for (UIViewRepresentable.swift).
  case unsupportedUIKitView(className: String)

  public var description: String {
    switch self {
    case .emptyView:
      "the view is empty: it chose a size with no area, so there is no image to write"
    case .invalidFilm(let name, let problem):
      "film '\(name)' cannot be played: \(problem)"
    case .tapMissed(let x, let y, let time):
      "the tap at (\(x), \(y)) at \(time) s found no view handling taps there"
    case .stateDidNotSettle(let time):
      "state kept changing at \(time) s: onAppear/onDisappear actions ran \(ViewGraph.passLimit) passes without settling"
    case .timeOutOfRange(let time, let duration):
      "\(time) s is outside the film, which lasts \(duration) s"
    case .image(let name, let problem):
      "cannot read the image \(name): \(problem)"
    case .fontFile(let path, let problem):
      "cannot register the font file \(path): \(problem)"
    case .missingFonts(let packages):
      "the view draws text, but these font packages are not installed: \(packages.joined(separator: ", ")); run Scripts/bootstrap"
    case .invalidPreview(let name, let problem):
      "preview '\(name)' cannot be rendered: \(problem)"
    case .noViewTree(let name):
      "\(name) is a sequence of images, with no view tree to lay out or list"
    case .invalidFrameRate(let fps, let allowed):
      "\(fps) frames per second is out of range: \(allowed.allowedWords)"
    case .noFrames:
      "there are no frames to encode"
    case .wallClockTimer(let interval, let time):
      "code run by \(time) s of the film called Foundation's Timer.scheduledTimer (a timer every \(interval) s on the "
        + "wall clock), which never fires in a film: the file imports Foundation beside Flipbook, so Foundation's timer "
        + "wins over Flipbook's film-time one. Remove that file's `import Foundation` (Flipbook re-exports it), or use "
        + "Timer.publish(every:on:in:) with onReceive, or DispatchQueue.main.asyncAfter"
    case .badOutput(let path, let problem):
      "cannot write to \(path): \(problem)"
    case .bodyRecursion(let viewType, let depth):
      "\(viewType)'s body nests views \(depth) bodies deep without end: a view whose body contains itself (directly "
        + "or through other views) with nothing to stop the recursion. Give the recursion a base case"
    case .sessionInUse(let name):
      "the render session of '\(name)' was called from a second thread while another thread's call was running: a "
        + "session plays one graph and is used from one thread at a time. Make a session per thread to render in parallel"
    case .scheduledActionsDidNotLetTimePass(let time, let actions, let seen):
      "at \(time) s the film ran \(actions) timer firings and scheduled blocks without letting film time pass"
        + (seen.isEmpty ? "" : " (\(seen.joined(separator: ", ")))") + ": a block "
        + "that schedules itself again with no delay (`DispatchQueue.main.async` inside its own block, a repeating "
        + "timer with an interval of 0) keeps the film at one instant. Give it a delay (`asyncAfter`, a timer interval)"
    case .taskDidNotLetTimePass(let time, let jobs, let tasks):
      "at \(time) s the film's tasks ran \(jobs) jobs without letting film time pass: "
        + "\(tasks.isEmpty ? "a task" : tasks.joined(separator: ", ")) kept resuming at one instant without sleeping, "
        + "such as a loop polling with `await Task.yield()` for something only time would change. Film time "
        + "passes between frames, never inside a task's loop: wait with `try await Task.sleep(for:)`, or react to the "
        + "change with `onChange`/`task(id:)`"
    case .unsupportedUIKitView(let className):
      "a UIViewRepresentable made a \(className), which Flipbook can't draw: it draws UIKit's views as their SwiftUI "
        + "counterparts (UIActivityIndicatorView, UIVisualEffectView, UILabel, UIImageView, UITextView, a hosting "
        + "controller's view …) and an app's own view classes as they draw themselves (draw(_:), layers, subviews), "
        + "but this framework class has no counterpart. Give the preview or film a SwiftUI stand-in for this view"
    }
  }
}

/// Why a film can't be played (`FlipbookError.invalidFilm`).
public enum FilmProblem: Equatable, Sendable, CustomStringConvertible {
  /// Frames per second outside `FrameRate.film`.
  case frameRate(Double)
  /// A scale that is not finite and positive.
  case scale(CGFloat)
  /// A canvas size that is not finite and positive.
  case size(CGSize)
  /// A wait that is not finite, or negative.
  case wait(Double)
  /// Waits that add up to no finite duration.
  case duration(Double)
  /// More frames than `FrameClock.maximumFrameCount`.
  case tooManyFrames(duration: Double, fps: Double)
  /// A drag through a point that is not finite, or for a duration that
  /// is not finite and positive.
  case drag(points: [CGPoint], duration: Double)

  public var description: String {
    switch self {
    case .frameRate(let fps): "its fps \(fps) is out of range: \(FrameRate.film.allowedWords)"
    case .scale(let scale): "scale must be positive, not \(scale)"
    case .size(let size): "size must be positive and finite, not \(size.width) × \(size.height)"
    case .wait(let wait): "a wait of \(wait) s: waits must be finite and not negative"
    case .duration(let duration): "its waits add up to \(duration) s"
    case .tooManyFrames(let duration, let fps):
      "\(duration) s at \(fps) fps is \((duration * fps).rounded(.up)) frames; a film has at most \(FrameClock.maximumFrameCount)"
    case .drag(let points, let duration):
      "a drag through \(points.map { "(\($0.x), \($0.y))" }.joined(separator: " → ")) over \(duration) s: "
        + "points must be finite, the duration finite and positive"
    }
  }
}

/// Why a preview can't be rendered (`FlipbookError.invalidPreview`).
public enum PreviewProblem: Equatable, Sendable, CustomStringConvertible {
  /// A device name no screen is known for (`known`: some that are).
  case unknownDevice(String, known: [String])
  /// A scale that is not finite and positive.
  case scale(CGFloat)
  /// A fixed layout whose size is not finite and positive.
  case fixedSize(width: CGFloat, height: CGFloat)

  public var description: String {
    switch self {
    case .unknownDevice(let name, let known):
      "unknown device '\(name)' (known devices include \(known.map { "'\($0)'" }.joined(separator: ", ")))"
    case .scale(let scale): "scale \(scale) is not a finite positive number"
    case .fixedSize(let width, let height):
      "a fixed layout needs a finite positive width and height, not \(width) × \(height)"
    }
  }
}
