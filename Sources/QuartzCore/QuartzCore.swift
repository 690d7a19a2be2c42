// QuartzCore (Core Animation) on Linux: the layer and animation types code
// imports it for. They live in Flipbook's UIKit module (UIKit/CALayer.swift,
// CAShapeLayer.swift, CAAnimation.swift), whose views they back and whose
// snapshots draw them; this module names them, and Core Graphics, for a file
// that says `import QuartzCore`.
@_exported import CoreGraphics
@_exported import struct FlipbookCore.CATransform3D
@_exported import var FlipbookCore.CATransform3DIdentity
@_exported import func FlipbookCore.CATransform3DIsIdentity
@_exported import func FlipbookCore.CATransform3DEqualToTransform
@_exported import func FlipbookCore.CATransform3DConcat
@_exported import func FlipbookCore.CATransform3DMakeTranslation
@_exported import func FlipbookCore.CATransform3DMakeScale
@_exported import func FlipbookCore.CATransform3DMakeRotation
@_exported import func FlipbookCore.CATransform3DTranslate
@_exported import func FlipbookCore.CATransform3DScale
@_exported import func FlipbookCore.CATransform3DRotate
@_exported import func FlipbookCore.CATransform3DMakeAffineTransform
@_exported import class UIKit.CALayer
@_exported import class UIKit.CAShapeLayer
@_exported import class UIKit.CAGradientLayer
@_exported import class UIKit.CATextLayer
@_exported import class UIKit.CATransaction
@_exported import class UIKit.CAAnimation
@_exported import class UIKit.CAPropertyAnimation
@_exported import class UIKit.CABasicAnimation
@_exported import class UIKit.CAKeyframeAnimation
@_exported import class UIKit.CASpringAnimation
@_exported import class UIKit.CAAnimationGroup
@_exported import class UIKit.CATransition
@_exported import class UIKit.CAMediaTimingFunction
@_exported import struct UIKit.CACornerMask
@_exported import struct UIKit.CALayerCornerCurve
@_exported import struct UIKit.CALayerContentsGravity
@_exported import struct UIKit.CAShapeLayerFillRule
@_exported import struct UIKit.CAShapeLayerLineCap
@_exported import struct UIKit.CAShapeLayerLineJoin
@_exported import struct UIKit.CAGradientLayerType
@_exported import struct UIKit.CATextLayerAlignmentMode
@_exported import struct UIKit.CATextLayerTruncationMode
@_exported import struct UIKit.CAMediaTimingFunctionName
@_exported import struct UIKit.CAMediaTimingFillMode
@_exported import struct UIKit.CAAnimationCalculationMode
@_exported import struct UIKit.CATransitionType
@_exported import struct UIKit.CATransitionSubtype
@_exported import protocol UIKit.CALayerDelegate
@_exported import protocol UIKit.CAAction
@_exported import protocol UIKit.CAAnimationDelegate
@_exported import func UIKit.CACurrentMediaTime
@_exported import typealias UIKit.CFTimeInterval
