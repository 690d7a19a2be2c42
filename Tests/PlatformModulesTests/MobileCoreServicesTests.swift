import MobileCoreServices
import Testing

/// Older iOS code's `kUTType…` constants, as an image picker or a share
/// sheet writes them (`[kUTTypeImage as String]`), naming the same types
/// as UniformTypeIdentifiers, which the module re-exports.
@Suite struct MobileCoreServicesTests {
  @Test func theConstantsNameTheUniformTypes() throws {
    let mediaTypes = [kUTTypeImage as String, kUTTypeMovie as String]
    #expect(mediaTypes == ["public.image", "public.movie"])
    let png = try #require(UTType(kUTTypePNG))
    let image = try #require(UTType(kUTTypeImage))
    #expect(png == .png && png.conforms(to: image))
    #expect(kUTTypePDF == "com.adobe.pdf" && kUTTypePlainText == "public.plain-text")
  }
}
