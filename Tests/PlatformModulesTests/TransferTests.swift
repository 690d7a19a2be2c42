import CoreTransferable
import Flipbook
import FlipbookTesting
import Foundation
import Testing
import UniformTypeIdentifiers

/// A model as apps declare one: a JSON representation of its own type,
/// then its name as text for everything else.
struct Recipe: Codable, Equatable, Transferable {
  var name: String
  var minutes: Int

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .recipe)
    ProxyRepresentation(exporting: \.name)
  }
}

extension UTType {
  static let recipe = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
}

/// A type of two representations, one exported only when a condition holds.
struct Note: Transferable {
  var text: String
  var isPrivate: Bool

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .utf8PlainText) { Data($0.text.utf8) }
      .exportingCondition { !$0.isPrivate }
      .suggestedFileName("Note.txt")
    DataRepresentation(importedContentType: .plainText) { Note(text: String(decoding: $0, as: UTF8.self), isPrivate: false) }
  }
}

@Suite struct UniformTypeTests {
  /// Conformance follows the system's graph: PNG is an image is data is an
  /// item; JSON is text; a movie is not an image.
  @Test func conformanceFollowsTheSystemsGraph() {
    #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
    #expect(UTType.json.conforms(to: .text) && !UTType.json.conforms(to: .image))
    #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent) && !UTType.mpeg4Movie.conforms(to: .image))
    #expect(UTType.heic.conforms(to: .image) && UTType.png.isSubtype(of: .image) && UTType.image.isSupertype(of: .jpeg))
    #expect(!UTType.png.isSubtype(of: .png) && UTType.png.conforms(to: .png))
  }

  /// Extensions and MIME types find the declared type (any case), its
  /// preferred tags come back, and an undeclared tag gives a dynamic type.
  @Test func tagsFindTypesAndBack() throws {
    #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(mimeType: "application/pdf") == .pdf)
    #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.png.preferredMIMEType == "image/png")
    #expect(UTType(filenameExtension: "txt") == .plainText && UTType(mimeType: "text/plain") == .plainText)
    let unknown = try #require(UTType(filenameExtension: "flipbookx"))
    #expect(unknown.isDynamic && !unknown.isDeclared && unknown.conforms(to: .data))
    #expect(UTType(filenameExtension: "") == nil)
    #expect(UTType(filenameExtension: "png", conformingTo: .text) != .png)
    #expect(UTType("public.png") == .png && UTType("com.example.never-declared") == nil)
    #expect(URL(fileURLWithPath: "/tmp/a").appendingPathComponent("b", conformingTo: .png).lastPathComponent == "b.png")
  }

  /// A type the app exports is found by identifier afterwards, with its
  /// parent.
  @Test func exportedTypesAreDeclared() {
    #expect(UTType.recipe.conforms(to: .json) && UTType.recipe.conforms(to: .text))
    #expect(UTType("com.example.recipe") == .recipe && !UTType.recipe.isSystemDeclared)
  }
}

@Suite struct TransferableTests {
  /// The first representation exporting the type wins; a proxy sends the
  /// name as text; imports read the JSON back.
  @Test func representationsExportAndImportInOrder() async throws {
    let soup = Recipe(name: "Soup", minutes: 20)
    #expect(Recipe.exportedContentTypes() == [.recipe, .utf8PlainText, .plainText])
    let json = try await soup.exported(as: .recipe)
    #expect(try JSONDecoder().decode(Recipe.self, from: json) == soup)
    #expect(String(decoding: try await soup.exported(as: .plainText), as: UTF8.self) == "Soup")
    // A supertype asked for: the first representation conforming to it.
    #expect(try JSONDecoder().decode(Recipe.self, from: try await soup.exported(as: .json)) == soup)
    #expect(try await Recipe(importing: json, contentType: .recipe) == soup)
    await #expect(throws: CoreTransferableError.self) { try await soup.exported(as: .png) }
  }

