import Foundation
import Synchronization

/// A scripted animation of a view: a root view over some state, and the
/// steps that change it (`wait`, `set`, `update`, `tap`). Flipbook plays
/// the script against a live view tree (with `@State`, `withAnimation`,
/// `.animation(_:value:)`, transitions and `onAppear` behaving as in
/// SwiftUI) and renders frames at `fps`: to an animated GIF, to numbered
/// PNGs, or one moment to a PNG.
///
/// ```swift
/// let film = Film("switch", size: CGSize(width: 120, height: 60), fps: 25, state: false, script: [
///   .wait(0.5), .tap(at: CGPoint(x: 60, y: 30)), .wait(1),
///   .set(false, animation: .spring), .wait(1),
/// ]) { $isOn in
///   Capsule()
///     .fill(isOn ? Color.green : Color.gray)
///     .frame(width: 60, height: 34)
///     .onTapGesture { withAnimation { isOn.toggle() } }
/// }
/// try film.writeGIF(to: URL(fileURLWithPath: "toggle.gif"))
/// ```
///
/// The film lasts as long as its waits add up to. Frame n shows the
/// instant n / fps, after every step due by then; steps at the same instant
/// run in order, and a change made at a step's instant animates from that
/// instant, not from the next frame.
public struct Film {
  /// The film's name (what `flipbook render` calls it).
  public var name: String
  /// A line saying what the film shows.
  public var summary: String
  /// The canvas in points; nil fits the root view's ideal size.
  public var size: CGSize?
  /// Pixels per point.
  public var scale: CGFloat
  /// The canvas colour under the view; nil is the colour scheme's system
  /// background (white in light, black in dark). `.clear` leaves it
  /// transparent.
  public var background: Color?
  /// Frames per second.
  public var fps: Double
  /// The colour scheme the view renders in.
  public var colorScheme: ColorScheme
  /// The environment the view renders in (its colour scheme is set from
  /// `colorScheme`).
  public var environment = EnvironmentValues()
  /// The date at the film's first frame: what a `TimelineView` shows then,
  /// and what film time counts from. Fixed by default (18 September 2023,
  /// 09:41 UTC), so a film renders the same every time.
  public var startDate = EnvironmentValues().timelineStartDate

  /// The instants the steps happen at.
  let eventTimes: [Double]
  /// The script's waits, in order (each must be finite and not negative).
  let waits: [Double]
  /// The film's length: the sum of its waits.
  public let duration: Double
  /// What is wrong with the script's steps, reported by `validate()`.
  let scriptProblems: [FilmProblem]
  /// Whether the film is a still: a script with no waits, one moment
  /// (`flipbook render` writes it as a PNG).
  public var isStill: Bool { duration == 0 }
  /// Makes what a fresh playthrough starts from (a `RenderSession` makes
  /// its graph).
  let makeRun: () -> Run

  /// What one playthrough of the script starts from: a store holding the
  /// root state at its initial value, the root view over it, and the
  /// actions of the script's events (in `eventTimes` order).
  struct Run {
    let store: StateStore
    let root: ViewGraph.Root
    let actions: [(ViewGraph, Double) throws -> Void]
  }

