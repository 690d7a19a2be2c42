import Foundation
import Testing

@testable import FlipbookCore

@Suite struct PathSVGTests {
  @Test func absoluteAndRelativeCommandsAgree() throws {
    let absolute = try Path(svgPathData: "M10 10 L20 10 H30 V20 L10 20 Z")
    let relative = try Path(svgPathData: "m10 10 l10 0 h10 v10 l-20 0 z")
    #expect(absolute == relative)
    #expect(absolute.description == "10 10 m 20 10 l 30 10 l 30 20 l 10 20 l h")
  }

  @Test func implicitRepeatsAndCompactNumbers() throws {
    // Extra pairs after M are lines; "1.5.5" is 1.5 then .5; "-1-2" is -1 then -2.
    let path = try Path(svgPathData: "M0,0 10,0 10-10L1.5.5-1-2")
    #expect(path.description == "0 0 m 10 0 l 10 -10 l 1.5 0.5 l -1 -2 l")
    let exponent = try Path(svgPathData: "M1e1 2E-1")
    #expect(exponent.description == "10 0.2 m")
  }

  @Test func smoothCurvesReflectThePreviousControlPoint() throws {
    let path = try Path(svgPathData: "M0 0 C0 10 10 10 10 0 S20 -10 20 0 Q25 5 30 0 T40 0")
    #expect(path.elements[2] == .curve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: -10), control2: CGPoint(x: 20, y: -10)))
    #expect(path.elements[4] == .quadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 35, y: -5)))
    // S with no preceding C uses the current point as its first control.
    let lone = try Path(svgPathData: "M5 5 S10 10 15 5")
    #expect(lone.elements[1] == .curve(to: CGPoint(x: 15, y: 5), control1: CGPoint(x: 5, y: 5), control2: CGPoint(x: 10, y: 10)))
  }

  @Test func arcsSweepClockwiseOnScreenWithSweepFlagOne() throws {
    let up = try Path(svgPathData: "M0 0 A10 10 0 0 1 20 0")
    #expect(close(up.boundingRect, CGRect(x: 0, y: -10, width: 20, height: 10), 1e-3))
    let down = try Path(svgPathData: "M0 0 A10 10 0 0 0 20 0")
    #expect(close(down.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10), 1e-3))
    // Large-arc flag picks the long way round a circle of radius 10 through both points.
    let large = try Path(svgPathData: "M0 0 a10 10 0 1 1 10 10")
    #expect(close(large.currentPoint!, CGPoint(x: 10, y: 10), 1e-9))
    #expect(close(large.length, 1.5 * .pi * 10, 1e-2))
    // Flags written without separators.
    let compact = try Path(svgPathData: "M0,0a10 10 0 011 1")
    #expect(close(compact.currentPoint!, CGPoint(x: 1, y: 1), 1e-9))
    // Radii too small are scaled up to fit (a semicircle), zero radii give a line.
    let scaled = try Path(svgPathData: "M0 0 A1 1 0 0 1 20 0")
    #expect(close(scaled.boundingRect.minY, -10, 1e-3))
    #expect(try Path(svgPathData: "M0 0 A0 5 0 0 1 20 0").description == "0 0 m 20 0 l")
  }

  @Test func emptyDataIsAnEmptyPath() throws {
    #expect(try Path(svgPathData: "").isEmpty)
    #expect(try Path(svgPathData: "  \n").isEmpty)
  }

  @Test(arguments: [
    ("L10 10", 0, "moveto"),
    ("M10,10 L20 x", 11, "expected a number"),
    ("M 1 1 A 5 5 0 2 0 3 3", 14, "arc flag"),
    ("M0 0 L", 6, "needs coordinates"),
    ("M0 0 K 1 1", 5, "command letter"),
    ("M0 0 L1e999 0", 6, "out of range"),
  ])
  func errorsNameTheOffendingOffset(_ data: String, _ offset: Int, _ reason: String) {
    do {
      _ = try Path(svgPathData: data)
      Issue.record("expected an error for \(data)")
    } catch let FlipbookCoreError.invalidSVGPathData(foundOffset, problem) {
      #expect(foundOffset == offset)
      #expect(problem.description.contains(reason))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }
}
