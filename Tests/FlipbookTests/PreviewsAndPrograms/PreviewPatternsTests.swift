import Flipbook
import Testing

// Preview code as real projects write it, compiled as is; each is also
// golden-tested by the FlipbookPreviews plug-in.

private struct Chip: View {
  var title: String
  var body: some View {
    Text(title).font(.caption).padding(6).background(Capsule().fill(Color.mint))
  }
}

struct Chip_Previews: PreviewProvider {
  static var platform: PreviewPlatform? { .iOS }

  static var previews: some View {
    ForEach(["iPhone SE (3rd generation)", "iPhone 15 Pro"], id: \.self) { deviceName in
      Chip(title: deviceName)
        .previewDevice(PreviewDevice(rawValue: deviceName))
        .previewDisplayName(deviceName)
    }
    .previewLayout(PreviewLayout.sizeThatFits)
  }
}

struct ChipDark_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Chip(title: "Dark").environment(\.colorScheme, .dark).preferredColorScheme(.dark)
      Chip(title: "Landscape").previewInterfaceOrientation(.landscapeRight)
    }
    .previewLayout(.fixed(width: 120, height: 40))
  }
}

#Preview(traits: .landscapeLeft, .sizeThatFitsLayout) {
  Chip(title: "Sideways")
}

@Suite struct PreviewPatternsTests {
  var previews: [Preview] { PreviewRegistry.previews(inModules: ["FlipbookTests"]) }

  @Test func forEachOverDevicesIsOnePreviewPerDevice() throws {
    let chips = previews.filter { $0.providerName == "Chip_Previews" }
    #expect(chips.map(\.displayName) == ["iPhone SE (3rd generation)", "iPhone 15 Pro"])
    #expect(chips.map(\.device.rawValue) == ["iPhone SE (3rd generation)", "iPhone 15 Pro"])
    // Each at its device's scale: 2× on the SE, 3× on the 15 Pro.
    let se = try chips[0].render(), pro = try chips[1].render()
    #expect(se.scale == 2 && pro.scale == 3)
  }

  @Test func groupsCarryTheirModifiersToEachPreview() throws {
    let group = previews.filter { $0.providerName == "ChipDark_Previews" }
    #expect(group.count == 2)
    #expect(group.allSatisfy { $0.traits.layout == .fixed(width: 120, height: 40) })
    #expect(group[0].traits.colorScheme == .dark)
    #expect(group[1].traits.orientation == .landscapeRight)
    let dark = try group[0].render(scale: 1)
    #expect((dark.width, dark.height) == (120, 40))
    #expect(dark.pixel(x: 0, y: 0) == .init(0, 0, 0))
  }

  /// Fills the screen with a colour naming the size classes it reads.
  struct SizeClassSwatch: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    var body: some View {
      switch (horizontal, vertical) {
      case (.regular?, .regular?): Color(red: 1, green: 0, blue: 0).ignoresSafeArea()
      case (.compact?, .regular?): Color(red: 0, green: 0, blue: 1).ignoresSafeArea()
      case (.regular?, .compact?): Color(red: 0, green: 1, blue: 0).ignoresSafeArea()
      default: Color(red: 1, green: 1, blue: 0).ignoresSafeArea()
      }
    }
  }

  /// A preview's device sets the size classes an app filling its screen
  /// has (Apple's HIG table): an iPad regular both ways, an iPhone compact
  /// across in portrait, and in landscape compact down, across regular
  /// only on the phones 414 points wide or more. Every device was compact
  /// across and regular down, so a `Table` on an iPad showed one column.
  @Test func theDeviceSetsTheSizeClasses() throws {
    func colour(_ device: String, _ orientation: InterfaceOrientation = .portrait) throws -> Bitmap.Pixel {
      let preview = Preview(nil, nonisolated: {
        SizeClassSwatch().previewDevice(PreviewDevice(rawValue: device)).previewInterfaceOrientation(orientation)
      })
      return try preview.render(scale: 1).pixel(x: 5, y: 5)
    }
    #expect(try colour("iPad Air 11-inch (M2)") == .init(255, 0, 0))
    #expect(try colour("iPhone 16 Pro") == .init(0, 0, 255))
    #expect(try colour("iPhone 16 Pro Max", .landscapeLeft) == .init(0, 255, 0))
    #expect(try colour("iPhone 16 Pro", .landscapeLeft) == .init(255, 255, 0))
    let iPad = try #require(DeviceScreen.named("iPad mini (A17 Pro)"))
    #expect(iPad.sizeClasses(in: .landscapeRight) == (.regular, .regular))
  }

  @Test func landscapeSwapsTheScreen() throws {
    let sideways = try #require(previews.first { $0.fileID.hasSuffix("PreviewPatternsTests.swift") && $0.providerName == nil })
    #expect(sideways.traits.orientation == .landscapeLeft)
    let screen = try #require(DeviceScreen.named("iPhone 16 Pro"))
    #expect(screen.size(in: .landscapeLeft) == CGSize(width: 874, height: 402))
    #expect(screen.safeArea(in: .landscapeLeft) == EdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62))
    #expect(screen.safeArea(in: .portrait) == EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
  }
}
