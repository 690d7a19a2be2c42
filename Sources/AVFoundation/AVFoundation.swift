@_exported import Foundation
// On Apple platforms Foundation brings Combine (`ObservableObject`,
// `@Published`) to every file that imports it; here AVFoundation does, for
// the files that import only Foundation and AVFoundation.
@_exported import Combine

// `import AVFoundation` on Linux: the players, sessions and devices a
// screen mentions. Nothing plays and no device exists: a player keeps its
// item and its rate stays 0 until `play()`, which sets the rate (a film's
// views read it) but makes no sound; a capture session never runs; every
// authorization status is `.denied`, so the screen shows its "no camera"
// state; speech is not spoken. Times are `CMTime` values as Core Media's.
// Declared in Package.swift for Linux only: on macOS Apple's module is used.

/// A time as a value over a timescale, as Core Media's `CMTime`.
public struct CMTime: Hashable, Comparable, Sendable {
  public var value: Int64
  public var timescale: Int32

  public init(value: Int64, timescale: Int32) {
    self.value = value
    self.timescale = timescale
  }

  /// `seconds` at `preferredTimescale` (rounded; a non-finite time is
  /// `.invalid`).
  public init(seconds: Double, preferredTimescale: Int32) {
    guard seconds.isFinite, preferredTimescale > 0 else {
      self.init(value: 0, timescale: 0)
      return
    }
    self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
  }

  /// The time in seconds (NaN when invalid).
  public var seconds: Double { timescale > 0 ? Double(value) / Double(timescale) : .nan }
  public var isValid: Bool { timescale > 0 }

  public static let zero = CMTime(value: 0, timescale: 1)
  public static let invalid = CMTime(value: 0, timescale: 0)
  public static let indefinite = CMTime(value: 0, timescale: 0)

  public static func < (a: CMTime, b: CMTime) -> Bool { a.seconds < b.seconds }
  public static func + (a: CMTime, b: CMTime) -> CMTime {
    CMTime(seconds: a.seconds + b.seconds, preferredTimescale: max(a.timescale, b.timescale, 1))
  }
  public static func - (a: CMTime, b: CMTime) -> CMTime {
    CMTime(seconds: a.seconds - b.seconds, preferredTimescale: max(a.timescale, b.timescale, 1))
  }
}

/// `CMTime(seconds:preferredTimescale:)`, as Core Media's function.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
/// A time's seconds, as Core Media's function.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// A media asset at a URL, as AVFoundation's `AVAsset`/`AVURLAsset`
/// (nothing is read: its duration is unknown, `.invalid`).
open class AVAsset: NSObject, @unchecked Sendable {
  open var duration: CMTime { .invalid }
}
open class AVURLAsset: AVAsset, @unchecked Sendable {
  public let url: URL
  public init(url URL: URL, options: [String: Any]? = nil) { url = URL }
}

/// A player's item, as AVFoundation's `AVPlayerItem`.
open class AVPlayerItem: NSObject, @unchecked Sendable {
  public let asset: AVAsset
  public init(asset: AVAsset) { self.asset = asset }
  public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }
  open var duration: CMTime { asset.duration }
  open func currentTime() -> CMTime { .zero }
}

/// A player, as AVFoundation's `AVPlayer`: it keeps its item and its rate;
/// nothing is decoded or heard.
open class AVPlayer: NSObject, @unchecked Sendable {
  open private(set) var currentItem: AVPlayerItem?
  open var rate: Float = 0
  open var volume: Float = 1
  open var isMuted = false
  open var actionAtItemEnd: ActionAtItemEnd = .pause

  public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
  public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }

  public override init() {}
  public init(playerItem item: AVPlayerItem?) { currentItem = item }
  public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

  open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }
  open func play() { rate = 1 }
  open func pause() { rate = 0 }
  open func currentTime() -> CMTime { .zero }
  open func seek(to time: CMTime) {}
  open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(true) }
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
  /// Periodic observation: no time passes for a player that plays nothing.
  open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
  ) -> Any { NSObject() }
  open func removeTimeObserver(_ observer: Any) {}
}

/// A player that loops an item, as AVFoundation's `AVQueuePlayer`.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
  public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
}

/// An audio player, as AVFoundation's `AVAudioPlayer`: made from a file
/// or data, it plays nothing (`play()` answers false).
open class AVAudioPlayer: NSObject, @unchecked Sendable {
  public let url: URL?
  open var volume: Float = 1
  open var numberOfLoops = 0
  open var currentTime: TimeInterval = 0
  open var duration: TimeInterval { 0 }
  open var isPlaying: Bool { false }

