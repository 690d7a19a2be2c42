import Foundation

// MARK: - Wheels
//
// UIPickerView, and UIDatePicker in its wheel style, show their rows on a
// drum seen side on: 216 pt tall, rows 32 pt apart at the middle, the
// selected row in the middle on a band. A row `k` rows from the selected
// one sits at the angle θ = k · 32 / R round a drum of radius R = 110 pt
// (so the drum's rim, at ±90°, is at the wheel's edges): it is drawn
// `R · sin θ` from the middle, squeezed to `cos θ` of its height, and
// faded to 75 % of `cos θ` of its opacity; rows at 90° or more are behind
// the drum and not drawn. The band is `tertiarySystemFill`, 32 pt tall
// with radius 8, 8 pt in from the sides (one band across all of a date
// picker's columns). Flipbook's reading of iOS 17's pickers.
//
// A wheel at rest shows the selected row in the middle; a tap on another
// row selects it (iOS scrolls it to the middle), and the wheel redraws at
// rest about the new selection. A film can't spin a wheel.

/// One column of a wheel (see the essay above).
nonisolated struct WheelColumn: View {
  let rows: [AnyView]
  /// The index of the row in the middle (nil: none is; the first row is
  /// shown there).
  let selected: Int?
  /// How a row sits across the column.
  var alignment: Alignment = .center
  /// Whether the rows repeat round the drum (a date picker's months,
  /// hours and minutes do; a picker's options don't).
  var wraps = false
  let choose: (Int) -> Void

  /// The wheel's height.
  static let height: CGFloat = 216
  /// The distance between rows at the middle.
  static let rowHeight: CGFloat = 32
  /// The drum's radius.
  static let radius: CGFloat = 110

  /// The rows drawn: their indices and their angles.
  private var visible: [(index: Int, angle: Double)] {
    guard !rows.isEmpty else { return [] }
    let middle = min(max(selected ?? 0, 0), rows.count - 1)
    let reach = Int((Double.pi / 2) * Double(Self.radius / Self.rowHeight))
    var result: [(Int, Double)] = []
    for k in -reach...reach {
      var index = middle + k
      if wraps {
        // Each row at most once round the drum.
        if rows.count < 2 * reach + 1 && abs(k) > rows.count / 2 { continue }
        index = ((index % rows.count) + rows.count) % rows.count
      } else if !rows.indices.contains(index) {
        continue
      }
      let angle = Double(k) * Double(Self.rowHeight / Self.radius)
      if abs(angle) < .pi / 2 { result.append((index, angle)) }
    }
    return result
  }

  var body: some View {
    ZStack {
      ForEach(visible, id: \.index) { row in
        let squeeze = CGFloat(cos(row.angle))
        rows[row.index]
          .lineLimit(1)
          .frame(maxWidth: .infinity, alignment: alignment)
          .frame(height: Self.rowHeight)
          .contentShape(Rectangle())
          .onTapGesture { if row.angle != 0 { choose(row.index) } }
          .scaleEffect(x: 1, y: squeeze)
          .opacity(row.angle == 0 ? 1 : 0.75 * Double(squeeze))
          .offset(y: Self.radius * CGFloat(sin(row.angle)))
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: Self.height)
    .clipped()
  }
}

/// The band under a wheel's middle row (see the essay above).
nonisolated struct WheelBand: View {
  var body: some View {
    RoundedRectangle(cornerRadius: 8, style: .continuous)
      .fill(Color.semantic(.tertiarySystemFill))
      .frame(height: WheelColumn.rowHeight)
      .padding(.horizontal, 8)
  }
}
