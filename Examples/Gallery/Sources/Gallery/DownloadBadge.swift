// A view as SwiftUI code with platform glue writes it: a Combine model
// (`import Combine`, `@Published`, a `Timer.publish` pipeline), Core
// Graphics paths, and the `#if os(iOS) … #else` pattern with UIKit on one
// side and AppKit on the other. On Linux the `#else` branch compiles; both
// draw the same. `import SwiftUI` is the only line changed (to
// `import Flipbook`).
import Combine
import CoreGraphics
import Flipbook

#if canImport(UIKit)
import UIKit
#endif
#if canImport(AppKit)
import AppKit
#endif

/// A download's progress, fed by a timer: an eighth every quarter second.
final class DownloadModel: ObservableObject {
  @Published private(set) var progress: Double = 0
  private var subscriptions = Set<AnyCancellable>()

  func start() {
    Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
      .scan(0) { count, _ in count + 1 }
      .map { min(Double($0) / 8, 1) }
      .removeDuplicates()
      .sink { [weak self] in self?.progress = $0 }
      .store(in: &subscriptions)
  }
}

public struct DownloadBadge: View {
  @StateObject private var model = DownloadModel()

  public init() {}

  public var body: some View {
    VStack(spacing: 10) {
      ZStack {
        Path(Self.ring(progress: 1)).stroke(Self.track, lineWidth: 8)
        Path(Self.ring(progress: model.progress))
          .stroke(Self.accent, style: StrokeStyle(lineWidth: 8, lineCap: .round))
      }
      .frame(width: 80, height: 80)
      Text("\(Int((model.progress * 100).rounded())) %").font(Font(Self.labelFont)).monospacedDigit()
    }
    .padding(20)
    .background(Self.background, in: RoundedRectangle(cornerRadius: 16))
    .onAppear { model.start() }
  }

  /// The ring from twelve o'clock, clockwise on screen, `progress` of
  /// the way round.
  static func ring(progress: Double) -> CGPath {
    let center = CGPoint(x: 40, y: 40)
    #if os(iOS)
    return UIBezierPath(
      arcCenter: center, radius: 36, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true
    ).cgPath
    #else
    // AppKit is y-up, so its path is drawn the other way round and flipped.
    let path = NSBezierPath()
    path.appendArc(withCenter: center, radius: 36, startAngle: 90, endAngle: 90 - 360 * progress, clockwise: true)
    var flip = CGAffineTransform(translationX: 0, y: 80).scaledBy(x: 1, y: -1)
    return path.cgPath.copy(using: &flip) ?? path.cgPath
    #endif
  }

  static var track: Color {
    #if os(iOS)
    Color(uiColor: .systemGray5)
    #else
    Color(nsColor: .unemphasizedSelectedContentBackgroundColor)
    #endif
  }

  static var accent: Color {
    #if os(iOS)
    Color(uiColor: .systemBlue)
    #else
    Color(nsColor: .controlAccentColor)
    #endif
  }

  static var background: Color {
    #if os(iOS)
    Color(uiColor: .secondarySystemBackground)
    #else
    Color(nsColor: .underPageBackgroundColor)
    #endif
  }

  static var labelFont: PlatformFont {
    .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
  }

  #if os(iOS)
  typealias PlatformFont = UIFont
  #else
  typealias PlatformFont = NSFont
  #endif
}

#Preview {
  DownloadBadge()
}
