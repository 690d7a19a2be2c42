import Flipbook

/// The settings row of the post's GIF (`06_toggle.gif`): a label, then the
/// toggle, on the post's dark row colour.
///
/// The label column is laid out now and left empty: `Text("Gender")`
/// goes in it when Flipbook draws text. Its width (92 points, label plus
/// spacing) puts the toggle where the GIF has it.
struct GenderRow: View {
    @Binding var gender: Gender

    /// The GIF's row colour.
    static let rowColor = Color(hex: 0x33383F)
    /// Label column width, label and spacing.
    static let labelWidth: CGFloat = 92
    /// The row's leading inset.
    static let leadingInset: CGFloat = 24

    var body: some View {
        HStack(spacing: 0) {
            // The label's place: Text("Gender") with the text issue.
            Color.clear.frame(width: Self.labelWidth, height: 20)
            GenderToggle(gender: $gender)
            Spacer(minLength: 0)
        }
        .padding(.leading, Self.leadingInset)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Self.rowColor)
    }

    /// The toggle's centre in a row of `size`.
    static func toggleCenter(in size: CGSize) -> CGPoint {
        CGPoint(x: leadingInset + labelWidth + 25, y: size.height / 2)
    }
}
