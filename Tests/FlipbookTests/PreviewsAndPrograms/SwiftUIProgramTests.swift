// A program written only against SwiftUI's documented API (no @testable,
// nothing Flipbook-specific but `bitmap`, where SwiftUI has `cgImage`).
import Flipbook
import FlipbookTesting
import Testing

private struct Badge: View {
  var highlighted: Bool

  var body: some View {
    VStack(spacing: 10) {
      HStack {
        Circle()
          .fill(highlighted ? Color.orange : Color.gray)
          .frame(width: 20, height: 20)
        Capsule()
          .fill(LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .leading, endPoint: .trailing))
          .frame(width: 60, height: 20)
      }
      RoundedRectangle(cornerRadius: 8)
        .strokeBorder(Color.blue, lineWidth: 4)
        .frame(width: 88, height: 30)
        .overlay(Rectangle().fill(Color.green).frame(width: 10, height: 10), alignment: .trailing)
      Circle()
        .trim(from: 0, to: 0.75)
        .stroke(AngularGradient(gradient: Gradient(colors: [.red, .yellow]), center: .center), lineWidth: 6)
        .rotationEffect(.degrees(-90))
        .frame(width: 40, height: 40)
        .shadow(color: .black.opacity(0.3), radius: 2, x: 0, y: 2)
    }
    .padding()
    .background(Color.white)
  }
}

@Suite struct SwiftUIProgramTests {
  @Test func badgeRendersWhatSwiftUIWould() throws {
    let renderer = ImageRenderer(content: Badge(highlighted: true))
    renderer.scale = 2
    let bitmap = try #require(renderer.bitmap)
    // 16 padding + stacks: width 88 (the widest row), height 20 + 10 + 30 + 10 + 40.
    #expect(bitmap.width == (88 + 32) * 2 && bitmap.height == (110 + 32) * 2)
    // The orange circle's centre: the HStack (20 + 8 + 60 = 88 wide) starts at x 16.
    #expect(bitmap.pixel(x: 26 * 2, y: 26 * 2) == Bitmap.Pixel(255, 149, 0))
    // The border's left edge, inside the 4-point stroke.
    #expect(bitmap.pixel(x: 17 * 2, y: 61 * 2) == Bitmap.Pixel(0, 122, 255))
    // The green square sits at the trailing edge, vertically centred.
    #expect(bitmap.pixel(x: (16 + 88 - 5) * 2, y: (16 + 30 + 15) * 2) == Bitmap.Pixel(52, 199, 89))
    // Background white inside the padding.
    #expect(bitmap.pixel(x: 4, y: 4) == Bitmap.Pixel(255, 255, 255))
    expectGolden(bitmap, named: "badge@2x", tolerance: .antialiasing)
  }

  @Test func emptyViewHasNoImage() {
    #expect(ImageRenderer(content: EmptyView()).bitmap == nil)
    #expect(ImageRenderer(content: Color.red.frame(width: 0, height: 10)).bitmap == nil)
  }

  @Test func proposedSizeAndDarkScheme() throws {
    let renderer = ImageRenderer(content: Color.blue.environment(\.colorScheme, .dark))
    renderer.proposedSize = ProposedViewSize(width: 30, height: 20)
    let bitmap = try #require(renderer.bitmap)
    #expect(bitmap.width == 30 && bitmap.height == 20)
    #expect(bitmap.pixel(x: 3, y: 3) == Bitmap.Pixel(10, 132, 255))
  }

  @Test func writeIsAtomicAndThrowsForNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-renderer-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("badge.png")
    try ImageRenderer(content: Badge(highlighted: false)).write(to: url)
    #expect(FileManager.default.fileExists(atPath: url.path))
    #expect(throws: FlipbookError.emptyView) { try ImageRenderer(content: EmptyView()).write(to: folder.appendingPathComponent("e.png")) }
    #expect(throws: (any Error).self) {
      try ImageRenderer(content: Badge(highlighted: false)).write(to: URL(fileURLWithPath: "/nonexistent-dir/x.png"))
    }
    #expect(throws: (any Error).self) {
      try ImageRenderer(content: Color.red.frame(width: .infinity, height: 10)).render()
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["badge.png"])
  }
}
