import Foundation

/// A rectangle filling its frame.
nonisolated public struct Rectangle: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

  /// A rectangle inset by `amount`.
  nonisolated public struct _Inset: InsettableShape {
    public var amount: CGFloat
    public var animatableData: CGFloat {
      get { amount }
      set { amount = newValue }
    }
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by more: CGFloat) -> _Inset { _Inset(amount: amount + more) }
  }
}

/// A rectangle with rounded corners filling its frame. The default corner
/// style is `.continuous`, as in current SwiftUI.
nonisolated public struct RoundedRectangle: InsettableShape {
  /// The corners' width and height.
  public var cornerSize: CGSize
  /// Circular or continuous corners.
  public var style: RoundedCornerStyle

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public var animatableData: CGSize.AnimatableData {
    get { cornerSize.animatableData }
    set { cornerSize.animatableData = newValue }
  }

  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

  /// Insetting shrinks the corners by the same amount, keeping them concentric.
  public func inset(by amount: CGFloat) -> _Inset { _Inset(base: self, amount: amount) }

  /// A rounded rectangle inset by `amount`.
  nonisolated public struct _Inset: InsettableShape {
    public var base: RoundedRectangle
    public var amount: CGFloat
    public var animatableData: AnimatablePair<CGSize.AnimatableData, CGFloat> {
      get { AnimatablePair(base.animatableData, amount) }
      set { (base.animatableData, amount) = (newValue.first, newValue.second) }
    }
    public func path(in rect: CGRect) -> Path {
      let corner = CGSize(width: max(base.cornerSize.width - amount, 0), height: max(base.cornerSize.height - amount, 0))
      return Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerSize: corner, style: base.style)
    }
    public func inset(by more: CGFloat) -> _Inset { _Inset(base: base, amount: amount + more) }
  }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
nonisolated public struct Circle: InsettableShape {
  public init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }

  /// A square as wide as the proposal's shorter side (an unspecified side
  /// counts as 10), as SwiftUI's `Circle` answers since iOS 16: it does
  /// not take the whole space offered the way `Rectangle` does, so in a
  /// tall column a circle is as tall as the column is wide, and one offered
  /// no width takes no height either. Source: `Circle.sizeThatFits(_:)` in
  /// Apple's documentation (iOS 16+) and OpenSwiftUI's audit of it
  /// (`min(width, height)` of the proposal with unspecified sides replaced).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions()
    let side = min(size.width, size.height)
    return CGSize(width: side, height: side)
  }

  public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

  /// A circle inset by `amount`.
  nonisolated public struct _Inset: InsettableShape {
    public var amount: CGFloat
    public var animatableData: CGFloat {
      get { amount }
      set { amount = newValue }
    }
    public func path(in rect: CGRect) -> Path { Circle().path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by more: CGFloat) -> _Inset { _Inset(amount: amount + more) }
    /// A circle's size: a square of the proposal's shorter side.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { Circle().sizeThatFits(proposal) }
  }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: InsettableShape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

  /// An ellipse inset by `amount`.
  nonisolated public struct _Inset: InsettableShape {
    public var amount: CGFloat
    public var animatableData: CGFloat {
      get { amount }
      set { amount = newValue }
    }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by more: CGFloat) -> _Inset { _Inset(amount: amount + more) }
  }
}

/// A rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: InsettableShape {
  /// Circular or continuous ends (a continuous corner of half the shorter
  /// side has no room to smooth: both draw semicircles).
  public var style: RoundedCornerStyle

  /// A capsule; `.continuous` by default, as SwiftUI's `init(style:)`.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }

  public func inset(by amount: CGFloat) -> _Inset { _Inset(style: style, amount: amount) }

  /// A capsule inset by `amount`.
  nonisolated public struct _Inset: InsettableShape {
    public var style: RoundedCornerStyle
    public var amount: CGFloat
    public var animatableData: CGFloat {
      get { amount }
      set { amount = newValue }
    }
    public func path(in rect: CGRect) -> Path { Capsule(style: style).path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by more: CGFloat) -> _Inset { _Inset(style: style, amount: amount + more) }
  }
}

nonisolated extension Path: Shape {
  /// A path as a shape is drawn as it is, not fitted to the frame.
  public func path(in rect: CGRect) -> Path { self }
}

extension Path: Animatable {}
