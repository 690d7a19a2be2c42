import Encoders
@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// Images from asset catalogs and files: sizes, the scale and appearance
/// picks, template tints, cap insets, vectors, and bad input.
@Suite struct ImageTests {
  /// A temporary bundle with an asset catalog of test images.
  final class TestCatalog: TemporaryBundle {
    init() throws {
      super.init(prefix: "flipbook-images")
      let catalog = self.catalog
      // Solid 10 × 6 pt images, one colour per scale: the pick shows.
      try imageSet(catalog, "Scaled", files: [
        ("red.png", "1x", nil, Self.solid(10, 6, (255, 0, 0), scale: 1)),
        ("green.png", "2x", nil, Self.solid(20, 12, (0, 255, 0), scale: 2)),
        ("blue.png", "3x", nil, Self.solid(30, 18, (0, 0, 255), scale: 3)),
      ])
      try imageSet(catalog, "Themed", files: [
        ("light.png", "1x", nil, Self.solid(4, 4, (255, 255, 255), scale: 1)),
        ("dark.png", "1x", "dark", Self.solid(4, 4, (0, 0, 0), scale: 1)),
      ])
      try imageSet(catalog, "Frame", files: [("frame.png", "1x", nil, Self.framed())])
      try imageSet(catalog, "Star", files: [("star.svg", nil, nil, Data(Self.starSVG.utf8))], template: true, vector: true)
      try imageSet(catalog, "Page", files: [("page.pdf", nil, nil, Data(Self.pagePDF.utf8))], vector: true)
      // The same files without their vector data kept: compiled to pixels.
      try imageSet(catalog, "StarPixels", files: [("star.svg", nil, nil, Data(Self.starSVG.utf8))], template: true)
      try imageSet(catalog, "PagePixels", files: [("page.pdf", nil, nil, Data(Self.pagePDF.utf8))])
      // A vector file in the 1x slot (the old vector-asset habit): the 1x image.
      try imageSet(catalog, "StarIn1x", files: [("star.svg", "1x", nil, Data(Self.starSVG.utf8))], template: true)
      try imageSet(catalog, "Broken", files: [("broken.png", "1x", nil, Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]))])
      let malformed = catalog.appendingPathComponent("Malformed.imageset")
      try FileManager.default.createDirectory(at: malformed, withIntermediateDirectories: true)
      try Data("{ not json".utf8).write(to: malformed.appendingPathComponent("Contents.json"))
      try imageSet(catalog, "Missing", files: [("absent.png", "1x", nil, nil)])
    }

    private func imageSet(
      _ catalog: URL, _ name: String, files: [(String, String?, String?, Data?)], template: Bool = false,
      vector: Bool = false
    ) throws {
      let set = catalog.appendingPathComponent("\(name).imageset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      var images: [[String: Any]] = []
      for (file, scale, appearance, data) in files {
        var entry: [String: Any] = ["filename": file, "idiom": "universal"]
        if let scale { entry["scale"] = scale }
        if let appearance { entry["appearances"] = [["appearance": "luminosity", "value": appearance]] }
        images.append(entry)
        if let data { try data.write(to: set.appendingPathComponent(file)) }
      }
      var json: [String: Any] = ["images": images, "info": ["author": "xcode", "version": 1]]
      var properties: [String: Any] = [:]
      if template { properties["template-rendering-intent"] = "template" }
      if vector { properties["preserves-vector-representation"] = true }
      if !properties.isEmpty { json["properties"] = properties }
      try JSONSerialization.data(withJSONObject: json).write(to: set.appendingPathComponent("Contents.json"))
    }

    static func png(_ bitmap: Bitmap) -> Data { Data(try! PNGEncoder().encode(bitmap)) }

    static func solid(_ width: Int, _ height: Int, _ rgb: (UInt8, UInt8, UInt8), scale: CGFloat) -> Data {
      png(try! Bitmap(width: width, height: height, scale: scale, fill: Bitmap.Pixel(rgb.0, rgb.1, rgb.2)))
    }

    /// 12 × 12: a 4-pixel dark border around an orange middle with a white dot.
    static func framed() -> Data {
      var bitmap = try! Bitmap(width: 12, height: 12, fill: Bitmap.Pixel(40, 40, 90))
      func set(_ x: Int, _ y: Int, _ rgb: [UInt8]) {
        for (c, v) in rgb.enumerated() { bitmap.pixels[(y * 12 + x) * 4 + c] = v }
      }
      for y in 4..<8 { for x in 4..<8 { set(x, y, [255, 150, 0]) } }
      set(5, 5, [255, 255, 255])
      return png(bitmap)
    }

    static let starSVG = """
      <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
        <path d="M12 2 L15 9 L22 9.5 L16.5 14 L18.5 21.5 L12 17.5 L5.5 21.5 L7.5 14 L2 9.5 L9 9 Z" fill="black"/>
        <image href="https://example.com/never-fetched.png" width="1" height="1"/>
      </svg>
      """

    /// A one-page PDF, 40 × 30 pt: a blue disc-like square and a red bar.
    static let pagePDF = """
      %PDF-1.4
      1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
      2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
      3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 40 30] /Contents 4 0 R >> endobj
      4 0 obj << /Length 60 >> stream
      0 0 1 rg 5 5 20 20 re f 1 0 0 rg 28 2 8 26 re f
      endstream endobj
      trailer << /Root 1 0 R >>
      %%EOF
      """
  }

  func render<V: View>(_ view: V, scale: CGFloat = 2, scheme: ColorScheme = .light) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.environment(\.colorScheme, scheme))
    renderer.scale = scale
    return try #require(try renderer.render())
  }

  func size<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> CGSize {
    let graph = ViewGraph(still: view, environment: EnvironmentValues(), proposal: proposal, scale: 1)
    do { try graph.update(at: 0) } catch { Issue.record(error, "the graph failed to update") }
    return graph.canvasSize ?? .zero
  }

  @Test func anImageKeepsItsSizeUnlessResizable() throws {
    let catalog = try TestCatalog()
    let image = Image("Scaled", bundle: catalog.bundle)
    #expect(size(image, ProposedViewSize(width: 100, height: 100)) == CGSize(width: 10, height: 6))
    #expect(size(image.frame(width: 50, height: 50)) == CGSize(width: 50, height: 50))
    #expect(size(image.resizable(), ProposedViewSize(width: 100, height: 40)) == CGSize(width: 100, height: 40))
    #expect(size(image.resizable()) == CGSize(width: 10, height: 6))
    #expect(size(image.resizable().scaledToFit(), ProposedViewSize(width: 100, height: 100)) == CGSize(width: 100, height: 60))
    #expect(size(image.resizable().scaledToFill(), ProposedViewSize(width: 100, height: 100)).height == 100)
  }

  @Test(arguments: [(1, Bitmap.Pixel(255, 0, 0)), (2, Bitmap.Pixel(0, 255, 0)), (3, Bitmap.Pixel(0, 0, 255))] as [(CGFloat, Bitmap.Pixel)])
  func theScalesFileIsPicked(scale: CGFloat, expected: Bitmap.Pixel) throws {
    let catalog = try TestCatalog()
    let bitmap = try render(Image("Scaled", bundle: catalog.bundle), scale: scale)
    #expect(bitmap.width == Int(10 * scale))
    #expect(bitmap.pixel(x: bitmap.width / 2, y: bitmap.height / 2) == expected)
  }

  /// The catalog is read once, not on every resolve: after the first
  /// render, the set's `Contents.json` gone, the image still resolves
  /// (from what was read), at every scale.
  @Test func anImageSetIsReadOnce() throws {
    let catalog = try TestCatalog()
    let image = Image("Scaled", bundle: catalog.bundle)
    #expect(try render(image, scale: 1).pixel(x: 5, y: 3) == Bitmap.Pixel(255, 0, 0))
    try FileManager.default.removeItem(at: catalog.catalog.appendingPathComponent("Scaled.imageset/Contents.json"))
    #expect(try render(image, scale: 1).pixel(x: 5, y: 3) == Bitmap.Pixel(255, 0, 0))
    #expect(try render(image, scale: 2).pixel(x: 10, y: 6) == Bitmap.Pixel(0, 255, 0))
  }

  /// Look-ups are kept per bundle object, and a body making a new `Bundle`
  /// every pass keeps memory bounded: past 64 bundles they are found again.
  @Test func lookUpsStayBoundedWithNewBundleObjects() throws {
    let catalog = try TestCatalog()
    for _ in 0..<(ImageCatalog.maximumBundles + 10) {
      let bundle = try #require(Bundle(path: catalog.root.path))
      #expect(try render(Image("Scaled", bundle: bundle), scale: 1).pixel(x: 5, y: 3) == Bitmap.Pixel(255, 0, 0))
      #expect(ImageCatalog.shared.keptBundleCount <= ImageCatalog.maximumBundles)
    }
  }

  @Test func theDarkAppearanceIsPickedInTheDarkScheme() throws {
    let catalog = try TestCatalog()
    let light = try render(Image("Themed", bundle: catalog.bundle), scale: 1)
    let dark = try render(Image("Themed", bundle: catalog.bundle), scale: 1, scheme: .dark)
    #expect(light.pixel(x: 2, y: 2) == Bitmap.Pixel(255, 255, 255))
    #expect(dark.pixel(x: 2, y: 2) == Bitmap.Pixel(0, 0, 0))
  }

  @Test func goldens() throws {
    let catalog = try TestCatalog()
    let bundle = catalog.bundle
    let tints = HStack {
      Image("Star", bundle: bundle).resizable().frame(width: 40, height: 40).foregroundColor(.red)
      Image("Star", bundle: bundle).resizable().frame(width: 40, height: 40)
        .foregroundStyle(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom))
      Image("Star", bundle: bundle).renderingMode(.original).resizable().frame(width: 40, height: 40)
    }
    expectGolden(try render(tints.padding(4).background(Color.white)), named: "image-template-tints", tolerance: .antialiasing)
    let frames = VStack {
      Image("Frame", bundle: bundle).resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        .frame(width: 90, height: 30)
      Image("Frame", bundle: bundle).resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile)
        .frame(width: 90, height: 30)
      Image("Frame", bundle: bundle).resizable().interpolation(.none).frame(width: 90, height: 30)
    }
    expectGolden(try render(frames.padding(4).background(Color.white)), named: "image-cap-insets", tolerance: .antialiasing)
    let aspect = HStack {
      Image("Page", bundle: bundle).resizable().scaledToFit().frame(width: 60, height: 60).border(Color.gray)
      Image("Page", bundle: bundle).resizable().scaledToFill().frame(width: 60, height: 60).clipped().border(Color.gray)
      Image("Star", bundle: bundle)
    }
    expectGolden(try render(aspect.padding(4).background(Color.white), scale: 1), named: "image-vectors-1x", tolerance: .antialiasing)
    expectGolden(try render(aspect.padding(4).background(Color.white), scale: 3), named: "image-vectors-3x", tolerance: .antialiasing)
  }

  /// A single PDF or SVG without `preserves-vector-representation` is
  /// drawn from pixels, as Xcode compiles it: at its own size the pixels
  /// are the vectors' (rasterized at the render's scale); drawn larger
  /// they are scaled, soft where the vectors stay sharp; with the vector
  /// data kept, sharp at any size.
  @Test func aVectorFileWithoutItsVectorDataIsDrawnFromPixels() throws {
    let catalog = try TestCatalog()
    let bundle = catalog.bundle
    func image(_ name: String, size: CGFloat?) throws -> Bitmap {
      let image = Image(name, bundle: bundle).renderingMode(.original)
      return try render(size.map { AnyView(image.resizable().frame(width: $0, height: $0)) } ?? AnyView(image), scale: 2)
    }
    #expect(try image("PagePixels", size: nil) == image("Page", size: nil), "at its own size, the same pixels")
    #expect(try image("StarPixels", size: nil) == image("Star", size: nil))
    let sharp = try image("Star", size: 96), soft = try image("StarPixels", size: 96)
    #expect(soft != sharp)
    // Four times its size: each of the 48 × 48 pixels spans 4 × 4, so the
    // star's edge is a blur several pixels wide, where the vectors' is one
    // pixel: count the pixels partly covered.
    func partial(_ bitmap: Bitmap) -> Int {
      stride(from: 3, to: bitmap.pixels.count, by: 4).filter { bitmap.pixels[$0] > 16 && bitmap.pixels[$0] < 240 }.count
    }
    #expect(partial(soft) > 2 * partial(sharp), "\(partial(soft)) vs \(partial(sharp))")
    // In the 1x slot it is compiled at 1x only: at a 2× render, even at its
    // own size, the 24 × 24 pixels are doubled, soft where the vectors
    // (and a scale-less file, compiled at 2×) are sharp.
    let onePixelAPoint = try image("StarIn1x", size: nil), atTwo = try image("StarPixels", size: nil)
    #expect(onePixelAPoint.width == atTwo.width && onePixelAPoint.height == atTwo.height)
    #expect(partial(onePixelAPoint) > partial(atTwo) * 3 / 2, "\(partial(onePixelAPoint)) vs \(partial(atTwo))")
  }

  @Test func imagesInCanvas() throws {
    let catalog = try TestCatalog()
    let bundle = catalog.bundle
    let view = Canvas { context, size in
      context.draw(Image("Page", bundle: bundle), at: CGPoint(x: size.width / 2, y: size.height / 2))
      var star = context.resolve(Image("Star", bundle: bundle))
      star.shading = .color(.purple)
      context.draw(star, in: CGRect(x: 2, y: 2, width: 16, height: 16))
    }
    .frame(width: 60, height: 40)
    expectGolden(try render(view.background(Color.white)), named: "image-canvas", tolerance: .antialiasing)
  }

  @Test func tiledImageShadings() throws {
    let catalog = try TestCatalog()
    let bundle = catalog.bundle
    let view = HStack {
      Rectangle().fill(ImagePaint(image: Image("Frame", bundle: bundle), scale: 0.5)).frame(width: 40, height: 40)
      Circle().fill(.image(Image("Star", bundle: bundle), scale: 0.5)).frame(width: 40, height: 40)
      Canvas { context, size in
        context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)),
          with: .tiledImage(Image("Frame", bundle: bundle), origin: CGPoint(x: 3, y: 3),
            sourceRect: CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5), scale: 2))
      }
      .frame(width: 40, height: 40)
    }
    expectGolden(try render(view.padding(4).background(Color.white)), named: "image-tiled-shadings", tolerance: .antialiasing)
  }

  @Test func badInputDrawsNothingOrThrows() throws {
    let catalog = try TestCatalog()
    let bundle = catalog.bundle
    for name in ["Nowhere", "Broken", "Malformed", "Missing"] {
      #expect(size(Image(name, bundle: bundle)) == .zero, "\(name)")
    }
    #expect(size(Image(systemName: "no.such.symbol")) == .zero)
    let directory = catalog.root
    for (file, bytes) in [("empty.png", [UInt8]()), ("bad.png", [0x89, 0x50, 0x4E, 0x47, 0, 0]), ("bad.jpg", [0xFF, 0xD8, 0xFF, 0, 1]),
                          ("bad.svg", Array("<svg><path d=".utf8)), ("bad.pdf", Array("%PDF-1.4 nothing".utf8)),
                          ("huge.svg", Array("<svg xmlns='http://www.w3.org/2000/svg' width='100000' height='10'/>".utf8))] {
      let url = directory.appendingPathComponent(file)
      try Data(bytes).write(to: url)
      #expect(throws: FlipbookError.self, "\(file)") { try Image(contentsOf: url) }
    }
    // An SVG referring to other files and URLs draws its own shapes and
    // fetches nothing (it is read with no base location).
    let external = directory.appendingPathComponent("external.svg")
    try Data("""
      <svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' width='10' height='10'>
      <image xlink:href='file:///etc/hostname' width='10' height='10'/>
      <image href='http://example.invalid/x.png' width='10' height='10'/>
      <use xlink:href='other.svg#shape'/>
      <rect x='2' y='2' width='6' height='6' fill='#0000ff'/>
      </svg>
      """.utf8).write(to: external)
    let drawn = try render(try Image(contentsOf: external).background(Color.white), scale: 1)
    #expect(drawn.width == 10 && drawn.pixel(x: 5, y: 5) == Bitmap.Pixel(0, 0, 255))
    #expect(drawn.pixel(x: 0, y: 0) == Bitmap.Pixel(255, 255, 255))
    // A 1 × 1 image resized to 10,000 pt draws (a 1 × 10,000 pt render).
    let one = try Image(bitmap: Bitmap(width: 1, height: 1, fill: Bitmap.Pixel(9, 9, 9)))
    #expect(try render(one.resizable().frame(width: 10_000, height: 1), scale: 1).width == 10_000)
  }

  /// A 16 × 8 JPEG (quality 90): red on the left half, blue on the right.
  static let jpeg = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAIABADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDwKvKaKK/S/Bj/AJmH/cL/ANyH6/4tf8wP/cT/ANxn/9k=")!

  @Test func jpegDecodesThroughLibjpeg() throws {
    let catalog = try TestCatalog()
    let url = catalog.root.appendingPathComponent("halves.jpg")
    try Self.jpeg.write(to: url)
    let image = try Image(contentsOf: url)
    #expect(size(image) == CGSize(width: 16, height: 8))
    let bitmap = try render(image, scale: 1)
    func close(_ p: Bitmap.Pixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
      abs(Int(p.red) - r) <= 8 && abs(Int(p.green) - g) <= 8 && abs(Int(p.blue) - b) <= 8 && p.alpha == 255
    }
    #expect(close(bitmap.pixel(x: 3, y: 4), 200, 30, 30))
    #expect(close(bitmap.pixel(x: 12, y: 4), 30, 30, 200))
  }

  /// PSNR in dB between two bitmaps of one size, over RGBA.
  static func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
    var sum = 0.0
    for i in a.pixels.indices {
      let d = Double(a.pixels[i]) - Double(b.pixels[i])
      sum += d * d
    }
    let mse = sum / Double(a.pixels.count)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
  }

  /// An SVG at 3× is drawn as vectors: as sharp as rsvg-convert's own
  /// rasterization at that size (identical here: both are librsvg), not a
  /// 1× bitmap enlarged (26 dB).
  @Test func svgAt3xMatchesRsvgConvert() throws {
    let catalog = try TestCatalog()
    let svg = catalog.root.appendingPathComponent("star.svg")
    try Data(TestCatalog.starSVG.utf8).write(to: svg)
    let reference = catalog.root.appendingPathComponent("star-rsvg.png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
    process.arguments = ["-w", "72", "-h", "72", "-o", reference.path, svg.path]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "rsvg-convert (librsvg2-bin, Scripts/bootstrap) failed")
    let expected = try PNGDecoder().read(contentsOf: reference.path)
    let ours = try render(try Image(contentsOf: svg), scale: 3)
    try #require(ours.width == expected.width && ours.height == expected.height)
    let vectors = Self.psnr(ours, expected)
    #expect(vectors >= 40, "PSNR \(vectors) dB")
    // An enlarged 1× render is far from it: the comparison can fail.
    let small = try render(try Image(contentsOf: svg), scale: 1)
    let enlarged = try render(try Image(bitmap: small, scale: 1).resizable().interpolation(.low).frame(width: 24, height: 24), scale: 3)
    #expect(Self.psnr(enlarged, expected) < vectors - 10)
  }

  @Test func aLabelledImageIsAnAccessibilityElement() throws {
    let catalog = try TestCatalog()
    let elements = ImageRenderer(content: HStack {
      Image("Scaled", bundle: catalog.bundle)
      Image(decorative: "Scaled", bundle: catalog.bundle)
    }).accessibilityElements
    #expect(elements.map(\.label) == ["Scaled"])
    #expect(elements.first?.traits == .isImage)
  }
}
