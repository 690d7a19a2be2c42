import Combine
import Foundation

// A view model as real code writes it: `import Combine` alone, no SwiftUI.

/// A search box's model: the query debounced into the searched term.
final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var searched: [String] = []
  private var subscriptions = Set<AnyCancellable>()

  init(debounce: RunLoop.SchedulerTimeType.Stride) {
    $query
      .dropFirst()
      .debounce(for: debounce, scheduler: RunLoop.main)
      .removeDuplicates()
      .sink { [weak self] in self?.searched.append($0) }
      .store(in: &subscriptions)
  }
}

/// A counter fed by `assign(to:)`.
final class Ticker: ObservableObject {
  @Published var count = 0
  let source = PassthroughSubject<Int, Never>()

  init() { source.map { $0 * 10 }.assign(to: &$count) }
}
