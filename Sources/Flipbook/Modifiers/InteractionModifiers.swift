import Foundation

// Modifiers for interactions a still frame or a film does not have: a
// hardware keyboard, a pointer, a focus engine, a menu opened, rows edited.
// Each compiles as SwiftUI declares it and draws the view as it is at rest,
// which is what iOS shows before the interaction happens.

/// A key press, as SwiftUI's `KeyPress` (a film presses no keys).
public struct KeyPress: Sendable {
  /// The phase of a key press.
  public struct Phases: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1)
    public static let `repeat` = Phases(rawValue: 2)
    public static let up = Phases(rawValue: 4)
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// Whether a handler consumed a key press.
  public enum Result: Sendable {
    case handled, ignored
  }

  /// The key pressed.
  public let key: KeyEquivalent
  /// The characters the key produces.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers
  /// The press's phase.
  public let phase: Phases
}

/// How a view reacts to a pointer hovering over it, as SwiftUI's
/// `HoverEffect` (no pointer in a film).
public struct HoverEffect: Sendable {
  let name: String
  /// The platform's effect.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight under the pointer.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifting under the pointer.
  public static let lift = HoverEffect(name: "lift")
}

/// The order a menu lists its items in, as SwiftUI's `MenuOrder` (a film
/// never opens a menu).
public struct MenuOrder: Hashable, Sendable {
  let name: String
  /// The platform's order.
  public static let automatic = MenuOrder(name: "automatic")
  /// The order written.
  public static let fixed = MenuOrder(name: "fixed")
  /// The first items nearest the pointer.
  public static let priority = MenuOrder(name: "priority")
}

/// Whether a button repeats its action while held, as SwiftUI's
/// `ButtonRepeatBehavior` (a film's tap runs the action once).
public struct ButtonRepeatBehavior: Hashable, Sendable {
  let name: String
  /// The platform's behaviour.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Repeats while held.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// Runs once.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

nonisolated extension View {
  /// Runs `action` when `key` is pressed while this view has focus, as
  /// SwiftUI's `onKeyPress(_:action:)` (a film presses no keys).
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

  /// Runs `action` when `key` is pressed in `phases` (see
  /// `onKeyPress(_:action:)`).
  public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result)
    -> some View
  { self }

  /// Runs `action` for any of `keys` (see `onKeyPress(_:action:)`).
  public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result)
    -> some View
  { self }

  /// Runs `action` for key presses producing `characters` (see
  /// `onKeyPress(_:action:)`).
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }

  /// Runs `action` for every key press in `phases` (see
  /// `onKeyPress(_:action:)`).
  public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result)
    -> some View
  { self }

  /// The effect a pointer hovering over this view has, as SwiftUI's
  /// `hoverEffect(_:isEnabled:)` (no pointer in a film).
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

  /// Whether hover effects here are on, as SwiftUI's
  /// `hoverEffectDisabled(_:)`.
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

  /// The view focus goes to first, as SwiftUI's `defaultFocus(_:_:priority:)`
  /// (a film has no focus engine: nothing is drawn focused).
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View { self }

  /// Limits which submit actions this view's submissions trigger, as
  /// SwiftUI's `submitScope(_:)` (a film submits nothing).
  public func submitScope(_ isBlocking: Bool = true) -> some View { self }

  /// Whether buttons here repeat their action while held, as SwiftUI's
  /// `buttonRepeatBehavior(_:)` (a film's tap runs an action once).
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }

  /// Whether menus here show an indicator, as SwiftUI's `menuIndicator(_:)`
  /// (iOS draws none on a menu's label in the default styles, so nothing
  /// changes).
  public func menuIndicator(_ visibility: Visibility) -> some View { self }

  /// The order menus here list their items in, as SwiftUI's
  /// `menuOrder(_:)` (a film never opens a menu).
  public func menuOrder(_ order: MenuOrder) -> some View { self }

  /// Whether this row can be deleted, as SwiftUI's `deleteDisabled(_:)` (a
  /// film doesn't swipe to delete or edit).
  public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

  /// Whether this row can be moved, as SwiftUI's `moveDisabled(_:)` (a film
  /// doesn't edit).
  public func moveDisabled(_ isDisabled: Bool) -> some View { self }

  /// A fixed tint for this list item, as SwiftUI's `listItemTint(_:)`: the
  /// tint of its icons and controls (nil: the list's).
  @ViewBuilder public func listItemTint(_ tint: Color?) -> some View {
    if let tint { self.tint(tint) } else { self }
  }

  /// A tint for this list item, as SwiftUI's `listItemTint(_:)` with a
  /// `ListItemTint`: `.fixed` and `.preferred` colours (a film has no
  /// system setting to override a preferred one) or `.monochrome` grey.
  @ViewBuilder public func listItemTint(_ tint: ListItemTint?) -> some View {
    if let tint { self.tint(tint.color) } else { self }
  }

  /// How a sheet's content and its detents share a drag, as SwiftUI's
  /// `presentationContentInteraction(_:)` (a film drags no sheet).
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

  /// The dynamic range images here may use, as SwiftUI's
  /// `allowedDynamicRange(_:)`: Flipbook's PNGs and GIFs are standard
  /// range, which every range allows, so nothing changes.
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }

  /// The language text here is set for, as SwiftUI's
  /// `typesettingLanguage(_:isEnabled:)`: line heights for scripts taller
  /// than Latin. Pango already sets each script in a face that has it, with
  /// that face's line height, so nothing changes.
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
}

