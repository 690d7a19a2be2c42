import Flipbook

/// A pie of `WedgeShape`s (seed 002's "pie chart composed from several
/// wedges", whose code the post doesn't show): each fraction of the turn
/// is a wedge, laid end to end from 3 o'clock, clockwise on screen.
/// Changing the fractions animates every wedge's offset and width.
struct PieChart: View {
    var fractions: [Double]
    /// The GIF's colours: green, red, yellow.
    var colors = [Color(hex: 0x4FA862), Color(hex: 0xC55B4C), Color(hex: 0xC5AE33)]

    var body: some View {
        ZStack {
            ForEach(0..<fractions.count, id: \.self) { index in
                WedgeShape(angleOffset: self.offset(of: index), wedgeWidth: self.fractions[index] * 2 * .pi)
                    .fill(self.colors[index % self.colors.count])
            }
        }
    }

    /// Where wedge `index` starts, in radians.
    func offset(of index: Int) -> Double {
        fractions.prefix(index).reduce(0, +) * 2 * .pi
    }
}
