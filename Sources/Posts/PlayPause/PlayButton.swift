// Seed 004's `PlayButton` and its preview, exactly as published but for
// the import, its three accessibility lines included. The implicit
// `.animation(_:)` animates every tap's morph. The preview is golden-tested
// (PostsTests' generated preview tests).
import Flipbook

struct PlayButton: View {
@State private var isPlaying = false
var action: () -> Void
var body: some View {
PlayPauseShape(isPlaying: isPlaying)
.accessibility(label: isPlaying ? Text("Pause") : Text("Play"))
.accessibility(addTraits: .isButton)
.accessibilityAction { self.performTap() }
.animation(.easeInOut(duration: 0.3))
.contentShape(Rectangle())
.onTapGesture { self.performTap() }
}
private func performTap() {
isPlaying.toggle()
action()
}
}

struct PlayButton_Previews: PreviewProvider {
static var previews: some View {
PlayButton {
print("Hello World!")
}
.frame(width: 128, height: 128)
}
}
