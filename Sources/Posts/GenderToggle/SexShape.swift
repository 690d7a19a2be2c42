// Seed 000, "Custom controls in SwiftUI" (Pavel Zak), the final SexShape
// listing, unchanged but for the import. (The post's first listing uses
// `arrowShift` before defining it; the final one is the one that compiles.)
import Flipbook

struct SexShape: Shape {
    var arroweness: CGFloat// 0..1
    var stroke: CGFloat = 10
    
    var animatableData: CGFloat {
        get { arroweness }
        set { arroweness = newValue }
    }
    
    func path(in rect: CGRect) -> Path {
        return Path { path in
            let width = rect.width
            let height = rect.height
            let startx = (width-stroke)/2
            let circlePad = 3*stroke
            
            let arrowShift = arroweness*stroke // !!!
            
            path.addEllipse(in: CGRect(x: circlePad, y: circlePad, width: width-2*circlePad, height: height-2*circlePad))
            
            path.move(to: CGPoint(x: startx, y: height))
            
            path.addLines([
                // left
                CGPoint(x: startx, y: height-stroke+arrowShift), // !!!
                CGPoint(x: startx-stroke, y: height-stroke),
                CGPoint(x: startx-stroke, y: height-2*stroke),
                CGPoint(x: startx, y: height-2*stroke+arrowShift), // !!!
                CGPoint(x: startx, y: height-4*stroke),
                // right
                CGPoint(x: startx+stroke, y: height-4*stroke),
                CGPoint(x: startx+stroke, y: height-2*stroke+arrowShift), // !!!
                CGPoint(x: startx+2*stroke, y: height-2*stroke),
                CGPoint(x: startx+2*stroke, y: height-stroke),
                CGPoint(x: startx+stroke, y: height-stroke+arrowShift), // !!!
                CGPoint(x: startx+stroke, y: height),
                
                // and close
                CGPoint(x: startx, y: height)
            ])
        }
    }
}