  /// A film of `content` over `state`, played by `script`.
  ///
  /// - Parameters:
  ///   - name: What the film is called.
  ///   - summary: A line saying what it shows.
  ///   - size: The canvas in points (nil: the content's ideal size).
  ///   - scale: Pixels per point (default 2).
  ///   - background: The canvas colour (nil: the scheme's background).
  ///   - fps: Frames per second (default 30; `validate()` accepts 0.01 … 120).
  ///   - colorScheme: Light or dark (default light).
  ///   - state: The root state's initial value.
  ///   - script: The steps, in order.
  ///   - content: Makes the root view from a binding to the root state.
  public init<State, Content: View>(
    _ name: String, summary: String = "", size: CGSize? = nil, scale: CGFloat = 2, background: Color? = nil,
    fps: Double = 30, colorScheme: ColorScheme = .light, state: State, script: [FilmStep<State>],
    @ViewBuilder content: @escaping @MainActor (Binding<State>) -> Content
  ) {
    self.name = name
    self.summary = summary
    self.size = size
    self.scale = scale
    self.background = background
    self.fps = fps
    self.colorScheme = colorScheme
    var time = 0.0
    var eventTimes: [Double] = []
    var waits: [Double] = []
    var actions: [(Binding<State>) -> (ViewGraph, Double) throws -> Void] = []
    var badDrags: [FilmProblem] = []
    for step in script {
      switch step.kind {
      case .wait(let seconds):
        waits.append(seconds)
        time += seconds
      case .change(let animation, let change):
        eventTimes.append(time)
        actions.append { binding in
          { graph, _ in
            graph.perform {
              var transaction = Transaction()
              transaction.animation = animation
              withTransaction(transaction) {
                var value = binding.wrappedValue
                change(&value)
                binding.wrappedValue = value
              }
            }
          }
        }
      case .tap(let point, let count, let pressDuration):
        if pressDuration > 0 {
          // Down now, up `pressDuration` later (sorted in below, among the
          // script's later steps).
          let held = HeldTap()
          eventTimes.append(time)
          actions.append { _ in { graph, time in held.hold(try graph.press(at: point, count: count, pressDuration: pressDuration, time: time), in: graph) } }
          eventTimes.append(time + pressDuration)
          actions.append { _ in
            { graph, time in
              if let target = held.lift(in: graph) { try graph.release(target, time: time) }
            }
          }
        } else {
          eventTimes.append(time)
          actions.append { _ in { graph, time in try graph.tap(at: point, count: count, time: time) } }
        }
      case .drag(let points, let duration):
        guard let path = DragPath(points: points, duration: duration) else {
          badDrags.append(.drag(points: points, duration: duration))
          continue
        }
        // Down at the first point; a move every 60th of a second; up at
        // the end, when the script goes on.
        let held = HeldTap()
        let start = time
        eventTimes.append(start)
        actions.append { _ in
          { graph, time in
            held.hold(try graph.press(at: path.points[0], moves: Array(path.points.dropFirst()), moveTimes: Array(path.times.dropFirst()), time: time), in: graph)
          }
        }
        for step in 1..<path.points.count {
          eventTimes.append(start + path.times[step])
          actions.append { _ in
            { graph, time in if let target = held.target(in: graph) { try graph.move(target, step: step, time: time) } }
          }
        }
        eventTimes.append(start + duration)
        actions.append { _ in
          { graph, time in if let target = held.lift(in: graph) { try graph.release(target, time: time) } }
        }
        waits.append(duration)
        time += duration
      }
    }
    // Events in time order; at one instant, in script order.
    let order = eventTimes.indices.sorted { (eventTimes[$0], $0) < (eventTimes[$1], $1) }
    eventTimes = order.map { eventTimes[$0] }
    actions = order.map { actions[$0] }
    self.eventTimes = eventTimes
    self.waits = waits
    self.duration = time
    self.scriptProblems = badDrags
    makeRun = {
      let store = StateStore()
      let rootKey = StateStore.Key(identity: ViewIdentity(components: [.slot(.film)]), property: .filmRoot)
      let box = store.box(for: rootKey, initial: state)
      // The root is built once, as SwiftUI builds a preview's, and again
      // only after the root state is written (as a parent's body runs
      // again when its state changes): a model made inline in the content
      // (`{ Counter(model: Model()) }`) is the same object all film long.
      let built = BuiltRoot<Content>()
      let binding = Binding<State>(get: { box.value as? State ?? state }, set: { value, transaction in
        store.write(value, to: box, transaction: transaction)
        built.invalidate()
      })
      let root = ViewGraph.Root {
        // Asked for at every pass, so the root state is never swept.
        _ = store.box(for: rootKey, initial: state)
        // The thread that resolves stands for the main actor (MainActorBridge.swift).
        return built.content { assumingMainActor { content(binding) } }
      }
      return Run(store: store, root: root, actions: actions.map { $0(binding) })
    }
  }

  /// A film of a view with no root state (its own `@State` and `onAppear`
  /// drive it): `script` is its waits and taps.
  public init<Content: View>(
    _ name: String, summary: String = "", size: CGSize? = nil, scale: CGFloat = 2, background: Color? = nil,
    fps: Double = 30, colorScheme: ColorScheme = .light, script: [FilmStep<Void>],
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.init(
      name, summary: summary, size: size, scale: scale, background: background, fps: fps, colorScheme: colorScheme,
      state: (), script: script, content: { _ in content() })
  }
}

/// One step of a film's script.
public struct FilmStep<State> {
  enum Kind {
    case wait(Double)
    case change(Animation?, (inout State) -> Void)
    case tap(CGPoint, count: Int, pressDuration: Double)
    case drag([CGPoint], duration: Double)
  }

  let kind: Kind

  /// Lets `seconds` pass.
  public static func wait(_ seconds: Double) -> FilmStep { FilmStep(kind: .wait(seconds)) }

  /// Sets the root state's `keyPath` to `value`, animated with `animation`
  /// (nil: at once), as `withAnimation(animation) { state[keyPath: keyPath] = value }`.
  public static func set<Value>(_ keyPath: WritableKeyPath<State, Value>, to value: Value, animation: Animation? = nil) -> FilmStep {
    FilmStep(kind: .change(animation) { $0[keyPath: keyPath] = value })
  }

  /// Sets the whole root state to `value`, animated with `animation`.
  public static func set(_ value: State, animation: Animation? = nil) -> FilmStep {
    FilmStep(kind: .change(animation) { $0 = value })
  }

  /// Changes the root state with `change`, animated with `animation`.
  public static func update(animation: Animation? = nil, _ change: @escaping (inout State) -> Void) -> FilmStep {
    FilmStep(kind: .change(animation, change))
  }

