import Flipbook

extension Film {
  /// The talk's three avocado-toast rows.
  enum AvocadoToastLayout: String {
    case plain = "row", baseline, midStar = "mid-star"
  }

  /// A still of one avocado-toast row as an iPhone list row shows it: 375
  /// points wide, 16-point margins, at 2×.
  static func avocadoToast(_ layout: AvocadoToastLayout) -> Film {
    Film(
      "avocado-toast-\(layout.rawValue)", summary: "A still: WWDC19's avocado-toast row (\(layout.rawValue))",
      size: CGSize(width: 375, height: 64), scale: 2, background: .white, fps: 30, script: []
    ) {
      Group {
        switch layout {
        case .plain: AvocadoToastRow()
        case .baseline: AvocadoToastBaselineRow()
        case .midStar: AvocadoToastMidStarRow()
        }
      }
      .padding(.horizontal, 16)
    }
  }
}
