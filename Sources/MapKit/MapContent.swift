import Flipbook
import Foundation

// # What a map shows
//
// iOS 17's `Map { … }` takes `MapContent`, built by `MapContentBuilder`:
// markers, annotations, overlays, `ForEach` over places, `if`s, and the
// user's own `MapContent` types with a `body`. Here each piece becomes a
// `MapElement`, the one description `MapDrawing` reads. iOS 14's
// `annotationItems` form gives `MapMarker`, `MapPin` and `MapAnnotation`
// (`MapAnnotationProtocol`), which become elements too.
//
// The built-in pieces are also `View`s in type only (a `Never` body, never
// drawn as a view): Flipbook's `ForEach` asks its content to be a `View`,
// and `ForEach(places) { Marker(…) }` is how map content is written. A
// piece's modifiers (`.tint`, `.foregroundStyle`, `.stroke`, `.tag`,
// `.annotationTitles`) are its own methods, so they return the piece and
// stay map content.

/// Something a `Map` shows, as SwiftUI's `MapContent`: a built-in piece,
/// or a type of yours whose `body` is built of them.
public protocol MapContent {
  /// The type of content this content is made of. (SwiftUI names it
  /// `Body`; here it has its own name so that the built-in pieces, which
  /// are also `View`s in type, don't tie a view's body to a map content's.)
  associatedtype MapBody: MapContent
  @MapContentBuilder var body: MapBody { get }
}

extension Never: MapContent {}

/// One thing the map draws.
struct MapElement {
  enum Glyph {
    case pin
    case systemImage(String)
    case image(String)
    case monogram(Text)
  }

  enum Kind {
    case marker(Glyph)
    case pin
    case annotation(anchor: UnitPoint, view: AnyView)
    case circle(radius: CLLocationDistance)
    case polyline([CLLocationCoordinate2D])
    case polygon([CLLocationCoordinate2D])
    case user
  }

  var kind: Kind
  var coordinate: CLLocationCoordinate2D
  var title: Text?
  var tint: Color?
  var fill: AnyShapeStyle?
  var stroke: AnyShapeStyle?
  var lineWidth: CGFloat = 1
  var titlesHidden = false
}

/// A built-in piece of map content: its element.
protocol PrimitiveMapContent {
  var mapElements: [MapElement] { get }
}

extension MapContent {
  /// The elements this content draws (a built-in piece's own, a composed
  /// content's body's).
  var collectedElements: [MapElement] {
    if let primitive = self as? any PrimitiveMapContent { return primitive.mapElements }
    if MapBody.self == Never.self { return [] }
    return body.collectedElements
  }
}

/// Builds map content, as SwiftUI's `MapContentBuilder`.
@resultBuilder public enum MapContentBuilder {
  public static func buildExpression<C: MapContent>(_ content: C) -> MapContentList {
    MapContentList(elements: content.collectedElements)
  }

  public static func buildExpression<Data, ID, C: MapContent>(_ forEach: ForEach<Data, ID, C>) -> MapContentList {
    MapContentList(elements: forEach.data.flatMap { forEach.content($0).collectedElements })
  }

  public static func buildExpression(_ list: MapContentList) -> MapContentList { list }

  public static func buildBlock(_ parts: MapContentList...) -> MapContentList {
    MapContentList(elements: parts.flatMap(\.elements))
  }

  public static func buildOptional(_ part: MapContentList?) -> MapContentList { part ?? MapContentList(elements: []) }
  public static func buildEither(first part: MapContentList) -> MapContentList { part }
  public static func buildEither(second part: MapContentList) -> MapContentList { part }
  public static func buildArray(_ parts: [MapContentList]) -> MapContentList {
    MapContentList(elements: parts.flatMap(\.elements))
  }
  public static func buildLimitedAvailability(_ part: MapContentList) -> MapContentList { part }
}

/// Map content as built: its elements in drawing order.
nonisolated public struct MapContentList: MapContent, PrimitiveMapContent {
  let elements: [MapElement]
  public var body: Never { return fatalError("MapContentList has no body") }
  var mapElements: [MapElement] { elements }
}

/// A piece with the modifiers every piece takes.
protocol MapPiece: PrimitiveMapContent {
  var element: MapElement { get set }
}

extension MapPiece {
  var mapElements: [MapElement] { [element] }

  func with(_ change: (inout MapElement) -> Void) -> Self {
    var copy = self
    change(&copy.element)
    return copy
  }
}

private func title(_ key: LocalizedStringKey) -> Text { Text(key) }

