import Foundation

/// The font families iOS itself has, for `Font.custom(_:size:)` with a name
/// this machine lacks.
///
/// iOS resolves a custom font by name; a name it has no font for (a face
/// the app forgot to bundle or list under `UIAppFonts`, a typo) is set in
/// Helvetica, CoreText's face for an unknown name, at the requested size,
/// and the weight asked of it (`.fontWeight(.bold)`, `.bold()`,
/// `Font.weight(_:)`) is not applied: the traits are added to a descriptor
/// of the missing face and come to nothing. Measured on iOS 17's
/// simulator: mmgoncalves/cstv's `Font.custom("roboto", size:)`, a face it
/// never bundles, drawn with `.fontWeight(.bold)` and `.heavy` in four
/// references (a match time, a live badge, a player's name, a detail
/// header), each in regular Helvetica ("Hoje, 21:00" at 8 pt: 120 px of
/// ink at 3×, as Nimbus Sans sets it; Inter 127), its line 30 px tall.
///
/// A name iOS does have (Avenir, Helvetica Neue, Georgia …) but this
/// machine doesn't still falls back to the stand-in system font here, with
/// its weight, the closest to what iOS draws. The families below are those
/// `UIFont.familyNames` lists on iOS 17 (Apple's "Fonts for iOS" list); a
/// PostScript name ("Avenir-Heavy", "HelveticaNeue-Bold") counts by the
/// family it begins with.
enum AppleFontFamilies {
  /// Helvetica's stand-in: URW's Nimbus Sans (Debian's fonts-urw-base35),
  /// drawn to Helvetica's widths.
  static let helveticaStandIn = "Nimbus Sans"

  /// The lines of a face iOS has no font for, as its simulator sets them.
  static let missingFaceLineMetrics = LineMetrics(
    ascent: 0.95, descent: 0.24, underline: (offset: 2.0 / 17, thickness: 1.0 / 17))

  static let iOS: Set<String> = [
    "academy engraved let", "al nile", "american typewriter", "apple color emoji", "apple sd gothic neo",
    "apple symbols", "arial", "arial hebrew", "arial rounded mt bold", "avenir", "avenir next",
    "avenir next condensed", "baskerville", "bodoni 72", "bodoni 72 oldstyle", "bodoni 72 smallcaps",
    "bodoni ornaments", "bradley hand", "chalkboard se", "chalkduster", "charter", "cochin", "copperplate",
    "courier", "courier new", "damascus", "devanagari sangam mn", "didot", "din alternate", "din condensed",
    "euphemia ucas", "farah", "futura", "galvji", "geeza pro", "georgia", "gill sans", "grantha sangam mn",
    "helvetica", "helvetica neue", "hiragino maru gothic pron", "hiragino mincho pron", "hiragino sans",
    "hoefler text", "kailasa", "kefa", "khmer sangam mn", "kohinoor bangla", "kohinoor devanagari",
    "kohinoor gujarati", "kohinoor telugu", "lao sangam mn", "malayalam sangam mn", "marker felt", "menlo",
    "mishafi", "mukta mahee", "myanmar sangam mn", "new york", "noteworthy", "noto nastaliq urdu",
    "noto sans kannada", "noto sans myanmar", "noto sans oriya", "optima", "palatino", "papyrus", "party let",
    "pingfang hk", "pingfang mo", "pingfang sc", "pingfang tc", "rockwell", "savoye let", "sinhala sangam mn",
    "snell roundhand", "sf pro", "sf pro text", "sf pro display", "sf pro rounded", "sf compact", "sf mono",
    "stix two math", "stix two text", "symbol", "tamil sangam mn", "thonburi", "times new roman",
    "trebuchet ms", "verdana", "zapf dingbats", "zapfino",
  ]

  /// Whether iOS has a font under `name`: a family name, or a PostScript
  /// name ("HelveticaNeue-Bold", ".SFUI-Regular") of one of its families.
  static func iOSHas(_ name: String) -> Bool {
    let lowered = name.lowercased().trimmingCharacters(in: .whitespaces)
    if lowered.hasPrefix(".sf") || iOS.contains(lowered) { return true }
    let family = lowered.split(separator: "-", maxSplits: 1).first.map(String.init) ?? lowered
    let squeezed = family.replacingOccurrences(of: " ", with: "")
    // PostScript names drop the spaces and may end in "MT", "PSMT" or "Std".
    if compactNames.contains(squeezed) { return true }
    return compactNames.contains { squeezed.hasPrefix($0) && squeezed.count - $0.count <= 4 }
  }

  /// The families' names without their spaces, as PostScript names write them.
  private static let compactNames = Set(iOS.map { $0.replacingOccurrences(of: " ", with: "") })
}
