import Encoders

/// The frame-rate rules, written once: what a film may be played at, what
/// a GIF shows, what `flipbook encode` takes. The CLI's options, a film's
/// `validate()` and the session's GIF sink all ask these.
public struct FrameRate: Sendable, Equatable {
  /// The rates allowed, in frames per second.
  public let range: ClosedRange<Double>
  /// What is being timed, for messages ("a film", "a GIF").
  public let subject: String

  /// A film's rate: 0.01 … 120 fps. A frame lasts at most 100 s (a GIF
  /// delay stops at 655.35 s) and at least 1/120 s (a 120 Hz display's).
  public static let film = FrameRate(range: 0.01...120, subject: "a film")

  /// What an animated GIF shows as written: 0.01 … 50 fps
  /// (`GIFEncoder.maximumFrameRate`: delays are whole centiseconds, and
  /// browsers slow delays under 2 cs down to 10 cs).
  public static let gif = FrameRate(range: 0.01...GIFEncoder.maximumFrameRate, subject: "a GIF")

  /// The rate of PNG frames given to `flipbook encode`: 0.01 … 1000 fps
  /// (over 50, the GIF needs its faster frames dropped).
  public static let encoding = FrameRate(range: 0.01...1000, subject: "encoded frames")

  /// Whether `fps` is a finite rate in `range`.
  public func allows(_ fps: Double) -> Bool { fps.isFinite && range.contains(fps) }

  /// Checks `fps`.
  /// - Throws: `FlipbookError.invalidFrameRate` saying the allowed range.
  public func check(_ fps: Double) throws {
    guard allows(fps) else { throw FlipbookError.invalidFrameRate(fps: fps, allowed: self) }
  }

  /// "between 0.01 and 120 fps"-style words for messages.
  public var allowedWords: String {
    func figure(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
    return "\(subject) plays at \(figure(range.lowerBound)) to \(figure(range.upperBound)) frames per second"
  }
}