/// A balloon marker, as SwiftUI's `Marker`: a tinted balloon (red unless
/// tinted) with a glyph, its title below.
nonisolated public struct Marker: View, MapContent, MapPiece {
  var element: MapElement
  public var body: Never { return fatalError("Marker is map content") }

  init(title: Text?, glyph: MapElement.Glyph, coordinate: CLLocationCoordinate2D) {
    element = MapElement(kind: .marker(glyph), coordinate: coordinate, title: title)
  }

  public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
    self.init(title: Text(titleKey), glyph: .pin, coordinate: coordinate)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
    self.init(title: Text(title), glyph: .pin, coordinate: coordinate)
  }
  public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
    self.init(title: Text(titleKey), glyph: .systemImage(systemImage), coordinate: coordinate)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
    self.init(title: Text(title), glyph: .systemImage(systemImage), coordinate: coordinate)
  }
  public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
    self.init(title: Text(titleKey), glyph: .image(image), coordinate: coordinate)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
    self.init(title: Text(title), glyph: .image(image), coordinate: coordinate)
  }
  public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(title: Text(titleKey), glyph: .monogram(monogram), coordinate: coordinate)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
    self.init(title: Text(title), glyph: .monogram(monogram), coordinate: coordinate)
  }
  /// A marker labelled by a `Label`'s title (its icon is not read).
  public init<L: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> L) {
    self.init(title: nil, glyph: .pin, coordinate: coordinate)
  }
  /// A map item's marker, titled with its name.
  public init(item: MKMapItem) {
    self.init(title: item.name.map { Text($0) }, glyph: .pin, coordinate: item.placemark.coordinate)
  }

  public func tint(_ tint: Color?) -> Marker { with { $0.tint = tint } }
  public func tag<V: Hashable>(_ tag: V) -> Marker { self }
  public func annotationTitles(_ visibility: Visibility) -> Marker { with { $0.titlesHidden = visibility == .hidden } }
}

/// A view at a coordinate, as SwiftUI's `Annotation`: the content's
/// `anchor` point (its bottom by default) on the coordinate, the title
/// below.
nonisolated public struct Annotation: View, MapContent, MapPiece {
  var element: MapElement
  public var body: Never { return fatalError("Annotation is map content") }

  public init<Content: View>(
    _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
    @ViewBuilder content: () -> Content
  ) {
    element = MapElement(
      kind: .annotation(anchor: anchor, view: AnyView(content())), coordinate: coordinate, title: Text(titleKey))
  }
  @_disfavoredOverload
  public init<S: StringProtocol, Content: View>(
    _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content
  ) {
    element = MapElement(
      kind: .annotation(anchor: anchor, view: AnyView(content())), coordinate: coordinate, title: Text(title))
  }
  public init<Content: View, Label: View>(
    coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    element = MapElement(kind: .annotation(anchor: anchor, view: AnyView(content())), coordinate: coordinate, title: nil)
  }

  public func tint(_ tint: Color?) -> Annotation { with { $0.tint = tint } }
  public func tag<V: Hashable>(_ tag: V) -> Annotation { self }
  public func annotationTitles(_ visibility: Visibility) -> Annotation {
    with { $0.titlesHidden = visibility == .hidden }
  }
}

/// The user's location, as SwiftUI's `UserAnnotation`: a blue dot, drawn
/// at the region's centre (a render has no device location).
nonisolated public struct UserAnnotation: View, MapContent, MapPiece {
  var element = MapElement(kind: .user, coordinate: CLLocationCoordinate2D(), title: nil)
  public var body: Never { return fatalError("UserAnnotation is map content") }
  public init() {}
  public func tint(_ tint: Color?) -> UserAnnotation { with { $0.tint = tint } }
  public func tag<V: Hashable>(_ tag: V) -> UserAnnotation { self }
}

/// The overlay modifiers, shared by circles, lines and polygons.
protocol MapOverlayPiece: MapPiece {}

extension MapOverlayPiece {
  func filled(_ style: AnyShapeStyle) -> Self { with { $0.fill = style } }
  func stroked(_ style: AnyShapeStyle, _ width: CGFloat) -> Self {
    with {
      $0.stroke = style
      $0.lineWidth = width.isFinite ? max(width, 0) : 1
    }
  }
}

/// A circle of a radius in metres around a coordinate, as SwiftUI's
/// `MapCircle` (filled in the tint's colour at a quarter opacity unless
/// styled).
nonisolated public struct MapCircle: View, MapContent, MapOverlayPiece {
  var element: MapElement
  public var body: Never { return fatalError("MapCircle is map content") }
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    element = MapElement(
      kind: .circle(radius: radius.isFinite ? max(radius, 0) : 0), coordinate: center, title: nil)
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapCircle { filled(AnyShapeStyle(style)) }
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapCircle { stroked(AnyShapeStyle(style), lineWidth) }
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> MapCircle {
    stroked(AnyShapeStyle(style), strokeStyle.lineWidth)
  }
  public func tint(_ tint: Color?) -> MapCircle { with { $0.tint = tint } }
  public func tag<V: Hashable>(_ tag: V) -> MapCircle { self }
  public func mapOverlayLevel(level: MKOverlayLevel) -> MapCircle { self }
}

