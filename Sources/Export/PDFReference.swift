/// An indirect reference to a PDF object (`12 0 R`): its object number and generation.
struct PDFReference: Hashable {
    let number: Int
    let generation: Int

    /// The reference as PDF writes it, such as `12 0`, without the trailing `R` or `obj`.
    var text: String { "\(number) \(generation)" }
}
