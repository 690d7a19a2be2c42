/// How a path is filled, as in SwiftUI.
public struct FillStyle: Hashable, Sendable {
  /// `true` for the even-odd rule, `false` (the default) for non-zero winding.
  public var isEOFilled: Bool
  /// Whether edges are anti-aliased (the default) or hard.
  public var isAntialiased: Bool

  /// Creates a fill style: non-zero winding and anti-aliasing by default.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}