/// How a sheet's content and its detents share a drag, as SwiftUI's
/// `PresentationContentInteraction`.
public struct PresentationContentInteraction: Hashable, Sendable {
  let name: String
  /// The platform's behaviour.
  public static let automatic = PresentationContentInteraction(name: "automatic")
  /// A drag resizes the sheet first.
  public static let resizes = PresentationContentInteraction(name: "resizes")
  /// A drag scrolls the content first.
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

extension Image {
  /// The dynamic range of an image, as SwiftUI's `Image.DynamicRange`.
  public struct DynamicRange: Hashable, Sendable {
    let name: String
    /// Standard range.
    public static let standard = DynamicRange(name: "standard")
    /// Some headroom above standard.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The display's full range.
    public static let high = DynamicRange(name: "high")
  }
}

/// When a default focus applies, as SwiftUI's
/// `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  let name: String
  /// When the view appears.
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Whenever the user starts a focus interaction too.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// When a search bar shows its scopes, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Hashable, Sendable {
  let name: String
  /// The platform's choice (on iOS, while searching).
  public static let automatic = SearchScopeActivation(name: "automatic")
  /// While the search field has focus.
  public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
  /// As text is typed.
  public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
}

nonisolated extension View {
  /// Scopes for this view's search, as SwiftUI's `searchScopes(_:scopes:)`:
  /// iOS shows them under the search field while searching, which a still
  /// frame is not, so nothing is drawn.
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

  /// Scopes for this view's search, shown per `activation` (see
  /// `searchScopes(_:scopes:)`).
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder scopes: () -> S
  ) -> some View { self }
}

/// How a scroll view's edge under a bar looks, as iOS 26's
/// `ScrollEdgeEffectStyle`.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String
  /// The platform's effect.
  public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
  /// A sharp edge under the bar.
  public static let hard = ScrollEdgeEffectStyle(name: "hard")
  /// A soft fade under the bar.
  public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

/// How the toolbar behaves while searching, as SwiftUI's
/// `SearchPresentationToolbarBehavior`.
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
  let name: String
  /// The platform's behaviour.
  public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
  /// Keeps the title and bar items while searching.
  public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// How much Writing Tools may do in a text view, as SwiftUI's
/// `WritingToolsBehavior`.
public struct WritingToolsBehavior: Hashable, Sendable {
  let name: String
  /// The platform's behaviour.
  public static let automatic = WritingToolsBehavior(name: "automatic")
  /// Everything, inline.
  public static let complete = WritingToolsBehavior(name: "complete")
  /// In a panel only.
  public static let limited = WritingToolsBehavior(name: "limited")
  /// Not offered.
  public static let disabled = WritingToolsBehavior(name: "disabled")
}

