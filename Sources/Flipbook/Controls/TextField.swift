import Foundation

/// A one-line text input, as SwiftUI's `TextField`: the text, or while it
/// is empty the prompt (else the title) in `placeholderText`, in the body
/// font, as wide as offered.
///
/// A film has no keyboard: the text changes only when code writes the
/// binding, and no caret or selection is drawn. The keyboard modifiers
/// (`keyboardType`, `textInputAutocapitalization`, `autocorrectionDisabled`,
/// `submitLabel`, `onSubmit`, `textContentType`) are kept for the code to
/// compile and change nothing drawn. `.textFieldStyle` picks the look:
/// `.automatic` and `.plain` draw the text alone; `.roundedBorder` draws
/// UIKit's rounded-rect field around it (see `RoundedBorderTextFieldStyle`).
/// With `axis: .vertical` the text wraps onto more lines (up to
/// `lineLimit`) instead of staying on one.
nonisolated public struct TextField<Label: View>: View {
  let text: String
  let placeholder: Text?
  let label: Label
  let axis: Axis
  let isSecure: Bool

  init(text: String, placeholder: Text?, label: Label, axis: Axis = .horizontal, isSecure: Bool = false) {
    self.text = text
    self.placeholder = placeholder
    self.label = label
    self.axis = axis
    self.isSecure = isSecure
  }

  public var body: some View {
    _TextFieldBody(
      shown: text.isEmpty || isSecure ? nil : Text(verbatim: text),
      placeholder: placeholder, isMultiline: axis == .vertical, isSecure: isSecure,
      bullets: isSecure ? text.count : 0)
  }

  /// A field editing `text`, with `prompt` (else the label) as placeholder.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text.wrappedValue, placeholder: prompt, label: label())
  }

  /// A field editing `text` that grows along `axis`.
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(text: text.wrappedValue, placeholder: prompt, label: label(), axis: axis)
  }
}

extension TextField where Label == Text {
  /// A field titled `titleKey` (its placeholder) editing `text`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
  }

  /// A field titled `title` editing `text`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text.wrappedValue, placeholder: prompt ?? Text(title), label: Text(title))
  }

  /// A field titled `titleKey` editing `text`, growing along `axis`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), label: Text(titleKey), axis: axis)
  }

  /// A field titled `title` editing `text`, growing along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(text: text.wrappedValue, placeholder: prompt ?? Text(title), label: Text(title), axis: axis)
  }

  /// A field titled `titleKey` editing `text`, as SwiftUI's iOS 13 form
  /// (deprecated there, still common): `onEditingChanged` is called with
  /// true when the field gains focus and false when it loses it,
  /// `onCommit` on Return. A snapshot never focuses a field, so neither
  /// is called.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, text: text, prompt: nil)
  }

  /// A field titled `titleKey` editing `text`, `onCommit` called on Return
  /// (the iOS 13 form, above).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text, prompt: nil)
  }

  /// A field titled `title` editing `text` (the iOS 13 form, above).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text, prompt: nil)
  }

  /// A field titled `title` editing `text`, `onCommit` called on Return.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(title, text: text, prompt: nil)
  }

  /// A field editing `value`, shown through `format`.
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
  where F.FormatOutput == String {
    self.init(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
  }

  /// A field editing `value`, shown through `format`.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
  where F.FormatOutput == String {
    self.init(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(title), label: Text(title))
  }

  /// A field editing an optional `value` (empty while nil), shown through `format`.
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
  where F.FormatOutput == String {
    self.init(text: value.wrappedValue.map(format.format) ?? "", placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
  }
}

/// A text input that hides what it holds, as SwiftUI's `SecureField`: one
/// dot per character, as UIKit's secure text entry draws them
/// (`_SecureBullets`), otherwise a `TextField`.
nonisolated public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  public var body: some View { field }

  /// A secure field editing `text`, with `prompt` (else the label) as placeholder.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text.wrappedValue, placeholder: prompt, label: label(), isSecure: true)
  }
}

