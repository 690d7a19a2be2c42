import Foundation

/// Why a view's content is hidden, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Placeholder content (loading): text drawn as rounded boxes.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Private data (hidden when the device is locked; Flipbook shows it).
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Content that an invalidated widget shows (Flipbook shows it).
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
  /// The reasons the content here is redacted (none unless
  /// `.redacted(reason:)` says).
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Redacts the content for `reason`, as SwiftUI does: with
  /// `.placeholder`, every text draws each of its lines as a rounded box
  /// (radius 3, the line's width and 70 % of its height, centred on it)
  /// in `quaternaryLabel` instead of its glyphs; layout is unchanged.
  public func redacted(reason: RedactionReasons) -> some View {
    transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
  }

  /// Shows the content unredacted inside a redacted view.
  public func unredacted() -> some View { environment(\.redactionReasons, []) }
}

extension TextNode {
  /// The text's lines as placeholder boxes (see `redacted(reason:)`).
  func lowerRedacted(_ layout: TextLayout, in frame: CGRect, into list: inout DisplayList) {
    var boxes = Path()
    for line in layout.lines where line.width > 0 {
      let height = (line.ascent + line.descent) * 0.7
      let rect = CGRect(
        x: frame.minX + line.x, y: frame.minY + line.baseline - line.ascent + (line.ascent + line.descent - height) / 2,
        width: line.width, height: height)
      boxes.addRoundedRect(in: rect, cornerSize: CGSize(width: 3, height: 3))
    }
    let shading = AnyShapeStyle(Color.semantic(.quaternaryLabel))._shading(in: frame, environment: environment)
      .resolved(in: environment)
    list.append(.path(DisplayList.PathItem(path: boxes, shading: shading, drawing: .fill(FillStyle()))))
  }
}
