// Seed 004's `PlayButton`, unchanged but for the import and the three
// accessibility lines (`.accessibility(label: isPlaying ? Text("Pause") :
// Text("Play"))`, `.accessibility(addTraits: .isButton)`,
// `.accessibilityAction { self.performTap() }`), which need `Text`: they
// come back with the text issue. The implicit `.animation(_:)` animates
// every tap's morph.
import Flipbook

struct PlayButton: View {
@State private var isPlaying = false
var action: () -> Void
var body: some View {
PlayPauseShape(isPlaying: isPlaying)
.animation(.easeInOut(duration: 0.3))
.contentShape(Rectangle())
.onTapGesture { self.performTap() }
}
private func performTap() {
isPlaying.toggle()
action()
}
}
