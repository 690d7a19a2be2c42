import Flipbook
@testable import FlipbookSnapshotTesting
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

/// Snapshot helpers that wrap a hosting controller in a container, as iOS
/// suites write them: containment, subviews, constraints or autoresizing,
/// laid out on the snapshot's screen as UIKit lays them out.
@Suite struct ContainmentSnapshotTests {
  /// The helper most suites carry: pinned to the container's edges, the
  /// top and bottom to its safe area, 16 pt in at the sides.
  func pinned<V: View>(_ view: V) -> UIViewController {
    let container = UIViewController()
    container.view.backgroundColor = .white
    let host = UIHostingController(rootView: view)
    container.addChild(host)
    container.view.addSubview(host.view)
    host.view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      host.view.topAnchor.constraint(equalTo: container.view.safeAreaLayoutGuide.topAnchor),
      host.view.leadingAnchor.constraint(equalTo: container.view.leadingAnchor, constant: 16),
      host.view.trailingAnchor.constraint(equalTo: container.view.trailingAnchor, constant: -16),
      host.view.bottomAnchor.constraint(equalTo: container.view.safeAreaLayoutGuide.bottomAnchor),
    ])
    host.didMove(toParent: container)
    return container
  }

  func image<C: UIViewController>(_ controller: C, on config: ViewImageConfig = .iPhone13) throws -> Bitmap {
    let strategy = Snapshotting<C, UIImage>.image(on: config, traits: UITraitCollection(displayScale: 1))
    return try #require(waitForSnapshot(strategy, controller)).bitmap
  }

  func isRed(_ p: Bitmap.Pixel) -> Bool { p.red > 240 && p.green < 80 && p.blue < 80 }  // iOS's red, 255 59 48
  func isWhite(_ p: Bitmap.Pixel) -> Bool { p.red > 240 && p.green > 240 && p.blue > 240 }

  @Test func edgesPinnedToTheSafeAreaAndSides() throws {
    let container = pinned(Color.red)
    #expect(container.children.count == 1 && container.children[0].parent === container)
    let image = try image(container)
    #expect(image.width == 390 && image.height == 844)
    // The iPhone 13's safe area: 47 pt on top, 34 at the bottom.
    #expect(isWhite(image.pixel(x: 8, y: 400)) && isRed(image.pixel(x: 17, y: 400)) && isRed(image.pixel(x: 372, y: 400)))
    #expect(isWhite(image.pixel(x: 380, y: 400)))
    #expect(isWhite(image.pixel(x: 200, y: 46)) && isRed(image.pixel(x: 200, y: 48)))
    #expect(isRed(image.pixel(x: 200, y: 808)) && isWhite(image.pixel(x: 200, y: 811)))
  }

  @Test func aCentredBoxOfConstantSize() throws {
    let container = UIViewController()
    container.view.backgroundColor = .white
    let host = UIHostingController(rootView: Color.red)
    container.addChild(host)
    container.view.addSubview(host.view)
    host.view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      host.view.widthAnchor.constraint(equalToConstant: 100),
      host.view.heightAnchor.constraint(equalTo: host.view.widthAnchor, multiplier: 0.5),
      host.view.centerXAnchor.constraint(equalTo: container.view.centerXAnchor),
      host.view.centerYAnchor.constraint(equalTo: container.view.centerYAnchor),
    ])
    host.didMove(toParent: container)
    let image = try image(container)
    // 100 × 50 around (195, 422).
    #expect(isRed(image.pixel(x: 146, y: 398)) && isRed(image.pixel(x: 243, y: 446)))
    #expect(isWhite(image.pixel(x: 144, y: 422)) && isWhite(image.pixel(x: 195, y: 396)) && isWhite(image.pixel(x: 195, y: 448)))
  }

  /// Autoresizing: a subview sized to the container's bounds with flexible
  /// width and height follows the screen it is snapshotted on (its red
  /// ignores the safe area, so it reaches under the status bar).
  @Test func anAutoresizingSubviewFollowsTheScreen() throws {
    let container = UIViewController()
    let host = UIHostingController(rootView: Color.red.ignoresSafeArea())
    container.addChild(host)
    host.view.frame = container.view.bounds
    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.view.addSubview(host.view)
    host.didMove(toParent: container)
    let image = try image(container, on: .iPhoneSe)
    #expect(image.width == 320 && image.height == 568)
    #expect(isRed(image.pixel(x: 0, y: 0)) && isRed(image.pixel(x: 319, y: 567)))
  }

  /// A container view alone (`assertSnapshot(of: container.view, as:
  /// .image(size:))`) draws the same hierarchy at that size.
  @Test func aContainerViewAtAFixedSize() throws {
    let container = pinned(Color.red)
    let strategy = Snapshotting<UIView, UIImage>.image(size: CGSize(width: 200, height: 100), traits: UITraitCollection(displayScale: 1))
    let image = try #require(waitForSnapshot(strategy, container.view)).bitmap
    #expect(image.width == 200 && image.height == 100)
    #expect(isWhite(image.pixel(x: 8, y: 50)) && isRed(image.pixel(x: 100, y: 50)) && isWhite(image.pixel(x: 192, y: 50)))
  }

  /// A controller that builds its hierarchy in `viewDidLoad`, as UIKit apps
  /// do (ScanNow's welcome screen): the snapshot reads `view`, which loads
  /// it, so the hosted child is there to draw. Before, `viewDidLoad` never
  /// ran and the snapshot failed with "hosts no SwiftUI view".
  @Test func aControllerBuildsItsViewsInViewDidLoad() throws {
    final class Welcome: UIViewController {
      private(set) var loads = 0
      init() { super.init(nibName: nil, bundle: nil) }
      required init?(coder: NSCoder) { fatalError() }
      override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
        view.backgroundColor = .white
        let host = UIHostingController(rootView: Color.red.frame(width: 100, height: 50))
        addChild(host)
        host.view.frame = CGRect(x: 20, y: 100, width: 100, height: 50)
        view.addSubview(host.view)
        host.didMove(toParent: self)
      }
    }
    let welcome = Welcome()
    #expect(!welcome.isViewLoaded && welcome.loads == 0)
    let image = try image(welcome)
    #expect(welcome.isViewLoaded && welcome.loads == 1)
    #expect(isRed(image.pixel(x: 70, y: 125)) && isWhite(image.pixel(x: 10, y: 125)) && isWhite(image.pixel(x: 70, y: 90)))
    // The hosted view's window is the container's once a window shows it.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = welcome
    #expect(welcome.children[0].view.window === window && UIView().window == nil)
  }

  /// The bar items a controller sets up in `viewDidLoad` are kept.
  @Test func navigationItemsAreKept() {
    let controller = UIViewController()
    let share = UIBarButtonItem(barButtonSystemItem: .action, target: controller, action: Selector("share:"))
    controller.navigationItem.rightBarButtonItems = [share, UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
    #expect(controller.navigationItem.rightBarButtonItem === share && share.systemItem == .action)
    let navigation = UINavigationController(rootViewController: controller)
    navigation.setNavigationBarHidden(true, animated: false)
    #expect(navigation.isNavigationBarHidden && navigation.visibleViewController === controller)
  }

  /// A hosting view pinned to the container's edges (not its safe area)
  /// gets the safe area insets its frame overlaps, as in UIKit: its
  /// content is centred between the status bar and the home indicator
  /// (the iPhone 13's 47 and 34 pt), its background fills the screen.
  @Test func aHostingViewPinnedToTheEdgesKeepsItsContentInTheSafeArea() throws {
    let container = UIViewController()
    let host = UIHostingController(rootView: Color.red.frame(width: 100, height: 100))
    host.view.backgroundColor = .blue
    container.addChild(host)
    container.view.addSubview(host.view)
    host.view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      host.view.topAnchor.constraint(equalTo: container.view.topAnchor),
      host.view.leadingAnchor.constraint(equalTo: container.view.leadingAnchor),
      host.view.trailingAnchor.constraint(equalTo: container.view.trailingAnchor),
      host.view.bottomAnchor.constraint(equalTo: container.view.bottomAnchor),
    ])
    host.didMove(toParent: container)
    let image = try image(container)
    // Centred at (47 + 844 - 34) / 2 = 428.5, not the screen's 422.
    let column = (0..<image.height).filter { isRed(image.pixel(x: 195, y: $0)) }
    #expect(column.first == 379 && column.last == 478, "red rows \(String(describing: column.first))…\(String(describing: column.last))")
    // The hosting view's background fills its frame, under the bars too.
    func isBlue(_ p: Bitmap.Pixel) -> Bool { p.blue > 200 && p.red < 60 }
    #expect(isBlue(image.pixel(x: 195, y: 10)) && isBlue(image.pixel(x: 195, y: 840)) && isBlue(image.pixel(x: 195, y: 300)))
  }
}

