import Flipbook
import Foundation

/// The kind of map an `MKMapView` shows, as MapKit's `MKMapType`.
public enum MKMapType: UInt, Sendable {
  case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// A shape drawn over a map, as MapKit's `MKOverlay`.
public protocol MKOverlay: MKAnnotation {}

/// A circle overlay, as MapKit's `MKCircle`.
open class MKCircle: NSObject, MKOverlay, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let radius: CLLocationDistance
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    coordinate = center
    self.radius = radius
  }
}

/// A line overlay, as MapKit's `MKPolyline`.
open class MKPolyline: NSObject, MKOverlay, @unchecked Sendable {
  public let coordinates: [CLLocationCoordinate2D]
  public var coordinate: CLLocationCoordinate2D { coordinates.first ?? CLLocationCoordinate2D() }
  public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: max(count, 0)))
  }
  public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
  public var pointCount: Int { coordinates.count }
}

/// A closed overlay, as MapKit's `MKPolygon`.
open class MKPolygon: NSObject, MKOverlay, @unchecked Sendable {
  public let coordinates: [CLLocationCoordinate2D]
  public var coordinate: CLLocationCoordinate2D { coordinates.first ?? CLLocationCoordinate2D() }
  public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: max(count, 0)))
  }
  public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
  public var pointCount: Int { coordinates.count }
}

/// Draws an overlay, as MapKit's `MKOverlayRenderer` and its subclasses.
open class MKOverlayRenderer: NSObject, @unchecked Sendable {
  public let overlay: MKOverlay
  public init(overlay: MKOverlay) { self.overlay = overlay }
  open var alpha: CGFloat = 1
}
open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
  open var fillColor: UIColor?
  open var strokeColor: UIColor?
  open var lineWidth: CGFloat = 0
}
open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
  public init(circle: MKCircle) { super.init(overlay: circle) }
}
open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
  public init(polyline: MKPolyline) { super.init(overlay: polyline) }
}
open class MKPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
  public init(polygon: MKPolygon) { super.init(overlay: polygon) }
}

/// An annotation's view, as MapKit's `MKAnnotationView`.
open class MKAnnotationView: UIView, @unchecked Sendable {
  open var annotation: MKAnnotation?
  public let reuseIdentifier: String?
  open var image: UIImage?
  open var canShowCallout = false
  open var isDraggable = false
  open var centerOffset = CGPoint.zero
  open var leftCalloutAccessoryView: UIView?
  open var rightCalloutAccessoryView: UIView?
  open var detailCalloutAccessoryView: UIView?

  public required init(annotation: MKAnnotation?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }
  /// From an archive, as UIKit's required initializer: there are no archives of this one here (nil).
  public required init?(coder: NSCoder) { return nil }
}

/// The balloon marker's view, as MapKit's `MKMarkerAnnotationView`.
open class MKMarkerAnnotationView: MKAnnotationView, @unchecked Sendable {
  open var markerTintColor: UIColor?
  open var glyphTintColor: UIColor?
  open var glyphText: String?
  open var glyphImage: UIImage?
  open var titleVisibility: MKFeatureVisibility = .adaptive
}

/// Whether a marker's title shows, as MapKit's `MKFeatureVisibility`.
public enum MKFeatureVisibility: Int, Sendable { case adaptive, hidden, visible }

/// An `MKMapView`'s delegate, as MapKit's `MKMapViewDelegate` (every
/// method optional).
public protocol MKMapViewDelegate: AnyObject {
  func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView?
  func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? { nil }
  public func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
    MKOverlayRenderer(overlay: overlay)
  }
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
}

