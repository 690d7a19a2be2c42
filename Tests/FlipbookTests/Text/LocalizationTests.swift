@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// A literal's key is looked up when the text is drawn, in the
/// environment's locale, in the app's string tables: this target's
/// resource bundle holds a string catalog (`Localizable.xcstrings`) and a
/// German `de.lproj/Localizable.strings`.
@Suite struct LocalizationTests {
  /// The text `Text(key)` shows in `locale` (its characters, read from the
  /// resolved paragraph).
  func shown(_ text: Text, in identifier: String) -> String {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: identifier)
    return text.localizedSegments(in: environment).map(\.string).joined()
  }

  @Test func theEnvironmentsLanguagePicksTheTranslation() {
    let overview = Text("Localization test: Overview")
    #expect(shown(overview, in: "es") == "Descripción", "a string catalog's entry")
    #expect(shown(overview, in: "es_MX") == "Descripción", "the language when the region has none")
    #expect(shown(overview, in: "pt_BR") == "Visão geral" && shown(overview, in: "pt-PT") == "Descrição")
    #expect(shown(overview, in: "de") == "Überblick", "an .lproj strings table")
    #expect(shown(overview, in: "en_US") == "Localization test: Overview", "no entry: the key as written")
    #expect(shown(overview, in: "fr") == "Localization test: Overview")
    #expect(shown(Text("Localization test: Movies"), in: "es") == "Películas", "a plural entry's other form")
  }

  @Test func aKeyTakesTheSourceLanguagesTextAndItsMarkdown() {
    let title = Text("localization.test.title")
    #expect(shown(title, in: "en_US") == "Trending now", "the source language's entry, its Markdown rendered")
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "en_US")
    let pieces = title.bold().localizedSegments(in: environment)
    #expect(pieces.count == 2 && pieces.allSatisfy { $0.attributes.weight == .bold })
    #expect(shown(title, in: "es") == "Tendencias")
    #expect(shown(Text(verbatim: "Localization test: Overview"), in: "es") == "Localization test: Overview")
    let variable = "Localization test: Overview"
    #expect(shown(Text(variable), in: "es") == variable, "a String is shown as is")
  }

  /// Drawn: a Spanish screen is as wide as its Spanish words.
  @Test func aScreenInAnotherLocaleDrawsItsWords() throws {
    func width(_ identifier: String) throws -> Int {
      let view = Text("Localization test: Overview").fixedSize().environment(\.locale, Locale(identifier: identifier))
      let renderer = ImageRenderer(content: view)
      renderer.scale = 1
      return try #require(renderer.bitmap).width
    }
    let english = try width("en_US"), spanish = try width("es")
    let expected = try #require(ImageRenderer(content: Text(verbatim: "Descripción").fixedSize()).bitmap).width
    #expect(spanish == expected && english > spanish, "\(english) \(spanish) \(expected)")
  }

  /// `String(localized:)`, which Foundation on Linux lacks and model code
  /// uses everywhere: the interpolation is the key (`%lld` for an integer,
  /// `%@` for text), looked up in the same tables, then formatted; with no
  /// entry, the key formatted; positional specifiers reorder.
  @Test func stringLocalizedLooksUpItsInterpolatedKey() {
    let es = Locale(identifier: "es")
    #expect(String(localized: "Localization test: Overview", bundle: .module, locale: es) == "Descripción")
    #expect(String(localized: "Localization test: \(3) birds", bundle: .module, locale: es) == "3 pájaros")
    #expect(String(localized: "Localization test: \(3) birds", bundle: .module, locale: Locale(identifier: "en")) == "Localization test: 3 birds")
    #expect(String(localized: "Localization test: \(12) seeds for \("Ada")", bundle: .module, locale: es) == "Para Ada: 12 semillas")
    // A floating-point value is `%lf`: six decimals, as on iOS.
    #expect(String(localized: "No entry: \(2.5) and 100%") == "No entry: 2.500000 and 100%")
    #expect(String(localized: "localization.test.missing", defaultValue: "Fallback \(7)", bundle: .module) == "Fallback 7")
    let resource = LocalizedStringResource("Localization test: Overview", locale: es, bundle: .atURL(Bundle.module.bundleURL))
    #expect(String(localized: resource) == "Descripción")
  }
}
