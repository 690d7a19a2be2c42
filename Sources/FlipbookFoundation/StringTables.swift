import Foundation
import Synchronization

// # Localized strings, looked up in the environment's locale
//
// SwiftUI looks a `Text` literal's key up when the text is drawn, in the
// language of the environment's `locale`: `.environment(\.locale,
// Locale(identifier: "es"))` around a screen shows its Spanish strings
// (a Spanish snapshot of fespinoza/sample-json-app, iOS 17, shows
// "Descripción" for `Text("Overview")`). The tables are the app's: with
// no `bundle:` the main bundle's, on Linux also the SwiftPM resource
// bundles beside the executable (the app target's, in a test of it), the
// first that has the key winning; with `bundle:`, that bundle's.
//
// Two formats are read, as Xcode ships them:
//
// - a string catalog, `<Table>.xcstrings` (Xcode 15; JSON, copied into
//   the bundle as is by SwiftPM on Linux): `strings[key].localizations
//   [language].stringUnit.value`, a plural variation's `other` form when
//   the entry varies by plural (its `one` form is not chosen: a key
//   without arguments has no count), and the source language's entry
//   before the key itself;
// - `<language>.lproj/<Table>.strings` (`"key" = "value";`).
//
// The language is matched from most to least specific: the locale's
// identifier (`pt_BR` and `pt-BR` alike), its language and script
// (`zh-Hans`), its language (`es`); then the catalog's source language;
// then the key is shown as written, as SwiftUI shows a key with no entry.
// `Localizable` is the table when none is named. Tables are read once per
// bundle and kept.

/// The string tables of the app's bundles (see the essay above).
package final class StringTables: Sendable {
  package static let shared = StringTables()

  /// One bundle's tables, by table name then language then key.
  private struct BundleTables: Sendable {
    var tables: [String: [String: [String: String]]] = [:]
    /// Each catalog's source language, by table name.
    var sourceLanguages: [String: String] = [:]
  }

  private let bundles = Mutex<[String: BundleTables]>([:])

  /// The text for `key` in `locale`'s language, or nil when no table has
  /// an entry for it in that language or the source language.
  package func translation(of key: String, table: String?, bundlePath: String?, locale: Locale) -> String? {
    let tableName = table ?? "Localizable"
    let paths = bundlePath.map { [$0] } ?? ([Bundle.main.bundlePath] + ResourceBundles.urls.map(\.path))
    let languages = Self.languages(of: locale)
    for path in paths {
      let tables = self.tables(at: path)
      guard let byLanguage = tables.tables[tableName] else { continue }
      for language in languages {
        if let value = byLanguage[language]?[key] { return value }
      }
      if let source = tables.sourceLanguages[tableName], let value = byLanguage[source]?[key] { return value }
    }
    return nil
  }

  /// `locale`'s language names, most specific first, in the normalised
  /// form tables are keyed by (lowercased, `-` between parts).
  static func languages(of locale: Locale) -> [String] {
    var result: [String] = []
    func add(_ name: String?) {
      guard let name, !name.isEmpty else { return }
      let normalised = normalise(name)
      if !result.contains(normalised) { result.append(normalised) }
    }
    add(locale.identifier)
    let language = locale.language
    if let code = language.languageCode?.identifier {
      if let script = language.script?.identifier { add(code + "-" + script) }
      if let region = language.region?.identifier { add(code + "-" + region) }
      add(code)
    }
    return result
  }

  static func normalise(_ language: String) -> String {
    language.replacingOccurrences(of: "_", with: "-").lowercased()
  }

  private func tables(at path: String) -> BundleTables {
    bundles.withLock { bundles in
      if let cached = bundles[path] { return cached }
      let loaded = Self.load(bundleAt: URL(fileURLWithPath: path))
      bundles[path] = loaded
      return loaded
    }
  }

  private static func load(bundleAt url: URL) -> BundleTables {
    var result = BundleTables()
    let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
    for file in files {
      if file.pathExtension == "xcstrings" {
        readCatalog(file, into: &result)
      } else if file.pathExtension == "lproj" {
        let language = normalise(file.deletingPathExtension().lastPathComponent)
        let tables = (try? FileManager.default.contentsOfDirectory(at: file, includingPropertiesForKeys: nil)) ?? []
        for table in tables where table.pathExtension == "strings" {
          guard let data = try? Data(contentsOf: table),
            let entries = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String]
          else {
            Warnings.once("the strings table \(table.path) could not be read; its keys are shown as written")
            continue
          }
          let name = table.deletingPathExtension().lastPathComponent
          result.tables[name, default: [:]][language, default: [:]].merge(entries) { first, _ in first }
        }
      }
    }
    return result
  }

  /// Reads a string catalog's entries into `result` (a malformed catalog is
  /// reported once and skipped).
  private static func readCatalog(_ file: URL, into result: inout BundleTables) {
    guard let data = try? Data(contentsOf: file),
      let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else {
      Warnings.once("the string catalog \(file.path) could not be read; its keys are shown as written")
      return
    }
    let name = file.deletingPathExtension().lastPathComponent
    if let source = root["sourceLanguage"] as? String { result.sourceLanguages[name] = normalise(source) }
    var byLanguage = result.tables[name] ?? [:]
    for (key, entry) in strings {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
      for (language, localization) in localizations {
        guard let value = catalogValue(localization) else { continue }
        byLanguage[normalise(language), default: [:]][key] = value
      }
    }
    result.tables[name] = byLanguage
  }

  /// A localization's text: its string unit's value, or its plural
  /// variation's `other` form.
  private static func catalogValue(_ localization: Any) -> String? {
    guard let localization = localization as? [String: Any] else { return nil }
    if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
    if let variations = localization["variations"] as? [String: Any],
      let plural = variations["plural"] as? [String: Any],
      let other = plural["other"] ?? plural.values.first
    {
      return catalogValue(other)
    }
    return nil
  }
}

/// The SwiftPM resource bundles (`*.resources`, `*.bundle`) beside the
/// running executable, in path order, listed once: where asset catalogs
/// and string tables are looked for after the main bundle.
package enum ResourceBundles {
  package static let urls: [URL] = {
    // An executable's folder that can't be listed has no bundles beside it.
    let siblings = (try? FileManager.default.contentsOfDirectory(
      at: Bundle.main.bundleURL, includingPropertiesForKeys: nil)) ?? []
    let bundles = siblings.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
    // SwiftPM builds a target a second time for the host when a plug-in's
    // tool depends on it (`Package_Target-tool.resources`): the same
    // resources, listed once.
    let names = Set(bundles.map(\.lastPathComponent))
    return bundles.filter { bundle in
      let name = bundle.deletingPathExtension().lastPathComponent
      guard name.hasSuffix("-tool") else { return true }
      return !names.contains(String(name.dropLast(5)) + "." + bundle.pathExtension)
    }
    .sorted { $0.path < $1.path }
  }()
}