  public init(contentsOf url: URL) throws { self.url = url }
  public init(data: Data) throws { url = nil }
  @discardableResult open func prepareToPlay() -> Bool { false }
  @discardableResult open func play() -> Bool { false }
  open func pause() {}
  open func stop() {}
}

/// A recorder, as AVFoundation's `AVAudioRecorder`: made for a file, it
/// records nothing (`record()` answers false) and meters silence
/// (-160 dB, the floor Apple's meters report).
open class AVAudioRecorder: NSObject, @unchecked Sendable {
  public let url: URL
  public let settings: [String: Any]
  open var isMeteringEnabled = false
  open var isRecording: Bool { false }
  open var currentTime: TimeInterval { 0 }

  public init(url: URL, settings: [String: Any]) throws {
    self.url = url
    self.settings = settings
  }
  @discardableResult open func prepareToRecord() -> Bool { false }
  @discardableResult open func record() -> Bool { false }
  @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
  open func pause() {}
  open func stop() {}
  @discardableResult open func deleteRecording() -> Bool { false }
  open func updateMeters() {}
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// Encoder quality for recording settings.
public enum AVAudioQuality: Int, Sendable { case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F }

/// Recording settings' keys, as AVFoundation names them.
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
/// Core Audio's format IDs (four-character codes).
public let kAudioFormatAppleLossless: UInt32 = 0x616C_6163
public let kAudioFormatMPEG4AAC: UInt32 = 0x6161_6320
public let kAudioFormatLinearPCM: UInt32 = 0x6C70_636D

/// The app's audio session, as AVFoundation's `AVAudioSession`.
open class AVAudioSession: NSObject, @unchecked Sendable {
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
  }
  public struct Mode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
  }
  /// Whether the app may record: never here.
  public enum RecordPermission: UInt, Sendable { case undetermined, denied, granted }
  open var recordPermission: RecordPermission { .denied }
  /// Asks to record; answered "no" at once.
  open func requestRecordPermission(_ response: @escaping (Bool) -> Void) { response(false) }
  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 1)
    public static let duckOthers = CategoryOptions(rawValue: 2)
  }
  nonisolated(unsafe) private static let shared = AVAudioSession()
  open class func sharedInstance() -> AVAudioSession { shared }
  open private(set) var category: Category = .soloAmbient
  open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
    self.category = category
  }
  /// How deactivating affects other apps' audio.
  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }
  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
  /// Sets the category alone.
  open func setCategory(_ category: Category) throws { self.category = category }
}

/// A kind of media, as AVFoundation's `AVMediaType`.
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType(rawValue: "vide")
  public static let audio = AVMediaType(rawValue: "soun")
}

/// Permission to capture, as AVFoundation's `AVAuthorizationStatus`.
public enum AVAuthorizationStatus: Int, Sendable {
  case notDetermined, restricted, denied, authorized
}

/// A capture device, as AVFoundation's `AVCaptureDevice`: there is none on
/// Linux (`default(for:)` is nil, access denied).
open class AVCaptureDevice: NSObject, @unchecked Sendable {
  open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .denied }
  open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
    handler(false)
  }
  open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
  open var hasTorch: Bool { false }
}

/// A capture session, as AVFoundation's `AVCaptureSession`: it never runs.
open class AVCaptureSession: NSObject, @unchecked Sendable {
  public struct Preset: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
    public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
  }
  open var sessionPreset: Preset = .high
  open var isRunning: Bool { false }
  open private(set) var inputs: [AVCaptureInput] = []
  open private(set) var outputs: [AVCaptureOutput] = []
  open func canAddInput(_ input: AVCaptureInput) -> Bool { false }
  open func addInput(_ input: AVCaptureInput) {}
  open func canAddOutput(_ output: AVCaptureOutput) -> Bool { false }
  open func addOutput(_ output: AVCaptureOutput) {}
  open func beginConfiguration() {}
  open func commitConfiguration() {}
  open func startRunning() {}
  open func stopRunning() {}
}
open class AVCaptureInput: NSObject, @unchecked Sendable {}
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
  public init(device: AVCaptureDevice) throws {}
}
open class AVCaptureOutput: NSObject, @unchecked Sendable {}
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {}
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {}
open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {}

/// Speech, as AVFoundation's `AVSpeechSynthesizer`: nothing is spoken.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
  open var isSpeaking: Bool { false }
  open func speak(_ utterance: AVSpeechUtterance) {}
  @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
}
public enum AVSpeechBoundary: Int, Sendable { case immediate, word }
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
  public let speechString: String
  open var rate: Float = 0.5
  open var voice: AVSpeechSynthesisVoice?
  public init(string: String) { speechString = string }
}
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
  public let language: String
  public init?(language: String?) { self.language = language ?? "en-US" }
}
