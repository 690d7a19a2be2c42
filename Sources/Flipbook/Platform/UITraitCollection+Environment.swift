#if os(Linux)
import UIKit

// UIKit's traits as SwiftUI's environment (the types are the UIKit
// module's; the environment's values are SwiftUI's).
extension UIContentSizeCategory {
  /// The SwiftUI Dynamic Type size of this category (`large` for
  /// `unspecified`).
  public var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize(rawValue: scaleIndex) ?? .large }
}

extension UITraitCollection {
  /// `environment` with this collection's specified traits applied.
  public func apply(to environment: EnvironmentValues) -> EnvironmentValues {
    var environment = environment
    if let scheme = userInterfaceStyle.colorScheme { environment.colorScheme = scheme }
    if preferredContentSizeCategory != .unspecified {
      environment.dynamicTypeSize = preferredContentSizeCategory.dynamicTypeSize
    }
    switch layoutDirection {
    case .leftToRight: environment.layoutDirection = .leftToRight
    case .rightToLeft: environment.layoutDirection = .rightToLeft
    case .unspecified: break
    }
    if displayScale > 0, displayScale.isFinite { environment.displayScale = displayScale }
    switch horizontalSizeClass {
    case .compact: environment.horizontalSizeClass = .compact
    case .regular: environment.horizontalSizeClass = .regular
    case .unspecified: break
    }
    switch verticalSizeClass {
    case .compact: environment.verticalSizeClass = .compact
    case .regular: environment.verticalSizeClass = .regular
    case .unspecified: break
    }
    return environment
  }
}
#endif
