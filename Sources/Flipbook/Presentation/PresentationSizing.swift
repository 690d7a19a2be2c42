import Foundation

/// How a sheet is sized on a device that can show it smaller than the
/// screen, as SwiftUI's `PresentationSizing` (iOS 18). An iPhone shows
/// every sheet at its full width, which is what Flipbook draws, so the
/// sizings are kept and change nothing on an iPhone-sized canvas.
public protocol PresentationSizing: Sendable {}

/// The system's choice for the sheet's content (`.automatic`).
public struct AutomaticPresentationSizing: PresentationSizing {}
/// The size of a page of text (`.page`).
public struct PagePresentationSizing: PresentationSizing {}
/// The size of a form (`.form`).
public struct FormPresentationSizing: PresentationSizing {}
/// The content's own size (`.fitted`).
public struct FittedPresentationSizing: PresentationSizing {}

/// A sizing fitted to its content on some axes (`.page.fitted(horizontal:
/// vertical:)`) or sticking to its largest size (`.sticky`).
public struct _ModifiedPresentationSizing: PresentationSizing {
  let base: any PresentationSizing
}

extension PresentationSizing {
  /// This sizing, fitted to the content along the axes asked for.
  public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { _ModifiedPresentationSizing(base: self) }
  /// This sizing, not shrinking once it has grown along the axes asked for.
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
    _ModifiedPresentationSizing(base: self)
  }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The system's choice.
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}
extension PresentationSizing where Self == PagePresentationSizing {
  /// A page's size.
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}
extension PresentationSizing where Self == FormPresentationSizing {
  /// A form's size.
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}
extension PresentationSizing where Self == FittedPresentationSizing {
  /// The content's size.
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension View {
  /// Sizes the sheet presenting this view, as SwiftUI's
  /// `presentationSizing(_:)` (iOS 18): kept; an iPhone's sheets are as
  /// wide as the screen whatever it says (see `PresentationSizing`).
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
}
