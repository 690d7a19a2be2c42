@_exported import Foundation
import FlipbookFoundation

// `import Speech` on Linux: speech recognition as a screen's model asks
// for it (Apple's Scrumdinger tutorial transcribes its meetings so). A
// render has no recogniser service and no microphone: authorisation is
// `.notDetermined` until asked, then `.denied`; a recogniser exists for a
// locale but is never `isAvailable`; a recognition task fails at once,
// telling its handler `SFSpeechError(.recognizerNotAvailable)`, so the
// model takes its error branch. Declared in Package.swift for Linux only:
// on macOS Apple's module is used.
//
// This module imports Foundation alone, so that another package's `#if
// canImport(Speech)` can load it (swift-custom-dump reads the enums below
// by Apple's cases). So `append(_:)` takes the audio buffer as an object
// rather than naming AVFoundation's `AVAudioPCMBuffer`, whose module
// brings Combine; passing one compiles as on iOS.

/// The app's permission to recognise speech, as
/// `SFSpeechRecognizerAuthorizationStatus`.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, denied = 1, restricted = 2, authorized = 3
}

/// What kind of speech is expected, as `SFSpeechRecognitionTaskHint`.
public enum SFSpeechRecognitionTaskHint: Int, Sendable { case unspecified = 0, dictation = 1, search = 2, confirmation = 3 }

/// A task's state, as `SFSpeechRecognitionTaskState`.
public enum SFSpeechRecognitionTaskState: Int, Sendable {
  case starting = 0, running = 1, finishing = 2, canceling = 3, completed = 4
}

/// A recognition failure, as `SFSpeechError`.
public struct SFSpeechError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Speech's error codes.
  public enum Code: Int, Sendable {
    case internalServiceError = 1, audioReadFailed = 2, undefinedTemplateClassName = 7
    case malformedSupplementalModel = 8, timeout = 12, missingParameter = 13, recognizerNotAvailable = 1101
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let errorDomain = "SFSpeechErrorDomain"
  public var description: String {
    code == .recognizerNotAvailable ? "Speech recognition is not available on this machine" : "SFSpeechErrorDomain error \(code.rawValue)"
  }
}

/// A recogniser for one locale, as `SFSpeechRecognizer`.
open class SFSpeechRecognizer: NSObject, @unchecked Sendable {
  private static let requests = PermissionRequests<SFSpeechRecognizerAuthorizationStatus>()

  /// The recogniser's locale.
  public let locale: Locale
  open weak var delegate: SFSpeechRecognizerDelegate?
  open var defaultTaskHint: SFSpeechRecognitionTaskHint = .unspecified
  open var supportsOnDeviceRecognition = false
  open var queue: OperationQueue = .main

  /// A recogniser for the current locale.
  public convenience override init() { self.init(locale: .current)! }
  /// A recogniser for `locale` (every locale is accepted; none is
  /// available).
  public init?(locale: Locale) {
    self.locale = locale
    super.init()
  }

  /// Never: there is no recognition service here.
  open var isAvailable: Bool { false }

  /// Locales Apple's service supports (none here).
  open class func supportedLocales() -> Set<Locale> { [] }

  /// `.notDetermined` until asked, then `.denied`.
  open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus {
    requests.hasAsked(.authorized) ? .denied : .notDetermined
  }

  /// Asks for permission: answered `.denied` at once.
  open class func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) {
    requests.ask(.authorized)
    handler(.denied)
  }

  /// Starts recognising `request`: the task fails at once, its handler
  /// told `SFSpeechError(.recognizerNotAvailable)`.
  open func recognitionTask(
    with request: SFSpeechRecognitionRequest,
    resultHandler: @escaping (SFSpeechRecognitionResult?, Error?) -> Void
  ) -> SFSpeechRecognitionTask {
    let task = SFSpeechRecognitionTask(error: SFSpeechError(.recognizerNotAvailable))
    resultHandler(nil, task.error)
    return task
  }

  /// Starts recognising `request`, telling `delegate` it failed.
  open func recognitionTask(
    with request: SFSpeechRecognitionRequest, delegate: SFSpeechRecognitionTaskDelegate
  ) -> SFSpeechRecognitionTask {
    let task = SFSpeechRecognitionTask(error: SFSpeechError(.recognizerNotAvailable))
    delegate.speechRecognitionTask(task, didFinishSuccessfully: false)
    return task
  }
}

/// The recogniser's delegate, as `SFSpeechRecognizerDelegate`.
public protocol SFSpeechRecognizerDelegate: AnyObject {
  func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}
extension SFSpeechRecognizerDelegate {
  public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}

/// A task's delegate, as `SFSpeechRecognitionTaskDelegate`.
public protocol SFSpeechRecognitionTaskDelegate: AnyObject {
  func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
  func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription)
  func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult)
}
extension SFSpeechRecognitionTaskDelegate {
  public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {}
  public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription) {}
  public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult) {}
}

/// What to recognise, as `SFSpeechRecognitionRequest`.
open class SFSpeechRecognitionRequest: NSObject, @unchecked Sendable {
  open var taskHint: SFSpeechRecognitionTaskHint = .unspecified
  open var shouldReportPartialResults = true
  open var contextualStrings: [String] = []
  open var requiresOnDeviceRecognition = false
  open var addsPunctuation = false
  public override init() { super.init() }
}

/// Audio from buffers, as `SFSpeechAudioBufferRecognitionRequest`.
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  /// Adds a buffer (an `AVAudioPCMBuffer`; dropped: nothing is recognised).
  open func append(_ audioPCMBuffer: AnyObject) {}
  /// Marks the end of the audio.
  open func endAudio() {}
}

/// Audio from a file, as `SFSpeechURLRecognitionRequest`.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
  public let url: URL
  public init(url: URL) {
    self.url = url
    super.init()
  }
}

/// A running recognition, as `SFSpeechRecognitionTask`: here always
/// completed, with its error.
open class SFSpeechRecognitionTask: NSObject, @unchecked Sendable {
  public let error: Error?
  init(error: Error?) { self.error = error }
  open var state: SFSpeechRecognitionTaskState { .completed }
  open var isFinishing: Bool { false }
  open var isCancelled: Bool { false }
  open func finish() {}
  open func cancel() {}
}

/// A transcription, as `SFTranscription`.
open class SFTranscription: NSObject, @unchecked Sendable {
  public let formattedString: String
  public let segments: [SFTranscriptionSegment]
  init(formattedString: String, segments: [SFTranscriptionSegment]) {
    self.formattedString = formattedString
    self.segments = segments
  }
}

/// A recognised word, as `SFTranscriptionSegment`.
open class SFTranscriptionSegment: NSObject, @unchecked Sendable {
  public let substring: String
  public let timestamp: TimeInterval
  public let duration: TimeInterval
  public let confidence: Float
  init(substring: String, timestamp: TimeInterval, duration: TimeInterval, confidence: Float) {
    self.substring = substring
    self.timestamp = timestamp
    self.duration = duration
    self.confidence = confidence
  }
}

/// A recognition's result, as `SFSpeechRecognitionResult` (none is made).
open class SFSpeechRecognitionResult: NSObject, @unchecked Sendable {
  public let bestTranscription: SFTranscription
  public let transcriptions: [SFTranscription]
  public let isFinal: Bool
  init(bestTranscription: SFTranscription, isFinal: Bool) {
    self.bestTranscription = bestTranscription
    transcriptions = [bestTranscription]
    self.isFinal = isFinal
  }
}
