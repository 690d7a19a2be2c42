import Foundation

// Writes the `ColorResource` and `ImageResource` symbols of asset catalogs,
// as Xcode 15's "Generate Swift Asset Symbol Extensions" does (run by the
// FlipbookAssetSymbols plug-in): `FlipbookAssetSymbolsGenerator <output.swift>
// <catalog.xcassets>…`.
//
// Naming, as Xcode's: the set's name split into words at spaces, hyphens,
// underscores and dots, in lower camel case (`avatar-large` → `avatarLarge`,
// `URLIcon` → `urlIcon`); a colour's trailing "Color" and an image's
// trailing "Image" are dropped when something is left (`AccentColor` →
// `accent`); a name starting with a digit gets a leading underscore, a
// Swift keyword backquotes. Two sets that make one identifier keep the
// first, in path order, and the other is reported as a warning. Sets in
// folders count by their own name, except in folders marked "Provides
// Namespace": those are nested types named for the folder in upper camel
// case, holding their sets (`Fountain/Marble` → `ImageResource.Fountain
// .marble`, named "Fountain/Marble"), as Xcode generates them (Apple's
// Backyard Birds sample writes `ImageResource.Fountain.terracotta`). The
// `Color` and `ShapeStyle` shortcuts are made for colours outside
// namespaces only.

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
  FileHandle.standardError.write(Data("usage: FlipbookAssetSymbolsGenerator <output.swift> <catalog.xcassets>…\n".utf8))
  exit(2)
}

let keywords: Set<String> = [
  "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
  "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
  "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
  "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "Self", "throw",
  "throws", "true", "try", "Any", "some", "any",
]

/// Xcode's identifier for a set named `name`, less `suffix`.
func identifier(_ name: String, droppingSuffix suffix: String) -> String? {
  var words = name.split(whereSeparator: { " -_.".contains($0) }).map(String.init).filter { !$0.isEmpty }
  guard !words.isEmpty else { return nil }
  if let last = words.last, last.hasSuffix(suffix), last.count > suffix.count || words.count > 1 {
    let trimmed = String(last.dropLast(suffix.count))
    if trimmed.isEmpty { words.removeLast() } else { words[words.count - 1] = trimmed }
  }
  guard let first = words.first else { return nil }
  // The first word's leading capitals, lowered (the last of a run before a
  // lower-case letter starts the next word: `URLIcon` → `urlIcon`).
  let characters = Array(first)
  var upper = 0
  while upper < characters.count, characters[upper].isUppercase { upper += 1 }
  let lowered = upper > 1 && upper < characters.count ? upper - 1 : upper
  var head = String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  head += words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  let cleaned = String(head.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "_" })
  guard !cleaned.isEmpty else { return nil }
  if cleaned.first!.isNumber { return "_" + cleaned }
  return keywords.contains(cleaned) ? "`\(cleaned)`" : cleaned
}

/// The sets of kind `extensions` in `catalog`, by name with namespace.
func sets(in catalog: URL, extensions: Set<String>) -> [String] {
  guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
  var names: [String] = []
  for case let url as URL in walker where extensions.contains(url.pathExtension) {
    walker.skipDescendants()
    var namespace: [String] = []
    var folder = url.deletingLastPathComponent()
    while folder.path.count > catalog.path.count {
      if providesNamespace(folder) { namespace.insert(folder.lastPathComponent, at: 0) }
      folder = folder.deletingLastPathComponent()
    }
    names.append((namespace + [url.deletingPathExtension().lastPathComponent]).joined(separator: "/"))
  }
  return names.sorted()
}

/// Whether the folder's Contents.json says "provides-namespace".
func providesNamespace(_ folder: URL) -> Bool {
  guard let data = try? Data(contentsOf: folder.appending(path: "Contents.json")),
    let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let properties = json["properties"] as? [String: Any]
  else { return false }
  return properties["provides-namespace"] as? Bool ?? false
}

