import Flipbook

/// SwiftUI's Sign in with Apple button, as AuthenticationServices'
/// `SignInWithAppleButton`: drawn in its style's colours (black with white
/// text by default), the Apple logo beside the title, text at 43 % of the
/// button's height, corners of 6 pt, as `ASAuthorizationAppleIDButton`
/// draws. It takes the size offered (44 pt tall and 280 wide when offered
/// nothing; at least 140 × 30). Tapping it in a film runs `onRequest` and
/// then `onCompletion` with `ASAuthorizationError(.notHandled)`.
nonisolated public struct SignInWithAppleButton: View {
  /// The button's title, as `SignInWithAppleButton.Label`.
  public struct Label: Sendable, Equatable {
    let title: String
    public static let signIn = Label(title: "Sign in with Apple")
    public static let `continue` = Label(title: "Continue with Apple")
    public static let signUp = Label(title: "Sign up with Apple")
  }

  /// The button's colours, as `SignInWithAppleButton.Style`.
  public struct Style: Sendable, Equatable {
    let name: String
    public static let black = Style(name: "black")
    public static let white = Style(name: "white")
    public static let whiteOutline = Style(name: "whiteOutline")
  }

  let label: Label
  let onRequest: (ASAuthorizationAppleIDRequest) -> Void
  let onCompletion: (Result<ASAuthorization, Error>) -> Void
  @Environment(\.signInWithAppleButtonStyle) private var style

  public init(
    _ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
    onCompletion: @escaping (Result<ASAuthorization, Error>) -> Void
  ) {
    self.label = label
    self.onRequest = onRequest
    self.onCompletion = onCompletion
  }

  public var body: some View {
    let foreground: Color = style == .black ? .white : .black
    let background: Color = style == .black ? .black : .white
    AppleButtonLayout {
      GeometryReader { proxy in
        let size = max(proxy.size.height, 1) * 0.43
        HStack(spacing: size * 0.25) {
          Image(systemName: "apple.logo").font(.system(size: size, weight: .medium))
          Text(label.title).font(.system(size: size, weight: .medium)).lineLimit(1).minimumScaleFactor(0.5)
        }
        .foregroundStyle(foreground)
        .frame(width: proxy.size.width, height: proxy.size.height)
        .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(background))
        .overlay {
          if style == .whiteOutline {
            RoundedRectangle(cornerRadius: 6, style: .continuous).strokeBorder(Color.black, lineWidth: 1)
          }
        }
      }
    }
    .onTapGesture {
      let request = ASAuthorizationAppleIDProvider().createRequest()
      onRequest(request)
      onCompletion(.failure(ASAuthorizationError(.notHandled)))
    }
  }
}

/// Sizes the button: the offered size, 280 × 44 when none, at least 140 × 30.
nonisolated struct AppleButtonLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width.map { $0.isFinite ? $0 : 280 } ?? 280
    let height = proposal.height.map { $0.isFinite ? $0 : 44 } ?? 44
    return CGSize(width: max(width, 140), height: max(height, 30))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
    }
  }
}

private struct SignInWithAppleButtonStyleKey: EnvironmentKey {
  static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
  var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
    get { self[SignInWithAppleButtonStyleKey.self] }
    set { self[SignInWithAppleButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// The colours of Sign in with Apple buttons inside.
  public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
    environment(\.signInWithAppleButtonStyle, style)
  }
}
