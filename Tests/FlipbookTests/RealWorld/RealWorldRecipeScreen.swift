@testable import Flipbook
import Foundation
import Testing

// A sixth real-world screen (see RealWorldScreenTests): a recipe list in
// iOS 17's spellings — @Observable, a custom `Layout` of tag chips,
// `ViewThatFits`, `Grid`, navigation links in a list, row options,
// `.searchable`, toolbars, a safe-area inset, a sheet with detents.
struct Recipe: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var minutes: Int
  var tags: [String]
  var rating: Double
}

@Observable final class RecipeStore {
  var recipes: [Recipe] = [
    Recipe(name: "Avocado toast", minutes: 10, tags: ["breakfast", "vegan"], rating: 4.5),
    Recipe(name: "Shakshuka", minutes: 30, tags: ["eggs"], rating: 4.8),
    Recipe(name: "Pad thai", minutes: 25, tags: ["noodles", "spicy"], rating: 4.2),
  ]
  var favourites: Set<UUID> = []
}

struct TagCloud: Layout {
  var spacing: CGFloat = 6

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.width ?? 300
    var x: CGFloat = 0, y: CGFloat = 0, row: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x + size.width > width { x = 0; y += row + spacing; row = 0 }
      x += size.width + spacing
      row = max(row, size.height)
    }
    return CGSize(width: width, height: y + row)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var x = bounds.minX, y = bounds.minY, row: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x + size.width > bounds.maxX { x = bounds.minX; y += row + spacing; row = 0 }
      subview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
      x += size.width + spacing
      row = max(row, size.height)
    }
  }
}

struct RecipeRow: View {
  let recipe: Recipe
  let isFavourite: Bool

  var body: some View {
    HStack(alignment: .firstTextBaseline) {
      VStack(alignment: .leading, spacing: 4) {
        Text(recipe.name).font(.headline)
        TagCloud {
          ForEach(recipe.tags, id: \.self) { tag in
            Text(tag)
              .font(.caption2.weight(.semibold))
              .padding(.horizontal, 6).padding(.vertical, 2)
              .background(.tint.opacity(0.15), in: Capsule())
          }
        }
      }
      Spacer()
      ViewThatFits {
        Label("\(recipe.minutes) min", systemImage: "clock")
        Image(systemName: "clock")
      }
      .font(.subheadline)
      .foregroundStyle(.secondary)
      Image(systemName: isFavourite ? "heart.fill" : "heart")
        .foregroundStyle(isFavourite ? .red : .secondary)
        .contentTransition(.symbolEffect(.replace))
    }
    .swipeActions(edge: .trailing) {
      Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }
    }
  }
}

struct RecipeListScreen: View {
  @State private var store = RecipeStore()
  @State private var query = ""
  @State private var sort = 0
  @State private var showsSettings = false
  @Environment(\.horizontalSizeClass) private var sizeClass

  private var filtered: [Recipe] {
    let list = query.isEmpty ? store.recipes : store.recipes.filter { $0.name.localizedCaseInsensitiveContains(query) }
    return sort == 0 ? list.sorted { $0.name < $1.name } : list.sorted { $0.minutes < $1.minutes }
  }

  var body: some View {
    NavigationStack {
      List {
        Section {
          Picker("Sort", selection: $sort) {
            Text("Name").tag(0)
            Text("Time").tag(1)
          }
          .pickerStyle(.segmented)
          .listRowBackground(Color.clear)
        }
        Section("Recipes") {
          ForEach(filtered) { recipe in
            NavigationLink(value: recipe) {
              RecipeRow(recipe: recipe, isFavourite: store.favourites.contains(recipe.id))
            }
          }
        }
        Section {
          Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
            GridRow {
              Text("Total").gridColumnAlignment(.trailing)
              Text("\(store.recipes.count)")
            }
            GridRow {
              Text("Fastest")
              Text(store.recipes.map(\.minutes).min().map { "\($0) min" } ?? "–")
            }
          }
          .font(.footnote)
        } footer: {
          Text("Ratings from \(store.recipes.count) cooks").font(.footnote)
        }
      }
      .listStyle(.insetGrouped)
      .searchable(text: $query, prompt: "Search recipes")
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.self) { recipe in
        ScrollView {
          VStack(alignment: .leading, spacing: 12) {
            Text(recipe.name).font(.largeTitle.bold())
            Gauge(value: recipe.rating, in: 0...5) { Text("Rating") }
              .gaugeStyle(.accessoryLinearCapacity)
            ShareLink(item: recipe.name)
            Link("Source", destination: URL(string: "https://example.com")!)
          }
          .padding()
        }
        .scrollIndicators(.hidden)
        .navigationBarTitleDisplayMode(.inline)
      }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button { showsSettings = true } label: { Image(systemName: "gearshape") }
        }
        ToolbarItem(placement: .bottomBar) {
          Text("\(filtered.count) recipes").font(.caption)
        }
      }
      .safeAreaInset(edge: .bottom) {
        Text(sizeClass == .compact ? "Compact" : "Regular")
          .font(.caption)
          .frame(maxWidth: .infinity)
          .padding(8)
          .background(.ultraThinMaterial)
      }
      .sheet(isPresented: $showsSettings) {
        Form {
          Toggle("Metric units", isOn: .constant(true))
          Stepper("Servings: 2", value: .constant(2), in: 1...12)
          ProgressView(value: 0.4) { Text("Sync") }
        }
        .presentationDetents([.medium])
      }
      .task(id: query) { _ = query.count }
      .onChange(of: sort, initial: true) { _, _ in }
    }
  }
}

@Suite struct RealWorldRecipeScreenTests {
  @Test func aRecipeListInIOS17sSpellings() throws {
    try expectScreen(
      RecipeListScreen(), showing: ["RECIPES", "Avocado toast", "Pad thai", "Shakshuka", "Ratings from 3 cooks"])
  }
}
