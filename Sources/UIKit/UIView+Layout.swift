import CoreGraphics
import Foundation

// Constraints and autoresizing placing subviews (see NSLayoutConstraint.swift
// for what the solver does and leaves).

/// How a view resizes with its superview, as UIKit's `UIView.AutoresizingMask`.
extension UIView {
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}

extension UIView: LayoutItem {
  var owningView: UIView? { self }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  /// The constraints installed on this view.
  public var constraints: [NSLayoutConstraint] { installedConstraints }
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

  /// The view's safe area: its insets' rectangle.
  public var safeAreaLayoutGuide: UILayoutGuide { guide(\.safeAreaGuideStorage) { [unowned self] in safeAreaInsets } }
  /// The view's margins: its layout margins' rectangle.
  public var layoutMarginsGuide: UILayoutGuide {
    guide(\.marginsGuideStorage) { [unowned self] in
      UIEdgeInsets(
        top: layoutMargins.top, left: layoutMargins.left, bottom: layoutMargins.bottom, right: layoutMargins.right)
    }
  }
  /// The view's readable content rectangle (its margins here).
  public var readableContentGuide: UILayoutGuide { layoutMarginsGuide }

  private func guide(_ storage: ReferenceWritableKeyPath<UIView, UILayoutGuide?>, insets: @escaping () -> UIEdgeInsets)
    -> UILayoutGuide
  {
    if let guide = self[keyPath: storage] { return guide }
    let guide = UILayoutGuide()
    guide.owningView = self
    guide.insets = insets
    self[keyPath: storage] = guide
    return guide
  }

  /// Adds a guide of yours (its rectangle is the view's bounds).
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView = self
    layoutGuides.append(guide)
  }

  public func insertSubview(_ view: UIView, at index: Int) {
    addSubview(view)
    moveSubview(view, to: index)
  }
  public func bringSubviewToFront(_ view: UIView) { moveSubview(view, to: subviews.count - 1) }
  public func sendSubviewToBack(_ view: UIView) { moveSubview(view, to: 0) }

  /// The frame's centre.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

  /// Places the subviews (constraints for those that don't translate their
  /// autoresizing mask, the mask for those that do), then theirs.
  func layoutSubviewsNow() {
    layoutSubviews()
    layerIfMade?.layoutSublayers()
    for view in subviews { view.layoutSubviewsNow() }
  }

  /// Places the direct subviews by their autoresizing masks and
  /// constraints: what `UIView.layoutSubviews()` does unless overridden.
  func placeSubviews() {
    let resizedFrom = lastLayoutSize ?? bounds.size
    lastLayoutSize = bounds.size
    for view in subviews where view.translatesAutoresizingMaskIntoConstraints {
      view.frame = view.autoresized(from: resizedFrom, to: bounds.size)
    }
    ConstraintSolver(superview: self).solve()
  }

  /// The frame the mask gives when the superview goes from `old` to `new`.
  func autoresized(from old: CGSize, to new: CGSize) -> CGRect {
    var frame = self.frame
    func share(_ flexible: [Bool], _ delta: CGFloat) -> [CGFloat] {
      let count = flexible.filter { $0 }.count
      return flexible.map { $0 && count > 0 ? delta / CGFloat(count) : 0 }
    }
    let dx = new.width - old.width, dy = new.height - old.height
    if dx != 0 {
      let parts = share(
        [autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
         autoresizingMask.contains(.flexibleRightMargin)], dx)
      frame.origin.x += parts[0]
      frame.size.width = max(frame.size.width + parts[1], 0)
    }
    if dy != 0 {
      let parts = share(
        [autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
         autoresizingMask.contains(.flexibleBottomMargin)], dy)
      frame.origin.y += parts[0]
      frame.size.height = max(frame.size.height + parts[1], 0)
    }
    return frame
  }
}

/// The constraints of one superview's subviews, solved (see
/// NSLayoutConstraint.swift).
struct ConstraintSolver {
  let superview: UIView

  private enum Part { case minimum, maximum, center, length }

  private static func part(_ attribute: NSLayoutConstraint.Attribute) -> (vertical: Bool, Part)? {
    switch attribute {
    case .left, .leading, .leftMargin, .leadingMargin: return (false, .minimum)
    case .right, .trailing, .rightMargin, .trailingMargin: return (false, .maximum)
    case .centerX, .centerXWithinMargins: return (false, .center)
    case .width: return (false, .length)
    case .top, .topMargin: return (true, .minimum)
    case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: return (true, .maximum)
    case .centerY, .centerYWithinMargins: return (true, .center)
    case .height: return (true, .length)
    case .notAnAttribute: return nil
    }
  }

  private static func value(_ part: Part, vertical: Bool, of rect: CGRect) -> CGFloat {
    switch part {
    case .minimum: return vertical ? rect.minY : rect.minX
    case .maximum: return vertical ? rect.maxY : rect.maxX
    case .center: return vertical ? rect.midY : rect.midX
    case .length: return vertical ? rect.height : rect.width
    }
  }

