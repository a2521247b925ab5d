import Testing

@testable import Layout

@Suite struct DataTableTests {
    /// Each column was compared with every column before it: a 2 MB header took minutes.
    @Test(.timeLimit(.minutes(1))) func aWideHeaderIsCheckedForDuplicatesInLinearTime() {
        let header = (0..<200_000).map { "c\($0)" } + ["c7"]
        let error = #expect(throws: DataError.self) { try DataTable.csv(header.joined(separator: ",") + "\n", file: "wide.csv") }
        #expect(error?.message == "wide.csv: column \"c7\" is named twice")
    }
}
