import Foundation

// # A UIKit view hierarchy, drawn
//
// A snapshot helper wraps a hosting controller in a container controller
// (`addChild`, `addSubview`, edge constraints, `didMove`) and snapshots the
// container, which hosts no SwiftUI view itself. `UIKitHierarchyView` draws
// such a hierarchy as iOS would: the root view takes the whole screen (its
// safe area insets the screen's), is laid out (`layoutIfNeeded`: autoresizing
// masks and constraints, UIKit/UIView+Layout.swift), and then each view is
// drawn as its SwiftUI counterpart (UIViewRepresentable.swift: a hosting
// view its content, a plain view its background and corners) at its frame,
// its subviews over it, back to front. A hosting view's content keeps to
// the part of the screen's safe area its frame covers, as UIKit gives a
// view the safe area insets its position overlaps: a hosting controller
// pinned to a container's edges (not its safe area) centres its SwiftUI
// content between the status bar and the home indicator (ScanNow's
// welcome screen, iOS 18: the content 8 pt lower than the screen's centre).

/// A UIKit view and its subviews drawn at their frames (see above).
struct UIKitHierarchyView: View {
  let root: UIView

  var body: some View {
    GeometryReader { proxy in
      let _ = layOut(size: proxy.size, insets: proxy.safeAreaInsets)
      UIKitHierarchyView.drawing(of: root, at: .zero, screen: proxy.size, safeArea: proxy.safeAreaInsets)
    }
    .ignoresSafeArea()
  }

  private func layOut(size: CGSize, insets: EdgeInsets) {
    UIKitCounterpart.installMeasuring
    if root.frame.size != size { root.frame = CGRect(origin: .zero, size: size) }
    root.safeAreaInsets = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    root.layoutIfNeeded()
  }

  /// `view` and its subviews at their frames, in its bounds; `origin` is
  /// the view's top left on a `screen` whose safe area is `safeArea`.
  static func drawing(of view: UIView, at origin: CGPoint, screen: CGSize, safeArea: EdgeInsets) -> AnyView {
    let own = UIKitCounterpart.view(
      for: view, hostedSafeArea: overlap(of: view, at: origin, screen: screen, safeArea: safeArea))
    let visible = view.hostedView == nil ? view.subviews.filter { !$0.isHidden } : []
    guard !visible.isEmpty else { return own }
    return AnyView(
      ZStack(alignment: .topLeading) {
        own
        ForEach(0..<visible.count, id: \.self) { index in
          let child = visible[index]
          let childOrigin = CGPoint(x: origin.x + child.frame.minX, y: origin.y + child.frame.minY)
          drawing(of: child, at: childOrigin, screen: screen, safeArea: safeArea)
            .frame(width: max(child.frame.width, 0), height: max(child.frame.height, 0))
            .offset(x: child.frame.minX, y: child.frame.minY)
        }
      }
      .frame(width: view.bounds.width, height: view.bounds.height, alignment: .topLeading))
  }

  /// The screen's safe area insets that `view`'s frame (its top left at
  /// `origin`) overlaps, edge by edge, as UIKit computes a view's
  /// `safeAreaInsets` from its position.
  static func overlap(of view: UIView, at origin: CGPoint, screen: CGSize, safeArea: EdgeInsets) -> EdgeInsets {
    let size = view.bounds.size
    return EdgeInsets(
      top: max(0, min(safeArea.top - origin.y, size.height)),
      leading: max(0, min(safeArea.leading - origin.x, size.width)),
      bottom: max(0, min(origin.y + size.height - (screen.height - safeArea.bottom), size.height)),
      trailing: max(0, min(origin.x + size.width - (screen.width - safeArea.trailing), size.width)))
  }
}

extension UIResponder {
  /// What a snapshot of this controller or view draws: its SwiftUI content
  /// when a hosting controller is behind it, else its view hierarchy when
  /// it has subviews (a container), else nil.
  package var snapshotContent: AnyView? {
    if let hostedView { return hostedView }
    let root = (self as? UIViewController)?.view ?? (self as? UIView)
    guard let root, !root.subviews.isEmpty else { return nil }
    // The appearance a container overrides reaches the views and hosted
    // content inside it, as UIKit's trait collection does.
    let style = (self as? UIViewController)?.overriddenStyle ?? root.overrideUserInterfaceStyle
    return AnyView(UIKitHierarchyView(root: root).overridingStyle(style))
  }
}

nonisolated extension View {
  /// The view in `style`'s colour scheme, as a UIKit appearance override
  /// sets it for what a view or controller holds (unchanged when
  /// unspecified).
  func overridingStyle(_ style: UIUserInterfaceStyle) -> some View {
    transformEnvironment(\.self) { if let scheme = style.colorScheme { $0.colorScheme = scheme } }
  }
}
