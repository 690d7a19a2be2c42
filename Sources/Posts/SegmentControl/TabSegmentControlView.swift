// Seed 001, "Segment control in SwiftUI", the full code for the component,
// byte-identical to the post's final listing after these header lines and
// the import (Scripts/check-segment-listing compares them).
import Flipbook

public struct TabSegmentControlView: View {
  public struct ElementData {
    let title: String
    let imageName: String
  }

  @Binding private var selection: Int
  @State private var segmentSize: CGSize = .zero
  @State private var itemTitleSizes: [CGSize] = []

  private let items: [ElementData]
  private let tintColor: Color
  private let selectionColor: Color

  public init(
    items: [ElementData],
    tintColor: Color,
    pickerColor: Color,
    selection: Binding<Int>
  ) {
    self._selection = selection
    self.items = Array(items)
    self.tintColor = tintColor
    self.selectionColor = pickerColor
    self._itemTitleSizes = State(initialValue: [CGSize](repeating: .zero, count: items.count)
    )
  }

  public var body: some View {
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
              SegmentSelectionShape()
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
    .onTapGesture { onItemTap(index: index) }
  }

  private func onItemTap(index: Int) {
    guard index < self.items.count else { return }
    self.selection = index
  }

  private func selectedItemHorizontalOffset() -> CGFloat {
    CGFloat(selection) * selectedItemWidth
  }
}

extension View {
  func increaseTapArea() -> some View {
    self.contentShape(Rectangle())
  }
}

struct SegmentSelectionShape: Shape {
  func path(in rect: CGRect) -> Path {

    let targetRectSideOffset = rect.width * 0.45
    let newRect: CGRect = .init(
      origin: .init(
        x: rect.origin.x - targetRectSideOffset,
        y: rect.origin.y
      ),
      size: .init(
        width: rect.width + targetRectSideOffset * 2,
        height: rect.height)
    )

    var path = Path()
    path.move(to: .init(x: newRect.origin.x, y: newRect.maxY))
    path.addArc(
      center: .init(
        x: newRect.origin.x,
        y: newRect.maxY-targetRectSideOffset
      ),
      radius: targetRectSideOffset,
      startAngle: .radians(.pi/2),
      endAngle: .radians(0),
      clockwise: true
    )
    path.addLine(
      to: .init(
        x: 0,
        y: newRect.maxY-targetRectSideOffset*2
      )
    )

    path.addArc(
      center: .init(
        x: targetRectSideOffset,
        y: targetRectSideOffset
      ),
      radius: targetRectSideOffset,
      startAngle: .radians(.pi),
      endAngle: .radians(3.0 * .pi/2),
      clockwise: false
    )

    path.addLine(
      to: .init(
        x: newRect.maxX - targetRectSideOffset * 2,
        y: 0
      )
    )

    path.addArc(
      center: .init(
        x: newRect.maxX - targetRectSideOffset * 2,
        y: targetRectSideOffset
      ),
      radius: targetRectSideOffset,
      startAngle: .radians(3.0 * .pi/2),
      endAngle: .radians(2.0 * .pi),
      clockwise: false
    )

    path.addLine(
      to: .init(
        x: newRect.maxX - targetRectSideOffset,
        y: newRect.maxY-targetRectSideOffset
      )
    )

    path.addArc(
      center: .init(
        x: newRect.maxX,
        y: newRect.maxY-targetRectSideOffset
      ),
      radius: targetRectSideOffset,
      startAngle: .radians(.pi),
      endAngle: .radians(.pi / 2.0),
      clockwise: true
    )

    path.addLine(to: .init(x: newRect.origin.x, y: newRect.maxY))

    return path
  }
}
