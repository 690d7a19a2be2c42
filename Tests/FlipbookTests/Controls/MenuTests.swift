@testable import Flipbook
import Foundation
import Testing

/// `Menu`, `EditButton` and `ShareLink` draw as buttons; a film can't open
/// what they open.
@Suite struct MenuTests {
  final class Log { var taps = 0 }

  @Test func aMenuDrawsItsLabelInTheTintAndRunsItsPrimaryAction() throws {
    let log = Log()
    let rig = try Rig(width: 200, height: 60) {
      Menu {
        Button("Never drawn") {}
      } label: {
        Rectangle().frame(width: 40, height: 20)
      } primaryAction: {
        log.taps += 1
      }
    }
    // The label takes the tint (Color.accentColor: systemBlue, 0 122 255).
    #expect(try rig.image(at: 0).rgb(100, 30) == [0, 122, 255])
    try rig.graph.tap(at: CGPoint(x: 100, y: 30), time: 0)
    #expect(log.taps == 1)
  }

  @Test func editAndShareDrawTheirLabels() throws {
    struct Probe: View {
      var body: some View {
        VStack {
          EditButton()
          ShareLink(item: "hello")
        }
      }
    }
    let image = try Rig(width: 200, height: 100) { Probe() }.image(at: 0)
    #expect(image.inkedPixelCount > 100)
  }
}
