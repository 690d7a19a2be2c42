@_exported import AVFoundation
import Flipbook

// `import AVKit` on Linux: SwiftUI's `VideoPlayer` and UIKit's
// `AVPlayerViewController`. Nothing plays (AVFoundation.swift): the player
// is drawn as a neutral placeholder of its size, black with a play
// button, its overlay on top, as a video that has not started shows.
// Declared in Package.swift for Linux only: on macOS Apple's module is used.

/// A video player, as SwiftUI's `VideoPlayer`: it takes the space offered
/// and draws black with a play button (nothing is decoded), the overlay
/// above.
nonisolated public struct VideoPlayer<VideoOverlay: View>: View {
  let player: AVPlayer?
  let overlay: VideoOverlay

  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player
    overlay = videoOverlay()
  }

  public var body: some View {
    ZStack {
      Color.black
      Image(systemName: "play.fill").font(.system(size: 22)).foregroundStyle(Color.white)
        .frame(width: 56, height: 56).background(Circle().fill(Color.white.opacity(0.2)))
      overlay
    }
  }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}

/// UIKit's player controller, as AVKit's `AVPlayerViewController`: it
/// keeps its player.
open class AVPlayerViewController: UIViewController, @unchecked Sendable {
  open var player: AVPlayer?
  open var showsPlaybackControls = true
  open var videoGravity: String = "AVLayerVideoGravityResizeAspect"
  open var allowsPictureInPicturePlayback = true
  open var entersFullScreenWhenPlaybackBegins = false
  open var exitsFullScreenWhenPlaybackEnds = false
}
