import Foundation

// MARK: - Confirmation dialogs
//
// `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`
// shows, while `isPresented` is true, iOS's action sheet over the whole
// screen, whichever view it is attached to (ScreenLayers.swift). The look, as
// UIKit draws `UIAlertController`'s action sheet on an iPhone in iOS 17
// (Flipbook's reading):
//
// - the view behind dimmed by black at 20 %;
// - along the bottom, 8 pt from the sides and the bottom edge, a group of
//   rows in the regular material, radius 14: the title (footnote,
//   semibold, secondary) and the message (footnote, secondary) on top when
//   shown, then the caller's buttons, 57 pt tall in the tint at 20 pt,
//   destructive ones red, with hairlines between;
// - 8 pt below it, alone in its own box, the cancel button, semibold. A
//   dialog whose actions hold no `.cancel` button gets iOS's "Cancel".
//
// The title shows with `titleVisibility: .visible`; `.automatic` shows it
// only when there is a message, as iOS does. A tap on a button runs its
// action and dismisses the dialog; so does a tap on the dimmed view (as
// cancelling does). The dialog rises from the bottom as the dimming fades
// in (PresentationTransition.swift).

nonisolated struct _DialogHost<Content: View, Actions: View, Message: View>: View, PrimitiveView {
  let content: Content
  let title: Text
  let titleVisibility: Visibility
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: Message?

  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let contentNodes = Flipbook.resolve(content, inputs.child(.index(0)))
    let overlay = isPresented.wrappedValue ? AnyView(dialog(inputs)) : nil
    return Flipbook.resolve(
      _ResolvedNodes(nodes: contentNodes).overlay { _PresentationLayer(overlay: overlay, kind: .sheet) }, inputs.child(.index(2)))
  }

  /// The dimming and the dialog, its buttons resolved.
  private func dialog(_ inputs: ResolveInputs) -> _DialogLayer<Message> {
    let isPresented = self.isPresented
    let dismiss: (_GestureTouch) -> TapTarget? = { _ in TapTarget(action: { isPresented.wrappedValue = false }) }
    func wrapped(_ nodes: [ViewNode]) -> [ViewNode] {
      nodes.map { GestureNode($0, mask: .all, priority: .simultaneous, recognize: dismiss) as ViewNode }
    }
    let buttons = Flipbook.resolve(actions.buttonStyle(_DialogButtonStyle.dialog), inputs.child(.index(1)))
    var cancel = buttons.filter { $0.traits[DialogRoleValue.self]?.role == .cancel }
    let others = buttons.filter { $0.traits[DialogRoleValue.self]?.role != .cancel }
    if cancel.isEmpty {
      cancel = Flipbook.resolve(
        Button("Cancel", role: .cancel) {}.buttonStyle(_DialogButtonStyle.dialog), inputs.child(.index(3)))
    }
    let showsTitle = titleVisibility == .visible || (titleVisibility == .automatic && message != nil)
    let box = _DialogBox(
      title: showsTitle ? title : nil, message: message, buttons: wrapped(others), cancel: wrapped(Array(cancel.prefix(1))))
    return _DialogLayer(box: box, dismiss: { isPresented.wrappedValue = false })
  }
}

/// The dimming and a confirmation dialog rising from the bottom
/// (PresentationTransition.swift).
nonisolated struct _DialogLayer<Message: View>: View {
  let box: _DialogBox<Message>
  let dismiss: () -> Void
  @Environment(\.presentationProgress) private var progress

  var body: some View {
    ZStack(alignment: .bottom) {
      Color.black.opacity(0.2 * progress)
        .contentShape(Rectangle())
        .onTapGesture { dismiss() }
        .ignoresSafeArea()
      box.modifier(_RiseEffect(progress: progress))
    }
  }
}

nonisolated struct _DialogRoleModifier: ViewModifier, NodeModifier {
  let role: ButtonRole?
  func body(content: Content) -> Never { primitiveBody() }
  func wrap(_ node: ViewNode, _ inputs: ResolveInputs) -> ViewNode {
    ContainerValueNode(node, DialogRoleValue.self, DialogRole(role: role))
  }
}

