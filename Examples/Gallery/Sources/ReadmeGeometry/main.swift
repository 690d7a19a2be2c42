import FlipbookCore

var path = Path()
path.move(to: CGPoint(x: 0, y: 50))
// SwiftUI's convention: angles run from +x toward +y (clockwise on screen),
// and `clockwise: true` sweeps counter-clockwise on screen.
path.addArc(center: CGPoint(x: 0, y: 5), radius: 45,
            startAngle: .radians(.pi / 2), endAngle: .zero, clockwise: true)
print(path.boundingRect, path.description)
let icon = try Path(svgPathData: "M2 2 h20 v20 h-20 Z")