extension SecureField where Label == Text {
  /// A secure field titled `titleKey` (its placeholder) editing `text`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), label: Text(titleKey), isSecure: true)
  }

  /// A secure field titled `title` editing `text`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, placeholder: prompt ?? Text(title), label: Text(title), isSecure: true)
  }
}

/// A text field's look, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle {}

/// The platform's look: plain on iOS outside a form.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
}

/// The text alone.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
}

/// UIKit's `UITextField.BorderStyle.roundedRect`, as Flipbook draws it: the
/// text inset 7 pt across and 6 pt down (a 34 pt field at the body size),
/// over `systemBackground` in a rectangle of radius 5 with a 0.5 pt
/// `opaqueSeparator` border. (Flipbook's reading of UIKit's field; the
/// HIG publishes no figure for it.)
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's look.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The text alone.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded, bordered field.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldBorderedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether text fields draw UIKit's rounded border (`.roundedBorder`).
  var textFieldIsBordered: Bool {
    get { self[TextFieldBorderedKey.self] }
    set { self[TextFieldBorderedKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The look of the text fields inside.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.textFieldIsBordered = style is RoundedBorderTextFieldStyle })
  }
}

/// A field's lines: one line across, as tall as UIKit's field
/// (`_FieldLineHeight`); along the vertical axis, the limit set around the
/// field, so `lineLimit(3...5)` keeps three lines' room even empty (its
/// placeholder's) and grows to five, and `lineLimit(3, reservesSpace:
/// true)` reserves three, as iOS sizes a vertical `TextField`.
nonisolated struct _FieldLines: ViewModifier {
  let isMultiline: Bool
  let height: _FieldLineHeight.Rule

  func body(content: Content) -> some View {
    Group {
      if isMultiline {
        _VerticalFieldLines { content }.clipped()
      } else {
        _FieldLineHeight(rule: height) { content.lineLimit(1) }
      }
    }
  }
}

/// A vertical field's lines (`axis: .vertical`): as tall as its lines, or
/// as tall as offered when that is less, its first lines shown from the
/// top and the rest cut off at its edge, not truncated: the field is a
/// scrolling text view on iOS. marian-stanciulica/Foodybite's review
/// screen (iOS 18.1, 3×) offers a vertical field 110 pt for six 21-pt
/// lines of text: five lines and the top 5 px of the sixth show, cut at
/// the field's bottom, with no ellipsis.
nonisolated struct _VerticalFieldLines: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let lines = subviews.first else { return .zero }
    let size = lines.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
    guard let offered = proposal.height, offered.isFinite, offered >= 0 else { return size }
    return CGSize(width: size.width, height: min(size.height, offered))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: CGPoint(x: bounds.minX, y: bounds.minY), anchor: .topLeading,
      proposal: ProposedViewSize(width: bounds.width, height: nil))
  }
}

nonisolated struct _TextFieldBody: View {
  let shown: Text?
  let placeholder: Text?
  let isMultiline: Bool
  let isSecure: Bool
  /// The characters a secure field hides (0: none, or not secure).
  var bullets = 0
  @Environment(\.textFieldIsBordered) private var isBordered
  @Environment(\.multilineTextAlignment) private var textAlignment

  /// Where the text sits across the field: by `multilineTextAlignment`,
  /// as a UIKit text field's `textAlignment` (a number field written
  /// `.multilineTextAlignment(.trailing)` ends at the field's trailing edge).
  private var alignment: Alignment {
    switch textAlignment {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }

  /// What an empty field shows: its prompt, or with none (or an empty
  /// one, as `TextField("", text:)` has) a blank line, so the field keeps
  /// its font's height as UIKit's does.
  private var prompt: Text {
    guard let placeholder, !placeholder.string.isEmpty else { return Text(verbatim: " ") }
    return placeholder
  }

  var body: some View {
    let content = Group {
      if bullets > 0 {
        _SecureBullets(count: bullets)
      } else if let shown {
        shown
      } else {
        prompt.foregroundStyle(Color.semantic(.placeholderText))
      }
    }
    .modifier(_FieldLines(isMultiline: isMultiline, height: isSecure ? (bullets > 0 ? .line : .roundedLine) : .roundedLineAndAPoint))
    .frame(maxWidth: .infinity, alignment: alignment)
    if isBordered {
      content
        .padding(.horizontal, 7)
        .padding(.vertical, 6)
        .background(RoundedRectangle(cornerRadius: 5).fill(Color.semantic(.systemBackground)))
        .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color.semantic(.opaqueSeparator), lineWidth: 0.5))
    } else {
      content
    }
  }
}

