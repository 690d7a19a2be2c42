@testable import Flipbook
import Testing

// UIKit views wrapped as apps wrap them, drawn as their SwiftUI
// counterparts (issue #53, item 9).

struct Spinner: UIViewRepresentable {
  func makeUIView(context: Context) -> UIActivityIndicatorView {
    let view = UIActivityIndicatorView(style: .large)
    view.startAnimating()
    return view
  }
  func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
}

struct Blur: UIViewRepresentable {
  var style: UIBlurEffect.Style = .systemMaterial
  func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
  func updateUIView(_ uiView: UIVisualEffectView, context: Context) { uiView.effect = UIBlurEffect(style: style) }
}

struct Label: UIViewRepresentable {
  let text: String
  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: 20)
    label.textColor = .systemRed
    return label
  }
  func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = text }
}

struct Card: UIViewRepresentable {
  final class Coordinator { var updates = 0 }
  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIView(context: Context) -> UIView {
    let view = UIView()
    view.backgroundColor = .systemBlue
    view.layer.cornerRadius = 8
    view.clipsToBounds = true
    return view
  }
  func updateUIView(_ uiView: UIView, context: Context) { context.coordinator.updates += 1 }
}

/// A multi-line editor as apps wrapped one before `TextEditor`.
struct Notes: UIViewRepresentable {
  let text: String
  var scrolls = true
  func makeUIView(context: Context) -> UITextView {
    let view = UITextView()
    view.font = .systemFont(ofSize: 12)
    view.isScrollEnabled = scrolls
    return view
  }
  func updateUIView(_ uiView: UITextView, context: Context) { uiView.text = text }
}

/// A field made first responder on appear, as apps wrap UITextField.
struct Field: UIViewRepresentable {
  let text: String
  var secure = false
  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.placeholder = "Email"
    field.borderStyle = .roundedRect
    field.isSecureTextEntry = secure
    field.becomeFirstResponder()
    return field
  }
  func updateUIView(_ uiView: UITextField, context: Context) { uiView.text = text }
}

struct Dots: UIViewRepresentable {
  func makeUIView(context: Context) -> UIPageControl {
    let control = UIPageControl()
    control.numberOfPages = 3
    control.currentPageIndicatorTintColor = .black
    control.pageIndicatorTintColor = .systemGray
    return control
  }
  func updateUIView(_ uiView: UIPageControl, context: Context) { uiView.currentPage = 1 }
}

struct Search: UIViewRepresentable {
  func makeUIView(context: Context) -> UISearchBar {
    let bar = UISearchBar()
    bar.placeholder = "Find"
    bar.searchBarStyle = .minimal
    return bar
  }
  func updateUIView(_ uiView: UISearchBar, context: Context) {}
}

/// A UIKit class with no SwiftUI counterpart.
/// A view that draws itself with `draw(_:)`: a red square 10 pt in.
final class Scribble: UIView {
  override func draw(_ rect: CGRect) {
    UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
    UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
  }
}

struct ScribbleView: UIViewRepresentable {
  func makeUIView(context: Context) -> Scribble { Scribble() }
  func updateUIView(_ uiView: Scribble, context: Context) {}
}

/// A progress ring as UIKit apps draw one: a grey track and a blue arc of
/// shape layers, placed in `layoutSubviews`, the arc's `strokeEnd` the
/// progress and animated there from 0 (a snapshot shows the model value).
final class Ring: UIView {
  let track = CAShapeLayer(), arc = CAShapeLayer()
  var progress: CGFloat = 0.25 { didSet { arc.strokeEnd = progress } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for (layer, color) in [(track, UIColor(white: 0.8, alpha: 1)), (arc, UIColor(red: 0, green: 0, blue: 1, alpha: 1))] {
      layer.fillColor = nil
      layer.strokeColor = color.cgColor
      layer.lineWidth = 8
      layer.lineCap = .round
      self.layer.addSublayer(layer)
    }
    arc.strokeEnd = progress
    let grow = CABasicAnimation(keyPath: "strokeEnd")
    grow.fromValue = 0
    grow.toValue = progress
    grow.duration = 1
    arc.add(grow, forKey: "grow")
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    let path = UIBezierPath(
      arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: min(bounds.width, bounds.height) / 2 - 6,
      startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
    for layer in [track, arc] {
      layer.frame = bounds
      layer.path = path.cgPath
    }
  }
}

struct RingView: UIViewRepresentable {
  func makeUIView(context: Context) -> Ring { Ring(frame: .zero) }
  func updateUIView(_ uiView: Ring, context: Context) {}
}

/// A card of UIKit's making: a gradient layer, rounded top corners only, a
/// border, and a label placed by constraints.
final class GradientCard: UIView {
  let gradient = CAGradientLayer()
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradient.colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
    layer.addSublayer(gradient)
    layer.cornerRadius = 12
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    layer.masksToBounds = true
    label.text = "Hi"
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
    ])
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradient.frame = bounds
  }
}

