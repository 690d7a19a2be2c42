// The scenes `Scripts/bench --debug` times in both build configurations
// (issue #46): views users render in golden tests, as a user writes them.
import Posts
import Encoders
@_spi(Instrumentation) import Flipbook
import Foundation

/// A settings card: eight rows of a symbol, a label, a spacer and a value
/// on a white rounded rectangle, shadowed or not (1260 × 916 px at 3×).
struct ShadowCard: View {
  var shadowed: Bool
  let rows = [
    ("wifi", "Wi-Fi", "Home"), ("antenna.radiowaves.left.and.right", "Bluetooth", "On"),
    ("airplane", "Airplane Mode", "Off"), ("bell.fill", "Notifications", "12"),
    ("speaker.wave.2.fill", "Sounds", "Chime"), ("moon.fill", "Focus", "Work"),
    ("hourglass", "Screen Time", "2h"), ("gear", "General", ""),
  ]

  var body: some View {
    VStack(spacing: 14) {
      ForEach(rows, id: \.1) { row in
        HStack {
          Image(systemName: row.0).foregroundColor(.blue)
          Text(row.1)
          Spacer()
          Text(row.2).foregroundColor(.secondary)
        }
      }
    }
    .padding(20)
    .background(RoundedRectangle(cornerRadius: 16).fill(Color.white))
    .modifier(CardShadow(shadowed: shadowed))
    .padding(24)
    .frame(width: 420, height: 305)
    .background(Color(white: 0.95))
  }
}

/// `.shadow(radius: 12)` in black at 20 %, or no modifier at all.
struct CardShadow: ViewModifier {
  var shadowed: Bool
  func body(content: Content) -> some View {
    if shadowed { content.shadow(color: Color.black.opacity(0.2), radius: 12) } else { content }
  }
}

/// A tall screen of text, list rows and images: 414 × 896 pt, 1242 × 2688 px at 3×.
struct TallScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Trips").font(.largeTitle.bold())
      Text("Everything you booked this year, with the photos you took along the way.")
        .font(.subheadline).foregroundColor(.secondary)
      HStack(spacing: 10) {
        ForEach(["mountain.2", "airplane", "car.fill"], id: \.self) { name in
          RoundedRectangle(cornerRadius: 12)
            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
            .frame(height: 90)
            .overlay(Image(systemName: name).font(.largeTitle).foregroundColor(.white))
        }
      }
      ForEach(0..<14, id: \.self) { i in
        HStack(spacing: 12) {
          Circle().fill(i % 2 == 0 ? Color.blue : Color.green).frame(width: 36, height: 36)
            .overlay(Image(systemName: "airplane").foregroundColor(.white))
          VStack(alignment: .leading, spacing: 2) {
            Text("Flight \(100 + i * 7)").font(.headline)
            Text("Lisbon → Reykjavík, \(i + 1) March").font(.footnote).foregroundColor(.secondary)
          }
          Spacer()
          Image(systemName: "chevron.right").foregroundColor(.secondary)
        }
        Divider()
      }
      Spacer(minLength: 0)
    }
    .padding(20)
    .frame(width: 414, height: 896)
    .background(Color.white)
  }
}

/// A settings form: sections of toggles, pickers, steppers and text fields.
struct SettingsForm: View {
  @State private var name = "Ada Lovelace"
  @State private var notifications = true
  @State private var sounds = false
  @State private var flavor = "Vanilla"
  @State private var count = 3

  var body: some View {
    Form {
      Section("Profile") {
        TextField("Name", text: $name)
        Toggle("Notifications", isOn: $notifications)
        Toggle("Sounds", isOn: $sounds)
      }
      Section("Order") {
        Picker("Flavor", selection: $flavor) {
          ForEach(["Vanilla", "Chocolate", "Strawberry"], id: \.self) { Text($0) }
        }
        Stepper("Scoops: \(count)", value: $count, in: 1...5)
      }
      Section(footer: Text("Changes are saved when you leave this screen.")) {
        Button("Reset") {}
      }
    }
    .frame(width: 390, height: 640)
  }
}

/// `--scenes [ROUNDS]`: the median milliseconds a render of each scene
/// takes, and each of the seven films of issue #20 played through
/// (resolve, layout, drawing, no encoding), one line each: "name ms".
func runScenes(rounds: Int) throws {
  func render<V: View>(_ name: String, _ view: V, scale: CGFloat) throws {
    var times: [Double] = []
    for _ in 0..<rounds {
      let renderer = ImageRenderer(content: view)
      renderer.scale = scale
      let start = DispatchTime.now().uptimeNanoseconds
      guard try renderer.render() != nil else { throw BenchmarkFailure.noImage(name) }
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    print(name, String(format: "%.1f", median(times)))
    // FLIPBOOK_SCENES_PNG=DIR: also write each scene's image there, to look at.
    if let folder = ProcessInfo.processInfo.environment["FLIPBOOK_SCENES_PNG"] {
      let renderer = ImageRenderer(content: view)
      renderer.scale = scale
      try renderer.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
    }
  }
  try render("card-shadow@3x", ShadowCard(shadowed: true), scale: 3)
  try render("card@3x", ShadowCard(shadowed: false), scale: 3)
  try render("tall-screen@3x", TallScreen(), scale: 3)
  // As a golden test takes it: rendered, encoded as PNG, the reference
  // decoded and the two compared byte for byte.
  var goldenTimes: [Double] = []
  for _ in 0..<rounds {
    let start = DispatchTime.now().uptimeNanoseconds
    let renderer = ImageRenderer(content: TallScreen())
    renderer.scale = 3
    guard let bitmap = try renderer.render() else { throw BenchmarkFailure.noImage("tall-screen") }
    let png = try PNGEncoder().encode(bitmap)
    let reference = try PNGDecoder().decode(png)
    guard reference.pixels == bitmap.pixels else { throw BenchmarkFailure.noImage("tall-screen round trip") }
    goldenTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  print("tall-screen-png@3x", String(format: "%.1f", median(goldenTimes)))
  try render("form@3x", SettingsForm(), scale: 3)
  let seven = ["gender-toggle", "transformation", "cutout-rectangle", "pie-chart", "chart", "play-pause", "wwdc-ring"]
  for name in seven {
    guard let film = Film.posts(named: name) else { throw BenchmarkFailure.noFilm(name) }
    var times: [Double] = []
    for _ in 0..<max(1, rounds / 2) {
      let start = DispatchTime.now().uptimeNanoseconds
      _ = try LargeStack.runOnGraphThread { try film._timeFrames() }
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    print("film:\(name)", String(format: "%.1f", median(times)))
  }
}

enum BenchmarkFailure: Error {
  case noImage(String)
  case noFilm(String)
}

/// `FLIPBOOK_PROFILE_SCENE=card-shadow`: render that scene 100 times (for a
/// profiler), print nothing.
func profileScene(_ name: String) throws {
  let scenes: [String: AnyView] = [
    "card-shadow": AnyView(ShadowCard(shadowed: true)), "card": AnyView(ShadowCard(shadowed: false)),
    "tall-screen": AnyView(TallScreen()), "form": AnyView(SettingsForm()),
  ]
  guard let view = scenes[name] else { throw BenchmarkFailure.noImage(name) }
  for _ in 0..<100 {
    let renderer = ImageRenderer(content: view)
    renderer.scale = 3
    _ = try renderer.render()
  }
}