/// A one-line field's height, as UIKit's text field takes it: its line's
/// height rounded up to a whole point, and one more, the line centred in
/// it. The body font's 20.29-pt line makes a 22-pt field: vjr2005/Challenge's
/// text-field references (iOS 26, body in the rounded design, 3×) are 22 pt
/// tall inside their padding where the same `Text` is 20.33, and UIKit's
/// rounded-border field, 6 pt above and below its text, is the familiar
/// 34 pt. A `SecureField` is shorter: empty, the rounded-up line
/// without the extra point; holding text (its dots), the line as a text
/// is. On iOS 18.1 (marian-stanciulica/Foodybite, `.medium`, 3×) a 16-pt
/// `SecureField("", …)` padded by 16 beside a symbol makes a 52-pt row,
/// 51.33 once a password is typed, where the same row with a
/// `TextField("", …)` is 53, and a `TextField` padded by 12 a 45-pt
/// search bar: 20, 19.33 and 21 points for a 19.09-pt line. An empty
/// field, prompt and text both empty, keeps its font's line. A vertical
/// field (`axis: .vertical`) is as tall as its lines.
nonisolated struct _FieldLineHeight: Layout {
  /// How the line's height becomes the field's.
  enum Rule {
    /// Rounded up to a whole point, and one more (a text field).
    case roundedLineAndAPoint
    /// Rounded up to a whole point (an empty secure field).
    case roundedLine
    /// As the line is (a secure field showing its dots).
    case line
  }

  var rule = Rule.roundedLineAndAPoint

  /// A field is a hosted UIKit view on iOS, spaced 8 points from every
  /// neighbour (see `_PlatformViewSpacing`).
  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .empty }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let line = subviews.first else { return .zero }
    let size = line.sizeThatFits(proposal)
    guard size.height.isFinite, size.height > 0 else { return size }
    let wholePoints = (size.height - 0.001).rounded(.up)
    switch rule {
    case .roundedLineAndAPoint: return CGSize(width: size.width, height: wholePoints + 1)
    case .roundedLine: return CGSize(width: size.width, height: wholePoints)
    case .line: return size
    }
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(
      at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading,
      proposal: ProposedViewSize(width: bounds.width, height: nil))
  }

  /// The line's text baselines, where it is placed: a field beside a label
  /// in an `HStack(alignment: .firstTextBaseline)` (as `LabeledContent`
  /// sets them) sits on the label's baseline, as UIKit's text field
  /// reports its text's.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let line = subviews.first, guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
    let dimensions = line.dimensions(in: ProposedViewSize(width: bounds.width, height: nil))
    return bounds.midY - dimensions.height / 2 + dimensions[guide]
  }
}

/// A keyboard's layout, as UIKit's `UIKeyboardType` (a film shows none).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's label, as SwiftUI's `SubmitLabel` (a film shows no keyboard).
public struct SubmitLabel: Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// How text input capitalizes, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")

  /// The style UIKit's type names (SwiftUI's bridging initializer; every
  /// case has one, so it never fails).
  public init?(_ type: UITextAutocapitalizationType) {
    switch type {
    case .none: self = .never
    case .words: self = .words
    case .sentences: self = .sentences
    case .allCharacters: self = .characters
    }
  }

  init(name: String) { self.name = name }
}

