// Swift Testing declares a cross-import overlay for CoreGraphics
// (Testing.swiftcrossimport/CoreGraphics.swiftoverlay names
// `_Testing_CoreGraphics`: attachments of `CGImage`s on Apple platforms).
// The Linux toolchain ships the declaration but not the module, so a file
// importing both Testing and Flipbook's CoreGraphics would fail with "no
// such module". This empty module is that overlay here: Flipbook's
// CoreGraphics has no `CGImage` to attach.
