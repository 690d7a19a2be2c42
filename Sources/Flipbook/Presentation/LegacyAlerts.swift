import Foundation

/// An alert described as a value, as SwiftUI's `Alert` (iOS 13's API,
/// shown with `.alert(isPresented:content:)` or `.alert(item:content:)`):
/// drawn as the newer `.alert` draws its buttons (see `Alert.swift`).
public struct Alert {
  /// A button of an alert or action sheet, as SwiftUI's `Alert.Button`.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: () -> Void

    /// A button in the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action ?? {})
    }

    /// A cancel button labelled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action ?? {})
    }

    /// A cancel button labelled "Cancel".
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action ?? {})
    }

    /// A destructive button (red).
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action ?? {})
    }
  }

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button ("OK" when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }
}

/// An action sheet described as a value, as SwiftUI's `ActionSheet`,
/// drawn as `.confirmationDialog` draws (its title always shown).
public struct ActionSheet {
  /// A button of the sheet.
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// A sheet titled `title` with `buttons` (a cancel button by default).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// The buttons of an `Alert` or `ActionSheet` as views.
nonisolated struct _LegacyButtons: View {
  let buttons: [Alert.Button]

  var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      Button(role: button.role, action: button.action) { button.label }
    }
  }
}

nonisolated extension View {
  /// Shows the alert `content` makes while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return _AlertHost(
      content: self, title: alert.title, isPresented: isPresented, actions: _LegacyButtons(buttons: alert.buttons),
      message: alert.message)
  }

  /// Shows the alert `content` makes from `item` while it isn't nil;
  /// dismissing sets it to nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return _AlertHost(
      content: self, title: alert?.title ?? Text(verbatim: ""), isPresented: shown,
      actions: _LegacyButtons(buttons: alert?.buttons ?? []), message: alert?.message)
  }

  /// Shows the action sheet `content` makes while `isPresented` is true.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return _DialogHost(
      content: self, title: sheet.title, titleVisibility: .visible, isPresented: isPresented,
      actions: _LegacyButtons(buttons: sheet.buttons), message: sheet.message)
  }

  /// Shows the action sheet `content` makes from `item` while it isn't nil.
  public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
    let sheet = item.wrappedValue.map(content)
    let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return _DialogHost(
      content: self, title: sheet?.title ?? Text(verbatim: ""), titleVisibility: .visible, isPresented: shown,
      actions: _LegacyButtons(buttons: sheet?.buttons ?? []), message: sheet?.message)
  }
}
