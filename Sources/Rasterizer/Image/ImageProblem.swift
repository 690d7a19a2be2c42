import FlipbookCore
import Foundation

/// Why an image can't be read, as a typed case (`RasterizerError.image`,
/// `FlipbookError.image`).
public enum ImageProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// No file at the path, or one that can't be read.
  case unreadable
  /// Reading the file failed with `errno`.
  case readFailed(errno: Int32)
  /// The file is empty.
  case emptyFile
  /// Not a PNG, JPEG, SVG or PDF file.
  case unknownFormat
  /// A size that is not positive and finite.
  case size(width: Double, height: Double)
  /// Over 16,384 pixels a side or 64 Mpx.
  case tooLarge(width: Int, height: Int)
  /// The decoding library refused it, in its own words (libpng, libjpeg,
  /// librsvg, poppler).
  case undecodable(library: String, message: String)
  /// A PDF with no pages.
  case noPages
  /// The decoded pixels don't make a bitmap.
  case invalidBitmap(FlipbookCoreError)
  /// An asset catalog's set with no `Contents.json` (`kind`: "image set",
  /// "symbol set").
  case missingContents(kind: String)
  /// A `Contents.json` that is not JSON (the parser's words).
  case contentsNotJSON(message: String)
  /// A `Contents.json` that is not a JSON object.
  case contentsNotAnObject
  /// A symbol set listing no file.
  case symbolSetHasNoFile
  /// A symbol set whose file is not an SVG symbol template.
  case notASymbolTemplate
  /// A symbol template that draws no variant.
  case symbolTemplateHasNoVariant

  public var description: String {
    switch self {
    case .unreadable: "no readable file there"
    case .readFailed(let errno): String(cString: strerror(errno))
    case .emptyFile: "the file is empty"
    case .unknownFormat: "not a PNG, JPEG, SVG or PDF file"
    case .size(let width, let height): "its size \(width) × \(height) is not positive and finite"
    case .tooLarge(let width, let height): "its size \(width) × \(height) is over 16,384 a side or 64 Mpx"
    case .undecodable(let library, let message): "\(library): \(message)"
    case .noPages: "the PDF has no pages"
    case .invalidBitmap(let error): "\(error)"
    case .missingContents(let kind): "the \(kind) has no Contents.json"
    case .contentsNotJSON(let message): "Contents.json is not JSON (\(message))"
    case .contentsNotAnObject: "Contents.json is not a JSON object"
    case .symbolSetHasNoFile: "the symbol set lists no file"
    case .notASymbolTemplate: "a symbol set's file must be an SVG symbol template"
    case .symbolTemplateHasNoVariant: "the symbol template draws no variant (a group such as <g id=\"Regular-M\">)"
    }
  }
}

/// Why a font file can't be registered, as a typed case.
public enum FontFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// No file at the path, or one that can't be read.
  case unreadable
  /// fontconfig found no font in it.
  case noFont

  public var description: String {
    switch self {
    case .unreadable: "no readable file there"
    case .noFont: "fontconfig found no font in it"
    }
  }
}
