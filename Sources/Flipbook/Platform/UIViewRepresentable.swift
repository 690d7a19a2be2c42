import Foundation

// # UIKit views in SwiftUI code
//
// Apps wrap UIKit views in `UIViewRepresentable` for what SwiftUI lacked
// when they were written: a spinner, a blur, a label or image view set up in
// UIKit terms. Flipbook has no UIKit to draw them, but it has what SwiftUI
// offers for each, so a representable is resolved as SwiftUI's counterpart
// of the view it makes: `makeUIView` and `updateUIView` run as on iOS (the
// view and coordinator made once, kept as the representable's state), and
// then the view's type and settings decide what is drawn:
//
// - `UIActivityIndicatorView`: a circular `ProgressView` (large for the
//   large styles, in the view's colour), nothing when stopped and hidden;
// - `UIVisualEffectView` with a `UIBlurEffect`: the material of the same
//   thickness (and scheme, for the light and dark styles); the older
//   `.regular`, `.light` and `.dark` their own, thinner look (Material);
// - `UILabel`: `Text` with its font, colour, alignment and line limit;
// - `UIImageView`: `Image(uiImage:)` filling as its content mode says;
// - `UITextView`: its text as `TextEditor` draws it (UITextView's font,
//   colour, alignment, insets and line padding), `UITextField`: SwiftUI's
//   `TextField` or `SecureField`, rounded-border or plain, `UISearchBar`:
//   `.searchable`'s field in a 56-pt bar (UITextInputViews.swift);
// - `UIPageControl`: the dots of `TabView`'s page style;
// - a view of a module above Flipbook that names its counterpart
//   (`UIKitViewCounterpart`: MapKit's `MKMapView` draws its map);
// - a hosting controller's view: its SwiftUI content;
// - a plain `UIView`: its background colour;
// - a view of the app's own class (or a plain UIKit container with
//   sublayers): what it draws itself, `draw(_:)`, its Core Animation layers
//   and its subviews, laid out at the size SwiftUI gives it
//   (CALayer+Drawing.swift), as `CALayer.render(in:)` draws it on iOS.
//
// Every view's background colour, alpha, hidden flag and layer corner
// radius (on its masked corners, circular unless `cornerCurve` says
// continuous) and border apply around that. A framework class Flipbook has
// no counterpart for (MapKit's annotation view outside a map) fails the
// frame with `FlipbookError.unsupportedUIKitView` naming the class (outside
// a graph's pass, a warning), so a screen that relies on one says so
// rather than showing a hole silently: give it a SwiftUI stand-in.

/// A UIKit view in SwiftUI, as SwiftUI's `UIViewRepresentable`: Flipbook
/// draws the view as its SwiftUI counterpart (see the essay above).
@MainActor @preconcurrency public protocol UIViewRepresentable: View {
  /// The UIKit view this representable makes.
  associatedtype UIViewType: UIView
  /// What coordinates the view with SwiftUI (made once).
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the view (once).
  func makeUIView(context: Context) -> UIViewType
  /// Brings the view up to date with this representable (every update).
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Cleans up the view when it leaves (Flipbook never calls it).
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  /// Makes the coordinator (once, before the view).
  func makeCoordinator() -> Coordinator
  /// The view's size for `proposal`, or nil for the counterpart's own.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

  /// A representable is drawn as its view's SwiftUI counterpart.
  public var body: _UIKitRepresentableView<Self> { _UIKitRepresentableView(representable: self) }
}

/// What a representable's methods are given, as SwiftUI's
/// `UIViewRepresentableContext`.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator `makeCoordinator` made.
  public let coordinator: Representable.Coordinator
  /// The transaction of the update.
  public var transaction: Transaction
  /// The environment where the representable is.
  public var environment: EnvironmentValues
}

/// A UIKit view controller in SwiftUI, as SwiftUI's
/// `UIViewControllerRepresentable`: drawn as its view's counterpart (a
/// hosting controller's: its SwiftUI content).
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

  /// Drawn as the controller's view's SwiftUI counterpart.
  public var body: _UIKitRepresentableView<Self> { _UIKitRepresentableView(representable: self) }
}

