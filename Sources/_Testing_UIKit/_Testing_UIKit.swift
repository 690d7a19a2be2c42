// Swift Testing declares a cross-import overlay for UIKit
// (Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`:
// image attachments on Apple platforms). The Linux toolchain ships the
// declaration but not the module, so a test file importing both Testing and
// Flipbook's UIKit would fail with "no such module". This empty module is
// that overlay here.
