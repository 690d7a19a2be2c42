import Foundation

// MARK: - Sheets, full-screen covers and popovers
//
// `.sheet(isPresented:onDismiss:content:)` and its `item:` variant show,
// while presented, a card holding the sheet's content over the view they
// are attached to — over the whole screen, whichever view that is
// (ScreenLayers.swift). The look, as UIKit's page sheet draws it on an
// iPhone in iOS 17 (Flipbook's reading):
//
// - the view behind dimmed by black at 20 %;
// - the card rising from the bottom edge, its top corners rounded by
//   10 pt, filled with the elevated background (white in light mode,
//   `#1C1C1E` in dark);
// - its height from the content's `.presentationDetents`: `.large` (the
//   default) leaves 10 pt between it and the safe area's top edge (the
//   status bar), `.medium` is half of that, a
//   `.fraction` is that share of it, a `.height` is that height (at most
//   the large one). Of several detents the sheet opens at the smallest,
//   or at the one a `selection` binding names;
// - a grabber (36 × 5 pt, 5 pt from the top) when there are several
//   detents, or when `.presentationDragIndicator(.visible)` asks for it.
//
// The content is offered the card's size less the home indicator's inset
// and centred there, as a hosting controller's root view is. In the content, `@Environment(\.dismiss)`
// dismisses the sheet (sets `isPresented` to false, or `item` to nil), as
// does a tap on the dimmed view behind a sheet shorter than `.large`,
// unless the content says `.interactiveDismissDisabled()`. `onDismiss`
// runs after the pass in which the sheet goes, however it went.
//
// `.fullScreenCover` shows its content over the whole screen on the
// system background (under the bars, the content inside the safe area),
// undimmed and square. `.popover` shows as a `.large`
// sheet, as iOS adapts a popover in a compact width (an iPhone).
//
// A sheet rises from the bottom edge as the dimming fades in, and sinks
// as it fades out (PresentationTransition.swift); a large one pushes the
// screen behind it back (ScreenLayers.swift). The sheet's
// options are read from its content as it resolves, wherever in the
// content they are written.

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case large, medium
    case fraction(CGFloat)
    case height(CGFloat)
  }

  let kind: Kind

  /// The full height: all of the screen but a strip at the top.
  public static let large = PresentationDetent(kind: .large)
  /// About half of the large height.
  public static let medium = PresentationDetent(kind: .medium)

  /// `fraction` (clamped to 0…1; NaN counts as 1) of the large height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction.isNaN ? 1 : min(max(fraction, 0), 1)))
  }

  /// A fixed height in points (at most the large height; NaN or negative
  /// counts as 0).
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height.isNaN ? 0 : max(height, 0)))
  }

  /// The sheet's height with this detent, given the large one's.
  func height(large: CGFloat) -> CGFloat {
    switch kind {
    case .large: return large
    case .medium: return large / 2
    case .fraction(let fraction): return large * fraction
    case .height(let height): return min(height, large)
    }
  }
}

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`
/// (`@Environment(\.dismiss) private var dismiss`, then `dismiss()`).
/// Outside a presentation it does nothing.
public struct DismissAction: Sendable {
  let action: @Sendable () -> Void

  /// Dismisses.
  public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

private struct IsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Dismisses the sheet (or cover, or popover) this view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether this view is in a presentation (a sheet, cover or popover).
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

/// What a presentation's content says about how it is shown, gathered
/// while it resolves.
final class PresentationContext {
  var detents: Set<PresentationDetent> = []
  var selectedDetent: Binding<PresentationDetent>?
  var dragIndicator: Visibility = .automatic
  var interactiveDismissDisabled = false
  var cornerRadius: CGFloat?
  var background: AnyShapeStyle?
}

/// Records what a view says about the presentation it is in.
nonisolated struct _PresentationModifier: ViewModifier, PrimitiveModifier {
  let apply: (PresentationContext) -> Void

  func body(content: Content) -> Never { primitiveBody() }

  func makeNodes(content: @escaping (ResolveInputs) -> [ViewNode], _ inputs: ResolveInputs) -> [ViewNode] {
    if let context = inputs.presentation { apply(context) }
    return content(inputs)
  }
}

/// How a presentation shows.
enum PresentationStyle {
  case sheet, fullScreenCover
}

nonisolated struct _SheetHost<Content: View, Sheet: View>: View, PrimitiveView {
  let content: Content
  let style: PresentationStyle
  let isPresented: Bool
  let dismiss: @Sendable () -> Void
  let onDismiss: (() -> Void)?
  let sheet: () -> Sheet

  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    if let memory = inputs.memory, !inputs.seeding, let onDismiss {
      memory.lifecycle.observe(isPresented, at: inputs.identity, initial: false) { old, new in
        if old, !new { onDismiss() }
      }
    }
    let contentNodes = Flipbook.resolve(content, inputs.child(.index(0)))
    let overlay: AnyView? = isPresented ? presentedOverlay(inputs) : nil
    return Flipbook.resolve(
      _ResolvedNodes(nodes: contentNodes).overlay { _PresentationLayer(overlay: overlay, kind: .sheet) }, inputs.child(.index(2)))
  }

  /// The sheet or cover, its content resolved.
  private func presentedOverlay(_ inputs: ResolveInputs) -> AnyView {
    let context = PresentationContext()
    var sheetInputs = inputs.child(.index(1))
    sheetInputs.presentation = context
    sheetInputs.environment.dismiss = DismissAction(action: dismiss)
    sheetInputs.environment.isPresented = true
    let sheetNodes = Flipbook.resolve(sheet(), sheetInputs)
    switch style {
    case .fullScreenCover:
      return AnyView(_CoverLayer(nodes: sheetNodes))
    case .sheet:
      return AnyView(_SheetCard(nodes: sheetNodes, context: context, dismiss: dismiss))
    }
  }
}

/// A full-screen cover: its content on the system background, rising.
nonisolated struct _CoverLayer: View {
  let nodes: [ViewNode]
  @Environment(\.presentationProgress) private var progress

  var body: some View {
    _ResolvedNodes(nodes: nodes)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .modifier(_SafeAreaRespecting())
      .background(Color.semantic(.systemBackground), ignoresSafeAreaEdges: .all)
      .contentShape(Rectangle())
      .ignoresSafeArea()
      .modifier(_RiseEffect(progress: progress))
  }
}

/// The dimmed view behind and the card (see the essay above).
nonisolated struct _SheetCard: View {
  let nodes: [ViewNode]
  let context: PresentationContext
  let dismiss: @Sendable () -> Void
  @Environment(\.presentationProgress) private var progress

  /// The detent the sheet shows at: the selection's, else the smallest.
  private var detent: PresentationDetent {
    if let selected = context.selectedDetent?.wrappedValue { return selected }
    return context.detents.min { $0.height(large: 1000) < $1.height(large: 1000) } ?? .large
  }

  private var showsGrabber: Bool {
    switch context.dragIndicator {
    case .visible: return true
    case .hidden: return false
    case .automatic: return context.detents.count > 1
    }
  }

  var body: some View {
    let dismissesOnTap = detent != .large && !context.interactiveDismissDisabled
    let radius = context.cornerRadius ?? 10
    _SheetFrame(
      detent: detent,
      dimming: Color.black.opacity(0.2 * progress)
        .contentShape(Rectangle())
        .onTapGesture { if dismissesOnTap { dismiss() } },
      card: ZStack(alignment: .top) {
        _ResolvedNodes(nodes: nodes).frame(maxWidth: .infinity, maxHeight: .infinity).modifier(_SafeAreaRespecting())
        if showsGrabber {
          Capsule().fill(Color.semantic(.tertiaryLabel)).frame(width: 36, height: 5).padding(.top, 5)
        }
      }
      .background(
        context.background ?? AnyShapeStyle(Color.semantic(.secondarySystemGroupedBackground)),
        in: UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous)
      )
      .contentShape(Rectangle())
      .modifier(_RiseEffect(progress: progress))
    )
    .modifier(_PushBackModifier(progress: detent == .large ? progress : 0))
    .ignoresSafeArea()
  }
}

/// The dimming over the whole screen and the card along its bottom, as
/// tall as its detent says: a large card leaves `topGap` below the safe
/// area's top edge (the status bar).
nonisolated struct _SheetFrame<Dimming: View, Card: View>: View, PrimitiveView {
  let detent: PresentationDetent
  let dimming: Dimming
  let card: Card
  /// The strip a large sheet leaves above it, under the status bar.
  static var topGap: CGFloat { 10 }

  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let dimmingNode = resolveLayered(dimming, alignment: .center, inputs.child(.index(0)))
    let cardNode = resolveLayered(card, alignment: .center, inputs.child(.index(1)))
    return [SheetNode(dimming: dimmingNode, card: cardNode, detent: detent, topGap: Self.topGap)]
  }
}

/// Places a sheet's dimming and card (see `_SheetFrame`).
final class SheetNode: ViewNode {
  let dimming: ViewNode
  let card: ViewNode
  let detent: PresentationDetent
  let topGap: CGFloat

  init(dimming: ViewNode, card: ViewNode, detent: PresentationDetent, topGap: CGFloat) {
    self.dimming = dimming
    self.card = card
    self.detent = detent
    self.topGap = topGap
  }

  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let safeTop = pass.safeArea.isInfinite || pass.safeArea.isNull ? frame.minY : max(pass.safeArea.minY, frame.minY)
    let large = max(frame.maxY - safeTop - topGap, 0)
    let height = detent.height(large: large)
    let cardFrame = pass.rounded(CGRect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height))
    return [
      pass.place(dimming, in: frame, proposal: ProposedViewSize(frame.size)),
      pass.place(card, in: cardFrame, proposal: ProposedViewSize(cardFrame.size)),
    ]
  }
}

/// Keeps content inside the screen's safe area where its frame reaches
/// out of it: a sheet's content stays above the home indicator while the
/// card's background runs under it, as a hosting controller's does.
nonisolated struct _SafeAreaRespecting: ViewModifier, NodeModifier {
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode { SafeAreaRespectingNode(node) }
}

final class SafeAreaRespectingNode: ModifierNode {
  override func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass) -> [PlacedView] {
    let safe = pass.safeArea
    guard !safe.isInfinite, !safe.isNull else { return super.placeChildren(in: frame, proposal: proposal, pass) }
    let inner = frame.intersection(safe)
    guard !inner.isNull, inner != frame else { return super.placeChildren(in: frame, proposal: proposal, pass) }
    return [pass.place(child, in: inner, proposal: ProposedViewSize(inner.size))]
  }
}

nonisolated extension View {
  /// Shows `content` in a sheet while `isPresented` is true (see the
  /// essay above); `onDismiss` runs after it goes.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    _SheetHost(
      content: self, style: .sheet, isPresented: isPresented.wrappedValue,
      dismiss: _dismisser(isPresented), onDismiss: onDismiss, sheet: content)
  }

  /// Shows a sheet for `item` while it isn't nil, its content made from
  /// the item; dismissing sets the item to nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return _SheetHost(
      content: self, style: .sheet, isPresented: current != nil,
      dismiss: _dismisser(item), onDismiss: onDismiss, sheet: { current.map(content) })
  }

  /// Covers the view with `content` while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    _SheetHost(
      content: self, style: .fullScreenCover, isPresented: isPresented.wrappedValue,
      dismiss: _dismisser(isPresented), onDismiss: onDismiss, sheet: content)
  }

  /// Covers the view with `content` made from `item` while it isn't nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return _SheetHost(
      content: self, style: .fullScreenCover, isPresented: current != nil,
      dismiss: _dismisser(item), onDismiss: onDismiss, sheet: { current.map(content) })
  }

  /// Shows `content` in a popover while `isPresented` is true: on an
  /// iPhone, as a large sheet (the anchor and arrow edge don't apply).
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Shows a popover for `item` while it isn't nil (as a large sheet).
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// The heights the sheet this view is in can rest at; it opens at the
  /// smallest.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(_PresentationModifier { $0.detents = detents })
  }

  /// The heights the sheet can rest at, and which one it is at.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
    modifier(_PresentationModifier {
      $0.detents = detents
      $0.selectedDetent = selection
    })
  }

  /// Shows or hides the sheet's grabber.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(_PresentationModifier { $0.dragIndicator = visibility })
  }

  /// Keeps a tap behind the sheet (or a swipe) from dismissing it.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(_PresentationModifier { $0.interactiveDismissDisabled = isDisabled })
  }

  /// The radius of the sheet's top corners (iOS 16.4).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    modifier(_PresentationModifier { $0.cornerRadius = cornerRadius.map { $0.isFinite ? max($0, 0) : 0 } })
  }

  /// Fills the sheet with `style` instead of the elevated background
  /// (iOS 16.4).
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_PresentationModifier { $0.background = AnyShapeStyle(style) })
  }

  /// How a popover adapts in a compact size (iOS 16.4); Flipbook always
  /// shows a sheet.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

  /// Lets the view behind a sheet at or under `detent` take taps (iOS 16.4);
  /// accepted, not honoured (the view behind stays dimmed).
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
}

/// How a presentation adapts to a size class, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable {
  let kind: Int
  public static let automatic = PresentationAdaptation(kind: 0)
  public static let none = PresentationAdaptation(kind: 1)
  public static let popover = PresentationAdaptation(kind: 2)
  public static let sheet = PresentationAdaptation(kind: 3)
  public static let fullScreenCover = PresentationAdaptation(kind: 4)
}

/// Whether the view behind a sheet takes taps, as SwiftUI's
/// `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable {
  let upThrough: PresentationDetent?
  let enabled: Bool
  public static let automatic = PresentationBackgroundInteraction(upThrough: nil, enabled: false)
  public static let enabled = PresentationBackgroundInteraction(upThrough: nil, enabled: true)
  public static let disabled = PresentationBackgroundInteraction(upThrough: nil, enabled: false)
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(upThrough: detent, enabled: true)
  }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// What dismissing does to a presentation's binding.
func _dismisser(_ isPresented: Binding<Bool>) -> @Sendable () -> Void {
  let binding = isPresented
  return { binding.wrappedValue = false }
}

func _dismisser<Item>(_ item: Binding<Item?>) -> @Sendable () -> Void {
  let binding = item
  return { binding.wrappedValue = nil }
}
