import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: a SwiftData model class, as SwiftData's macro (Linux stand-in,
/// see Sources/SwiftData). The class becomes `Observable` and
/// `PersistentModel`: each stored `var` with a written type (and no
/// `@Transient`) is marked `@_PersistedProperty`, which keeps its value in
/// a private peer and reports reads and writes to the class's observation
/// registrar, so views reading a model redraw when it changes; the members
/// the registrar needs are added. A `var` without a written type stays a
/// plain stored property (an accessor needs a type), untracked. Each
/// `@Relationship(inverse:)` is registered in `_$registerRelationships()`,
/// and every tracked property reports its changes, so SwiftData's module
/// keeps both sides of a relationship in step.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let type = declaration.as(ClassDeclSyntax.self)?.name.trimmedDescription else {
      throw EntryError("@Model applies to a class")
    }
    // Each declared inverse pair, registered once per type (SwiftData's
    // Relationships.swift keeps both sides in step).
    var registrations: [String] = []
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { continue }
      for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) })
      where attribute.attributeName.trimmedDescription == "Relationship" {
        guard case .argumentList(let arguments) = attribute.arguments,
          let inverse = arguments.first(where: { $0.label?.text == "inverse" })
        else { continue }
        registrations.append(
          "SwiftData._ModelRelationships.register(\\\(type).\(name), inverse: \(inverse.expression.trimmedDescription))")
      }
    }
    var members: [DeclSyntax] = []
    if !registrations.isEmpty {
      members.append(
        """
        static func _$registerRelationships() {
          \(raw: registrations.joined(separator: "\n"))
        }
        """)
    }
    return members + [
      "@Transient private let _$observationRegistrar = Observation.ObservationRegistrar()",
      """
      internal nonisolated func access<__Member>(keyPath: KeyPath<\(raw: type), __Member>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
      }
      """,
      """
      internal nonisolated func withMutation<__Member, __Result>(
        keyPath: KeyPath<\(raw: type), __Member>, _ mutation: () throws -> __Result
      ) rethrows -> __Result {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self), isPersisted(variable) else { return [] }
    return ["@_PersistedProperty"]
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable {}")]
  }

  /// A stored `var` with a written type, one binding, no accessors, not
  /// static, not transient or already persisted.
  static func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
      let binding = variable.bindings.first, binding.accessorBlock == nil, binding.typeAnnotation != nil,
      binding.pattern.is(IdentifierPatternSyntax.self)
    else { return false }
    let modifiers = variable.modifiers.map(\.name.text)
    if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { return false }
    let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    return !attributes.contains { ["Transient", "_PersistedProperty", "ObservationIgnored"].contains($0) }
  }
}

/// `@_PersistedProperty`: a model's stored property kept in a private peer
/// (`_name`) and reported to the model's observation registrar, as
/// Observation's tracked properties are.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.typeAnnotation != nil
    else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) { _\(raw: name) = initialValue }
      """,
      "get { access(keyPath: \\.\(raw: name)); return _\(raw: name) }",
      """
      set {
        let _$old = _\(raw: name)
        withMutation(keyPath: \\.\(raw: name)) { _\(raw: name) = newValue }
        SwiftData._ModelRelationships.didChange(self, \\.\(raw: name), from: _$old, to: newValue)
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation?.type
    else { return [] }
    return ["@Transient private var _\(raw: name): \(type.trimmed)"]
  }
}

/// `@Attribute`, `@Relationship`, `@Transient`: SwiftData's property
/// markers. The in-memory store keeps every value as it is, so they add
/// nothing (`@Transient` also keeps `@Model` from tracking the property).
public struct PropertyMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}
