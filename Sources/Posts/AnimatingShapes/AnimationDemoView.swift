// Seed 002, "Animating complex shapes in SwiftUI" (Pavel Zak), unchanged
// but for the import: the demo that pulses the cut-out corners forever.
import Flipbook

struct AnimationDemoView: View {
    @State var cornerRadius: CGFloat = 0.0

    var body: some View {
        CoutOutRectangle(cornerRadius: self.cornerRadius)
            .fill(Color.green)
            .onAppear{
                withAnimation (Animation.easeOut(duration: 0.4).repeatForever(autoreverses: true)){
                    self.cornerRadius = 20.0
                }
            }
    }
}
