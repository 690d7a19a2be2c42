import Foundation
import Observation

/// A view tree kept alive over time, as a SwiftUI window hosts one: its
/// `@State`, its animations in flight and the views that have appeared,
/// from one instant to the next. A `RenderSession` makes every graph: a
/// live one for films and previews, a still one (no memory and no store:
/// initial state, no actions) for `ImageRenderer`, so all go through the
/// same pipeline.
///
/// `update(at:)` runs one pass of the pipeline for the model state at an
/// instant: resolve the views (`Graph/`), lay them out once (`Layout/`,
/// giving the placed tree) and lower the placed tree to a display list
/// (`DisplayList/`). The writes made since the previous update (by a film
/// step, a tap, an `onAppear`) give the transaction the changes animate
/// with. Lifecycle actions run after the pass that triggered them; when they
/// change state, the pass runs again at the same instant, until nothing
/// changes. Drawing happens later, from the snapshot, on any thread.
final class ViewGraph {
  let store: StateStore?
  /// What the graph remembers from pass to pass (nil in a still graph).
  let memory: GraphMemory?
  /// Film time for user code (timers, delayed blocks, tasks); nil in a
  /// still graph.
  let scheduler: FilmScheduler?
  let environment: EnvironmentValues
  /// The colour scheme a view in the tree prefers for the whole window, as
  /// the last pass found it (`preferredColorScheme(_:)`): every pass
  /// resolves in it.
  private(set) var preferredColorScheme: ColorScheme?
  let scale: CGFloat
  /// The size offered to the root view; `.unspecified` fits the content.
  let proposal: ProposedViewSize
  /// The device's safe-area insets (none unless a preview or film sets them).
  let safeAreaInsets: EdgeInsets
  /// The root view every pass resolves.
  private let root: Root
  /// The root identity every pass resolves under (its links are interned).
  private let rootIdentity = ViewIdentity()

  /// The placed tree of the last update.
  private(set) var placed: PlacedView?
  /// The display list of the last update.
  private(set) var displayList = DisplayList()
  /// The canvas: the given size, or the root's size at the first update.
  private(set) var canvasSize: CGSize?
  /// Whether the canvas is the root's size whatever the proposal (a still
  /// image is as large as the view chooses to be).
  private let canvasFitsContent: Bool

  /// Whether the last update left the tree as it would be at any later
  /// instant: nothing animating, no view reading the time, no change
  /// pending, and no action run since (`perform`). Frame updates then skip
  /// their passes (`updateFrame`).
  private var isIdle = false
  /// The instant of the last update, until an action is performed (nil
  /// before the first update and after `perform`).
  private var settledTime: Double?
  /// How many passes have run, for benchmarks.
  private(set) var passCount = 0
  /// How many updates have run (each of one or more passes).
  private(set) var updateCount = 0
  /// Whether `updateFrame` may skip the passes of an idle graph (off only
  /// to check that skipping changes nothing).
  var skipsIdleFrames = true

  /// Whether passes time their steps into `lastPassTimings` (for
  /// `View._timePass`).
  var recordsPassTimings = false
  /// The steps of the last pass, timed when `recordsPassTimings`.
  private(set) var lastPassTimings = PassTimings()

  /// The most passes one update may run before it is declared unsettled.
  static let passLimit = 100

  /// What a graph resolves at every pass: its root view, made afresh (a
  /// film's root reads its state's current value).
  struct Root {
    let make: (ResolveInputs) -> ViewNode

    /// The root `content()` makes.
    init<Content: View>(_ content: @escaping () -> Content) {
      make = { inputs in resolveSingle(content(), inputs) }
    }
  }

  /// A live graph (a film's, or a preview's): state persists, animations
  /// run, lifecycle actions run. The canvas is the proposal, its
  /// unspecified dimensions the root's size at the first update; with
  /// `canvasFitsContent` (a preview's) it is the root's size whatever the
  /// proposal.
  /// `safeAreaInsets` are a device's: the root is offered and centred in
  /// the canvas less them, and views that ignore the safe area reach into
  /// them. Only a `RenderSession` makes graphs.
  convenience init(
    live root: Root, store: StateStore = StateStore(), canvasFitsContent: Bool = false,
    environment: EnvironmentValues, proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets(),
    scale: CGFloat
  ) {
    self.init(
      store: store, memory: GraphMemory(), canvasFitsContent: canvasFitsContent, environment: environment,
      proposal: proposal, safeAreaInsets: safeAreaInsets, scale: scale, root: root)
  }