  /// Taps `point` (canvas coordinates, points) `count` times in a row: the
  /// topmost view there with a tap handler for that count runs it
  /// (`onTapGesture(count: 2)` answers `count: 2`). A tap that finds no
  /// handler is an error.
  ///
  /// With a `pressDuration`, the finger stays down that long: a `Button`
  /// shows its pressed look meanwhile, and the action runs when it lifts,
  /// as on iOS (the script's later steps don't wait for it). A duration
  /// that is not finite and positive taps at once.
  public static func tap(at point: CGPoint, count: Int = 1, pressDuration: Double = 0) -> FilmStep {
    FilmStep(kind: .tap(point, count: count, pressDuration: pressDuration.isFinite ? max(pressDuration, 0) : 0))
  }

  /// Taps (`x`, `y`) `count` times in a row, held `pressDuration` seconds.
  public static func tap(x: CGFloat, y: CGFloat, count: Int = 1, pressDuration: Double = 0) -> FilmStep {
    tap(at: CGPoint(x: x, y: y), count: count, pressDuration: pressDuration)
  }

  /// Drags a finger from `start` to `end` (canvas coordinates, points) at
  /// an even speed over `duration` seconds (0.3 by default), then lifts it;
  /// the script goes on when it lifts. See `drag(along:duration:)`.
  public static func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.3) -> FilmStep {
    drag(along: [start, end], duration: duration)
  }

  /// Drags a finger through `points` in turn at an even speed (by
  /// distance) over `duration` seconds, then lifts it; the script goes on
  /// when it lifts.
  ///
  /// The finger goes down on the first point, where the topmost view with a
  /// gesture that can start on the touch takes it: a `DragGesture` (its
  /// `onChanged` runs at every 60th of a second of the move, its `onEnded`
  /// when the finger lifts), a `Slider`'s thumb, a `ScrollView` (which
  /// scrolls with the finger and, released, glides on with iOS's
  /// deceleration). Taps and buttons let a finger that moves more than
  /// 10 points through, as on iOS. A drag that finds nothing to take it
  /// is an error (`FlipbookError.tapMissed`).
  ///
  /// Bad input: a point outside the canvas is clamped to its edge (a
  /// finger stays on the screen); a point that is not finite, or a duration
  /// that is not finite and positive, makes the film invalid
  /// (`FilmProblem.drag`, from `Film.validate()`).
  public static func drag(along points: [CGPoint], duration: Double = 0.3) -> FilmStep {
    FilmStep(kind: .drag(points, duration: duration))
  }
}

/// The control a held film tap pressed, until it lifts, per graph (a film
/// may be played more than once, each run with its own graph).
final class HeldTap: Sendable {
  private let targets = Mutex<[ObjectIdentifier: TapTarget]>([:])

  func hold(_ target: TapTarget, in graph: ViewGraph) {
    let id = ObjectIdentifier(graph)
    targets.withLock { $0[id] = target }
  }

  func lift(in graph: ViewGraph) -> TapTarget? {
    let id = ObjectIdentifier(graph)
    return targets.withLock { $0.removeValue(forKey: id) }
  }

  /// The target held in `graph`, still down.
  func target(in graph: ViewGraph) -> TapTarget? {
    let id = ObjectIdentifier(graph)
    return targets.withLock { $0[id] }
  }
}

/// A drag's finger: where it is at each step (down, then a move every
/// 60th of a second, the last at the end) and when, in seconds after it
/// went down, at an even speed along `points`.
struct DragPath {
  var points: [CGPoint]
  var times: [Double]

  /// Samples per second of a moving finger (iOS's touch rate on a 60 Hz
  /// screen).
  static let rate = 60.0

  /// Nil when a point isn't finite or the duration isn't finite and
  /// positive; a long drag has at most 60 × 60 steps (a minute at 60 Hz).
  init?(points: [CGPoint], duration: Double) {
    guard !points.isEmpty, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }), duration.isFinite, duration > 0 else {
      return nil
    }
    let count = Int(min((duration * Self.rate).rounded(.up), 3600))
    var lengths = [CGFloat(0)]
    for (a, b) in zip(points, points.dropFirst()) { lengths.append(lengths.last! + hypot(b.x - a.x, b.y - a.y)) }
    let total = lengths.last!
    self.points = [points[0]]
    times = [0]
    for step in 1...max(count, 1) {
      let fraction = CGFloat(step) / CGFloat(max(count, 1))
      times.append(duration * Double(fraction))
      guard total > 0 else {
        self.points.append(points[0])
        continue
      }
      let along = total * fraction
      let segment = max(0, min((lengths.firstIndex { $0 >= along } ?? lengths.count - 1) - 1, points.count - 2))
      let span = lengths[segment + 1] - lengths[segment]
      let t = span > 0 ? (along - lengths[segment]) / span : 1
      let a = points[segment], b = points[segment + 1]
      self.points.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
    }
  }
}

/// A film's root content, kept between passes until the root state changes.
private final class BuiltRoot<Content> {
  private var built: Content?

  /// The kept content, or a new one from `make`.
  func content(_ make: () -> Content) -> Content {
    if let built { return built }
    let content = make()
    built = content
    return content
  }

  /// Builds the content again at the next pass.
  func invalidate() { built = nil }
}
