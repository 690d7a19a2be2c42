// design.png: the post's design of the control, redrawn from the code the
// post builds: the bar in the post's tint with its top corners rounded,
// the navigation row (menu, title, search, news), and the segment items'
// icons with `SegmentSelectionShape` behind the selected one, at the
// design's 414 × 181 points. The selection is the post's own shape, so the
// design follows it when its code changes. The news icon is `doc.text`,
// the closest symbol Flipbook draws.
import Flipbook

struct SegmentDesign: View {
  /// The design's selected item.
  var selection = 1
  static let size = CGSize(width: 414, height: 181)
  /// The icons' row: four items across the bar, as in the design.
  static let itemWidth: CGFloat = 88
  static let rowInset: CGFloat = 31

  var body: some View {
    let tint = Film.Segment.tint
    VStack(spacing: 0) {
      HStack(spacing: 20) {
        Image(systemName: "line.3.horizontal").font(.system(size: 20))
        Spacer()
        Image(systemName: "magnifyingglass").font(.system(size: 20))
        Image(systemName: "doc.text").font(.system(size: 20))
      }
      .overlay(Text("Company").font(.system(size: 26)))
      .foregroundStyle(.white)
      .padding(.horizontal, 21)
      .frame(height: 48)
      .padding(.top, 52)
      HStack(spacing: 0) {
        ForEach(Film.Segment.items.indices, id: \.self) { index in
          Image(Film.Segment.items[index].imageName)
            .renderingMode(.template)
            .foregroundStyle(index == selection ? tint : .white)
            .frame(width: Self.itemWidth, height: 81)
            .offset(y: -11)
        }
      }
      .background(alignment: .leading) {
        SegmentSelectionShape()
          .fill(.white)
          .frame(width: Self.itemWidth * 0.78, height: 81)
          .offset(x: Self.itemWidth * (CGFloat(selection) + 0.11))
      }
      .padding(.horizontal, Self.rowInset)
    }
    .frame(width: Self.size.width, height: Self.size.height, alignment: .top)
    .background(tint, in: UnevenRoundedRectangle(topLeadingRadius: 30, topTrailingRadius: 30))
    .clipped()
  }
}

extension Film {
  /// `design.png`: 828 × 362 px (the post's SVG at 2×).
  static var segmentDesign: Film {
    Film("segment-design", summary: "A still: the control's design, with the post's SegmentSelectionShape (design.png)",
         size: SegmentDesign.size, scale: 2, background: .white, fps: 30, script: []) {
      SegmentDesign()
    }
  }
}
