// Seed 000, "Custom controls in SwiftUI", the final code, unchanged but for
// the import.
import Flipbook

enum Gender : Int, Codable{
    case boy
    case girl
}

struct GenderToggle: View {
    @Binding var gender: Gender
    
    let baseWidth: CGFloat = 50 // width of toggle
    let baseHeight: CGFloat = 30 // height of toggle
    let stroke: CGFloat = 6
    let gap: CGFloat = 2 // gap between the background and foreground
    
    var gradient = [Color("Pink"), Color.gray, Color("Blue")] // custom colors from assets

    var body: some View {
        let whiteButton = Circle()
                            .frame(width: baseHeight-2*gap - 2*stroke, height: baseHeight-2*gap - 2*stroke)
                            .offset(CGSize(width:gender == .boy ? 10 : -10, height:0))
                            .foregroundColor(.white)
        let rectangleOverlay = RoundedRectangle(cornerRadius: baseHeight/2)
            .fill(RadialGradient(gradient: Gradient(colors: [Color.black.opacity(0), Color.black.opacity(0.2)]), 
				center: UnitPoint(x: 0.5, y: 0.5), startRadius: 0, endRadius: baseWidth/2))
            .frame(width: baseWidth, height: baseHeight)
        
        return ZStack (){
            RoundedRectangle(cornerRadius: baseHeight/2)
                .fill(Color.secondary.opacity(0.5))
                .frame(width: baseWidth, height: baseHeight)
                .overlay(rectangleOverlay) // add color gradient over background
            
            SexShape(arroweness:  gender == .boy ? 1.0 : 0.0, stroke: stroke)
                .frame(width: baseHeight+6*stroke-2*gap, height: baseHeight+6*stroke-2*gap)
                .rotationEffect(Angle(degrees: gender == .boy ? -135 : 0))
                .offset(CGSize(width:gender == .boy ? 10 : -10, height:0))
                .foregroundColor(gender == .boy ? Color("Blue") : Color("Pink"))
                .overlay(whiteButton)
                
        }
        .frame(width: baseWidth, height: baseHeight)
        .onTapGesture {
            withAnimation() {
                if (self.gender == .boy) {
                    self.gender = .girl
                }
                else {
                    self.gender = .boy
                }
            }
        }
    }
}
