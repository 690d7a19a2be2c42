// A view model as Apple's Scrumdinger tutorial writes one: Foundation
// alone, `ObservableObject`, `@Published` and `ListFormatter`. On iOS
// Foundation brings Combine; here the target's implicit imports (README)
// bring Combine and FlipbookFoundation.
import Foundation

public final class AttendeeStore: ObservableObject {
  @Published public var names: [String]

  public init(names: [String]) { self.names = names }

  /// "Cathy, Daisy, and Simon".
  public var attendeeString: String { ListFormatter.localizedString(byJoining: names) }
}
