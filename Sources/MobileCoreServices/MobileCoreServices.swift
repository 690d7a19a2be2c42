@_exported import UniformTypeIdentifiers

// `import MobileCoreServices` on Linux: the framework older iOS code
// imports for the uniform type identifiers' `kUTType…` constants
// (`picker.mediaTypes = [kUTTypeImage as String]`), deprecated since
// iOS 14 in favour of UniformTypeIdentifiers, which it re-exports here.
// Apple declares the constants as `CFString`, which code converts with
// `as String`; Linux has no toll-free bridging for that conversion, so
// they are `String`s holding the same identifiers, and `as String`
// compiles unchanged. Foundation only, like UniformTypeIdentifiers.

/// The abstract base type of all items (`public.item`).
public let kUTTypeItem: String = UTType.item.identifier
/// Content: documents, images, audio (`public.content`).
public let kUTTypeContent: String = UTType.content.identifier
/// Any data (`public.data`).
public let kUTTypeData: String = UTType.data.identifier
/// A URL (`public.url`).
public let kUTTypeURL: String = UTType.url.identifier
/// A file URL (`public.file-url`).
public let kUTTypeFileURL: String = UTType.fileURL.identifier
/// Text (`public.text`).
public let kUTTypeText: String = UTType.text.identifier
/// Plain text (`public.plain-text`).
public let kUTTypePlainText: String = UTType.plainText.identifier
/// UTF-8 plain text (`public.utf8-plain-text`).
public let kUTTypeUTF8PlainText: String = UTType.utf8PlainText.identifier
/// JSON (`public.json`).
public let kUTTypeJSON: String = UTType.json.identifier
/// PDF (`com.adobe.pdf`).
public let kUTTypePDF: String = UTType.pdf.identifier
/// Any image (`public.image`).
public let kUTTypeImage: String = UTType.image.identifier
/// JPEG (`public.jpeg`).
public let kUTTypeJPEG: String = UTType.jpeg.identifier
/// PNG (`public.png`).
public let kUTTypePNG: String = UTType.png.identifier
/// Any movie (`public.movie`).
public let kUTTypeMovie: String = UTType.movie.identifier
/// Video without audio (`public.video`).
public let kUTTypeVideo: String = UTType.video.identifier
/// Audio without video (`public.audio`).
public let kUTTypeAudio: String = UTType.audio.identifier
/// GIF (`com.compuserve.gif`).
public let kUTTypeGIF: String = UTType.gif.identifier
/// HTML (`public.html`).
public let kUTTypeHTML: String = UTType.html.identifier
/// Rich text (`public.rtf`).
public let kUTTypeRTF: String = UTType.rtf.identifier
/// A QuickTime movie (`com.apple.quicktime-movie`).
public let kUTTypeQuickTimeMovie: String = UTType.quickTimeMovie.identifier
/// An MPEG-4 movie (`public.mpeg-4`).
public let kUTTypeMPEG4: String = UTType.mpeg4Movie.identifier
/// A zip archive (`public.zip-archive`).
public let kUTTypeZipArchive: String = UTType.zip.identifier
/// A vCard (`public.vcard`).
public let kUTTypeVCard: String = UTType.vCard.identifier