/// A button of an alert or an action sheet: its label in `font` in the
/// tint (red when destructive, semibold when cancelling), on one line,
/// the whole cell tappable, its role kept for the host to sort. An action
/// sheet's row is 20 pt text, 57 pt tall (`.dialog`); an alert's cell is
/// the body size, as tall as its box makes it (`.alert`).
nonisolated struct _DialogButtonStyle: PrimitiveButtonStyle {
  let size: CGFloat?
  let horizontalPadding: CGFloat
  let minHeight: CGFloat?

  /// An action sheet's row.
  static let dialog = _DialogButtonStyle(size: 20, horizontalPadding: 16, minHeight: 57)
  /// An alert's cell.
  static let alert = _DialogButtonStyle(size: nil, horizontalPadding: 8, minHeight: nil)

  func makeBody(configuration: Configuration) -> some View {
    let weight: Font.Weight = configuration.role == .cancel ? .semibold : .regular
    return configuration.label
      .font(size.map { .system(size: $0, weight: weight) } ?? (configuration.role == .cancel ? .body.weight(.semibold) : .body))
      .foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
      .lineLimit(1)
      .padding(.horizontal, horizontalPadding)
      .frame(maxWidth: .infinity, minHeight: minHeight, maxHeight: minHeight == nil ? .infinity : nil)
      .contentShape(Rectangle())
      .onTapGesture { configuration.trigger() }
      .modifier(_DialogRoleModifier(role: configuration.role))
  }
}

nonisolated struct _DialogBox<Message: View>: View {
  let title: Text?
  let message: Message?
  let buttons: [ViewNode]
  let cancel: [ViewNode]
  @Environment(\.displayScale) private var displayScale

  private var hairline: CGFloat { 1 / max(displayScale, 1) }

  var body: some View {
    VStack(spacing: 8) {
      VStack(spacing: 0) {
        if title != nil || message != nil {
          VStack(spacing: 4) {
            if let title { title.font(.footnote.weight(.semibold)) }
            if let message { message.font(.footnote) }
          }
          .foregroundStyle(Color.semantic(.secondary))
          .multilineTextAlignment(.center)
          .frame(maxWidth: .infinity)
          .padding(.horizontal, 16)
          .padding(.vertical, 14)
        }
        ForEach(0..<buttons.count, id: \.self) { index in
          if index > 0 || title != nil || message != nil {
            Rectangle().fill(Color.semantic(.separator)).frame(height: hairline)
          }
          _ResolvedNodes(nodes: [buttons[index]])
        }
      }
      .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
      if !cancel.isEmpty {
        _ResolvedNodes(nodes: cancel)
          .background(
            Color.semantic(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
      }
    }
    .padding(8)
  }
}

nonisolated extension View {
  /// The icon of the dialogs in this view, as SwiftUI's `dialogIcon(_:)`
  /// (iOS 17): macOS draws it beside a dialog's title; an iPhone's action
  /// sheets and alerts show no icon, so nothing drawn changes.
  public func dialogIcon(_ icon: Image?) -> some View { self }

  /// Shows an action sheet titled `titleKey` with `actions` while
  /// `isPresented` is true (see the essay above).
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    _DialogHost<Self, A, EmptyView>(
      content: self, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented,
      actions: actions(), message: nil)
  }

  /// Shows an action sheet titled `title` with `actions`.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    _DialogHost<Self, A, EmptyView>(
      content: self, title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented,
      actions: actions(), message: nil)
  }

  /// Shows an action sheet titled with a `Text` with `actions`.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    _DialogHost<Self, A, EmptyView>(
      content: self, title: title, titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(),
      message: nil)
  }

  /// Shows an action sheet titled `titleKey` with `actions` and a `message`.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _DialogHost(
      content: self, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented,
      actions: actions(), message: message())
  }

  /// Shows an action sheet titled `title` with `actions` and a `message`.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _DialogHost(
      content: self, title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented,
      actions: actions(), message: message())
  }

  /// Shows an action sheet about `data` (while `isPresented` and `data`
  /// isn't nil).
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return _DialogHost<Self, A?, EmptyView>(
      content: self, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: shown,
      actions: data.map(actions), message: nil)
  }

  /// Shows an action sheet about `data` with a message made from it.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return _DialogHost(
      content: self, title: Text(titleKey), titleVisibility: titleVisibility, isPresented: shown,
      actions: data.map(actions), message: data.map(message))
  }
}
