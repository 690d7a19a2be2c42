/// A style's body (a `ButtonStyle`'s, a `ToggleStyle`'s, …), with the
/// style's own dynamic properties prepared first.
///
/// SwiftUI treats a style like a view: its `@Environment` properties read
/// the environment where the styled control is (so a style reading
/// `colorScheme` sees the dark scheme the screen is in), and its `@State`
/// lives as long as the control. A style called bare would read nothing
/// (an `@Environment` read outside a body gives the default). So the
/// erasers wrap each call: the style is prepared under this view's identity
/// and environment, then its body is resolved.
nonisolated struct _StyledBody<Style, Content: View>: View, PrimitiveView {
  let style: Style
  let content: (Style) -> Content

  var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    inputs.prepareDynamicProperties(of: style)
    return Flipbook.resolve(content(style), inputs.child(.index(0)))
  }
}
