// Swift Testing declares a cross-import overlay for AppKit
// (Testing.swiftcrossimport/AppKit.swiftoverlay names `_Testing_AppKit`:
// image attachments on Apple platforms). The Linux toolchain ships the
// declaration but not the module, so a test file importing both Testing and
// Flipbook's AppKit would fail with "no such module". This empty module is
// that overlay here.
