import Foundation
import Testing

@testable import FlipbookCore

@Suite struct CGAffineTransformTests {
  @Test func identityLeavesPointsAlone() {
    let p = CGPoint(x: 3, y: -4)
    #expect(p.applying(.identity) == p)
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform() == .identity)
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
  }

  @Test func basicTransformsMovePoints() {
    let p = CGPoint(x: 2, y: 3)
    #expect(p.applying(CGAffineTransform(translationX: 10, y: -1)) == CGPoint(x: 12, y: 2))
    #expect(p.applying(CGAffineTransform(scaleX: 2, y: -3)) == CGPoint(x: 4, y: -9))
    // +90° turns +x toward +y (clockwise on a y-down screen).
    #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
    #expect(close(CGPoint(x: 0, y: 1).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: -1, y: 0)))
  }

  @Test func matrixEntriesFollowCoreGraphicsLayout() {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    // x' = a·x + c·y + tx, y' = b·x + d·y + ty
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 9, y: 12))
    #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 4, height: 6))
  }

  @Test func concatenatingAppliesLeftFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    let p = CGPoint(x: 1, y: 1)
    #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
  }

  @Test func chainedBuildersApplyTheNewStepFirst() {
    // The wedge seed: CGAffineTransform(scaleX:y:).translatedBy(x:y:) translates, then scales.
    let t = CGAffineTransform(scaleX: 1, y: 0.5).translatedBy(x: 0, y: 20)
    #expect(CGPoint(x: 4, y: 10).applying(t) == CGPoint(x: 4, y: 15))
    let s = CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 3)
    #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 7, y: 8))
    let r = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi)
    #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 4, y: 0)))
  }

  @Test(arguments: [
    CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -2),
    CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: 9),
    CGAffineTransform(scaleX: -4, y: 0.25),
  ])
  func invertedUndoesTheTransform(_ t: CGAffineTransform) {
    let p = CGPoint(x: 13, y: -8)
    #expect(close(p.applying(t).applying(t.inverted()), p))
    let product = t.concatenating(t.inverted())
    #expect(close(product.a, 1) && close(product.b, 0) && close(product.c, 0) && close(product.d, 1))
    #expect(close(product.tx, 0) && close(product.ty, 0))
  }

  @Test func singularTransformInvertsToItself() {
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test func rectApplyingEnclosesTheTransformedCorners() {
    let rect = CGRect(x: 0, y: 0, width: 2, height: 1)
    let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(close(rotated, CGRect(x: -1, y: 0, width: 1, height: 2)))
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
  }
}
