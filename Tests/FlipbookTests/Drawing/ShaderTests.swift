@testable import Flipbook
import Testing

/// Metal shader effects compile as SwiftUI declares them and draw the view
/// without the effect; a shader fill draws nothing (there is no Metal on
/// Linux: the essay above Shaders.swift).
@Suite struct ShaderTests {
  @Test func shaderEffectsDrawTheViewUnchanged() throws {
    let plain = try Rig(width: 40, height: 40) { Color.red }.image(at: 0)
    let shaded = try Rig(width: 40, height: 40) {
      Color.red
        .colorEffect(ShaderLibrary.grain(.float(0.5), .float2(CGSize(width: 40, height: 40)), .color(.blue), .boundingRect))
        .distortionEffect(ShaderLibrary.default.wave(.float(1), .floatArray([1, 2])), maxSampleOffset: CGSize(width: 4, height: 4))
        .layerEffect(ShaderLibrary.bundle(.main).pixellate(.float(8)), maxSampleOffset: .zero, isEnabled: false)
        .visualEffect { content, proxy in content.colorEffect(ShaderLibrary.tint(.float2(proxy.size))) }
    }.image(at: 0)
    #expect(shaded.pixels == plain.pixels)
    // A shader as a fill: transparent.
    let filled = try Rig(width: 40, height: 40) { Rectangle().fill(ShaderLibrary.stripes(.float(3))) }.image(at: 0)
    #expect(filled.inkedPixelCount == 0)
    // The function and its arguments are kept.
    let shader = ShaderLibrary.grain(.float(2), .boundingRect)
    #expect(shader.function.name == "grain" && shader.arguments.count == 2 && shader.function.library == .default)
  }
}