/// UIKit's map view, as MapKit's `MKMapView`, for `UIViewRepresentable`
/// wrappers: a `Map` draws in its place (its region, type, annotations as
/// balloon markers tinted as the delegate's marker views say, and its
/// circle, line and polygon overlays styled by the delegate's renderers).
open class MKMapView: UIView, UIKitViewCounterpart, @unchecked Sendable {
  open var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 20, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 140, longitudeDelta: 360))
  open var mapType: MKMapType = .standard
  open var showsUserLocation = false
  open var isZoomEnabled = true
  open var isScrollEnabled = true
  open var isRotateEnabled = true
  open var isPitchEnabled = true
  open var showsCompass = true
  open var showsScale = false
  open var pointOfInterestFilter: Any?
  open weak var delegate: MKMapViewDelegate?
  open private(set) var annotations: [MKAnnotation] = []
  open private(set) var overlays: [MKOverlay] = []
  open var selectedAnnotations: [MKAnnotation] = []
  private var registered: [String: MKAnnotationView.Type] = [:]

  public override init(frame: CGRect) { super.init(frame: frame) }
  public convenience init() { self.init(frame: .zero) }
  /// From an archive, as UIKit's required initializer (`UIView`'s notes).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open var centerCoordinate: CLLocationCoordinate2D {
    get { region.center }
    set { region.center = newValue }
  }
  open var visibleMapRect: MKMapRect {
    get {
      let northWest = MKMapPoint(
        CLLocationCoordinate2D(
          latitude: region.center.latitude + region.span.latitudeDelta / 2,
          longitude: region.center.longitude - region.span.longitudeDelta / 2))
      let southEast = MKMapPoint(
        CLLocationCoordinate2D(
          latitude: region.center.latitude - region.span.latitudeDelta / 2,
          longitude: region.center.longitude + region.span.longitudeDelta / 2))
      return MKMapRect(x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
    }
    set { region = MKCoordinateRegion(newValue) }
  }

  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { region.center = coordinate }
  open func setVisibleMapRect(_ rect: MKMapRect, animated: Bool) { visibleMapRect = rect }
  open func addAnnotation(_ annotation: MKAnnotation) { annotations.append(annotation) }
  open func addAnnotations(_ annotations: [MKAnnotation]) { self.annotations += annotations }
  open func removeAnnotation(_ annotation: MKAnnotation) { annotations.removeAll { $0 === annotation } }
  open func removeAnnotations(_ annotations: [MKAnnotation]) {
    self.annotations.removeAll { existing in annotations.contains { $0 === existing } }
  }
  open func addOverlay(_ overlay: MKOverlay) { overlays.append(overlay) }
  open func addOverlay(_ overlay: MKOverlay, level: MKOverlayLevel) { overlays.append(overlay) }
  open func addOverlays(_ overlays: [MKOverlay]) { self.overlays += overlays }
  open func removeOverlay(_ overlay: MKOverlay) { overlays.removeAll { $0 === overlay } }
  open func removeOverlays(_ overlays: [MKOverlay]) {
    self.overlays.removeAll { existing in overlays.contains { $0 === existing } }
  }
  /// Shows every annotation: the region fitted to them.
  open func showAnnotations(_ annotations: [MKAnnotation], animated: Bool) {
    region = MapCameraPosition.automatic.resolvedRegion(fitting: annotations.map(\.coordinate))
  }
  open func selectAnnotation(_ annotation: MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
  open func deselectAnnotation(_ annotation: MKAnnotation?, animated: Bool) { selectedAnnotations = [] }
  open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
    registered[identifier] = viewClass as? MKAnnotationView.Type
  }
  open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
  open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: MKAnnotation) -> MKAnnotationView {
    (registered[identifier] ?? MKMarkerAnnotationView.self).init(annotation: annotation, reuseIdentifier: identifier)
  }

  package var swiftUICounterpart: AnyView {
    var elements: [MapElement] = overlays.map { overlay in
      let renderer = delegate?.mapView(self, rendererFor: overlay) as? MKOverlayPathRenderer
      let kind: MapElement.Kind
      switch overlay {
      case let circle as MKCircle: kind = .circle(radius: circle.radius)
      case let line as MKPolyline: kind = .polyline(line.coordinates)
      case let polygon as MKPolygon: kind = .polygon(polygon.coordinates)
      default: kind = .polygon([])
      }
      var element = MapElement(kind: kind, coordinate: overlay.coordinate, title: nil)
      if let fill = renderer?.fillColor { element.fill = AnyShapeStyle(Color(uiColor: fill)) }
      if let stroke = renderer?.strokeColor {
        element.stroke = AnyShapeStyle(Color(uiColor: stroke))
        element.lineWidth = renderer?.lineWidth ?? 1
      }
      return element
    }
    for annotation in annotations {
      let view = delegate?.mapView(self, viewFor: annotation) as? MKMarkerAnnotationView
      var element = MapElement(
        kind: .marker(view?.glyphText.map { .monogram(Text($0)) } ?? .pin), coordinate: annotation.coordinate,
        title: annotation.title.flatMap { $0 }.map { Text($0) })
      element.tint = view?.markerTintColor.map { Color(uiColor: $0) }
      elements.append(element)
    }
    let style: MapStyle =
      switch mapType {
      case .satellite, .satelliteFlyover: .imagery
      case .hybrid, .hybridFlyover: .hybrid
      default: .standard
      }
    return AnyView(
      MapSurface(camera: .region(region), elements: elements, showsUserLocation: showsUserLocation).environment(
        \.mapStyle, style))
  }
}
