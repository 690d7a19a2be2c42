import SwiftShims

// # Finding previews at run time
//
// Xcode finds previews by reading the built binary; SnapshotPreviews reads
// the same records through the Objective-C runtime. On Linux the Swift
// runtime itself keeps, for every loaded image, where its metadata sections
// are (`swift_enumerateAllMetadataSections`, the hook Swift Testing uses
// to find its tests); Flipbook reads two of them:
//
// - `swift5_tests` holds 32-byte test content records. `#Preview` expands
//   to one of kind `'flpv'` whose accessor builds the `Preview` (see
//   `PreviewMacro`); records of other kinds (Swift Testing's `'test'`) are
//   skipped without calling them.
// - `swift5_protocol_conformances` lists every conformance in the image as
//   a relative pointer to a conformance descriptor. Those whose protocol is
//   `Flipbook.PreviewProvider` (matched by the protocol descriptor's name
//   and its module's) name the conforming type's context descriptor;
//   non-generic types have a metadata accessor there, which gives the type
//   to ask for `previews`. The layouts are Swift's stable ABI
//   (`docs/ABI/TypeMetadata.rst`, `include/swift/ABI/Metadata.h`).
//
// Each `PreviewProvider`'s `previews` is split into its top-level views
// (`PreviewContent`), each a `Preview` named by its `previewDisplayName`
// or its position. Both lists are read once per process and sorted by
// where they are declared, so goldens and the renderer see a stable order.

/// Every preview in the running program: each `#Preview`, and each view
/// at the top of each `PreviewProvider`'s `previews`.
public enum PreviewRegistry {
  /// All previews, ordered by module, file and line (providers by name).
  public static var all: [Preview] { discovered }

  /// The previews declared in the modules named.
  public static func previews(inModules modules: Set<String>) -> [Preview] {
    all.filter { modules.contains($0.moduleName) }
  }

  /// The `#Preview` record kind, `'flpv'`.
  static let recordKind: UInt32 = 0x666c_7076

  private static let discovered: [Preview] = {
    var macros: [Preview] = []
    var providers: [any PreviewProvider.Type] = []
    for image in MetadataImage.all {
      macros += image.previewRecords()
      providers += image.previewProviders()
    }
    let fromProviders = providers
      .map { (name: String(reflecting: $0), type: $0) }
      .sorted { $0.name < $1.name }
      .flatMap { PreviewContent.previews(of: $0.type, named: $0.name) }
    let sortedMacros = macros.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    return sortedMacros + fromProviders
  }()
}

/// The metadata sections of one loaded image.
struct MetadataImage {
  var conformances: UnsafeRawBufferPointer
  var tests: UnsafeRawBufferPointer

  /// Every loaded image's sections, from the runtime.
  static var all: [MetadataImage] {
    var images: [MetadataImage] = []
    withUnsafeMutablePointer(to: &images) { list in
      swift_enumerateAllMetadataSections(
        { sections, context in
          let sections = sections.assumingMemoryBound(to: MetadataSections.self).pointee
          let list = context.assumingMemoryBound(to: [MetadataImage].self)
          func buffer(_ range: MetadataSectionRange) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: UInt(range.start)), count: Int(range.length))
          }
          // `swift5_tests` is there from the sections' fourth version on.
          let tests = sections.version >= 4 ? buffer(sections.swift5_tests) : UnsafeRawBufferPointer(start: nil, count: 0)
          list.pointee.append(MetadataImage(conformances: buffer(sections.swift5_protocol_conformances), tests: tests))
          return true
        }, list)
    }
    return images
  }

  /// The previews `#Preview` recorded in this image.
  func previewRecords() -> [Preview] {
    guard let base = tests.baseAddress else { return [] }
    let stride = MemoryLayout<__PreviewRecord>.stride
    var previews: [Preview] = []
    for offset in Swift.stride(from: 0, to: tests.count - stride + 1, by: stride) {
      let record = base + offset
      guard record.load(as: UInt32.self) == PreviewRegistry.recordKind else { continue }
      let accessor = record.load(as: __PreviewRecord.self).accessor
      let slot = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
      defer { slot.deallocate() }
      var wanted: Any.Type = Preview.self
      let stored = withUnsafePointer(to: &wanted) { accessor(slot, UnsafeRawPointer($0), nil, nil) }
      if stored { previews.append(slot.move()) }
    }
    return previews
  }

  /// The non-generic types in this image that conform to `PreviewProvider`.
  func previewProviders() -> [any PreviewProvider.Type] {
    conformingTypes(to: "PreviewProvider").compactMap { $0 as? any PreviewProvider.Type }
  }

  /// The non-generic types in this image that conform to Flipbook's
  /// protocol `protocolName`.
  func conformingTypes(to protocolName: String) -> [Any.Type] {
    guard let base = conformances.baseAddress else { return [] }
    var types: [Any.Type] = []
    for offset in Swift.stride(from: 0, to: conformances.count - 3, by: 4) {
      let descriptor = Relative.direct(base + offset)
      guard let proto = Relative.indirectable(descriptor), let name = ContextName.of(proto),
        name.module == "Flipbook", name.name == protocolName,
        let type = ConformingType.metatype(descriptor)
      else { continue }
      types.append(type)
    }
    return types
  }
}

/// Swift's relative pointers: a 32-bit signed offset from the field's own
/// address.
enum Relative {
  static func direct(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
    field + Int(field.load(as: Int32.self))
  }

  /// A pointer whose low bit says it points to a pointer to the target.
  static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = Int(field.load(as: Int32.self))
    guard offset != 0 else { return nil }
    let target = field + (offset & ~1)
    return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
  }
}

/// The name of a context descriptor and of the module it sits in.
enum ContextName {
  /// Context descriptors start with flags, a parent (indirectable) and a
  /// name (direct); modules are kind 0.
  static func of(_ descriptor: UnsafeRawPointer) -> (module: String, name: String)? {
    let name = String(cString: Relative.direct(descriptor + 8).assumingMemoryBound(to: CChar.self))
    guard let parent = Relative.indirectable(descriptor + 4),
      parent.load(as: UInt32.self) & 0x1f == 0
    else { return nil }
    let module = String(cString: Relative.direct(parent + 8).assumingMemoryBound(to: CChar.self))
    return (module, name)
  }
}

/// The type a conformance descriptor names.
enum ConformingType {
  /// A metadata accessor takes the request and answers (metadata, state)
  /// in the first two return registers; the first is all we read.
  typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?

  /// The conforming type, for a non-generic struct, enum or class named
  /// directly or through one indirection.
  static func metatype(_ conformance: UnsafeRawPointer) -> Any.Type? {
    let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
    let typeField = conformance + 4
    let descriptor: UnsafeRawPointer?
    switch (flags >> 3) & 0x7 {
    case 0: descriptor = Relative.direct(typeField)
    case 1: descriptor = Relative.direct(typeField).load(as: UnsafeRawPointer?.self)
    default: descriptor = nil  // Objective-C classes
    }
    guard let descriptor else { return nil }
    let typeFlags = descriptor.load(as: UInt32.self)
    let kind = typeFlags & 0x1f
    let isGeneric = typeFlags & 0x80 != 0
    guard (16...18).contains(kind), !isGeneric, descriptor.load(fromByteOffset: 12, as: Int32.self) != 0 else {
      return nil
    }
    let accessor = unsafeBitCast(Relative.direct(descriptor + 12), to: Accessor.self)
    guard let metadata = accessor(0) else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
  _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool, _ context: UnsafeMutableRawPointer)