/// What a controller representable's methods are given, as SwiftUI's
/// `UIViewControllerRepresentableContext`.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// The made view and coordinator of one representable, kept as its state.
private final class MadeUIKitView {
  var coordinator: Any?
  var object: AnyObject?
}

/// A representable, resolved as its UIKit view's SwiftUI counterpart.
nonisolated public struct _UIKitRepresentableView<Representable: View>: View, PrimitiveView {
  let representable: Representable

  public var body: Never { primitiveBody() }

  func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
    let made = inputs.stateStore.flatMap {
      $0.box(for: StateStore.Key(identity: inputs.identity, property: .representable), make: { MadeUIKitView() }).value
        as? MadeUIKitView
    } ?? MadeUIKitView()
    let content: AnyView = assumingMainActor {
      if let view = representable as? any UIViewRepresentable {
        return Self.counterpart(of: view, made, inputs)
      }
      if let controller = representable as? any UIViewControllerRepresentable {
        return Self.counterpart(of: controller, made, inputs)
      }
      return AnyView(EmptyView())
    }
    return Flipbook.resolve(content, inputs.child(.index(0)))
  }

  @MainActor private static func counterpart<R: UIViewRepresentable>(of representable: R, _ made: MadeUIKitView, _ inputs: ResolveInputs) -> AnyView {
    if made.coordinator == nil { made.coordinator = representable.makeCoordinator() }
    let context = UIViewRepresentableContext<R>(
      coordinator: made.coordinator as! R.Coordinator, transaction: inputs.transaction, environment: inputs.environment)
    let view = made.object as? R.UIViewType ?? representable.makeUIView(context: context)
    made.object = view
    representable.updateUIView(view, context: context)
    guard view.hostedView == nil, !view.subviews.isEmpty else { return UIKitCounterpart.view(for: view) }
    // A view with subviews (an app's composed view): laid out at the size
    // SwiftUI gives it, then drawn as a hierarchy is.
    return AnyView(
      GeometryReader { proxy in
        let _ = UIKitCounterpart.layOut(view, size: proxy.size)
        UIKitHierarchyView.drawing(of: view, at: .zero, screen: proxy.size, safeArea: EdgeInsets())
      })
  }

  @MainActor private static func counterpart<R: UIViewControllerRepresentable>(of representable: R, _ made: MadeUIKitView, _ inputs: ResolveInputs) -> AnyView {
    if made.coordinator == nil { made.coordinator = representable.makeCoordinator() }
    let context = UIViewControllerRepresentableContext<R>(
      coordinator: made.coordinator as! R.Coordinator, transaction: inputs.transaction, environment: inputs.environment)
    let controller = made.object as? R.UIViewControllerType ?? representable.makeUIViewController(context: context)
    made.object = controller
    representable.updateUIViewController(controller, context: context)
    if let hosted = controller.hostedView { return hosted }
    return UIKitCounterpart.view(for: controller.view)
  }
}

/// The SwiftUI counterparts of UIKit views (see the essay above).
/// A UIKit view of a module above Flipbook that says what SwiftUI draws
/// for it (MapKit's `MKMapView`: its map).
package protocol UIKitViewCounterpart: UIView {
  /// The SwiftUI view drawn in its place.
  var swiftUICounterpart: AnyView { get }
}

