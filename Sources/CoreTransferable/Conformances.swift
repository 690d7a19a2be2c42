import Foundation
import UniformTypeIdentifiers

// The Foundation types CoreTransferable makes transferable.

extension String: Transferable {
  /// UTF-8 plain text (also read from any text).
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { data in
      guard let text = String(data: data, encoding: .utf8) else {
        throw CoreTransferableError.importFailed(type: "String", reason: "the bytes are not UTF-8")
      }
      return text
    }
    DataRepresentation(contentType: .plainText) { Data($0.utf8) } importing: { data in
      String(decoding: data, as: UTF8.self)
    }
  }
}

extension Data: Transferable {
  /// Any data, as it is.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) { $0 } importing: { $0 }
  }
}

extension URL: Transferable {
  /// A URL, sent as its absolute string.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { data in
      guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
        throw CoreTransferableError.importFailed(type: "URL", reason: "the bytes are not a URL")
      }
      return url
    }
  }
}

extension AttributedString: Transferable {
  /// Its characters as UTF-8 plain text (attributes are not carried).
  public static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
  }
}
