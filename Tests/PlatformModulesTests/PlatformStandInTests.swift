import AppKit
import Flipbook
import FlipbookTesting
import Foundation
import Testing
import UIKit

/// UIKit's and AppKit's stand-ins: what SwiftUI code does with them.
@Suite struct PlatformStandInTests {
  func render<V: View>(_ view: V, colorScheme: ColorScheme = .light) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.environment(\.colorScheme, colorScheme))
    renderer.scale = 2
    return try #require(renderer.bitmap)
  }

  /// `size(withAttributes:)` measures one line in the font: longer text is
  /// wider, a larger font taller, the empty string nothing; and a colour
  /// literal kept in a constant wraps in `Color(_:)` as iOS code writes it.
  @Test func stringsMeasureWithTheirAttributes() throws {
    _ = try render(Text("Hi"))  // Flipbook has started: UIKit measures.
    let body = UIFont.preferredFont(forTextStyle: .body)
    let short = "Swift".size(withAttributes: [.font: body])
    let long = ("SwiftUI on Linux" as NSString).size(withAttributes: [.font: body])
    let large = "Swift".size(withAttributes: [.font: UIFont.preferredFont(forTextStyle: .largeTitle)])
    #expect(short.width > 20 && long.width > short.width * 2, "\(short) \(long)")
    #expect(short.height >= 20 && large.height > short.height && large.width > short.width)
    #expect("".size(withAttributes: [.font: body]) == .zero)
    let snow = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(Color(snow) == snow)
  }

  /// A presentation controller asked for before `present` is the one the
  /// presentation uses, so the delegate set on it stays (a popover's in
  /// `.popover` style).
  @Test func presentationControllersKeepTheirDelegates() {
    final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
      func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }
    let delegate = Delegate()
    let sheet = UIViewController()
    sheet.presentationController?.delegate = delegate
    let host = UIViewController()
    host.present(sheet, animated: false)
    #expect(sheet.presentationController?.delegate === delegate)
    #expect(sheet.presentationController?.presentingViewController === host)
    let popover = UIViewController()
    popover.modalPresentationStyle = .popover
    #expect(popover.presentationController === popover.popoverPresentationController)
    #expect(delegate.adaptivePresentationStyle(for: sheet.presentationController!) == UIModalPresentationStyle.none)
  }

  @Test func bothBranchesDrawTheSame() throws {
    let ios = try render(UIKitBadge())
    #expect(try render(AppKitBadge()) == ios)
    #expect(try render(PlatformBadge()) == ios)
    #expect(try render(AppKitBadge(), colorScheme: .dark) == render(UIKitBadge(), colorScheme: .dark))
    expectGolden(of: UIKitBadge(), named: "uikit-badge", scale: 2)
  }

  @Test func extensionInitializersAndSubclassesCompileAndWork() {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    UIColor.brand.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(abs(red - 1) < 1e-6 && abs(green - 107.0 / 255) < 1e-6 && abs(blue - 53.0 / 255) < 1e-6 && alpha == 1)
    let palette = PaletteColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    #expect(Color(palette) == Color(.sRGB, red: 0, green: 0.5, blue: 1))
    #expect(NSColor(hex: "00FF00").greenComponent == 1)
  }

  @Test func aDynamicProviderDrawsEachAppearance() throws {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
    let swatch = Color(uiColor: color).frame(width: 2, height: 2)
    #expect(try render(swatch).pixel(x: 1, y: 1) == Bitmap.Pixel(0, 0, 0))
    #expect(try render(swatch, colorScheme: .dark).pixel(x: 1, y: 1) == Bitmap.Pixel(255, 255, 255))
    let appKit = NSColor(name: nil) { $0.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua ? .white : .black }
    #expect(try render(Color(nsColor: appKit).frame(width: 2, height: 2), colorScheme: .dark).pixel(x: 1, y: 1) == Bitmap.Pixel(255, 255, 255))
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
  }

  @Test func aColorNamedNowhereIsClearNotACrash() throws {
    let missing = try #require(NSColor(named: "NoSuchColor"))
    let swatch = Color(nsColor: missing).frame(width: 2, height: 2).background(Color.white)
    #expect(try render(swatch).pixel(x: 1, y: 1) == Bitmap.Pixel(255, 255, 255))
    #expect(NSColor(named: "") == nil && UIColor(named: "") == nil)
  }

  @Test func aBezierPathArcTurnsAsUIKitSays() {
    // Clockwise on screen from 0 to π/2: through the bottom right (y down).
    let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(abs(arc.bounds.maxX - 10) < 1e-6 && abs(arc.bounds.maxY - 10) < 1e-6 && abs(arc.bounds.minY) < 1e-6)
    let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(abs(other.bounds.minY + 10) < 1e-6, "the long way round passes the top")
    // AppKit: degrees, Core Graphics' sense.
    let appKit = NSBezierPath()
    appKit.appendArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: 90, clockwise: false)
    #expect(abs(appKit.bounds.maxY - 10) < 1e-6 && abs(appKit.bounds.minY) < 1e-6)
  }

  /// UIKit clamps a rounded corner to half the shorter side, whichever
  /// corners are rounded (cstv's 20-point badge asks 16 of its bottom left).
  @Test func aRoundedCornerIsClampedToHalfTheShorterSide() {
    let rect = CGRect(x: 0, y: 0, width: 50, height: 20)
    let asked = UIBezierPath(roundedRect: rect, byRoundingCorners: .bottomLeft, cornerRadii: CGSize(width: 16, height: 16))
    let half = UIBezierPath(roundedRect: rect, byRoundingCorners: .bottomLeft, cornerRadii: CGSize(width: 10, height: 10))
    #expect(asked.path == half.path)
    // The corner's curve starts no further than the radius (and the
    // continuous corner's run past it) from the corner: 10 pt, not 16.
    #expect(asked.contains(CGPoint(x: 17, y: 19.5)))
    #expect(!asked.contains(CGPoint(x: 0.5, y: 19.5)))
    // Bad radii: NaN and negative are square, infinite the half.
    let nan = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: CGFloat.nan, height: 4))
    #expect(nan.path == UIBezierPath(roundedRect: rect, byRoundingCorners: [], cornerRadii: .zero).path)
    let huge = UIBezierPath(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    #expect(huge.path == UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 10, height: 10)).path)
  }

  @Test func reversingDrawsTheSameOutlineBackwards() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 2), controlPoint2: CGPoint(x: 15, y: 8))
    path.close()
    let reversed = path.reversing()
    #expect(reversed.currentPoint == CGPoint(x: 10, y: 10))
    #expect(reversed.reversing().path == path.path)
    #expect(reversed.bounds == path.bounds)
    #expect(NSBezierPath(path.path).reversed.path == reversed.path)
  }

  @Test func fontsCarrySizesWeightsAndSFMetrics() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(abs(font.lineHeight - 20.29) < 0.01 && abs(font.ascender - 16.18) < 0.01)
    #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
    #expect(Font(UIFont.preferredFont(forTextStyle: .body)) == Font.body)
    #expect(Font(UIFont.boldSystemFont(ofSize: 20)) == Font.system(size: 20, weight: .bold))
    #expect(UIFont.systemFont(ofSize: .nan).pointSize == 0, "clamped")
    #expect(NSFont.systemFontSize == 13 && UIFont(name: "", size: 12) == nil)
  }

  /// UIFontMetrics scales by the text style's row of iOS's type scale:
  /// title1 is 28 at large and 34 at extra extra extra large; body 17 and
  /// 23; the current traits (a test process's) are large.
  @Test func fontMetricsScaleAsTheirTextStyle() {
    let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    #expect(UIFontMetrics.default.scaledValue(for: 17) == 17)
    #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xxxl) == 23)
    #expect(abs(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 14, compatibleWith: xxxl) - 14 * 34 / 28) < 1e-9)
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12), compatibleWith: ax5).pointSize == 43)
    #expect(
      UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30, compatibleWith: ax5)
        .pointSize == 30)
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 13, compatibleWith: small) == 12)
  }

  @Test func imagesFromDataKnowTheirSize() throws {
    let bitmap = try Bitmap(width: 6, height: 4, scale: 1, fill: Bitmap.Pixel(255, 0, 0))
    let png = try #require(ImageRenderer(content: Image(bitmap: bitmap)).pngData())
    let image = try #require(UIImage(data: png, scale: 2))
    #expect(image.size == CGSize(width: 3, height: 2) && image.scale == 2)
    #expect(UIImage(data: Data([1, 2, 3])) == nil)
    #expect(UIImage(systemName: "") == nil && NSImage(systemSymbolName: "heart", accessibilityDescription: nil) != nil)
    let drawn = try render(Image(uiImage: UIImage(data: png)!))
    #expect(drawn.width == 12 && drawn.pixel(x: 5, y: 3) == Bitmap.Pixel(255, 0, 0))
  }

  /// `UIScreen.main` is the canvas of the film whose code runs.
  struct ScreenWide: View {
    var body: some View {
      Color.blue.frame(width: UIScreen.main.bounds.width / 2, height: 10)
    }
  }

  @Test func theScreenIsTheFilmsCanvas() throws {
    let film = Film("screen", size: CGSize(width: 120, height: 20), scale: 1, fps: 1, script: [.wait(1)]) {
      ScreenWide().frame(maxWidth: .infinity, alignment: .leading)
    }
    let image = try film.image(at: 0)
    #expect(image.pixel(x: 59, y: 10) == Bitmap.Pixel(0, 122, 255) && image.pixel(x: 61, y: 10) != Bitmap.Pixel(0, 122, 255))
    #expect(UIScreen.main.bounds.size == CGSize(width: 402, height: 874), "outside a render: the default device")
    // The UIKit module sits below Flipbook and can't ask PreviewDevice; the
    // two must agree.
    #expect(UIScreen.main.bounds.size == PreviewDevice.default.screen?.size)
    #expect(UIScreen.main.scale == PreviewDevice.default.screen?.scale)
  }

  @Test func aHostingControllerMeasuresItsRootView() {
    let controller = UIHostingController(rootView: Color.red.frame(width: 30, height: 20))
    #expect(controller.sizeThatFits(in: CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 20))
    #expect(UIHostingController(rootView: Color.red).sizeThatFits(in: CGSize(width: 50, height: CGFloat.infinity)).width == 50)
    // In points as layout computes them, as iOS answers (not whole pixels).
    let padded = UIHostingController(rootView: Color.red.frame(width: 10, height: 48).padding(0.25))
    #expect(padded.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity)) == CGSize(width: 10.5, height: 48.5))
    // The view measures its content as UIKit's hosting view does, even
    // once the controller is gone; a plain view has no natural size.
    let view = UIHostingController(rootView: Color.red.frame(width: 10, height: 48).padding(0.25)).view!
    #expect(view.intrinsicContentSize == CGSize(width: 10.5, height: 48.5))
    #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 10.5, height: 48.5))
    #expect(view.sizeThatFits(CGSize(width: 200, height: 200)) == CGSize(width: 10.5, height: 48.5))
    #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    // Two root views stack with no space between them.
    struct Two: View {
      var body: some View {
        Color.red.frame(width: 10, height: 20)
        Color.blue.frame(width: 10, height: 30)
      }
    }
    #expect(UIHostingController(rootView: Two()).view.intrinsicContentSize == CGSize(width: 10, height: 50))
  }

  /// `UIImage()` is empty: no size, and `Image(uiImage:)` of it takes no
  /// space and draws nothing; iOS 13's `UIImage(named:in:with:)` and a
  /// symbol configured by any `UIImage.Configuration` compile and load.
  @Test func emptyAndConfiguredImages() throws {
    #expect(UIImage().size == .zero && UIImage() == UIImage())
    let row = try render(HStack(spacing: 0) { Image(uiImage: UIImage()); Color.red.frame(width: 10, height: 10) })
    #expect(row.width == 20 && row.height == 20)
    #expect(UIImage(named: "Logo", in: nil, with: nil) != nil)
    let configuration: UIImage.Configuration = UIImage.SymbolConfiguration(weight: .bold)
    #expect(UIImage(systemName: "star.fill", withConfiguration: configuration) != nil)
  }

  /// `ImageRenderer.cgImage` gives the pixels; `Image(decorative:scale:)`
  /// and `Image(_:scale:label:)` draw them at their scale; `UIImage`
  /// carries them both ways.
  @Test func cgImagesCarryPixelsAtTheirScale() throws {
    let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 6))
    renderer.scale = 2
    let cgImage = try #require(renderer.cgImage)
    #expect(cgImage.width == 20 && cgImage.height == 12 && cgImage.bytesPerRow == 80)
    let atTwo = try render(Image(decorative: cgImage, scale: 2))
    #expect(atTwo.width == 20 && atTwo.height == 12 && atTwo.pixel(x: 10, y: 6) == Bitmap.Pixel(255, 59, 48))
    let atOne = try render(Image(cgImage, scale: 1, label: Text("Red")))
    #expect(atOne.width == 40 && atOne.height == 24)
    let uiImage = UIImage(cgImage: cgImage, scale: 2)
    #expect(uiImage.size == CGSize(width: 10, height: 6) && uiImage.cgImage?.width == 20)
    #expect(renderer.uiImage?.size == CGSize(width: 10, height: 6))
    #expect(UIImage(systemName: "star")?.cgImage == nil)
  }

  /// `UIPageControl.appearance()`, set in an `init()` as real code does,
  /// colours the page dots; the settings are the render's own.
  @Test func appearanceProxiesKeepSettingsAndTintThePageDots() throws {
    struct Onboarding: View {
      init() {
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemRed
        UIPageControl.appearance().pageIndicatorTintColor = UIColor.systemRed.withAlphaComponent(0.3)
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed]
        UITableView.appearance().backgroundColor = .clear
      }
      var body: some View {
        TabView { Color.white; Color.white }.tabViewStyle(.page)
      }
    }
    let film = Film("dots", size: CGSize(width: 100, height: 100), scale: 1, fps: 1, script: [.wait(1)]) { Onboarding() }
    let image = try film.image(at: 0)
    // Two dots 16 apart around x = 50, 13 pt up from 8 pt above the bottom.
    #expect(image.pixel(x: 42, y: 79) == Bitmap.Pixel(255, 59, 48), "the current page's dot, red")
    #expect(image.pixel(x: 58, y: 79) != Bitmap.Pixel(255, 255, 255), "the other, light red")
    // The render's own: code outside it sees the process's, unset.
    #expect(UIPageControl.appearance().currentPageIndicatorTintColor == nil)
    #expect(UITableView.appearance().backgroundColor == nil)
    var opened: Bool?
    UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
    #expect(opened == false && !UIApplication.shared.canOpenURL(URL(string: "tel:1")!))
  }
}
