import Flipbook

#if canImport(UIKit)
import UIKit
#endif
#if canImport(AppKit)
import AppKit
#endif

// The pattern real files carry: one view, an iOS branch and a macOS branch.
// On Linux both compile; `TwoBranchesTests` renders each and compares.

extension UIColor {
  /// A colour from a hex string, as apps write it.
  convenience init(hex: String) {
    let value = UInt64(hex.trimmingCharacters(in: CharacterSet(charactersIn: "#")), radix: 16) ?? 0
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: 1)
  }

  static let brand = UIColor(hex: "#FF6B35")
}

/// A subclass, as some apps declare their palette.
final class PaletteColor: UIColor, @unchecked Sendable {}

extension NSColor {
  convenience init(hex: String) {
    let value = UInt64(hex.trimmingCharacters(in: CharacterSet(charactersIn: "#")), radix: 16) ?? 0
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: 1)
  }
}

/// A badge drawn through UIKit's types.
struct UIKitBadge: View {
  var body: some View {
    VStack(spacing: 8) {
      Path(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 12).cgPath)
        .fill(Color(uiColor: UIColor(hex: "#FF6B35")))
        .frame(width: 80, height: 40)
      Text("Label").font(Font(UIFont.systemFont(ofSize: 20, weight: .bold)))
        .foregroundColor(Color(uiColor: .secondaryLabel))
    }
    .padding(12)
    .background(Color(uiColor: .systemBackground))
  }
}

/// The same badge through AppKit's.
struct AppKitBadge: View {
  var body: some View {
    VStack(spacing: 8) {
      Path(NSBezierPath(cgPath: UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 12).cgPath).cgPath)
        .fill(Color(nsColor: NSColor(hex: "#FF6B35")))
        .frame(width: 80, height: 40)
      Text("Label").font(Font(NSFont.systemFont(ofSize: 20, weight: .bold)))
        .foregroundColor(Color(nsColor: .secondaryLabelColor))
    }
    .padding(12)
    .background(Color(nsColor: .windowBackgroundColor))
  }
}

/// What a real file writes: one of the two, by platform.
struct PlatformBadge: View {
  var body: some View {
    #if os(iOS)
    UIKitBadge()
    #else
    AppKitBadge()
    #endif
  }
}
