import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a property of `EnvironmentValues`, `ContainerValues` or
/// `Transaction` declared with its default, as SwiftUI's macro (iOS 18,
/// back-deployed): `extension EnvironmentValues { @Entry var accent: Color
/// = .blue }` becomes the property's getter and setter through a key type,
/// and that key (a peer, `__Key_accent`) conforming to `EnvironmentKey`,
/// `ContainerValueKey` or `TransactionKey` by the extended type. A property
/// without a default must be optional (its default is nil), as SwiftUI
/// requires.
public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let name = try binding(of: declaration).name else { return [] }
    return [
      "get { self[__Key_\(raw: name).self] }",
      "set { self[__Key_\(raw: name).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let entry = try binding(of: declaration)
    guard let name = entry.name else { return [] }
    let key = keyProtocol(in: context)
    let value: String
    if let type = entry.type {
      let initial = entry.initializer ?? "nil"
      value = "static var defaultValue: \(type) { \(initial) }"
    } else if let initial = entry.initializer {
      value = "static let defaultValue = \(initial)"
    } else {
      throw EntryError("@Entry needs a type or a default value")
    }
    return ["private struct __Key_\(raw: name): \(raw: key) { \(raw: value) }"]
  }

  /// The key protocol for the type the extension around extends.
  static func keyProtocol(in context: some MacroExpansionContext) -> String {
    for syntax in context.lexicalContext {
      guard let extended = syntax.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription else { continue }
      switch extended.split(separator: ".").last.map(String.init) ?? extended {
      case "ContainerValues": return "ContainerValueKey"
      case "Transaction": return "TransactionKey"
      case "FocusedValues": return "FocusedValueKey"
      default: return "EnvironmentKey"
      }
    }
    return "EnvironmentKey"
  }

  struct Entry {
    var name: String?
    var type: String?
    var initializer: String?
  }

  static func binding(of declaration: some DeclSyntaxProtocol) throws -> Entry {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
    else { throw EntryError("@Entry applies to a stored property (`@Entry var name: Type = default`)") }
    return Entry(
      name: pattern.identifier.trimmedDescription, type: binding.typeAnnotation?.type.trimmedDescription,
      initializer: binding.initializer?.value.trimmedDescription)
  }
}

struct EntryError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