/// How text input capitalizes, as UIKit's `UITextAutocapitalizationType`
/// (iOS 13's `autocapitalization(_:)` takes it).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// What a field holds, for the keyboard's suggestions, as UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let emailAddress = UITextContentType(rawValue: "email")
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  public static let URL = UITextContentType(rawValue: "url")
  public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
  public static let givenName = UITextContentType(rawValue: "given-name")
  public static let middleName = UITextContentType(rawValue: "additional-name")
  public static let familyName = UITextContentType(rawValue: "family-name")
  public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let jobTitle = UITextContentType(rawValue: "organization-title")
  public static let organizationName = UITextContentType(rawValue: "organization")
  public static let location = UITextContentType(rawValue: "location")
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
  public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
  public static let addressCity = UITextContentType(rawValue: "address-level2")
  public static let addressState = UITextContentType(rawValue: "address-level1")
  public static let addressCityAndState = UITextContentType(rawValue: "address-city-and-state")
  public static let sublocality = UITextContentType(rawValue: "sublocality")
  public static let countryName = UITextContentType(rawValue: "country-name")
  public static let postalCode = UITextContentType(rawValue: "postal-code")
  public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
  public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
  public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
  public static let creditCardName = UITextContentType(rawValue: "cc-name")
  public static let birthdate = UITextContentType(rawValue: "bday")
  public static let dateTime = UITextContentType(rawValue: "date-time")
  public static let flightNumber = UITextContentType(rawValue: "flight-number")
  public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
}

/// What submitting runs on, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

nonisolated extension View {
  /// The keyboard for text input (a film shows none: nothing changes).
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  /// The return key's label (a film shows no keyboard: nothing changes).
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  /// Capitalization of typed text (a film types nothing: nothing changes).
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  /// Autocorrection of typed text (a film types nothing: nothing changes).
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// What the field holds, for suggestions (a film types nothing: nothing changes).
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
  /// Capitalization of typed text, iOS 13's form (deprecated in iOS 16 for
  /// `textInputAutocapitalization`; a film types nothing: nothing changes).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
  /// Autocorrection of typed text, iOS 13's form (deprecated for
  /// `autocorrectionDisabled`; a film types nothing: nothing changes).
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  /// Runs `action` when the user submits a field (a film never does).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}

/// The dots a `SecureField` shows for what it holds, as UIKit's secure
/// text entry draws them: filled circles 0.417 of the font size across,
/// one every 0.61 of it, each centred in its advance and on the middle of
/// the capitals, on a line of the field's font (which sets the field's
/// height and baseline). Measured on iOS 18.1 (marian-stanciulica/Foodybite,
/// 16 points, 3×): dots 20 px across, 29.3 px apart, their middles 17 px
/// above the baseline; the text font's own bullet (•) is a third smaller.
/// At most 1,000 dots are drawn (a field shows one line).
nonisolated struct _SecureBullets: View {
  let count: Int
  @Environment(\.font) private var font
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  static let diameter: CGFloat = 0.417
  static let advance: CGFloat = 0.61

  var body: some View {
    let size = (font ?? .body).resolved(weight: nil, dynamicTypeSize: dynamicTypeSize).clampedSize
    let shown = min(max(count, 0), 1_000)
    let (diameter, advance) = (Self.diameter * size, Self.advance * size)
    // The dots' middle on the capitals' middle, below the line's top.
    let middle = (ViewSpacing.textAscent - ViewSpacing.textCapHeight / 2) * size
    Text(verbatim: " ")
      .frame(width: advance * CGFloat(shown), alignment: .leading)
      .overlay(alignment: .topLeading) {
        HStack(spacing: 0) {
          ForEach(0..<shown, id: \.self) { _ in
            Circle().frame(width: diameter, height: diameter).frame(width: advance)
          }
        }
        .offset(y: middle - diameter / 2)
      }
  }
}
