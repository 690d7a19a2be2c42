import Foundation

// # Which iOS the controls look like
//
// iOS 26 redrew lists, forms and controls (Liquid Glass): a snapshot suite
// recorded on an iOS 26 simulator differs from one recorded on iOS 17 or
// 18 in every inset-grouped card and every switch, though the code is the
// same. Flipbook draws either; a suite says which it was recorded on.
//
// What differs, as measured on public suites' references (iOS 26.5,
// iPhone 17 Pro, 3×: bradleymackey/vault-ios's forms and lists;
// StanfordSpezi/SpeziViews' list row), against iOS 17–18's look:
//
// | | iOS 17–18 | iOS 26 |
// |---|---|---|
// | inset-grouped card inset | 20 pt from the list's sides (WezSieTato/ScanNow's Form, 375 pt) | 16 pt (402 pt) |
// | inset-grouped card corner | 10 pt, continuous | 26 pt, continuous (the measured edge within a pixel of a 26-pt continuous corner at every row of a 58-pt row's corner) |
// | row content inset | 20 pt across, 6 down, rows ≥ 44 pt | 16 pt across, 15 down, rows ≥ 51 pt (a body row 153 px at 3×; a row holding a 28-pt icon 174 px: 28 + 2 × 15) |
// | section header | footnote, uppercase, secondary, 20 pt in, its foot 6 pt above the card, 34.67 below the card before it | headline (17-pt semibold), as written, secondary, 16 pt in, its baseline 15 pt above the card |
// | footer | footnote, secondary, 20 pt in, 7 below the card | footnote set tight (lines 16 pt apart), secondary, 16 pt in, 8.33 below |
// | after a footer | 35 pt to a headerless section, 17 to a header | 11.5 pt closer: 23.5 to a headerless section's card, 16 to a header's text |
// | separator | a hairline of `separator`, from the text to the card's edge | 1 pt of (60, 60, 67) at 12.3 % (231 over white), from the text to the row's trailing inset |
// | large title | 52-pt area under the 44-pt bar, baseline 80 pt down | 71.5-pt area, baseline 100.33 pt down, content from 115.5 (one reference: vault-ios's `LiteratureView`) |
// | switch | 51 × 31 (laid out 49), white knob | 63 × 28, drawn as the references show it: the track alone, the Liquid Glass knob absent from the simulator's snapshot |
// | spinner at rest | lead spoke at 9 o'clock, round-capped strokes (mmgoncalves/cstv, iOS 17, 3×) | lead at 9 o'clock, three fading behind it, four at a floor; capsule spokes 6⅔ × 2.5 pt (vjr2005/Challenge, 3×) |
// | continuous capsule | ends a little blunter than semicircles: residual smoothing 0.35, cut where the corners meet (GoodSwiftUI's buttons, iOS 18.6) | full smoothing, each corner cut where it meets its neighbour: blunt-pointed ends (Challenge's chips) |
// | `Color(.separator)`, light | (60, 60, 67) at 29 % | at 12.3 % |
//
// iOS 26's system colours (`Color.red` … `Color.brown`) are its new
// palette: measured in the same references (light: red (255, 56, 60),
// blue (0, 136, 255), indigo (97, 85, 245), purple (203, 48, 224); green
// unchanged at (52, 199, 89)), the other hues and the dark scheme's as
// Apple's Human Interface Guidelines list them for iOS 26.
//
// Unchanged between the two, as measured: 35 pt between sections without
// a header,
// `systemGroupedBackground` (242, 242, 247) behind the cards, text styles'
// sizes and line pitch. Inline bars, buttons and the other controls are
// drawn in iOS 17–18's look under both settings: not yet measured on iOS 26.
//
// The default is iOS 17–18's, which every golden in this repository and
// the posts' recordings were taken in, and the only look whose bars and
// other controls Flipbook has measured; `FLIPBOOK_IOS_LOOK=26` in the
// environment (a suite's one line, beside `FLIPBOOK_IOS_REFERENCES`) or
// the `.platformLook(.iOS26)` modifier pick iOS 26's.

/// The iOS release whose look lists, forms and controls are drawn in.
public enum PlatformLook: String, Sendable, Hashable, CaseIterable {
  /// iOS 17 and 18: cards with 10-pt corners, 44-pt rows, uppercase
  /// section headers, the 51 × 31 switch.
  case iOS18
  /// iOS 26: cards with 26-pt corners, 51-pt rows, headline section
  /// headers, the 63 × 28 switch (see the table above).
  case iOS26

  /// The look a process draws in unless a view says otherwise:
  /// `FLIPBOOK_IOS_LOOK` (`26` for iOS 26; `17` or `18` for iOS 17–18's,
  /// also the default when unset). An unknown value keeps the default and
  /// says so once on standard error.
  public static let processDefault: PlatformLook = from(environment: ProcessInfo.processInfo.environment)

  /// The look shapes are drawn in where no environment reaches them (a
  /// path's continuous corners, `Path+RoundedRect.swift`): the process's
  /// default, or what a caller binds for the work it runs.
  @TaskLocal package static var current: PlatformLook = processDefault

  /// The look `environment` names (see `processDefault`).
  public static func from(environment: [String: String]) -> PlatformLook {
    guard let raw = environment["FLIPBOOK_IOS_LOOK"]?.trimmingCharacters(in: .whitespaces).lowercased(), !raw.isEmpty
    else { return .iOS18 }
    switch raw {
    case "26", "ios26", "ios 26", "26.0": return .iOS26
    case "17", "18", "ios17", "ios18", "ios 17", "ios 18": return .iOS18
    default:
      Warnings.once("FLIPBOOK_IOS_LOOK=\(raw) is not a look Flipbook draws (26, or 17 and 18); drawing iOS 17–18's")
      return .iOS18
    }
  }
}

private struct PlatformLookKey: EnvironmentKey {
  static var defaultValue: PlatformLook { PlatformLook.processDefault }
}

extension EnvironmentValues {
  /// The iOS release whose look lists, forms and controls take
  /// (`PlatformLook.processDefault` unless set).
  public var platformLook: PlatformLook {
    get { self[PlatformLookKey.self] }
    set { self[PlatformLookKey.self] = newValue }
  }
}
