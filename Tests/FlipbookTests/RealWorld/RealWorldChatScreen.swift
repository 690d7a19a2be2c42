@testable import Flipbook
import Foundation
import Testing

// A seventh real-world screen (see RealWorldScreenTests): a chat in a tab
// view — @AppStorage and @FocusState, ScrollViewReader over a LazyVStack
// with pinned headers, bubbles on the accent colour, a vertical-axis
// TextField with submit and input traits in a safe-area inset, a toolbar
// Menu, a tab badge, .tint.

struct ChatMessage: Identifiable { let id: Int; let text: String; let mine: Bool; let date: Date }

struct ChatScreen: View {
  @AppStorage("name") private var name = "Ada"
  @State private var draft = ""
  @State private var messages: [ChatMessage] = (0..<8).map { ChatMessage(id: $0, text: "Message \($0)", mine: $0 % 2 == 0, date: .now) }
  @FocusState private var focused: Bool
  @Namespace private var bottom

  var body: some View {
    TabView {
      NavigationStack {
        ScrollViewReader { proxy in
          ScrollView {
            LazyVStack(spacing: 8, pinnedViews: [.sectionHeaders]) {
              Section {
                ForEach(messages) { message in
                  HStack {
                    if message.mine { Spacer(minLength: 40) }
                    Text(message.text)
                      .padding(.horizontal, 12).padding(.vertical, 8)
                      .background(message.mine ? Color.accentColor : Color(.secondarySystemBackground),
                                  in: RoundedRectangle(cornerRadius: 18, style: .continuous))
                      .foregroundStyle(message.mine ? .white : .primary)
                    if !message.mine { Spacer(minLength: 40) }
                  }
                  .id(message.id)
                }
              } header: {
                Text(Date.now, format: .dateTime.weekday(.wide).hour().minute())
                  .font(.caption).foregroundStyle(.secondary)
                  .frame(maxWidth: .infinity)
                  .background(.bar)
              }
            }
            .padding(.horizontal)
          }
          .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
        }
        .safeAreaInset(edge: .bottom) {
          HStack {
            TextField("Message", text: $draft, axis: .vertical)
              .textFieldStyle(.roundedBorder)
              .focused($focused)
              .submitLabel(.send)
              .onSubmit { draft = "" }
              .textInputAutocapitalization(.sentences)
              .autocorrectionDisabled()
            Button { draft = "" } label: { Image(systemName: "arrow.up.circle.fill").font(.title) }
              .disabled(draft.isEmpty)
          }
          .padding()
          .background(.regularMaterial)
        }
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          Menu {
            Button("Mute", systemImage: "bell.slash") {}
            Button("Delete", systemImage: "trash", role: .destructive) {}
          } label: { Image(systemName: "ellipsis.circle") }
        }
      }
      .tabItem { Label("Chats", systemImage: "bubble.left.and.bubble.right") }
      .badge(3)
      Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
    }
    .tint(.indigo)
  }
}

@Suite struct RealWorldChatScreenTests {
  @Test func aChatInATabView() throws {
    try expectScreen(ChatScreen(), showing: ["Message 0", "Message 7", "Message", "Chats", "Settings"])
  }
}
