@testable import Flipbook
import Foundation
import Testing

// Screens written as SwiftUI apps write them, each using a spread of the
// everyday API (lists with pickers and badges, sheets and dialogs, apps
// and scenes, iOS 13's alerts, iOS 17's observation, scroll behaviours,
// symbol effects, UIKit's colours): they must compile against Flipbook
// unchanged, and render.

extension Color {
  init(hex: UInt32) {
    self.init(.sRGB, red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255, blue: Double(hex & 0xff) / 255, opacity: 1)
  }
}

enum RealWorld {

  struct Entry: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var done: Bool
    var date: Date
  }

  final class Probe1Store: ObservableObject {
    @Published var items: [Entry] = []
    @Published var query = ""
    func refresh() async {}
  }

  struct Probe1View: View {
    @StateObject private var store = Probe1Store()
    @State private var showingAdd = false
    @State private var selected: Entry?
    @State private var confirm = false
    @State private var date = Date()
    @State private var color = Color.red
    @State private var progress = 0.4

    var filtered: [Entry] {
      store.query.isEmpty ? store.items : store.items.filter { $0.name.localizedCaseInsensitiveContains(store.query) }
    }

    var body: some View {
      NavigationStack {
        List {
          ForEach(filtered) { item in
            HStack {
              Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(item.done ? .green : .secondary)
              VStack(alignment: .leading) {
                Text(item.name).font(.headline)
                Text(item.date, style: .date).font(.caption).foregroundStyle(.secondary)
              }
              Spacer()
            }
            .contentShape(Rectangle())
            .onTapGesture { selected = item }
            .swipeActions { Button("Delete", role: .destructive) {} }
            .contextMenu { Button("Rename") {} }
          }
          .onDelete { _ in }
          Section("Settings") {
            DatePicker("Due", selection: $date, displayedComponents: .date)
            ColorPicker("Tint", selection: $color)
            Gauge(value: progress) { Text("Progress") }
            ProgressView(value: progress)
          }
        }
        .searchable(text: $store.query, prompt: "Search")
        .refreshable { await store.refresh() }
        .navigationTitle("Items")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button { showingAdd = true } label: { Image(systemName: "plus") }
          }
        }
        .sheet(isPresented: $showingAdd) { Text("Add") }
        .sheet(item: $selected) { item in Text(item.name) }
        .confirmationDialog("Sure?", isPresented: $confirm) { Button("Yes") {} }
        .badge(3)
        .redacted(reason: .placeholder)
        .help("Items")
      }
    }
  }


  struct ProbeApp: App {
    var body: some Scene {
      WindowGroup { Probe2View() }
    }
  }

  struct Msg: Identifiable { let id: Int; let text: String }

  struct Probe2View: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.openURL) private var openURL
    @Namespace private var ns
    @State private var expanded = false
    @State private var alertItem: Msg?
    @State private var showSheet = false
    @State private var selection = 0
    let columns = [GridItem(.adaptive(minimum: 80)), GridItem(.flexible())]

    var body: some View {
      NavigationView {
        ScrollViewReader { proxy in
          ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
              ForEach(0..<10) { i in
                RoundedRectangle(cornerRadius: 12)
                  .fill(Color.blue.gradient)
                  .frame(height: 80)
                  .id(i)
                  .matchedGeometryEffect(id: i, in: ns)
              }
            }
            .padding()
            Link("Apple", destination: URL(string: "https://apple.com")!)
            AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
              image.resizable().scaledToFit()
            } placeholder: {
              ProgressView()
            }
            .frame(width: 100, height: 100)
            AsyncImage(url: URL(string: "https://example.com/b.png"))
            Button("Top") { withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { proxy.scrollTo(0, anchor: .top) } }
          }
        }
        .navigationBarTitle("Probe", displayMode: .inline)
        .alert(item: $alertItem) { item in
          Alert(title: Text(item.text), message: Text("msg"), dismissButton: .default(Text("OK")))
        }
        .actionSheet(isPresented: $showSheet) {
          ActionSheet(title: Text("Pick"), buttons: [.default(Text("A")) {}, .destructive(Text("B")), .cancel()])
        }
        .toolbar {
          ToolbarItemGroup(placement: .bottomBar) {
            Button("A") {}
            Spacer()
            Button("B") {}
          }
        }
        .onChange(of: scenePhase) { _ in }
      }
      .navigationViewStyle(.stack)
      .font(.system(.title, design: .rounded))
      .fontWeight(.bold)
      .tint(.purple)
      .preferredColorScheme(.dark)
    }
  }


  @Observable final class Counter3 { var n = 0 }

  struct Probe3View: View {
    @State private var counter = Counter3()
    @State private var page = 0
    @AppStorage("name") private var name = "x"
    @SceneStorage("tab") private var tab = 0
    var body: some View {
      NavigationSplitView {
        List(0..<3, id: \.self) { Text("\($0)") }
      } detail: {
        VStack {
          ViewThatFits {
            HStack { Text("Wide layout") ; Text("more") }
            Text("Narrow")
          }
          let layout = page == 0 ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
          layout {
            Text("A"); Text("B")
          }
          Text("**Bold** and _italic_")
          Text(counter.n, format: .number)
            .contentTransition(.numericText())
            .sensoryFeedback(.success, trigger: counter.n)
          Image(systemName: "star.fill")
            .symbolEffect(.bounce, value: counter.n)
          Button("Add") { counter.n += 1 }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .buttonBorderShape(.capsule)
          Label("Pin", systemImage: "pin").labelStyle(.iconOnly)
          ScrollView(.horizontal) {
            LazyHStack { ForEach(0..<5) { Color.red.frame(width: 50, height: 50).id($0) } }
              .scrollTargetLayout()
          }
          .scrollTargetBehavior(.paging)
          .scrollIndicators(.hidden)
          .contentMargins(.horizontal, 20, for: .scrollContent)
          .safeAreaPadding(.horizontal, 10)
          Rectangle().fill(Color(.systemGray6)).frame(height: 10)
          Rectangle().fill(Color(uiColor: .secondarySystemBackground)).frame(width: UIScreen.main.bounds.width / 2, height: 4)
        }
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
        .onOpenURL { _ in }
        .inspector(isPresented: .constant(false)) { Text("Inspector") }
        .phaseAnimator([0, 1]) { content, phase in content.opacity(phase == 0 ? 1 : 0.5) }
      }
    }
  }


  struct Probe4Row: Identifiable, Hashable { let id: Int; var title: String; var fav: Bool }

  final class Probe4Store: ObservableObject {
    @Published var rows: [Probe4Row] = (0..<5).map { Probe4Row(id: $0, title: "Row \($0)", fav: $0 % 2 == 0) }
    @Published var path = NavigationPath()
  }

  struct Probe4View: View {
    @StateObject private var store = Probe4Store()
    @State private var editMode: EditMode = .inactive
    @State private var selection = Set<Int>()
    @State private var text = ""
    @FocusState private var focused: Bool
    @Environment(\.editMode) private var envEditMode
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
      NavigationStack(path: $store.path) {
        List(selection: $selection) {
          ForEach($store.rows) { $row in
            NavigationLink(value: row) {
              HStack {
                Toggle(isOn: $row.fav) { Text(row.title) }
                  .toggleStyle(.button)
                Spacer()
                Text(row.fav ? "★" : "☆").monospacedDigit()
              }
            }
          }
          .onMove { store.rows.move(fromOffsets: $0, toOffset: $1) }
          .onDelete { store.rows.remove(atOffsets: $0) }
          Section {
            TextField("Name", text: $text, axis: .vertical)
              .lineLimit(3...5)
              .focused($focused)
              .submitLabel(.done)
              .textInputAutocapitalization(.words)
              .keyboardType(.emailAddress)
          } header: {
            Text("Details")
          } footer: {
            Text("Footer")
          }
          DisclosureGroup("More") { Text("Hidden") }
        }
        .listStyle(.insetGrouped)
        .environment(\.editMode, $editMode)
        .navigationDestination(for: Probe4Row.self) { row in Text(row.title) }
        .toolbar {
          ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
          ToolbarItem(placement: .principal) { Text("Title").font(.headline) }
          ToolbarItem(placement: .keyboard) { Button("Done") { focused = false } }
        }
        .navigationTitle("Probe 4")
        .navigationBarTitleDisplayMode(.large)
        .overlay(alignment: .bottom) {
          if store.rows.isEmpty { ContentUnavailableView.search(text: text) }
        }
        .onAppear { UIApplicationProbe.noop() }
        .animation(.snappy, value: store.rows)
        .transaction { $0.animation = nil }
      }
    }
  }

  enum UIApplicationProbe { static func noop() {} }

  struct Probe5View: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var value = 3.0
    @State private var steps = 2
    @State private var choice = 0
    @State private var offset = CGSize.zero
    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          HStack(alignment: .firstTextBaseline) {
            Text("Title").font(.custom("Avenir", size: 24))
            Text(AttributedString("attributed"))
            Text(.init("**md** text"))
          }
          Image(systemName: "cloud.sun.fill")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.orange, .blue)
            .font(.system(size: 40))
          Slider(value: $value, in: 0...10, step: 1) { Text("Value") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
          Stepper(value: $steps, in: 0...10, step: 2) { Text("Steps \(steps)") }
          Picker(selection: $choice, label: Text("Pick")) {
            Text("A").tag(0); Text("B").tag(1)
          }
          .pickerStyle(.wheel)
          Picker("Inline", selection: $choice) { Text("A").tag(0) }.pickerStyle(.inline)
          RoundedRectangle(cornerRadius: 8)
            .fill(LinearGradient(gradient: Gradient(colors: [Color(hex: 0xff8800), .pink]), startPoint: .top, endPoint: .bottom))
            .frame(height: 40)
            .shadow(radius: 5)
            .offset(offset)
            .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
            .onTapGesture(count: 2) { presentationMode.wrappedValue.dismiss() }
          Text("Long text").lineLimit(nil).multilineTextAlignment(.center)
            .animation(.default)
            .rotationEffect(.degrees(5))
            .scaleEffect(x: 1.1, y: 0.9, anchor: .center)
            .clipShape(.rect(cornerRadius: 12))
            .accentColor(.red)
        }
        .padding()
      }
      .edgesIgnoringSafeArea(.all)
      .navigationBarHidden(true)
    }
  }

}

