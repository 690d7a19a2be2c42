@_exported import UIKit
import Flipbook

// `import AuthenticationServices` on Linux: Sign in with Apple and web
// sign-in as login screens use them. A render has no Apple ID and no
// browser: a credential's state is `.notFound`, an authorization request
// fails with `ASAuthorizationError(.notHandled)` (told to the delegate, or
// the button's completion when tapped in a film), and a web session does
// not start. `SignInWithAppleButton` draws as iOS draws it: a rounded
// rectangle in its style's colours with the Apple logo and the title.
// Declared in Package.swift for Linux only.

/// What went wrong, as `ASAuthorizationError`.
public struct ASAuthorizationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// AuthenticationServices' authorization error codes.
  public enum Code: Int, Sendable {
    case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004
    case notInteractive = 1005, matchedExcludedCredential = 1006
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let errorDomain = "com.apple.AuthenticationServices.AuthorizationError"
  public var description: String { "The operation couldn't be completed. (\(Self.errorDomain) error \(code.rawValue).)" }
}

/// A kind of information asked for, as `ASAuthorization.Scope`.
public struct ASAuthorizationScope: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fullName = ASAuthorizationScope(rawValue: "full_name")
  public static let email = ASAuthorizationScope(rawValue: "email")
}

/// A successful authorization, as `ASAuthorization` (none is made here).
open class ASAuthorization: NSObject, @unchecked Sendable {
  public typealias Scope = ASAuthorizationScope
  public let provider: AnyObject
  public let credential: ASAuthorizationCredential
  init(provider: AnyObject, credential: ASAuthorizationCredential) {
    self.provider = provider
    self.credential = credential
  }
}

/// A credential, as `ASAuthorizationCredential`.
public protocol ASAuthorizationCredential: AnyObject {}

/// An Apple ID credential, as `ASAuthorizationAppleIDCredential`.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  /// The user's state as Apple sees it, as `UserDetectionStatus`.
  public enum UserDetectionStatus: Int, Sendable { case unsupported = 0, unknown = 1, likelyReal = 2 }
  public let user: String
  public let state: String?
  public let authorizedScopes: [ASAuthorization.Scope]
  public let authorizationCode: Data?
  public let identityToken: Data?
  public let email: String?
  public let fullName: PersonNameComponents?
  public let realUserStatus: UserDetectionStatus
  init(user: String) {
    self.user = user
    state = nil
    authorizedScopes = []
    authorizationCode = nil
    identityToken = nil
    email = nil
    fullName = nil
    realUserStatus = .unsupported
  }
}

/// A request for authorization, as `ASAuthorizationRequest`.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {}

/// An Apple ID request, as `ASAuthorizationAppleIDRequest`.
open class ASAuthorizationAppleIDRequest: ASAuthorizationRequest, @unchecked Sendable {
  open var requestedScopes: [ASAuthorization.Scope]?
  open var nonce: String?
  open var state: String?
  open var user: String?
}

/// Apple ID sign-in, as `ASAuthorizationAppleIDProvider`.
open class ASAuthorizationAppleIDProvider: NSObject, @unchecked Sendable {
  /// A credential's state, as `CredentialState`.
  public enum CredentialState: Int, Sendable { case revoked = 0, authorized = 1, notFound = 2, transferred = 3 }

  public override init() { super.init() }
  open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }
  /// `.notFound`: no Apple ID is signed in here.
  open func getCredentialState(forUserID userID: String, completion: @escaping (CredentialState, Error?) -> Void) {
    completion(.notFound, nil)
  }
  open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
}

/// A password request, as `ASAuthorizationPasswordProvider`.
open class ASAuthorizationPasswordProvider: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  open func createRequest() -> ASAuthorizationRequest { ASAuthorizationRequest() }
}

/// Runs authorization requests, as `ASAuthorizationController`.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
  public let authorizationRequests: [ASAuthorizationRequest]
  open weak var delegate: ASAuthorizationControllerDelegate?
  open weak var presentationContextProvider: ASAuthorizationControllerPresentationContextProviding?

  public init(authorizationRequests: [ASAuthorizationRequest]) {
    self.authorizationRequests = authorizationRequests
  }

  /// Tells the delegate the requests were not handled: no Apple ID here.
  open func performRequests() {
    delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError(.notHandled))
  }
  open func performAutoFillAssistedRequests() { performRequests() }
  open func cancel() {}
}

/// The controller's delegate, as `ASAuthorizationControllerDelegate`.
public protocol ASAuthorizationControllerDelegate: AnyObject {
  func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
  func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error)
}
extension ASAuthorizationControllerDelegate {
  public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
  public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) {}
}

/// Where the sheet would show, as
/// `ASAuthorizationControllerPresentationContextProviding`.
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
  func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// A window to present from, as `ASPresentationAnchor`.
public typealias ASPresentationAnchor = UIWindow

/// Where a web session would show, as
/// `ASWebAuthenticationPresentationContextProviding`.
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
  func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// A web session's failure, as `ASWebAuthenticationSessionError`.
public struct ASWebAuthenticationSessionError: Error, Equatable, Sendable {
  public enum Code: Int, Sendable { case canceledLogin = 1, presentationContextNotProvided = 2, presentationContextInvalid = 3 }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let canceledLogin = Code.canceledLogin
}

/// A web sign-in (OAuth) in a browser sheet, as
/// `ASWebAuthenticationSession`: there is no browser here, so `start()`
/// returns false and the completion is told `.presentationContextInvalid`.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
  public typealias CompletionHandler = (URL?, Error?) -> Void
  public let url: URL
  public let callbackURLScheme: String?
  let completionHandler: CompletionHandler
  open weak var presentationContextProvider: ASWebAuthenticationPresentationContextProviding?
  open var prefersEphemeralWebBrowserSession = false
  open var canStart: Bool { false }

  public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
    url = URL
    self.callbackURLScheme = callbackURLScheme
    self.completionHandler = completionHandler
  }

  @discardableResult
  open func start() -> Bool {
    completionHandler(nil, ASWebAuthenticationSessionError(.presentationContextInvalid))
    return false
  }
  open func cancel() {}
}

/// UIKit's Sign in with Apple button, as `ASAuthorizationAppleIDButton`.
open class ASAuthorizationAppleIDButton: UIControl, @unchecked Sendable {
  public enum ButtonType: Int, Sendable { case signIn = 0, `continue` = 1, signUp = 2 }
  public enum Style: Int, Sendable { case white = 0, whiteOutline = 1, black = 2 }
  open var cornerRadius: CGFloat = 6
  public let buttonType: ButtonType
  public let style: Style
  public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
    buttonType = type
    self.style = style
    super.init(frame: .zero)
  }
  /// Swift's name for the same initializer.
  public convenience init(type: ButtonType, style: Style) {
    self.init(authorizationButtonType: type, authorizationButtonStyle: style)
  }
  public convenience init() { self.init(authorizationButtonType: .signIn, authorizationButtonStyle: .black) }
  /// From an archive, as UIKit's required initializer: there are no archives of this one here (nil).
  public required init?(coder: NSCoder) { return nil }
}
