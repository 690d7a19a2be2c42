import Flipbook

struct Badge: View {
  var body: some View {
    HStack {
      Circle().fill(Color.orange).frame(width: 20, height: 20)
      Capsule().fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
        .frame(width: 60, height: 20)
    }
    .padding()
    .background(Color.white)
  }
}

let renderer = ImageRenderer(content: Badge().environment(\.colorScheme, .dark))
renderer.scale = 3
try renderer.write(to: URL(fileURLWithPath: "badge.png"))   // atomic; `renderer.bitmap` for pixels
