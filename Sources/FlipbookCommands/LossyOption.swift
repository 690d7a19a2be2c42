import ArgumentParser
import Encoders

/// `--lossy N`, shared by `render` and `encode`: `GIFEncoder.Options.lossy`.
struct LossyOption: ParsableArguments {
  @Option(help: "Lossy LZW for a GIF: how far (sRGB distance, 0…\(GIFEncoder.Options.maximumLossy)) a pixel may be written from its colour to compress better. 0: lossless.")
  var lossy: Int = 0

  func validate() throws {
    guard (0...GIFEncoder.Options.maximumLossy).contains(lossy) else {
      throw ValidationError("--lossy must be 0…\(GIFEncoder.Options.maximumLossy), got \(lossy)")
    }
  }
}
