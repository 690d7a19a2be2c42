import Foundation

// MARK: - Alerts
//
// `.alert(_:isPresented:actions:message:)` shows, while `isPresented` is
// true, iOS's alert over the whole screen, whichever view it is attached
// to (ScreenLayers.swift). The look, as UIKit draws `UIAlertController`'s alert in iOS 17 (Flipbook's reading):
//
// - the view behind dimmed by black at 20 %;
// - a 270 pt box of radius 14 in the regular material;
// - the title in `headline`, the message in `footnote`, both centred,
//   16 pt from the sides, 19 pt from the top and from the buttons;
// - the buttons 44 pt tall under a hairline `separator`: two side by side
//   with a hairline between them, one or three and more stacked. A box
//   without buttons gets iOS's "OK".
//
// Each button is the caller's own `Button` (its action, its role's colour:
// red when destructive) in the tint at the body size; a tap runs its
// action and then dismisses the alert (sets `isPresented` to false), as
// iOS does. As iOS, a `.cancel` button goes first of two (the leading
// side) and last of a stack, in semibold.
//
// The alert fades in as its box shrinks from 1.15 × to its size, and fades
// out (PresentationTransition.swift).

nonisolated struct _AlertHost<Content: View, Actions: View, Message: View>: View, PrimitiveView {
  let content: Content
  let title: Text
  let isPresented: Binding<Bool>
  let actions: Actions
  let message: Message?

  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let contentNodes = Flipbook.resolve(content, inputs.child(.index(0)))
    let overlay = isPresented.wrappedValue ? AnyView(_AlertLayer(box: alertBox(inputs))) : nil
    return Flipbook.resolve(
      _ResolvedNodes(nodes: contentNodes).overlay { _PresentationLayer(overlay: overlay, kind: .alert) }, inputs.child(.index(2)))
  }

  /// The alert's box, its buttons resolved.
  private func alertBox(_ inputs: ResolveInputs) -> _AlertBox<Message> {
    let isPresented = self.isPresented
    let dismiss: (_GestureTouch) -> TapTarget? = { _ in TapTarget(action: { isPresented.wrappedValue = false }) }
    var buttons = Flipbook.resolve(actions.buttonStyle(_DialogButtonStyle.alert), inputs.child(.index(1)))
    if buttons.isEmpty { buttons = Flipbook.resolve(Button("OK") {}.buttonStyle(_DialogButtonStyle.alert), inputs.child(.index(3))) }
    // iOS puts the cancel button first of two (on the leading side), last
    // of a stack.
    let isCancel = { (node: ViewNode) in node.traits[DialogRoleValue.self]?.role == .cancel }
    let cancel = buttons.filter(isCancel)
    let others = buttons.filter { !isCancel($0) }
    buttons = buttons.count == 2 ? cancel + others : others + cancel
    let wrapped = buttons.map { GestureNode($0, mask: .all, priority: .simultaneous, recognize: dismiss) as ViewNode }
    return _AlertBox(title: title, message: message, buttons: wrapped)
  }
}

/// The dimming and the alert's box, fading in as the box shrinks to its
/// size (PresentationTransition.swift).
nonisolated struct _AlertLayer<Message: View>: View {
  let box: _AlertBox<Message>
  @Environment(\.presentationProgress) private var progress

  var body: some View {
    ZStack {
      Color.black.opacity(0.2).ignoresSafeArea()
      box.scaleEffect(1 + 0.15 * (1 - progress))
    }
    .opacity(progress)
  }
}

nonisolated struct _AlertBox<Message: View>: View {
  let title: Text
  let message: Message?
  let buttons: [ViewNode]
  @Environment(\.displayScale) private var displayScale

  private var hairline: CGFloat { 1 / max(displayScale, 1) }

  var body: some View {
    VStack(spacing: 0) {
      VStack(spacing: 2) {
        title.font(.headline)
        if let message { message.font(.footnote) }
      }
      .multilineTextAlignment(.center)
      .frame(maxWidth: .infinity)
      .padding(.horizontal, 16)
      .padding(.vertical, 19)
      Rectangle().fill(Color.semantic(.separator)).frame(height: hairline)
      if buttons.count == 2 {
        HStack(spacing: 0) {
          cell(buttons[0])
          Rectangle().fill(Color.semantic(.separator)).frame(width: hairline)
          cell(buttons[1])
        }
        .frame(height: 44)
      } else {
        VStack(spacing: 0) {
          ForEach(0..<buttons.count, id: \.self) { index in
            if index > 0 { Rectangle().fill(Color.semantic(.separator)).frame(height: hairline) }
            cell(buttons[index]).frame(height: 44)
          }
        }
      }
    }
    .frame(width: 270)
    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
  }

  private func cell(_ node: ViewNode) -> some View {
    _ResolvedNodes(nodes: [node]).frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

nonisolated extension View {
  /// Shows an alert titled `titleKey` with `actions` (buttons) while
  /// `isPresented` is true (see the essay above).
  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    _AlertHost<Self, A, EmptyView>(content: self, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: nil)
  }

  /// Shows an alert titled `title` with `actions` while `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    _AlertHost<Self, A, EmptyView>(content: self, title: Text(title), isPresented: isPresented, actions: actions(), message: nil)
  }

  /// Shows an alert titled with a `Text` with `actions` while `isPresented` is true.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    _AlertHost<Self, A, EmptyView>(content: self, title: title, isPresented: isPresented, actions: actions(), message: nil)
  }

  /// Shows an alert titled `titleKey` with `actions` and a `message` while
  /// `isPresented` is true.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _AlertHost(content: self, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: message())
  }

  /// Shows an alert titled `title` with `actions` and a `message` while
  /// `isPresented` is true.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    _AlertHost(content: self, title: Text(title), isPresented: isPresented, actions: actions(), message: message())
  }

  /// Shows an alert about `data` (while `isPresented` and `data` isn't nil).
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    return _AlertHost(
      content: self, title: Text(titleKey), isPresented: shown, actions: data.map(actions), message: data.map(message))
  }
}
