import Flipbook

/// `DemoChart` over the grid of the post's GIF (`07_chart.gif`): seven
/// columns and four rows of faint lines on the dark background.
struct ChartDemo: View {
    var vector: AnimatableVector

    var body: some View {
        ZStack {
            ChartGrid(columns: 7, rows: 4).stroke(Color.white.opacity(0.17), lineWidth: 1)
            DemoChart(vector: vector)
        }
    }

    /// A smooth wave of `count` values in 0.1 ... 0.9 (fractions of the
    /// height from the top), the same for the same `seed`.
    static func wave(seed: UInt64, count: Int = 120) -> AnimatableVector {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        func random() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        let components = (0..<4).map { k in
            (amplitude: 0.06 + 0.1 * random(), frequency: 0.05 + 0.12 * random() * Double(k + 1), phase: 2 * .pi * random())
        }
        let level = 0.3 + 0.2 * random()
        let values = (0..<count).map { i -> Double in
            let y = components.reduce(level) { $0 + $1.amplitude * sin($1.frequency * Double(i) + $1.phase) }
            return min(max(y, 0.1), 0.9)
        }
        return AnimatableVector(with: values)
    }
}

/// Grid lines dividing the rectangle into `columns` × `rows` cells.
struct ChartGrid: Shape {
    var columns: Int
    var rows: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for column in 1..<max(columns, 1) {
            let x = (rect.width * CGFloat(column) / CGFloat(columns)).rounded() + 0.5
            path.move(to: CGPoint(x: x, y: 0))
            path.addLine(to: CGPoint(x: x, y: rect.height))
        }
        for row in 1..<max(rows, 1) {
            let y = (rect.height * CGFloat(row) / CGFloat(rows)).rounded() + 0.5
            path.move(to: CGPoint(x: 0, y: y))
            path.addLine(to: CGPoint(x: rect.width, y: y))
        }
        return path
    }
}
