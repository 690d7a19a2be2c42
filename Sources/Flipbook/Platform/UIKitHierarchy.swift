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
// its subviews over it, back to front.

/// A UIKit view and its subviews drawn at their frames (see above).
struct UIKitHierarchyView: View {
  let root: UIView

  var body: some View {
    GeometryReader { proxy in
      let _ = layOut(size: proxy.size, insets: proxy.safeAreaInsets)
      UIKitHierarchyView.drawing(of: root)
    }
    .ignoresSafeArea()
  }

  private func layOut(size: CGSize, insets: EdgeInsets) {
    if root.frame.size != size { root.frame = CGRect(origin: .zero, size: size) }
    root.safeAreaInsets = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    root.layoutIfNeeded()
  }

  /// `view` and its subviews at their frames, in its bounds.
  static func drawing(of view: UIView) -> AnyView {
    let own = UIKitCounterpart.view(for: view)
    let visible = view.hostedView == nil ? view.subviews.filter { !$0.isHidden } : []
    guard !visible.isEmpty else { return own }
    return AnyView(
      ZStack(alignment: .topLeading) {
        own
        ForEach(0..<visible.count, id: \.self) { index in
          let child = visible[index]
          drawing(of: child).frame(width: max(child.frame.width, 0), height: max(child.frame.height, 0))
            .offset(x: child.frame.minX, y: child.frame.minY)
        }
      }
      .frame(width: view.bounds.width, height: view.bounds.height, alignment: .topLeading))
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
    return AnyView(UIKitHierarchyView(root: root))
  }
}
