import Flipbook
import Foundation

/// A tip shown in line with other content, as TipKit's `TipView`: nothing
/// until TipKit is configured (see Tip.swift), then iOS's inline tip — a
/// card of the secondary system background with 13-pt corners, the image
/// in the tint at the title's leading edge, the title in headline, the
/// message in subheadline and the secondary colour, the actions as tinted
/// buttons under a divider, and a close mark at the top trailing corner.
nonisolated public struct TipView<Content: Tip>: View {
  let tip: Content
  let arrowEdge: Edge?

  public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
    self.tip = tip
    self.arrowEdge = arrowEdge
  }

  public var body: some View {
    if tip.shouldDisplay {
      VStack(alignment: .leading, spacing: 10) {
        HStack(alignment: .top, spacing: 12) {
          if let image = tip.image {
            image.font(.system(size: 34)).foregroundStyle(.tint).frame(width: 40)
          }
          VStack(alignment: .leading, spacing: 4) {
            tip.title.font(.headline)
            if let message = tip.message {
              message.font(.subheadline).foregroundStyle(.secondary)
            }
          }
          .frame(maxWidth: .infinity, alignment: .leading)
          Image(systemName: "xmark").font(.system(size: 15, weight: .semibold)).foregroundStyle(.tertiary)
        }
        if !tip.actions.isEmpty {
          Divider()
          ForEach(tip.actions) { action in
            Button(action.title) {}.frame(maxWidth: .infinity, alignment: .leading)
          }
        }
      }
      .padding(16)
      .background(RoundedRectangle(cornerRadius: 13, style: .continuous).fill(Color(uiColor: .secondarySystemBackground)))
    }
  }
}

extension View {
  /// Presents `tip` in a popover pointing at the view: presents nothing in
  /// a still (popovers are not drawn here, as the tip's own popover is a
  /// transient presentation).
  public func popoverTip<Content: Tip>(
    _ tip: Content, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void = { _ in }
  ) -> some View { self }
  /// The background of tips inside.
  public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
  /// The size of tips' images inside.
  public func tipImageSize(_ size: CGSize) -> some View { self }
  /// The corner radius of tips inside.
  public func tipCornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
}
