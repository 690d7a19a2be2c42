@testable import Flipbook
import Foundation
import Testing

/// Apple's fonts, when the machine has them: a stand-in file registered
/// under SF's names (DejaVu Sans renamed "SF Pro Text", in a folder given by
/// `FLIPBOOK_FONTS`) becomes the system font. Run in a child process: the
/// font library is process-wide, and the rest of the suite renders with
/// Inter.
@Suite struct AppleFontTests {
  /// `font` (a TrueType file) with its name table replaced by one naming
  /// `family`, Regular: a new `name` table appended and its table record
  /// pointed at it (checksums aren't checked by FreeType or fontconfig).
  static func renamed(_ font: Data, family: String) throws -> Data {
    var bytes = [UInt8](font)
    func u16(_ o: Int) -> Int { Int(bytes[o]) << 8 | Int(bytes[o + 1]) }
    func put32(_ v: Int, at o: Int) { for i in 0..<4 { bytes[o + i] = UInt8((v >> (24 - 8 * i)) & 0xFF) } }
    let tables = u16(4)
    guard let record = (0..<tables).map({ 12 + 16 * $0 }).first(where: { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == "name" })
    else { throw CocoaError(.fileReadCorruptFile) }
    let names: [(id: Int, text: String)] = [(1, family), (2, "Regular"), (4, family), (6, family.replacingOccurrences(of: " ", with: "") + "-Regular"), (16, family), (17, "Regular")]
    var strings: [UInt8] = []
    var table: [UInt8] = []
    func push16(_ v: Int) { table += [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    push16(0)
    push16(names.count)
    push16(6 + 12 * names.count)
    for (id, text) in names {
      let utf16 = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      push16(3); push16(1); push16(0x409); push16(id); push16(utf16.count); push16(strings.count)
      strings += utf16
    }
    table += strings
    while bytes.count % 4 != 0 { bytes.append(0) }
    let offset = bytes.count
    bytes += table
    put32(offset, at: record + 8)
    put32(table.count, at: record + 12)
    return Data(bytes)
  }

  /// In the child: the stand-in is the system font at text sizes.
  static func systemFontIsTheStandIn() -> Bool {
    func width(_ view: AnyView) -> Int { ImageRenderer(content: view).bitmap?.width ?? -1 }
    let text = "Hello, Flipbook"
    let system = width(AnyView(Text(text)))
    return FontLibrary.shared.hasFamily("SF Pro Text") && Font.families(.default, size: 17) == ["SF Pro Text"]
      && Font.families(.default, size: 28) == ["Inter Display"]  // no SF Pro Display here: the stand-in
      // The system font keeps iOS's tracking (SystemTracking), whatever
      // the face.
      && system == width(AnyView(Text(text).font(.custom("DejaVu Sans", size: 17)).tracking(SystemTracking.points(forSize: 17))))
      && system != width(AnyView(Text(text).font(.custom("Inter", size: 17)).tracking(SystemTracking.points(forSize: 17))))
  }

  @Test func aMachinesSFProBecomesTheSystemFont() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-sf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let dejavu = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    try Self.renamed(dejavu, family: "SF Pro Text").write(to: folder.appendingPathComponent("SF-Pro-Text-Regular.ttf"))
    // Read by the child only: FLIPBOOK_FONTS itself would reach the preview
    // workers other tests start.
    setenv("FLIPBOOK_TEST_APPLE_FONTS", folder.path, 1)
    await #expect(processExitsWith: .success) {
      setenv("FLIPBOOK_FONTS", getenv("FLIPBOOK_TEST_APPLE_FONTS"), 1)
      exit(AppleFontTests.systemFontIsTheStandIn() ? 0 : 1)
    }
    // Here, without it: Inter.
    #expect(Font.families(.default, size: 17) == ["Inter"])
    #expect(FontLibrary.appleFontFiles(environment: ["FLIPBOOK_FONTS": folder.path, "HOME": "/nonexistent"]).count == 1)
    #expect(FontLibrary.appleFontFiles(environment: ["FLIPBOOK_FONTS": "none"]).isEmpty)
  }
}
