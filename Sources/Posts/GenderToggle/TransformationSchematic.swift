import Flipbook

/// The post's "Shape transformation" figure (`06_transformation.gif`): the
/// cross of `SexShape` drawn as an outline with its vertices as dots. The
/// four vertices that `arroweness` moves turn from blue to red, then move
/// down one stroke, turning the cross into the arrow's head.
///
/// The vertices are `SexShape.path(in:)`'s (the post's listing), in a
/// rectangle whose bottom is 10 points above the figure's, then moved by
/// `placement` (the dots stay round).
struct TransformationSchematic: View {
    var arroweness: CGFloat
    var highlightsMovingPoints: Bool
    /// Where the vertices land: the identity draws the post's geometry.
    var placement: CGAffineTransform = .identity

    /// Colours measured from the GIF.
    static let blue = Color(red: 74 / 255, green: 180 / 255, blue: 253 / 255)
    static let red = Color(red: 237 / 255, green: 81 / 255, blue: 22 / 255)
    static let line = Color(white: 25 / 255)

    var body: some View {
        ZStack {
            CrossOutline(arroweness: arroweness, placement: placement).stroke(Self.line, lineWidth: 1)
            CrossVertices(arroweness: arroweness, placement: placement, moving: false).fill(Self.blue)
            CrossVertices(arroweness: arroweness, placement: placement, moving: true)
                .fill(highlightsMovingPoints ? Self.red : Self.blue)
        }
        .frame(width: 168, height: 170)
        .clipped()
    }
}

/// The cross's vertices, as in `SexShape` (stroke 50), with which of them
/// `arroweness` moves.
private func crossVertices(in rect: CGRect, arroweness: CGFloat) -> [(point: CGPoint, moves: Bool)] {
    let stroke: CGFloat = 50
    let height = rect.height - 10
    let startx = (rect.width - stroke) / 2
    let shift = arroweness * stroke
    return [
        (CGPoint(x: startx, y: height), false),
        (CGPoint(x: startx, y: height - stroke + shift), true),
        (CGPoint(x: startx - stroke, y: height - stroke), false),
        (CGPoint(x: startx - stroke, y: height - 2 * stroke), false),
        (CGPoint(x: startx, y: height - 2 * stroke + shift), true),
        (CGPoint(x: startx, y: height - 4 * stroke), false),
        (CGPoint(x: startx + stroke, y: height - 4 * stroke), false),
        (CGPoint(x: startx + stroke, y: height - 2 * stroke + shift), true),
        (CGPoint(x: startx + 2 * stroke, y: height - 2 * stroke), false),
        (CGPoint(x: startx + 2 * stroke, y: height - stroke), false),
        (CGPoint(x: startx + stroke, y: height - stroke + shift), true),
        (CGPoint(x: startx + stroke, y: height), false),
    ]
}

/// The cross's outline, closed.
private struct CrossOutline: Shape {
    var arroweness: CGFloat
    var placement: CGAffineTransform

    var animatableData: CGFloat {
        get { arroweness }
        set { arroweness = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addLines(crossVertices(in: rect, arroweness: arroweness).map { $0.point.applying(placement) })
        path.closeSubpath()
        return path
    }
}

/// Dots on the cross's vertices: the moving ones or the others.
private struct CrossVertices: Shape {
    var arroweness: CGFloat
    var placement: CGAffineTransform
    var moving: Bool

    var animatableData: CGFloat {
        get { arroweness }
        set { arroweness = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for vertex in crossVertices(in: rect, arroweness: arroweness) where vertex.moves == moving {
            let point = vertex.point.applying(placement)
            path.addEllipse(in: CGRect(x: point.x - 3.5, y: point.y - 3.5, width: 7, height: 7))
        }
        return path
    }
}
