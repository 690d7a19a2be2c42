import QuartzCore
import Testing

/// Code that imports only QuartzCore builds a layer tree with Core
/// Animation's defaults (UIKit/CALayer.swift; drawn in RepresentableTests).
@Suite struct QuartzCoreTests {
  /// Core Animation's 3D transforms, composed as its functions compose
  /// them (row vectors: a · b applies a first).
  @Test func transforms3DComposeAsCoreAnimations() {
    #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(CATransform3D()))
    let moved = CATransform3DMakeTranslation(10, 20, 30)
    #expect((moved.m41, moved.m42, moved.m43, moved.m44) == (10, 20, 30, 1))
    // Scaled by 2 then moved: the translation is not scaled.
    let both = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), moved)
    #expect(both.m11 == 2 && both.m41 == 10)
    // Moved then scaled (CATransform3DScale applies the scale first, then t).
    #expect(CATransform3DScale(moved, 2, 2, 2) == both)
    // A quarter turn about z maps x to y.
    let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(abs(turn.m11) < 1e-12 && abs(turn.m12 - 1) < 1e-12 && abs(turn.m21 + 1) < 1e-12)
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    #expect(CATransform3DEqualToTransform(perspective, perspective))
  }

  @Test func layersKeepCoreAnimationsDefaultsAndTree() {
    let ring = CAShapeLayer()
    #expect(ring.strokeEnd == 1 && ring.lineWidth == 1 && ring.strokeColor == nil && ring.fillColor != nil)
    #expect(ring.cornerCurve == .circular && ring.shadowOpacity == 0 && ring.shadowOffset == CGSize(width: 0, height: -3))
    ring.frame = CGRect(x: 10, y: 20, width: 40, height: 40)
    #expect(ring.position == CGPoint(x: 30, y: 40))
    ring.anchorPoint = .zero
    #expect(ring.frame.origin == CGPoint(x: 30, y: 40), "the position stays, the frame moves")
    let root = CALayer(), gradient = CAGradientLayer()
    root.addSublayer(ring)
    root.insertSublayer(gradient, below: ring)
    #expect(root.sublayers?.count == 2 && root.sublayers?.first === gradient && ring.superlayer === root)
    ring.removeFromSuperlayer()
    #expect(root.sublayers?.count == 1 && ring.superlayer == nil)
    let grow = CABasicAnimation(keyPath: "strokeEnd")
    grow.fromValue = 0
    grow.toValue = 1
    grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    ring.add(grow, forKey: "grow")
    #expect(ring.animationKeys() == ["grow"] && ring.strokeEnd == 1, "an animation changes no model value")
    #expect(CACurrentMediaTime() > 0)
  }
}
