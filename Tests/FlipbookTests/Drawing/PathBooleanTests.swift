@testable import Flipbook
import FlipbookTesting
import Foundation
import Testing

/// iOS 17's path booleans on GEOS: areas against the analytic values for
/// two overlapping circles, fill rules on a star, and the line operations.
@Suite struct PathBooleanTests {
  let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))  // r 50 at (50, 50)
  let b = Path(ellipseIn: CGRect(x: 50, y: 0, width: 100, height: 100))  // r 50 at (100, 50)

  /// The area a polygonal path encloses (holes subtract: they turn the other way).
  func area(_ path: Path) -> Double {
    var total = 0.0, ring: [CGPoint] = []
    func close() {
      for i in ring.indices {
        let p = ring[i], q = ring[(i + 1) % ring.count]
        total += Double(p.x * q.y - q.x * p.y) / 2
      }
      ring = []
    }
    path.forEach { element in
      switch element {
      case .move(let p): close(); ring = [p]
      case .line(let p): ring.append(p)
      case .closeSubpath: close()
      default: break
      }
    }
    close()
    return abs(total)
  }

  /// The length of a path's polylines.
  func length(_ path: Path) -> Double {
    var total = 0.0, last: CGPoint?
    path.forEach { element in
      switch element {
      case .move(let p): last = p
      case .line(let p): if let l = last { total += Double(hypot(p.x - l.x, p.y - l.y)) }; last = p
      default: break
      }
    }
    return total
  }

  // r = 50, centres 50 apart: circle 7853.98, lens 2r²·acos(d / 2r) − (d / 2)·√(4r² − d²) = 3070.93.
  let circle = Double.pi * 2500
  let lens = 5000 * acos(0.5) - 25 * (7500.0).squareRoot()

  @Test func booleansOfTwoCircles() {
    let union = a.union(b), meet = a.intersection(b), minus = a.subtracting(b), either = a.symmetricDifference(b)
    #expect(abs(area(union) - (2 * circle - lens)) / circle < 0.001)
    #expect(abs(area(meet) - lens) / lens < 0.001)
    #expect(abs(area(minus) - (circle - lens)) / circle < 0.001)
    #expect(abs(area(either) - 2 * (circle - lens)) / circle < 0.001)
    for (path, inside, outside) in [
      (union, [CGPoint(x: 20, y: 50), CGPoint(x: 130, y: 50), CGPoint(x: 75, y: 50)], [CGPoint(x: 75, y: 4)]),
      (meet, [CGPoint(x: 75, y: 50)], [CGPoint(x: 20, y: 50), CGPoint(x: 130, y: 50)]),
      (minus, [CGPoint(x: 20, y: 50)], [CGPoint(x: 75, y: 50), CGPoint(x: 130, y: 50)]),
      (either, [CGPoint(x: 20, y: 50), CGPoint(x: 130, y: 50)], [CGPoint(x: 75, y: 50)]),
    ] {
      for p in inside { #expect(path.contains(p) && path.contains(p, eoFill: true)) }
      for p in outside { #expect(!path.contains(p) && !path.contains(p, eoFill: true)) }
    }
  }

  /// A pentagram drawn in one stroke: the non-zero rule fills its middle,
  /// the even-odd rule leaves it empty, and the booleans follow the rule.
  @Test func fillRulesDecideTheRegion() {
    var star = Path()
    for i in 0..<5 {
      let angle = Double(i * 2) * 2 * .pi / 5 - .pi / 2
      let p = CGPoint(x: 50 + 50 * cos(angle), y: 50 + 50 * sin(angle))
      if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    let middle = CGPoint(x: 50, y: 52)
    #expect(star.normalized(eoFill: false).contains(middle))
    #expect(!star.normalized(eoFill: true).contains(middle, eoFill: true))
    #expect(!star.normalized(eoFill: true).contains(middle))
    let small = Path(ellipseIn: CGRect(x: 45, y: 47, width: 10, height: 10))
    #expect(area(star.intersection(small, eoFill: false)) > 70)  // the dot is inside the filled middle
    #expect(area(star.intersection(small, eoFill: true)) < 1)
  }

  @Test func lineOperationsCutStrokes() {
    var line = Path()
    line.move(to: CGPoint(x: -50, y: 50))
    line.addLine(to: CGPoint(x: 150, y: 50))
    #expect(abs(length(line.lineIntersection(a)) - 100) < 0.01)
    #expect(abs(length(line.lineSubtraction(a)) - 100) < 0.01)
    // A closed subpath's closing edge counts.
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(abs(length(square.lineSubtraction(Path(CGRect(x: 50, y: -10, width: 100, height: 200)))) - 200) < 0.01)
  }

  @Test func degenerateInput() {
    #expect(Path().union(Path()).isEmpty)
    #expect(abs(area(a.union(Path())) - circle) / circle < 0.001)
    #expect(a.intersection(Path()).isEmpty)
    #expect(Path().subtracting(a).isEmpty)
    var flat = Path()
    flat.move(to: .zero)
    flat.addLine(to: CGPoint(x: 10, y: 0))
    #expect(flat.union(flat).isEmpty)  // no area
  }

  @Test func booleansGolden() {
    struct Boolean: Shape {
      let make: (Path, Path) -> Path
      func path(in rect: CGRect) -> Path {
        let r = rect.height
        return make(Path(ellipseIn: CGRect(x: rect.minX, y: rect.minY, width: r, height: r)),
          Path(ellipseIn: CGRect(x: rect.maxX - r, y: rect.minY, width: r, height: r)))
      }
    }
    struct StarMinusCircle: Shape {
      func path(in rect: CGRect) -> Path {
        var star = Path()
        for i in 0..<5 {
          let angle = Double(i * 2) * 2 * .pi / 5 - .pi / 2
          let p = CGPoint(x: rect.midX + rect.height / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
          if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        return star.subtracting(Path(ellipseIn: CGRect(x: rect.midX - 12, y: rect.midY - 12, width: 24, height: 24)))
      }
    }
    let view = VStack(spacing: 10) {
      HStack(spacing: 10) {
        Boolean { $0.union($1) }.fill(.blue)
        Boolean { $0.intersection($1) }.fill(.green)
        Boolean { $0.subtracting($1) }.fill(.orange)
        Boolean { $0.symmetricDifference($1) }.fill(.purple)
      }
      .frame(height: 50)
      HStack(spacing: 10) {
        StarMinusCircle().fill(.pink)
        Boolean { $0.lineSubtraction($1) }.stroke(.black, lineWidth: 2).frame(width: 130)
        Boolean { $0.lineIntersection($1) }.stroke(.red, lineWidth: 2).frame(width: 130)
      }
      .frame(height: 80)
    }
    .padding(10)
    .frame(width: 380)
    .background(Color.white)
    expectGolden(of: view, named: "path-booleans", scale: 2)
  }
}
