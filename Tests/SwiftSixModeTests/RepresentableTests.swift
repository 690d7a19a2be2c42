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
final class Scribble: UIView {}

struct ScribbleView: UIViewRepresentable {
  func makeUIView(context: Context) -> Scribble { Scribble() }
  func updateUIView(_ uiView: Scribble, context: Context) {}
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
    #expect(try image(Card().frame(width: 50, height: 30)) == image(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.blue).frame(width: 50, height: 30)))
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

  /// Any other class fails the first frame with an error naming it, rather
  /// than drawing something iOS wouldn't.
  @Test func anotherUIKitClassFailsTheFrameNamingIt() throws {
    #expect(throws: FlipbookError.unsupportedUIKitView(className: "Scribble")) { try image(ScribbleView()) }
    #expect(FlipbookError.unsupportedUIKitView(className: "Scribble").description.contains("Scribble"))
  }
}