nonisolated extension View {
  /// The style of the scroll edge effect under bars at `edges`, as iOS 26's
  /// `scrollEdgeEffectStyle(_:for:)`: the effect shows where content has
  /// scrolled under a bar, which a screen at rest has not, so nothing is
  /// drawn.
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

  /// Hides the scroll edge effect at `edges` (see
  /// `scrollEdgeEffectStyle(_:for:)`).
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }

  /// Extends this view's content under the safe area, mirrored and
  /// blurred, as iOS 26's `backgroundExtensionEffect()` (behind a sidebar or
  /// inspector on iPad). Not modelled: Flipbook draws the view as it is,
  /// without the mirrored copy.
  public func backgroundExtensionEffect() -> some View { self }

  /// How the toolbar behaves while searching, as SwiftUI's
  /// `searchPresentationToolbarBehavior(_:)` (a still frame is not
  /// searching).
  public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }

  /// How much Writing Tools may do in the text views here, as SwiftUI's
  /// `writingToolsBehavior(_:)` (nothing is drawn for them).
  public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }

  /// Whether choosing a menu's action closes the menu, as SwiftUI's
  /// `menuActionDismissBehavior(_:)`: a menu is closed at rest.
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }

  /// Whether the labels of controls here show, as SwiftUI's
  /// `labelsVisibility(_:)` (iOS 18): kept; Flipbook's controls draw their
  /// labels as their styles say.
  public func labelsVisibility(_ visibility: Visibility) -> some View { self }

  /// Flashes the scroll indicators when the view appears, as SwiftUI's
  /// `scrollIndicatorsFlash(onAppear:)`: indicators fade out at once, so a
  /// frame at rest shows none.
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

  /// Flashes the scroll indicators when `value` changes, as SwiftUI's
  /// `scrollIndicatorsFlash(trigger:)`.
  public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }

  /// The hover effect of views here when the pointer is over them, as
  /// SwiftUI's `defaultHoverEffect(_:)`: no pointer at rest.
  public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }

  /// Whether VoiceOver spells the text here out letter by letter, as
  /// SwiftUI's `speechSpellsOutCharacters(_:)`: nothing is drawn for it.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

  /// Marks a widget's view as showing content that may be out of date
  /// while an intent runs, as SwiftUI's `invalidatableContent(_:)`.
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }

  /// Whether a drag hovering over this view activates it, as SwiftUI's
  /// `springLoadingBehavior(_:)`: no drag at rest.
  public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }
}

/// Whether choosing a menu's action closes it, as SwiftUI's
/// `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Equatable, Sendable {
  let kind: Int
  /// The menu's default.
  public static let automatic = MenuActionDismissBehavior(kind: 0)
  /// The menu closes.
  public static let enabled = MenuActionDismissBehavior(kind: 1)
  /// The menu stays open.
  public static let disabled = MenuActionDismissBehavior(kind: 2)
}

/// Whether a drag hovering over a view activates it, as SwiftUI's
/// `SpringLoadingBehavior`.
public struct SpringLoadingBehavior: Hashable, Sendable {
  let kind: Int
  /// The view's default.
  public static let automatic = SpringLoadingBehavior(kind: 0)
  /// Activates.
  public static let enabled = SpringLoadingBehavior(kind: 1)
  /// Does not activate.
  public static let disabled = SpringLoadingBehavior(kind: 2)
}

extension Text {
  /// This text spelled out letter by letter by VoiceOver, as SwiftUI's
  /// `Text.speechSpellsOutCharacters(_:)`: drawn as before.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
}

/// The tint a list item takes, as SwiftUI's `ListItemTint`.
public struct ListItemTint: Sendable {
  let color: Color

  /// Always `tint`.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// `tint` unless the system overrides it (it never does here).
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// A grey tint, SwiftUI's grayscale effect (drawn in `Color.gray`).
  public static let monochrome = ListItemTint(color: .gray)
}
