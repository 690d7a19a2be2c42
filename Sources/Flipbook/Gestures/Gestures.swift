import Foundation

/// A gesture that ends when the view is tapped `count` times, as SwiftUI's
/// `TapGesture`.
nonisolated public struct TapGesture: _PrimitiveGesture {
  public typealias Value = Void
  /// The taps in a row it needs.
  public var count: Int

  public init(count: Int = 1) { self.count = count }

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Void>? {
    touch.count == count ? _GestureRun(end: ()) : nil
  }
}

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`.
nonisolated public struct SpatialTapGesture: _PrimitiveGesture {
  /// Where the tap landed.
  public struct Value: Equatable {
    public var location: CGPoint
  }
  /// The taps in a row it needs.
  public var count: Int
  /// The space `location` is in.
  public var coordinateSpace: CoordinateSpace

  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? {
    guard touch.count == count else { return nil }
    return _GestureRun(end: Value(location: coordinateSpace.isGlobal ? touch.globalLocation : touch.location))
  }
}

/// A press held at least `minimumDuration` seconds, as SwiftUI's
/// `LongPressGesture`: `true` while pressed, ending when held long enough
/// (in a film, when the finger lifts; see `Gesture`).
nonisolated public struct LongPressGesture: _PrimitiveGesture {
  public typealias Value = Bool
  /// How long the finger must stay down, in seconds.
  public var minimumDuration: Double
  /// How far the finger may move before the press fails.
  public var maximumDistance: CGFloat

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Bool>? {
    guard touch.count == 1 else { return nil }
    let held = !(minimumDuration > 0) || touch.pressDuration >= minimumDuration
    let stayed = !(touch.farthestDistance > maximumDistance)
    return _GestureRun(changes: [true], end: held && stayed ? true : nil)
  }
}

/// A drag, as SwiftUI's `DragGesture`: it starts at the first step of a
/// film's touch where the finger is `minimumDistance` from where it went
/// down (`FilmStep.drag`; a still tap starts only a drag with
/// `minimumDistance: 0`), reports every step from then on and ends where the
/// finger lifts. `velocity` is the last move's, in points per second;
/// `predictedEndLocation` is where UIScrollView's normal deceleration
/// (0.998 a millisecond) would carry the finger: `location + velocity ×
/// 0.998 / (1000 × (1 − 0.998))`, about half a second of the velocity.
nonisolated public struct DragGesture: _PrimitiveGesture {
  /// A drag's state.
  public struct Value: Equatable {
    /// When this value was reported.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where it went down.
    public var startLocation: CGPoint
    /// `location − startLocation`.
    public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
    /// How fast the finger moves, in points per second.
    public var velocity: CGSize
    /// Where the drag would end if the finger lifted now, with its momentum.
    public var predictedEndLocation: CGPoint
    /// `predictedEndLocation − startLocation`.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }
  /// How far the finger must move before the drag starts.
  public var minimumDistance: CGFloat
  /// The space the locations are in.
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  /// How far past the finger a release carries (see the type).
  static let momentum: CGFloat = 0.998 / (1000 * (1 - 0.998))

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? {
    guard touch.count == 1 else { return nil }
    let global = coordinateSpace.isGlobal
    let start = global ? touch.globalLocation : touch.location
    // The finger at each step, and when.
    let points = [start] + touch.moves.map { global ? $0.globalLocation : $0.location }
    let times = [0] + touch.moves.map(\.time)
    let local = [touch.location] + touch.moves.map(\.location)
    let minimum = minimumDistance.isNaN ? 0 : minimumDistance
    guard let first = local.firstIndex(where: { hypot($0.x - touch.location.x, $0.y - touch.location.y) >= minimum })
    else { return nil }
    var steps: [[Value]] = Array(repeating: [], count: points.count)
    for step in first..<points.count {
      var velocity = CGSize.zero
      if step > 0, times[step] > times[step - 1] {
        let dt = CGFloat(times[step] - times[step - 1])
        velocity = CGSize(width: (points[step].x - points[step - 1].x) / dt, height: (points[step].y - points[step - 1].y) / dt)
      }
      let location = points[step]
      steps[step] = [Value(
        time: Date(timeIntervalSinceReferenceDate: times[step]), location: location, startLocation: start,
        velocity: velocity,
        predictedEndLocation: CGPoint(
          x: location.x + velocity.width * Self.momentum, y: location.y + velocity.height * Self.momentum))]
    }
    return _GestureRun(steps: steps, end: steps.last?.last)
  }
}

/// A pinch, as SwiftUI's `MagnifyGesture`: it needs two fingers, which a
/// film doesn't have, so it never starts.
nonisolated public struct MagnifyGesture: _PrimitiveGesture {
  /// A pinch's state.
  public struct Value: Equatable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? { nil }
}

/// The pinch of iOS 13–16, as SwiftUI's `MagnificationGesture` (value: the
/// scale); never starts in a film.
nonisolated public struct MagnificationGesture: _PrimitiveGesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  public func _run(_ touch: _GestureTouch) -> _GestureRun<CGFloat>? { nil }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture`; never starts in a film.
nonisolated public struct RotateGesture: _PrimitiveGesture {
  /// A rotation's state.
  public struct Value: Equatable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Value>? { nil }
}

/// The rotation of iOS 13–16, as SwiftUI's `RotationGesture` (value: the
/// angle); never starts in a film.
nonisolated public struct RotationGesture: _PrimitiveGesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  public func _run(_ touch: _GestureTouch) -> _GestureRun<Angle>? { nil }
}

extension CoordinateSpace {
  /// Whether locations in this space are the canvas's (global) ones: a
  /// named space counts as global, as everywhere in Flipbook.
  var isGlobal: Bool {
    if case .local = self { return false }
    return true
  }
}
