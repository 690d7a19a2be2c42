// Seed 003's WWDC19 listings, with the typos of the notes fixed to the
// real API (`startingAngle:` → `startAngle:`, `scaleEddfect` → `scaleEffect`,
// `ScaleAndFace` → `ScaleAndFade`, `AnyTransistion` → `AnyTransition`,
// and the fade inverted: the notes' `opacity(isActive?1:0)` would make a
// removed wedge appear; the talk fades it out).
// `WedgeShape` is nested in `Ring`, since seed 002 has a `WedgeShape` of
// its own in this target.
import Flipbook

struct RedCircle: View{
  var body: some View {
    Circle().fill(Color.red)
  }
}

struct GradientView: View{
  var body: some View {
    let spectrum = Gradient(colors: [.red,.yellow,.green,.cyan,.blue,.purple,.red])
    let conic = AngularGradient(gradient:spectrum,center:.center,angle:.degrees(-90))
    //return Circle().fill(conic)
    return Circle().strokeBorder(conic,lineWidth:50)
  }
}

extension Ring {
  struct WedgeShape:Shape{
    var wedge:Ring.Wedge
    func path(in rect:CGRect)->Path {
      var p = Path()
      let g = WedgeGeometry(wedge,in:rect)//circle funct
      p.addArc(center:g.cen,radius:g.r0,startAngle:g.a0,endAngle:g.a1,clockwise:false)
      p.addLine(to:g.topRight)
      p.addArc(center:g.cen,radius:g.r1,startAngle:g.a1,endAngle:g.a0,clockwise:true)
      p.closeSubpath()
      return p
    }
    var animatableData:Ring.Wedge.AnimatableData {
      get { return wedge.animatableData}
      set{ wedge.animatableData=newValue}
    }
  }
}

extension Ring.Wedge {
  typealias AnimatableData = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
}

/// One wedge, filled with an angular gradient across its hue. The view is
/// `Animatable`, so while a wedge moves its gradient moves with it.
struct Wedge: View, Animatable {
  var wedge: Ring.Wedge

  init(_ wedge: Ring.Wedge) { self.wedge = wedge }

  var animatableData: Ring.Wedge.AnimatableData {
    get { wedge.animatableData }
    set { wedge.animatableData = newValue }
  }

  var body: some View {
    let g = WedgeGeometry(wedge, in: CGRect(x: 0, y: 0, width: 1, height: 1))
    let colors = [Color(hue: wedge.hue, saturation: 0.75, brightness: 0.85),
                  Color(hue: wedge.hue + 0.05, saturation: 0.95, brightness: 1)]
    return Ring.WedgeShape(wedge: wedge)
      .fill(AngularGradient(gradient: Gradient(colors: colors), center: .center, startAngle: g.a0, endAngle: g.a1))
  }
}

// [In Video: 34:30] `tapAction` was the beta's name for `onTapGesture`,
// and the beta's `ForEach(ring.wedgeIDs)` is `ForEach(_:id:)` in the
// released API.
struct RingView:View{
  @EnvironmentObject var ring:Ring
  var body:some View{
    ZStack {
      ForEach(ring.wedgeIDs, id: \.self){ id in
        Wedge(self.ring.wedges[id]!)
        .onTapGesture{withAnimation{self.ring.deleteWedge(id:id)}}
        .transition(.scaleAndFade)//custom transition
      }
    }
  }
}

struct ScaleAndFade: ViewModifier {
  var isActive: Bool
  func body(content: Content) -> some View {
    return content.scaleEffect(isActive ? 0.1 : 1)
      .opacity(isActive ? 0 : 1)
  }
}

extension AnyTransition {
  static let scaleAndFade = AnyTransition.modifier(active:ScaleAndFade(isActive:true),identity:ScaleAndFade(isActive:false))
}