  /// A still graph (`ImageRenderer`'s): views show their initial state, no
  /// action runs, nothing animates.
  convenience init(still root: Root, environment: EnvironmentValues, proposal: ProposedViewSize, scale: CGFloat) {
    self.init(
      store: nil, memory: nil, canvasFitsContent: true, environment: environment, proposal: proposal,
      safeAreaInsets: EdgeInsets(), scale: scale, root: root)
  }

  /// Views resolve with the render's scale as their `displayScale`.
  private init(
    store: StateStore?, memory: GraphMemory?, canvasFitsContent: Bool, environment: EnvironmentValues,
    proposal: ProposedViewSize, safeAreaInsets: EdgeInsets, scale: CGFloat,
    root: Root
  ) {
    // UIKit's measuring (`intrinsicContentSize`, `NSString.size(withAttributes:)`)
    // answers from here on, a view body's own measuring included.
    UIKitCounterpart.installMeasuring
    self.safeAreaInsets = safeAreaInsets
    self.store = store
    self.memory = memory
    scheduler = memory == nil ? nil : FilmScheduler(startDate: environment.timelineStartDate)
    self.canvasFitsContent = canvasFitsContent
    var environment = environment
    environment.displayScale = scale
    self.environment = environment
    self.proposal = proposal
    self.scale = scale
    self.root = root
  }

  deinit {
    // Releasing a deep tree (nodes, placed views, identity links) recurses
    // once per level: the last references go on a large stack.
    let trees = ReleaseBox((placed, displayList))
    placed = nil
    displayList = DisplayList()
    let identity = rootIdentity
    LargeStack.runOnGraphThread {
      trees.value = nil
      identity.releaseInternedLinks()
    }
  }

  /// Evaluates the tree at `time` (seconds), running passes until no
  /// change is pending.
  /// - Throws: `FlipbookError.stateDidNotSettle` when lifecycle actions
  ///   keep changing state for `passLimit` passes.
  ///
  /// An update at the instant of the previous one, with nothing performed
  /// since (no step, tap, timer or lifecycle action: no write), is skipped:
  /// a pass depends only on the state and the time, so it would give the
  /// same tree. A tap's second update, a film step's and the frame's own at
  /// that instant were a sixth of the toggle film's passes.
  func update(at time: Double) throws {
    if settledTime == time, !(store?.hasWrites ?? false) { return }
    // Deep trees recurse deeply: passes run on a large stack (a thread of
    // its own, where the caller's layout statistics are carried).
    let statistics = LayoutStatistics.current
    // What a pass can't draw fails the update, naming it (ResolveProblems.swift).
    try LargeStack.runOnGraphThread {
      try LayoutStatistics.carrying(statistics) { try ResolveProblems.collecting { try updatePasses(at: time) } }
    }
  }

  /// Evaluates the tree for a frame at `time`, unless the graph is idle
  /// (see `isIdle`): then the previous update's placed tree and display
  /// list stand, as SwiftUI draws nothing new while no view is invalidated
  /// and no animation runs.
  ///
  /// Idle frames are most of a recording of a control (the toggle's 103
  /// frames hold 19 different pictures): skipping them saves resolving,
  /// laying out and drawing alike.
  func updateFrame(at time: Double) throws {
    guard isIdle, skipsIdleFrames, placed != nil else { return try update(at: time) }
    scheduler?.now = time
  }

