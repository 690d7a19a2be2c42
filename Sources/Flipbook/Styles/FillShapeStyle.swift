import Foundation

/// The system's fill for shapes, as SwiftUI's `FillShapeStyle` (iOS 17's
/// `.fill`): UIKit's fill colours by level, `.fill` being `systemFill`
/// (120, 120, 128 at 20 %, 36 % dark), `.fill.secondary`
/// `secondarySystemFill` (16 %), `.fill.tertiary` `tertiarySystemFill`
/// (12 %), `.fill.quaternary` `quaternarySystemFill` (8 %); the fifth level
/// half the fourth. A widget template's `.containerBackground(.fill.tertiary,
/// for: .widget)` draws with it.
nonisolated public struct FillShapeStyle: ShapeStyle, Hashable, Sendable {
  let level: Int

  /// The first level, `systemFill`.
  public init() { level = 0 }
  init(level: Int) { self.level = level }

  /// `secondarySystemFill`.
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  /// `tertiarySystemFill`.
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  /// `quaternarySystemFill`.
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
  /// Half of `quaternarySystemFill`.
  public var quinary: FillShapeStyle { FillShapeStyle(level: 4) }

  var color: Color {
    switch level {
    case 0: Color.semantic(.systemFill)
    case 1: Color.semantic(.secondarySystemFill)
    case 2: Color.semantic(.tertiarySystemFill)
    case 3: Color.semantic(.quaternarySystemFill)
    default: Color.semantic(.quaternarySystemFill).opacity(0.5)
    }
  }

  public func _shading(in bounds: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    color._shading(in: bounds, environment: environment)
  }

  public func _color(in environment: EnvironmentValues) -> Color? { color._color(in: environment) }
}

nonisolated extension ShapeStyle where Self == FillShapeStyle {
  /// The system's fill (`systemFill`), with levels `.fill.secondary` …
  public static var fill: FillShapeStyle { FillShapeStyle() }
}