  func solve() {
    let placed = superview.subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
    guard !placed.isEmpty else { return }
    var pool = superview.installedConstraints
    for view in superview.subviews { pool += view.installedConstraints }
    let equalities = pool.filter { $0.relation == .equal }
    var known: [ObjectIdentifier: CGRect] = [:]
    for view in superview.subviews where view.translatesAutoresizingMaskIntoConstraints {
      known[ObjectIdentifier(view)] = view.frame
    }
    var remaining = placed
    // Each pass places the views whose constraints' other ends are known.
    for _ in 0...placed.count {
      var progress = false
      for view in remaining {
        guard let frame = frame(of: view, from: equalities, known: known, final: false) else { continue }
        view.frame = frame
        known[ObjectIdentifier(view)] = frame
        progress = true
      }
      remaining.removeAll { known[ObjectIdentifier($0)] != nil }
      if remaining.isEmpty || !progress { break }
    }
    // What is still open is placed with what is known.
    for view in remaining {
      if let frame = frame(of: view, from: equalities, known: known, final: true) { view.frame = frame }
    }
  }

  /// The rectangle of a constraint's other item in the superview's space.
  private func rect(of item: AnyObject?, known: [ObjectIdentifier: CGRect]) -> CGRect?? {
    guard let item else { return .some(nil) }  // a constant
    if item === superview { return superview.bounds }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      if owner === superview { return guide.layoutFrame }
      guard let frame = known[ObjectIdentifier(owner)] else { return nil }
      return guide.layoutFrame.offsetBy(dx: frame.minX, dy: frame.minY)
    }
    if let frame = known[ObjectIdentifier(item)] { return frame }
    return nil
  }

  private func frame(
    of view: UIView, from constraints: [NSLayoutConstraint], known: [ObjectIdentifier: CGRect], final: Bool
  ) -> CGRect? {
    var parts: [Bool: [Part: CGFloat]] = [false: [:], true: [:]]
    var unknown = false
    // Lengths set from the view's other length: (which axis, multiplier, constant).
    var ratios: [(vertical: Bool, multiplier: CGFloat, constant: CGFloat)] = []
    for c in constraints {
      let mine: (NSLayoutConstraint.Attribute, AnyObject?, NSLayoutConstraint.Attribute, CGFloat, CGFloat)
      if c.firstItem === view {
        mine = (c.firstAttribute, c.secondItem, c.secondAttribute, c.multiplier, c.constant)
      } else if c.secondItem === view, c.multiplier != 0 {
        // other = m · mine + k, so mine = other / m − k / m.
        mine = (c.secondAttribute, c.firstItem, c.firstAttribute, 1 / c.multiplier, -c.constant / c.multiplier)
      } else {
        continue
      }
      guard let (vertical, part) = Self.part(mine.0) else { continue }
      if mine.1 === view {
        // An aspect ratio: one length from the other (below).
        if part == .length, let (otherVertical, otherPart) = Self.part(mine.2), otherPart == .length,
          otherVertical != vertical
        {
          ratios.append((vertical, mine.3, mine.4))
        }
        continue
      }
      let value: CGFloat
      switch rect(of: mine.1, known: known) {
      case .none:
        unknown = true
        continue
      case .some(.none):
        value = mine.4
      case .some(.some(let other)):
        guard let (otherVertical, otherPart) = Self.part(mine.2) else { continue }
        value = mine.3 * Self.value(otherPart, vertical: otherVertical, of: other) + mine.4
      }
      if parts[vertical]?[part] == nil, value.isFinite { parts[vertical]?[part] = value }
    }
    if unknown && !final { return nil }
    let intrinsic = view.intrinsicContentSize
    func axis(_ vertical: Bool) -> (CGFloat, CGFloat) {
      let p = parts[vertical] ?? [:]
      let current = vertical ? (view.frame.minY, view.frame.height) : (view.frame.minX, view.frame.width)
      let natural = vertical ? intrinsic.height : intrinsic.width
      var length = p[.length]
      if length == nil {
        if let lo = p[.minimum], let hi = p[.maximum] { length = hi - lo }
        else if let lo = p[.minimum], let mid = p[.center] { length = 2 * (mid - lo) }
        else if let hi = p[.maximum], let mid = p[.center] { length = 2 * (hi - mid) }
        else { length = natural >= 0 ? natural : current.1 }
      }
      let size = max(length ?? 0, 0)
      if let lo = p[.minimum] { return (lo, size) }
      if let hi = p[.maximum] { return (hi - size, size) }
      if let mid = p[.center] { return (mid - size / 2, size) }
      return (current.0, size)
    }
    // The axis a ratio doesn't set is solved first; the other follows.
    let heightFromWidth = ratios.first { $0.vertical }, widthFromHeight = ratios.first { !$0.vertical }
    let x: CGFloat, width: CGFloat, y: CGFloat, height: CGFloat
    if let ratio = widthFromHeight, heightFromWidth == nil {
      (y, height) = axis(true)
      parts[false]?[.length] = ratio.multiplier * height + ratio.constant
      (x, width) = axis(false)
    } else {
      (x, width) = axis(false)
      if let ratio = heightFromWidth { parts[true]?[.length] = ratio.multiplier * width + ratio.constant }
      (y, height) = axis(true)
    }
    return CGRect(x: x, y: y, width: width, height: height)
  }
}
