import QuartzCore
import Testing

/// Code that imports only QuartzCore builds a layer tree with Core
/// Animation's defaults (UIKit/CALayer.swift; drawn in RepresentableTests).
@Suite struct QuartzCoreTests {
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
