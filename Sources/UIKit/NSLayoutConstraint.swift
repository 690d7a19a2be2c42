import CoreGraphics
import Foundation

// # Auto Layout, enough for test helpers
//
// A snapshot helper wraps a hosting controller in a container: `addChild`,
// `addSubview`, `translatesAutoresizingMaskIntoConstraints = false`, four
// edge constraints to the container (or its safe area), `didMove`. The
// container is then what is snapshotted. This file gives those calls their
// meaning: anchors make `NSLayoutConstraint`s, `activate` installs them, and
// `layoutIfNeeded()` places each subview from its active constraints
// (UIView+Layout.swift).
//
// The solver is UIKit's for the constraints helpers write, not Cassowary:
// per view and axis it looks for two of leading edge, trailing edge,
// centre and length among the view's equal constraints (each relating it to
// its superview, a sibling or a guide of either whose frame is known, or a
// constant), passes over the views until nothing more is learnt, and fills
// a missing length from the view's intrinsic content size (a hosting view's
// is its SwiftUI content's ideal size), else its current frame. Inequalities
// are kept but not solved; a view whose edges conflict takes the first two
// found, as a required-priority tie on iOS would break arbitrarily too.

/// A layout priority, as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  public static func + (a: Self, b: Float) -> Self { Self(a.rawValue + b) }
  public static func - (a: Self, b: Float) -> Self { Self(a.rawValue - b) }
}

/// A relation between two layout attributes, as UIKit's `NSLayoutConstraint`.
open class NSLayoutConstraint: NSObject, @unchecked Sendable {
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins
    case centerYWithinMargins, notAnAttribute = 0
  }
  public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
  public enum Axis: Int, Sendable { case horizontal, vertical }

  public let firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public let secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  open var constant: CGFloat
  open var priority: UILayoutPriority = .required
  open var identifier: String?

  /// Whether the constraint takes part in layout (installed on its first
  /// item's view, as `activate` does).
  open var isActive: Bool {
    get { (firstItem as? LayoutItem)?.owningView?.installedConstraints.contains { $0 === self } ?? false }
    set {
      guard let view = (firstItem as? LayoutItem)?.owningView else { return }
      view.installedConstraints.removeAll { $0 === self }
      if newValue { view.installedConstraints.append(self) }
    }
  }

  public init(
    item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?, attribute secondAttribute: Attribute,
    multiplier: CGFloat, constant: CGFloat
  ) {
    firstItem = item as AnyObject
    firstAttribute = attribute
    self.relation = relation
    secondItem = toItem.map { $0 as AnyObject }
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier.isFinite ? multiplier : 1
    self.constant = constant.isFinite ? constant : 0
  }

  /// Installs the constraints.
  open class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
  /// Removes the constraints.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
}

/// What a constraint may relate: a view or a layout guide.
protocol LayoutItem: AnyObject {
  /// The view whose constraints list holds the item's constraints.
  var owningView: UIView? { get }
}

/// An anchor of a view or guide, as UIKit's `NSLayoutAnchor`.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, @unchecked Sendable {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// A horizontal anchor, as UIKit's `NSLayoutXAxisAnchor`.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, @unchecked Sendable {}
/// A vertical anchor, as UIKit's `NSLayoutYAxisAnchor`.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {}

/// A width or height, as UIKit's `NSLayoutDimension`.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: 0)
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }
}

/// A rectangle constraints can relate, as UIKit's `UILayoutGuide`: a view's
/// safe area (`safeAreaLayoutGuide`) or margins (`layoutMarginsGuide`),
/// or one of yours added with `addLayoutGuide` (its frame then comes from
/// the constraints that place it, or stays its owning view's bounds).
open class UILayoutGuide: NSObject, LayoutItem, @unchecked Sendable {
  open weak var owningView: UIView?
  open var identifier = ""
  /// The inset of the guide from its owning view's bounds.
  var insets: () -> UIEdgeInsets = { .zero }

  public override init() {}

  /// The guide's rectangle in its owning view's coordinates.
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let i = insets()
    return CGRect(
      x: i.left, y: i.top, width: max(view.bounds.width - i.left - i.right, 0),
      height: max(view.bounds.height - i.top - i.bottom, 0))
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
