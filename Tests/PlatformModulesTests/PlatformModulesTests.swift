import CoreGraphics
import CoreLocation
import Flipbook
import Foundation
import Testing

/// `import CoreGraphics` and `import CoreLocation` as SwiftUI code writes
/// them, on Linux.
@Suite struct PlatformModulesTests {
  @Test func aMutablePathBuildsWhatPathBuilds() {
    let cg = CGMutablePath()
    cg.move(to: CGPoint(x: 0, y: 0))
    cg.addLine(to: CGPoint(x: 10, y: 0))
    cg.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
    cg.addArc(center: CGPoint(x: 5, y: 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
    cg.closeSubpath()
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
    path.addArc(center: CGPoint(x: 5, y: 10), radius: 5, startAngle: .zero, endAngle: .radians(.pi), clockwise: false)
    path.closeSubpath()
    #expect(Path(cg) == path)
    #expect(path.cgPath == cg)
    #expect(Path(path.cgPath) == path)
    #expect(cg.currentPoint == CGPoint(x: 0, y: 0))
    // The arc bulges down to y = 15 (y grows down): the outline's box.
    #expect(abs(cg.boundingBoxOfPath.maxY - 15) < 1e-9)
    #expect(cg.boundingBox.maxX == 15, "the control point counts in boundingBox")
    #expect(cg.contains(CGPoint(x: 5, y: 5)) && !cg.contains(CGPoint(x: 20, y: 5)))
  }

  @Test func pathsFromShapesAndTransforms() throws {
    var t = CGAffineTransform(translationX: 5, y: 5)
    let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 4), transform: &t)
    #expect(rect.boundingBox == CGRect(x: 5, y: 5, width: 10, height: 4))
    let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
    #expect(Path(ellipse) == Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)))
    let copy = try #require(ellipse.mutableCopy())
    copy.addRect(CGRect(x: 20, y: 0, width: 2, height: 2))
    #expect(copy != ellipse && copy.boundingBoxOfPath.maxX == 22)
    #expect(CGPath(rect: .zero, transform: nil).isEmpty == false)
    #expect(CGMutablePath().isEmpty && CGMutablePath().boundingBox.isNull)
  }

  /// A shape written with Core Graphics draws what its `Path` draws.
  @Test func aCGPathShapeRenders() throws {
    struct Diamond: Shape {
      func path(in rect: CGRect) -> Path {
        let cg = CGMutablePath()
        cg.addLines(between: [
          CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
          CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY),
        ])
        cg.closeSubpath()
        return Path(cg)
      }
    }
    let image = try #require(try ImageRenderer(content: Diamond().fill(Color.black).frame(width: 20, height: 20)).render())
    #expect(image.pixel(x: 10, y: 10).alpha == 255)
    #expect(image.pixel(x: 1, y: 1).alpha == 0)
  }

  /// Vincenty's own test: Flinders Peak to Buninyong, 54,972.271 m on
  /// WGS 84 (T. Vincenty, Survey Review XXIII, 1975).
  @Test func distanceIsTheEllipsoidsGeodesic() {
    let flindersPeak = CLLocation(latitude: -(37 + 57 / 60 + 3.72030 / 3600), longitude: 144 + 25 / 60 + 29.52440 / 3600)
    let buninyong = CLLocation(latitude: -(37 + 39 / 60 + 10.15610 / 3600), longitude: 143 + 55 / 60 + 35.38390 / 3600)
    #expect(abs(flindersPeak.distance(from: buninyong) - 54_972.271) < 0.01)
    #expect(flindersPeak.distance(from: flindersPeak) == 0)
    let nowhere = CLLocation(latitude: .nan, longitude: 0)
    #expect(nowhere.distance(from: buninyong).isNaN)
  }

  @Test func coordinatesAreValidOnEarthOnly() {
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)))
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
    #expect(CLLocationCoordinate2DMake(1, 2) == CLLocationCoordinate2D(latitude: 1, longitude: 2))
    #expect(CLLocationCoordinate2D() == CLLocationCoordinate2D(latitude: 0, longitude: 0))
  }
}
