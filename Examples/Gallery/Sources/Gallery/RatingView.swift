// Shared with an iOS app: the same file compiles against SwiftUI there and
// against Flipbook on Linux.
#if canImport(SwiftUI)
import SwiftUI
#else
import Flipbook
#endif

/// Five stars, `rating` of them filled.
public struct RatingView: View {
  @Binding var rating: Int
  var maximum = 5

  public init(rating: Binding<Int>) { _rating = rating }

  public var body: some View {
    HStack(spacing: 4) {
      ForEach(1...maximum, id: \.self) { index in
        Image(systemName: index <= rating ? "star.fill" : "star")
          .foregroundStyle(index <= rating ? Color.yellow : Color.gray)
          .onTapGesture { rating = index }
      }
    }
    .font(.title2)
  }
}

#Preview("Three stars", traits: .sizeThatFitsLayout) {
  @Previewable @State var rating = 3
  RatingView(rating: $rating)
    .padding()
}

#Preview("Dark", traits: .sizeThatFitsLayout) {
  RatingView(rating: .constant(4))
    .padding()
    .preferredColorScheme(.dark)
}