/// Each set's Swift name with the set's name, in order: a set with no
/// name, or whose name another set already made, is reported and left out.
func named(_ names: [String], suffix: String) -> [(id: String, name: String)] {
  var seen: [String: String] = [:]
  var result: [(id: String, name: String)] = []
  for name in names {
    let words = name.replacingOccurrences(of: "/", with: " ")
    guard let id = identifier(words, droppingSuffix: suffix) else {
      FileHandle.standardError.write(Data("warning: no Swift name for the asset '\(name)'\n".utf8))
      continue
    }
    if let other = seen[id] {
      FileHandle.standardError.write(Data("warning: the assets '\(other)' and '\(name)' both make '\(id)'; '\(name)' is skipped\n".utf8))
      continue
    }
    seen[id] = name
    result.append((id, name))
  }
  return result
}

/// Each set's declaration; `prefix` is the namespace its name is looked up
/// under (`Fountain/`).
func members(_ sets: [(id: String, name: String)], type: String, indent: String = "  ", prefix: String = "") -> [String] {
  sets.flatMap { id, name -> [String] in
    let literal = (prefix + name).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return [
      "\(indent)/// The \"\(literal)\" asset.",
      "\(indent)static let \(id) = \(type)(name: \"\(literal)\", bundle: resourceBundle)",
    ]
  }
}

/// A namespace folder's type name: its words in upper camel case.
func typeName(_ folder: String) -> String? {
  guard let id = identifier(folder, droppingSuffix: "\u{0}") else { return nil }
  let bare = id.trimmingCharacters(in: CharacterSet(charactersIn: "`_"))
  guard let first = bare.first, !first.isNumber else { return "_" + bare }
  return first.uppercased() + bare.dropFirst()
}

/// The members of `names` (set names, namespaces first), nested in an
/// `enum` per namespace.
func declarations(_ names: [String], suffix: String, type: String, indent: String = "  ", prefix: String = "") -> [String] {
  var plain: [String] = []
  var spaces: [String: [String]] = [:]
  var order: [String] = []
  for name in names {
    let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
    if parts.count == 2 {
      if spaces[parts[0]] == nil { order.append(parts[0]) }
      spaces[parts[0], default: []].append(name)
    } else {
      plain.append(name)
    }
  }
  var lines = members(named(plain, suffix: suffix), type: type, indent: indent, prefix: prefix)
  for space in order {
    guard let typeName = typeName(space) else { continue }
    let inner = spaces[space]!.map { String($0.dropFirst(space.count + 1)) }
    let nested = declarations(inner, suffix: suffix, type: type, indent: indent + "  ", prefix: prefix + space + "/")
    lines += ["\(indent)enum \(typeName) {"] + nested + ["\(indent)}"]
  }
  return lines
}

let split = arguments.dropFirst().split(separator: "--sources", maxSplits: 1, omittingEmptySubsequences: false)
let catalogs = (split.first ?? []).map { URL(fileURLWithPath: $0) }
let sourceFiles = split.count > 1 ? Array(split[1]) : []

