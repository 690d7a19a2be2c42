#if canImport(Glibc)
import Glibc

/// Closes a handle `dlopen` returned, as Darwin's `dlclose` takes it.
///
/// Darwin imports `dlopen`'s result and `dlclose`'s parameter as implicitly
/// unwrapped (`UnsafeMutableRawPointer!`), so `let handle = dlopen(nil,
/// RTLD_LAZY)` followed by `dlclose(handle)` compiles there. Glibc marks the
/// parameter non-null, so the same two lines fail on Linux with "value of
/// optional type must be unwrapped" (gonzalezreal/swift-markdown-ui looks
/// up cmark's extension node types this way). This overload takes the
/// optional: a nil handle is not closed and answers -1, as `dlclose` answers
/// an invalid handle; a non-optional handle still calls Glibc's own.
@discardableResult
public func dlclose(_ handle: UnsafeMutableRawPointer?) -> Int32 {
  guard let handle else { return -1 }
  return Glibc.dlclose(handle)
}
#endif
