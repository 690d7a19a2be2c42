import Flipbook

struct Switch: View {
  @Binding var isOn: Bool
  var body: some View {
    ZStack {
      Capsule().fill(isOn ? Color.green : Color.gray)
      Circle().fill(Color.white).padding(2).offset(x: isOn ? 13 : -13)
    }
    .frame(width: 60, height: 34)
    .onTapGesture { withAnimation(.spring) { isOn.toggle() } }
  }
}

let film = Film("switch", size: CGSize(width: 80, height: 40), scale: 2, fps: 30, state: false, script: [
  .wait(0.5), .tap(x: 40, y: 20),                       // runs the tap handler under the point
  .wait(1), .set(false, animation: .easeInOut(duration: 0.4)),
  .wait(1),
]) { $isOn in
  Switch(isOn: $isOn)
}
try film.writeGIF(to: URL(fileURLWithPath: "switch.gif"))        // streamed, atomic
try film.writeFrames(to: URL(fileURLWithPath: "switch-frames"))  // switch-0000.png …, all at once
try film.writePNG(at: 0.75, to: URL(fileURLWithPath: "mid.png")) // one moment