/// The names the target's own sources declare as `static let`/`static var`
/// in `extension Color` and in `extension ShapeStyle where Self == Color`
/// blocks (a line-wise reading: a block runs to the next line that starts
/// with `}`). Xcode generates no shortcut for such a name in a package
/// (Apple's Backyard Birds declares `Color.premiumBirdFood` over its own
/// colour set); a generated one would be a redeclaration.
func declaredShortcuts(in files: [String]) -> (color: Set<String>, shapeStyle: Set<String>) {
  var color: Set<String> = [], shapeStyle: Set<String> = []
  let colorExtension = try! NSRegularExpression(pattern: #"^\s*(?:(?:public|internal|package|fileprivate|private)\s+)?extension\s+(?:SwiftUI\.)?Color\s*\{"#)
  let styleExtension = try! NSRegularExpression(
    pattern: #"^\s*(?:(?:public|internal|package|fileprivate|private)\s+)?extension\s+(?:SwiftUI\.)?ShapeStyle\s+where\s+Self\s*==\s*(?:SwiftUI\.)?Color\s*\{"#)
  let member = try! NSRegularExpression(pattern: #"\bstatic\s+(?:let|var)\s+`?(\w+)`?"#)
  for path in files {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
    var block: Int?  // 0: Color, 1: ShapeStyle
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let range = NSRange(line.startIndex..., in: line)
      if colorExtension.firstMatch(in: line, range: range) != nil { block = 0; continue }
      if styleExtension.firstMatch(in: line, range: range) != nil { block = 1; continue }
      if line.hasPrefix("}") { block = nil; continue }
      guard let kind = block, let match = member.firstMatch(in: line, range: range),
        let name = Range(match.range(at: 1), in: line).map({ String(line[$0]) })
      else { continue }
      if kind == 0 { color.insert(name) } else { shapeStyle.insert(name) }
    }
  }
  return (color, shapeStyle)
}
let declared = declaredShortcuts(in: sourceFiles)
let colors = catalogs.flatMap { sets(in: $0, extensions: ["colorset"]) }
let images = catalogs.flatMap { sets(in: $0, extensions: ["imageset", "symbolset"]) }

/// Names of members Color and ShapeStyle already have: a set of that name
/// gets its resource symbol only, as a generated `Color.blue` would make
/// every `.blue` ambiguous (Xcode also leaves such clashes out).
let taken: Set<String> = [
  "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "white", "gray",
  "black", "clear", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "tint", "foreground",
  "background", "separator", "selection", "placeholder", "link", "fill", "label", "systemBackground", "lightGray",
  "darkGray", "magenta", "grey", "init", "description", "gradient", "opacity", "self", "Type",
]

let namedColors = named(colors.filter { !$0.contains("/") }, suffix: "Color")
let colorSymbols = namedColors.map(\.id).filter { !taken.contains($0.trimmingCharacters(in: CharacterSet(charactersIn: "`"))) }

var output = """
  // Generated by FlipbookAssetSymbols from the target's asset catalogs: do not edit.
  // FlipbookAssetSymbolsSupport is Flipbook under a name no module alias
  // takes (a target aliased SwiftUI=Flipbook cannot name Flipbook).
  import FlipbookAssetSymbolsSupport
  import Foundation

  private let resourceBundle = Bundle.module

  """
output += "\nextension ColorResource {\n" + declarations(colors, suffix: "Color", type: "ColorResource").joined(separator: "\n") + "\n}\n"
output += "\nextension ImageResource {\n" + declarations(images, suffix: "Image", type: "ImageResource").joined(separator: "\n") + "\n}\n"
// As Xcode 15 generates them beside the resources: `Color.brand` and
// `.foregroundStyle(.brand)`. Not `UIColor.brand`: with it `Color(.brand)`
// would be ambiguous between `Color(_: ColorResource)` and
// `Color(_: UIColor)`.
output += "\nextension Color {\n"
  + colorSymbols.filter { !declared.color.contains($0) }.map { "  static var \($0): Color { Color(ColorResource.\($0)) }" }
    .joined(separator: "\n") + "\n}\n"
output += "\nextension ShapeStyle where Self == Color {\n"
  + colorSymbols.filter { !declared.shapeStyle.contains($0) }.map { "  static var \($0): Color { Color(ColorResource.\($0)) }" }
    .joined(separator: "\n") + "\n}\n"

do {
  let url = URL(fileURLWithPath: outputPath)
  if (try? String(contentsOf: url, encoding: .utf8)) != output {
    try output.write(to: url, atomically: true, encoding: .utf8)
  }
} catch {
  FileHandle.standardError.write(Data("error: cannot write \(outputPath): \(error)\n".utf8))
  exit(1)
}
