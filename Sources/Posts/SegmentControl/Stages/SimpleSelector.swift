// Seed 001, the third stage (`simple_selector.png`): a white `Rectangle`
// behind the items. In an `HStack` beside `Spacer(minLength: 0)` the
// rectangle takes the whole width (stacks size spacers last), so the picture
// is white but for the selected item's icon and title, drawn in the tint.
import Flipbook

struct SimpleSelector: View {
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
              .frame(height: 87)
          }
        }
        .background(
          HStack {
            Rectangle()
              .fill(.white)
            Spacer(minLength: 0)
          }
        )
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
            .animation(.default, value: selection)
            .padding(.horizontal, 16)
            .padding(.top, 8)
            .padding(.bottom, 3)

          ZStack {
            Text(items[index].title)
              .foregroundColor(tintColor)
              .opacity(selection == index ? 1 : 0 )

            Text(items[index].title)
              .foregroundColor(selectionColor)
              .opacity(selection == index ? 0 : 1)
          }
          .animation(.default, value: selection)
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
