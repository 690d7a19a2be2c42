import Foundation

// AVFoundation's audio engine on a machine with no audio hardware: the
// graph is kept (nodes, taps, formats), `start()` throws because there is
// no device to run it on, and a tap's block is never called.

/// A bus number, as AVFoundation's `AVAudioNodeBus`.
public typealias AVAudioNodeBus = Int
/// A count of audio frames, as AVFoundation's `AVAudioFrameCount`.
public typealias AVAudioFrameCount = UInt32
/// A position in audio frames, as AVFoundation's `AVAudioFramePosition`.
public typealias AVAudioFramePosition = Int64
/// A tap's block, as AVFoundation's `AVAudioNodeTapBlock`.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// A sample format, as AVFoundation's `AVAudioCommonFormat`.
public enum AVAudioCommonFormat: UInt, Sendable {
  case otherFormat = 0, pcmFormatFloat32 = 1, pcmFormatFloat64 = 2, pcmFormatInt16 = 3, pcmFormatInt32 = 4
}

/// An audio format, as AVFoundation's `AVAudioFormat`.
open class AVAudioFormat: NSObject, @unchecked Sendable {
  public let sampleRate: Double
  public let channelCount: UInt32
  public let commonFormat: AVAudioCommonFormat
  public let isInterleaved: Bool

  public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: UInt32, interleaved: Bool) {
    guard sampleRate.isFinite, sampleRate > 0, channels > 0 else { return nil }
    commonFormat = format
    self.sampleRate = sampleRate
    channelCount = channels
    isInterleaved = interleaved
  }

  /// Float32, deinterleaved.
  public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: UInt32) {
    self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
  }
}

/// Audio samples in memory, as AVFoundation's `AVAudioPCMBuffer` (none is
/// ever captured here).
open class AVAudioPCMBuffer: NSObject, @unchecked Sendable {
  public let format: AVAudioFormat
  public let frameCapacity: AVAudioFrameCount
  open var frameLength: AVAudioFrameCount = 0

  public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
    self.format = format
    self.frameCapacity = frameCapacity
  }
}

/// A moment in an audio stream, as AVFoundation's `AVAudioTime`.
open class AVAudioTime: NSObject, @unchecked Sendable {
  public let sampleTime: AVAudioFramePosition
  public let sampleRate: Double
  public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
    self.sampleTime = sampleTime
    self.sampleRate = sampleRate
  }
}

/// A node of the audio graph, as AVFoundation's `AVAudioNode`.
open class AVAudioNode: NSObject, @unchecked Sendable {
  private var taps: [AVAudioNodeBus: AVAudioNodeTapBlock] = [:]

  /// The format on an output bus: 48 kHz mono Float32 (the simulator's
  /// input format; nothing flows here).
  open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
    AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 1)!
  }
  open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { outputFormat(forBus: bus) }

  /// Installs a tap (kept; never called, as no audio flows).
  open func installTap(
    onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
    block tapBlock: @escaping AVAudioNodeTapBlock
  ) {
    taps[bus] = tapBlock
  }
  open func removeTap(onBus bus: AVAudioNodeBus) { taps[bus] = nil }
  open func reset() {}
}

/// The microphone's node, as `AVAudioInputNode`.
open class AVAudioInputNode: AVAudioNode, @unchecked Sendable {}
/// The speaker's node, as `AVAudioOutputNode`.
open class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {}
/// A mixer, as `AVAudioMixerNode`.
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
  open var outputVolume: Float = 1
}
/// A player of buffers and files, as `AVAudioPlayerNode`: it never plays.
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
  open var isPlaying: Bool { false }
  open var volume: Float = 1
  public override init() { super.init() }
  open func play() {}
  open func pause() {}
  open func stop() {}
  open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (() -> Void)? = nil) {}
}

/// The audio graph, as AVFoundation's `AVAudioEngine`: it cannot start
/// (no audio device), so `start()` throws and `isRunning` stays false.
open class AVAudioEngine: NSObject, @unchecked Sendable {
  public let inputNode = AVAudioInputNode()
  public let outputNode = AVAudioOutputNode()
  public let mainMixerNode = AVAudioMixerNode()
  open private(set) var attachedNodes = Set<AVAudioNode>()

  public override init() { super.init() }

  open var isRunning: Bool { false }
  open func attach(_ node: AVAudioNode) { attachedNodes.insert(node) }
  open func detach(_ node: AVAudioNode) { attachedNodes.remove(node) }
  open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}
  open func prepare() {}

  /// Throws: there is no audio device to run the graph on
  /// (`NSOSStatusErrorDomain` −10851, Core Audio's "invalid property value"
  /// that a device-less engine reports).
  open func start() throws {
    throw NSError(domain: "com.apple.coreaudio.avfaudio", code: -10851, userInfo: [
      NSLocalizedDescriptionKey: "The audio engine cannot start: this machine has no audio device"
    ])
  }
  open func pause() {}
  open func stop() {}
  open func reset() {}
}
