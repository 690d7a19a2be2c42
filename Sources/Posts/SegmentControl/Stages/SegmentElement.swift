// Seed 001, the element (`element.png`): one item's icon over its title,
// `VStack(spacing: 1)`, with the padding the post gives the icon. The post's
// picture is Xcode's canvas with the two views selected; the blue borders
// stand in for its selection outlines.
import Flipbook

struct SegmentElement: View {
  let item: TabSegmentControlView.ElementData

  var body: some View {
    VStack(spacing: 1) {
      Image(item.imageName)
        .padding(.horizontal, 16)
        .padding(.top, 8)
        .padding(.bottom, 3)
        .border(Color.blue, width: 2 / 3)
      Text(item.title)
        .border(Color.blue, width: 2 / 3)
    }
  }
}
