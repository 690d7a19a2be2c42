@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// `MeshGradient` (iOS 18): a grid of points with a colour each, blended
/// between them, as a view and as a shape style.
@Suite struct MeshGradientTests {
  func image<V: View>(_ view: V, width: CGFloat = 100, height: CGFloat = 100) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.frame(width: width, height: height))
    renderer.scale = 1
    return try #require(renderer.bitmap)
  }

  static let corners = MeshGradient(
    width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])

  /// Each corner shows its vertex's colour, the centre the mean of the four.
  @Test func cornersShowTheirColoursAndTheCentreTheirMean() throws {
    let bitmap = try image(Self.corners)
    func near(_ rgb: [Int], _ expected: [Int], within: Int) -> Bool { zip(rgb, expected).allSatisfy { abs($0 - $1) <= within } }
    let red = Color.red.resolve(in: EnvironmentValues()), blue = Color.blue.resolve(in: EnvironmentValues())
    let green = Color.green.resolve(in: EnvironmentValues()), yellow = Color.yellow.resolve(in: EnvironmentValues())
    func bytes(_ c: Color.Resolved) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }
    #expect(near(bitmap.rgb(0, 0), bytes(red), within: 8), "\(bitmap.rgb(0, 0))")
    #expect(near(bitmap.rgb(99, 0), bytes(blue), within: 8), "\(bitmap.rgb(99, 0))")
    #expect(near(bitmap.rgb(0, 99), bytes(green), within: 8), "\(bitmap.rgb(0, 99))")
    #expect(near(bitmap.rgb(99, 99), bytes(yellow), within: 8), "\(bitmap.rgb(99, 99))")
    let mean = zip(zip(bytes(red), bytes(blue)), zip(bytes(green), bytes(yellow))).map { ($0.0 + $0.1 + $1.0 + $1.1) / 4 }
    #expect(near(bitmap.rgb(50, 50), mean, within: 6), "\(bitmap.rgb(50, 50)) against \(mean)")
  }

  /// As a style it fills a shape's frame: a circle's corners stay clear.
  @Test func asAStyleItFillsTheShape() throws {
    let bitmap = try image(Circle().fill(Self.corners).background(Color.white))
    #expect(bitmap.rgb(2, 2) == [255, 255, 255])
    #expect(bitmap.rgb(50, 50) != [255, 255, 255])
  }

  /// A middle vertex pulled towards a corner drags its colour with it; with
  /// `smoothsColors` the colour changes smoothly across the cells' shared
  /// edge, without it the blend creases there (a kink in the gradient).
  @Test func aPulledVertexCarriesItsColourAndSmoothingRemovesTheCrease() throws {
    func mesh(smooth: Bool, middle: SIMD2<Float>) -> MeshGradient {
      MeshGradient(
        width: 3, height: 3,
        points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], middle, [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
        colors: [.black, .black, .black, .black, .white, .black, .black, .black, .black], smoothsColors: smooth)
    }
    let centred = try image(mesh(smooth: true, middle: [0.5, 0.5]), width: 101, height: 101)
    let pulled = try image(mesh(smooth: true, middle: [0.75, 0.75]), width: 101, height: 101)
    #expect(pulled.rgb(75, 75)[0] > centred.rgb(75, 75)[0] + 40, "\(pulled.rgb(75, 75)) \(centred.rgb(75, 75))")
    #expect(pulled.rgb(25, 25)[0] < centred.rgb(25, 25)[0])
    // Along the middle row, the second difference of brightness at the
    // centre vertex: bilinear cells meet in a sharp peak, smooth ones don't.
    func peakSharpness(_ bitmap: Bitmap) -> Int {
      let row = (0..<101).map { bitmap.rgb($0, 50)[0] }
      return (row[50] - row[45]) - (row[55] - row[50]) < 0 ? 0 : (row[50] - row[45]) - (row[55] - row[50])
    }
    let creased = try image(mesh(smooth: false, middle: [0.5, 0.5]), width: 101, height: 101)
    #expect(peakSharpness(creased) > peakSharpness(centred) + 10, "\(peakSharpness(creased)) \(peakSharpness(centred))")
  }

  /// Where the mesh doesn't reach, its background shows.
  @Test func theBackgroundShowsWhereTheMeshDoesNotReach() throws {
    let inset = MeshGradient(
      width: 2, height: 2, points: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
      colors: [.blue, .blue, .blue, .blue], background: .red)
    let bitmap = try image(inset)
    #expect(bitmap.rgb(5, 5)[0] > 200 && bitmap.rgb(5, 5)[2] < 80)
    #expect(bitmap.rgb(50, 50)[2] > 200 && bitmap.rgb(50, 50)[0] < 80)
  }

  /// A grid that doesn't match its sizes draws its background alone, and
  /// NaN positions neither crash nor paint.
  @Test func aMalformedMeshPaintsItsBackground() throws {
    let short = MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 0]], colors: [.blue], background: .red)
    #expect(try image(short).rgb(50, 50)[0] > 200)
    let nan = MeshGradient(
      width: 2, height: 2, points: [[.nan, 0], [1, 0], [0, 1], [1, 1]], colors: [.blue, .blue, .blue, .blue], background: .red)
    #expect(try image(nan).rgb(50, 50)[0] > 200)
  }
}