  /// An exporting condition hides the representation for the items it
  /// excludes; import-only representations are listed as imports.
  @Test func conditionsAndDirections() async throws {
    #expect(Note.exportedContentTypes() == [.utf8PlainText] && Note.importedContentTypes() == [.plainText])
    #expect(try await Note(text: "hi", isPrivate: false).exported(as: .utf8PlainText) == Data("hi".utf8))
    await #expect(throws: CoreTransferableError.self) {
      try await Note(text: "secret", isPrivate: true).exported(as: .utf8PlainText)
    }
    // Text of a subtype is read by the plain-text importer.
    #expect(try await Note(importing: Data("ok".utf8), contentType: .utf8PlainText).text == "ok")
    #expect(try await String(importing: Data("é".utf8), contentType: .utf8PlainText) == "é")
    #expect(try await URL(importing: Data("https://example.com".utf8), contentType: .url).host == "example.com")
  }

  /// SwiftUI's `Image` exports a PNG of itself and imports image data
  /// (the photo picker's `loadTransferable(type: Image.self)`).
  @Test func anImageExportsAPNGAndImportsImages() async throws {
    let data = try await Image(systemName: "star.fill").exported(as: .png)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(Image.importedContentTypes() == [.image])
    let imported = try await Image(importing: data, contentType: .png)
    let drawn = try #require(ImageRenderer(content: imported).bitmap)
    #expect(drawn.width > 0 && drawn.height > 0)
    await #expect(throws: CoreTransferableError.self) { try await Image(importing: Data("no".utf8), contentType: .png) }
  }

  /// `jpegData` writes a JPEG that decodes back to the image's size and
  /// colour (within JPEG's loss); transparent pixels come out black; a
  /// quality outside 0…1 is clamped.
  @Test func jpegDataRoundTrips() throws {
    let png = try #require(ImageRenderer(content: Color(red: 0.2, green: 0.6, blue: 0.9).frame(width: 16, height: 8)).pngData())
    let image = try #require(UIImage(data: png))
    let jpeg = try #require(image.jpegData(compressionQuality: 0.8))
    #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
    let back = try #require(UIImage(data: jpeg))
    #expect(back.size == CGSize(width: 16, height: 8))
    let pixel = try #require(ImageRenderer(content: Image(uiImage: back)).bitmap).pixel(x: 8, y: 4)
    #expect(abs(Int(pixel.red) - 51) <= 3 && abs(Int(pixel.green) - 153) <= 3 && abs(Int(pixel.blue) - 230) <= 3, "\(pixel)")
    #expect(image.jpegData(compressionQuality: 7) != nil && UIImage().jpegData(compressionQuality: 1) == nil)
    let clearPNG = try #require(ImageRenderer(content: Color.clear.frame(width: 4, height: 4)).pngData())
    let clear = try #require(UIImage(data: clearPNG))
    let clearJPEG = try #require(clear.jpegData(compressionQuality: 1))
    let black = try #require(UIImage(data: clearJPEG))
    let corner = try #require(ImageRenderer(content: Image(uiImage: black)).bitmap).pixel(x: 1, y: 1)
    #expect(corner.red < 4 && corner.green < 4 && corner.blue < 4 && corner.alpha == 255)
  }

  /// An item provider hands back what was registered, by type or a
  /// supertype, and fails with Apple's error for anything else.
  @Test func itemProvidersLoadWhatWasRegistered() async throws {
    let provider = NSItemProvider(item: Data("abc".utf8), typeIdentifier: UTType.utf8PlainText.identifier)
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
    #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    var loaded: Data?
    provider.loadDataRepresentation(for: .plainText) { data, _ in loaded = data }
    #expect(loaded == Data("abc".utf8))
    var fileContents: Data?
    var fileURL: URL?
    provider.loadFileRepresentation(for: .utf8PlainText) { url, _ in
      fileURL = url
      fileContents = url.flatMap { try? Data(contentsOf: $0) }
    }
    #expect(fileContents == Data("abc".utf8) && fileURL.map { !FileManager.default.fileExists(atPath: $0.path) } == true)
    var failure: NSError?
    provider.loadDataRepresentation(for: .png) { _, error in failure = error as NSError? }
    #expect(failure?.domain == NSItemProvider.errorDomain && failure?.code == -1200)
    let text = try await withCheckedThrowingContinuation { continuation in
      provider.loadTransferable(type: String.self) { continuation.resume(with: $0) }
    }
    #expect(text == "abc")

    let recipeProvider = NSItemProvider()
    recipeProvider.register(Recipe(name: "Pie", minutes: 50))
    #expect(recipeProvider.registeredContentTypes == [.recipe, .utf8PlainText, .plainText])
    let pie = try await withCheckedThrowingContinuation { continuation in
      recipeProvider.loadTransferable(type: Recipe.self) { continuation.resume(with: $0) }
    }
    #expect(pie.minutes == 50)
  }

  /// A `UIImage` goes through a provider as PNG and comes back an image of
  /// its size.
  @Test func aUIImageRoundTripsThroughAProvider() throws {
    let png = try #require(ImageRenderer(content: Color.red.frame(width: 8, height: 4)).pngData())
    let image = try #require(UIImage(data: png))
    let provider = NSItemProvider(object: image)
    #expect(provider.canLoadObject(ofClass: UIImage.self))
    var back: UIImage?
    provider.loadObject(ofClass: UIImage.self) { object, _ in back = object as? UIImage }
    #expect(back?.size == CGSize(width: 8, height: 4))
  }
}
