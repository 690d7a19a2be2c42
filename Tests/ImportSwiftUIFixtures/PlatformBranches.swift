// A multiplatform file as libraries write it (renaudjenny/SwiftClockUI's
// `Color.background` and its mirrored path): only `import SwiftUI`, UIKit
// under `#if os(iOS)` and AppKit in the `#else`, which is the branch
// compiled on Linux. On a Mac SwiftUI brings AppKit to it; here README's
// implicit `-import-module AppKit` does. `Color(.systemBlue)` and
// `Font(.systemFont(ofSize:))` beside it mean UIKit's, as in the iOS build.
import SwiftUI

extension Color {
  public static var platformBackground: Self {
    #if os(iOS)
      return Self(UIColor.systemBackground)
    #else
      return Self(NSColor.windowBackgroundColor)
    #endif
  }
}

/// A right triangle drawn twice: once as written, once mirrored through
/// the platform's bezier path reversed (AppKit's on Linux).
public struct MirroredWedge: Shape {
  public init() {}

  public func path(in rect: CGRect) -> Path {
    var wedge = Path()
    wedge.move(to: CGPoint(x: rect.minX, y: rect.maxY))
    wedge.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
    wedge.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
    wedge.closeSubpath()
    let mirrored = wedge.applying(CGAffineTransform(scaleX: -1, y: 1).translatedBy(x: -rect.width, y: 0))
    #if os(iOS)
      let reversed = Path(UIBezierPath(cgPath: mirrored.cgPath).reversing().cgPath)
    #else
      let reversed = Path(NSBezierPath(cgPath: mirrored.cgPath).reversed.cgPath)
    #endif
    wedge.addPath(reversed)
    return wedge
  }
}

/// The branches' colours, with the names both frameworks declare.
public struct PlatformBranchesView: View {
  public init() {}

  public var body: some View {
    VStack(spacing: 0) {
      MirroredWedge().fill(Color(.systemBlue)).frame(width: 40, height: 20)
      Text("Aa").font(Font(.systemFont(ofSize: 12))).foregroundColor(Color(.systemRed))
    }
    .padding(4)
    .background(Color.platformBackground)
  }
}
