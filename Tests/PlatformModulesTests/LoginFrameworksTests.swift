import AudioToolbox
import AuthenticationServices
import Flipbook
import FlipbookTesting
import Foundation
import LocalAuthentication
import SafariServices
import Testing

/// A login screen as apps write one: Sign in with Apple, a Face ID unlock
/// when the device can, a link to the terms.
struct LoginScreen: View {
  let canUseBiometrics: Bool = {
    var error: NSError?
    return LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
  }()

  var body: some View {
    VStack(spacing: 12) {
      Text("Welcome").font(.largeTitle.bold())
      SignInWithAppleButton(.signIn) { request in
        request.requestedScopes = [.fullName, .email]
      } onCompletion: { _ in }
      .frame(height: 50)
      SignInWithAppleButton(.continue, onRequest: { _ in }, onCompletion: { _ in })
        .signInWithAppleButtonStyle(.whiteOutline)
        .frame(height: 44)
      if canUseBiometrics {
        Button("Unlock with Face ID") {}
      } else {
        Text("Use your password").font(.footnote)
      }
    }
    .padding()
  }
}

@Suite struct LoginFrameworksTests {
  /// No biometry, no Apple ID, no browser, no speaker: each answers so.
  @Test func theyAnswerHonestly() async throws {
    var error: NSError?
    #expect(!LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue && LAContext().biometryType == .none)
    await #expect(throws: LAError.self) {
      try await LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
    }
    #expect(try await ASAuthorizationAppleIDProvider().credentialState(forUserID: "u") == .notFound)
    var sessionError: Error?
    let session = ASWebAuthenticationSession(url: URL(string: "https://example.com/login")!, callbackURLScheme: "app") {
      _, error in sessionError = error
    }
    #expect(!session.start() && (sessionError as? ASWebAuthenticationSessionError)?.code == .presentationContextInvalid)
    let safari = SFSafariViewController(url: URL(string: "https://example.com")!)
    #expect(safari.url.host == "example.com")
    var played = false
    AudioServicesPlaySystemSoundWithCompletion(1104) { played = true }
    #expect(played)
  }

  /// The buttons draw as iOS draws them: black with white text, a white
  /// one with a black outline, each the height given.
  @Test func theLoginScreenRenders() throws {
    let image = try #require(ImageRenderer(content: LoginScreen().frame(width: 320)).bitmap)
    // The black button's middle row, left of the logo: black.
    let black = image.pixel(x: 30, y: 16 + 41 + 12 + 25)
    #expect(black.red < 10 && black.green < 10 && black.blue < 10, "\(black)")
    expectGolden(of: LoginScreen().frame(width: 320), named: "login-screen", scale: 2)
  }
}
