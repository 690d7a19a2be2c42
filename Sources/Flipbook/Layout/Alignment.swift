import Foundation

/// A type whose value gives a default alignment guide, as in SwiftUI: the
/// way to define custom alignments such as seed 003's `midStarAndTitle`.
public protocol AlignmentID {
  /// The guide's value in a view of dimensions `context` with no explicit value.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The name of one alignment guide: its axis and its `AlignmentID` type.
struct AlignmentKey: Hashable {
  let id: ObjectIdentifier
  let axis: Axis
  let defaultValue: (ViewDimensions) -> CGFloat

  init(_ type: any AlignmentID.Type, axis: Axis) {
    id = ObjectIdentifier(type)
    self.axis = axis
    defaultValue = { type.defaultValue(in: $0) }
  }

  static func == (a: Self, b: Self) -> Bool { a.id == b.id && a.axis == b.axis }

  /// Whether this is `firstTextBaseline` or `lastTextBaseline`, which
  /// text gives explicit values.
  var isTextBaseline: Bool { self == VerticalAlignment.firstTextBaseline.key || self == VerticalAlignment.lastTextBaseline.key }
  /// Whether text gives this guide an explicit value: the baselines and
  /// the list-row separator's ends.
  var isTextGuide: Bool {
    isTextBaseline || self == HorizontalAlignment.listRowSeparatorLeading.key
      || self == HorizontalAlignment.listRowSeparatorTrailing.key
  }
  /// Whether this is `lastTextBaseline`: containers take it from their
  /// last child that has one, and the other guides from their first.
  var isLastTextBaseline: Bool { self == VerticalAlignment.lastTextBaseline.key }
  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(axis)
  }
}

/// An alignment along the horizontal axis (a vertical line), as in SwiftUI.
public struct HorizontalAlignment: Equatable {
  let key: AlignmentKey
  /// The alignment named by `id`.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
  init(key: AlignmentKey) { self.key = key }

  private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
  private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
  private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

  /// The left edge (Flipbook lays out left to right).
  public static let leading = HorizontalAlignment(Leading.self)
  /// The horizontal centre.
  public static let center = HorizontalAlignment(Center.self)
  /// The right edge.
  public static let trailing = HorizontalAlignment(Trailing.self)

  private enum SeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
  private enum SeparatorTrailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

  /// Where a list row's separator starts. Text gives it its leading edge,
  /// and a row takes its first text's (so a `Label`'s separator starts
  /// under the title, not the icon), as iOS 16+ does; a row without text
  /// starts it at its content inset. Set it with `alignmentGuide` to move
  /// it (`{ _ in 0 }` runs it from the row's content edge).
  public static let listRowSeparatorLeading = HorizontalAlignment(SeparatorLeading.self)
  /// Where a list row's separator ends: the row's trailing edge by default.
  public static let listRowSeparatorTrailing = HorizontalAlignment(SeparatorTrailing.self)
}

/// An alignment along the vertical axis (a horizontal line), as in SwiftUI.
public struct VerticalAlignment: Equatable {
  let key: AlignmentKey
  /// The alignment named by `id`.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
  init(key: AlignmentKey) { self.key = key }

  private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
  private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
  private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
  private enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
  private enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

  /// The top edge.
  public static let top = VerticalAlignment(Top.self)
  /// The vertical centre.
  public static let center = VerticalAlignment(Center.self)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(Bottom.self)
  /// The first line of text's baseline; a view without text uses its bottom.
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
  /// The last line of text's baseline; a view without text uses its bottom.
  public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A pair of horizontal and vertical alignments, as in SwiftUI.
public struct Alignment: Equatable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The size of a laid-out view and its alignment guides, as in SwiftUI.
public struct ViewDimensions {
  /// The width in points.
  public let width: CGFloat
  /// The height in points.
  public let height: CGFloat
  let explicit: (AlignmentKey) -> CGFloat?

  init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
    width = size.width
    height = size.height
    self.explicit = explicit
  }

  /// The guide's value: explicit if the view set one, else its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
  /// The guide's value: explicit if the view set one, else its default.
  public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
  /// The explicit value of a guide, if the view set one.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
  /// The explicit value of a guide, if the view set one.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

  subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(self) }
}

/// The old name of `CGFloat` in SwiftUI betas, which seed 003's custom
/// alignment uses (`-> Length`).
@available(*, deprecated, renamed: "CGFloat")
public typealias Length = CGFloat
