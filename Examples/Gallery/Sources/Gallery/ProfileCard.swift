#if canImport(SwiftUI)
import SwiftUI
#else
import Flipbook
#endif

/// A name and a role on a rounded card.
public struct ProfileCard: View {
  var name: String
  var role: String

  public init(name: String, role: String) {
    self.name = name
    self.role = role
  }

  public var body: some View {
    HStack(spacing: 12) {
      Circle()
        .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
        .frame(width: 44, height: 44)
        .overlay(Text(String(name.prefix(1))).font(.headline).foregroundColor(.white))
      VStack(alignment: .leading, spacing: 2) {
        Text(name).font(.headline)
        Text(role).font(.subheadline).foregroundColor(.secondary)
      }
      Spacer()
    }
    .padding()
    .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)))
    .padding()
  }
}

struct ProfileCard_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      ProfileCard(name: "Ada Lovelace", role: "Analyst")
        .previewDisplayName("Ada")
      ProfileCard(name: "Grace Hopper", role: "Rear admiral")
        .previewLayout(.fixed(width: 320, height: 100))
        .previewDisplayName("Grace, fixed")
    }
    .previewLayout(.sizeThatFits)
    .previewDevice("iPhone SE (3rd generation)")
  }
}

#Preview {
  ProfileCard(name: "Alan Turing", role: "Mathematician")
}
