import Foundation
import Testing

@testable import FlipbookCore

@Suite struct ValueTypeTests {
  @Test func anglesConvertAndCompute() {
    #expect(close(Angle(degrees: 180).radians, .pi))
    #expect(close(Angle.radians(.pi / 2).degrees, 90))
    #expect(Angle.zero.radians == 0 && Angle().radians == 0)
    var a = Angle.degrees(30)
    a += .degrees(60)
    #expect(close(a.degrees, 90))
    #expect(close((Angle.degrees(90) - .degrees(45)).degrees, 45))
    #expect(close((-Angle.degrees(10)).degrees, -10))
    #expect(close((Angle.degrees(10) * 3).degrees, 30))
    #expect(close((Angle.degrees(90) / 2).degrees, 45))
    #expect(Angle.degrees(-135) < .zero)
    a.degrees = 45
    #expect(close(a.radians, .pi / 4))
  }

  @Test func unitPointsNameTheNinePositions() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    let expected: [(UnitPoint, CGPoint)] = [
      (.topLeading, CGPoint(x: 10, y: 20)), (.top, CGPoint(x: 60, y: 20)),
      (.topTrailing, CGPoint(x: 110, y: 20)), (.leading, CGPoint(x: 10, y: 45)),
      (.center, CGPoint(x: 60, y: 45)), (.trailing, CGPoint(x: 110, y: 45)),
      (.bottomLeading, CGPoint(x: 10, y: 70)), (.bottom, CGPoint(x: 60, y: 70)),
      (.bottomTrailing, CGPoint(x: 110, y: 70)), (.zero, CGPoint(x: 10, y: 20)),
    ]
    for (unit, point) in expected { #expect(unit.point(in: rect) == point) }
    #expect(UnitPoint() == .zero)
  }

  @Test func strokeStyleHasSwiftUIDefaults() {
    let style = StrokeStyle()
    #expect(style.lineWidth == 1)
    #expect(style.lineCap == .butt)
    #expect(style.lineJoin == .miter)
    #expect(style.miterLimit == 10)
    #expect(style.dash.isEmpty)
    #expect(style.dashPhase == 0)
    let custom = StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 2])
    #expect(custom.lineJoin == .miter && custom.dash == [4, 2] && custom.lineCap == .round)
  }

  @Test func fillStyleDefaultsToNonZeroAntialiased() {
    #expect(FillStyle().isEOFilled == false)
    #expect(FillStyle().isAntialiased == true)
    #expect(FillStyle(eoFill: true, antialiased: false).isEOFilled)
    #expect(!FillStyle(eoFill: true, antialiased: false).isAntialiased)
  }
}
