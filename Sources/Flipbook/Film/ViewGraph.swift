import Foundation

/// A view tree kept alive over time, as a SwiftUI window hosts one: its
/// `@State`, its animations in flight and the views that have appeared,
/// from one instant to the next. Films run one.
///
/// `update(at:)` evaluates the tree for the model state at an instant. The
/// writes made since the previous update (by a film step, a tap, an
/// `onAppear`) give the transaction the changes animate with. Lifecycle
/// actions run after the pass that triggered them; when they change state,
/// the tree is evaluated again at the same instant, until nothing changes.
final class ViewGraph {
  let store: StateStore
  let animator = Animator()
  let environment: EnvironmentValues
  let scale: CGFloat
  /// The size offered to the root view; `.unspecified` fits the content.
  let proposal: ProposedViewSize
  private let makeRoot: (ResolveInputs) -> ViewNode

  /// The tree of the last update.
  private(set) var root: ViewNode?
  /// The canvas: the film's size, or the root's size at the first update.
  private(set) var canvasSize: CGSize?
  /// The root's frame in the canvas (centred, as in a window).
  private(set) var rootFrame = CGRect.zero

  /// The most passes one update may run before it is declared unsettled.
  static let passLimit = 100

  init<Content: View>(
    store: StateStore = StateStore(), environment: EnvironmentValues, proposal: ProposedViewSize, scale: CGFloat,
    content: @escaping () -> Content
  ) {
    self.store = store
    self.environment = environment
    self.proposal = proposal
    self.scale = scale
    makeRoot = { inputs in resolveSingle(content(), inputs) }
  }

  /// Evaluates the tree at `time` (seconds), running passes until no
  /// change is pending.
  /// - Throws: `FlipbookError.stateDidNotSettle` when lifecycle actions
  ///   keep changing state for `passLimit` passes.
  func update(at time: Double) throws {
    for _ in 0..<Self.passLimit {
      let writes = store.takeWrites()
      let transaction = writes.last { $0.animation != nil } ?? writes.last ?? Transaction()
      animator.beginPass(at: time, isUpdate: !writes.isEmpty || root == nil)
      store.beginPass()
      var inputs = ResolveInputs(environment: environment, identity: ViewIdentity(), animator: animator, stateStore: store)
      inputs.transaction = transaction
      let root = makeRoot(inputs)
      let size = root.sizeThatFits(proposal)
      let canvas = canvasSize ?? CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
      canvasSize = canvas
      rootFrame = pixelRounded(CGRect(
        x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2,
        width: size.width, height: size.height), scale: scale)
      if rootFrame.origin.x.isFinite, rootFrame.origin.y.isFinite {
        root.prepare(in: rootFrame, scale: scale)
      }
      self.root = root
      let actions = animator.endPass()
      store.endPass()
      perform { for action in actions { action() } }
      if !store.hasWrites { return }
    }
    throw FlipbookError.stateDidNotSettle(time: time)
  }

  /// Runs `change` (a step's or a tap's) so that the state it writes, and
  /// the observable objects it changes, are recorded for the next update.
  func perform(_ change: () throws -> Void) rethrows {
    try StateStore.$current.withValue(store) { try change() }
  }

  /// Taps `point` (canvas coordinates) at `time`: the topmost tap handler
  /// under it runs, and the tree is updated.
  /// - Throws: `FlipbookError.tapMissed` when no view there handles taps.
  func tap(at point: CGPoint, time: Double) throws {
    try update(at: time)
    guard let target = root?.hitTest(point, in: rootFrame) else {
      throw FlipbookError.tapMissed(x: point.x, y: point.y, time: time)
    }
    perform { withTransaction(Transaction()) { target.action() } }
    try update(at: time)
  }

  /// What the last update produced, to render (on any thread: the tree is
  /// only read from now on).
  var snapshot: FrameSnapshot? {
    guard let root, let canvasSize else { return nil }
    return FrameSnapshot(root: root, rootFrame: rootFrame, canvasSize: canvasSize)
  }
}

/// One evaluated, laid-out tree, ready to draw.
struct FrameSnapshot {
  let root: ViewNode
  let rootFrame: CGRect
  let canvasSize: CGSize

  /// Draws the tree over `background` into a bitmap.
  func render(scale: CGFloat, environment: EnvironmentValues, background: Color?) throws -> Bitmap {
    try Bitmap.render(size: canvasSize, scale: scale, environment: environment) { graphics in
      if let background {
        // The whole bitmap, including the last pixel row and column when
        // the canvas is not a whole number of pixels.
        let covered = CGSize(width: (canvasSize.width * scale).rounded(.up) / scale + 1,
                             height: (canvasSize.height * scale).rounded(.up) / scale + 1)
        graphics.fill(Path(CGRect(origin: .zero, size: covered)), with: .color(background))
      }
      var context = RenderContext(graphics: graphics, scale: scale)
      root.render(in: rootFrame, &context)
    }
  }
}
