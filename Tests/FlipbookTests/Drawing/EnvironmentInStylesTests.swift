@testable import Flipbook
import Testing

/// A style reads the environment where its control is, as a view does
/// (issue #53): SwiftUI prepares a style's `@Environment` and `@State`
/// like a view's, and so a user's own `DynamicProperty` holding them.
@Suite struct EnvironmentInStylesTests {
  struct SchemeButtonStyle: ButtonStyle {
    @Environment(\.colorScheme) var scheme
    func makeBody(configuration: Configuration) -> some View {
      configuration.label.frame(width: 20, height: 20).background(scheme == .dark ? Color.green : Color.red)
    }
  }

  struct SchemeToggleStyle: ToggleStyle {
    @Environment(\.colorScheme) var scheme
    func makeBody(configuration: Configuration) -> some View {
      Rectangle().fill(scheme == .dark ? Color.green : Color.red).frame(width: 20, height: 20)
    }
  }

  struct SchemeLabelStyle: LabelStyle {
    @Environment(\.colorScheme) var scheme
    func makeBody(configuration: Configuration) -> some View {
      Rectangle().fill(scheme == .dark ? Color.green : Color.red).frame(width: 20, height: 20)
    }
  }

  struct SchemeProgressStyle: ProgressViewStyle {
    @Environment(\.colorScheme) var scheme
    func makeBody(configuration: Configuration) -> some View {
      Rectangle().fill(scheme == .dark ? Color.green : Color.red).frame(width: 20, height: 20)
    }
  }

  /// A dynamic property of the user's own, holding an `@Environment`.
  struct Scheme: DynamicProperty {
    @Environment(\.colorScheme) var value
  }

  struct NestedReader: View {
    var scheme = Scheme()
    var body: some View { Rectangle().fill(scheme.value == .dark ? Color.green : Color.red).frame(width: 20, height: 20) }
  }

  /// The centre pixel of `content` drawn dark, as (red, green).
  func centre<V: View>(dark: Bool, @ViewBuilder _ content: @escaping () -> V) throws -> (Int, Int) {
    let film = Film("style", size: CGSize(width: 20, height: 20), scale: 1, background: .white,
                    colorScheme: dark ? .dark : .light, script: [], content: content)
    let image = try film.image(at: 0)
    let index = (10 * image.width + 10) * 4
    return (Int(image.pixels[index]), Int(image.pixels[index + 1]))
  }

  @Test func stylesReadTheSchemeTheyAreDrawnIn() throws {
    func check<V: View>(_ name: String, _ content: @escaping () -> V) throws {
      let dark = try centre(dark: true, content), light = try centre(dark: false, content)
      // Dark green is (48, 209, 88) on iOS's dark palette; what matters is
      // which of the two colours it is.
      #expect(dark.1 > dark.0, "\(name) drawn dark read \(dark)")
      #expect(light.0 > light.1, "\(name) drawn light read \(light)")
    }
    try check("ButtonStyle") { Button("") {}.buttonStyle(SchemeButtonStyle()) }
    try check("ToggleStyle") { Toggle("", isOn: .constant(true)).toggleStyle(SchemeToggleStyle()) }
    try check("LabelStyle") { Label("", systemImage: "star").labelStyle(SchemeLabelStyle()) }
    try check("ProgressViewStyle") { ProgressView().progressViewStyle(SchemeProgressStyle()) }
    try check("a DynamicProperty of one's own") { NestedReader() }
  }
}
