// Seed 001, the first stage: the items in a row on the tint, from the
// post's "full code for element" and the panel under it (`demo_v1.gif`).
// The selected item's icon and title are drawn in the tint, so they vanish
// into the background; the change is not animated yet. The title takes the
// post's "elements that must change tint" line, as the recording shows (the
// element listing already has the next stage's opacity on it).
import Flipbook

struct SegmentDemoV1: View {
  typealias ElementData = TabSegmentControlView.ElementData

  @Binding private var selection: Int
  private let items: [ElementData]
  private let tintColor: Color
  private let selectionColor: Color

  init(items: [ElementData], tintColor: Color, pickerColor: Color, selection: Binding<Int>) {
    self._selection = selection
    self.items = items
    self.tintColor = tintColor
    self.selectionColor = pickerColor
  }

  var body: some View {
    VStack(alignment: .center, spacing: 0) {
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          ForEach(0 ..< items.count, id: \.self) { index in
            segmentItemView(for: index)
              .frame(
                height: 87
              )
          }
        }
      }
    }
    .background(tintColor)
  }

  private func segmentItemView(for index: Int) -> some View {
    VStack {
      Spacer(minLength: 4)
      HStack {
        Spacer(minLength: 0)
        VStack(spacing: 1) {
          Image(items[index].imageName)
            .renderingMode(.template)
            .foregroundColor(selection == index ? tintColor : selectionColor)
            .padding(.horizontal, 16)
            .padding(.top, 8)
            .padding(.bottom, 3)
          Text(items[index].title)
            .foregroundColor(selection == index ? tintColor : selectionColor)
        }
        Spacer(minLength: 4)
      }
      Spacer(minLength: 0)
    }
    .increaseTapArea()
    .onTapGesture {
      self.selection = index
    }
  }
}
