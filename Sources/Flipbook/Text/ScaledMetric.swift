import Foundation

/// A dimension that scales with the Dynamic Type size, as SwiftUI's
/// `@ScaledMetric`: `@ScaledMetric var iconSize: CGFloat = 24` is 24 at the
/// default size (`.large`) and grows and shrinks as `relativeTo`'s text
/// style does (`body` by default), by the ratio of the style's size at the
/// view's `dynamicTypeSize` to its size at `.large` (DynamicTypeSize.swift's
/// table; UIKit's `UIFontMetrics.scaledValue(for:)` scales by the style the
/// same way). At `.accessibility1` a body-relative 24 is 24 × 28 / 17.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let base: Value
  private let textStyle: Font.TextStyle
  let box = EnvironmentBox()

  /// `wrappedValue` at the default size, scaled as `body` text.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

  /// `wrappedValue` at the default size, scaled as `textStyle` text.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// The value at the view's Dynamic Type size (the default size outside
  /// a body).
  public var wrappedValue: Value {
    let size = box.environment?.dynamicTypeSize ?? .large
    let standard = textStyle.size(at: .large)
    guard standard > 0 else { return base }
    return base * Value(textStyle.size(at: size) / standard)
  }
}

extension ScaledMetric: EnvironmentReader {
  func read(_ environment: EnvironmentValues) { box.environment = environment }
}
