#if os(Linux)
import Foundation
import UIKit

// UIKit's text views, which SwiftUI code wraps in a `UIViewRepresentable`
// for what `TextField` and `TextEditor` lacked when it was written (a
// first responder on appear, a multi-line editor before iOS 14, delegate
// callbacks). Declared here, beside the SwiftUI types their properties use
// (`UIKeyboardType`, `UITextContentType`), and drawn as their SwiftUI
// counterparts (UIViewRepresentable.swift): a text view as `TextEditor`
// draws (UITextView is what TextEditor is on iOS), a field as `TextField`
// in the matching style. A render has no keyboard: what shows is the text
// the code sets.

/// How autocorrection behaves, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// How spell checking behaves, as UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
/// The return key's title, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Where a text view lays out its text, as UIKit's `NSTextContainer`.
open class NSTextContainer: NSObject, @unchecked Sendable {
  /// The space before and after each line inside the container (5 pt).
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines shown (0: no limit).
  open var maximumNumberOfLines = 0
  /// How the last line ends when lines are limited.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
}

/// What a text view tells its delegate, as UIKit's `UITextViewDelegate`
/// (every method optional; a render types nothing, so none is called).
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A scrolling, editable multi-line text, as UIKit's `UITextView`, with its
/// defaults: the 12-pt system font, label colour, the system background,
/// 8 pt above and below the text and 5 pt of line padding at the sides.
/// Drawn as `TextEditor` draws, with these settings; with scrolling off it
/// is as tall as its text, as UIKit sizes it.
open class UITextView: UIScrollView, @unchecked Sendable {
  open var text: String! = ""
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var isEditable = true
  open var isSelectable = true
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  public let textContainer = NSTextContainer()
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var textContentType: UITextContentType!
  open var selectedRange = NSRange(location: 0, length: 0)
  open var allowsEditingTextAttributes = false
  open var adjustsFontForContentSizeCategory = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
  }

  public convenience init() { self.init(frame: .zero) }
  /// From an archive, as UIKit's required initializer (`UIView`'s notes).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Whether the text view has text.
  open var hasText: Bool { !(text ?? "").isEmpty }
  /// Scrolls to show `range` (the text shows from its top).
  open func scrollRangeToVisible(_ range: NSRange) {}
}

/// What a text field tells its delegate, as UIKit's `UITextFieldDelegate`
/// (every method optional; none is called in a render).
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line text field, as UIKit's `UITextField`: drawn as SwiftUI's
/// `TextField` (or `SecureField` for secure entry) in the rounded-border
/// style for `.roundedRect`, plain otherwise, with the field's font
/// (default 17-pt system), colour and alignment; the placeholder shows
/// while the text is empty.
open class UITextField: UIControl, @unchecked Sendable {
  /// The border, as UIKit's `UITextField.BorderStyle`.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  /// When an overlay view shows, as UIKit's `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

  open var text: String? = ""
  open var placeholder: String?
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var borderStyle: BorderStyle = .none
  open var isSecureTextEntry = false
  open var clearButtonMode: ViewMode = .never
  open var leftView: UIView?
  open var leftViewMode: ViewMode = .never
  open var rightView: UIView?
  open var rightViewMode: ViewMode = .never
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  open var clearsOnBeginEditing = false
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var textContentType: UITextContentType!
  open var enablesReturnKeyAutomatically = false
  open var inputView: UIView?
  open var inputAccessoryView: UIView?
  open weak var delegate: UITextFieldDelegate?

  /// Whether the field has text.
  open var hasText: Bool { !(text ?? "").isEmpty }
}
#endif

#if os(Linux)
/// What a search bar tells its delegate, as UIKit's `UISearchBarDelegate`
/// (every method optional; none is called in a render).
public protocol UISearchBarDelegate: AnyObject {
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search bar's text field, as UIKit's `UISearchTextField` (what code
/// reaches through `searchBar.searchTextField` to style).
open class UISearchTextField: UITextField, @unchecked Sendable {}

/// A search bar, as UIKit's `UISearchBar`: drawn as iOS draws one, the
/// search field (a 36-pt rounded rectangle of `tertiarySystemFill` with a
/// magnifying glass and the text or placeholder, as `.searchable`'s) 8 pt
/// in from the sides of a 56-pt bar; the bar's background is the
/// `barTintColor` where set, else none in the `.minimal` style and the
/// system background in the others.
open class UISearchBar: UIView, @unchecked Sendable {
  /// The bar's look, as UIKit's `UISearchBar.Style`.
  public enum Style: Int, Sendable { case `default`, prominent, minimal }

  open var text: String?
  open var placeholder: String?
  open var prompt: String?
  open var searchBarStyle: Style = .default
  open var barTintColor: UIColor?
  open var isTranslucent = true
  open var showsCancelButton = false
  open var showsBookmarkButton = false
  open var showsSearchResultsButton = false
  open var showsScopeBar = false
  open var scopeButtonTitles: [String]?
  open var selectedScopeButtonIndex = 0
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .search
  open weak var delegate: UISearchBarDelegate?
  /// The bar's field.
  public let searchTextField = UISearchTextField()

  /// Shows or hides the cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
  /// The size that fits: the offered width, 56 pt tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }
}
#endif
