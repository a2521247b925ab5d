/// Why a finished PDF could not be updated in place: its structure is not the one expected, or the
/// values to write cannot be written.
package struct PDFUpdateError: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
