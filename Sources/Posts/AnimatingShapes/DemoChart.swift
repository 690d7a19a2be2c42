// Seed 002, "Animating complex shapes in SwiftUI" (Pavel Zak), unchanged
// but for the import.
import Flipbook

let areaGradient = LinearGradient(gradient: Gradient(colors: [Color.red.opacity(0.1), Color.blue.opacity(0.4)]), startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 0, y: 1))
let lineGradient = LinearGradient(gradient: Gradient(colors: [Color.white, Color.orange]), startPoint: UnitPoint(x: 0, y: 0), endPoint: UnitPoint(x: 1, y: 0))


struct DemoChart: View {
    var vector: AnimatableVector
    
    var body: some View {
        let overlayLine = AnimatableGraph(controlPoints: self.vector, closedArea: false)
            .stroke(lineGradient, lineWidth: 3)
        return  AnimatableGraph(controlPoints: self.vector, closedArea: true)
                    .fill(areaGradient)
                    .overlay(overlayLine)
        
    }
}
