@testable import Flipbook
import Foundation
import Testing

// `@Entry` as iOS 18 code writes it, unchanged.

extension EnvironmentValues {
  @Entry var cardTint: Color = .orange
  @Entry var cardTitle: String? = nil
  @Entry var cardCount = 3
}

extension ContainerValues {
  @Entry var isPinned: Bool = false
}

extension Transaction {
  @Entry var isUserInitiated = false
}

@Suite struct EntryMacroTests {
  struct Card: View {
    @Environment(\.cardTint) private var tint
    @Environment(\.cardCount) private var count
    var body: some View { tint.frame(width: CGFloat(count), height: 2) }
  }

  @Test func environmentEntriesHaveTheirDefaultsAndTakeValues() throws {
    let plain = try #require(ImageRenderer(content: Card()).bitmap)
    #expect(plain.width == 3 && plain.pixel(x: 1, y: 1) == Bitmap.Pixel(255, 149, 0))
    let set = try #require(ImageRenderer(content: Card().environment(\.cardTint, .blue).environment(\.cardCount, 5)).bitmap)
    #expect(set.width == 5 && set.pixel(x: 1, y: 1) == Bitmap.Pixel(0, 122, 255))
    #expect(EnvironmentValues().cardTitle == nil)
  }

  @Test func containerAndTransactionEntries() throws {
    var seen: [Bool] = []
    _ = try Rig {
      Group(subviews: Group { Color.red.containerValue(\.isPinned, true); Color.blue }) { subviews in
        let _ = seen = subviews.map(\.containerValues.isPinned)
        subviews
      }
    }
    #expect(seen == [true, false])
    var transaction = Transaction()
    #expect(!transaction.isUserInitiated)
    transaction.isUserInitiated = true
    #expect(transaction.isUserInitiated)
  }
}
