import Foundation

/// One subpath as drawn segments: where it starts, its segments (a closing
/// line included as the last segment when the subpath is closed and its end
/// is not already at the start), and whether it was closed.
struct Subpath {
  var start: CGPoint
  var segments: [Segment] = []
  var isClosed = false
  /// Whether the last segment is the closing line `closeSubpath` implies.
  var hasClosingLine = false
  /// Whether the subpath began implicitly after a close, not with a `move`.
  var isContinuation = false
}

extension Path {
  /// The path split into subpaths of segments. A lone `move` gives a subpath
  /// with no segments.
  var subpaths: [Subpath] {
    var result: [Subpath] = []
    var cursor = Cursor()
    for element in elements {
      let from = cursor.current ?? .zero
      switch element {
      case .move(let p):
        result.append(Subpath(start: p))
      case .line(let p):
        result[result.count - 1].segments.append(.line(from, p))
      case .quadCurve(let p, let c):
        result[result.count - 1].segments.append(.quad(from, c, p))
      case .curve(let p, let c1, let c2):
        result[result.count - 1].segments.append(.cubic(from, c1, c2, p))
      case .closeSubpath:
        let start = result[result.count - 1].start
        if from != start {
          result[result.count - 1].segments.append(.line(from, start))
          result[result.count - 1].hasClosingLine = true
        }
        result[result.count - 1].isClosed = true
        // Drawing after a close continues from the closed subpath's start.
        result.append(Subpath(start: start, isContinuation: true))
      }
      cursor.advance(over: element)
    }
    return result.filter { !$0.segments.isEmpty || !$0.isContinuation }
  }
}