  private func updatePasses(at time: Double) throws {
    isIdle = false
    settledTime = nil
    updateCount += 1
    scheduler?.now = time
    var passes = 0
    func pass(_ transaction: Transaction, isUpdate: Bool) throws {
      passes += 1
      passCount += 1
      guard passes <= Self.passLimit else { throw FlipbookError.stateDidNotSettle(time: time) }
      memory?.beginPass(at: time, isUpdate: isUpdate || placed == nil)
      store?.beginPass()
      var rootEnvironment = environment
      if let preferredColorScheme { rootEnvironment.colorScheme = preferredColorScheme }
      var inputs = ResolveInputs(environment: rootEnvironment, identity: rootIdentity, memory: memory, stateStore: store)
      inputs.transaction = transaction
      if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
        inputs.containerSize = CGSize(
          width: max(width - safeAreaInsets.leading - safeAreaInsets.trailing, 0),
          height: max(height - safeAreaInsets.top - safeAreaInsets.bottom, 0))
      }
      // Code run while resolving (an observable object's `init` starting a
      // timer) schedules on film time too.
      // An `@Observable` property read during the pass, changed later
      // (by a tap, a step, a timer), records the change with the
      // transaction it was made in, as a `@State` write does: the next
      // pass then animates it under `withAnimation`.
      let observer = ObservationChangeRecorder(store: store)
      let preference = PreferredColorScheme()
      UIScreen.$current.withValue(screen) {
        AppearanceProxies.$current.withValue(appearances) {
          FilmScheduler.withCurrent(scheduler) {
            PreferredColorScheme.$current.withValue(preference) {
              withObservationTracking { runPass(inputs) } onChange: { observer.record() }
            }
          }
        }
      }
      let actions = memory?.endPass() ?? []
      store?.endPass()
      perform { for action in actions { action() } }
      if preference.scheme != preferredColorScheme {
        // The window's scheme changed: the tree resolves again in it.
        preferredColorScheme = preference.scheme
        try pass(transaction, isUpdate: true)
      }
    }
    repeat {
      let writes = store?.takeWrites() ?? []
      let groups = Self.transactionGroups(writes)
      if groups.count <= 1 {
        let transactions = writes.map(\.transaction)
        try pass(transactions.last { $0.animation != nil } ?? transactions.last ?? Transaction(), isUpdate: !writes.isEmpty)
      } else {
        // Each run of writes commits with its own transaction, in order:
        // `o = 1; withAnimation { o = 0.3 }` shows 1 at once, then animates
        // to 0.3, as SwiftUI does. A box written in a later run holds the
        // value of the runs so far while the earlier ones pass.
        // Before the first run, every written box shows its value from
        // before the writes.
        var before: [ObjectIdentifier: (any StateStore.ValueBox, Any)] = [:]
        for write in writes {
          if let box = write.box, let previous = write.previous, before[ObjectIdentifier(box)] == nil {
            before[ObjectIdentifier(box)] = (box, previous)
          }
        }
        for (index, group) in groups.enumerated() {
          var latest = before
          for write in groups[...index].joined() {
            if let box = write.box, let value = write.value { latest[ObjectIdentifier(box)] = (box, value) }
          }
          for (box, value) in latest.values { box.value = value }
          let transactions = group.map(\.transaction)
          try pass(transactions.last { $0.animation != nil } ?? transactions.last ?? Transaction(), isUpdate: true)
        }
      }
    } while store?.hasWrites ?? false
    isIdle = memory.map { !$0.animations.dependsOnTime } ?? false
    settledTime = time
  }

  /// `writes` split where their transaction's animation changes (an
  /// unanimated write after an animated one, or `withAnimation(.spring())
  /// { a = 1 }; withAnimation(.linear(duration: 2)) { b = 1 }`: each value
  /// then animates with its own write's animation, as in SwiftUI).
  static func transactionGroups(_ writes: [StateStore.Write]) -> [[StateStore.Write]] {
    var groups: [[StateStore.Write]] = []
    for write in writes {
      if let last = groups.last?.last, last.transaction.animation == write.transaction.animation,
        last.transaction.disablesAnimations == write.transaction.disablesAnimations
      {
        groups[groups.count - 1].append(write)
      } else {
        groups.append([write])
      }
    }
    return groups
  }

  /// One pass: resolve, lay out (the root offered the safe area and
  /// centred in it, as in a window), lower to a display list.
  private func runPass(_ inputs: ResolveInputs) {
    var clock = recordsPassTimings ? RealClock.dispatchNow.uptimeNanoseconds : 0
    func lap() -> Double {
      guard recordsPassTimings else { return 0 }
      let now = RealClock.dispatchNow.uptimeNanoseconds
      defer { clock = now }
      return Double(now - clock) / 1e9
    }
    let root = ResolvePass(inputs: inputs).resolve(self.root)
    lastPassTimings.resolve = lap()
    let insets = safeAreaInsets
    let (insetWidth, insetHeight) = (insets.leading + insets.trailing, insets.top + insets.bottom)
    let safeProposal = ProposedViewSize(
      width: proposal.width.map { max($0 - insetWidth, 0) }, height: proposal.height.map { max($0 - insetHeight, 0) })
    let size = root.sizeThatFits(safeProposal)
    let canvas = canvasSize
      ?? (canvasFitsContent
        ? CGSize(width: size.width + insetWidth, height: size.height + insetHeight)
        : CGSize(width: proposal.width ?? size.width + insetWidth, height: proposal.height ?? size.height + insetHeight))
    canvasSize = canvas
    let safeArea = CGRect(
      x: insets.leading, y: insets.top, width: max(canvas.width - insetWidth, 0),
      height: max(canvas.height - insetHeight, 0))
    var pass = LayoutPass(scale: scale, bounds: CGRect(origin: .zero, size: canvas), safeArea: safeArea)
    var animations = memory.map { LayoutAnimations(store: $0.animations) }
    pass.animations = animations
    // A still matches geometry within its one pass.
    let matchedGeometry = memory?.matchedGeometry ?? MatchedGeometryMemory()
    pass.matchedGeometry = matchedGeometry
    let rootFrame = pass.rounded(CGRect(
      x: safeArea.minX + (safeArea.width - size.width) / 2, y: safeArea.minY + (safeArea.height - size.height) / 2,
      width: size.width, height: size.height))
    // A canvas or root that is not finite places nothing (drawing it then
    // fails with `invalidSize`): layout code, a GeometryReader's, never
    // sees infinite frames.
    let isFinite = [rootFrame.minX, rootFrame.minY, rootFrame.maxX, rootFrame.maxY].allSatisfy(\.isFinite)
    // Each layout lifts its presentations afresh (ScreenLayers.swift).
    func placeRoot() -> PlacedView {
      pass.screen = ScreenLayers(bounds: pass.bounds, safeArea: safeArea, environment: inputs.environment)
      return pass.place(isFinite ? root : ViewNode(), in: rootFrame, proposal: safeProposal)
    }
    var placed = placeRoot()
    // A matched follower placed before its source: lay out again, the
    // sources known (MatchedGeometryEffect.swift).
    if matchedGeometry.needsSecondLayout {
      matchedGeometry.beginSecondLayout()
      animations = memory.map { LayoutAnimations(store: $0.animations) }
      pass.animations = animations
      placed = placeRoot()
    }
    // Presentations go over the whole screen (ScreenLayers.swift).
    if let screen = pass.screen { placed = screen.screen(over: placed) }
    // Layout only read the animation store; what it presented is kept now.
    if let animations { memory?.animations.commitFrames(animations.frames) }
    self.placed = placed
    lastPassTimings.layout = lap()
    displayList = LoweringPass().lower(placed)
    lastPassTimings.displayList = lap()
  }

  /// The screen `UIScreen.main` is while this graph's code runs: the
  /// canvas (the standard phone's when it fits its content).
  private lazy var screen = UIScreen.screen(
    size: canvasFitsContent ? nil : proposal.width.flatMap { width in proposal.height.map { CGSize(width: width, height: $0) } },
    scale: scale)

  /// The UIKit appearance proxies this graph's code sets and reads.
  private let appearances = AppearanceProxies()

  /// A Foundation timer a film action scheduled on the wall clock, which
  /// would never fire (WallClockTimerWatch.swift): the film fails with it.
  private(set) var wallClockTimer: (interval: Double, time: Double)?

  /// Runs `change` (a step's, a tap's, a timer's) so that the state it
  /// writes, and the observable objects it changes, are recorded for the
  /// next update, and the timers, delayed blocks and tasks it starts run on
  /// film time. The jobs of the film's tasks that are ready run after it.
  func perform(_ change: () throws -> Void) rethrows {
    isIdle = false
    settledTime = nil
    // The actions are the app's main-actor code (MainActorStandIn.swift).
    try MainActorStandIn.run { try performInContext(change) }
  }

  /// `perform`'s work, with the graph's store, screen, appearances and
  /// film clock current.
  private func performInContext(_ change: () throws -> Void) rethrows {
    guard let store else { return try change() }
    try StateStore.$current.withValue(store) {
      try UIScreen.$current.withValue(screen) {
        try AppearanceProxies.$current.withValue(appearances) {
          try FilmScheduler.withCurrent(scheduler) {
            defer { scheduler?.drainJobs() }
            guard let scheduler, wallClockTimer == nil else { return try change() }
            // Film code that never returns is reported (StallWatch.swift).
            let stall = StallWatch.shared.begin("film code (a step, a tap's action, a timer's or a scheduled block)", at: scheduler.now)
            defer { StallWatch.shared.end(stall) }
            if let interval = try WallClockTimerWatch.watch(change) { wallClockTimer = (interval, scheduler.now) }
          }
        }
      }
    }
  }

  /// Runs the scheduled action due next (a timer's firing, a delayed
  /// block, a task's wake-up) at its instant, and updates the tree then.
  /// Returns false when none is queued.
  func runNextScheduledEvent() throws -> Bool {
    guard let event = scheduler?.takeNextEvent() else { return false }
    scheduler?.now = event.time
    perform { withTransaction(Transaction()) { event.action() } }
    try update(at: event.time)
    return true
  }

  /// Taps `point` (canvas coordinates) `count` times at `time`: the topmost
  /// tap handler for that count under it runs, and the tree is updated.
  /// - Throws: `FlipbookError.tapMissed` when no view there handles taps.
  func tap(at point: CGPoint, count: Int = 1, time: Double) throws {
    try update(at: time)
    guard let target = HitTestPass(query: TapQuery(count: count)).target(at: point, in: placed) else {
      throw FlipbookError.tapMissed(x: point.x, y: point.y, time: time)
    }
    perform { withTransaction(Transaction()) { target.action() } }
    try update(at: time)
  }

  /// Puts a finger down on `point` at `time`: the tap handler under it is
  /// found, and a control there shows itself pressed. The returned target
  /// is what `release` lifts the finger from.
  /// - Throws: `FlipbookError.tapMissed` when no view there handles taps.
  func press(
    at point: CGPoint, count: Int = 1, pressDuration: Double = 0, moves: [CGPoint] = [], moveTimes: [Double] = [],
    time: Double
  ) throws -> TapTarget {
    try update(at: time)
    let point = clampedToCanvas(point)
    let query = TapQuery(count: count, pressDuration: pressDuration, moves: moves.map(clampedToCanvas), moveTimes: moveTimes)
    guard let target = HitTestPass(query: query).target(at: point, in: placed) else {
      throw FlipbookError.tapMissed(x: point.x, y: point.y, time: time)
    }
    perform { withTransaction(Transaction()) { target.setPressed?(true) } }
    try update(at: time)
    return target
  }

  /// Moves the finger `press` put down to step `step` of its moves: the
  /// target's gestures see it there, and the tree is updated.
  func move(_ target: TapTarget, step: Int, time: Double) throws {
    try update(at: time)
    perform { withTransaction(Transaction()) { target.move?(step) } }
    try update(at: time)
  }

  /// `point` moved onto the canvas (a finger stays on the screen).
  private func clampedToCanvas(_ point: CGPoint) -> CGPoint {
    guard let size = canvasSize else { return point }
    return CGPoint(x: min(max(point.x, 0), size.width), y: min(max(point.y, 0), size.height))
  }

  /// Lifts the finger `press` put down: the control's pressed look goes,
  /// and the tap's action runs, as on iOS (an action fires on touch-up).
  func release(_ target: TapTarget, time: Double) throws {
    try update(at: time)
    perform {
      withTransaction(Transaction()) {
        target.setPressed?(false)
        target.action()
      }
    }
    try update(at: time)
  }

  /// What the last update produced, to draw (on any thread: it is a value).
  var snapshot: FrameSnapshot? {
    guard let canvasSize else { return nil }
    return FrameSnapshot(displayList: displayList, canvasSize: canvasSize, preferredColorScheme: preferredColorScheme)
  }
}

/// Holds values until `value` is cleared (where the release happens).
final class ReleaseBox<T>: @unchecked Sendable {
  var value: T?
  init(_ value: T) { self.value = value }
}

/// Records a change of an observed `@Observable` property in a graph's
/// state store, with the transaction in effect where the property was set.
/// Observation calls it synchronously from the property's setter (before
/// the new value is stored), on the thread making the change; the next
/// pass reads the new value.
private final class ObservationChangeRecorder: @unchecked Sendable {
  private weak var store: StateStore?

  init(store: StateStore?) { self.store = store }

  func record() { store?.recordChange(Transaction.current) }
}
