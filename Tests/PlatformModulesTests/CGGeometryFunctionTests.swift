import CoreGraphics
import Testing

/// Core Graphics' free geometry functions, as older code calls them
/// (exyte/PopupView's `CGPointMake`), with Core Graphics' answers.
@Suite struct CGGeometryFunctionTests {
  @Test func theFreeFunctionsAnswerAsTheMethodsTheyStandFor() {
    let r = CGRectMake(10, 20, 30, 40)
    #expect(r == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2))
    #expect(CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
    #expect([CGRectGetMinX(r), CGRectGetMidX(r), CGRectGetMaxX(r)] == [10, 25, 40])
    #expect([CGRectGetMinY(r), CGRectGetMidY(r), CGRectGetMaxY(r), CGRectGetWidth(r), CGRectGetHeight(r)] == [20, 40, 60, 30, 40])
    // A null rect is the identity of a union; no overlap is null.
    #expect(CGRectUnion(r, .null) == r)
    #expect(CGRectUnion(r, CGRectMake(0, 0, 1, 1)) == CGRectMake(0, 0, 40, 60))
    #expect(CGRectIsNull(CGRectIntersection(r, CGRectOffset(r, 100, 0))))
    #expect(CGRectInset(r, 5, 10) == CGRectMake(15, 30, 20, 20))
    #expect(CGRectIntegral(CGRectMake(0.5, 0.5, 1, 1)) == CGRectMake(0, 0, 2, 2))
    #expect(CGRectStandardize(CGRectMake(10, 10, -5, -5)) == CGRectMake(5, 5, 5, 5))
    #expect(CGRectContainsPoint(r, CGPointMake(25, 40)) && !CGRectContainsPoint(r, .zero))
    #expect(CGRectContainsRect(r, CGRectInset(r, 1, 1)) && CGRectIntersectsRect(r, CGRectOffset(r, 5, 5)))
    #expect(CGRectIsEmpty(CGRectMake(0, 0, 0, 5)) && CGRectIsInfinite(.infinite))
    #expect(CGRectEqualToRect(r, r) && CGPointEqualToPoint(.zero, .zero) && CGSizeEqualToSize(.zero, .zero))
  }
}