/// A line through coordinates, as SwiftUI's `MapPolyline` (blue, 3 pt,
/// unless styled).
nonisolated public struct MapPolyline: View, MapContent, MapOverlayPiece {
  var element: MapElement
  public var body: Never { return fatalError("MapPolyline is map content") }
  public init(coordinates: [CLLocationCoordinate2D], contourStyle: MapPolyline.ContourStyle = .straight) {
    element = MapElement(kind: .polyline(coordinates), coordinate: coordinates.first ?? CLLocationCoordinate2D(), title: nil)
  }
  /// A map item's route is not known on Linux: the line joins the
  /// coordinates given.
  public init(points: [MKMapPoint], contourStyle: MapPolyline.ContourStyle = .straight) {
    self.init(coordinates: points.map(\.coordinate), contourStyle: contourStyle)
  }
  public enum ContourStyle: Hashable, Sendable { case straight, geodesic }
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapPolyline { stroked(AnyShapeStyle(style), lineWidth) }
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> MapPolyline {
    stroked(AnyShapeStyle(style), strokeStyle.lineWidth)
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapPolyline { stroked(AnyShapeStyle(style), element.lineWidth) }
  public func tint(_ tint: Color?) -> MapPolyline { with { $0.tint = tint } }
  public func tag<V: Hashable>(_ tag: V) -> MapPolyline { self }
  public func mapOverlayLevel(level: MKOverlayLevel) -> MapPolyline { self }
}

/// A closed shape through coordinates, as SwiftUI's `MapPolygon`.
nonisolated public struct MapPolygon: View, MapContent, MapOverlayPiece {
  var element: MapElement
  public var body: Never { return fatalError("MapPolygon is map content") }
  public init(coordinates: [CLLocationCoordinate2D]) {
    element = MapElement(kind: .polygon(coordinates), coordinate: coordinates.first ?? CLLocationCoordinate2D(), title: nil)
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapPolygon { filled(AnyShapeStyle(style)) }
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> MapPolygon { stroked(AnyShapeStyle(style), lineWidth) }
  public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> MapPolygon {
    stroked(AnyShapeStyle(style), strokeStyle.lineWidth)
  }
  public func tint(_ tint: Color?) -> MapPolygon { with { $0.tint = tint } }
  public func tag<V: Hashable>(_ tag: V) -> MapPolygon { self }
  public func mapOverlayLevel(level: MKOverlayLevel) -> MapPolygon { self }
}

/// Where an overlay sits among the map's layers, as MapKit's `MKOverlayLevel`.
public enum MKOverlayLevel: Int, Sendable {
  case aboveRoads, aboveLabels
}

// MARK: - iOS 14's annotation items

/// An annotation of iOS 14's `Map(coordinateRegion:annotationItems:)`, as
/// SwiftUI's `MapAnnotationProtocol`.
public protocol MapAnnotationProtocol {
  var _mapElement: _MapAnnotationElement { get }
}

/// An annotation's drawing (opaque).
public struct _MapAnnotationElement {
  let element: MapElement
}

/// A balloon marker, as SwiftUI's `MapMarker`.
nonisolated public struct MapMarker: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }
  public var _mapElement: _MapAnnotationElement {
    _MapAnnotationElement(element: MapElement(kind: .marker(.pin), coordinate: coordinate, title: nil, tint: tint))
  }
}

/// A pin, as SwiftUI's `MapPin`: a round head on a needle.
nonisolated public struct MapPin: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }
  public var _mapElement: _MapAnnotationElement {
    _MapAnnotationElement(element: MapElement(kind: .pin, coordinate: coordinate, title: nil, tint: tint))
  }
}

/// A view at a coordinate, as SwiftUI's `MapAnnotation`: its
/// `anchorPoint` (the centre by default) on the coordinate.
nonisolated public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let anchorPoint: CGPoint
  let content: Content
  public init(
    coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content
  ) {
    self.coordinate = coordinate
    self.anchorPoint = anchorPoint
    self.content = content()
  }
  public var _mapElement: _MapAnnotationElement {
    _MapAnnotationElement(
      element: MapElement(
        kind: .annotation(anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), view: AnyView(content)),
        coordinate: coordinate, title: nil))
  }
}

extension MapContent {
  /// How many things this content draws (for tests).
  @_spi(Testing) public var collectedElementsForTesting: Int { collectedElements.count }
}
