@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Modifiers for interactions a still frame or film does not have compile
/// as SwiftUI declares them and leave the drawing as it is at rest.
@Suite struct InteractionModifierTests {
  @Namespace static var namespace

  struct Screen: View {
    let decorated: Bool
    @FocusState private var focused: Bool
    @State private var scope = 0

    var body: some View {
      let content = VStack(spacing: 12) {
        Text("Hello").textScale(.secondary)
        Menu("More") { Button("Copy") {} }
        Button("Repeat") {}
        TextField("Name", text: .constant("Ada")).focused($focused)
        Color.orange.frame(width: 60, height: 40)
      }
      .padding()
      if decorated {
        content
          .onKeyPress(.return) { .handled }
          .onKeyPress(keys: [.upArrow, .downArrow]) { _ in .ignored }
          .onKeyPress(phases: .down) { _ in .ignored }
          .hoverEffect(.lift)
          .defaultFocus($focused, true)
          .submitScope()
          .buttonRepeatBehavior(.enabled)
          .menuIndicator(.hidden)
          .menuOrder(.fixed)
          .deleteDisabled(true)
          .moveDisabled(true)
          .presentationContentInteraction(.scrolls)
          .allowedDynamicRange(.high)
          .typesettingLanguage(Locale.Language(identifier: "en"))
          .searchScopes($scope) { Text("All").tag(0) }
          .accessibilitySortPriority(1)
          .accessibilityInputLabels(["Greeting"])
          .accessibilityShowsLargeContentViewer()
          .accessibilityCustomContent("Kind", Text("Demo"))
          .geometryGroup()
          .navigationTransition(.zoom(sourceID: "card", in: InteractionModifierTests.namespace))
          .matchedTransitionSource(id: "card", in: InteractionModifierTests.namespace) { $0.background(.white).clipShape(RoundedRectangle(cornerRadius: 8)) }
          .navigationSplitViewColumnWidth(min: 200, ideal: 300)
          .scrollEdgeEffectStyle(.soft, for: .top)
          .backgroundExtensionEffect()
          .searchPresentationToolbarBehavior(.avoidHidingContent)
          .writingToolsBehavior(.disabled)
          .presentationSizing(.page.fitted(horizontal: true, vertical: false))
          .presentationSizing(.form)
          .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
          .menuActionDismissBehavior(.disabled)
          .labelsVisibility(.hidden)
          .scrollIndicatorsFlash(onAppear: true)
          .scrollIndicatorsFlash(trigger: 1)
          .defaultHoverEffect(.highlight)
          .speechSpellsOutCharacters()
          .invalidatableContent()
          .springLoadingBehavior(.enabled)
      } else {
        content
      }
    }
  }

  @Test func theyDrawTheViewAsItIsAtRest() throws {
    let plain = try Rig(width: 300, height: 300) { Screen(decorated: false) }.image(at: 0)
    let decorated = try Rig(width: 300, height: 300) { Screen(decorated: true) }.image(at: 0)
    #expect(plain.pixels == decorated.pixels)
  }
}

/// A command-driven screen's focused values, as apps declare them: a key
/// type, an `@Entry` in an extension of `FocusedValues`, the wrappers.
struct SelectedNoteKey: FocusedValueKey { typealias Value = Binding<String> }

extension FocusedValues {
  var selectedNote: Binding<String>? {
    get { self[SelectedNoteKey.self] }
    set { self[SelectedNoteKey.self] = newValue }
  }
  @Entry var noteCount: Int?
}

extension InteractionModifierTests {
  struct Toolbarish: View {
    @FocusedBinding(\.selectedNote) var note
    @FocusedValue(\.noteCount) var count
    var body: some View { Text(note ?? "none") + Text(" \(count ?? 0)") }
  }

  /// Nothing has focus at rest: readers read nil, publishing draws nothing.
  @Test func focusedValuesAreNilAtRest() throws {
    let screen = VStack {
      Toolbarish()
      Text("note").focusedValue(\.selectedNote, .constant("draft")).focusedSceneValue(\.noteCount, 3).focusEffectDisabled()
    }
    let text = try RenderSession(still: screen).displayList(at: 0).description
    #expect(text.contains("none 0"), "\(text)")
    var values = FocusedValues()
    values.noteCount = 2
    #expect(values.noteCount == 2 && values.selectedNote == nil)
  }
}
