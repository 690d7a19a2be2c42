import Foundation

// Core Graphics' free geometry functions (CGGeometry.h), which Swift on
// Apple platforms still imports and older code still calls
// (`CGPointMake`, `CGRectUnion`, `CGRectGetMidX` …): each is the struct
// method or property it stands for, with Core Graphics' semantics (which
// Foundation's `CGRect` methods share: a null rect is the identity of a
// union, an empty intersection is null, getters read the standardized rect).

/// A point, as `CGPoint(x:y:)`.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
/// A size, as `CGSize(width:height:)`.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
/// A rectangle, as `CGRect(x:y:width:height:)`.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

/// The smallest rectangle holding both (a null rect adds nothing).
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.union(r2) }
/// The overlap of the two (null when they don't overlap).
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.intersection(r2) }
/// `rect` shrunk by `dx` on the left and right and `dy` on the top and bottom.
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }
/// `rect` moved by (`dx`, `dy`).
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
/// The smallest rectangle with integral edges holding `rect`.
public func CGRectIntegral(_ rect: CGRect) -> CGRect { rect.integral }
/// `rect` with a positive width and height.
public func CGRectStandardize(_ rect: CGRect) -> CGRect { rect.standardized }

public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }
public func CGRectContainsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.contains(rect2) }
public func CGRectIntersectsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.intersects(rect2) }
public func CGRectIsEmpty(_ rect: CGRect) -> Bool { rect.isEmpty }
public func CGRectIsNull(_ rect: CGRect) -> Bool { rect.isNull }
public func CGRectIsInfinite(_ rect: CGRect) -> Bool { rect.isInfinite }
public func CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1 == rect2 }
public func CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool { point1 == point2 }
public func CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool { size1 == size2 }
