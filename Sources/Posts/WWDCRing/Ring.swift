// The ring of wedges from WWDC19 "Building Custom Views with SwiftUI"
// (seed 003). The notes show `WedgeShape`, `RingView` and the transition
// but not the model; `Ring`, `Ring.Wedge` and `WedgeGeometry` are written
// here after the talk's sample (an `ObservableObject`, as the talk's
// `@EnvironmentObject` needs): a wedge has a width (fraction of the ring),
// a depth (how far it reaches out) and a hue, and the ring lays wedges end
// to end starting at 12 o'clock.
import Flipbook

final class Ring: ObservableObject {
    struct Wedge: Equatable {
        /// Fraction of the full turn, 0 ... 1.
        var width: Double
        /// How far out the wedge reaches, 0 (inner radius) ... 1 (outer).
        var depth: Double
        /// The wedge's hue, 0 ... 1.
        var hue: Double
        /// Where the wedge starts and ends, in turns (set by the ring).
        var start = 0.0
        var end = 0.0

        var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
            get { AnimatablePair(AnimatablePair(start, end), AnimatablePair(depth, hue)) }
            set {
                (start, end) = (newValue.first.first, newValue.first.second)
                (depth, hue) = (newValue.second.first, newValue.second.second)
            }
        }
    }

    @Published private(set) var wedges: [Int: Wedge] = [:]
    @Published private(set) var wedgeIDs: [Int] = []

    init(wedges: [Wedge]) {
        for (id, wedge) in wedges.enumerated() {
            self.wedges[id] = wedge
            wedgeIDs.append(id)
        }
        layOut()
    }

    /// A ring of eight wedges, the talk's look.
    static func sample() -> Ring {
        Ring(wedges: [
            Wedge(width: 0.10, depth: 0.55, hue: 0.00), Wedge(width: 0.16, depth: 0.90, hue: 0.08),
            Wedge(width: 0.08, depth: 0.40, hue: 0.16), Wedge(width: 0.14, depth: 0.75, hue: 0.33),
            Wedge(width: 0.12, depth: 1.00, hue: 0.47), Wedge(width: 0.10, depth: 0.60, hue: 0.58),
            Wedge(width: 0.18, depth: 0.85, hue: 0.70), Wedge(width: 0.12, depth: 0.50, hue: 0.83),
        ])
    }

    func deleteWedge(id: Int) {
        wedges[id] = nil
        wedgeIDs.removeAll { $0 == id }
        layOut()
    }

    /// Lays the wedges end to end, scaled to fill the turn.
    private func layOut() {
        let total = wedgeIDs.compactMap { wedges[$0]?.width }.reduce(0, +)
        var start = 0.0
        for id in wedgeIDs {
            guard var wedge = wedges[id] else { continue }
            wedge.start = start
            start += total > 0 ? wedge.width / total : 0
            wedge.end = start
            wedges[id] = wedge
        }
    }
}

/// The geometry of one wedge in a rectangle: centre, inner and outer radii,
/// start and end angles (0 turns is 12 o'clock, clockwise on screen).
struct WedgeGeometry {
    var cen: CGPoint
    var r0: CGFloat
    var r1: CGFloat
    var a0: Angle
    var a1: Angle
    var topRight: CGPoint

    init(_ wedge: Ring.Wedge, in rect: CGRect) {
        cen = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        r0 = radius * 0.3
        r1 = r0 + (radius - r0) * CGFloat(wedge.depth)
        a0 = Angle(radians: (wedge.start - 0.25) * 2 * .pi)
        a1 = Angle(radians: (wedge.end - 0.25) * 2 * .pi)
        topRight = CGPoint(x: cen.x + r1 * CGFloat(cos(a1.radians)), y: cen.y + r1 * CGFloat(sin(a1.radians)))
    }
}
