// Written only against SwiftUI's documented Path, Angle and CGAffineTransform
// API: on Apple platforms the same code compiles with `import SwiftUI`.
import FlipbookCore
import Foundation
import Testing

private func star(in rect: CGRect, points: Int) -> Path {
  Path { path in
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    for index in 0..<(points * 2) {
      let radius = index.isMultiple(of: 2) ? outer : outer / 2
      let angle = Angle.degrees(Double(index) * 180 / Double(points) - 90)
      let point = CGPoint(x: center.x + radius * cos(angle.radians), y: center.y + radius * sin(angle.radians))
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
  }
}

@Suite struct SwiftUIPathProgramTests {
  @Test func aStarBuiltWithPublicAPIHasTheExpectedGeometry() {
    let path = star(in: CGRect(x: 0, y: 0, width: 100, height: 100), points: 5)
    let bounds = path.boundingRect
    #expect(abs(bounds.minY - 0) < 1e-9)  // the first tip points straight up
    #expect(path.contains(CGPoint(x: 50, y: 50)))
    #expect(!path.contains(CGPoint(x: 2, y: 2)))
    var count = 0
    path.forEach { _ in count += 1 }
    #expect(count == 11)  // move, 9 lines, close
    #expect(Path(path.description) == path)
  }

  @Test func transformedArcsAndTrimsBehaveLikeSwiftUI() {
    var path = Path()
    path.addArc(center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
    // clockwise: false goes through +y: on screen, the lower half.
    #expect(path.boundingRect.maxY > 9.99)
    let moved = path.applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2))
    #expect(abs(moved.boundingRect.maxY - 25) < 1e-3)
    let trimmed = path.trimmedPath(from: 0, to: 0.5)
    if let end = trimmed.currentPoint {
      #expect(abs(end.x) < 1e-3 && abs(end.y - 10) < 1e-3)
    } else {
      Issue.record("trimmed path is empty")
    }
    let ring = Path { p in
      p.addEllipse(in: CGRect(x: -10, y: -10, width: 20, height: 20))
      p.addEllipse(in: CGRect(x: -5, y: -5, width: 10, height: 10))
    }
    #expect(ring.contains(.zero, eoFill: false))
    #expect(!ring.contains(.zero, eoFill: true))
    let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5, style: .circular)
    #expect(rounded.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(!rounded.isEmpty && Path().isEmpty)
    #expect(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi)).x < -0.99)
    #expect(CGAffineTransform.identity.isIdentity)
    let offset = rounded.offsetBy(dx: 1, dy: 2)
    #expect(offset.boundingRect.origin == CGPoint(x: 1, y: 2))
    var curve = Path()
    curve.move(to: .zero)
    curve.addRelativeArc(center: .zero, radius: 3, startAngle: .zero, delta: .degrees(90))
    curve.addArc(tangent1End: CGPoint(x: -3, y: 3), tangent2End: CGPoint(x: -3, y: 0), radius: 1)
    curve.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: .identity)
    curve.addRoundedRect(in: CGRect(x: 0, y: 0, width: 9, height: 9), cornerSize: CGSize(width: 2, height: 2))
    curve.addPath(ring, transform: CGAffineTransform(scaleX: 0.5, y: 0.5))
    #expect(curve.currentPoint != nil)
  }
}
