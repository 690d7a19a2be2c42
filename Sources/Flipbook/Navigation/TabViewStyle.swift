import Foundation

/// How a `TabView` shows its tabs, as SwiftUI's `TabViewStyle`:
/// `.automatic` (a tab bar on iPhone) or `.page` (pages side by side, one
/// filling the view, with page dots).
public protocol TabViewStyle {}

/// The platform's tab view: a tab bar on iPhone.
nonisolated public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// A tab bar (iOS 18's `.tabBarOnly`; on iPhone, as `.automatic`).
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
/// A sidebar on iPad, a tab bar on iPhone (iOS 18's `.sidebarAdaptable`).
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }

/// Pages side by side, as SwiftUI's `PageTabViewStyle`: the selected one
/// fills the view, and a row of page dots sits at its bottom.
nonisolated public struct PageTabViewStyle: TabViewStyle {
  /// When the page dots show, as SwiftUI's
  /// `PageTabViewStyle.IndexDisplayMode`.
  public struct IndexDisplayMode: Hashable, Sendable {
    let showsSinglePage: Bool?
    /// With more than one page (SwiftUI's default).
    public static let automatic = IndexDisplayMode(showsSinglePage: false)
    /// Always, even for one page.
    public static let always = IndexDisplayMode(showsSinglePage: true)
    /// Never.
    public static let never = IndexDisplayMode(showsSinglePage: nil)
  }

  public let indexDisplayMode: IndexDisplayMode

  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

nonisolated extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
nonisolated extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
nonisolated extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
nonisolated extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages with dots when there is more than one.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Pages with dots shown as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// How a page index (the dots) is drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// Page dots, as SwiftUI's `PageIndexViewStyle`: on the page itself, or
/// on a translucent capsule behind them.
nonisolated public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots' background shows, as SwiftUI's
  /// `PageIndexViewStyle.BackgroundDisplayMode`.
  public enum BackgroundDisplayMode: Hashable, Sendable {
    /// Only while interacting: never in a render.
    case automatic
    /// While interacting: never in a render.
    case interactive
    /// Always.
    case always
    /// Never.
    case never
  }

  public let backgroundDisplayMode: BackgroundDisplayMode

  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

nonisolated extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct TabViewPageStyleKey: EnvironmentKey {
  static var defaultValue: PageTabViewStyle? { nil }
}

private struct PageIndexBackgroundKey: EnvironmentKey {
  static var defaultValue: PageIndexViewStyle.BackgroundDisplayMode { .automatic }
}

extension EnvironmentValues {
  /// The page style `.tabViewStyle(.page)` set (nil: a tab bar).
  var tabViewPageStyle: PageTabViewStyle? {
    get { self[TabViewPageStyleKey.self] }
    set { self[TabViewPageStyleKey.self] = newValue }
  }

  /// When page dots have a background.
  var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
    get { self[PageIndexBackgroundKey.self] }
    set { self[PageIndexBackgroundKey.self] = newValue }
  }
}

nonisolated extension View {
  /// How the tab views inside show their tabs.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.tabViewPageStyle = style as? PageTabViewStyle })
  }

  /// How the page indexes inside are drawn.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    modifier(_EnvironmentModifier { $0.pageIndexBackground = (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic })
  }
}

/// A `TabView` in the page style: the pages in a row, each as wide as the
/// view, moved so the selected one fills it (a change of selection in an
/// animation slides them), and the dots over the bottom.
///
/// The dots, as iOS 17's `UIPageControl` draws them in SwiftUI (Flipbook's
/// reading): 7-pt circles 16 pt apart, centred in a 26-pt row at the
/// bottom; the current page's white, the others white at 30 % (or
/// `UIPageControl.appearance()`'s tint colours, when set); on a
/// capsule of black at 25 % with `.indexViewStyle(.page(backgroundDisplayMode:
/// .always))`. White dots over a white page don't show, as on iOS.
///
/// A film's drag across the pages (`FilmStep.drag`) moves them with the
/// finger; when it lifts, the next or previous page is selected if the
/// finger went more than half a page that way, or would have with its
/// momentum (`predictedEndTranslation`), else the page springs back; the
/// pages settle in 0.3 s, easing out, as UIScrollView's paging does.
/// There is no page before the first or after the last (no rubber band).
nonisolated struct _PageTabViewBody: View {
  let tabs: [TabEntry]
  let selectedIndex: Int
  let style: PageTabViewStyle
  var choose: (AnyHashable) -> Void = { _ in }
  @Environment(\.pageIndexBackground) private var dotsBackground
  @State private var dragOffset: CGFloat = 0


  var showsDots: Bool {
    guard let single = style.indexDisplayMode.showsSinglePage else { return false }
    return single || tabs.count > 1
  }

  /// The swipe between pages (see the type).
  private func swipe(width: CGFloat) -> some Gesture {
    let last = tabs.count - 1
    let (index, tabs, choose) = (selectedIndex, self.tabs, self.choose)
    let offset = $dragOffset
    func limited(_ translation: CGFloat) -> CGFloat {
      // No page before the first or after the last.
      min(max(translation, index == last ? 0 : -width), index == 0 ? 0 : width)
    }
    return DragGesture()
      .onChanged { value in offset.wrappedValue = limited(value.translation.width) }
      .onEnded { value in
        let reach = abs(value.translation.width) > abs(value.predictedEndTranslation.width)
          ? value.translation.width : value.predictedEndTranslation.width
        var target = index
        if reach < -width / 2 { target = min(index + 1, last) }
        if reach > width / 2 { target = max(index - 1, 0) }
        withAnimation(.easeOut(duration: 0.3)) {
          offset.wrappedValue = 0
          if target != index, tabs.indices.contains(target) { choose(tabs[target].tag) }
        }
      }
  }

  var body: some View {
    GeometryReader { proxy in
      HStack(spacing: 0) {
        ForEach(0..<tabs.count, id: \.self) { index in
          _ResolvedNodes(nodes: [tabs[index].node]).frame(width: proxy.size.width, height: proxy.size.height)
        }
      }
      .offset(x: -CGFloat(selectedIndex) * proxy.size.width + dragOffset)
      .contentShape(Rectangle())
      .gesture(swipe(width: proxy.size.width))
    }
    .clipped()
    .overlay(alignment: .bottom) {
      if showsDots {
        // The dots' colours: `UIPageControl.appearance()`'s where set, as on iOS.
        let appearance = UIPageControl.appearance()
        _PageDots(
          count: tabs.count, current: selectedIndex, currentColor: appearance.currentPageIndicatorTintColor?.color,
          otherColor: appearance.pageIndicatorTintColor?.color
        )
        .background {
          if dotsBackground == .always { Capsule().fill(Color.black.opacity(0.25)) }
        }
        .padding(.bottom, 8)
      }
    }
  }
}

/// Page dots, as iOS 17's `UIPageControl` draws them (what the page-style
/// `TabView` shows, and a `UIPageControl` in a representable): 7-pt
/// circles 16 pt apart in a 26-pt row with 10 pt either side, the current
/// page's in `currentColor` (white), the others in `otherColor` (white at
/// 30 %).
nonisolated struct _PageDots: View {
  let count: Int
  let current: Int
  var currentColor: Color? = nil
  var otherColor: Color? = nil

  var body: some View {
    HStack(spacing: 9) {
      ForEach(0..<max(count, 0), id: \.self) { index in
        Circle().fill(index == current ? currentColor ?? .white : otherColor ?? Color.white.opacity(0.3)).frame(width: 7, height: 7)
      }
    }
    .padding(.horizontal, 10)
    .frame(height: 26)
  }
}
