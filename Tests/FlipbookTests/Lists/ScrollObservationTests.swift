@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// iOS 18's `onScrollGeometryChange` and `onScrollVisibilityChange`.
@Suite struct ScrollObservationTests {
  final class Log: @unchecked Sendable {
    var geometries: [ScrollGeometry] = []
    var visibility: [String: [Bool]] = [:]
  }

  struct Screen: View {
    let log: Log
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20, id: \.self) { index in
            Color.blue.frame(height: 50)
              .onScrollVisibilityChange(threshold: 0.5) { log.visibility["\(index)", default: []].append($0) }
          }
        }
      }
      .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, new in log.geometries.append(new) }
    }
  }

  /// Laid out, the geometry is the content's and the scroll view's size at
  /// offset zero; rows showing at least half report visible once, rows
  /// below the fold nothing.
  @Test func theGeometryAndVisibilityAreReadFromLayout() throws {
    let log = Log()
    let rig = try Rig(width: 300, height: 400) { Screen(log: log) }
    try rig.graph.update(at: 0.1)
    let geometry = try #require(log.geometries.last)
    #expect(geometry.contentSize == CGSize(width: 300, height: 1000))
    #expect(geometry.containerSize == CGSize(width: 300, height: 400))
    #expect(geometry.contentOffset == .zero)
    #expect(geometry.visibleRect == CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(log.visibility["0"] == [true] && log.visibility["7"] == [true], "\(log.visibility)")
    #expect(log.visibility["8"] == nil && log.visibility["19"] == nil, "\(log.visibility)")
  }
}
