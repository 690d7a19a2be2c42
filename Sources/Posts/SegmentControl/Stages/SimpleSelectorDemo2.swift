// Seed 001, the fifth stage (`simple_selector_demo2.gif`): the selector is
// offset to the selected item, `.animation(.linear(duration: 0.3), value:
// selection)`.
import Flipbook

struct SimpleSelectorDemo2: View {
  typealias ElementData = TabSegmentControlView.ElementData

  @Binding private var selection: Int
  @State private var segmentSize: CGSize = .zero
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
    ZStack {
      GeometryReader { geometry in
        Color.clear
          .onAppear {
            segmentSize = geometry.size
          }
      }
      .frame(maxWidth: .infinity, maxHeight: 1)

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
                .frame(width: selectedItemWidth)
                .offset(x: selectedItemHorizontalOffset(), y: 0)
                .animation(.linear(duration: 0.3), value: selection)
              Spacer(minLength: 0)
            }
          )
        }
      }
    }
    .background(tintColor)
  }

  private var selectedItemWidth: CGFloat {
    segmentSize.width / CGFloat(items.count)
  }

  private func selectedItemHorizontalOffset() -> CGFloat {
    CGFloat(selection) * selectedItemWidth
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
