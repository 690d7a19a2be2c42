import Flipbook

/// The settings row of the post's GIF (`06_toggle.gif`): a label, then the
/// toggle, on the post's dark row colour.
///
/// The post shows the row but not its code: this is a reconstruction. The
/// label is `Text("Gender")` in `.title3` (20 points: the GIF's capitals
/// are 14 points tall, SF Pro's cap height at 20), in the dark scheme's
/// primary colour; its column is 92 points wide (label plus spacing),
/// which puts the toggle where the GIF has it.
struct GenderRow: View {
    @Binding var gender: Gender

    /// The GIF's row colour.
    static let rowColor = Color(hex: 0x33383F)
    /// Label column width, label and spacing.
    static let labelWidth: CGFloat = 92
    /// The row's leading inset.
    static let leadingInset: CGFloat = 24
    /// The row's top inset: the GIF centres the row's content 93.5 px down
    /// its 179 px (2.5 points below the middle at 1.6 px a point).
    static let topInset: CGFloat = 5

    var body: some View {
        HStack(spacing: 0) {
            Text("Gender")
                .font(.title3)
                .frame(width: Self.labelWidth, alignment: .leading)
            GenderToggle(gender: $gender)
            Spacer(minLength: 0)
        }
        .padding(.leading, Self.leadingInset)
        .padding(.top, Self.topInset)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Self.rowColor)
    }

    /// The toggle's centre in a row of `size`.
    static func toggleCenter(in size: CGSize) -> CGPoint {
        CGPoint(x: leadingInset + labelWidth + 25, y: (size.height + topInset) / 2)
    }
}
