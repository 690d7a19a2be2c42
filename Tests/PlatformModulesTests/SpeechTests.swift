import AVFoundation
import Foundation
import Speech
import Testing

/// A transcriber as Apple's Scrumdinger tutorial writes it: ask, prepare an
/// engine, start a task. Here every step reports why it can't.
@Suite(.serialized) struct SpeechTests {
  @Test func recognitionFailsAsOnAMachineWithoutTheService() async throws {
    let status = await withCheckedContinuation { continuation in
      SFSpeechRecognizer.requestAuthorization { continuation.resume(returning: $0) }
    }
    #expect(status == .denied && SFSpeechRecognizer.authorizationStatus() == .denied)
    let recognizer = SFSpeechRecognizer()
    #expect(!recognizer.isAvailable)
    let request = SFSpeechAudioBufferRecognitionRequest()
    let engine = AVAudioEngine()
    let format = engine.inputNode.outputFormat(forBus: 0)
    engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: format) { buffer, _ in request.append(buffer) }
    #expect(format.sampleRate == 48_000 && format.channelCount == 1)
    #expect(throws: NSError.self) { try engine.start() }
    #expect(!engine.isRunning)
    var failure: Error?
    let task = recognizer.recognitionTask(with: request) { _, error in failure = error }
    #expect((failure as? SFSpeechError)?.code == .recognizerNotAvailable && task.state == .completed)
    try AVAudioSession.sharedInstance().setActive(true, options: .notifyOthersOnDeactivation)
  }
}