/// Renders a real-world screen at the iPhone 15's 390 × 844 pt and checks
/// what it shows: each of `labels` is laid out on the screen (an
/// accessibility element inside the canvas: text, symbols, controls'
/// titles), in the order given (top to bottom, then leading to trailing),
/// and the image is not a blank page.
func expectScreen<V: View>(
  _ view: V, showing labels: [String], sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let renderer = ImageRenderer(content: view)
  renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
  let bitmap = try #require(try renderer.render(), sourceLocation: sourceLocation)
  #expect(bitmap.width == 390 && bitmap.height == 844, sourceLocation: sourceLocation)
  let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  let shown = renderer.accessibilityElements.filter { screen.intersects($0.frame) && !$0.frame.isEmpty }
  var previous: CGRect?
  for label in labels {
    guard let element = shown.first(where: { $0.label == label }) else {
      Issue.record("'\(label)' is not on the screen (shown: \(shown.map(\.label)))", sourceLocation: sourceLocation)
      continue
    }
    if let previous {
      let after = element.frame.minY >= previous.minY - 1 || element.frame.minX > previous.maxX
      #expect(after, "'\(label)' at \(element.frame) comes before the label above it at \(previous)", sourceLocation: sourceLocation)
    }
    previous = element.frame
  }
  // Not a blank page: at least 0.2 % of the pixels differ from the
  // top-left corner's colour (the screen's background).
  let corner = Array(bitmap.pixels[0..<4])
  var differing = 0
  for i in stride(from: 0, to: bitmap.pixels.count, by: 4)
  where zip(bitmap.pixels[i..<(i + 4)], corner).contains(where: { abs(Int($0) - Int($1)) > 16 }) { differing += 1 }
  #expect(differing * 500 > bitmap.width * bitmap.height, "only \(differing) pixels differ from the background", sourceLocation: sourceLocation)
}

@Suite struct RealWorldScreenTests {
  @Test func aListScreenWithPickersAndPresentations() throws {
    try expectScreen(RealWorld.Probe1View(), showing: ["Items", "Search"])
  }
  @Test func anAppWithIOS13Presentations() throws {
    #expect(RealWorld.ProbeApp().body.windowRoots.count == 1)
    try expectScreen(RealWorld.Probe2View(), showing: ["Probe", "Apple"])
  }
  @Test func anIOS17Screen() throws { try expectScreen(RealWorld.Probe3View(), showing: ["0", "1", "2"]) }
  @Test func anEditableListOverBindings() throws {
    try expectScreen(RealWorld.Probe4View(), showing: ["Row 0", "Row 4", "DETAILS", "Name", "Footer"])
  }
  @Test func aScreenInIOS13sSpellings() throws {
    try expectScreen(RealWorld.Probe5View(), showing: ["Title", "Steps 2", "Long text"])
  }
}
