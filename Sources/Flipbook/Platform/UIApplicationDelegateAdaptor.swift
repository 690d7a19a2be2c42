#if os(Linux)
import Foundation
import UIKit

/// The app delegate of a SwiftUI app, as SwiftUI's
/// `UIApplicationDelegateAdaptor`: `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`
/// in the `App` type, so an app's entry point compiles unchanged.
///
/// On iOS, SwiftUI makes one delegate of the type, makes it
/// `UIApplication.shared.delegate` and calls its launch methods ("SwiftUI
/// instantiates the delegate and calls the delegate's methods in response
/// to life cycle events", Apple's documentation). On Linux a delegate can't
/// be made from its type: without the Objective-C runtime, `NSObject`'s
/// `init()` is not `required`, so generic code can't call it. Flipbook
/// therefore runs no launch methods (a render launches nothing), and the
/// adaptor's delegate is the app's `UIApplication.shared.delegate` if it
/// set one of the type. Reading `appDelegate` otherwise stops the program
/// with a message saying so: render the app's views through a film or a
/// preview, which doesn't need the delegate.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
  /// The app's delegate (see above).
  public var wrappedValue: DelegateType {
    if let delegate = UIApplication.shared.delegate as? DelegateType { return delegate }
    fatalError(
      "Flipbook: @UIApplicationDelegateAdaptor can't make a \(DelegateType.self) on Linux (NSObject's init() is not "
        + "'required' without the Objective-C runtime); render the app's views with a film or a preview instead")
  }

  /// The adaptor of `delegateType`.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

  /// Bindings to the delegate's properties (`$appDelegate.isSignedIn`),
  /// as SwiftUI's projection of an observable delegate. Swift finds a
  /// property wrapper's `projectedValue` only in its declaration, not in a
  /// constrained extension (where SwiftUI's sits), so it is here for every
  /// delegate; writes to an observable one's `@Published` properties
  /// announce themselves as they do through `ObservedObject.Wrapper`.
  public var projectedValue: Projection { Projection(delegate: wrappedValue) }

  /// Bindings to a delegate's properties, by key path.
  @dynamicMemberLookup
  public struct Projection {
    let delegate: DelegateType

    /// A binding to the delegate's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<DelegateType, Subject>) -> Binding<Subject> {
      let delegate = delegate
      return Binding(get: { delegate[keyPath: keyPath] }, set: { delegate[keyPath: keyPath] = $0 })
    }
  }
}
#endif
