// Seed 003's layout listings from WWDC19 "Building Custom Views with
// SwiftUI": the avocado-toast row, three ways. The code is the notes', with
// their typos fixed to the real API (`VerticalLignment` →
// `VerticalAlignment`; `d[.bottom] /2`, which Swift reads as a prefix
// operator, → `d[.bottom] / 2`) and one stand-in: `Image("20x20_avocado")` is
// `AvocadoImage()`, a drawn 20 × 20 avocado, until Flipbook has `Image`.
import Flipbook

/// The stand-in for the talk's `Image("20x20_avocado")`: a 20 × 20 point
/// avocado half (skin, flesh, stone), fixed size as an image is.
struct AvocadoImage: View {
  var body: some View {
    ZStack {
      Ellipse().fill(Color(hex: 0x3E5B1E)).frame(width: 15, height: 19)
      Ellipse().fill(Color(hex: 0xD9E58A)).frame(width: 12, height: 16)
      Circle().fill(Color(hex: 0x8A5A2B)).frame(width: 7, height: 7).offset(y: 2.5)
    }
    .frame(width: 20, height: 20)
  }
}

/// The talk's first row: stars and title side by side, centred, the
/// ingredients cut to one line.
struct AvocadoToastRow: View {
  var body: some View {
    HStack{
      VStack{
        Text("⭐⭐⭐⭐⭐")
        Text("5 stars")
      }.font(.caption)
      VStack(alignment: .leading){
        HStack{
          Text("Avocado Toast").font(.title)
          Spacer()
          AvocadoImage()
        }
        Text("Ingredients: Avocado, Almond Butter, Bread, Red Pepper Flakes").font(.caption).lineLimit(1)
      }
    }
  }
}

/// The row on the last text baseline, the avocado's guide set by hand:
/// "For non text it will use the bottom of the view as a baseline. We can
/// override it by setting it manually".
struct AvocadoToastBaselineRow: View {
  var body: some View {
    HStack(alignment: .lastTextBaseline){
      VStack{
        Text("⭐⭐⭐⭐⭐")
        Text("5 stars")
      }.font(.caption)
      VStack(alignment: .leading){
        HStack(alignment: .lastTextBaseline){
          Text("Avocado Toast").font(.title)
          Spacer()
          AvocadoImage().alignmentGuide(.lastTextBaseline) {
            d in d[.bottom] * 0.927
          }
        }
        Text("Ingredients: Avocado, Almond Butter, Bread, Red Pepper Flakes").font(.caption).lineLimit(1)
      }
    }
  }
}

extension VerticalAlignment{
  private enum MidStarAndTitle: AlignmentID{
    static func defaultValue(in d:ViewDimensions)->Length{
      return d[.bottom]
    }
  }
  static let midStarAndTitle = VerticalAlignment(MidStarAndTitle.self)
}

/// The row on the talk's custom alignment: the stars' middle on the
/// title's middle.
struct AvocadoToastMidStarRow: View {
  var body: some View {
    HStack(alignment: .midStarAndTitle){
      VStack{
        Text("⭐⭐⭐⭐⭐")
        .alignmentGuide(.midStarAndTitle){ d in d[.bottom] / 2}
        Text("5 stars")
      }.font(.caption)
      VStack(alignment: .leading){
        HStack{
          Text("Avocado Toast").font(.title)
              .alignmentGuide(.midStarAndTitle){ d in d[.bottom] / 2}
          Spacer()
          AvocadoImage()
        }
        Text("Ingredients: Avocado, Almond Butter, Bread, Red Pepper Flakes").font(.caption).lineLimit(1)
      }
    }
  }
}