/// A red square masked to a triangle by a shape layer, half transparent
/// through its layer's opacity (a view's alpha).
struct TriangleView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 40, y: 0))
    path.addLine(to: CGPoint(x: 40, y: 40))
    path.close()
    let triangle = CAShapeLayer()
    triangle.path = path.cgPath
    view.layer.mask = triangle
    view.layer.opacity = 0.5
    return view
  }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A view whose own layer is a gradient (`layerClass`), as apps write a
/// gradient view; `actions` turned off as they often are.
final class LayerClassGradient: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
  override init(frame: CGRect) {
    super.init(frame: frame)
    guard let gradient = layer as? CAGradientLayer else { return }
    gradient.colors = [UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor, UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    gradient.actions = ["position": NSNull(), "bounds": NSNull()]
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

struct LayerClassGradientView: UIViewRepresentable {
  var shadow = false
  func makeUIView(context: Context) -> LayerClassGradient {
    let view = LayerClassGradient(frame: .zero)
    if shadow {
      view.layer.shadowOpacity = 1
      view.layer.shadowRadius = 0
      view.layer.shadowOffset = CGSize(width: 4, height: 4)
    }
    return view
  }
  func updateUIView(_ uiView: LayerClassGradient, context: Context) {}
}

/// Left half blue, right half red, turned a quarter by its `transform`.
final class TurnedHalves: UIView {
  override func draw(_ rect: CGRect) {
    UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
    UIRectFill(CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height))
  }
}

struct TurnedHalvesView: UIViewRepresentable {
  var angle: CGFloat
  func makeUIView(context: Context) -> TurnedHalves {
    let view = TurnedHalves()
    view.transform = CGAffineTransform(rotationAngle: angle)
    return view
  }
  func updateUIView(_ uiView: TurnedHalves, context: Context) {}
}

/// A plain view holding a 20 × 10 red sublayer turned a quarter about its
/// centre (20, 20) by `setAffineTransform`.
struct TurnedSublayerView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView {
    let view = UIView()
    let bar = CALayer()
    bar.frame = CGRect(x: 10, y: 15, width: 20, height: 10)
    bar.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
    bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    view.layer.addSublayer(bar)
    return view
  }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

struct GradientCardView: UIViewRepresentable {
  func makeUIView(context: Context) -> GradientCard { GradientCard(frame: .zero) }
  func updateUIView(_ uiView: GradientCard, context: Context) {}
}

@Suite @MainActor struct RepresentableTests {
  func image<V: View>(_ view: V) throws -> Bitmap {
    try Film("r", size: CGSize(width: 80, height: 60), scale: 1, background: .white, script: []) {
      ZStack { Color.orange.frame(width: 40, height: 60).frame(maxWidth: .infinity, alignment: .leading); view }
    }.image(at: 0)
  }

  @Test func commonUIKitViewsDrawAsTheirCounterparts() throws {
    #expect(try image(Spinner()) == image(ProgressView().controlSize(.large)))
    #expect(try image(Blur()) == image(Rectangle().fill(.regularMaterial)))
    #expect(try image(Blur(style: .systemThinMaterialDark)) == image(Rectangle().fill(.thinMaterial).environment(\.colorScheme, .dark)))
    #expect(try image(Label(text: "Hello")) == image(Text("Hello").font(.system(size: 20)).foregroundColor(.red)))
    // A layer's corners are circular arcs unless its `cornerCurve` says
    // `.continuous` (Core Animation's default, `CALayerCornerCurve.circular`).
    #expect(try image(Card().frame(width: 50, height: 30)) == image(RoundedRectangle(cornerRadius: 8, style: .circular).fill(Color.blue).frame(width: 50, height: 30)))
    // Not blank: the spinner draws something over the white.
    #expect(try image(Spinner()) != image(Color.clear))
  }

  /// A text view draws as `TextEditor` does (it is a UITextView on iOS)
  /// in its 12-pt default font over the system background; a field as
  /// SwiftUI's `TextField`/`SecureField` in its border style.
  @Test func textViewsDrawAsTextEditorAndTextField() throws {
    #expect(try image(Notes(text: "Hi")) == image(TextEditor(text: .constant("Hi")).font(.system(size: 12)).background(Color(uiColor: .systemBackground))))
    #expect(try image(Field(text: "")) == image(TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)))
    #expect(try image(Field(text: "pw", secure: true)) == image(SecureField("Email", text: .constant("pw")).textFieldStyle(.roundedBorder)))
    #expect(try image(Field(text: "a@b.c")) != image(Field(text: "")))
    // Not scrolling, the text view is as tall as its text and insets.
    let renderer = ImageRenderer(content: Notes(text: "Hi", scrolls: false).frame(width: 80))
    let line = ImageRenderer(content: Text("Hi").font(.system(size: 12)))
    #expect(renderer.bitmap?.height == (line.bitmap?.height ?? 0) + Int(16 * renderer.scale))
  }

  /// Page dots as the page-style TabView's (7-pt dots 16 pt apart, the
  /// current one in its tint), and a search bar as `.searchable`'s field
  /// 8 pt in from the sides of a 56-pt bar.
  @Test func pageDotsAndSearchBarsDrawAsSwiftUIsOwn() throws {
    let dots = HStack(spacing: 9) {
      Circle().fill(Color(uiColor: .systemGray)).frame(width: 7, height: 7)
      Circle().fill(Color.black).frame(width: 7, height: 7)
      Circle().fill(Color(uiColor: .systemGray)).frame(width: 7, height: 7)
    }.padding(.horizontal, 10).frame(height: 26)
    #expect(try image(Dots()) == image(dots))
    #expect(try image(Search()) == image(_SearchFieldBox(text: "", prompt: Text("Find")).padding(.horizontal, 8).frame(maxWidth: .infinity).frame(height: 56)))
    #expect(UIPageControl().size(forNumberOfPages: 3) == CGSize(width: 59, height: 26))
  }

  /// A view of the app's own class draws what `draw(_:)` draws, at the
  /// size SwiftUI gives it (Core Graphics' fill as SwiftUI's).
  @Test func anAppsViewDrawsWhatDrawRectDraws() throws {
    let square = Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).padding(10)
    #expect(try image(ScribbleView()) == image(Color.clear.overlay(alignment: .topLeading) { square.frame(width: 40, height: 40) }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
    let drawn = try image(ScribbleView().frame(width: 40, height: 40, alignment: .topLeading).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    #expect(drawn.pixel(x: 20, y: 20) == Bitmap.Pixel(255, 0, 0, 255))
    #expect(drawn.pixel(x: 5, y: 20).red == 255 && drawn.pixel(x: 5, y: 20).green > 100, "the orange behind, left of the square")
  }

  /// Shape layers placed in `layoutSubviews` are drawn at the model value
  /// of an animated `strokeEnd`: a quarter of the ring blue from the top,
  /// clockwise, the rest the grey track, the middle empty.
  @Test func shapeLayersDrawAtTheirModelValues() throws {
    let ring = try image(RingView().frame(width: 60, height: 60))
    // The ring's centre line is 24 pt from the middle (30, 30) of the
    // 80 × 60 film's centred 60-pt frame, at (40, 30).
    let centre = CGPoint(x: 40, y: 30)
    func at(_ degrees: Double) -> Bitmap.Pixel {
      let angle = degrees * .pi / 180
      return ring.pixel(x: Int(centre.x + 24 * sin(angle)), y: Int(centre.y - 24 * cos(angle)))
    }
    for degrees in [20.0, 45, 70] { #expect(at(degrees).blue > 200 && at(degrees).red < 60, "blue at \(degrees)°: \(at(degrees))") }
    for degrees in [135.0, 200, 300] { #expect(at(degrees).red > 180 && at(degrees).red < 230 && at(degrees).blue < 230, "grey at \(degrees)°: \(at(degrees))") }
    #expect(try ring.pixel(x: 40, y: 30) == image(Color.clear.frame(width: 60, height: 60)).pixel(x: 40, y: 30), "nothing in the middle")
    #expect(Ring().arc.animationKeys() == ["grow"])
  }

  /// A shape layer as the view's mask clips it to its path; the layer's
  /// opacity is the view's alpha, applied once.
  @Test func masksClipAndLayerOpacityIsTheViewsAlpha() throws {
    let masked = try image(TriangleView().frame(width: 40, height: 40))
    // The 40-pt frame is centred in the 80 × 60 film: (20, 10) … (60, 50).
    let inside = masked.pixel(x: 52, y: 18), outside = masked.pixel(x: 28, y: 42)
    #expect(inside.red == 255 && inside.green > 120 && inside.green < 135, "half red over white: \(inside)")
    #expect(try outside == image(Color.clear).pixel(x: 28, y: 42), "clear under the diagonal (the film's orange): \(outside)")
  }

  /// A view whose `layerClass` is `CAGradientLayer` draws its own layer's
  /// gradient, as SwiftUI's linear gradient; its layer's shadow falls
  /// under it, offset as Core Animation's `shadowOffset` says.
  @Test func aViewsOwnLayerClassAndShadowDraw() throws {
    let gradient = try image(LayerClassGradientView().frame(width: 40, height: 20))
    let expected = try image(
      LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .leading, endPoint: .trailing)
        .frame(width: 40, height: 20))
    #expect(gradient == expected)
    #expect(LayerClassGradient().layer is CAGradientLayer)
    // A hard black shadow 4 pt right and down of the 40 × 20 frame at
    // (20, 20): black at (62, 42), below-right of the frame's corner.
    let shadowed = try image(LayerClassGradientView(shadow: true).frame(width: 40, height: 20))
    #expect(shadowed.pixel(x: 62, y: 42) == Bitmap.Pixel(0, 0, 0, 255), "\(shadowed.pixel(x: 62, y: 42))")
    #expect(gradient.pixel(x: 62, y: 42) == Bitmap.Pixel(255, 255, 255, 255))
  }

  /// A view's `transform` turns it about its centre, clockwise on screen
  /// for a positive angle (UIKit's y axis points down): a quarter turn
  /// puts its left half on top.
  @Test func aViewsTransformTurnsItAboutItsCentre() throws {
    let straight = try image(TurnedHalvesView(angle: 0).frame(width: 40, height: 40))
    let turned = try image(TurnedHalvesView(angle: .pi / 2).frame(width: 40, height: 40))
    // The 40-pt square is centred at (40, 30): (20, 10) … (60, 50).
    #expect(straight.pixel(x: 30, y: 30) == Bitmap.Pixel(0, 0, 255, 255) && straight.pixel(x: 50, y: 30) == Bitmap.Pixel(255, 0, 0, 255))
    #expect(turned.pixel(x: 40, y: 20) == Bitmap.Pixel(0, 0, 255, 255), "blue on top: \(turned.pixel(x: 40, y: 20))")
    #expect(turned.pixel(x: 40, y: 40) == Bitmap.Pixel(255, 0, 0, 255), "red below: \(turned.pixel(x: 40, y: 40))")
  }

  /// A sublayer's affine transform turns it about its anchor point.
  @Test func aSublayersTransformTurnsItAboutItsAnchor() throws {
    let turned = try image(TurnedSublayerView().frame(width: 40, height: 40))
    // The view's origin is (20, 10); the bar now spans x 15…25, y 10…30
    // in the view: (35…45, 20…40) in the film.
    #expect(turned.pixel(x: 40, y: 22) == Bitmap.Pixel(255, 0, 0, 255), "the turned bar: \(turned.pixel(x: 40, y: 22))")
    #expect(turned.pixel(x: 32, y: 30) != Bitmap.Pixel(255, 0, 0, 255), "not where the straight bar was")
  }

  /// A gradient layer fills the view as SwiftUI's linear gradient does,
  /// clipped to the top corners the layer rounds; a label placed by
  /// constraints is drawn over it.
  @Test func gradientLayersCornersAndSubviewsDraw() throws {
    let card = try image(GradientCardView().frame(width: 60, height: 40))
    let expected = try image(
      LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .top, endPoint: .bottom)
        .clipShape(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 12, topTrailing: 12)))
        .frame(width: 60, height: 40))
    // Same gradient and corners where the label isn't (its left 8 pt and
    // the top rows are clear of it).
    for (x, y) in [(11, 10), (12, 12), (40, 12), (68, 3), (65, 48), (15, 48)] {
      #expect(card.pixel(x: x, y: y) == expected.pixel(x: x, y: y), "(\(x), \(y))")
    }
    // The white label "Hi" at the bottom left, 8 pt in.
    let labelArea = (18...30).flatMap { x in (34...44).map { y in card.pixel(x: x, y: y) } }
    #expect(labelArea.contains { $0.red > 200 && $0.green > 200 && $0.blue > 200 })
  }
}
