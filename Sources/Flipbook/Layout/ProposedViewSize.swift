import Foundation

/// The size a parent offers a child, as in SwiftUI: each dimension a
/// length, `nil` ("your ideal size"), 0 ("your minimum") or infinity ("your
/// maximum").
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or nil for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or nil for the ideal height.
  public var height: CGFloat?

  /// A proposal of the given dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// Asks for the ideal size in both dimensions.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with nil dimensions replaced (by 10 points, SwiftUI's default).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

/// The horizontal or vertical dimension, as in SwiftUI.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }

  var other: Axis { self == .horizontal ? .vertical : .horizontal }

  /// This axis as a set of one.
  var set: Set { self == .horizontal ? .horizontal : .vertical }
}

extension CGSize {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  init(_ axis: Axis, _ along: CGFloat, _ across: CGFloat) {
    self = axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }
}

extension CGPoint {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}
