import Foundation

/// Which animatable value of a view an animation record belongs to. Records
/// are keyed by the view's identity and one of these, so two values of one
/// view can't share a record and a typo can't split one.
enum AnimatableAttribute: Hashable {
  /// The `animatableData` of a modifier of this type: the built-in effects
  /// (`_OpacityEffect`, `_OffsetEffect` …) and `Animatable` user modifiers.
  case modifier(ViewType)
  /// A shape's `animatableData`.
  case shape
  /// A shape's solid colour, resolved (in linear light).
  case color
  /// An interpolating shape style's numbers (a gradient's geometry and
  /// stops), by their count: a style that changes shape starts afresh.
  case styleData(count: Int)
  /// A stroke's `StrokeStyle` (its width, miter limit and dash phase).
  case strokeStyle
  /// The `animatableData` of an `Animatable` custom view.
  case view
  /// The frame the layout pass placed a view in (layout animation).
  case placedFrame
  /// A view's content (a `Text`'s string and styles): a content transition.
  case content

  /// The attribute of modifiers of type `type`.
  static func modifier(_ type: Any.Type) -> AnimatableAttribute { .modifier(ViewType(type)) }
}
