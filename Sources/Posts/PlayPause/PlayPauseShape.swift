// Seed 004, the play/pause button tutorial: `pathPoints(width:height:)` and
// `path(in:)` are the tutorial's listings unchanged. The tutorial shows
// the shape's stored properties only in prose ("the value that is being
// interpolated here is the `shift` property"; `isPlaying`;
// `barWidthFraction`), so those lines are written here: shift 0 is the
// play triangle, 1 the pause bars, and each bar is 0.325 of the width, as
// measured from the tutorial's GIF (bars 120 px of a 371 px shape).
import Flipbook

struct PlayPauseShape: Shape {
var shift: CGFloat
let barWidthFraction: CGFloat = 0.325

init(isPlaying: Bool) {
shift = isPlaying ? 1 : 0
}

var animatableData: CGFloat {
get { shift }
set { shift = newValue }
}

private func pathPoints(width: CGFloat, height: CGFloat) -> [[CGPoint]] {
var points: [[CGPoint]] = [[]]
var left: [CGPoint] = []
var right: [CGPoint] = []
let pauseBarWidth = width * barWidthFraction
// Slope for top play line
let m = (height * 0.5)/width
// Y at the center of the play line
let centerY = (width * 0.5 * m) - (height * 0.5)
// Left side
// Top left
let leftPauseTopLeft = CGPoint(x: ((width * 0.5) - pauseBarWidth) * 0.5, y: 0.0)
let leftPlayTopLeft = CGPoint.zero
let leftDeltaTopLeft = leftPauseTopLeft - leftPlayTopLeft
left.append(leftPlayTopLeft + (leftDeltaTopLeft * shift))
// Top Right
let leftPauseTopRight = CGPoint(x:leftPauseTopLeft.x + pauseBarWidth, y: 0.0)
let leftPlayTopRight = CGPoint(x: width * 0.5, y: -centerY)
let leftDeltaTopRight = leftPlayTopRight - leftPauseTopRight
left.append(leftPlayTopRight - (leftDeltaTopRight * shift))
// Bottom Right
let leftPauseBottomRight = CGPoint(x: leftPauseTopRight.x, y: height)
let leftPlayBottomRight = CGPoint(x: width * 0.5, y: height + centerY)
let leftDeltaBottomRight = leftPlayBottomRight - leftPauseBottomRight
left.append(leftPlayBottomRight - (leftDeltaBottomRight * shift))
// Bottom Left
let leftPauseBottomLeft = CGPoint(x: (width * 0.5 - pauseBarWidth) * 0.5, y: height)
let leftPlayBottomLeft = CGPoint(x: 0.0, y: height)
let leftDeltaBottomLeft = leftPlayBottomLeft - leftPauseBottomLeft
left.append(leftPlayBottomLeft - (leftDeltaBottomLeft * shift))
points.append(left)
// Right side
// Top Left
let rightPauseTopLeft = CGPoint(x: leftPauseTopLeft.x + width * 0.5, y: leftPauseTopLeft.y)
let rightPlayTopLeft = CGPoint(x: width * 0.5, y: -centerY)
let rightDeltaTopLeft = rightPlayTopLeft - rightPauseTopLeft
right.append( rightPlayTopLeft - (rightDeltaTopLeft * shift))
// Top Right
let rightPauseTopRight = CGPoint(x: rightPauseTopLeft.x + pauseBarWidth, y: rightPauseTopLeft.y)
let rightPlayTopRight = CGPoint(x: width, y: height * 0.5)
let rightDeltaTopRight = rightPlayTopRight - rightPauseTopRight
right.append( rightPlayTopRight - (rightDeltaTopRight * shift))
// Bottom Right
let rightPauseBottomRight = CGPoint(x: rightPauseTopRight.x, y: height)
let rightPlayBottomRight = rightPlayTopRight
let rightDeltaBottomRight = rightPlayBottomRight - rightPauseBottomRight
right.append( rightPlayBottomRight - (rightDeltaBottomRight * shift))
// Bottom Left
let rightPauseBottomLeft = CGPoint(x: rightPauseTopLeft.x, y: height)
let rightPlayBottomLeft = CGPoint(x: rightPlayTopLeft.x, y: height + centerY)
let rightDeltaBottomLeft = rightPlayBottomLeft - rightPauseBottomLeft
right.append(rightPlayBottomLeft - (rightDeltaBottomLeft * shift))
points.append(right)
return points
}

func path(in rect: CGRect) -> Path {
var path = Path()
let allPoints = self.pathPoints(width: rect.size.width,
height: rect.size.height)
for points in allPoints {
guard let startPoint = points.first else {
continue
}
path.move(to: startPoint)
for i in 1..<points.count {
let point = points[i]
path.addLine(to: point)
}
path.closeSubpath()
}
return path
}
}
