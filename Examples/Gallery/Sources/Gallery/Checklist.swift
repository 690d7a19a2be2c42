#if !canImport(SwiftUI)
import Flipbook

/// An iOS 17-style model and views, as Xcode's templates write them today:
/// an `@Observable` class owned by `@State`, handed down with
/// `.environment(_:)`, read back with `@Environment(Checklist.self)`, and
/// edited through `@Bindable` bindings. Only the import differs from the
/// SwiftUI original.
@Observable
final class Checklist {
  struct Item: Identifiable {
    let id: Int
    var title: String
    var done = false
  }

  var items: [Item] = [
    Item(id: 0, title: "Pack the charger"),
    Item(id: 1, title: "Water the plants", done: true),
    Item(id: 2, title: "Lock the door"),
  ]
  var showsDone = true

  var remaining: Int { items.filter { !$0.done }.count }
}

struct ChecklistView: View {
  @State private var checklist = Checklist()

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      ChecklistHeader()
      ChecklistRows()
    }
    .animation(.easeInOut(duration: 0.3), value: checklist.showsDone)
    .padding(12)
    .frame(width: 220, alignment: .leading)
    .background(.background, in: RoundedRectangle(cornerRadius: 12))
    .environment(checklist)
  }
}

struct ChecklistHeader: View {
  @Environment(Checklist.self) private var checklist

  var body: some View {
    @Bindable var checklist = checklist
    HStack {
      Text("\(checklist.remaining) to do").font(.headline)
      Spacer()
      Toggle("Done", isOn: $checklist.showsDone).labelsHidden()
    }
  }
}

struct ChecklistRows: View {
  @Environment(Checklist.self) private var checklist

  var body: some View {
    ForEach(checklist.items.filter { checklist.showsDone || !$0.done }) { item in
      HStack(spacing: 8) {
        Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
          .foregroundStyle(item.done ? Color.green : Color.secondary)
        Text(item.title).strikethrough(item.done)
      }
      .transition(.opacity)
    }
  }
}

#Preview("Checklist", traits: .sizeThatFitsLayout) {
  ChecklistView()
    .padding()
}
#endif