enum UIKitCounterpart {
  /// `view` drawn as its SwiftUI counterpart. `hostedSafeArea`: the safe
  /// area insets a hosting view's content gets (in a UIKit hierarchy, those
  /// of the screen its frame overlaps, as UIKit gives them; its background
  /// still fills its frame, and content that ignores the safe area reaches
  /// the frame's edges).
  static func view(for view: UIView, hostedSafeArea: EdgeInsets? = nil) -> AnyView {
    if view.isHidden { return AnyView(Color.clear) }
    var content: AnyView
    if let hosted = view.hostedView {
      // The root view centred in the view's bounds (as a hosting
      // controller places it), so the view's background fills them.
      content = AnyView(
        (hostedSafeArea.map { AnyView(hosted.safeAreaPadding($0)) } ?? hosted)
          .frame(maxWidth: .infinity, maxHeight: .infinity))
    } else if let spinner = view as? UIActivityIndicatorView {
      content = spinner.isAnimating || !spinner.hidesWhenStopped ? spinnerView(spinner) : AnyView(Color.clear.frame(width: 0, height: 0))
    } else if let effect = view as? UIVisualEffectView {
      content = effectView(effect)
    } else if let label = view as? UILabel {
      content = labelView(label)
    } else if let textView = view as? UITextView {
      content = textViewContent(textView)
    } else if let field = view as? UITextField {
      content = textFieldContent(field)
    } else if let bar = view as? UISearchBar {
      content = searchBarContent(bar)
    } else if let dots = view as? UIPageControl {
      content = pageControlContent(dots)
    } else if let imageView = view as? UIImageView {
      content = imageViewContent(imageView)
    } else if let drawn = view as? any UIKitViewCounterpart {
      content = drawn.swiftUICounterpart
    } else if type(of: view) == UIView.self && view.layerIfMade?.sublayers == nil && view.layerIfMade?.contents == nil {
      content = AnyView(Color.clear)
    } else if UIKitSelfDrawnView.drawsItself(view) {
      content = AnyView(UIKitSelfDrawnView(view: view))
    } else {
      // A stand-in class with no counterpart: the frame fails, naming it.
      ResolveProblems.record(.unsupportedUIKitView(className: String(describing: type(of: view))))
      content = AnyView(Color.clear)
    }
    let layer = view.layerIfMade
    let radius = layer?.cornerRadius ?? 0
    let shape = layer?.cornerShape ?? UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(), style: .circular)
    var decorated = AnyView(content.background { if let color = view.backgroundColor { shape.fill(Color(uiColor: color)) } })
    // A plain view is its rounded background already; others' content is
    // clipped to the corners when the layer masks (a blur view always does).
    let isPlain = type(of: view) == UIView.self && view.hostedView == nil
    if radius > 0, !isPlain, layer?.masksToBounds == true || view is UIVisualEffectView {
      decorated = AnyView(decorated.clipShape(shape))
    }
    if let layer, layer.borderWidth > 0, let border = layer.borderColor {
      decorated = AnyView(decorated.overlay { shape.strokeBorder(Color(cgColor: border), lineWidth: layer.borderWidth) })
    }
    // The layer's shadow under it all (none when it masks to its bounds,
    // which clips it away on iOS): Core Animation's offset, opacity and
    // radius, the radius blurring as SwiftUI's shadow radius does.
    if let layer, let shadow = LayerPicture.shadow(of: layer) {
      decorated = AnyView(
        decorated.shadow(color: shadow.color, radius: shadow.radius, x: shadow.offset.width, y: shadow.offset.height))
    }
    if let layer, let mask = LayerPicture.mask(of: layer) {
      decorated = AnyView(decorated.clipShape(mask.path, style: mask.style))
    }
    // The view's transform, about its centre: UIKit's matrix taken apart
    // into a scale, a rotation and a move (a shear is not drawn).
    let t = view.transform
    if !t.isIdentity, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
      let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
      let scaleY = scaleX > 0 ? (t.a * t.d - t.b * t.c) / scaleX : 0
      decorated = AnyView(
        decorated.scaleEffect(x: scaleX, y: scaleY).rotationEffect(.radians(Double(atan2(t.b, t.a))))
          .offset(x: t.tx, y: t.ty))
    }
    // A view's layer opacity is its alpha (one value, as a backing layer's).
    let opacity = Double(view.alpha)
    return opacity < 1 ? AnyView(decorated.opacity(opacity)) : decorated
  }

  /// Gives a representable's `view` the size SwiftUI proposes and lays it
  /// out (its `layoutSubviews`, its subviews').
  @MainActor static func layOut(_ view: UIView, size: CGSize) {
    installMeasuring
    guard size.width.isFinite, size.height.isFinite else { return }
    let size = CGSize(width: max(size.width, 0), height: max(size.height, 0))
    if view.frame.size != size { view.frame = CGRect(origin: view.frame.origin, size: size) }
    view.layoutIfNeeded()
  }

  /// Lets UIKit's views measure what Flipbook draws for them
  /// (`intrinsicContentSize`, `sizeThatFits(_:)`): a hosting view's
  /// content, a label's text, a spinner, a field, a search bar, page dots,
  /// an image view's image; other views have no content of their own.
  static let installMeasuring: Void = {
    UIView.counterpartSizeThatFits = { view, size in
      if let content = view.hostedContent as? AnyView { return UIHostingController<AnyView>.measure(content, size) }
      if let imageView = view as? UIImageView { return imageView.image?.size }
      guard view is UILabel || view is UIActivityIndicatorView || view is UITextField || view is UISearchBar
        || view is UIPageControl
      else { return nil }
      return UIHostingController<AnyView>.measure(UIKitCounterpart.view(for: view), size)
    }
  }()

  private static func spinnerView(_ spinner: UIActivityIndicatorView) -> AnyView {
    let large = spinner.style == .large || spinner.style == .whiteLarge
    var progress = AnyView(ProgressView().progressViewStyle(.circular).controlSize(large ? .large : .regular))
    if let color = spinner.color { progress = AnyView(progress.tint(Color(uiColor: color))) }
    return progress
  }

  private static func effectView(_ view: UIVisualEffectView) -> AnyView {
    guard let blur = view.effect as? UIBlurEffect else { return AnyView(Color.clear) }
    let (material, scheme): (Material, ColorScheme?) = {
      switch blur.style {
      case .systemUltraThinMaterial: return (.ultraThin, nil)
      case .systemThinMaterial: return (.thin, nil)
      case .systemMaterial: return (.regular, nil)
      case .regular: return (.uiKitRegularBlur, nil)
      case .light: return (.uiKitRegularBlur, .light)
      case .dark: return (.uiKitRegularBlur, .dark)
      case .systemThickMaterial, .prominent: return (.thick, nil)
      case .systemChromeMaterial: return (.bar, nil)
      case .systemUltraThinMaterialLight: return (.ultraThin, .light)
      case .systemThinMaterialLight: return (.thin, .light)
      case .systemMaterialLight, .extraLight: return (.regular, .light)
      case .systemThickMaterialLight: return (.thick, .light)
      case .systemChromeMaterialLight: return (.bar, .light)
      case .systemUltraThinMaterialDark: return (.ultraThin, .dark)
      case .systemThinMaterialDark: return (.thin, .dark)
      case .systemMaterialDark, .extraDark: return (.regular, .dark)
      case .systemThickMaterialDark: return (.thick, .dark)
      case .systemChromeMaterialDark: return (.bar, .dark)
      }
    }()
    let fill = Rectangle().fill(material)
    if let scheme { return AnyView(fill.environment(\.colorScheme, scheme)) }
    return AnyView(fill)
  }

  private static func labelView(_ label: UILabel) -> AnyView {
    var text = Text(verbatim: label.text ?? "")
    if let font = label.font { text = text.font(Font(font)) }
    if let color = label.textColor { text = text.foregroundColor(Color(uiColor: color)) }
    let (alignment, _) = textAlignment(label.textAlignment)
    return AnyView(
      text.multilineTextAlignment(alignment).lineLimit(label.numberOfLines == 0 ? nil : label.numberOfLines)
        .minimumScaleFactor(label.adjustsFontSizeToFitWidth ? max(label.minimumScaleFactor, 0.01) : 1))
  }

  /// A text view as `TextEditor` draws (it is a UITextView on iOS): the
  /// text from the top leading corner inside the container inset and line
  /// padding, filling the offered space while it scrolls, as tall as its
  /// text when it doesn't.
  private static func textViewContent(_ view: UITextView) -> AnyView {
    let font = Font(view.font ?? UIFont.systemFont(ofSize: 12))
    let inset = view.textContainerInset
    let padding = max(view.textContainer.lineFragmentPadding, 0)
    let (alignment, frameAlignment) = textAlignment(view.textAlignment)
    var text = Text(verbatim: view.text ?? "").font(font)
    if let color = view.textColor { text = text.foregroundColor(Color(uiColor: color)) }
    let lines = view.textContainer.maximumNumberOfLines
    let laidOut = text.multilineTextAlignment(alignment).lineLimit(lines > 0 ? lines : nil)
      .frame(maxWidth: .infinity, maxHeight: view.isScrollEnabled ? .infinity : nil, alignment: Alignment(horizontal: frameAlignment, vertical: .top))
      .padding(EdgeInsets(top: inset.top, leading: inset.left + padding, bottom: inset.bottom, trailing: inset.right + padding))
    return AnyView(laidOut)
  }

  /// A text field as SwiftUI's `TextField` (or `SecureField`) in the
  /// rounded-border style for `.roundedRect`, plain otherwise.
  private static func textFieldContent(_ field: UITextField) -> AnyView {
    let text = field.text ?? ""
    let placeholder = field.placeholder ?? ""
    let (alignment, _) = textAlignment(field.textAlignment)
    let input: AnyView = field.isSecureTextEntry
      ? AnyView(SecureField(placeholder, text: .constant(text))) : AnyView(TextField(placeholder, text: .constant(text)))
    var styled = field.borderStyle == .roundedRect
      ? AnyView(input.textFieldStyle(.roundedBorder)) : AnyView(input.textFieldStyle(.plain))
    styled = AnyView(styled.font(Font(field.font ?? UIFont.systemFont(ofSize: 17))).multilineTextAlignment(alignment))
    if let color = field.textColor { styled = AnyView(styled.foregroundStyle(Color(uiColor: color))) }
    return styled
  }

  /// A search bar as iOS draws one (see `UISearchBar`).
  private static func searchBarContent(_ bar: UISearchBar) -> AnyView {
    let field = _SearchFieldBox(
      text: bar.text ?? "", prompt: bar.placeholder.map { Text(verbatim: $0) },
      fill: bar.searchTextField.backgroundColor.map { Color(uiColor: $0) })
      .padding(.horizontal, 8)
      .frame(maxWidth: .infinity)
      .frame(height: 56)
    let fill = bar.barTintColor.map { Color(uiColor: $0) } ?? (bar.searchBarStyle == .minimal ? nil : Color.semantic(.systemBackground))
    return AnyView(field.background { if let fill { Rectangle().fill(fill) } })
  }

  /// Page dots as `TabView`'s page style draws them (`_PageDots`), in the
  /// control's tints, centred; none for a single page it hides.
  private static func pageControlContent(_ control: UIPageControl) -> AnyView {
    let pages = max(control.numberOfPages, 0)
    guard pages > 1 || (pages == 1 && !control.hidesForSinglePage) else { return AnyView(Color.clear.frame(width: 0, height: 0)) }
    return AnyView(
      _PageDots(
        count: pages, current: control.currentPage, currentColor: control.currentPageIndicatorTintColor.map { Color(uiColor: $0) },
        otherColor: control.pageIndicatorTintColor.map { Color(uiColor: $0) }))
  }

  /// UIKit's text alignment as SwiftUI's (natural and justified lead).
  private static func textAlignment(_ alignment: NSTextAlignment) -> (TextAlignment, HorizontalAlignment) {
    switch alignment {
    case .center: return (.center, .center)
    case .right: return (.trailing, .trailing)
    default: return (.leading, .leading)
    }
  }

  private static func imageViewContent(_ view: UIImageView) -> AnyView {
    guard let image = view.image else { return AnyView(Color.clear) }
    let base = Image(uiImage: image)
    switch view.contentMode {
    case .scaleAspectFit: return AnyView(base.resizable().aspectRatio(contentMode: .fit))
    case .scaleAspectFill: return AnyView(base.resizable().aspectRatio(contentMode: .fill).clipped())
    case .scaleToFill, .redraw: return AnyView(base.resizable())
    default: return AnyView(base)
    }
  }
}
