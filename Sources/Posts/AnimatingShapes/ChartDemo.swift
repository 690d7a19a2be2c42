import Flipbook

/// `DemoChart` as the post's GIF (`07_chart.gif`) shows it: a 308 × 154 pt
/// chart inset in its 316 × 160 canvas, over a grid of seven columns and
/// four rows of faint lines with a border.
///
/// The post gives the chart's code but not its data or its demo view, so
/// both were measured from the recording's 172 frames:
///
/// - Every frame's curve (the stroke's middle in each pixel column) is a
///   weighted sum of 21 waves of one family, ``wave(frequency:phase:)``,
///   to within 0.54 px RMS on every frame: a cosine of its own frequency
///   and phase under a half-sine envelope, its crests at 0.2 of the height
///   and its troughs at most 0.8 down.
/// - The weights follow SwiftUI's additive retargeting of one animation,
///   `.easeInOut(duration: 0.845)`, started at 20 instants about 0.3 s
///   apart (``changes``): the cumulative weight of each wave and its
///   successors is that curve started at the wave's instant (RMS 0.005;
///   `easeOut`, `easeIn`, `linear` and the 0.25/0.1/0.25/1 curve fit 2–3×
///   worse). The recording never rests after its first 80 ms.
struct ChartDemo: View {
    var vector: AnimatableVector

    var body: some View {
        ZStack {
            ChartGrid(columns: 7, rows: 4).stroke(Color.white.opacity(0.126), lineWidth: 1)
            DemoChart(vector: vector)
        }
        .frame(width: 308, height: 154)
        // The recording's grid lines are crisp single pixels, so its frame
        // starts half a pixel in.
        .offset(x: 0.5, y: 0.5)
    }

    /// The number of values in every wave: the recording's curve reaches
    /// the chart's right edge to within 1.5 px, which takes 200 points
    /// (the last at 199/200 of the width).
    static let count = 200

    /// One of the recording's waves: value `i` (a fraction of the height
    /// from the top) is `0.2 + 0.6 · sin(π u) · (1 − cos(2π · frequency · u
    /// + phase)) / 2` at `u = i / count`, the x the post's `AnimatableGraph`
    /// gives it.
    static func wave(frequency: Double, phase: Double) -> AnimatableVector {
        let values = (0..<count).map { i -> Double in
            let u = Double(i) / Double(count)
            return 0.2 + 0.6 * sin(.pi * u) * (1 - cos(2 * .pi * frequency * u + phase)) / 2
        }
        return AnimatableVector(with: values)
    }

    /// The wave the recording starts with, at rest for its first two frames.
    static let first = wave(frequency: 12.70, phase: -1.97)

    /// The recording's changes: when each new wave is set (seconds from the
    /// start) and its frequency (cycles across the chart) and phase
    /// (radians), measured as described above.
    static let changes: [(at: Double, frequency: Double, phase: Double)] = [
        (0.033, 17.59, 0.11), (0.225, 13.95, 0.73), (0.454, 18.60, 0.50), (0.739, 6.05, 2.14),
        (1.233, 14.18, 0.00), (1.504, 12.15, 1.34), (1.782, 8.68, 1.17), (2.261, 17.85, -2.29),
        (2.580, 11.75, -2.02), (2.875, 18.78, -0.19), (3.220, 11.37, 0.85), (3.688, 5.39, -2.39),
        (3.981, 15.17, 1.79), (4.211, 3.00, -0.90), (4.572, 16.28, 2.56), (4.857, 3.73, -3.10),
        (5.245, 20.33, 2.79), (5.582, 18.25, 2.78), (5.880, 21.33, -0.49), (6.191, 9.00, -0.14),
    ]

    /// The animation of every change.
    static let animation = Animation.easeInOut(duration: 0.845)
}

/// Lines dividing the rectangle into `columns` × `rows` cells, its border
/// included.
struct ChartGrid: Shape {
    var columns: Int
    var rows: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let columns = max(columns, 1)
        let rows = max(rows, 1)
        for column in 0...columns {
            let x = rect.minX + rect.width * CGFloat(column) / CGFloat(columns)
            path.move(to: CGPoint(x: x, y: rect.minY))
            path.addLine(to: CGPoint(x: x, y: rect.maxY))
        }
        for row in 0...rows {
            let y = rect.minY + rect.height * CGFloat(row) / CGFloat(rows)
            path.move(to: CGPoint(x: rect.minX, y: y))
            path.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        return path
    }
}
